import Foundation
import Lamina

extension CAConstraintPass {
  /// `attribute` of `rect` (a sibling's frame or the superlayer's bounds).
  func value(of attribute: CAConstraintAttribute, in rect: CGRect) -> CGFloat {
    switch attribute {
    case .minX: rect.minX
    case .midX: rect.midX
    case .maxX: rect.maxX
    case .width: rect.width
    case .minY: rect.minY
    case .midY: rect.midY
    case .maxY: rect.maxY
    case .height: rect.height
    }
  }

  /// The origin and size one axis gets from the relationships it can read (each with its value),
  /// or nil when they leave the axis alone. Apple's rules, measured (see
  /// `CAConstraintLayoutManager`): one position keeps the size, a size alone does nothing, the same
  /// attribute twice leaves the axis alone, and with more than two the last is paired with the
  /// lowest of the others.
  mutating func span(_ usable: [(position: Int, constraint: CAConstraint, value: CGFloat)], item: Int) -> (
    origin: CGFloat, size: CGFloat
  )? {
    guard let last = usable.last else { return nil }
    let index = item / 2
    var seen = Set<CAConstraintAttribute>()
    for u in usable where !seen.insert(u.constraint.attribute).inserted {
      report(u.constraint, at: u.position, of: index, .repeatedAttribute)
      return nil
    }
    let frame = frames[index]
    let size = item % 2 == 0 ? frame.width : frame.height
    if usable.count == 1 {
      if last.constraint.attribute.isSize {
        report(last.constraint, at: last.position, of: index, .sizeAlone)
        return nil
      }
      return position(last.constraint.attribute, last.value, size: size)
    }
    let others = usable.dropLast()
    let partner = others.min { rank($0.constraint.attribute) < rank($1.constraint.attribute) }!
    for u in others where u.position != partner.position {
      report(u.constraint, at: u.position, of: index, .overridden)
    }
    return pair((last.constraint.attribute, last.value), (partner.constraint.attribute, partner.value))
  }

  /// min 0, mid 1, max 2, size 3: the order in which a partner is picked.
  private func rank(_ a: CAConstraintAttribute) -> Int { Int(a.rawValue % 4) }

  /// A position relationship alone: the size is kept.
  private func position(_ a: CAConstraintAttribute, _ v: CGFloat, size: CGFloat) -> (CGFloat, CGFloat) {
    switch rank(a) {
    case 0: (v, size)
    case 1: (v - size / 2, size)
    default: (v - size, size)
    }
  }

  /// Two different attributes of one axis fix its origin and size.
  private func pair(_ p: (CAConstraintAttribute, CGFloat), _ q: (CAConstraintAttribute, CGFloat)) -> (
    CGFloat, CGFloat
  ) {
    var values: [CGFloat?] = [nil, nil, nil, nil]
    values[rank(p.0)] = p.1
    values[rank(q.0)] = q.1
    switch (values[0], values[1], values[2], values[3]) {
    case (let min?, _, let max?, _): return (min, max - min)
    case (let min?, let mid?, _, _): return (min, 2 * (mid - min))
    case (let min?, _, _, let size?): return (min, size)
    case (_, let mid?, let max?, _): return (2 * mid - max, 2 * (max - mid))
    case (_, let mid?, _, let size?): return (mid - size / 2, size)
    case (_, _, let max?, let size?): return (max - size, size)
    default: return (values[0] ?? 0, values[3] ?? 0)
    }
  }
}
