import CPNG
import Foundation
import LaminaGraphics

/// Reads and writes PNG files as `CGImage`s (premultiplied ARGB), through libpng.
public enum PNG {
  /// The widest or tallest image `decode` accepts.
  public static let maximumSide: UInt32 = 32768

  /// Decodes PNG data of any kind (palette, grey, alpha, 16-bit, tRNS, interlaced). The header is
  /// read first: an image over `maximumPixels` (default and at most `CGImage.maximumPixelCount`) or
  /// `maximumSide` a side is refused before any pixel memory is allocated, and the pixels are
  /// decoded straight into the image's own storage (as `ImageDecoder` decodes every format).
  public static func decode(
    _ bytes: [UInt8], path: String? = nil, maximumPixels: Int = CGImage.maximumPixelCount
  )
    throws(PNGError) -> CGImage
  {
    do {
      let limit = max(0, min(maximumPixels, CGImage.maximumPixelCount))
      return try ImageDecoder.decode(
        bytes, path, limit, header: lamina_png_header, pixels: lamina_png_decode_into)
    } catch {
      throw PNGError(error.message, path: path)
    }
  }

  /// The width and height in a PNG's header, checked against the limits; no pixel is decoded.
  public static func size(
    of bytes: [UInt8], path: String? = nil, maximumPixels: Int = CGImage.maximumPixelCount
  )
    throws(PNGError) -> (width: UInt32, height: UInt32)
  {
    var message = [CChar](repeating: 0, count: Int(LAMINA_PNG_MESSAGE_SIZE))
    var (width, height): (UInt32, UInt32) = (0, 0)
    let limit = UInt64(max(0, min(maximumPixels, CGImage.maximumPixelCount)))
    let status = bytes.withUnsafeBufferPointer { data in
      lamina_png_header(data.baseAddress, data.count, maximumSide, limit, &width, &height, &message)
    }
    guard status == 0 else { throw PNGError(text(message), path: path) }
    return (width, height)
  }

  /// Encodes `image` as an 8-bit PNG with `options` (the smallest of its trials), compressing on up to
  /// `threads` threads; the bytes are the same whatever the number of threads. RGB when every pixel
  /// is opaque, RGBA otherwise.
  public static func encode(_ image: CGImage, options: PNGOptions = .fast, threads: Int = 1) throws(PNGError)
    -> [UInt8]
  {
    let channels = isOpaque(image) ? 3 : 4
    let stream = try PNGCompression.smallest(image, channels: channels, options: options, threads: threads)
    var file = PNGWriter()
    file.chunk("IHDR", PNGWriter.header(width: image.width, height: image.height, channels: channels))
    for part in stream { file.chunk("IDAT", part) }
    file.chunk("IEND")
    return file.bytes
  }

  /// Whether every pixel of `image` is opaque.
  static func isOpaque(_ image: CGImage) -> Bool {
    image.premultipliedARGB.withUnsafeBufferPointer {
      lamina_png_is_opaque($0.baseAddress, UInt32(image.width), UInt32(image.height), image.bytesPerRow) != 0
    }
  }

  /// Reads and decodes the PNG file at `url`, refusing images over `maximumPixels`.
  public static func read(contentsOf url: URL, maximumPixels: Int = CGImage.maximumPixelCount)
    throws(PNGError) -> CGImage
  {
    let bytes: [UInt8]
    do {
      bytes = try ImageDecoder.bytes(of: url)
    } catch {
      throw PNGError(error.message, path: url.path)
    }
    return try decode(bytes, path: url.path, maximumPixels: maximumPixels)
  }

  /// Encodes `image` (on up to `threads` threads) and writes it to `url` atomically (`AtomicFile`): a
  /// complete PNG replaces the file, or nothing changes. Only regular files are written.
  public static func write(_ image: CGImage, to url: URL, options: PNGOptions = .fast, threads: Int = 1)
    throws(PNGError)
  {
    try write(image, toFile: url.path, options: options, threads: threads)
  }

  /// Encodes `image` (on up to `threads` threads) and writes it to the file at `path` atomically
  /// (`AtomicFile`): a complete PNG replaces the file, or nothing changes. Only regular files are
  /// written.
  public static func write(
    _ image: CGImage, toFile path: String, options: PNGOptions = .fast, threads: Int = 1
  )
    throws(PNGError)
  {
    try atomically(toFile: path) { () throws(PNGError) in
      try encode(image, options: options, threads: threads)
    }
  }

  /// Writes a PNG file's `bytes` to the file at `path` atomically, as `write` does.
  package static func write(encoded bytes: [UInt8], toFile path: String) throws(PNGError) {
    try atomically(toFile: path) { bytes }
  }

  /// Checks that `path` can be written, then writes what `bytes` makes to it with `AtomicFile`.
  private static func atomically(toFile path: String, _ bytes: () throws(PNGError) -> [UInt8])
    throws(PNGError)
  {
    do {
      try AtomicFile.checkDestination(path)
      try AtomicFile.write(try bytes(), to: path)
    } catch let error as FileError {
      throw PNGError(error.message, path: error.path)
    } catch let error as PNGError {
      throw error
    } catch {
      throw PNGError("\(error)", path: path)
    }
  }

  /// The NUL-terminated message libpng wrote into `buffer`.
  static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
