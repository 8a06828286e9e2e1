import Foundation
import Lamina
import LaminaUIDrawing

/// A slider: a track filled in the tint colour up to a round white thumb at `value`. The drawn
/// sizes are UIKit's usual ones (a 2-point track, a 28-point thumb, 31 points high) as seen on
/// iOS, not measured; a thumb image set with `setThumbImage(_:for:)` replaces the thumb.
open class UISlider: UIControl {
  /// The value, kept within `minimumValue…maximumValue`. Default: 0.
  open var value: Float = 0 { didSet { clampValue() } }
  /// The value at the track's left end. Default: 0.
  open var minimumValue: Float = 0 { didSet { clampValue() } }
  /// The value at the track's right end. Default: 1.
  open var maximumValue: Float = 1 { didSet { clampValue() } }
  /// Whether dragging sends value changes continuously (stored). Default: `true`.
  open var isContinuous = true
  /// The colour of the track left of the thumb; `nil` is the tint colour. Default: `nil`.
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
  /// The colour of the track right of the thumb. Default: `nil` (light grey).
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
  /// The thumb's colour; `nil` is white. Default: `nil`.
  open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }
  /// An image at the left end (stored). Default: `nil`.
  open var minimumValueImage: UIImage?
  /// An image at the right end (stored). Default: `nil`.
  open var maximumValueImage: UIImage?

  private var thumbImages: [UInt: UIImage] = [:]
  private let minimumTrack = CALayer()
  private let maximumTrack = CALayer()
  private let thumb = CALayer()

  /// A slider with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addParts()
  }

  /// A slider decoded by `NSCoder`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addParts()
  }

  private func addParts() {
    for part in [maximumTrack, minimumTrack, thumb] { layer.addSublayer(part) }
  }

  /// Sets `value` (never animated in Lamina's model: the next frame shows it).
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
  /// Sets the thumb's image for `state`.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
    setNeedsLayout()
  }
  /// The thumb image set for `state` (or for `.normal`).
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[0]
  }
  /// The thumb image shown now.
  open var currentThumbImage: UIImage? { thumbImage(for: state) }

  /// 31 points high; no intrinsic width.
  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

  /// The track: 2 points high, centred, across the bounds.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
  }

  /// The thumb's rectangle for `value` on `rect`: its size (the image's, else 28 points) centred on
  /// the track, travelling so that it stays inside the track's ends.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size = currentThumbImage?.size ?? CGSize(width: 28, height: 28)
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    let x = rect.minX + (rect.width - size.width) * min(max(fraction, 0), 1)
    return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
  }

  /// Places the track's two parts and the thumb.
  open override func layoutSubviews() {
    super.layoutSubviews()
    CATransaction.begin()
    CATransaction.setDisableActions(true)  // the parts move with the value, not animated
    defer { CATransaction.commit() }
    let track = trackRect(forBounds: bounds)
    let knob = thumbRect(forBounds: bounds, trackRect: track, value: value)
    minimumTrack.frame = CGRect(
      x: track.minX, y: track.minY, width: knob.midX - track.minX, height: track.height)
    maximumTrack.frame = CGRect(
      x: knob.midX, y: track.minY, width: track.maxX - knob.midX, height: track.height)
    for part in [minimumTrack, maximumTrack] { part.cornerRadius = track.height / 2 }
    minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).cgColor
    maximumTrack.backgroundColor = (maximumTrackTintColor ?? UIColor(white: 0.71, alpha: 1)).cgColor
    thumb.frame = knob
    if let image = currentThumbImage?.cgImage {
      (thumb.contents, thumb.backgroundColor, thumb.cornerRadius, thumb.shadowOpacity) = (image, nil, 0, 0)
    } else {
      (thumb.contents, thumb.backgroundColor) = (nil, (thumbTintColor ?? .white).cgColor)
      (thumb.cornerRadius, thumb.shadowOpacity, thumb.shadowRadius) = (knob.height / 2, 0.25, 2)
      thumb.shadowOffset = CGSize(width: 0, height: 2)
    }
  }

  open override func tintColorDidChange() { setNeedsLayout() }

  private func clampValue() {
    let clamped = min(max(value, minimumValue), max(minimumValue, maximumValue))
    if clamped != value { value = clamped }
    setNeedsLayout()
  }
}
