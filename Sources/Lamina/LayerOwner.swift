import Foundation

/// An object that owns a layer and stands for it: a view. Layout constraints may name it as an
/// item (they lay out its layer), and snapshot assertions render its layer.
public protocol LayerOwner: AnyObject {
  /// The layer the object owns and draws into (a `UIView`'s `layer`; AppKit's name for the layer
  /// behind a view, whose `layer` property is optional).
  var backingLayer: CALayer { get }
}

extension CALayer {
  /// The object that owns this layer and stands for it (the view whose layer it is): the delegate,
  /// when the delegate owns this layer.
  package var owner: LayerOwner? {
    guard let owner = delegate as? LayerOwner, owner.backingLayer === self else { return nil }
    return owner
  }
}

/// The layer an item stands for: the item itself when it is a layer, the owned layer when it owns
/// one (a view), else `nil`.
package func layerOfItem(_ item: Any?) -> CALayer? {
  if let layer = item as? CALayer { return layer }
  return (item as? LayerOwner)?.backingLayer
}

extension LayerOwner {
  /// The layer, resized to `size` (keeping its frame's origin) when given and laid out: what a
  /// snapshot of a view renders, as swift-snapshot-testing's view strategy prepares a view.
  package func preparedForSnapshot(size: CGSize?) -> CALayer {
    let layer = backingLayer
    if let size { layer.frame = CGRect(origin: layer.frame.origin, size: size) }
    layer.layoutIfNeeded()
    return layer
  }
}
