import Foundation

/// `UIBezierPath(roundedRect:cornerRadius:)` as UIKit builds it when a side is too short for two
/// continuous corners, in UIKit's elements.
///
/// With s the short side, L the long one and k = 1.528665 a corner's reach in radii: while k·r ≤ s/2
/// the corners are `ContinuousCorners`'. Past that, while k·r ≤ L/2, every corner becomes one fixed
/// shape scaled by s (it no longer depends on r): two cubics from 0.754957 s along the long side to
/// 0.475 s along the short one, the last 0.025 s to the short side's middle straight. Past k·r > L/2
/// the path is a capsule: quarter circles of radius s/2 joined by the long sides. The points and the
/// order of elements (empty curves and lines included) are UIKit's, as ChouTiUI's UIKit-matched
/// tests record them (MIT), and the switch to a circle past s/2k is what stylable-uikit's
/// Apple-rendered dashed outlines of radius 33 and up on 98-point squares show.
enum UIKitRoundedRect {
  /// The fixed corner in units of the short side: points as (along the long side, along the short
  /// side) from the vertex, from the long side towards the short side's middle.
  static let start = CGPoint(x: 0.7549574173647913, y: 0)
  static let first = (
    CGPoint(x: 0.5348714038092645, y: 0), CGPoint(x: 0.4248283970315011, y: 0),
    CGPoint(x: 0.30637182141549626, y: 0.03745569392350797)
  )
  static let second = (
    CGPoint(x: 0.12242890169974531, y: 0.10440544150405907), CGPoint(x: 0, y: 0.27925203343417653),
    CGPoint(x: 0, y: 0.475)
  )
  /// A quarter circle's control points, in radii from the ends (4/3 · tan(π/8)).
  static let kappa: CGFloat = 0.5522847498307936

  /// The regime of a rectangle `w` × `h` with radius `r`: continuous corners, the fixed short-side
  /// shape, or a capsule.
  enum Regime { case continuous, shortSides, capsule }
  static func regime(width w: CGFloat, height h: CGFloat, radius r: CGFloat) -> Regime {
    let reach = ContinuousCorners.extent * r
    if reach <= min(w, h) / 2 { return .continuous }
    return reach <= max(w, h) / 2 ? .shortSides : .capsule
  }
}

extension CGMutablePath {
  /// Adds `rect` rounded by `radius` as `UIBezierPath(roundedRect:cornerRadius:)` builds it (see
  /// `UIKitRoundedRect`).
  package func addUIKitRoundedRect(_ rect: CGRect, radius: CGFloat) {
    let r = rect.standardized
    guard radius.isFinite, r.width > 0, r.height > 0 else { return addRect(r) }
    switch UIKitRoundedRect.regime(width: r.width, height: r.height, radius: radius) {
    case .continuous: addContinuousRoundedRect(r, radii: [radius, radius, radius, radius])
    case .shortSides: addShortSidedRoundedRect(r, radius: radius)
    case .capsule: addCapsule(r)
    }
  }

