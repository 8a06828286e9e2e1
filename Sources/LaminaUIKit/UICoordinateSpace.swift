import Foundation
import Lamina
import LaminaUIDrawing

/// A space points and rectangles convert between (UIKit's `UICoordinateSpace`): a view's, or the
/// screen's. In Lamina the screen's space is the root view's (its window's) placed at its frame.
public protocol UICoordinateSpace: AnyObject {
  /// `point`, in this space, in `coordinateSpace`.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `point`, in `coordinateSpace`, in this space.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `rect`, in this space, in `coordinateSpace` (the bounding box of its corners).
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `rect`, in `coordinateSpace`, in this space.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The space's bounds.
  var bounds: CGRect { get }
}

extension UICoordinateSpace {
  /// `point` in this space, in `coordinateSpace`, through screen coordinates.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    ScreenPoints.from(screen: ScreenPoints.to(screen: point, from: self), into: coordinateSpace)
  }
  /// `point` in `coordinateSpace`, in this space.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    coordinateSpace.convert(point, to: self)
  }
  /// `rect` in this space, in `coordinateSpace`: the bounding box of its converted corners.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { convert($0, to: coordinateSpace) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
  /// `rect` in `coordinateSpace`, in this space.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    coordinateSpace.convert(rect, to: self)
  }
}

extension UIView: UICoordinateSpace {}

/// The screen's space: screen points themselves.
final class ScreenSpace: UICoordinateSpace {
  var bounds: CGRect { UIScreen.main.bounds }
}

extension UIScreen {
  /// The screen's space, which does not turn with the interface (Lamina's screen never turns).
  public var fixedCoordinateSpace: any UICoordinateSpace { ScreenSpace() }
  /// The screen's space.
  public var coordinateSpace: any UICoordinateSpace { ScreenSpace() }
}

/// Points between a space and the screen: a view's point goes to its root view's space (its
/// window's), then by the root's frame origin.
enum ScreenPoints {
  static func to(screen point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
    guard let view = space as? UIView else { return point }
    let root = view.root
    let inRoot = view.layer.convert(point, to: root.layer)
    return CGPoint(x: inRoot.x + root.frame.minX, y: inRoot.y + root.frame.minY)
  }

  static func from(screen point: CGPoint, into space: any UICoordinateSpace) -> CGPoint {
    guard let view = space as? UIView else { return point }
    let root = view.root
    return view.layer.convert(
      CGPoint(x: point.x - root.frame.minX, y: point.y - root.frame.minY), from: root.layer)
  }
}

extension UIView {
  /// The topmost superview (or this view).
  var root: UIView {
    var node = self
    while let parent = node.superview { node = parent }
    return node
  }
}
