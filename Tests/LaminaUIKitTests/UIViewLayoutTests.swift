import Foundation
import Lamina
import LaminaLayout
import LaminaUIDrawing
import LaminaUIKit
import TestSupport
import Testing

/// Auto Layout on views, as UIKit code writes it: constraints, anchors and the Visual Format
/// Language naming views, with the views' own intrinsic sizes, alignment rects and baselines.
@Suite(.serialized) struct UIViewLayoutTests {
  /// Seed 003's recipe 3.1: a system button centred in a 320 × 480 view by two constraints.
  @Test func aButtonCentredByConstraintsOnItsSuperview() {
    let root = UIView(frame: rect(0, 0, 320, 480))
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Button", for: .normal)
    root.addSubview(button)
    let superview = button.superview!
    let centerX = NSLayoutConstraint(
      item: button, attribute: .centerX, relatedBy: .equal, toItem: superview, attribute: .centerX,
      multiplier: 1, constant: 0)
    let centerY = NSLayoutConstraint(
      item: button, attribute: .centerY, relatedBy: .equal, toItem: superview, attribute: .centerY,
      multiplier: 1, constant: 0)
    superview.addConstraints([centerX, centerY])
    root.layoutIfNeeded()
    // The title measures 50.6 × 17.6 (rounded up to 51 × 18), plus the 6-point padding above and below.
    #expect(button.intrinsicContentSize == CGSize(width: 51, height: 30))
    #expect(button.frame == rect(134.5, 225, 51, 30))
    #expect(centerX.firstItem === button && centerX.secondItem === root)
    #expect(root.constraints.count == 2 && root.layer.layoutReport?.conflicts.isEmpty == true)
    #expect(centerX.description == "<NSLayoutConstraint UIButton.centerX == UIView.centerX>")
  }

  /// Seed 003's first VFL example, `H:|-100-[_button]-100-|`, and `V:|-[_button]` (standard space).
  @Test func theVisualFormatLanguageTakesViews() {
    let root = UIView(frame: rect(0, 0, 320, 480))
    let button = UIButton(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Button", for: .normal)
    root.addSubview(button)
    let views = ["_button": button]
    let h = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-100-[_button]-100-|", metrics: nil, views: views)
    let v = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[_button]", options: [], metrics: nil, views: views)
    root.addConstraints(h + v)
    root.layoutIfNeeded()
    #expect(button.frame == rect(100, 20, 120, 30))
    #expect(h.first?.firstItem === button && h.first?.secondItem === root)
    // A malformed string gives no constraints (UIKit raises); the throwing form says where.
    #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[_button", views: views).isEmpty)
    #expect(throws: VisualFormatError.self) {
      try NSLayoutConstraint.checkedConstraints(withVisualFormat: "H:|-[_button", views: views)
    }
  }

