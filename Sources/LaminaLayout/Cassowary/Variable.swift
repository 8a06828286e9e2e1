import Foundation

/// An unknown of the linear system. Identity matters: two variables with the same name are different.
package final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A name for messages.
  package let name: String
  /// The solved value, set by `Solver.updateVariables()`.
  package internal(set) var value: Double = 0

  /// Creates a variable.
  package init(_ name: String = "") { self.name = name }

  /// Variables are equal only to themselves.
  package static func == (a: Variable, b: Variable) -> Bool { a === b }

  /// Hashes the identity.
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The name.
  package var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}

/// A linear expression `Σ coefficient·variable + constant`.
package struct LinearExpression: CustomStringConvertible, Sendable {
  /// The variable terms; a variable may appear more than once (the coefficients add up).
  package var terms: [(variable: Variable, coefficient: Double)]
  /// The constant term.
  package var constant: Double

  /// Creates an expression.
  package init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  /// `self − other`.
  package func minus(_ other: LinearExpression) -> LinearExpression {
    var e = self
    e.terms += other.terms.map { (variable: $0.variable, coefficient: -$0.coefficient) }
    e.constant -= other.constant
    return e
  }

  /// `self · factor`.
  package func scaled(_ factor: Double) -> LinearExpression {
    var e = self
    e.terms = e.terms.map { (variable: $0.variable, coefficient: $0.coefficient * factor) }
    e.constant *= factor
    return e
  }

  /// `2·x + y − 3`.
  package var description: String {
    var parts = terms.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)·")\($0.variable)" }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}

/// `expression (==|<=|>=) 0` with a strength.
package final class LinearConstraint: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// How the expression relates to zero.
  package enum Relation: String, Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual = "<="
    /// `expression == 0`.
    case equal = "=="
    /// `expression >= 0`.
    case greaterThanOrEqual = ">="
  }

  /// The expression compared with zero.
  package let expression: LinearExpression
  /// The relation.
  package let relation: Relation
  /// The strength: `Strength.required` or a positive weight below it.
  package let strength: Double

  /// Creates `expression relation 0` at `strength` (clamped to `0…Strength.required`).
  package init(_ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required) {
    self.expression = expression
    self.relation = relation
    self.strength = Strength.clip(strength)
  }

  /// Whether it must hold.
  package var isRequired: Bool { strength >= Strength.required }

  /// Constraints are equal only to themselves.
  package static func == (a: LinearConstraint, b: LinearConstraint) -> Bool { a === b }

  /// Hashes the identity.
  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// `x + 10.0 == 0 (required)`.
  package var description: String {
    "\(expression) \(relation.rawValue) 0 (\(isRequired ? "required" : "strength \(strength)"))"
  }
}

/// LinearConstraint strengths: a required constraint must hold; weaker ones are minimised in error, weighted.
package enum Strength {
  /// Must hold (kiwi's value, 1,001,001,000).
  package static let required = 1_001_001_000.0
  /// A strong preference.
  package static let strong = 1_000_000.0
  /// A medium preference.
  package static let medium = 1_000.0
  /// A weak preference.
  package static let weak = 1.0

  static func clip(_ s: Double) -> Double { s.isNaN ? 0 : min(max(s, 0), required) }
}
