import Foundation

extension CALayerContentsGravity {
  /// Where contents of natural size `size` (points) go inside `bounds`, in the layer's own coordinates.
  ///
  /// "Top" is maximum y and "bottom" minimum y, as in Apple's header; the resizing gravities fill,
  /// fit (centred) or cover (centred) the bounds. An unknown gravity string behaves as `.resize`.
  public func rect(forContentsOfSize size: CGSize, in bounds: CGRect) -> CGRect {
    let b = bounds.standardized
    let (w, h) = (Swift.max(size.width, 0), Swift.max(size.height, 0))
    switch self {
    case .resizeAspect:
      return AVMakeRect(aspectRatio: CGSize(width: w, height: h), insideRect: b)
    case .resizeAspectFill:
      guard w > 0, h > 0 else { return CGRect(origin: b.center, size: .zero) }
      let scale = Swift.max(b.width / w, b.height / h)
      return CGRect(x: 0, y: 0, width: w * scale, height: h * scale).moved(toCenter: b.center)
    case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      return CGRect(x: originX(w, b), y: originY(h, b), width: w, height: h)
    default:
      // Empty contents occupy nothing (gnustep/libs-quartzcore's `CAGravity/gravity.m`, whose
      // rectangles its header says were measured on QuartzCore).
      guard w > 0, h > 0 else { return CGRect(origin: b.center, size: .zero) }
      return b
    }
  }

  private func originX(_ w: CGFloat, _ b: CGRect) -> CGFloat {
    switch self {
    case .left, .topLeft, .bottomLeft: return b.minX
    case .right, .topRight, .bottomRight: return b.maxX - w
    default: return b.midX - w / 2
    }
  }

  private func originY(_ h: CGFloat, _ b: CGRect) -> CGFloat {
    switch self {
    case .bottom, .bottomLeft, .bottomRight: return b.minY
    case .top, .topLeft, .topRight: return b.maxY - h
    default: return b.midY - h / 2
    }
  }
}
