import Foundation

/// The sizes one render may reach. Each is checked before anything is drawn, from the render tree,
/// so a scene over a limit is refused with an error instead of exhausting memory or time.
/// `Docs/limits.md` lists every limit with its reason.
public struct RenderLimits: Sendable, Equatable {
  /// The widest or tallest canvas, in pixels. Default: 16384.
  public var canvasSide = 16384
  /// The most pixels a canvas may have. Default: 256 megapixels (1 GiB of ARGB).
  public var canvasPixels = 1 << 28
  /// The most pixels of intermediate surfaces alive at once: transparency groups (clipped to what
  /// they cover on the canvas) and perspective warps (the flat rendering plus the covered canvas
  /// pixels) nested inside one another. Default: 256 megapixels (1 GiB), as much as the largest
  /// canvas.
  public var intermediatePixels = 1 << 28
  /// The most work one render may do, in nanoseconds of one core as `RenderCost` estimates it
  /// before drawing: the canvas, every fill, image, gradient, path, shadow blur and intermediate
  /// surface, and a scene's drawing and text. Default: 8 s (with layout's budget, under 10 s of CPU
  /// for any accepted scene: Docs/limits.md).
  public var work = 8_000_000_000
  /// The most pixels one perspective warp renders flat before mapping. Default: 16 megapixels.
  public var warpPixels = 1 << 24
  /// The widest or tallest flat rendering of one perspective warp. Default: 8192.
  public var warpSide = 8192

  /// The most layers a render tree may hold once replicator layers' copies are counted: instance
  /// counts multiply down nested replicators. Default: 1,000,000.
  public var renderNodes = 1_000_000

  /// The default limits.
  public init() {}
}
