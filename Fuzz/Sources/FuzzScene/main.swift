import CFuzzer
import Foundation
import Lamina
import LaminaRender
import LaminaScene

/// Scene files that may name the samples' images (`face.png`, `hour-hand.png`, …).
private let sceneURL = URL(
  fileURLWithPath: ProcessInfo.processInfo.environment["LAMINA_FUZZ_SCENE"] ?? "Samples/clock/scene.json")

/// Limits small enough that each input loads and renders in milliseconds; the defaults are tested
/// elsewhere.
private let options: SceneOptions = {
  var o = SceneOptions()
  o.renderLimits.canvasSide = 512
  o.renderLimits.canvasPixels = 1 << 18
  o.renderLimits.intermediatePixels = 1 << 22
  o.renderLimits.warpPixels = 1 << 20
  o.renderLimits.warpSide = 2048
  o.renderLimits.work = 50_000_000  // 50 ms estimated: the cost model refuses the rest
  return o
}()

/// One libFuzzer input: any bytes as a scene file load to a scene or a `SceneError`, and a loaded
/// scene renders (also at two times when animated) to an image or a `RenderError`, never a crash,
/// a hang or unbounded memory.
func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let scene = try? Scene.parse(bytes, file: sceneURL, options: options) else { return 0 }
  if let image = try? scene.render() {
    precondition(image.width >= 1 && image.height >= 1)
  }
  // Animated scenes, as `lamina animate` renders their frames: at a time inside, and far past.
  if scene.root.animationsEndTime() != nil {
    for time in [0.25, 1e12] {
      guard let request = try? RenderRequest(time: time), let image = try? scene.render(request) else {
        continue
      }
      precondition(image.width >= 1 && image.height >= 1)
    }
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzScene($0, $1) })
