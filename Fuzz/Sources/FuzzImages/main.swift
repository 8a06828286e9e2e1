import CFuzzer
import Foundation
import LaminaGraphics
import LaminaImage

/// One libFuzzer input: any bytes, told apart by their first bytes (JPEG, WebP, GIF, PNG), must
/// decode to an image of the size it claims or give an `ImageError`, within the pixel limit.
func fuzzImages(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let image = try? ImageDecoder.decode(bytes, maximumPixels: 1 << 22) {
    precondition(image.premultipliedARGB.count == image.width * image.height)
    precondition(image.width * image.height <= 1 << 22)
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzImages($0, $1) })
