import Foundation

#if os(Linux)
  extension NSValue {
    /// A value holding a 3D transform, as sixteen numbers in row order (`m11` … `m44`).
    public convenience init(caTransform3D t: CATransform3D) {
      var numbers = t.entries.map(Double.init)
      self.init(bytes: &numbers, objCType: NSValue.transform3DType)
    }

    /// The 3D transform held; the identity when the value holds none.
    public var caTransform3DValue: CATransform3D {
      guard String(cString: objCType) == NSValue.transform3DType else { return CATransform3DIdentity }
      var n = [Double](repeating: 0, count: 16)
      n.withUnsafeMutableBytes { getValue($0.baseAddress!) }
      return CATransform3D(entries: n.map { CGFloat($0) })
    }

    /// The type encoding of a held 3D transform: sixteen doubles.
    public static let transform3DType = "[16d]"

    /// The Core Graphics or Core Animation value held (a point, size, rect, affine or 3D
    /// transform), as animations read `NSValue`s; `nil` for anything else.
    package var geometryValue: Any? {
      switch String(cString: objCType) {
      case NSValue.transform3DType: caTransform3DValue
      case NSValue.affineTransformType: cgAffineTransformValue
      case "{CGPoint=dd}": pointValue
      case "{CGSize=dd}": sizeValue
      case "{CGRect={CGPoint=dd}{CGSize=dd}}": rectValue
      default: nil
      }
    }
  }
#endif
