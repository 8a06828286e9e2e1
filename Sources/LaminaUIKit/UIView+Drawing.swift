import Foundation
import Lamina
import LaminaUIDrawing

// How a view draws and lays out as its layer's delegate.

extension UIView {
  /// Runs `draw(_:)` with `ctx` as the current context (y down, the bounds' top-left at the origin).
  func drawContent(in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    drawIsInherited = false
    draw(bounds)
  }

  /// Draws the layer's backing image through `draw(_:)`; a view that does not override `draw(_:)`
  /// keeps none, as UIKit gives such a view no backing store. (UIView's own `draw(_:)` marks that it
  /// ran; an override that calls it and draws something keeps its drawing.)
  func displayContent() {
    guard !drawsNothing else { return }
    let image = layer.backingImage(scale: layer.contentsScale)
    if drawIsInherited, image.map({ $0.premultipliedARGB.allSatisfy { $0 == 0 } }) ?? true {
      return drawsNothing = true
    }
    layer.contents = image
  }

  /// The layout pass for the view: the controller's `viewWillLayoutSubviews`, `layoutSubviews`,
  /// then `viewDidLayoutSubviews`.
  func runLayout() {
    controller?.viewWillLayoutSubviews()
    layoutSubviews()
    controller?.viewDidLayoutSubviews()
  }

  /// Sets the layer's contents gravity (and redraw on resize) for `contentMode`. UIKit's top is
  /// the layer's minimum y, which Core Animation's gravity names "bottom" (its names are y up).
  func applyContentMode() {
    layer.needsDisplayOnBoundsChange = contentMode == .redraw
    layer.contentsGravity =
      switch contentMode {
      case .scaleToFill, .redraw: .resize
      case .scaleAspectFit: .resizeAspect
      case .scaleAspectFill: .resizeAspectFill
      case .center: .center
      case .top: .bottom
      case .bottom: .top
      case .left: .left
      case .right: .right
      case .topLeft: .bottomLeft
      case .topRight: .bottomRight
      case .bottomLeft: .topLeft
      case .bottomRight: .topRight
      }
  }
}

/// Makes layers of Lamina's kinds from a class value.
enum LayerKinds {
  /// A new layer of `kind` when it is `CALayer` or one of Lamina's layer kinds; a plain layer
  /// otherwise (a class defined elsewhere cannot be made from its class value in Swift).
  static func make(_ kind: AnyClass) -> CALayer {
    switch kind {
    case is CAShapeLayer.Type: CAShapeLayer()
    case is CAGradientLayer.Type: CAGradientLayer()
    case is CATextLayer.Type: CATextLayer()
    case is CAReplicatorLayer.Type: CAReplicatorLayer()
    case is CATransformLayer.Type: CATransformLayer()
    case is CAScrollLayer.Type: CAScrollLayer()
    case is CAEmitterLayer.Type: CAEmitterLayer()
    default: CALayer()
    }
  }
}
