import Foundation

// Key-value coding on emitter cells, and the emitter layer's key paths into its cells
// (`emitterCells.confetti.birthRate`), as Core Animation's: a cell found by `name`, then its
// property by Apple's name; numbers converted as Objective-C unboxes an `NSNumber`.

/// An emitter cell property by its key-value coding name.
struct CellKey: Sendable {
  let get: @Sendable (CAEmitterCell) -> Any?
  let set: @Sendable (CAEmitterCell, Any?) -> Void

  static func named(_ key: String) -> CellKey? { table[key] }

  /// The cell property at `path`; a value is converted as `KeyValueCast` converts for layers.
  private static func key<T: Sendable>(_ path: ReferenceWritableKeyPath<CAEmitterCell, T> & Sendable)
    -> CellKey
  {
    CellKey(
      get: { $0[keyPath: path] },
      set: { cell, value in if let v = KeyValueCast.cast(value, to: T.self) { cell[keyPath: path] = v } })
  }

  private static let table: [String: CellKey] = [
    "birthRate": key(\.birthRate), "lifetime": key(\.lifetime),
    "lifetimeRange": key(\.lifetimeRange),
    "emissionLongitude": key(\.emissionLongitude), "emissionLatitude": key(\.emissionLatitude),
    "emissionRange": key(\.emissionRange), "velocity": key(\.velocity),
    "velocityRange": key(\.velocityRange),
    "xAcceleration": key(\.xAcceleration), "yAcceleration": key(\.yAcceleration),
    "zAcceleration": key(\.zAcceleration), "scale": key(\.scale), "scaleRange": key(\.scaleRange),
    "scaleSpeed": key(\.scaleSpeed), "spin": key(\.spin), "spinRange": key(\.spinRange),
    "redRange": key(\.redRange), "greenRange": key(\.greenRange), "blueRange": key(\.blueRange),
    "alphaRange": key(\.alphaRange), "redSpeed": key(\.redSpeed), "greenSpeed": key(\.greenSpeed),
    "blueSpeed": key(\.blueSpeed), "alphaSpeed": key(\.alphaSpeed),
    "contentsScale": key(\.contentsScale),
    "beginTime": key(\.beginTime), "duration": key(\.duration),
    "name": key(\.name), "enabled": key(\.isEnabled), "contentsRect": key(\.contentsRect),
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
