import Foundation

// How a layer is composited over what is behind it, and how its contents image is sampled: the
// properties Core Animation takes Core Image filters and filter names for.

extension CALayer {
  /// The blend mode the layer (with its sublayers) is composited with over the content behind it:
  /// a Core Image compositing filter's name as a string (`"multiplyBlendMode"`, `"screenBlendMode"`,
  /// `"overlayBlendMode"`, `"sourceAtopCompositing"`, …, or `"xor"`; `CALayerBlendMode` lists them).
  /// Other values (a filter object, an unknown name) composite normally. Default: `nil`.
  public var compositingFilter: Any? {
    get { values.compositingFilter }
    set { updateRare(\.compositingFilter, newValue, "compositingFilter") }
  }

  /// The blend `compositingFilter` names, `.normal` when it names none.
  public var compositingBlendMode: CGBlendMode {
    (compositingFilter as? String).flatMap(CALayerBlendMode.blendMode(named:)) ?? .normal
  }

  /// Whether Core Animation caches the layer as a bitmap. Stored: Lamina draws a layer the same
  /// either way, as Core Animation does when `rasterizationScale` is the screen's scale. Default:
  /// `false`.
  public var shouldRasterize: Bool {
    get { values.shouldRasterize }
    set { updateRare(\.shouldRasterize, newValue, "shouldRasterize") }
  }

  /// The scale of the cached bitmap when `shouldRasterize` is on. Stored. Default: 1.
  public var rasterizationScale: CGFloat {
    get { values.rasterizationScale }
    set { updateRare(\.rasterizationScale, newValue, "rasterizationScale") }
  }

  /// Core Image filters applied to the layer's content. Stored and not drawn: Lamina has no Core
  /// Image (on iOS, Core Animation ignores them too). Default: `nil`.
  public var filters: [Any]? {
    get { values.filters }
    set { updateRare(\.filters, newValue, "filters") }
  }

  /// Core Image filters applied to the content behind the layer. Stored and not drawn (see
  /// `filters`). Default: `nil`.
  public var backgroundFilters: [Any]? {
    get { values.backgroundFilters }
    set { updateRare(\.backgroundFilters, newValue, "backgroundFilters") }
  }

  /// How the contents image is sampled when drawn smaller than its pixels. Default: `.linear`.
  public var minificationFilter: CALayerContentsFilter {
    get { values.minificationFilter }
    set { updateRare(\.minificationFilter, newValue, "minificationFilter") }
  }

  /// How the contents image is sampled when drawn larger than its pixels (`.nearest` keeps a QR
  /// code's or pixel art's hard edges). Default: `.linear`.
  public var magnificationFilter: CALayerContentsFilter {
    get { values.magnificationFilter }
    set { updateRare(\.magnificationFilter, newValue, "magnificationFilter") }
  }
}

/// How a layer's contents image is sampled when scaled (Core Animation's `CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string for the filter.
  public let rawValue: String
  /// Wraps one of Core Animation's filter strings.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Bilinear interpolation.
  public static let linear = CALayerContentsFilter(rawValue: "linear")
  /// The nearest pixel: hard, blocky edges.
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")
  /// Bilinear with mipmaps for minification; drawn as `.linear`.
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The compositing filter names Core Animation takes in `compositingFilter` and the blend modes
/// they are (Core Image's filter names without their `CI` prefix, first letter lower-cased, as
/// Apple's layers accept them).
public enum CALayerBlendMode {
  /// The blend mode `name` stands for, or `nil` for a name Lamina does not know.
  public static func blendMode(named name: String) -> CGBlendMode? {
    let key = name.hasPrefix("CI") ? name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3) : name
    return table[key]
  }

  /// Every name, with its blend mode.
  public static let table: [String: CGBlendMode] = [
    "normalBlendMode": .normal, "multiplyBlendMode": .multiply, "screenBlendMode": .screen,
    "overlayBlendMode": .overlay, "darkenBlendMode": .darken, "lightenBlendMode": .lighten,
    "colorDodgeBlendMode": .colorDodge, "colorBurnBlendMode": .colorBurn,
    "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
    "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
    "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
    "sourceOverCompositing": .normal, "sourceInCompositing": .sourceIn,
    "sourceOutCompositing": .sourceOut, "sourceAtopCompositing": .sourceAtop,
    "destinationOverCompositing": .destinationOver, "destinationInCompositing": .destinationIn,
    "destinationOutCompositing": .destinationOut, "destinationAtopCompositing": .destinationAtop,
    "additionCompositing": .plusLighter, "xor": .xor, "clear": .clear, "copy": .copy,
    "plusD": .plusDarker, "plusL": .plusLighter,
  ]
}
