import CFuzzer
import Foundation
import LaminaRender

/// One libFuzzer input: any bytes decoded as a PNG must give an image or a `PNGError`.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let image = try? PNG.decode(bytes) {
    precondition(image.premultipliedARGB.count == image.width * image.height)
    // A decoded image must encode and decode to the same pixels.
    if image.width * image.height <= 1 << 16, let again = try? PNG.decode(PNG.encode(image)) {
      precondition(again == image, "PNG round trip changed the pixels")
    }
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzPNG($0, $1) })
