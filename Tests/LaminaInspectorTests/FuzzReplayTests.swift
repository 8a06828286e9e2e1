import Foundation
import LaminaRender
import LaminaScene
import TestSupport
import Testing

@testable import LaminaInspector

/// The inspector's limits in FuzzInspect (the scene's are `fuzzSceneOptions`), so that an input
/// replays here as it ran there.
private let inspectorOptions: InspectorOptions = {
  var o = InspectorOptions()
  o.fps = 5
  o.limits.layers = 300
  o.limits.frames = 20
  o.limits.hitMapPoints = 1 << 16
  o.limits.hitTests = 2_000_000
  o.limits.planePixels = 1 << 18
  o.limits.pageBytes = 16 << 20
  return o
}()

@Suite struct FuzzReplayTests {
  /// Every input kept for FuzzInspect (Tests/FuzzRegressions/inspect) makes a page or is refused
  /// with an `InspectorError` or a `RenderError`; a page holds only its own two script elements,
  /// and its data is JSON.
  @Test func scenesAreInspectedOrRefusedCleanly() throws {
    let folder = packageRoot.appendingPathComponent("Tests/FuzzRegressions/inspect")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count >= 3)
    var pages = 0
    for name in names {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
      guard let scene = try? Scene.parse(bytes, file: fuzzSceneFile, options: fuzzSceneOptions) else {
        continue
      }
      let page: [UInt8]
      do {
        page = try Inspection(scene, options: inspectorOptions).page(limits: inspectorOptions.limits)
      } catch is InspectorError {
        continue
      } catch is RenderError {
        continue
      }
      pages += 1
      let text = String(decoding: page, as: UTF8.self)
      #expect(text.components(separatedBy: "</script").count == 3, "\(name)")
      let open = #"<script type="application/json" id="inspection">"#
      let start = try #require(text.range(of: open))
      let end = try #require(text.range(of: "</script>", range: start.upperBound..<text.endIndex))
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(text[start.upperBound..<end.lowerBound].utf8))) != nil)
    }
    #expect(pages >= 3)
  }
}
