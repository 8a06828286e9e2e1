import Foundation
import Lamina

/// Lays out sublayers from their `CAConstraint`s as Core Animation's `CAConstraintLayoutManager`
/// does on macOS.
///
/// The rules follow measurements of Apple's QuartzCore recorded in gnustep/libs-quartzcore
/// `Tests/quartzcore/CAConstraint/layout.m`:
/// - each axis of each sublayer is laid out on its own, after the sibling axes it reads from, so
///   the order of the sublayers does not matter; a relationship is read from the sibling's frame
///   once that sibling is laid out on the axis of the attribute read;
/// - a relationship whose source is no sibling (an unknown name), the layer itself, a sibling not
///   laid out on that axis, or a circle of layers waiting on each other offers nothing: a layer
///   left with nothing on an axis keeps that axis of its frame;
/// - one position relationship keeps the size; a size alone does nothing; two relationships fix
///   origin and size; with more, the one given last decides, paired with the lowest of the others
///   (min before mid before max before the size); the same attribute twice leaves the axis alone;
/// - `"superlayer"` is measured by its bounds (a bounds origin of (30, 70) puts `minX` at 30).
public final class CAConstraintLayoutManager: CALayoutManager, Sendable {
  /// A new manager (it keeps no state).
  public init() {}

  /// What the last layout of `layer`'s sublayers could not use, and why.
  public static func problems(for layer: CALayer) -> [CAConstraintProblem] {
    (layer.moduleValue(forKey: problemsKey) as? [CAConstraintProblem]) ?? []
  }

  /// `problems(for:)` as sentences.
  public static func notes(for layer: CALayer) -> [String] { problems(for: layer).map(\.description) }

  static let problemsKey = "lamina.caConstraintProblems"

  /// Lays out every sublayer's constraints and sets the frames that changed.
  public func layoutSublayers(of layer: CALayer) {
    var pass = CAConstraintPass(superlayer: layer)
    pass.run()
    for (index, sublayer) in pass.sublayers.enumerated() where pass.frames[index] != sublayer.frame {
      sublayer.frame = pass.frames[index].standardized
    }
    layer.setModuleValue(pass.problems.isEmpty ? nil : pass.problems, forKey: Self.problemsKey)
  }
}

/// Something a `CAConstraintLayoutManager` could not use in one layer's constraints.
public struct CAConstraintProblem: Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable {
    /// The source names no sibling.
    case unknownName
    /// The source is the layer itself.
    case selfReference
    /// The sibling named is not laid out on the axis read (it has no usable relationship there).
    case sourceNotLaidOut
    /// The layer waits on siblings that wait on it.
    case cycle
    /// The same attribute twice on one axis: the axis is left alone.
    case repeatedAttribute
    /// More relationships than an axis needs: this one was not used.
    case overridden
    /// A size with no position relationship does nothing.
    case sizeAlone
  }

  /// The sublayer's name (or its class).
  public var layer: String
  /// The sublayer's index among its superlayer's sublayers.
  public var index: Int
  /// The constraint (`minX = a.maxX + 5`).
  public var constraint: String
  /// The name the constraint is measured against (`a`, `superlayer`).
  public var source: String
  /// What went wrong.
  public var kind: Kind

  /// `b.minX = ghost.maxX: no sibling named "ghost"`.
  public var description: String {
    let reason =
      switch kind {
      case .unknownName: "no sibling is named \"\(source)\""
      case .selfReference: "a layer cannot be measured against itself"
      case .sourceNotLaidOut: "\"\(source)\" is not laid out on that axis, so it offers nothing"
      case .cycle: "its layers wait on each other in a circle, so it is left out"
      case .repeatedAttribute: "the same attribute twice on one axis: the axis is left alone"
      case .overridden: "more relationships than the axis needs: not used"
      case .sizeAlone: "a size with no position relationship does nothing"
      }
    return "\(layer).\(constraint): \(reason)"
  }
}

extension CALayer {
  /// The relationships `CAConstraintLayoutManager` could not use anywhere in this layer's tree,
  /// each with the sublayer whose constraint it is, in tree order.
  package var constraintProblemsBelow: [(layer: CALayer, problem: CAConstraintProblem)] {
    var out: [(layer: CALayer, problem: CAConstraintProblem)] = []
    func walk(_ layer: CALayer) {
      let sublayers = layer.sublayers ?? []
      for p in CAConstraintLayoutManager.problems(for: layer) where sublayers.indices.contains(p.index) {
        out.append((sublayers[p.index], p))
      }
      for sub in sublayers { walk(sub) }
    }
    walk(self)
    return out
  }
}
