import LaminaGraphics

/// Builds an animated PNG (APNG) frame by frame: the first frame is the PNG's own image (what viewers
/// without APNG support show) and each frame replaces the whole canvas for `1/fps` seconds, looping
/// for ever. Chunks follow the APNG specification (Mozilla, 2008; in PNG 3rd edition, W3C 2025):
/// `acTL` before the first `IDAT`, an `fcTL` before each frame, later frames' data in `fdAT` chunks
/// that carry the shared sequence number. Every frame is RGBA, as all must share one colour type.
public struct AnimatedPNG {
  /// Each frame's control chunk data and compressed pixels, in order.
  private var frames: [(control: [UInt8], stream: [[UInt8]])] = []
  private var size: (width: Int, height: Int)?
  private let fps: UInt16
  private let options: PNGOptions

  /// An empty animation played at `fps` frames per second (1…1000).
  public init(fps: Int, options: PNGOptions = .fast) {
    self.fps = UInt16(min(max(fps, 1), 1000))
    self.options = options
  }

  /// How many frames have been added.
  public var frameCount: Int { frames.count }

  /// Encodes `image` as the next frame; every frame must have the first one's size.
  public mutating func append(_ image: CGImage) throws(PNGError) {
    if let size, size != (image.width, image.height) {
      throw PNGError(
        "frame \(frames.count) is \(image.width)×\(image.height) pixels; the animation is \(size.width)×\(size.height)"
      )
    }
    size = (image.width, image.height)
    let stream = try PNGCompression.smallest(image, channels: 4, options: options, threads: 1)
    var control: [UInt8] = []
    for v in [UInt32(image.width), UInt32(image.height), 0, 0] { control += v.bigEndianBytes }
    control += UInt16(1).bigEndianBytes + fps.bigEndianBytes + [0, 0]  // dispose none, blend source
    frames.append((control, stream))
  }

  /// The finished file: signature, IHDR, acTL (frame count, loop for ever), the frames, IEND.
  public func bytes() throws(PNGError) -> [UInt8] {
    guard let size, !frames.isEmpty else { throw PNGError("an animation needs at least one frame") }
    var file = PNGWriter()
    file.chunk("IHDR", PNGWriter.header(width: size.width, height: size.height, channels: 4))
    file.chunk("acTL", UInt32(frames.count).bigEndianBytes, UInt32(0).bigEndianBytes)
    var sequence: UInt32 = 0
    for (k, frame) in frames.enumerated() {
      file.chunk("fcTL", sequence.bigEndianBytes, frame.control)
      sequence += 1
      for part in frame.stream {
        if k == 0 {
          file.chunk("IDAT", part)
        } else {
          file.chunk("fdAT", sequence.bigEndianBytes, part)
          sequence += 1
        }
      }
    }
    file.chunk("IEND")
    return file.bytes
  }
}
