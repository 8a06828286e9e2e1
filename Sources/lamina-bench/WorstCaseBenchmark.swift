import Foundation
import Lamina
import LaminaRender
import LaminaScene

// MARK: - The worst case the default limits allow (--worst-case)

/// Writes and renders one scene at every default limit at once, in a release build, and reports the
/// time of each phase and the peak memory: a 16384² canvas (the largest), 200,000 layers (the most),
/// sublayers 128 deep (the deepest), 64 megapixels of decoded images (the scene's image budget), a
/// translucent group and perspective warps filling the intermediate-surface budget.
func benchmarkWorstCase() {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-worst-\(getpid())")
  try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let side = 16384
  // 64 megapixels of images: one 8192² PNG (a gradient, so it compresses but is not trivial).
  var pixels = [UInt32](repeating: 0xFF00_0000, count: 8192 * 8192)
  for i in pixels.indices { pixels[i] |= UInt32((i >> 13) & 0xFF) << 8 | UInt32(i & 0xFF) }
  let image = CGImage(width: 8192, height: 8192, premultipliedARGB: pixels)!
  try! PNG.write(image, to: folder.appendingPathComponent("big.png"))
  let scene = folder.appendingPathComponent("scene.json")
  try! Data(worstCaseScene(side: side).utf8).write(to: scene)
  let t0 = DispatchTime.now().uptimeNanoseconds
  let loaded: Scene
  do { loaded = try Scene.load(contentsOf: scene) } catch {
    print("worst case: the scene was refused: \(error)")
    return
  }
  let t1 = DispatchTime.now().uptimeNanoseconds
  let rendered: CGImage
  do { rendered = try loaded.render() } catch {
    print("worst case: the render was refused: \(error)")
    return
  }
  let t2 = DispatchTime.now().uptimeNanoseconds
  let bytes = (try? PNG.encode(rendered)) ?? []
  let t3 = DispatchTime.now().uptimeNanoseconds
  let (load, render, encode) = (Double(t1 - t0) / 1e9, Double(t2 - t1) / 1e9, Double(t3 - t2) / 1e9)
  print("Worst case allowed by the default limits, release build: \(isReleaseBuild())")
  print("")
  print("| canvas | layers | depth | images | load | render | PNG encode | PNG size | peak RSS |")
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  print(
    "| \(side)×\(side) | 200,000 | 128 | 64 MP | \(ms(load)) | \(ms(render)) | \(ms(encode)) | \(bytes.count / 1_048_576) MiB | \(peakMegabytes()) MB |"
  )
}

/// The scene: a translucent group over all the canvas but a 64-pixel strip (the group budget), four
/// perspective cards in the strip (warps), the big image in the group, a chain of layers 128 deep,
/// and small translucent leaves up to 200,000 layers.
func worstCaseScene(side: Int) -> String {
  var layers: [String] = []
  // One translucent group covering the canvas but for a 64-pixel strip.
  layers.append(
    ##"{"frame": [0, 64, \##(side), \##(side - 64)], "opacity": 0.5, "backgroundColor": "#3366cc", "borderWidth": 8, "borderColor": "white", "contents": "big.png", "contentsGravity": "resize"}"##
  )
  // Perspective cards in the strip: each a warp of at most 16 megapixels flat, 64 rows covered.
  for i in 0..<4 {
    layers.append(
      ##"{"bounds": [0, 0, 4000, 60], "position": [\##(2048 + i * 4096), 32], "backgroundColor": "orange", "transform": [{"rotate": {"degrees": 20, "axis": [0, 1, 0]}}, {"perspective": 4000}]}"##
    )
  }
  // A chain 128 deep (the canvas is level 0), then leaves to 200,000 layers in all.
  var chain = ""
  for depth in (1...127).reversed() {
    let inner = chain.isEmpty ? "" : ##", "sublayers": [\##(chain)]"##
    chain =
      ##"{"frame": [1, 1, \##(max(side / 2 - depth, 4)), 8], "backgroundColor": "#20ff0000"\##(inner)}"##
  }
  layers.append(chain)
  let leaves = 200_000 - 1 - 4 - 127
  for i in 0..<leaves {
    let (x, y) = (i % 4096 * 4, 64 + i / 4096 * 4)
    layers.append(
      ##"{"frame": [\##(x), \##(y), 3, 3], "backgroundColor": "#\##(i % 2 == 0 ? "ff0000" : "00ff00")80"}"##)
  }
  return
    ##"{"canvas": {"width": \##(side), "height": \##(side), "background": "white"}, "layers": [\##(layers.joined(separator: ",\n"))]}"##
}
