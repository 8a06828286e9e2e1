import Foundation

// Names Apple's platforms give layer code that Linux's C library and Foundation do not.

#if os(Linux)
  /// Darwin's `HUGE`: `MAXFLOAT`, the largest finite `Float` (Darwin's `math.h` defines it so), which
  /// layer code assigns to `repeatCount` to repeat for ever.
  public var HUGE: Float { .greatestFiniteMagnitude }

  extension CGPoint {
    /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  }

  extension CGSize {
    /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  }

  extension CGRect {
    /// Whether the two rectangles are equal (Core Graphics' `CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
  }

  extension NSValue {
    /// A value holding a point (UIKit's name; Foundation on Linux has `init(point:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding an affine transform, as six numbers (`a, b, c, d, tx, ty`).
    public convenience init(cgAffineTransform t: CGAffineTransform) {
      var numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
      self.init(bytes: &numbers, objCType: NSValue.affineTransformType)
    }

    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The affine transform held; the identity when the value holds none.
    public var cgAffineTransformValue: CGAffineTransform {
      guard String(cString: objCType) == NSValue.affineTransformType else { return .identity }
      var n = [Double](repeating: 0, count: 6)
      n.withUnsafeMutableBytes { getValue($0.baseAddress!) }
      return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// The type encoding of a held affine transform: six doubles (Foundation on Linux encodes no
    /// structs of its own kind).
    public static let affineTransformType = "[6d]"
  }
#endif
