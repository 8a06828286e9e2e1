import Foundation
import Lamina

/// An SVG elliptical arc in endpoint form, converted to centre form (SVG 1.1 §F.6.5–F.6.6).
struct SVGArc {
  var from: CGPoint
  var to: CGPoint
  var rx: CGFloat
  var ry: CGFloat
  var degrees: CGFloat
  var large: Bool
  var sweep: Bool

  /// Appends the arc as Bézier pieces; a straight line when a radius is zero, nothing when the end
  /// points coincide (both as SVG specifies).
  func append(to path: CGMutablePath) {
    guard from != to else { return }
    var (rx, ry) = (abs(self.rx), abs(self.ry))
    guard rx > 0, ry > 0 else { return path.addLine(to: to) }
    let phi = degrees * .pi / 180
    let (cosPhi, sinPhi) = (cos(phi), sin(phi))
    // Step 1: the midpoint difference in the ellipse's own axes.
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    // F.6.6: radii too small for the end points grow until they just fit.
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    // Step 2: the centre in the ellipse's axes.
    let num = max(rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1, 0)
    let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var k = den > 0 ? (num / den).squareRoot() : 0
    if large == sweep { k = -k }
    let cx1 = k * rx * y1 / ry
    let cy1 = -k * ry * x1 / rx
    // Step 3: the centre in path space, and the angles.
    let center = CGPoint(
      x: cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2,
      y: sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2)
    let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta1
    if sweep, delta < 0 { delta += 2 * .pi }
    if !sweep, delta > 0 { delta -= 2 * .pi }
    let placement = CGAffineTransform(rotationAngle: phi).concatenating(
      CGAffineTransform(translationX: center.x, y: center.y))
    path.appendArc(center: .zero, radii: CGSize(width: rx, height: ry), from: theta1, sweep: delta, placement)
  }
}
