import Foundation
import LaminaGeometry

/// The path's elements as (type, points) pairs, in order, read through `applyWithBlock`.
public func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
  var out: [(CGPathElementType, [CGPoint])] = []
  path.applyWithBlock { e in
    let count = [1, 1, 2, 3, 0][Int(e.pointee.type.rawValue)]
    out.append((e.pointee.type, (0..<count).map { e.pointee.points[$0] }))
  }
  return out
}
