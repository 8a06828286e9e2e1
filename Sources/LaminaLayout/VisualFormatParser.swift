import Foundation
import Lamina

/// One predicate: `(relation)(constant or view)(@priority)`.
struct VisualPredicate {
  var relation: NSLayoutConstraint.Relation = .equal
  var constant: CGFloat = 0
  var view: CALayer?
  var priority: UILayoutPriority = .required
}

/// A recursive-descent reader of Apple's Visual Format Language grammar.
struct VisualFormatParser {
  static let standardSibling: CGFloat = 8
  static let standardSuperview: CGFloat = 20

  let format: String
  let chars: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var i = 0
  var vertical = false

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    self.format = format
    chars = Array(format)
    self.metrics = metrics
    self.views = views
  }

  private func fail(_ message: String, at position: Int? = nil) -> VisualFormatError {
    VisualFormatError(format: format, position: position ?? i, message: message)
  }

  private var current: Character? { i < chars.count ? chars[i] : nil }

  private mutating func skipSpaces() { while current?.isWhitespace == true { i += 1 } }

  // MARK: Elements

  /// An element of the string: the superview bar, or a view with its predicates.
  enum Element {
    case superview
    case view(CALayer, [VisualPredicate], position: Int)
  }

  mutating func parse(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
    -> [NSLayoutConstraint]
  {
    if options.contains(.directionRightToLeft) { throw fail("directionRightToLeft is not supported", at: 0) }
    parseOrientation()
    var out: [NSLayoutConstraint] = []
    var previous: Element?
    var connection: [VisualPredicate]? = nil  // nil: standard spacing
    var viewsInOrder: [CALayer] = []
    skipSpaces()
    guard current != nil else { throw fail("Expected a view: the format string is empty") }
    while true {
      skipSpaces()
      let start = i
      let element = try parseElement(isFirst: previous == nil)
      if let prev = previous {
        out += try connect(prev, element, connection, at: start)
      }
      if case .view(let layer, let predicates, _) = element {
        out += try sizeConstraints(layer, predicates)
        viewsInOrder.append(layer)
      }
      if case .superview = element, previous != nil {
        skipSpaces()
        if current != nil { throw fail("Nothing may follow the trailing '|'") }
        break
      }
      previous = element
      skipSpaces()
      if current == nil { break }
      connection = try parseConnection()
      skipSpaces()
      if current == nil { throw fail("Expected a view or '|' after the connection") }
    }
    if viewsInOrder.isEmpty { throw fail("Expected at least one view", at: 0) }
    out += try alignments(viewsInOrder, options)
    return out
  }

  private mutating func parseOrientation() {
    skipSpaces()
    let save = i
    if let c = current, c == "H" || c == "V" {
      i += 1
      skipSpaces()
      if current == ":" {
        i += 1
        vertical = c == "V"
        return
      }
    }
    i = save
  }

  private mutating func parseElement(isFirst: Bool) throws(VisualFormatError) -> Element {
    skipSpaces()
    if current == "|" {
      i += 1
      return .superview
    }
    guard current == "[" else {
      throw fail(current == nil ? "Expected a view" : "Expected '[' to start a view or '|' for the superview")
    }
    i += 1
    skipSpaces()
    let nameStart = i
    let name = identifier()
    guard !name.isEmpty else { throw fail("Expected a view name after '['") }
    guard let layer = layerOfItem(views[name]) else {
      throw fail(
        views[name] == nil
          ? "Unable to find view with name \(name)" : "\(name) is neither a view nor a layer",
        at: nameStart)
    }
    var predicates: [VisualPredicate] = []
    skipSpaces()
    if current == "(" { predicates = try parsePredicateList(viewSubject: true) }
    skipSpaces()
    guard current == "]" else {
      throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }
    i += 1
    return .view(layer, predicates, position: nameStart)
  }

  /// `-predicateList-`, a bare `-` (standard), or nothing (flush).
  private mutating func parseConnection() throws(VisualFormatError) -> [VisualPredicate]? {
    skipSpaces()
    guard current == "-" else { return [VisualPredicate()] }
    i += 1
    skipSpaces()
    if current == "[" || current == "|" { return nil }  // standard spacing
    var predicates: [VisualPredicate]
    if current == "(" {
      predicates = try parsePredicateList(viewSubject: false)
    } else {
      predicates = [try parseSimplePredicate()]
    }
    skipSpaces()
    guard current == "-" else { throw fail("Expected '-' after the spacing predicate") }
    i += 1
    return predicates
  }

  private mutating func parseSimplePredicate() throws(VisualFormatError) -> VisualPredicate {
    let start = i
    if let n = readNumber() { return VisualPredicate(constant: n) }
    let name = identifier()
    guard !name.isEmpty else { throw fail("Expected a number or a metric name", at: start) }
    guard let value = metric(name) else { throw fail("Unable to find metric with name \(name)", at: start) }
    return VisualPredicate(constant: value)
  }

  private mutating func parsePredicateList(viewSubject: Bool) throws(VisualFormatError) -> [VisualPredicate] {
    i += 1  // (
    var list: [VisualPredicate] = []
    while true {
      list.append(try parsePredicate(viewSubject: viewSubject))
      skipSpaces()
      if current == "," {
        i += 1
        continue
      }
      guard current == ")" else {
        throw fail(
          viewSubject
            ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
            : "Expected ',' or ')' in the predicate list")
      }
      i += 1
      return list
    }
  }

  private mutating func parsePredicate(viewSubject: Bool) throws(VisualFormatError) -> VisualPredicate {
    skipSpaces()
    var p = VisualPredicate()
    if let c = current, c == "=" || c == "<" || c == ">" {
      let start = i
      let op = String(chars[i..<min(i + 2, chars.count)])
      switch op {
      case "==": p.relation = .equal
      case "<=": p.relation = .lessThanOrEqual
      case ">=": p.relation = .greaterThanOrEqual
      default: throw fail("Unknown relation. Must be ==, >=, or <=", at: start)
      }
      i += 2
    }
    skipSpaces()
    let objectStart = i
    if let n = readNumber() {
      p.constant = n
    } else {
      let name = identifier()
      guard !name.isEmpty else { throw fail("Expected a number, a metric or a view name", at: objectStart) }
      if let m = metric(name) {
        p.constant = m
      } else if let layer = layerOfItem(views[name]) {
        guard viewSubject else {
          throw fail(
            "A view (\(name)) can only be the object of a width or height predicate", at: objectStart)
        }
        p.view = layer
      } else {
        throw fail("Unable to find metric or view with name \(name)", at: objectStart)
      }
    }
    skipSpaces()
    if current == "@" {
      i += 1
      skipSpaces()
      let start = i
      let value: CGFloat
      if let n = readNumber() {
        value = n
      } else {
        let name = identifier()
        guard let m = metric(name) else {
          throw fail("Expected a priority: a number or a metric name", at: start)
        }
        value = m
      }
      guard value >= 1 && value <= 1000 else {
        throw fail("Priority \(number(value)) is outside 1…1000", at: start)
      }
      p.priority = UILayoutPriority(Float(value))
    }
    return p
  }

  private mutating func identifier() -> String {
    var s = ""
    while let c = current, c == "_" || c.isLetter || (c.isNumber && !s.isEmpty), c.isASCII {
      s.append(c)
      i += 1
    }
    return s
  }

  private mutating func readNumber() -> CGFloat? {
    let start = i
    var s = ""
    if current == "-" || current == "+" {
      s.append(current!)
      i += 1
    }
    while let c = current, c.isNumber || c == "." || c == "e" || c == "E" {
      s.append(c)
      i += 1
    }
    guard let v = Double(s), v.isFinite else {
      i = start
      return nil
    }
    return CGFloat(v)
  }

  private func metric(_ name: String) -> CGFloat? {
    switch metrics[name] {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}
