import Foundation
import Lamina
import LaminaUIDrawing

// How a view draws and lays out as its layer's delegate.

/// What UIView and NSView share in drawing: each draws its content through its layer's delegate,
/// into a backing image, which a view whose `draw(_:)` is the framework's own does not keep (as
/// UIKit and AppKit give such a view no backing store).
protocol LayerDrawingView: LayerOwner {
  /// The bounds `draw(_:)` is given.
  var bounds: CGRect { get }
  /// Set by the framework's own `draw(_:)`: an override that calls it and draws something keeps
  /// its drawing.
  var drawIsInherited: Bool { get set }
  /// Whether `draw(_:)` was found to draw nothing but the framework's own (no backing image until
  /// the view is marked to draw again).
  var drawsNothing: Bool { get set }
  /// Draws the view's content into the current context.
  func draw(_ rect: CGRect)
}

extension LayerDrawingView {
  /// Runs `draw(_:)` with `ctx` current (the layer's context: y down for a UIView, y up for an
  /// unflipped NSView).
  func drawContent(in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    defer { UIGraphicsPopContext() }
    drawIsInherited = false
    draw(bounds)
  }

  /// Draws the layer's backing image through `draw(_:)`, or drops it when only the framework's own
  /// `draw(_:)` ran and painted nothing.
  func displayContent() {
    guard !drawsNothing else { return }
    let layer = backingLayer
    let image = layer.backingImage(scale: layer.contentsScale)
    if drawIsInherited, image.map({ $0.premultipliedARGB.allSatisfy { $0 == 0 } }) ?? true {
      return drawsNothing = true
    }
    layer.contents = image
  }
}

extension UIView: LayerDrawingView {
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
