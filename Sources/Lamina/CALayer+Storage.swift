import Foundation

// What a layer keeps out of line, made when first written: most layers have no layout state and no
// animations.

extension CALayer {
  /// The layout state, made now if it was never written.
  package final var layoutState: LayoutState {
    if let layoutStorage { return layoutStorage }
    let made = LayoutState()
    layoutStorage = made
    return made
  }
  /// The layout state if it was ever written; reading through it makes none.
  final var existingLayoutState: LayoutState? { layoutStorage }

  /// Animations, the layer's own timing and actions: out of line, made when first written, as most
  /// layers never have any (it is several times the size of the layer's common values).
  package final var animationState: LayerAnimationState {
    get { animationBox?.state ?? LayerAnimationState() }
    set {
      if let animationBox {
        animationBox.state = newValue
      } else {
        animationBox = AnimationStateBox(newValue)
      }
    }
    _modify {
      if animationBox == nil { animationBox = AnimationStateBox(LayerAnimationState()) }
      yield &animationBox!.state
    }
  }
}

extension CALayer {
  /// Copies `other`'s model values (its stored properties but the mask) and timing, as `init(layer:)` does: one
  /// struct copy and no property observer (a copy is not a change). The delegate and the place in a
  /// tree are not copied.
  final func copyModel(of other: CALayer) {
    values = other.values
    (contentsGravity, name) = (other.contentsGravity, other.name)
    (isGeometryFlipped, isOpaque, contentsScale) = (
      other.isGeometryFlipped, other.isOpaque, other.contentsScale
    )
    (allowsEdgeAntialiasing, edgeAntialiasingMask) = (
      other.allowsEdgeAntialiasing, other.edgeAntialiasingMask
    )
    (allowsGroupOpacity, maskedCorners, cornerCurve) = (
      other.allowsGroupOpacity, other.maskedCorners, other.cornerCurve
    )
    guard let timing = other.animationBox?.state else { return }
    (animationState.beginTime, animationState.speed) = (timing.beginTime, timing.speed)
    (animationState.timeOffset, animationState.duration) = (timing.timeOffset, timing.duration)
  }

  /// `<CALayer "name"; frame = (x y; w h)>`, in the style of UIKit's descriptions.
  final var layerDescription: String {
    let f = frame
    let label = name.map { " \"\($0)\"" } ?? ""
    return "<\(type(of: self))\(label); frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
  }
}
