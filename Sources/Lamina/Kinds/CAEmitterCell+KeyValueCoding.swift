import Foundation

// Key-value coding on emitter cells, and the emitter layer's key paths into its cells
// (`emitterCells.confetti.birthRate`), as Core Animation's: a cell found by `name`, then its
// property by Apple's name; numbers converted as Objective-C unboxes an `NSNumber`.

/// An emitter cell property by its key-value coding name.
struct CellKey: Sendable {
  let get: @Sendable (CAEmitterCell) -> Any?
  let set: @Sendable (CAEmitterCell, Any?) -> Void

  static func named(_ key: String) -> CellKey? { table[key] }

  private static func number<T: BinaryFloatingPoint & Sendable>(
    _ path: ReferenceWritableKeyPath<CAEmitterCell, T> & Sendable
  ) -> CellKey {
    CellKey(
      get: { $0[keyPath: path] },
      set: { cell, value in if let n = CellKey.double(value) { cell[keyPath: path] = T(n) } })
  }

  private static func plain<T: Sendable>(_ path: ReferenceWritableKeyPath<CAEmitterCell, T> & Sendable)
    -> CellKey
  {
    CellKey(
      get: { $0[keyPath: path] }, set: { cell, value in if let v = value as? T { cell[keyPath: path] = v } })
  }

  /// A number of any type as a `Double`, as `NSNumber` unboxes.
  static func double(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as Float: Double(v)
    case let v as CGFloat: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
  }

  private static let table: [String: CellKey] = [
    "birthRate": number(\.birthRate), "lifetime": number(\.lifetime),
    "lifetimeRange": number(\.lifetimeRange),
    "emissionLongitude": number(\.emissionLongitude), "emissionLatitude": number(\.emissionLatitude),
    "emissionRange": number(\.emissionRange), "velocity": number(\.velocity),
    "velocityRange": number(\.velocityRange),
    "xAcceleration": number(\.xAcceleration), "yAcceleration": number(\.yAcceleration),
    "zAcceleration": number(\.zAcceleration), "scale": number(\.scale), "scaleRange": number(\.scaleRange),
    "scaleSpeed": number(\.scaleSpeed), "spin": number(\.spin), "spinRange": number(\.spinRange),
    "redRange": number(\.redRange), "greenRange": number(\.greenRange), "blueRange": number(\.blueRange),
    "alphaRange": number(\.alphaRange), "redSpeed": number(\.redSpeed), "greenSpeed": number(\.greenSpeed),
    "blueSpeed": number(\.blueSpeed), "alphaSpeed": number(\.alphaSpeed),
    "contentsScale": number(\.contentsScale),
    "beginTime": number(\.beginTime), "duration": number(\.duration),
    "name": plain(\.name), "enabled": plain(\.isEnabled), "contentsRect": plain(\.contentsRect),
    "emitterCells": CellKey(
      get: { $0.emitterCells }, set: { cell, value in cell.emitterCells = value as? [CAEmitterCell] }),
    "color": CellKey(
      get: { $0.color }, set: { cell, value in if let c = value as? CGColor { cell.color = c } }),
    "contents": CellKey(get: { $0.contents }, set: { cell, value in cell.contents = value }),
  ]
}

extension CAEmitterLayer {
  /// The cell a key path `emitterCells.NAME(.emitterCells.NAME)*.PROPERTY` names, and the property;
  /// `nil` when the path does not start so or names no cell.
  func cellPath(_ keyPath: String) -> (cell: CAEmitterCell, key: String)? {
    var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var cells = emitterCells
    var found: CAEmitterCell?
    while parts.count >= 3, parts[0] == "emitterCells" {
      guard let cell = cells?.first(where: { $0.name == parts[1] }) else { return nil }
      (found, cells) = (cell, cell.emitterCells)
      parts.removeFirst(2)
    }
    guard let found, parts.count == 1 else { return nil }
    return (found, parts[0])
  }

  /// Sets a cell's property through its key path; a change of its birth rate while the layer is
  /// shown applies from then on (see `BirthSchedule`).
  func setCellValue(_ value: Any?, cell: CAEmitterCell, key: String) {
    let old = cell.birthRate
    cell.setValue(value, forKey: key)
    if key == "birthRate" { recordBirthRate(of: cell, from: old, to: cell.birthRate) }
    setNeedsDisplay()
  }
}
