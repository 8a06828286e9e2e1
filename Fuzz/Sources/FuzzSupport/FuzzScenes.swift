import Foundation
import LaminaScene

/// The scene file the fuzzed scenes are read as (`LAMINA_FUZZ_SCENE`, by default the clock
/// sample): the images they name (`face.png`, `hour-hand.png`, …) are found beside it.
public let fuzzSceneURL = URL(
  fileURLWithPath: ProcessInfo.processInfo.environment["LAMINA_FUZZ_SCENE"] ?? "Samples/clock/scene.json")

/// Limits small enough that each fuzzed scene loads and renders in milliseconds; the defaults are
/// tested elsewhere.
public let fuzzSceneOptions: SceneOptions = {
  var o = SceneOptions()
  o.renderLimits.canvasSide = 512
  o.renderLimits.canvasPixels = 1 << 18
  o.renderLimits.intermediatePixels = 1 << 22
  o.renderLimits.warpPixels = 1 << 20
  o.renderLimits.warpSide = 2048
  o.renderLimits.work = 50_000_000  // 50 ms estimated: the cost model refuses the rest
  return o
}()
