import Foundation

/// Which corners of a rectangle a canvas rounds, by minimum/maximum x and y; the same bits as
/// QuartzCore's `CACornerMask`, which lives above this module.
package struct CanvasCorners: OptionSet, Sendable {
  package let rawValue: UInt
  package init(rawValue: UInt) { self.rawValue = rawValue }

  package static let minXMinY = CanvasCorners(rawValue: 1 << 0)
  package static let maxXMinY = CanvasCorners(rawValue: 1 << 1)
  package static let minXMaxY = CanvasCorners(rawValue: 1 << 2)
  package static let maxXMaxY = CanvasCorners(rawValue: 1 << 3)
  package static let allCorners: CanvasCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
  /// Not a corner: the rounded corners follow Apple's continuous curve (`ContinuousCorners`), not
  /// quarter circles.
  package static let continuous = CanvasCorners(rawValue: 1 << 4)
}

/// A Cairo failure: Cairo's own status string, with what was being done.
package struct CairoError: Error, Sendable {
  package var message: String
  package init(_ message: String) { self.message = message }
}