  /// A corner of `r` in UIKit's clockwise order (top-left, top-right, bottom-right, bottom-left):
  /// its vertex and the unit vectors into the rectangle along the long and the short side.
  private func frame(of r: CGRect, corner i: Int) -> (vertex: CGPoint, long: CGPoint, short: CGPoint) {
    let vertex = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
      CGPoint(x: r.minX, y: r.maxY),
    ][i]
    let inX = CGPoint(x: i == 0 || i == 3 ? 1 : -1, y: 0)
    let inY = CGPoint(x: 0, y: i < 2 ? 1 : -1)
    return r.width >= r.height ? (vertex, inX, inY) : (vertex, inY, inX)
  }

  private func addShortSidedRoundedRect(_ r: CGRect, radius: CGFloat) {
    let s = min(r.width, r.height)
    let horizontal = r.width > r.height
    let reach = ContinuousCorners.extent * radius
    func at(_ i: Int, _ p: CGPoint) -> CGPoint {
      let f = frame(of: r, corner: i)
      return CGPoint(
        x: f.vertex.x + s * (p.x * f.long.x + p.y * f.short.x),
        y: f.vertex.y + s * (p.x * f.long.y + p.y * f.short.y))
    }
    func curve(_ i: Int, _ c: (CGPoint, CGPoint, CGPoint), reversed: Bool, to end: CGPoint? = nil) {
      let (c1, c2) = reversed ? (c.1, c.0) : (c.0, c.1)
      addCurve(to: end ?? at(i, c.2), control1: at(i, c1), control2: at(i, c2))
    }
    // A corner the path reaches along its long side: from `reach` on that side to the middle of the
    // short side, then on to where the next corner starts.
    func alongLongSide(_ i: Int) {
      let (first, second) = (UIKitRoundedRect.first, UIKitRoundedRect.second)
      curve(i, first, reversed: false)
      addLine(to: at(i, first.2))
      curve(i, second, reversed: false)
      let middle = at(i, CGPoint(x: 0, y: 0.5))
      addCurve(to: middle, control1: middle, control2: middle)
      addLine(to: middle)
      addCurve(to: middle, control1: middle, control2: middle)
      addLine(to: at((i + 1) % 4, second.2))
    }
    // A corner the path reaches along its short side: back to the long side, then along it to
    // `reach` from corner `next`.
    func alongShortSide(_ i: Int, next: Int) {
      let (first, second) = (UIKitRoundedRect.first, UIKitRoundedRect.second)
      curve(i, (second.0, second.1, first.2), reversed: true)
      curve(i, (first.0, first.1, UIKitRoundedRect.start), reversed: true)
      addLine(to: at(next, CGPoint(x: reach / s, y: 0)))
    }
    if horizontal {
      move(to: at(0, CGPoint(x: reach / s, y: 0)))
      addLine(to: at(1, CGPoint(x: reach / s, y: 0)))
      alongLongSide(1)
      alongShortSide(2, next: 3)
      alongLongSide(3)
      alongShortSide(0, next: 0)  // back to where the path began
    } else {
      let middle = at(0, CGPoint(x: 0, y: 0.5))
      move(to: middle)
      addLine(to: middle)
      addCurve(to: middle, control1: middle, control2: middle)
      addLine(to: at(1, UIKitRoundedRect.second.2))
      alongShortSide(1, next: 2)
      alongLongSide(2)
      alongShortSide(3, next: 0)
      let (first, second) = (UIKitRoundedRect.first, UIKitRoundedRect.second)
      curve(0, first, reversed: false)
      addLine(to: at(0, first.2))
      curve(0, second, reversed: false)
      addCurve(to: middle, control1: middle, control2: middle)
      addLine(to: middle)
    }
  }

  /// A capsule: quarter circles of radius s/2 joined by the long sides, in UIKit's elements (each
  /// long side as a line to its middle and a straight cubic; an empty curve and line at each end of
  /// a short side).
  private func addCapsule(_ r: CGRect) {
    let rho = min(r.width, r.height) / 2
    let k = UIKitRoundedRect.kappa * rho
    let (minX, minY, maxX, maxY) = (r.minX, r.minY, r.maxX, r.maxY)
    let horizontal = r.width >= r.height
    func empty(_ p: CGPoint) { addCurve(to: p, control1: p, control2: p) }
    func straight(to p: CGPoint) {
      addCurve(to: p, control1: p, control2: p)
      addLine(to: p)
    }
    let top = CGPoint(x: r.midX, y: minY)
    let bottom = CGPoint(x: r.midX, y: maxY)
    move(to: top)
    addLine(to: top)
    if horizontal { straight(to: CGPoint(x: maxX - rho, y: minY)) } else { addLine(to: top) }
    addCurve(
      to: CGPoint(x: maxX, y: minY + rho), control1: CGPoint(x: maxX - rho + k, y: minY),
      control2: CGPoint(x: maxX, y: minY + rho - k))
    empty(CGPoint(x: maxX, y: minY + rho))
    addLine(to: CGPoint(x: maxX, y: minY + rho))
    empty(CGPoint(x: maxX, y: minY + rho))
    addLine(to: CGPoint(x: maxX, y: maxY - rho))
    addCurve(
      to: CGPoint(x: maxX - rho, y: maxY), control1: CGPoint(x: maxX, y: maxY - rho + k),
      control2: CGPoint(x: maxX - rho + k, y: maxY))
    empty(CGPoint(x: maxX - rho, y: maxY))
    addLine(to: bottom)
    if horizontal { straight(to: CGPoint(x: minX + rho, y: maxY)) } else { addLine(to: bottom) }
    addCurve(
      to: CGPoint(x: minX, y: maxY - rho), control1: CGPoint(x: minX + rho - k, y: maxY),
      control2: CGPoint(x: minX, y: maxY - rho + k))
    empty(CGPoint(x: minX, y: maxY - rho))
    addLine(to: CGPoint(x: minX, y: maxY - rho))
    empty(CGPoint(x: minX, y: maxY - rho))
    addLine(to: CGPoint(x: minX, y: minY + rho))
    addCurve(
      to: CGPoint(x: minX + rho, y: minY), control1: CGPoint(x: minX, y: minY + rho - k),
      control2: CGPoint(x: minX + rho - k, y: minY))
    empty(CGPoint(x: minX + rho, y: minY))
    addLine(to: top)
  }
}
