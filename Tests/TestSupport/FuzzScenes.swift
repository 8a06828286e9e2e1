import Foundation
import LaminaScene

/// The limits the scene-reading fuzz targets use (Fuzz/Sources/FuzzSupport), so that a kept input
/// replays in the tests as it ran there.
public let fuzzSceneOptions: SceneOptions = {
  var options = SceneOptions()
  options.renderLimits.canvasSide = 512
  options.renderLimits.canvasPixels = 1 << 18
  options.renderLimits.intermediatePixels = 1 << 22
  options.renderLimits.warpPixels = 1 << 20
  options.renderLimits.warpSide = 2048
  options.renderLimits.work = 50_000_000
  return options
}()

/// The scene file fuzzed scenes are read as: the clock sample, its images beside it.
public let fuzzSceneFile = packageRoot.appendingPathComponent("Samples/clock/scene.json")
