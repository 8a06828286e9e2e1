import Foundation

/// An immutable colour: components in a colour space, then alpha (Core Graphics' `CGColor`).
///
/// Like Apple's, a grey colour has two components (`[gray, alpha]`) and an RGB colour four. Unlike
/// Apple's extended spaces, components are clamped to 0…1 and a NaN component becomes 0, so a colour
/// is always drawable.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
  /// The components followed by alpha, kept in the object itself (an array would be a second
  /// allocation for every colour, and a scene holds one for each coloured layer).
  private let values: (CGFloat, CGFloat, CGFloat, CGFloat)
  /// How many of `values` are used: 2 (grey) or 4 (RGB).
  private let count: Int
  /// The space the components are in (`nil` for a pattern colour).
  public let colorSpace: CGColorSpace?
  /// The pattern a pattern colour paints (its only component is then alpha), else `nil`.
  public let pattern: CGPattern?

  /// The colour's components followed by alpha, each in 0…1.
  public var components: [CGFloat]? {
    if pattern != nil { return [values.1] }
    return count == 4 ? [values.0, values.1, values.2, values.3] : [values.0, values.1]
  }

  private convenience init(space: CGColorSpace, clamped: [CGFloat]) {
    precondition(clamped.count == 2 || clamped.count == 4, "a colour has 2 (grey) or 4 (RGB) components")
    if clamped.count == 4 {
      self.init(space: space, clamped[0], clamped[1], clamped[2], clamped[3], count: 4)
    } else {
      self.init(space: space, clamped[0], clamped[1], 0, 0, count: 2)
    }
  }

  /// The colour of `count` (2 or 4) of the values `a, b, c, d`, each clamped: no array is made (a
  /// scene's loading makes a colour or two for each layer).
  private init(space: CGColorSpace, _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, count: Int) {
    colorSpace = space
    values = (CGColor.clamp(a), CGColor.clamp(b), CGColor.clamp(c), CGColor.clamp(d))
    self.count = count
    pattern = nil
  }

  /// A colour painting `pattern` with `alpha` (Core Graphics' pattern colour, as
  /// `UIColor(patternImage:)` makes it). Where a plain colour is needed it counts as black.
  package init(pattern: CGPattern, alpha: CGFloat) {
    (colorSpace, self.pattern, count) = (nil, pattern, 2)
    values = (0, CGColor.clamp(alpha), 0, 0)
  }

  /// Creates an sRGB colour; components are clamped to 0…1 (NaN becomes 0).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: .deviceRGB, red, green, blue, alpha, count: 4)
  }

  /// Creates a grey colour from a white level and an alpha, each in 0…1.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(space: .deviceGray, gray, alpha, 0, 0, count: 2)
  }

  /// Creates an sRGB colour (the name Apple uses on macOS).
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(space: CGColorSpace(name: CGColorSpace.sRGB) ?? .deviceRGB, clamped: [red, green, blue, alpha])
  }

  /// Creates a colour from `space.numberOfComponents + 1` values (the last is alpha) read from
  /// `components`, as Apple's does.
  public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    self.init(
      space: space,
      clamped: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)))
  }

  /// Creates a colour in `space` from an array of components (alpha last), or `nil` when the count
  /// is not the space's plus one.
  public convenience init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
    guard components.count == space.numberOfComponents + 1 else { return nil }
    self.init(space: space, clamped: components)
  }

  private static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

  /// 2 for a grey colour, 4 for an RGB colour.
  public var numberOfComponents: Int { pattern == nil ? count : 1 }

  /// Red, green, blue and alpha, grey expanded to equal red, green and blue.
  public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    count == 4
      ? (values.0, values.1, values.2, values.3) : (values.0, values.0, values.0, values.1)
  }

  /// The alpha component.
  public var alpha: CGFloat { count == 4 ? values.3 : values.1 }

  /// The same colour with a different alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    if let pattern { return CGColor(pattern: pattern, alpha: alpha) }
    guard let space = colorSpace, var c = components, !c.isEmpty else { return nil }
    c[c.count - 1] = alpha
    return CGColor(space: space, clamped: c)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Colours are equal when their colour spaces and components are, as Core Graphics compares them
  /// (`CFEqual`): sRGB black is not grey black, though they draw the same.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.colorSpace == rhs.colorSpace && lhs.count == rhs.count && lhs.values == rhs.values
      && lhs.pattern === rhs.pattern
  }

  /// Hashes the colour space and the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(colorSpace)
    hasher.combine(count)
    hasher.combine(values.0)
    hasher.combine(values.1)
    hasher.combine(values.2)
    hasher.combine(values.3)
    hasher.combine(pattern.map(ObjectIdentifier.init))
  }

  /// `rgba(r, g, b, a)` with components in 0…1.
  public var description: String {
    let c = rgba
    return "rgba(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
  }
}

extension CGColor: _ExpressibleByColorLiteral {
  /// `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is expected (sRGB), as Apple's Core
  /// Graphics allows (real iOS code assigns one to `CAShapeLayer.strokeColor`).
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
