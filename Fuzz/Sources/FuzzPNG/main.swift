import CFuzzer
import Foundation
import LaminaGraphics
import LaminaRender

/// One libFuzzer input: any bytes decoded as a PNG must give an image or a `PNGError`.
func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The bytes as the pixels of an image (the first byte, its width; the rest, RGB values, so every
  // run and literal pattern reaches the writer's own deflate) must encode and decode exactly.
  if size >= 4 {
    let width = Int(bytes[0]) % 64 + 1
    let pixels = stride(from: 1, to: size - 2, by: 3).map {
      0xff00_0000 | UInt32(bytes[$0]) << 16 | UInt32(bytes[$0 + 1]) << 8 | UInt32(bytes[$0 + 2])
    }
    let height = pixels.count / width
    if height > 0,
      let image = CGImage(
        width: width, height: height, premultipliedARGB: Array(pixels.prefix(width * height)))
    {
      let again = try? PNG.decode(PNG.encode(image, threads: 2))
      precondition(again?.premultipliedARGB == image.premultipliedARGB, "PNG round trip changed the pixels")
    }
  }
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
