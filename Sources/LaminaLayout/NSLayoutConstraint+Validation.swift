import Foundation
import Lamina

extension NSLayoutConstraint {
  /// Why the constraint cannot take part in layout, or `nil` when it can (Apple's pairing rules from
  /// the Auto Layout Guide's "Interpreting Values" table, and value ranges).
  public var validationError: String? {
    guard itemsAreLayers else { return "its items must be layers" }
    guard firstLayer != nil else { return "its first item no longer exists" }
    guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
    guard priority.isValid else { return "priority \(priority) is outside 1…1000" }
    guard multiplier.isFinite, constant.isFinite else { return "multiplier and constant must be finite" }
    guard secondItem != nil || secondAttribute == .notAnAttribute else {
      return "its second item no longer exists"
    }
    if secondItem == nil || multiplier == 0 {
      guard firstAttribute.isSize else {
        return
          "a location attribute (\(firstAttribute.name)) cannot equal a constant; location attributes come in pairs"
      }
      return nil
    }
    return Self.pairingError(firstAttribute, secondAttribute)
  }

  static func pairingError(_ a: Attribute, _ b: Attribute) -> String? {
    if a.isSize || b.isSize {
      return a.isSize && b.isSize
        ? nil : "\(a.name) cannot be related to \(b.name): sizes pair only with sizes"
    }
    let vertical: Set<Attribute> = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
    let directional: Set<Attribute> = [.leading, .trailing, .centerX]
    let absolute: Set<Attribute> = [.left, .right, .centerX]
    let ok =
      (vertical.contains(a) && vertical.contains(b)) || (directional.contains(a) && directional.contains(b))
      || (absolute.contains(a) && absolute.contains(b))
    return ok ? nil : "\(a.name) cannot be related to \(b.name)"
  }
}
