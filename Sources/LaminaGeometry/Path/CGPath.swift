import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves (Core Graphics' `CGPath`).
///
/// Paths are values in all but name: `CGMutablePath` builds them, `copy()` freezes them, and two paths
/// are equal when their elements are. Points are in whatever space the caller draws in; Core
/// Graphics' angle conventions are the path's own (see `CGMutablePath.addArc`).
public class CGPath: Hashable, @unchecked Sendable {
  /// The elements, in order.
  package var segments: [PathSegment]
  /// The start of the current subpath, where `closeSubpath` returns to.
  package var subpathStart: CGPoint?

  package init(segments: [PathSegment]) {
    self.segments = segments
    self.subpathStart = nil
    for s in segments {
      if case .move(let p) = s { subpathStart = p }
    }
  }

  /// A closed rectangle subpath, optionally transformed (`nil`: identity).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let m = CGMutablePath()
    m.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(segments: m.segments)
  }

  /// A closed ellipse inscribed in `rect`, optionally transformed.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let m = CGMutablePath()
    m.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(segments: m.segments)
  }

  /// A closed rounded rectangle, optionally transformed; corner sizes are clamped to half the sides.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let m = CGMutablePath()
    m.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(segments: m.segments)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { segments.isEmpty }

  /// The end point of the last element (`.zero` when the path is empty), as Apple's.
  public var currentPoint: CGPoint {
    guard let last = segments.last else { return .zero }
    return last.end ?? subpathStart ?? .zero
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(segments: segments) }

  /// An immutable copy with every point mapped by `transform` (`nil`: identity).
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    guard let t = transform?.pointee else { return copy() }
    return CGPath(segments: segments.map { $0.applying(t) })
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

  /// A mutable copy with every point mapped by `transform`.
  public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
    guard let t = transform?.pointee else { return mutableCopy() }
    return CGMutablePath(segments: segments.map { $0.applying(t) })
  }

  /// Whether the path is exactly one rectangle (move, three lines, close or a line back), and which.
  public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
    var pts: [CGPoint] = []
    for (i, s) in segments.enumerated() {
      switch s {
      case .move(let p) where i == 0: pts.append(p)
      case .line(let p): pts.append(p)
      case .close where i == segments.count - 1: break
      default: return false
      }
    }
    if pts.count == 5, pts[4] == pts[0] { pts.removeLast() }
    guard pts.count == 4 else { return false }
    let horizontalFirst =
      pts[0].y == pts[1].y && pts[1].x == pts[2].x && pts[2].y == pts[3].y && pts[3].x == pts[0].x
    let verticalFirst =
      pts[0].x == pts[1].x && pts[1].y == pts[2].y && pts[2].x == pts[3].x && pts[3].y == pts[0].y
    guard horizontalFirst || verticalFirst else { return false }
    rect?.pointee =
      CGRect(x: pts[0].x, y: pts[0].y, width: pts[2].x - pts[0].x, height: pts[2].y - pts[0].y)
      .standardized
    return true
  }

  /// Calls `block` with each element in order; the element's points are valid during the call only.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
    defer { buffer.deallocate() }
    for s in segments {
      let pts = s.points
      for (i, p) in pts.enumerated() { buffer[i] = p }
      var element = CGPathElement(type: s.type, points: buffer)
      withUnsafePointer(to: &element) { block($0) }
    }
  }

  /// Calls the C function `function` with `info` and each element in order.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { function(info, $0) }
  }

  /// Paths are equal when their elements are.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) { hasher.combine(segments) }
}
