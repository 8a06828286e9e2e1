import Foundation

/// The object that draws a layer's contents and lays out its sublayers (QuartzCore's
/// `CALayerDelegate`). Every method is optional: the defaults do what Core Animation does when a
/// delegate does not implement the method.
public protocol CALayerDelegate: AnyObject {
  /// Draws `layer`'s contents into `ctx` (user space: the layer's bounds).
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Updates `layer.contents` directly. Default: draws a backing image with `draw(_:in:)`.
  func display(_ layer: CALayer)
  /// Called before `layer` draws into its backing image.
  func layerWillDraw(_ layer: CALayer)
  /// Lays out `layer`'s sublayers. Default: asks `layer.layoutManager`.
  func layoutSublayers(of layer: CALayer)
  /// The action for `event` on `layer`: `nil` to continue the search, `NSNull()` to end it.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Draws nothing.
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// Draws a backing image with the layer's `draw(in:)`.
  public func display(_ layer: CALayer) { layer.displayBackingStore() }
  /// Does nothing.
  public func layerWillDraw(_ layer: CALayer) {}
  /// Asks the layer's layout manager.
  public func layoutSublayers(of layer: CALayer) { layer.layoutManager?.layoutSublayers(of: layer) }
  /// No action: the search continues.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
