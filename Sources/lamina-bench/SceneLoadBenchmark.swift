import Foundation
import Lamina
import LaminaRender
import LaminaScene

/// `lamina-bench --load FILE…`: where loading and rendering a scene file spends its time, phase by
/// phase (reading the file, loading it — parsing with each layer built as its entry is read — then
/// rasterizing and PNG encoding), best of `repeats` runs. The JSON parse alone, without building, is
/// shown for comparison.
func benchmarkSceneLoading(_ files: [String], repeats: Int) {
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print(
    "| scene | layers | read | JSON parse alone | load (parse + build) | rasterize, 1 thread | \(cores) threads | PNG encode, 1 thread | \(cores) threads |"
  )
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  for file in files {
    let url = URL(fileURLWithPath: file)
    guard let data = try? Data(contentsOf: url) else {
      print("| \(file) | cannot read the file |||||")
      continue
    }
    let bytes = [UInt8](data)
    var readBytes = 0
    let read = best(repeats) { readBytes = (try? Data(contentsOf: url))?.count ?? 0 }
    // What each run makes is kept until all runs are done, so that no run pays for freeing the last
    // one's document or layers.
    var documents: [JSONValue?] = []
    let parse = best(repeats) { documents.append(try? JSONParser.parse(bytes)) }
    documents = []
    var scenes: [Scene?] = []
    let load = best(repeats) { scenes.append(try? Scene.parse(bytes, file: url)) }
    guard let scene = scenes.last ?? nil else {
      print("| \(url.lastPathComponent) | the scene does not load |||||")
      continue
    }
    var image: CGImage?
    let raster = best(repeats) { image = try? scene.render() }
    let parallel = try! RenderRequest(threads: cores)
    let rasterParallel = best(repeats) { _ = try? scene.render(parallel) }
    let encode = best(repeats) { _ = image.map { try? PNG.encode($0) } }
    let encodeParallel = best(repeats) { _ = image.map { try? PNG.encode($0, threads: cores) } }
    precondition(readBytes == bytes.count)
    scenes = []
    print(
      "| \(url.lastPathComponent) | \(layerCount(scene.root) - 1) | \(ms(read)) | \(ms(parse)) | \(ms(load)) | \(ms(raster)) | \(ms(rasterParallel)) | \(ms(encode)) | \(ms(encodeParallel)) |"
    )
  }
}

private func layerCount(_ layer: CALayer) -> Int {
  1 + (layer.sublayers ?? []).reduce(0) { $0 + layerCount($1) }
}
