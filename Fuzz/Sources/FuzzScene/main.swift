import CFuzzer
import Foundation
import FuzzSupport
import Lamina
import LaminaRender
import LaminaScene

/// One libFuzzer input: any bytes as a scene file load to a scene or a `SceneError`, and a loaded
/// scene renders (also at two times when animated) to an image or a `RenderError`, never a crash,
/// a hang or unbounded memory.
func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let scene = try? Scene.parse(bytes, file: fuzzSceneURL, options: fuzzSceneOptions) else { return 0 }
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
