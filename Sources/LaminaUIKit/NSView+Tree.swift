import Foundation
import Lamina
import LaminaUIDrawing

// NSView's tree, mirrored in the layer tree as UIView's is, with each layer's geometry flipped
// where the view's flippedness differs from its superview's; conversion, hit testing, drawing.

extension NSView {
  /// How a view's frame changes with its superview's bounds (AppKit's names; the layer's bits).
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Nothing changes.
    public static let none = AutoresizingMask([])
    /// The left margin stretches.
    public static let minXMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let width = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let maxXMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The margin at minimum y stretches (the bottom, in an unflipped superview).
    public static let minYMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let height = AutoresizingMask(rawValue: 1 << 4)
    /// The margin at maximum y stretches (the top, in an unflipped superview).
    public static let maxYMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Adds `view` as the frontmost subview, removing it from its superview first.
  public func addSubview(_ view: NSView) { insert(view, at: subviews.count) }

  /// Adds `view` just above or below `otherView` (at the front or back when `nil` or not a subview).
  public func addSubview(
    _ view: NSView, positioned place: NSWindow.OrderingMode, relativeTo otherView: NSView?
  ) {
    let sibling = otherView.flatMap { o in subviews.firstIndex { $0 === o } }
    let without = sibling.map { i in i - (subviews.prefix(i).contains { $0 === view } ? 1 : 0) }
    switch place {
    case .above: insert(view, at: without.map { $0 + 1 } ?? subviews.count)
    case .below: insert(view, at: without ?? 0)
    case .out: view.removeFromSuperview()
    }
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() { detach() }

  func insert(_ view: NSView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let moving = view.superview !== self
    if moving { view.viewWillMove(toSuperview: self) }
    view.detach(notify: moving)
    let i = min(max(index, 0), subviews.count)
    let layerIndex =
      i < subviews.count ? backingLayer.sublayers?.firstIndex { $0 === subviews[i].backingLayer } : nil
    subviews.insert(view, at: i)
    view.superview = self
    view.nextResponder = self
    backingLayer.insertSublayer(
      view.backingLayer, at: UInt32(layerIndex ?? backingLayer.sublayers?.count ?? 0))
    view.updateGeometryFlip()
    if moving {
      view.viewDidMoveToSuperview()
      didAddSubview(view)
    }
  }

  func detach(notify: Bool = true) {
    guard let parent = superview else { return }
    if notify {
      parent.willRemoveSubview(self)
      viewWillMove(toSuperview: nil)
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    nextResponder = nil
    backingLayer.removeFromSuperlayer()
    updateGeometryFlip()
    if notify { viewDidMoveToSuperview() }
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: NSView) -> Bool {
    var node: NSView? = self
    while let n = node {
      if n === view { return true }
      node = n.superview
    }
    return false
  }

  /// Flips the layer's geometry where the view's flippedness differs from its superview's; a
  /// root's "superview" is Lamina's canvas, which is flipped (y down).
  func updateGeometryFlip() { backingLayer.isGeometryFlipped = isFlipped != (superview?.isFlipped ?? true) }

  /// Puts `layer` in the place of the current one (layer-hosting).
  func replaceLayer(with layer: CALayer) {
    let old = backingLayer
    guard layer !== old else { return }
    layer.frame = old.frame
    for sub in old.sublayers ?? [] { layer.addSublayer(sub) }
    if let parent = old.superlayer { parent.replaceSublayer(old, with: layer) }
    old.delegate = nil
    adopt(layer)
  }

  // MARK: Conversion and hit testing

  /// `point` in this view's coordinates, from `view`'s (a window's base space for `nil`: the root's).
  public func convert(_ point: NSPoint, from view: NSView?) -> NSPoint {
    backingLayer.convert(point, from: (view ?? rootView).backingLayer)
  }
  /// `point` in `view`'s coordinates (the root's for `nil`), from this view's.
  public func convert(_ point: NSPoint, to view: NSView?) -> NSPoint {
    backingLayer.convert(point, to: (view ?? rootView).backingLayer)
  }
  /// `rect` in this view's coordinates, from `view`'s.
  public func convert(_ rect: NSRect, from view: NSView?) -> NSRect {
    backingLayer.convert(rect, from: (view ?? rootView).backingLayer)
  }
  /// `rect` in `view`'s coordinates, from this view's.
  public func convert(_ rect: NSRect, to view: NSView?) -> NSRect {
    backingLayer.convert(rect, to: (view ?? rootView).backingLayer)
  }

  private var rootView: NSView {
    var node = self
    while let parent = node.superview { node = parent }
    return node
  }

  /// The deepest visible view under `point` (in the superview's coordinates), front to back.
  func deepestView(at point: NSPoint) -> NSView? {
    guard !isHidden else { return nil }
    let local = superview.map { convert(point, from: $0) } ?? pointFromWindow(point)
    guard bounds.contains(local) else { return nil }
    for sub in subviews.reversed() {
      if let hit = sub.hitTest(local) { return hit }
    }
    return self
  }

  /// A root's point from its window's base space (y up, where its frame is placed).
  private func pointFromWindow(_ point: NSPoint) -> NSPoint {
    NSPoint(
      x: point.x - frame.minX + bounds.minX,
      y: (isFlipped ? frame.maxY - point.y : point.y - frame.minY) + bounds.minY)
  }

  /// `rect` less `insets` (`sign` 1) or grown by them (−1); the top inset at maximum y unless the
  /// superview is flipped.
  func inset(_ rect: NSRect, by insets: NSEdgeInsets, sign: CGFloat) -> NSRect {
    let yUp = !(superview?.isFlipped ?? false)
    let minY = yUp ? insets.bottom : insets.top
    let maxY = yUp ? insets.top : insets.bottom
    return CGRect(
      x: rect.minX + sign * insets.left, y: rect.minY + sign * minY,
      width: rect.width - sign * (insets.left + insets.right), height: rect.height - sign * (minY + maxY))
  }
}

/// AppKit's window: Lamina has none (`NSView.window` is `nil`); the type carries AppKit's names.
open class NSWindow {
  /// Where a view goes relative to another.
  public enum OrderingMode: Int, Sendable {
    /// Below the other.
    case below = -1
    /// Out of the list.
    case out = 0
    /// Above the other.
    case above = 1
  }

  /// The window's pixels per point: 1.
  open var backingScaleFactor: CGFloat { 1 }
}

extension NSView {
  /// The window: `nil`, Lamina has no windows.
  public var window: NSWindow? { nil }
}
