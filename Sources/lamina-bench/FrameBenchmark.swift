import Foundation
import LaminaRender
import LaminaScene

/// `lamina-bench --frames FILE [--count N] [--fps F] [--scale S] [--threads T] [--model]`: the time
/// of each animation frame of a scene — the presentation at frame k's time (k / F), its render tree
/// and its rasterization, without PNG encoding — for frames 0 to N − 1, after one frame to warm up;
/// with `--model`, N renders of the model layers (no presentation copy): the raster time of a
/// still scene.
/// Prints one JSON object: the median and mean frame time in seconds, the median time of the
/// presentation copy alone (timed on its own after each frame), and the frame count
/// (`scripts/frame-bench` reads it).
func benchmarkFrames(_ arguments: [String]) {
  func option(_ name: String, _ fallback: Double) -> Double {
    guard let at = arguments.firstIndex(of: name) else { return fallback }
    guard at + 1 < arguments.count, let value = Double(arguments[at + 1]) else {
      fail("\(name) needs a number")
    }
    return value
  }
  guard let at = arguments.firstIndex(of: "--frames"), at + 1 < arguments.count else {
    fail("--frames needs a scene file")
  }
  let file = URL(fileURLWithPath: arguments[at + 1])
  let count = Int(exactly: option("--count", 120)) ?? 0
  let threads = Int(exactly: option("--threads", 1)) ?? 0
  let fps = option("--fps", 60)
  guard (1...100_000).contains(count), RenderRequest.threadRange.contains(threads), fps > 0, fps.isFinite
  else {
    fail("--count must be a whole number from 1 to 100000, --threads from 1 to 256, and --fps above 0")
  }
  let scene: Scene
  do {
    scene = try Scene.parse([UInt8](try Data(contentsOf: file)), file: file)
  } catch {
    fail("\(file.path): \(error)")
  }
  var (times, copies): ([Double], [Double]) = ([], [])
  for frame in -1..<count {
    let request: RenderRequest
    do {
      let time = arguments.contains("--model") ? nil : Double(max(frame, 0)) / fps
      request = try RenderRequest(
        scale: CGFloat(option("--scale", 1)), time: time, threads: threads)
    } catch {
      fail("\(error)")
    }
    let start = DispatchTime.now().uptimeNanoseconds
    do { _ = try scene.render(request) } catch { fail("frame \(frame): \(error)") }
    let drawn = DispatchTime.now().uptimeNanoseconds
    if let time = request.time { _ = scene.root.presentationSnapshot(at: time) }
    let copied = DispatchTime.now().uptimeNanoseconds
    guard frame >= 0 else { continue }
    times.append(Double(drawn - start) / 1e9)
    copies.append(Double(copied - drawn) / 1e9)
  }
  let mean = times.reduce(0, +) / Double(times.count)
  print(
    "{\"median\": \(median(times)), \"mean\": \(mean), \"presentation\": \(median(copies)), \"frames\": \(times.count)}"
  )
}

/// The middle value, or the mean of the two middle values of an even count (as Python's
/// `statistics.median`, which frame-bench uses for the peers).
private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Prints `message` after the program's name on standard error and exits with status 2.
private func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("lamina-bench: \(message)\n".utf8))
  exit(2)
}
