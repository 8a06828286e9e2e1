import Foundation
import Lamina

/// What one render is asked for, checked once when made: pixels per point, media time, background,
/// debug marks and threads. `lamina render` makes one from its options; `Scene.render(_:)` takes one.
public struct RenderRequest: Sendable {
  /// Pixels per point; `nil`: the scene's own scale.
  public let scale: CGFloat?
  /// The media time whose presentation is drawn, animations applied; `nil`: the model values.
  public let time: CFTimeInterval?
  /// The colour under the layers; `nil`: the scene's.
  public var background: CGColor?
  /// Debug marks drawn over the image, besides the scene's own.
  public var overlay: DebugOverlayOptions
  /// The most threads that draw and encode the image, in bands of rows: the bytes are the same
  /// whatever the number.
  public private(set) var threads: Int

  /// How many threads a render may be given.
  public static let threadRange = 1...256

  /// A request for the scene as it is: its scale, its model values, one thread.
  public init() {
    (scale, time, background, overlay, threads) = (nil, nil, nil, [], 1)
  }

  /// A request, or the error naming the first value out of range: a scale must satisfy
  /// `RenderLimits.isValid(scale:)`, a time be finite, the threads lie in `threadRange`.
  public init(
    scale: CGFloat? = nil, time: CFTimeInterval? = nil, background: CGColor? = nil,
    overlay: DebugOverlayOptions = [], threads: Int = 1
  ) throws(RenderRequestError) {
    if let scale, !RenderLimits.isValid(scale: scale) { throw .scale(scale) }
    if let time, !time.isFinite { throw .time(time) }
    guard Self.threadRange.contains(threads) else { throw .threads(threads) }
    (self.scale, self.time, self.background, self.overlay, self.threads) = (
      scale, time, background, overlay, threads
    )
  }

  /// This request on `count` of its threads (at least one): one job's share when several run at once.
  package func sharing(_ count: Int) -> RenderRequest {
    var share = self
    share.threads = min(max(count, 1), threads)
    return share
  }
}

/// A value of a `RenderRequest` out of its range.
public enum RenderRequestError: Error, Equatable, CustomStringConvertible {
  /// A scale that is not finite, not above 0, or above `RenderLimits.maximumScale`.
  case scale(CGFloat)
  /// A media time that is not finite.
  case time(CFTimeInterval)
  /// A thread count outside `RenderRequest.threadRange`.
  case threads(Int)

  /// The value's name (`scale`, `time`, `threads`), which the command line spells as an option.
  public var name: String {
    switch self {
    case .scale: "scale"
    case .time: "time"
    case .threads: "threads"
    }
  }

  /// What the value must be, and what it was: `must be greater than 0 and at most 16, got 0`.
  public var rule: String {
    switch self {
    case .scale(let s): "must be greater than 0 and at most \(format(RenderLimits.maximumScale)), got \(s)"
    case .time(let t): "must be a finite number of seconds, got \(t)"
    case .threads(let n):
      "must be from \(RenderRequest.threadRange.lowerBound) to \(RenderRequest.threadRange.upperBound), got \(n)"
    }
  }

  /// `scale must be greater than 0 and at most 16, got 0.0`.
  public var description: String { "\(name) \(rule)" }
}
