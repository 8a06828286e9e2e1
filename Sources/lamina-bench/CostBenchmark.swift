import Foundation
import LaminaImage
import LaminaRender
import LaminaScene

/// `lamina-bench --estimate FILE… [--compact]`: each scene's render work as the cost model
/// estimates it before drawing (`RenderCost`), in seconds, whatever `RenderLimits.work` allows,
/// encoded with the compact PNG options when asked; one line a file, the file and the seconds
/// apart by a tab, or the error. `scripts/cost-bench` sizes its worst cases with it.
func printEstimates(_ files: [String], encoding: PNGOptions) {
  for file in files {
    do {
      var scene = try Scene.load(contentsOfFile: file)
      scene.renderLimits.work = .max
      let work = try scene.estimatedWork(RenderRequest(), encoding: encoding)
      print("\(file)\t\(String(format: "%.3f", work / 1e9))")
    } catch {
      print("\(file)\terror: \(error)")
    }
  }
}
