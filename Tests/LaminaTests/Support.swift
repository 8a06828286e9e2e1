import Foundation
import TestSupport
import Testing

@testable import Lamina

func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

func degrees(_ d: CGFloat) -> CGFloat { d * .pi / 180 }

/// A layer with the given bounds and position (anchor at the centre unless given).
func layer(
  bounds: CGRect, position: CGPoint, anchor: CGPoint = pt(0.5, 0.5), name: String? = nil
) -> CALayer {
  let l = CALayer()
  l.bounds = bounds
  l.position = position
  l.anchorPoint = anchor
  l.name = name
  return l
}

/// A layer placed by setting its frame.
func layer(frame: CGRect, name: String? = nil) -> CALayer {
  let l = CALayer()
  l.frame = frame
  l.name = name
  return l
}

/// E3.7's tree: T ⊃ P (flipped, frame (0,0,200,100)) ⊃ C (frame (10,10,50,20)).
func flippedTree() -> (t: CALayer, p: CALayer, c: CALayer) {
  let t = layer(frame: rect(0, 0, 400, 400), name: "T")
  let p = layer(frame: rect(0, 0, 200, 100), name: "P")
  p.isGeometryFlipped = true
  let c = layer(frame: rect(10, 10, 50, 20), name: "C")
  t.addSublayer(p)
  p.addSublayer(c)
  return (t, p, c)
}
