import CCodecs
import CPNG
import Foundation
import LaminaGraphics

/// An image file format Lamina decodes, told by its first bytes.
public enum ImageFormat: String, Sendable, CaseIterable {
  /// PNG (and APNG's first frame), through libpng.
  case png
  /// JPEG, baseline or progressive, through libjpeg-turbo.
  case jpeg
  /// WebP, still, lossy or lossless, through libwebp.
  case webp
  /// GIF's first frame.
  case gif

  /// The format whose signature `bytes` start with, or `nil`.
  public init?(sniffing bytes: [UInt8]) {
    func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + signature.count && Array(bytes[offset..<offset + signature.count]) == signature
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else {
      return nil
    }
  }
}

/// An image that could not be read or decoded: what went wrong, and the file when there is one.
public struct ImageError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, in the codec's words or ours.
  public var message: String
  /// The file involved, if the data came from one.
  public var path: String?
  /// Whether the image was refused for having more pixels than the caller allowed.
  public var exceedsPixelLimit = false

  /// Creates an error with a message and an optional file path.
  public init(_ message: String, path: String? = nil, exceedsPixelLimit: Bool = false) {
    (self.message, self.path, self.exceedsPixelLimit) = (message, path, exceedsPixelLimit)
  }

  /// `path: message`, or just the message.
  public var description: String { path.map { "\($0): \(message)" } ?? message }
}

/// Decodes image files of every format Lamina reads (PNG, JPEG, WebP, GIF's first frame) into
/// `CGImage`s (premultiplied ARGB). Each header is read first: an image over the pixel limit or
/// `PNG.maximumSide` a side is refused before any pixel memory is allocated.
public enum ImageDecoder {
  /// Decodes `bytes`, whose format is told by their first bytes; at most `maximumPixels` pixels.
  public static func decode(
    _ bytes: [UInt8], path: String? = nil, maximumPixels: Int = CGImage.maximumPixelCount
  ) throws(ImageError) -> CGImage {
    guard let format = ImageFormat(sniffing: bytes) else {
      throw ImageError("not an image Lamina reads (PNG, JPEG, WebP or GIF)", path: path)
    }
    let limit = max(0, min(maximumPixels, CGImage.maximumPixelCount))
    switch format {
    case .png:
      return try decode(bytes, path, limit, header: lamina_png_header, pixels: lamina_png_decode_into)
    case .jpeg:
      return try decode(bytes, path, limit, header: lamina_jpeg_header, pixels: lamina_jpeg_decode_into)
    case .webp:
      return try decode(bytes, path, limit, header: lamina_webp_header, pixels: lamina_webp_decode_into)
    case .gif: return try GIF.decodeFirstFrame(bytes, path: path, maximumPixels: limit)
    }
  }

  /// Reads and decodes the image file at `url`, refusing images over `maximumPixels`.
  public static func read(contentsOf url: URL, maximumPixels: Int = CGImage.maximumPixelCount)
    throws(ImageError) -> CGImage
  {
    try decode(try bytes(of: url), path: url.path, maximumPixels: maximumPixels)
  }

  /// The bytes of the file at `url`; a folder or an unreadable file is an error that says why.
  package static func bytes(of url: URL) throws(ImageError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw ImageError("cannot read the file (it is a folder)", path: url.path)
    }
    do {
      return try [UInt8](Data(contentsOf: url))
    } catch {
      throw ImageError("cannot read the file (\(readReason(error)))", path: url.path)
    }
  }

  typealias Header = (
    UnsafePointer<UInt8>?, Int, UInt32, UInt64, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
    UnsafeMutablePointer<CChar>?
  ) -> Int32
  typealias Pixels = (
    UnsafePointer<UInt8>?, Int, UInt32, UInt32, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<CChar>?
  ) -> Int32

  /// Reads the header with `header`, refuses an image over `limit` pixels, then decodes with
  /// `pixels` straight into the image's storage.
  static func decode(
    _ bytes: [UInt8], _ path: String?, _ limit: Int, header: Header, pixels decodeInto: Pixels
  ) throws(ImageError) -> CGImage {
    var message = [CChar](repeating: 0, count: Int(LAMINA_CODECS_MESSAGE_SIZE))
    var (width, height): (UInt32, UInt32) = (0, 0)
    let status = bytes.withUnsafeBufferPointer { data in
      header(data.baseAddress, data.count, PNG.maximumSide, UInt64.max, &width, &height, &message)
    }
    guard status == 0 else { throw ImageError(text(message), path: path) }
    let count = Int(width) * Int(height)
    guard count <= limit else {
      throw ImageError(
        "image has too many pixels (\(width)×\(height); the limit is \(limit))", path: path,
        exceedsPixelLimit: true)
    }
    // An image larger than the memory the process may still map (`ulimit -v` or `-d`) is an error,
    // not the trap a failed array allocation is: its size is compared with that room first.
    // (A mebibyte of slack for the array's header and the allocator's rounding.)
    if let room = AddressSpace.room(), count * 4 + (1 << 20) > room {
      throw ImageError(
        "not enough memory to decode a \(width)×\(height) image (\((count * 4) >> 20) MiB; the process may map \(room >> 20) MiB more)",
        path: path)
    }
    var decoded: Int32 = -1
    let argb = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
      buffer.initialize(repeating: 0)
      decoded = bytes.withUnsafeBufferPointer { data in
        decodeInto(data.baseAddress, data.count, width, height, buffer.baseAddress, &message)
      }
      initialized = count
    }
    guard decoded == 0 else { throw ImageError(text(message), path: path) }
    guard let image = CGImage(width: Int(width), height: Int(height), premultipliedARGB: argb) else {
      throw ImageError("decoded image has an invalid size \(width)×\(height)", path: path)
    }
    return image
  }

  private static func readReason(_ error: any Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if ns.domain == NSCocoaErrorDomain {
      switch ns.code {
      case NSFileReadNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      case NSFileWriteOutOfSpaceError: return "no space left on the device"
      default: break
      }
    }
    return ns.localizedDescription
  }
  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
