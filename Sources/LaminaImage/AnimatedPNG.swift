import LaminaGraphics

/// Writes an animated PNG (APNG) frame by frame, each frame's bytes handed back as it is encoded so
/// that no more than one frame is held: the first frame is the PNG's own image (what viewers without
/// APNG support show) and each frame replaces the whole canvas for `1/fps` seconds, looping for
/// ever. Chunks follow the APNG specification (Mozilla, 2008; in PNG 3rd edition, W3C 2025): `acTL`
/// (which states the frame count, so it is given up front) before the first `IDAT`, an `fcTL`
/// before each frame, later frames' data in `fdAT` chunks that carry the shared sequence number.
/// Every frame is RGBA, as all must share one colour type.
public struct AnimatedPNG {
  private var size: (width: Int, height: Int)?
  private let fps: UInt16
  private let options: PNGOptions
  /// The frames the file says it has.
  public let frameCount: Int
  /// How many frames have been added.
  public private(set) var framesAdded = 0
  private var sequence: UInt32 = 0

  /// An animation of `frameCount` frames (at least 1) played at `fps` frames per second (1…1000).
  public init(fps: Int, frameCount: Int, options: PNGOptions = .fast) {
    self.fps = UInt16(min(max(fps, 1), 1000))
    self.frameCount = max(frameCount, 1)
    self.options = options
  }

  /// Encodes `image` as the next frame and returns the file's next bytes (for the first frame the
  /// signature, IHDR and acTL too); every frame must have the first one's size.
  public mutating func append(_ image: CGImage) throws(PNGError) -> [UInt8] {
    guard framesAdded < frameCount else {
      throw PNGError("the animation has its \(frameCount) frames; frame \(framesAdded) is one too many")
    }
    if let size, size != (image.width, image.height) {
      throw PNGError(
        "frame \(framesAdded) is \(image.width)×\(image.height) pixels; the animation is \(size.width)×\(size.height)"
      )
    }
    let stream = try PNGCompression.smallest(image, channels: 4, options: options, threads: 1)
    var file = PNGWriter(signature: size == nil)
    if size == nil {
      file.chunk("IHDR", PNGWriter.header(width: image.width, height: image.height, channels: 4))
      file.chunk("acTL", UInt32(frameCount).bigEndianBytes, UInt32(0).bigEndianBytes)
    }
    var control: [UInt8] = []
    for v in [UInt32(image.width), UInt32(image.height), 0, 0] { control += v.bigEndianBytes }
    control += UInt16(1).bigEndianBytes + fps.bigEndianBytes + [0, 0]  // dispose none, blend source
    file.chunk("fcTL", sequence.bigEndianBytes, control)
    sequence += 1
    for part in stream {
      if framesAdded == 0 {
        file.chunk("IDAT", part)
      } else {
        file.chunk("fdAT", sequence.bigEndianBytes, part)
        sequence += 1
      }
    }
    size = (image.width, image.height)
    framesAdded += 1
    return file.bytes
  }

  /// The file's last bytes (IEND), once every frame has been added.
  public func end() throws(PNGError) -> [UInt8] {
    guard framesAdded == frameCount else {
      throw PNGError("the animation has \(framesAdded) of its \(frameCount) frames")
    }
    var file = PNGWriter(signature: false)
    file.chunk("IEND")
    return file.bytes
  }
}
