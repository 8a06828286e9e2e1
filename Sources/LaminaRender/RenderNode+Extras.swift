import Foundation
import Lamina
import LaminaGraphics

/// What few layers have — contents, a shape, a gradient, a shadow, a replicator's tint — kept out of
/// line: a render tree is an array of nodes per level, and every node would otherwise carry room
/// for all of them (720 bytes a node, 72 MB for 100,000 layers; 296 with them apart).
struct RenderNodeExtras {
  var backgroundTile: RenderTile?
  var contents: RenderContents?
  var shape: RenderShape?
  var gradient: CanvasGradient?
  var shadow: RenderShadow?
  var tint: RenderColor?
  var blendMode: CGBlendMode = .normal

  /// Whether none is set (then no box is kept).
  var isEmpty: Bool {
    backgroundTile == nil && contents == nil && shape == nil && gradient == nil && shadow == nil
      && tint == nil && blendMode == .normal
  }
}

/// The box a node's extras live in; shared between copies of a node until one of them changes it.
final class RenderNodeExtrasBox {
  var value: RenderNodeExtras
  init(_ value: RenderNodeExtras) { self.value = value }
}

/// A pattern colour's cell as a layer's background paints it: the image and the map from the
/// layer's coordinates to its pixels.
package struct RenderTile {
  /// The cell's image.
  package let image: CGImage
  /// The layer's coordinates to the image's pixels (repeated past its edges).
  package let toImage: CGAffineTransform

  /// The tile of `color` when it is a pattern colour of an image; Core Animation places the cell in
  /// the layer's own space (y down), where a plain pattern shows upside down.
  init?(_ color: CGColor?) {
    guard let pattern = color?.pattern, let image = pattern.cell as? CGImage,
      let toImage = pattern.imageFromBase(image)
    else { return nil }
    (self.image, self.toImage) = (image, toImage)
  }
}

extension RenderNode {
  /// A pattern background's cell, painted instead of `background`'s colour (which keeps its alpha).
  package var backgroundTile: RenderTile? {
    get { extras?.value.backgroundTile }
    set { updateExtras { $0.backgroundTile = newValue } }
  }
  /// A layer's `contents` as drawn.
  package var contents: RenderContents? {
    get { extras?.value.contents }
    set { updateExtras { $0.contents = newValue } }
  }
  /// A shape layer's path, drawn after the contents and before the sublayers.
  package var shape: RenderShape? {
    get { extras?.value.shape }
    set { updateExtras { $0.shape = newValue } }
  }
  /// A gradient layer's gradient, drawn over the background in the layer's rounded shape.
  package var gradient: CanvasGradient? {
    get { extras?.value.gradient }
    set { updateExtras { $0.gradient = newValue } }
  }
  /// The drop shadow, drawn under everything the layer draws.
  package var shadow: RenderShadow? {
    get { extras?.value.shadow }
    set { updateExtras { $0.shadow = newValue } }
  }
  /// A replicator instance's colour, multiplying everything this subtree draws.
  package var tint: RenderColor? {
    get { extras?.value.tint }
    set { updateExtras { $0.tint = newValue } }
  }

  /// How the subtree is composited over what is behind it (`compositingFilter`).
  package var blendMode: CGBlendMode {
    get { extras?.value.blendMode ?? .normal }
    set { updateExtras { $0.blendMode = newValue } }
  }

  /// Changes the extras, copying the box first when another node shares it, and dropping it when
  /// nothing is left in it.
  private mutating func updateExtras(_ change: (inout RenderNodeExtras) -> Void) {
    guard var box = extras else {
      var value = RenderNodeExtras()
      change(&value)
      if !value.isEmpty { extras = RenderNodeExtrasBox(value) }
      return
    }
    extras = nil  // the node's own reference out of the way, so a box nobody else holds is unique
    if !isKnownUniquelyReferenced(&box) { box = RenderNodeExtrasBox(box.value) }
    change(&box.value)
    if !box.value.isEmpty { extras = box }
  }
}
