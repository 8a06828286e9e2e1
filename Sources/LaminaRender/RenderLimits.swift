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
  /// The most pixels of all the intermediate surfaces of one render together, each allocated,
  /// cleared and composited once: a bound on the time they take. Default: 4 gigapixels (a few
  /// seconds; sixteen canvas-sized groups on the largest canvas).
  public var intermediateWork = 1 << 32
  /// The most canvas pixels all the drawing of one render may cover together (each background,
  /// border and contents piece, clipped to what shows): a bound on the time rasterizing takes.
  /// Default: 16 gigapixels (sixty-four layers over the whole of the largest canvas; about 6 s).
  public var paintedPixels = 1 << 34
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
