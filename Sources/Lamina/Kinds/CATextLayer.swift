import Foundation
import Synchronization

/// A layer that draws a string (QuartzCore's `CATextLayer`), laid out by Pango and HarfBuzz in the
/// DejaVu fonts Lamina loads by file (`FontLibrary`).
///
/// As on Apple platforms the text is rasterised into the layer's backing image at `contentsScale`
/// (1 by default: set it to the screen scale for sharp text), from the top of the bounds; lines break
/// only at newlines unless `isWrapped`; a line that does not fit is clipped, or shortened with an
/// ellipsis by `truncationMode`. Defaults are Apple's: Helvetica (DejaVu Sans stands in) at 36
/// points, opaque white. For layout, the measured text gives `intrinsicContentSize` and the first
/// and last baselines, unless they are set explicitly.
open class CATextLayer: CALayer {
  override open func presentationInstance() -> CALayer { CATextLayer(layer: self) }

  /// A `String` or an `NSAttributedString` (runs with `.font` and `.foregroundColor`). Default: `nil`.
  open var string: Any? { didSet { textChanged() } }
  /// A plain string's font: a name, or a font object whose size is ignored (Apple's rule: `fontSize`
  /// sets the size). `nil` is Helvetica. Default: `"Helvetica"`, as Apple documents.
  open var font: Any? = "Helvetica" { didSet { textChanged() } }
  /// The size of a plain string's text, in points (an attributed string's runs carry theirs). Default: 36.
  open var fontSize: CGFloat = 36 {
    didSet { textChanged(); changed("fontSize", oldValue) }
  }
  /// The colour of a plain string's text. Default: opaque white.
  open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
    didSet { textChanged(); changed("foregroundColor", oldValue) }
  }
  /// Whether lines wrap at the bounds' width. Default: `false`.
  open var isWrapped = false { didSet { textChanged() } }
  /// How lines are aligned in the bounds. Default: `.natural`.
  open var alignmentMode = CATextLayerAlignmentMode.natural { didSet { textChanged() } }
  /// How a line too long for the bounds is shortened. Default: `.none`.
  open var truncationMode = CATextLayerTruncationMode.none { didSet { textChanged() } }
  /// The most lines wrapped text keeps before `truncationMode` shortens the last (0: as many as
  /// there are). Set by `UILabel` from `numberOfLines`; not one of Apple's properties.
  package var maximumLines = 0 { didSet { textChanged() } }
  /// Whether glyph positions may be quantised to pixels. Stored. Default: `false`.
  open var allowsFontSubpixelQuantization = false

  /// A text layer with Apple's defaults; it redraws when its bounds change.
  override public init() {
    super.init()
    needsDisplayOnBoundsChange = true
  }

  /// A text layer decoded by `NSCoder`: Apple's defaults (Lamina does not archive layers).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    needsDisplayOnBoundsChange = true
  }

  /// A copy of `layer`'s properties, text properties included when it is a text layer.
  override public init(layer: Any) { super.init(layer: layer) }

  /// Copies the text layer properties of `layer` when it is one.
  override package func copyKindProperties(from layer: CALayer) {
    guard let other = layer as? CATextLayer else { return }
    (string, font, fontSize, foregroundColor) = (
      other.string, other.font, other.fontSize, other.foregroundColor
    )
    (isWrapped, alignmentMode, truncationMode) = (other.isWrapped, other.alignmentMode, other.truncationMode)
    allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    maximumLines = other.maximumLines
  }

  /// The last layout made and the width it was made for: measuring (intrinsic size, both
  /// baselines) and drawing share it until a text property changes. Locked: renders of one scene
  /// on several threads draw the same layer.
  let laidOut = Mutex<(width: CGFloat, text: TextLayout?)?>(nil)

  private func textChanged() {
    laidOut.withLock { $0 = nil }
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// Draws the text at the top of the bounds, aligned in their width.
  override open func draw(in ctx: CGContext) {
    super.draw(in: ctx)
    guard let text = layout(width: bounds.width) else { return }
    try? ctx.draw(text, at: bounds.origin, boxWidth: bounds.width)
  }

  /// The measured text (wrapped at the bounds' width when `isWrapped`), or the explicitly set size.
  override open var intrinsicContentSize: CGSize {
    get {
      let explicit = super.intrinsicContentSize
      guard explicit.width == CALayer.noIntrinsicMetric, explicit.height == CALayer.noIntrinsicMetric,
        let text = layout(width: bounds.width)
      else { return explicit }
      return CGSize(width: text.size.width.rounded(.up), height: text.size.height.rounded(.up))
    }
    set { super.intrinsicContentSize = newValue }
  }

  /// The first line's baseline below the top (measured), unless set explicitly.
  override open var firstBaselineOffsetFromTop: CGFloat {
    get {
      super.firstBaselineOffsetFromTop != 0
        ? super.firstBaselineOffsetFromTop : layout(width: bounds.width)?.lines.first?.baseline ?? 0
    }
    set { super.firstBaselineOffsetFromTop = newValue }
  }

  /// The last line's baseline above the bottom of the measured text (rounded up as the intrinsic
  /// height is), unless set explicitly.
  override open var lastBaselineOffsetFromBottom: CGFloat {
    get {
      guard super.lastBaselineOffsetFromBottom == 0, let text = layout(width: bounds.width),
        let last = text.lines.last
      else { return super.lastBaselineOffsetFromBottom }
      return text.size.height.rounded(.up) - last.baseline
    }
    set { super.lastBaselineOffsetFromBottom = newValue }
  }
}
