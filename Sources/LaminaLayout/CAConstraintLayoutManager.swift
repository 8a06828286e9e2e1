import Foundation
import Lamina

/// Lays out sublayers from their `CAConstraint`s, solving all of them at once as required equalities
/// (Core Animation's `CAConstraintLayoutManager`, macOS).
///
/// Per axis: with no relationship a layer keeps its frame; with one position relationship it keeps
/// its size (Apple's rule); with one size relationship it keeps its origin. Constraints naming no
/// sibling, and constraints that cannot hold with those before them, are left out and noted.
public final class CAConstraintLayoutManager: CALayoutManager, Sendable {
  /// A new manager (it keeps no state).
  public init() {}

  /// What the last layout of `layer` left out, and why.
  public static func notes(for layer: CALayer) -> [String] {
    (layer.value(forKey: "lamina.caConstraintNotes") as? [String]) ?? []
  }

  /// Solves the sublayers' constraints and sets their frames.
  public func layoutSublayers(of layer: CALayer) {
    var notes: [String] = []
    let sublayers = layer.sublayers ?? []
    var vars: [ObjectIdentifier: (x: Variable, y: Variable, w: Variable, h: Variable)] = [:]
    for s in sublayers {
      let n = s.name ?? "layer"
      vars[ObjectIdentifier(s)] = (
        Variable("\(n).x"), Variable("\(n).y"), Variable("\(n).w"), Variable("\(n).h")
      )
    }
    var byName: [String: CALayer] = [:]
    for s in sublayers { if let n = s.name, byName[n] == nil { byName[n] = s } }
    let solver = Solver()
    func add(_ c: LinearConstraint, _ label: String) {
      do { try solver.add(c) } catch {
        notes.append("\(label): left out, it conflicts with the constraints before it")
      }
    }
    for s in sublayers {
      let v = vars[ObjectIdentifier(s)]!
      let list = s.constraints ?? []
      for c in list {
        let label = "\(s.name ?? "layer").\(c)"
        guard let source = sourceExpression(c, layer, byName, vars) else {
          notes.append("\(label): no sibling named \"\(c.sourceName)\"")
          continue
        }
        let lhs = expression(c.attribute, v.x, v.y, v.w, v.h)
        let rhs = source.scaled(Double(c.scale)).minus(LinearExpression(constant: -Double(c.offset)))
        add(LinearConstraint(lhs.minus(rhs), .equal), label)
      }
      for horizontal in [true, false] {
        let axis = list.filter { $0.attribute.isHorizontal == horizontal }
        if axis.count > 2 { notes.append("\(s.name ?? "layer"): more than two relationships on one axis") }
        let frame = s.frame
        let (origin, size) = horizontal ? (v.x, v.w) : (v.y, v.h)
        let (o, sz) = horizontal ? (frame.minX, frame.width) : (frame.minY, frame.height)
        let keepSize = axis.isEmpty || (axis.count == 1 && !axis[0].attribute.isSize)
        let keepOrigin = axis.isEmpty || (axis.count == 1 && axis[0].attribute.isSize)
        if keepSize {
          add(LinearConstraint(LinearExpression([(size, 1)], constant: -Double(sz)), .equal), "size")
        }
        if keepOrigin {
          add(LinearConstraint(LinearExpression([(origin, 1)], constant: -Double(o)), .equal), "origin")
        }
      }
    }
    solver.updateVariables()
    for s in sublayers {
      let v = vars[ObjectIdentifier(s)]!
      let f = CGRect(x: v.x.value, y: v.y.value, width: v.w.value, height: v.h.value)
      if !f.equalsApproximately(s.frame) { s.frame = f }
    }
    layer.setValue(notes.isEmpty ? nil : notes, forKey: "lamina.caConstraintNotes")
  }

  private func sourceExpression(
    _ c: CAConstraint, _ superlayer: CALayer, _ byName: [String: CALayer],
    _ vars: [ObjectIdentifier: (x: Variable, y: Variable, w: Variable, h: Variable)]
  ) -> LinearExpression? {
    if c.sourceName == "superlayer" {
      let b = superlayer.bounds
      let values: [CGFloat] = [0, b.width / 2, b.width, b.width, 0, b.height / 2, b.height, b.height]
      return LinearExpression(constant: Double(values[Int(c.sourceAttribute.rawValue)]))
    }
    guard let sibling = byName[c.sourceName], let v = vars[ObjectIdentifier(sibling)] else { return nil }
    return expression(c.sourceAttribute, v.x, v.y, v.w, v.h)
  }

  private func expression(
    _ a: CAConstraintAttribute, _ x: Variable, _ y: Variable, _ w: Variable, _ h: Variable
  )
    -> LinearExpression
  {
    switch a {
    case .minX: return LinearExpression([(x, 1)])
    case .midX: return LinearExpression([(x, 1), (w, 0.5)])
    case .maxX: return LinearExpression([(x, 1), (w, 1)])
    case .width: return LinearExpression([(w, 1)])
    case .minY: return LinearExpression([(y, 1)])
    case .midY: return LinearExpression([(y, 1), (h, 0.5)])
    case .maxY: return LinearExpression([(y, 1), (h, 1)])
    case .height: return LinearExpression([(h, 1)])
    }
  }
}
