import Foundation
import Lamina

/// Backing images drawn for one render and kept out of the layers: a render of a scene at a scale
/// of its own draws its drawing and text layers here instead of changing their `contentsScale` and
/// `contents`. Presentation copies find their model layer's image.
package struct RenderBackings: Sendable {
  /// An image drawn for a layer, and the pixels per point it was drawn at.
  package struct Backing: Sendable {
    package var image: CGImage?
    package var scale: CGFloat
  }

  private var images: [ObjectIdentifier: Backing] = [:]

  /// No images: every layer shows its own `contents`.
  package init() {}

  /// Keeps `image` (`nil`: the layer shows nothing) drawn at `scale` for `layer`.
  package mutating func set(_ image: CGImage?, scale: CGFloat, for layer: CALayer) {
    images[ObjectIdentifier(layer)] = Backing(image: image, scale: scale)
  }

  /// The backing kept for `layer` or for the model layer it is a presentation copy of.
  package subscript(layer: CALayer) -> Backing? {
    images.isEmpty ? nil : images[ObjectIdentifier(layer)] ?? images[ObjectIdentifier(layer.model())]
  }
}
