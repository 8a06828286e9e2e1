import Foundation

/// How a scroll layer may move its bounds origin (QuartzCore's `CAScrollLayerScrollMode`).
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
  /// Core Animation's string for the mode.
  public let rawValue: String
  /// Wraps one of Core Animation's scroll-mode strings.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Never scrolls.
  public static let none = CAScrollLayerScrollMode(rawValue: "none")
  /// Scrolls along y only.
  public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
  /// Scrolls along x only.
  public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
  /// Scrolls along both axes (the default).
  public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers by moving its `bounds.origin`; scrolling never moves
/// the layer itself (spec §1.5).
open class CAScrollLayer: CALayer {
  override open func presentationInstance() -> CALayer { CAScrollLayer(layer: self) }

  /// The axes along which scrolling may move the bounds origin. Default: `.both`.
  open var scrollMode: CAScrollLayerScrollMode = .both

  /// Makes `p`, in this layer's coordinates, the bounds origin, along the axes `scrollMode` allows.
  open func scroll(to p: CGPoint) {
    guard p.x.isFinite, p.y.isFinite else { return }
    if scrollMode == .both || scrollMode == .horizontally { bounds.origin.x = p.x }
    if scrollMode == .both || scrollMode == .vertically { bounds.origin.y = p.y }
  }

  /// Scrolls the least distance that brings `r`, in this layer's coordinates, inside the bounds
  /// (its top-left edge wins when it is larger than the bounds).
  open func scroll(to r: CGRect) {
    let b = bounds
    let r = r.standardized
    func axis(_ lo: CGFloat, _ hi: CGFloat, _ visibleLo: CGFloat, _ length: CGFloat) -> CGFloat {
      if lo < visibleLo || hi - lo > length { return lo }
      if hi > visibleLo + length { return hi - length }
      return visibleLo
    }
    scroll(to: CGPoint(x: axis(r.minX, r.maxX, b.minX, b.width), y: axis(r.minY, r.maxY, b.minY, b.height)))
  }
}

extension CALayer {
  /// The nearest ancestor (not this layer) that is a scroll layer.
  private var enclosingScrollLayer: CAScrollLayer? {
    var node = superlayer
    while let n = node {
      if let scroller = n as? CAScrollLayer { return scroller }
      node = n.superlayer
    }
    return nil
  }

  /// Scrolls the nearest enclosing scroll layer (this layer, when it is one) so that `p`, in this
  /// layer's coordinates, is at its top-left (its bounds origin). No-op without one.
  public func scroll(_ p: CGPoint) {
    // Called on a scroll layer itself, it scrolls that layer (measured on Apple's framework, issue 12).
    if let scroller = self as? CAScrollLayer { return scroller.scroll(to: p) }
    guard let scroller = enclosingScrollLayer else { return }
    scroller.scroll(to: convert(p, to: scroller))
  }

  /// Scrolls the nearest enclosing scroll layer the least distance that makes `r` visible.
  public func scrollRectToVisible(_ r: CGRect) {
    guard let scroller = enclosingScrollLayer else { return }
    scroller.scroll(to: convert(r, to: scroller))
  }

  /// The part of the bounds the nearest enclosing scroll layer shows, in this layer's coordinates;
  /// the whole bounds without one, `.null` when nothing shows.
  public var visibleRect: CGRect {
    guard let scroller = enclosingScrollLayer else { return bounds }
    return convert(scroller.bounds, from: scroller).intersection(bounds)
  }
}