  /// Seed 001's figure: left 80, top 100, width 100 and height 100 on the alignment rect of a view
  /// with 20-point alignment insets give the frame {60, 80, 140, 140}.
  @Test func constraintsPlaceTheAlignmentRectOfAViewsOverride() {
    final class Badged: UIView {
      override var alignmentRectInsets: UIEdgeInsets {
        UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
      }
    }
    let root = UIView(frame: rect(0, 0, 320, 480))
    let view = Badged(frame: .zero)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 80),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      view.widthAnchor.constraint(equalToConstant: 100),
      view.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(view.frame == rect(60, 80, 140, 140))
    #expect(view.alignmentRect(forFrame: view.frame) == rect(80, 100, 100, 100))
  }

  /// An overridden `intrinsicContentSize` sizes the view; `invalidateIntrinsicContentSize()` and
  /// the next layout resize it; hugging decides which of two views grows.
  @Test func intrinsicSizesComeFromTheViewsOverride() {
    final class Tile: UIView {
      var side: CGFloat = 40 { didSet { invalidateIntrinsicContentSize() } }
      override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }
    }
    let root = UIView(frame: rect(0, 0, 300, 100))
    let (a, b) = (Tile(), Tile())
    for t in [a, b] {
      t.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(t)
    }
    b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
    root.addConstraints(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a]-10-[b]-10-|", views: ["a": a, "b": b])
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]", views: ["a": a])
        + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]", views: ["b": b]))
    root.layoutIfNeeded()
    #expect(a.frame == rect(10, 0, 40, 40) && b.frame == rect(60, 0, 230, 40))
    a.side = 60
    root.layoutIfNeeded()
    #expect(a.frame == rect(10, 0, 60, 60) && b.frame == rect(80, 0, 210, 40))
    #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
  }

  /// As in UIKit, activating a constraint leaves a view's autoresizing constraints on: a view
  /// still keeping its frame conflicts with a constraint that moves it.
  @Test func activatingKeepsAViewsAutoresizingConstraints() throws {
    let root = UIView(frame: rect(0, 0, 200, 200))
    let kept = UIView(frame: rect(10, 10, 50, 50))
    root.addSubview(kept)
    kept.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30).isActive = true
    root.layoutIfNeeded()
    #expect(kept.translatesAutoresizingMaskIntoConstraints)
    #expect(kept.frame == rect(10, 10, 50, 50))
    let report = try #require(root.layer.layoutReport)
    #expect(report.conflicts.count == 1)
  }

  /// Baseline constraints use `forFirstBaselineLayout`: a card aligns its title label's baseline
  /// with a label beside it.
  @Test func baselinesComeFromTheBaselineView() {
    final class Card: UIView {
      let title = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        title.text = "Title"
        title.frame = CGRect(x: 0, y: 30, width: 100, height: title.intrinsicContentSize.height)
        addSubview(title)
      }
      required init?(coder: NSCoder) { nil }
      override var forFirstBaselineLayout: UIView { title }
    }
    let root = UIView(frame: rect(0, 0, 300, 200))
    let card = Card(frame: rect(0, 20, 100, 80))
    let label = UILabel()
    label.text = "Beside"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
      label.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    let titleBaseline = 20 + 30 + card.title.firstBaselineOffsetFromTop
    #expect(abs(label.frame.minY + label.firstBaselineOffsetFromTop - titleBaseline) < 1e-9)
    #expect(label.frame.minX == 108)
    #expect(card.firstBaselineOffsetFromTop == 30 + card.title.firstBaselineOffsetFromTop)
    #expect(card.title.firstBaselineOffsetFromTop > 10 && card.title.firstBaselineOffsetFromTop < 20)
  }

  /// `updateConstraints()` runs before the first layout of a class that requires constraint-based
  /// layout, and again after `setNeedsUpdateConstraints()`.
  @Test func updateConstraintsRunsWhenMarked() {
    final class Pinned: UIView {
      var updates = 0
      var inset: CGFloat = 10
      var pins: [NSLayoutConstraint] = []
      let inner = UIView()
      override class var requiresConstraintBasedLayout: Bool { true }
      override func updateConstraints() {
        updates += 1
        NSLayoutConstraint.deactivate(pins)
        inner.translatesAutoresizingMaskIntoConstraints = false
        if inner.superview == nil { addSubview(inner) }
        pins =
          NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-m-[inner]-m-|", metrics: ["m": inset], views: ["inner": inner])
          + NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-m-[inner]-m-|", metrics: ["m": inset], views: ["inner": inner])
        NSLayoutConstraint.activate(pins)
        super.updateConstraints()
      }
    }
    let view = Pinned(frame: rect(0, 0, 100, 80))
    view.setNeedsLayout()
    view.layoutIfNeeded()
    #expect(view.updates == 1 && view.inner.frame == rect(10, 10, 80, 60))
    view.inset = 20
    view.setNeedsUpdateConstraints()
    view.layoutIfNeeded()
    #expect(view.updates == 2 && view.inner.frame == rect(20, 20, 60, 40))
    view.layoutIfNeeded()
    #expect(view.updates == 2)
  }

  /// A `layoutSubviews()` that asks for layout again is not run again in the same pass: layout ends.
  @Test func aLayoutThatAsksForMoreLayoutEnds() {
    final class Restless: UIView {
      var passes = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        setNeedsLayout()
      }
    }
    let view = Restless(frame: rect(0, 0, 10, 10))
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.passes == 2)
  }
}

extension UIViewLayoutTests {
  /// The layout margins guide sits 8 points inside the bounds (UIKit's default margins); the safe
  /// area is the whole view.
  @Test func guidesAreTheViewsAnchorsInset() {
    let root = UIView(frame: rect(0, 0, 200, 100))
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(inner)
    let margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      inner.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      inner.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      inner.heightAnchor.constraint(equalTo: margins.heightAnchor, multiplier: 0.5),
    ])
    root.layoutIfNeeded()
    #expect(inner.frame == rect(8, 0, 184, 42))
    #expect(margins.layoutFrame == rect(8, 8, 184, 84))
  }
}

extension UIViewLayoutTests {
  /// UIKit shares a change among the flexible parts in proportion to their lengths: margins of 50
  /// and 70 take 160 × 50/120 and 160 × 70/120; a margin of 50 and a width of 200 take 32 and 128.
  @Test func autoresizingIsProportional() {
    let root = UIView(frame: rect(0, 0, 320, 100))
    let floating = UIView(frame: rect(50, 0, 200, 40))
    floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let stretching = UIView(frame: rect(50, 50, 200, 40))
    stretching.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    root.addSubview(floating)
    root.addSubview(stretching)
    root.frame.size.width = 480
    #expect(abs(floating.frame.minX - (50 + 160.0 * 50 / 120)) < 1e-9 && floating.frame.width == 200)
    #expect(stretching.frame == rect(82, 50, 328, 40))
    root.autoresizesSubviews = false
    root.frame.size.width = 320
    #expect(stretching.frame == rect(82, 50, 328, 40))
  }
}

extension UIViewLayoutTests {
  /// A view in a window finds it; points convert to the screen through the window's frame, and to
  /// views as before (a view argument picks the view overload).
  @Test func windowsAndTheScreensSpace() {
    let window = UIWindow(frame: rect(0, 20, 320, 460))
    let card = UIView(frame: rect(10, 30, 100, 50))
    let dot = UIView(frame: rect(5, 5, 10, 10))
    window.addSubview(card)
    card.addSubview(dot)
    #expect(dot.window === window && window.window === window && UIView().window == nil)
    let screen = window.screen.fixedCoordinateSpace
    #expect(dot.superview!.convert(dot.frame.origin, to: screen) == CGPoint(x: 15, y: 55))
    #expect(dot.convert(CGPoint(x: 0, y: 0), to: card) == CGPoint(x: 5, y: 5))
    #expect(screen.convert(CGPoint(x: 15, y: 55), to: dot) == .zero)
    #expect(card.convert(rect(0, 0, 10, 10), to: screen) == rect(10, 50, 10, 10))
  }
}
