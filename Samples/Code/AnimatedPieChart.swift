import Foundation
import QuartzCore

// An animated pie chart, written as the idiom is on Apple platforms: a layer subclass with custom
// animatable angles, copied in `init(layer:)`, redrawn for them by `needsDisplay(forKey:)`,
// animated from `action(forKey:)`, drawn in `draw(in:)`. On Linux two lines differ, as
// Docs/source-compat.md explains: `@Managed` where Apple's code says `@NSManaged`, and the
// `presentationInstance()` line.

/// One slice of the pie, from `startAngle` to `endAngle` (radians, clockwise from 3 o'clock).
final class PieSliceLayer: CALayer {
  @Managed var startAngle: CGFloat
  @Managed var endAngle: CGFloat
  var fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

  override init() { super.init() }

  override init(layer: Any) {
    super.init(layer: layer)
    if let slice = layer as? PieSliceLayer {
      startAngle = slice.startAngle
      endAngle = slice.endAngle
      fillColor = slice.fillColor
    }
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func presentationInstance() -> CALayer { PieSliceLayer(layer: self) }

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "startAngle" || key == "endAngle" || super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "startAngle" || event == "endAngle" else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: event)
    animation.fromValue = presentation()?.value(forKey: event)
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    return animation
  }

  override func draw(in ctx: CGContext) {
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - 4
    ctx.move(to: center)
    ctx.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
    ctx.closePath()
    ctx.setFillColor(fillColor)
    ctx.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    ctx.setLineWidth(3)
    ctx.setLineJoin(.round)
    ctx.drawPath(using: .fillStroke)
  }
}

/// A pie of four values whose slices grow from 12 o'clock when the values are set.
enum AnimatedPieChart {
  static let values: [CGFloat] = [40, 25, 20, 15]
  static let colors = [
    CGColor(red: 0.91, green: 0.30, blue: 0.24, alpha: 1),
    CGColor(red: 0.20, green: 0.60, blue: 0.86, alpha: 1),
    CGColor(red: 0.18, green: 0.80, blue: 0.44, alpha: 1),
    CGColor(red: 0.95, green: 0.77, blue: 0.06, alpha: 1),
  ]

  /// The chart on a white card, its slices collapsed at 12 o'clock, shown at media time 0, then
  /// given its values: each slice animates to its angles over the next second.
  static func make() -> CALayer {
    let card = CALayer()
    card.frame = CGRect(x: 0, y: 0, width: 240, height: 240)
    card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    let top = -CGFloat.pi / 2
    let slices = colors.map { color -> PieSliceLayer in
      let slice = PieSliceLayer()
      slice.frame = card.bounds
      slice.contentsScale = 2
      slice.fillColor = color
      (slice.startAngle, slice.endAngle) = (top, top)
      card.addSublayer(slice)
      return slice
    }
    MediaClock.withTime(0) {
      _ = card.presentationTree(at: 0)  // on screen: changes from now on animate
      var angle = top
      for (slice, value) in zip(slices, values) {
        slice.startAngle = angle
        angle += 2 * .pi * value / values.reduce(0, +)
        slice.endAngle = angle
      }
    }
    return card
  }
}
