import Foundation

extension CALayer {
  /// Draws the layer's contents as Core Animation does when neither the layer nor its delegate
  /// provides them: a bitmap of `bounds.size × contentsScale` pixels (rounded up), cleared, handed to
  /// `draw(in:)`, then kept as `contents` (with no alpha when `isOpaque`). The context's user space
  /// is the layer's bounds, y down with the origin at the bounds' top-left when `contentsAreFlipped()`
  /// (an unflipped layer, as on iOS); under an odd number of geometry flips it is y up, so that
  /// drawing at a point lands where a sublayer positioned at that point appears. A backing image too
  /// large for a bitmap context (or an empty one) leaves `contents` `nil`.
  /// Like Core Animation's own display, this sets `contents` without running an action.
  package func displayBackingStore() { values.contents = backingImage(scale: contentsScale) }

  /// What `display()` does: clears the mark (Apple's does: gnustep/libs-quartzcore's
  /// `CATextLayer/drawing.m`, run against QuartzCore), then asks the delegate or draws the backing
  /// store.
  final func displayContents() {
    displayFlag = false
    if let delegate { delegate.display(self) } else { displayBackingStore() }
  }

  /// The image `displayBackingStore` would keep, drawn at `scale` pixels per point (1 when not
  /// positive and finite) without changing the layer.
  package func backingImage(scale: CGFloat) -> CGImage? {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    guard
      let ctx = CGContext.layerBackingStore(bounds: bounds, scale: scale, yDown: contentsAreFlipped())
    else { return nil }
    delegate?.layerWillDraw(self)
    draw(in: ctx)
    guard let image = ctx.makeImage() else { return nil }
    guard isOpaque else { return image }
    // An opaque layer's backing store has no alpha channel (Apple's `isOpaque`): what was not drawn
    // shows black, as measured (yahoo/AppDevKit's dashed-line reference).
    let pixels = image.premultipliedARGB.map { $0 | 0xFF00_0000 }
    return CGImage(width: image.width, height: image.height, premultipliedARGB: pixels)
  }

  /// Displays every layer in the subtree (masks included) that is marked as needing display, parents
  /// first, as a Core Animation transaction does before it renders.
  public func displaySubtreeIfNeeded() {
    var masks = Set<ObjectIdentifier>()
    displaySubtree(masks: &masks)
  }

  /// `displaySubtreeIfNeeded`, masks included, each mask once (a mask may lead back up the tree).
  private func displaySubtree(masks: inout Set<ObjectIdentifier>) {
    displayIfNeeded()
    for sublayer in children { sublayer.displaySubtree(masks: &masks) }
    if let mask, masks.insert(ObjectIdentifier(mask)).inserted { mask.displaySubtree(masks: &masks) }
  }
}
