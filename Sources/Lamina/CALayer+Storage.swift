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
