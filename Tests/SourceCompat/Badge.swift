// Written for this check, as layer code is written on Apple platforms: scripts/source-compat
// type-checks it against Lamina with only its imports changed.
import CoreGraphics
import QuartzCore

func makeBadge(count: Int, at origin: CGPoint) -> CALayer {
  let badge = CALayer()
  badge.frame = CGRect(origin: origin, size: CGSize(width: 28, height: 28))
  badge.cornerRadius = 14
  badge.backgroundColor = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
  badge.borderWidth = 2
  badge.borderColor = CGColor(gray: 1, alpha: 1)
  badge.shadowOpacity = 0.3
  badge.shadowOffset = CGSize(width: 0, height: 1)
  let label = CATextLayer()
  label.string = "\(count)"
  label.fontSize = 14
  label.alignmentMode = .center
  label.foregroundColor = CGColor(gray: 1, alpha: 1)
  label.frame = badge.bounds.insetBy(dx: 0, dy: 6)
  badge.addSublayer(label)
  var transform = CATransform3DIdentity
  transform.m34 = -1 / 500
  badge.transform = CATransform3DRotate(transform, .pi / 8, 0, 1, 0)
  return badge
}
