import Foundation

/// One element of a path, stored by value (what `CGPathElement` points at).
package enum PathSegment: Hashable, Sendable {
  case move(CGPoint)
  case line(CGPoint)
  case quad(CGPoint, CGPoint)
  case cubic(CGPoint, CGPoint, CGPoint)
  case close

  /// The element's points in Core Graphics' order (controls first, end point last).
  package var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quad(let c, let p): [c, p]
    case .cubic(let c1, let c2, let p): [c1, c2, p]
    case .close: []
    }
  }

  /// The element's end point; `nil` for `close`.
  package var end: CGPoint? { points.last }

  /// The element with every point mapped by `t`.
  package func applying(_ t: CGAffineTransform) -> PathSegment {
    switch self {
    case .move(let p): .move(p.applying(t))
    case .line(let p): .line(p.applying(t))
    case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
    case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
    case .close: .close
    }
  }

  /// The element's type as `CGPathElement` reports it.
  package var type: CGPathElementType {
    switch self {
    case .move: .moveToPoint
    case .line: .addLineToPoint
    case .quad: .addQuadCurveToPoint
    case .cubic: .addCurveToPoint
    case .close: .closeSubpath
    }
  }

  /// Whether every point is finite.
  package var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}
