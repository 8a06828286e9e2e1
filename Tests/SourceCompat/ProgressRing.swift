// Written for this check, as layer code is written on Apple platforms: scripts/source-compat
// type-checks it against Lamina with only its imports changed.
import QuartzCore
import UIKit

final class ProgressRingLayer: CALayer {
  private let track = CAShapeLayer()
  private let ring = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet { ring.strokeEnd = max(0, min(1, progress)) }
  }

  override init() {
    super.init()
    for shape in [track, ring] {
      shape.fillColor = nil
      shape.lineWidth = 8
      shape.lineCap = .round
      addSublayer(shape)
    }
    track.strokeColor = UIColor(white: 0.9, alpha: 1).cgColor
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.strokeEnd = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }

  override func layoutSublayers() {
    super.layoutSublayers()
    let radius = min(bounds.width, bounds.height) / 2 - 4
    let path = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
      endAngle: 1.5 * .pi, clockwise: true)
    for shape in [track, ring] {
      shape.frame = bounds
      shape.path = path.cgPath
    }
  }

  func animate(to value: CGFloat, duration: CFTimeInterval) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = ring.strokeEnd
    animation.toValue = value
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    ring.add(animation, forKey: "progress")
    progress = value
  }
}
