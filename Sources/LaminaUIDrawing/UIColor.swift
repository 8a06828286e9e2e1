import Foundation
import LaminaGeometry
import LaminaGraphics

/// A colour with UIKit's API, backed by a `CGColor` (sRGB). AppKit's `NSColor` is the same type.
///
/// Dynamic (light/dark) colours are not modelled: the system colours have their iOS light-mode
/// values, as Apple's Human Interface Guidelines list them.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible, _ExpressibleByColorLiteral {
  /// The Core Graphics colour.
  public let cgColor: CGColor

  /// A colour from a `CGColor`.
  public required init(cgColor: CGColor) { self.cgColor = cgColor }

  /// An sRGB colour; components clamped to 0…1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  /// The colour a `#colorLiteral(red:green:blue:alpha:)` names (sRGB, as Xcode's colour literals).
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// A grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(gray: white, alpha: alpha))
  }

  /// A colour from hue, saturation and brightness (each 0…1).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let (s, v) = (min(max(saturation, 0), 1), min(max(brightness, 0), 1))
    let sector = Int(h) % 6
    let f = h - CGFloat(Int(h))
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let rgb: (CGFloat, CGFloat, CGFloat) = [
      (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
    ][sector]
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// AppKit's calibrated RGB initializer (drawn as sRGB).
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// AppKit's device RGB initializer (drawn as sRGB).
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// An sRGB colour, as AppKit names it.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// A Display P3 colour (drawn as sRGB: Lamina does not convert gamuts).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// AppKit's calibrated grey initializer.
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
    self.init(white: white, alpha: alpha)
  }

  /// A colour that paints `image` repeated at its size in points (its scale counted), upright in
  /// UIKit's drawing, each tile starting from the context's base space origin as Core Graphics
  /// places pattern cells. An image with no pixels paints nothing.
  public convenience init(patternImage image: UIImage) {
    guard let cg = image.cgImage else { self.init(cgColor: .clear); return }
    let pattern = CGPattern(image: cg, size: image.size)
    self.init(cgColor: CGColor(pattern: pattern, alpha: 1))
  }

  /// The colour UIKit gives a view's layer for this background: a pattern's cells mirrored, so they
  /// show upright in the layer's y-down space; any other colour itself.
  package var viewBackground: CGColor {
    guard let pattern = cgColor.pattern else { return cgColor }
    return CGColor(pattern: pattern.flipped, alpha: cgColor.alpha)
  }

  /// The same colour with another alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
  }

  /// Reads the sRGB components; always succeeds.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = cgColor.rgba
    red?.pointee = c.red
    green?.pointee = c.green
    blue?.pointee = c.blue
    alpha?.pointee = c.alpha
    return true
  }

  /// Reads hue, saturation and brightness (each 0…1) and alpha, from the sRGB components; always
  /// succeeds.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = cgColor.rgba
    let (high, low) = (max(c.red, c.green, c.blue), min(c.red, c.green, c.blue))
    let chroma = high - low
    var h: CGFloat = 0
    if chroma > 0 {
      switch high {
      case c.red: h = ((c.green - c.blue) / chroma).truncatingRemainder(dividingBy: 6)
      case c.green: h = (c.blue - c.red) / chroma + 2
      default: h = (c.red - c.green) / chroma + 4
      }
      h = (h < 0 ? h + 6 : h) / 6
    }
    hue?.pointee = h
    saturation?.pointee = high > 0 ? chroma / high : 0
    brightness?.pointee = high
    alpha?.pointee = c.alpha
    return true
  }

  /// Reads the grey level (the mean of the sRGB components) and alpha; always succeeds.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = cgColor.rgba
    white?.pointee = (c.red + c.green + c.blue) / 3
    alpha?.pointee = c.alpha
    return true
  }

  /// Sets this colour as the current context's fill and stroke colour.
  open func set() {
    setFill()
    setStroke()
  }
  /// Sets this colour as the current context's fill colour.
  open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
  /// Sets this colour as the current context's stroke colour.
  open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

  /// Colours are equal when their `CGColor`s are.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
  /// Hashes the `CGColor`.
  public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }
  /// The `CGColor`'s description.
  public var description: String { "UIColor \(cgColor)" }
}

/// AppKit's name for the same colour type.
public typealias NSColor = UIColor
