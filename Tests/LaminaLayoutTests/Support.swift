import Foundation
import Lamina
import TestSupport

@testable import LaminaLayout

/// A root layer of `width × height` at the origin.
func root(_ width: CGFloat = 320, _ height: CGFloat = 480) -> CALayer {
  let r = CALayer()
  r.frame = rect(0, 0, width, height)
  r.name = "superview"
  return r
}

/// A named sublayer of `parent` with an optional intrinsic size.
func child(_ name: String, of parent: CALayer, intrinsic: CGSize? = nil) -> CALayer {
  let l = CALayer()
  l.name = name
  if let intrinsic { l.intrinsicContentSize = intrinsic }
  parent.addSublayer(l)
  return l
}

/// Activates the constraints of each VFL string.
func visual(_ formats: [String], _ views: [String: CALayer], options: NSLayoutConstraint.FormatOptions = [])
  throws -> [NSLayoutConstraint]
{
  var all: [NSLayoutConstraint] = []
  for f in formats {
    all += try NSLayoutConstraint.checkedConstraints(withVisualFormat: f, options: options, views: views)
  }
  NSLayoutConstraint.activate(all)
  return all
}
