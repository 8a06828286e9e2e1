import Foundation

/// A property value an animation can produce, in the forms Core Animation interpolates.
///
/// Animations take `Any?` values as Apple's do (`NSNumber`s, Swift numbers, `CGPoint`, `CGSize`,
/// `CGRect`, `CATransform3D`, `CGAffineTransform`, `CGColor`, `CGPath`, arrays of those); values that
/// cannot be interpolated (images, strings, booleans in some keys) switch half-way.
enum AnimationValue {
  case number(Double)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  /// A colour as straight sRGB components; `nil` is no colour.
  case color(CGColor?)
  case path(CGPath?)
  case list([AnimationValue])
  /// Anything else, switched discretely.
  case other(Any?)

  /// The value `any` holds, as Core Animation would read it.
  init(_ any: Any?) {
    switch any {
    case let v as Double: self = .number(v)
    case let v as CGFloat: self = .number(Double(v))
    case let v as Float: self = .number(Double(v))
    case let v as Int: self = .number(Double(v))
    case let v as Bool: self = .number(v ? 1 : 0)
    case let v as NSNumber: self = .number(v.doubleValue)
    case let v as CGPoint: self = .point(v)
    case let v as CGSize: self = .size(v)
    case let v as CGRect: self = .rect(v)
    case let v as CATransform3D: self = .transform(v)
    case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
    case let v as CGColor: self = .color(v)
    case let v as CGPath: self = .path(v)
    case let v as [Any]: self = .list(v.map { AnimationValue($0) })
    #if os(Linux)
      case let v as NSValue where v.geometryValue != nil: self = AnimationValue(v.geometryValue)
    #endif
    default: self = .other(any)
    }
  }

  /// The kind's name, for errors.
  var kind: String {
    switch self {
    case .number: "a number"
    case .point: "a point"
    case .size: "a size"
    case .rect: "a rect"
    case .transform: "a transform"
    case .color: "a colour"
    case .path: "a path"
    case .list: "an array"
    case .other(let v): v.map { "a \(type(of: $0))" } ?? "nil"
    }
  }

  /// The Swift value a property setter or `value(forKeyPath:)` gives back.
  var anyValue: Any? {
    switch self {
    case .number(let v): v
    case .point(let v): v
    case .size(let v): v
    case .rect(let v): v
    case .transform(let v): v
    case .color(let v): v
    case .path(let v): v
    case .list(let v): v.map(\.anyValue) as [Any?]
    case .other(let v): v
    }
  }

  /// Whether the value is a vector of unbounded numbers (a number, point, size or rect), which
  /// splines can combine freely.
  var isVector: Bool {
    switch self {
    case .number, .point, .size, .rect: true
    default: false
    }
  }

  var number: Double? { if case .number(let v) = self { v } else { nil } }

  /// The components of a number-like value, for componentwise arithmetic.
  var components: [Double]? {
    switch self {
    case .number(let v): [v]
    case .point(let p): [p.x, p.y].map { Double($0) }
    case .size(let s): [s.width, s.height].map { Double($0) }
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
    case .color(let c):
      c.map {
        let v = $0.rgba; return [v.red, v.green, v.blue, v.alpha].map { Double($0) }
      } ?? [0, 0, 0, 0]
    default: nil
    }
  }

  /// The same kind as `self`, rebuilt from `c`.
  func with(_ c: [Double]) -> AnimationValue {
    let g = c.map { CGFloat($0) }
    switch self {
    case .number: return .number(c[0])
    case .point: return .point(CGPoint(x: g[0], y: g[1]))
    case .size: return .size(CGSize(width: g[0], height: g[1]))
    case .rect: return .rect(CGRect(x: g[0], y: g[1], width: g[2], height: g[3]))
    case .color:
      let u = g.map { min(max($0, 0), 1) }
      return .color(CGColor(srgbRed: u[0], green: u[1], blue: u[2], alpha: u[3]))
    default: return self
    }
  }

  /// Whether `a` and `b` are of one kind with matching shapes, so they can be combined.
  static func componentwise(_ a: AnimationValue, _ b: AnimationValue) -> ([Double], [Double])? {
    guard let x = a.components, let y = b.components, x.count == y.count else { return nil }
    if case .color = a, case .color = b { return (x, y) }
    if case .color = a { return nil }
    if case .color = b { return nil }
    return (x, y)
  }
}
