import Foundation
import Lamina

/// A straight (not premultiplied) RGBA colour as the renderer uses it.
package struct RenderColor: Equatable, Sendable {
  package var red, green, blue, alpha: Double

  package init(_ color: CGColor) {
    let c = color.rgba
    (red, green, blue, alpha) = (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
  }

  /// The colour with its alpha multiplied by `factor`.
  package func fading(_ factor: Double) -> RenderColor {
    var c = self
    c.alpha *= factor
    return c
  }
}

/// A layer's `contents` image as it will be drawn: which pixels, where, and whether upside down.
package struct RenderContents {
  package var image: CGImage
  /// The part of the image to draw, in image pixels.
  package var source: CGRect
  /// Where it goes, in the layer's own coordinates.
  package var destination: CGRect
  /// Drawn mirrored vertically, so it stays upright inside a flipped layer (`contentsAreFlipped()`).
  package var flipped: Bool
}

/// A layer as the renderer sees it: plain values computed in one walk over the model tree, the way
/// Core Animation separates the layer tree from what it draws.
package struct RenderNode {
  package var name: String?
  /// Maps this layer's plane to its parent's plane (the parent's sublayerTransform included).
  package var toParent: Homography
  package var bounds: CGRect
  package var background: RenderColor?
  package var borderWidth: CGFloat
  package var borderColor: RenderColor?
  package var cornerRadius: CGFloat
  package var maskedCorners: CACornerMask
  package var opacity: Double
  package var masksToBounds: Bool
  package var contents: RenderContents?
  /// Visible sublayers in drawing order (back to front).
  package var children: [RenderNode]
  /// Everything this subtree draws, in this layer's coordinates; `.infinite` when unbounded.
  package var extent: CGRect

  /// Whether this node draws a border.
  package var hasBorder: Bool { borderWidth > 0 && borderColor.map { $0.alpha > 0 } == true }
}

extension RenderNode {
  /// The render tree of `root`, drawn in its own local space (its position and transform ignored),
  /// or `nil` when nothing of it is visible.
  package init?(root: CALayer) {
    var flip = CATransform3DIdentity
    if root.isGeometryFlipped {
      flip.m22 = -1
      flip.m42 = root.bounds.minY + root.bounds.maxY
    }
    self.init(layer: root, toParent: Homography(flip), parentFlipped: false)
  }

  private init?(layer: CALayer, toParent: Homography, parentFlipped: Bool) {
    let opacity = Double(layer.opacity)
    guard !layer.isHidden, opacity > 0, toParent.isFinite else { return nil }
    let flipped = parentFlipped != layer.isGeometryFlipped
    let sublayerMatrix = layer.sublayerMatrix
    let children = layer.sublayersInDrawingOrder.compactMap { child in
      RenderNode(
        layer: child, toParent: Homography(child.placementMatrix.concatenating(sublayerMatrix)),
        parentFlipped: flipped)
    }
    self.name = layer.name
    self.toParent = toParent
    self.bounds = layer.bounds
    self.background = layer.backgroundColor.map(RenderColor.init).flatMap { $0.alpha > 0 ? $0 : nil }
    self.borderWidth = layer.borderWidth.isFinite ? max(layer.borderWidth, 0) : 0
    self.borderColor = layer.borderColor.map(RenderColor.init)
    self.cornerRadius = layer.cornerRadius.isFinite ? max(layer.cornerRadius, 0) : 0
    self.maskedCorners = layer.maskedCorners
    self.opacity = min(opacity, 1)
    self.masksToBounds = layer.masksToBounds
    self.contents = RenderNode.contents(of: layer, flipped: flipped)
    self.children = children
    self.extent = .null
    guard background != nil || hasBorder || contents != nil || !children.isEmpty else { return nil }
    extent = computeExtent()
  }

  private static func contents(of layer: CALayer, flipped: Bool) -> RenderContents? {
    guard let image = layer.contents as? CGImage else { return nil }
    let unit = layer.contentsRect.standardized
    guard [unit.minX, unit.minY, unit.width, unit.height].allSatisfy(\.isFinite) else { return nil }
    let (w, h) = (CGFloat(image.width), CGFloat(image.height))
    let source = CGRect(x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
    let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
    let natural = CGSize(width: source.width / scale, height: source.height / scale)
    let destination = layer.contentsGravity.rect(forContentsOfSize: natural, in: layer.bounds)
    guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
      destination.minX.isFinite, destination.minY.isFinite
    else { return nil }
    // Draw from a crop of the selected pixels, so filtering at its edges never reaches past them.
    let whole = CGRect(x: 0, y: 0, width: w, height: h)
    let crop = source.intersection(whole).integral
    guard !crop.isNull, crop != whole, let part = image.cropping(to: crop) else {
      return RenderContents(image: image, source: source, destination: destination, flipped: flipped)
    }
    return RenderContents(
      image: part, source: source.offsetBy(dx: -crop.minX, dy: -crop.minY), destination: destination,
      flipped: flipped)
  }

  private func computeExtent() -> CGRect {
    var box = bounds
    if let contents { box = box.union(contents.destination) }
    for child in children {
      let mapped = child.extent.isInfinite ? .null : child.toParent.mapBoundingBox(child.extent)
      guard !mapped.isNull else {
        box = .infinite
        break
      }
      box = box.union(mapped)
    }
    return masksToBounds ? box.intersection(bounds) : box
  }
}
