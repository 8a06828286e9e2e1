import CFuzzer
import Foundation
import Lamina
import LaminaLayout

/// One libFuzzer input: the first byte chooses the options, the rest is a format string over views
/// `a`, `b`, `c` and metrics `m`, `n`. It must parse or throw a `VisualFormatError`, and what it
/// parses must lay out.
func fuzzVFL(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let first = bytes.first else { return 0 }
  let format = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
  let views = ["a", "b", "c"].reduce(into: [String: CALayer]()) { views, name in
    let l = CALayer()
    l.name = name
    root.addSublayer(l)
    views[name] = l
  }
  let options = NSLayoutConstraint.FormatOptions(rawValue: UInt(first & 0x7f) << 1)
  do {
    let constraints = try NSLayoutConstraint.checkedConstraints(
      withVisualFormat: format, options: options, metrics: ["m": 12, "n": -3.5], views: views)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
  } catch {
    precondition(error.position >= 0 && error.position <= format.count + 1)
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzVFL($0, $1) })
