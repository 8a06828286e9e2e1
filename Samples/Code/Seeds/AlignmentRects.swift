import LaminaUIKit

// Seed 000, listing 1-2 ("Using Code-Based Alignment Frames"): an OS X view drawing a shadowed,
// outlined rounded square, with its intrinsic size and its frame/alignment-rect conversions,
// translated from Objective-C to Swift line for line (`AppKit` is the import it replaces).
// ORANGE_COLOR is the listing's own macro, not printed in the seed; the conversions are kept as
// printed, including `alignmentRectForFrame:`'s undeclared `rect` (declared here) and its not
// being the exact inverse of `frameForAlignmentRect:`.

let ORANGE_COLOR = NSColor.orange

class CustomView: NSView {
  override func draw(_ dirtyRect: NSRect) {
    var path: NSBezierPath

    // Calculate offset from frame for 170x170 art
    let dx: CGFloat = (self.frame.size.width - 170) / 2.0
    let dy: CGFloat = (self.frame.size.height - 170)

    // Draw a shadow
    var rect = NSMakeRect(8 + dx, -8 + dy, 160, 160)
    path = NSBezierPath(roundedRect: rect, xRadius: 32, yRadius: 32)
    NSColor.black.withAlphaComponent(0.3).set()
    path.fill()

    // Draw fixed-size shape with outline
    rect.origin = CGPoint(x: dx, y: dy)
    path = NSBezierPath(roundedRect: rect, xRadius: 32, yRadius: 32)
    NSColor.black.set()
    path.lineWidth = 6
    path.stroke()
    ORANGE_COLOR.set()
    path.fill()
  }

  override var intrinsicContentSize: NSSize {
    // Fixed content size - base + frame
    return NSMakeSize(170, 170)
  }

  // #define USE_ALIGNMENT_RECTS 1
  override func frame(forAlignmentRect alignmentRect: NSRect) -> NSRect {
    // 1 + 10 / 160 = 1.0625
    var rect = NSRect(origin: alignmentRect.origin, size: .zero)
    rect.size.width = alignmentRect.size.width * 1.06250
    rect.size.height = alignmentRect.size.height * 1.06250
    return rect
  }

  override func alignmentRect(forFrame frame: NSRect) -> NSRect {
    var rect = NSRect.zero
    // Account for vertical flippage
    let dy: CGFloat = (frame.size.height - 170.0) / 2.0
    rect.origin = CGPoint(x: frame.origin.x, y: frame.origin.y + dy)

    rect.size.width = frame.size.width * (160.0 / 170.0)
    rect.size.height = frame.size.height * (160.0 / 170.0)
    return rect
  }
}

/// Figure 1-15's arrangement: the view centred in a 300 × 260 window content view (unflipped, y
/// up) by two constraints on its alignment rect.
enum AlignmentRectsSample {
  static func make() -> (content: NSView, custom: CustomView) {
    let content = NSView(frame: NSMakeRect(0, 0, 300, 260))
    let custom = CustomView(frame: .zero)
    custom.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(custom)
    NSLayoutConstraint.activate([
      custom.centerXAnchor.constraint(equalTo: content.centerXAnchor),
      custom.centerYAnchor.constraint(equalTo: content.centerYAnchor),
    ])
    return (content, custom)
  }
}
