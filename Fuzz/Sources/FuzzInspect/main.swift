import CFuzzer
import Foundation
import FuzzSupport
import LaminaInspector
import LaminaRender
import LaminaScene

/// Limits small enough that each page is made in milliseconds, every one of them reachable.
private let options: InspectorOptions = {
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

/// One libFuzzer input: a scene, inspected as `lamina inspect` inspects it. The page is made or
/// refused (an `InspectorError` or a `RenderError`); a page made holds exactly its own two script
/// elements, whatever the scene's names say, and its data is JSON.
func fuzzInspect(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let scene = try? Scene.parse(bytes, file: fuzzSceneURL, options: fuzzSceneOptions) else { return 0 }
  let page: [UInt8]
  do {
    page = try Inspection(scene, options: options).page(limits: options.limits)
  } catch is InspectorError {
    return 0
  } catch is RenderError {
    return 0
  } catch {
    preconditionFailure("inspecting failed with \(type(of: error)): \(error)")
  }
  let text = String(decoding: page, as: UTF8.self)
  precondition(text.components(separatedBy: "</script").count == 3, "a script element closed early")
  let open = #"<script type="application/json" id="inspection">"#
  guard let start = text.range(of: open),
    let end = text.range(of: "</script>", range: start.upperBound..<text.endIndex)
  else {
    preconditionFailure("the data element is missing")
  }
  let json = Data(text[start.upperBound..<end.lowerBound].utf8)
  precondition((try? JSONSerialization.jsonObject(with: json)) != nil, "the page's data is not JSON")
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzInspect($0, $1) })
