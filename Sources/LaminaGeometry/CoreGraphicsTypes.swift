import Foundation

/// How the ends of stroked open subpaths are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable {
  /// Square end exactly at the end point. The default.
  case butt = 0
  /// A half circle of diameter `lineWidth` past the end point.
  case round = 1
  /// A half square of side `lineWidth` past the end point.
  case square = 2
}

/// How the corners of stroked paths are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
  /// Sharp corners, bevelled when longer than `miterLimit × lineWidth`. The default.
  case miter = 0
  /// Rounded corners.
  case round = 1
  /// Squared-off corners.
  case bevel = 2
}

/// Which points a path encloses: non-zero winding (the default) or even-odd.
public enum CGPathFillRule: Int, Sendable {
  /// Inside when the winding number is not zero.
  case winding = 0
  /// Inside when a ray crosses the path an odd number of times.
  case evenOdd = 1
}

/// The kind of one path element, as `applyWithBlock` reports it.
public enum CGPathElementType: Int32, Sendable {
  /// Starts a subpath; one point.
  case moveToPoint = 0
  /// A straight line; one point.
  case addLineToPoint = 1
  /// A quadratic Bézier; control point then end point.
  case addQuadCurveToPoint = 2
  /// A cubic Bézier; two control points then end point.
  case addCurveToPoint = 3
  /// Closes the subpath; no points.
  case closeSubpath = 4
}

/// One path element as Core Graphics hands it out: a type and a pointer to its points (0 to 3).
public struct CGPathElement {
  /// What the element does.
  public var type: CGPathElementType
  /// Its points, valid only during the call that hands the element out.
  public var points: UnsafeMutablePointer<CGPoint>

  /// Creates an element.
  public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
    self.type = type
    self.points = points
  }
}

/// The applier `CGPath.apply(info:function:)` calls for each element (a Swift function here: the
/// element type is a Swift struct, so it cannot be a C function pointer as on Apple platforms).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// A two-dimensional vector (Core Graphics' `CGVector`).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat
  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// Creates a vector from integer components.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  /// Creates a vector from double components.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)
}
