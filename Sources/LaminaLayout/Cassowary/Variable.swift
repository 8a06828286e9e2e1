import Foundation

/// An unknown of the linear system. Identity matters: two variables with the same name are different.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// A name for messages.
  public let name: String
  /// The solved value, set by `Solver.updateVariables()`.
  public internal(set) var value: Double = 0

  /// Creates a variable.
  public init(_ name: String = "") { self.name = name }

  /// Variables are equal only to themselves.
  public static func == (a: Variable, b: Variable) -> Bool { a === b }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The name.
  public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue & 0xffff)" : name }
}

/// A linear expression `Σ coefficient·variable + constant`.
public struct LinearExpression: CustomStringConvertible, Sendable {
  /// The variable terms; a variable may appear more than once (the coefficients add up).
  public var terms: [(variable: Variable, coefficient: Double)]
  /// The constant term.
  public var constant: Double

  /// Creates an expression.
  public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
    self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
    self.constant = constant
  }

  /// `self − other`.
  public func minus(_ other: LinearExpression) -> LinearExpression {
    var e = self
    e.terms += other.terms.map { (variable: $0.variable, coefficient: -$0.coefficient) }
    e.constant -= other.constant
    return e
  }

  /// `self · factor`.
  public func scaled(_ factor: Double) -> LinearExpression {
    var e = self
    e.terms = e.terms.map { (variable: $0.variable, coefficient: $0.coefficient * factor) }
    e.constant *= factor
    return e
  }

  /// `2·x + y − 3`.
  public var description: String {
    var parts = terms.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)·")\($0.variable)" }
    if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
    return parts.joined(separator: " + ")
  }
}

/// `expression (==|<=|>=) 0` with a strength.
public final class LinearConstraint: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// How the expression relates to zero.
  public enum Relation: String, Sendable {
    /// `expression <= 0`.
    case lessThanOrEqual = "<="
    /// `expression == 0`.
    case equal = "=="
    /// `expression >= 0`.
    case greaterThanOrEqual = ">="
  }

  /// The expression compared with zero.
  public let expression: LinearExpression
  /// The relation.
  public let relation: Relation
  /// The strength: `Strength.required` or a positive weight below it.
  public let strength: Double

  /// Creates `expression relation 0` at `strength` (clamped to `0…Strength.required`).
  public init(_ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required) {
    self.expression = expression
    self.relation = relation
    self.strength = Strength.clip(strength)
  }

  /// Whether it must hold.
  public var isRequired: Bool { strength >= Strength.required }

  /// Constraints are equal only to themselves.
  public static func == (a: LinearConstraint, b: LinearConstraint) -> Bool { a === b }

  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// `x + 10.0 == 0 (required)`.
  public var description: String {
    "\(expression) \(relation.rawValue) 0 (\(isRequired ? "required" : "strength \(strength)"))"
  }
}

/// LinearConstraint strengths: a required constraint must hold; weaker ones are minimised in error, weighted.
public enum Strength {
  /// Must hold (kiwi's value, 1,001,001,000).
  public static let required = 1_001_001_000.0
  /// A strong preference.
  public static let strong = 1_000_000.0
  /// A medium preference.
  public static let medium = 1_000.0
  /// A weak preference.
  public static let weak = 1.0

  static func clip(_ s: Double) -> Double { s.isNaN ? 0 : min(max(s, 0), required) }
}
