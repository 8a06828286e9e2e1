import Foundation

// Core Foundation's names as Core Graphics' and Core Text's APIs spell them. On Linux, Foundation
// has no toll-free bridging to Core Foundation, so each `CF` type here *is* its Swift or Foundation
// type, and `name as CFString` or `attributed as CFAttributedString` compile as they do on Apple
// platforms.

#if os(Linux)
  /// Core Foundation's time interval in seconds, as QuartzCore uses it.
  public typealias CFTimeInterval = Double
  /// Core Foundation's data object: Foundation's `Data` (so `data as CFData` compiles).
  public typealias CFData = Data
  /// Core Foundation's string: Swift's `String` (so `CGColorSpace.sRGB` names compile).
  public typealias CFString = String
  /// Core Foundation's object reference (so `name as CFTypeRef`, as text layer code writes, compiles).
  public typealias CFTypeRef = AnyObject

  /// Core Foundation's index and count type.
  public typealias CFIndex = Int
  /// Core Foundation's UTF-16 code unit.
  public typealias UniChar = UInt16
  /// Core Foundation's attributed string: Foundation's `NSAttributedString`.
  public typealias CFAttributedString = NSAttributedString
  /// Core Foundation's mutable attributed string: Foundation's `NSMutableAttributedString`.
  public typealias CFMutableAttributedString = NSMutableAttributedString
  /// Core Foundation's array: a Swift array (so `colors as CFArray` and `lines as! [CTLine]`
  /// compile).
  public typealias CFArray = [Any]
  /// Core Foundation's dictionary: a Swift dictionary.
  public typealias CFDictionary = [AnyHashable: Any]

  /// A range of a string or array: its first index and its count (Core Foundation's `CFRange`).
  public struct CFRange: Equatable, Sendable {
    /// The first index.
    public var location: CFIndex
    /// How many.
    public var length: CFIndex
    /// The range from `location`, `length` long.
    public init(location: CFIndex, length: CFIndex) { (self.location, self.length) = (location, length) }
    /// The empty range at 0.
    public init() { (location, length) = (0, 0) }
  }

  /// `CFRange(location:length:)`.
  public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
  }

  /// How many values `array` holds.
  public func CFArrayGetCount(_ array: CFArray) -> CFIndex { array.count }

  /// How many UTF-16 code units `string` holds.
  public func CFAttributedStringGetLength(_ string: CFAttributedString) -> CFIndex { string.length }

  /// How many UTF-16 code units `string` holds.
  public func CFStringGetLength(_ string: CFString) -> CFIndex { string.utf16.count }
#endif
