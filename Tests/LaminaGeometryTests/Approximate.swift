import Foundation
import LaminaGeometry

func approx(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-6) -> Bool { abs(a - b) <= tol }

func approx(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-6) -> Bool {
  approx(a.x, b.x, tol) && approx(a.y, b.y, tol)
}

func approx(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-6) -> Bool {
  approx(a.minX, b.minX, tol) && approx(a.minY, b.minY, tol) && approx(a.width, b.width, tol)
    && approx(a.height, b.height, tol)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// The path's elements as (type, points) pairs, read through `applyWithBlock`.
func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
  var out: [(CGPathElementType, [CGPoint])] = []
  path.applyWithBlock { e in
    let count = [1, 1, 2, 3, 0][Int(e.pointee.type.rawValue)]
    out.append((e.pointee.type, (0..<count).map { e.pointee.points[$0] }))
  }
  return out
}
