import Foundation

/// An immutable RGBA colour in the sRGB colour space, components in 0…1, not premultiplied.
///
/// Mirrors the parts of CoreGraphics' `CGColor` that layers use. Like Apple's it is a reference type;
/// unlike Apple's it always has four components (grey colours are stored as equal red, green, blue).
/// Components are clamped to 0…1 and a NaN component becomes 0, so a colour is always drawable.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, green, blue and alpha, each in 0…1.
  public let components: [CGFloat]?

  /// Creates an sRGB colour; components are clamped to 0…1 (NaN becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map(CGColor.clamp)
  }

  /// Creates a grey colour from a white level and an alpha, each in 0…1.
  public init(gray: CGFloat, alpha: CGFloat) {
    let g = CGColor.clamp(gray)
    components = [g, g, g, CGColor.clamp(alpha)]
  }

  /// Creates an sRGB colour (the name Apple uses on macOS).
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

  /// Always 4: red, green, blue, alpha.
  public var numberOfComponents: Int { 4 }

  /// The red, green, blue and alpha components as a non-optional tuple.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let c = components ?? [0, 0, 0, 0]
    return (c[0], c[1], c[2], c[3])
  }

  /// The alpha component.
  public var alpha: CGFloat { rgba.alpha }

  /// The same colour with a different alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    let c = rgba
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Colours are equal when their components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) { hasher.combine(components) }

  /// `rgba(r, g, b, a)` with components in 0…1.
  public var description: String {
    let c = rgba
    return "rgba(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
  }
}
