import Foundation
import Lamina
import LaminaUIDrawing

// The view tree, mirrored in the layer tree: each subview's layer is a sublayer of its superview's,
// in the same order. A view is never made a subview of itself or of one of its descendants.

extension UIView {
  /// What `addSubview` and `insertSubview(_:at:)` do: `view` leaves its superview, then goes to
  /// `index` (clamped) of the subviews and its layer to the matching place among the sublayers.
  func insert(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let moving = view.superview !== self
    if moving { view.willMove(toSuperview: self) }
    view.detach(notify: moving)
    let i = min(max(index, 0), subviews.count)
    let layerIndex = i < subviews.count ? layer.sublayers?.firstIndex { $0 === subviews[i].layer } : nil
    subviews.insert(view, at: i)
    view.superview = self
    layer.insertSublayer(view.layer, at: UInt32(layerIndex ?? layer.sublayers?.count ?? 0))
    if moving {
      view.didMoveToSuperview()
      didAddSubview(view)
    }
  }

  /// What `removeFromSuperview` does; `notify` tells the views.
  func detach(notify: Bool = true) {
    guard let parent = superview else { return }
    if notify {
      parent.willRemoveSubview(self)
      willMove(toSuperview: nil)
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
    if notify { didMoveToSuperview() }
  }

  /// Inserts `view` just in front of `sibling` (at the front when it is not a subview).
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insert(view, at: i - (subviews.prefix(i).contains { $0 === view } ? 1 : 0))
  }

  /// Inserts `view` just behind `sibling` (at the back when it is not a subview).
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let i = subviews.firstIndex { $0 === sibling } ?? 0
    insert(view, at: i - (subviews.prefix(i).contains { $0 === view } ? 1 : 0))
  }

  /// Moves `view` to the front of the subviews.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: subviews.count)
  }

  /// Moves `view` to the back of the subviews.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: 0)
  }

  /// Swaps the subviews at two indices (and their layers).
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else {
      return
    }
    let (a, b) = (subviews[min(index1, index2)], subviews[max(index1, index2)])
    insert(a, at: max(index1, index2))
    insert(b, at: min(index1, index2))
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var node: UIView? = self
    while let n = node {
      if n === view { return true }
      node = n.superview
    }
    return false
  }

  /// The view itself or the first descendant (depth first) whose `tag` is `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews { if let found = view.viewWithTag(tag) { return found } }
    return nil
  }

  /// `point`, in this view's coordinates, in `view`'s (the root's when `nil`).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: other(view)) }
  /// `point`, in `view`'s coordinates (the root's when `nil`), in this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: other(view))
  }
  /// `rect`, in this view's coordinates, in `view`'s (the root's when `nil`).
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: other(view)) }
  /// `rect`, in `view`'s coordinates (the root's when `nil`), in this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: other(view)) }

  /// The layer of `view`, or of this view's root when `nil` (UIKit's window).
  private func other(_ view: UIView?) -> CALayer { (view ?? root).layer }

  /// What `hitTest(_:with:)` does.
  func deepestView(at point: CGPoint, _ event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for view in subviews.reversed() {
      if let hit = view.hitTest(convert(point, to: view), with: event) { return hit }
    }
    return self
  }
}
