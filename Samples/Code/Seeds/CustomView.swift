import LaminaUIKit

// Seed 001 ("Auto Layout notes: custom views") describes, without a listing, the four things a
// custom view does for Auto Layout; this view does each as the note says:
// 1. `intrinsicContentSize`, with `noIntrinsicMetric` on the axis it has no size for, and
//    `invalidateIntrinsicContentSize()` when a property that changes it changes;
// 2. an alignment rect apart from its frame (`alignmentRectInsets`), with ornaments drawn outside;
// 3. baseline alignment through `forBaselineLayout()` (iOS's `viewForBaselineLayout`): a subview
//    whose baseline is the view's;
// 4. its subviews' constraints added in `updateConstraints()` (calling `super` last), with
//    `requiresConstraintBasedLayout`, and `layoutSubviews()` calling `super` before adjusting.

/// A tag: a blue rounded core with its title inside, a soft shadow and a red badge drawn around
/// it in a 20-point margin the alignment rect leaves out.
final class TagView: UIView {
  let titleLabel = UILabel()
  private var titleConstraints: [NSLayoutConstraint] = []

  var title = "" {
    didSet {
      titleLabel.text = title
      invalidateIntrinsicContentSize()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  // 1. The width the title needs plus 12 points each side; no intrinsic height.
  override var intrinsicContentSize: CGSize {
    CGSize(width: titleLabel.intrinsicContentSize.width + 24, height: UIView.noIntrinsicMetric)
  }

  // 2. The core is the frame less 20 points all round (where the shadow and badge are drawn).
  override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20) }

  // 3. The title's baseline is the tag's.
  override func forBaselineLayout() -> UIView { titleLabel }

  // 4. The title centred in the view, added once in updateConstraints.
  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    if titleConstraints.isEmpty {
      titleConstraints = [
        titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
        titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      ]
      NSLayoutConstraint.activate(titleConstraints)
    }
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Past what the constraints give: the title on whole points.
    titleLabel.frame.origin.y = titleLabel.frame.origin.y.rounded()
  }

  override func draw(_ rect: CGRect) {
    let core = alignmentRect(forFrame: bounds)
    UIColor.black.withAlphaComponent(0.25).setFill()
    UIBezierPath(roundedRect: core.offsetBy(dx: 6, dy: 6), cornerRadius: 12).fill()
    UIColor.systemBlue.setFill()
    UIBezierPath(roundedRect: core, cornerRadius: 12).fill()
    UIColor.systemRed.setFill()
    UIBezierPath(ovalIn: CGRect(x: core.maxX - 12, y: core.minY - 8, width: 20, height: 20)).fill()
  }
}

/// The note's figure: left 80, top 100, width 100 and height 100 on the tag's alignment rect
/// make its frame {60, 80, 140, 140}; a second tag sized by its title sits 16 points to the right
/// with its title's baseline on the first one's.
enum CustomViewSample {
  static func make() -> (root: UIView, tag: TagView, next: TagView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 260))
    root.backgroundColor = .white
    let tag = TagView()
    tag.title = "Auto"
    tag.translatesAutoresizingMaskIntoConstraints = false
    let next = TagView()
    next.title = "Layout notes"
    next.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(tag)
    root.addSubview(next)
    NSLayoutConstraint.activate([
      tag.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 80),
      tag.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      tag.widthAnchor.constraint(equalToConstant: 100),
      tag.heightAnchor.constraint(equalToConstant: 100),
      next.leadingAnchor.constraint(equalTo: tag.trailingAnchor, constant: 16),
      next.heightAnchor.constraint(equalToConstant: 40),
      next.lastBaselineAnchor.constraint(equalTo: tag.lastBaselineAnchor),
    ])
    return (root, tag, next)
  }
}
