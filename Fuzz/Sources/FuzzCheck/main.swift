import CFuzzer
import Foundation
import FuzzSupport
import LaminaCheck
import LaminaDiff
import LaminaGraphics
import LaminaImage
import LaminaRender
import LaminaScene

/// One libFuzzer input: a sample's scene and its reference PNG, separated by the first NUL byte,
/// checked as `lamina check` checks a sample: the render and the reference held within one budget,
/// the outcome passed, failed or error, and every pixel given back unless the sample failed.
func fuzzCheck(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let separator = bytes.firstIndex(of: 0) ?? bytes.count
  let reference = Array(bytes[min(separator + 1, bytes.count)...])
  guard
    let scene = try? Scene.parse(Array(bytes[..<separator]), file: fuzzSceneURL, options: fuzzSceneOptions),
    let actual = try? scene.render()
  else { return 0 }
  // Each tolerance on a budget of its own, which holds the render as `check` holds it.
  for tolerance in [
    ImageTolerance.exact, ImageTolerance(metric: .perceptual(threshold: 0.1), ignoresAntialiasing: true),
  ] {
    let budget = ImageBudget(pixels: 1 << 20)
    guard budget.take(actual.width * actual.height) else { return 0 }
    let check = SampleCheck.compare(
      name: "sample", actual: actual, reference: reference, path: "sample.png", tolerance: tolerance,
      thumbnails: true, budget: budget)
    switch check.status {
    case .passed:
      precondition(check.result?.passed == true && check.thumbnail != nil)
      precondition(budget.take(budget.pixels), "a passed sample gives every pixel back")
    case .failed:
      precondition(check.result?.passed == false && check.expected != nil && check.diff != nil)
    case .error:
      precondition(check.message.hasPrefix("sample.png: "), "the error names the reference: \(check.message)")
      precondition(budget.take(budget.pixels), "an error gives every pixel back")
    case .missing, .accepted:
      preconditionFailure("a comparison is passed, failed or an error")
    }
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzCheck($0, $1) })
