import Foundation

/// What a colour's components mean (Core Graphics' `CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Sendable {
  /// Unknown model.
  case unknown = -1
  /// One grey component.
  case monochrome = 0
  /// Red, green, blue.
  case rgb = 1
}

/// A colour space: how colour components map to colours.
///
/// Lamina draws in sRGB, so the RGB spaces (device RGB, sRGB, extended sRGB, Display P3 by name)
/// all mean sRGB components, and the grey spaces mean one sRGB-encoded grey level; a name Lamina
/// does not know gives `nil` from `init?(name:)`, as Apple's does.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
  /// The space's model: `.rgb` or `.monochrome`.
  public let model: CGColorSpaceModel
  /// The name the space was made from, as Apple's `CGColorSpace.name`.
  public let name: CFString?

  private init(model: CGColorSpaceModel, name: CFString?) {
    self.model = model
    self.name = name
  }

  /// The space named `name` (`CGColorSpace.sRGB`, `.genericGrayGamma2_2`, …), or `nil`.
  public convenience init?(name: CFString) {
    if CGColorSpace.rgbNames.contains(name) {
      self.init(model: .rgb, name: name)
    } else if CGColorSpace.grayNames.contains(name) {
      self.init(model: .monochrome, name: name)
    } else {
      return nil
    }
  }

  /// The number of colour components, alpha not counted: 3 for RGB, 1 for grey.
  public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

  /// The standard sRGB space's name.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// Extended-range sRGB's name (drawn as sRGB, components clamped).
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// Linear sRGB's name (drawn as sRGB).
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// Display P3's name (drawn as sRGB: Lamina does not convert gamuts).
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// Generic RGB's name.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  /// Generic grey with gamma 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
  /// Linear grey.
  public static let linearGray: CFString = "kCGColorSpaceLinearGray"
  /// Extended grey.
  public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

  private static let rgbNames: Set<CFString> = [sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear]
  private static let grayNames: Set<CFString> = [genericGrayGamma2_2, linearGray, extendedGray]

  /// Device RGB (drawn as sRGB).
  public static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
  /// Device grey.
  public static let deviceGray = CGColorSpace(model: .monochrome, name: nil)

  /// Spaces are equal when their models and names are.
  public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
    lhs.model == rhs.model && lhs.name == rhs.name
  }

  /// Hashes the model and name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(model)
    hasher.combine(name)
  }

  /// The name, or `DeviceRGB` / `DeviceGray`.
  public var description: String { name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray") }
}

/// Device RGB, as Core Graphics' C function spells it.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }

/// Device grey, as Core Graphics' C function spells it.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }
