import Foundation

/// What the last constraint layout of a root found wrong: broken constraints with the conflicting
/// sets that forced them out, and constraints that could not take part at all.
public struct LayoutReport: Sendable, CustomStringConvertible {
  /// A required constraint that could not hold with those accepted before it, and was dropped.
  public struct Conflict: Sendable {
    /// The broken constraint, described.
    public var broken: String
    /// An irreducible set of constraints that cannot all hold (the broken one included): drop any
    /// one of them and the rest can. When `isReduced` is false, every constraint connected to the
    /// broken one instead (the explanation budget ran out).
    public var conflicting: [String]
    /// Whether `conflicting` was reduced to an irreducible set.
    public var isReduced = true
    /// The layers the broken and conflicting constraints relate, each once, as
    /// `ObjectIdentifier(layer)`: where an inspector shows the conflict.
    public var layers: [ObjectIdentifier] = []

    /// Apple's console wording for it.
    public var message: String { message(quoting: { $0 }) }

    /// Apple's console wording, with each constraint's description passed through `quote` (a
    /// terminal printer escapes the layer names inside them).
    public func message(quoting quote: (String) -> String) -> String {
      """
      Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.
      (
      \(conflicting.map { "    \"\(quote($0))\"" }.joined(separator: ",\n"))
      )\(isReduced ? "" : "\n(not reduced: every constraint connected to the broken one; the layout's explanation budget ran out)")

      Will attempt to recover by breaking constraint
      \(quote(broken))
      """
    }
  }

  /// Broken constraints, in the order they were met.
  public var conflicts: [Conflict] = []
  /// Constraints skipped as invalid, with the reason.
  public var invalid: [(constraint: String, reason: String)] = []
  /// Why layout stopped before adding every constraint (the solver's work budget ran out); the
  /// frames are then those of the constraints added before it.
  public var stopped: String?

  /// Whether every valid required constraint holds.
  public var isSatisfiable: Bool { conflicts.isEmpty }

  /// Every conflict's message and every invalid constraint, one block each.
  public var description: String {
    (conflicts.map(\.message) + invalid.map { "Invalid constraint \($0.constraint): \($0.reason)" })
      .joined(separator: "\n\n")
  }
}
