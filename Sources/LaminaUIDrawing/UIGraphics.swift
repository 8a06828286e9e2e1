import Foundation
import LaminaGeometry
import LaminaGraphics

/// The current-context stack UIKit keeps per thread.
private final class ContextStack {
  var entries: [(context: CGContext, scale: CGFloat)] = []

  static var current: ContextStack {
    let key = "LaminaUIDrawing.ContextStack"
    if let stack = Thread.current.threadDictionary[key] as? ContextStack { return stack }
    let stack = ContextStack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }
}

/// The context UIKit drawing (`UIBezierPath.fill()`, `UIColor.setFill()`, `UIImage.draw(in:)`)
/// draws into on this thread, or `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? { ContextStack.current.entries.last?.context }

/// Makes `context` current until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { ContextStack.current.entries.append((context, 1)) }

/// Restores the previously current context.
public func UIGraphicsPopContext() { _ = ContextStack.current.entries.popLast() }

/// Pushes a new image context of `size` points at `scale` pixels per point (0: `UIScreen.main.scale`),
/// y down like every UIKit context. `opaque` is accepted and ignored.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let s = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
  guard
    let ctx = CGContext.layerBackingStore(
      bounds: CGRect(origin: .zero, size: size), scale: s, yDown: true)
  else { return }
  ContextStack.current.entries.append((ctx, s))
}

/// Pushes a new image context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what the current image context holds, or `nil` when there is none.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let top = ContextStack.current.entries.last, let image = top.context.makeImage() else { return nil }
  return UIImage(cgImage: image, scale: top.scale, orientation: .up)
}

/// Pops the image context pushed last.
public func UIGraphicsEndImageContext() { UIGraphicsPopContext() }

/// Fills `rect` in the current context with its fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Lamina's stand-in for the screen: only its scale, which UIKit drawing uses as the default.
public final class UIScreen: @unchecked Sendable {
  /// The one screen.
  public static let main = UIScreen()
  private let lock = NSLock()
  private var storedScale: CGFloat = 1

  /// Pixels per point for renderers that do not say. Default: 1 (Lamina has no display; set it
  /// to the scale your reference images were made at, such as 2 or 3).
  public var scale: CGFloat {
    get { lock.withLock { storedScale } }
    set { lock.withLock { storedScale = newValue > 0 && newValue.isFinite ? newValue : 1 } }
  }

  /// The screen's bounds: none, Lamina has no display.
  public var bounds: CGRect { .zero }
}
