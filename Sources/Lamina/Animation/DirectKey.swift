import Foundation

/// The key paths most animations use, written straight into a layer's `LayerValues` without boxing
/// values or going through key paths: the same results as the general path, faster.
enum DirectKey: Int, CaseIterable {
  case opacity, positionX, positionY, position, zPosition, cornerRadius, borderWidth, shadowOpacity
  case shadowRadius, rotationZ

  init?(_ keyPath: String?) {
    switch keyPath {
    case "opacity": self = .opacity
    case "position.x": self = .positionX
    case "position.y": self = .positionY
    case "position": self = .position
    case "zPosition": self = .zPosition
    case "cornerRadius": self = .cornerRadius
    case "borderWidth": self = .borderWidth
    case "shadowOpacity": self = .shadowOpacity
    case "shadowRadius": self = .shadowRadius
    case "transform.rotation.z", "transform.rotation": self = .rotationZ
    default: return nil
    }
  }

  /// The key's bit in a set of keys.
  var bit: UInt16 { 1 << UInt16(rawValue) }

  /// Whether values for this key are points (else numbers, in `x`).
  var takesPoints: Bool { self == .position }
}

extension LayerValues {
  /// Writes `v` (a number in `x`, or a point) at `key`; `false` when this path cannot (a rotation of a
  /// transform that is not a plain 2D scale-rotate-translate), so the general path must.
  mutating func write(_ key: DirectKey, _ v: SIMD2<Double>) -> Bool {
    switch key {
    case .opacity: opacity = Float(min(max(v.x, 0), 1))
    case .shadowOpacity: self.shadowOpacity = Float(min(max(v.x, 0), 1))
    case .positionX: position.x = CGFloat(v.x)
    case .positionY: position.y = CGFloat(v.x)
    case .position: position = CGPoint(x: v.x, y: v.y)
    case .zPosition: zPosition = CGFloat(v.x)
    case .cornerRadius: cornerRadius = CGFloat(v.x)
    case .borderWidth: borderWidth = CGFloat(v.x)
    case .shadowRadius: self.shadowRadius = CGFloat(v.x)
    case .rotationZ:
      let t = transform
      guard t.m13 == 0, t.m14 == 0, t.m23 == 0, t.m24 == 0, t.m31 == 0, t.m32 == 0, t.m33 == 1, t.m34 == 0,
        t.m43 == 0, t.m44 == 1
      else { return false }
      let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
      let sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
      // No skew (orthogonal rows) and no mirror: the decomposition is exactly scale, angle, offset.
      guard sx > 0, sy > 0, abs(t.m11 * t.m21 + t.m12 * t.m22) <= 1e-12 * sx * sy,
        t.m11 * t.m22 - t.m12 * t.m21 > 0
      else { return false }
      let (c, s) = (CGFloat(cos(v.x)), CGFloat(sin(v.x)))
      transform.m11 = sx * c
      transform.m12 = sx * s
      transform.m21 = -sy * s
      transform.m22 = sy * c
    }
    return true
  }
}

extension CALayer {
  /// Copies into `copy` the fields the keys in `bits` write, from `model`, field by field (passing
  /// the whole `LayerValues` would copy it).
  static func restore(_ bits: UInt16, into copy: CALayer, from model: CALayer) {
    var rest = bits
    while rest != 0 {
      let k = rest.trailingZeroBitCount
      rest &= rest - 1
      switch DirectKey(rawValue: k) {
      case .opacity: copy.values.opacity = model.values.opacity
      case .shadowOpacity: copy.values.shadowOpacity = model.values.shadowOpacity
      case .positionX, .positionY, .position: copy.values.position = model.values.position
      case .zPosition: copy.values.zPosition = model.values.zPosition
      case .cornerRadius: copy.values.cornerRadius = model.values.cornerRadius
      case .borderWidth: copy.values.borderWidth = model.values.borderWidth
      case .shadowRadius: copy.values.shadowRadius = model.values.shadowRadius
      case .rotationZ: copy.values.transform = model.values.transform
      case nil: break
      }
    }
  }
}
