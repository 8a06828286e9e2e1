import CFuzzer
import Foundation
import FuzzSupport
import LaminaImage
import LaminaRender
import LaminaScene

/// The times the option bytes choose from: ordinary, negative, huge and not finite.
private let times: [Double] = [0, 0.5, 1, 2.75, -1, 1e300, -1e300, .infinity, .nan, 1e-300]

/// One libFuzzer input: four option bytes (frames per second, --from, --to, which frames) and a
/// scene, animated as `lamina animate` animates it: its frames counted without trapping, the first,
/// a middle and the last rendered (or refused with a `RenderError`) and written as an APNG.
func fuzzAnimate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size >= 4 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let fps = Int(bytes[0] % 240) + 1
  let from = times[Int(bytes[1]) % times.count]
  guard from.isFinite,
    let scene = try? Scene.parse(Array(bytes[4...]), file: fuzzSceneURL, options: fuzzSceneOptions)
  else {
    return 0
  }
  let end =
    bytes[2] < 128
    ? max(scene.root.animationsEndTime() ?? from, from) : max(times[Int(bytes[2]) % times.count], from)
  let frames = AnimationFrames(from: from, to: end, fps: fps)
  precondition((1...AnimationFrames.maximumCount).contains(frames.count), "\(frames.count) frames")
  let chosen = Array(Set([0, frames.count / 2, frames.count - 1].prefix(Int(bytes[3] % 3) + 1))).sorted()
  var movie = AnimatedPNG(fps: fps, frameCount: chosen.count)
  var file: [UInt8] = []
  for k in chosen {
    let t = frames.time(k)
    precondition(t.isFinite || !end.isFinite, "frame \(k) at \(t)")
    guard let request = try? RenderRequest(time: t), let image = try? scene.render(request) else { return 0 }
    do {
      file += try movie.append(image)
    } catch {
      preconditionFailure("frame \(k) of one scene cannot be added: \(error)")
    }
  }
  do {
    file += try movie.end()
  } catch {
    preconditionFailure("every frame was added: \(error)")
  }
  precondition(file.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzAnimate($0, $1) })
