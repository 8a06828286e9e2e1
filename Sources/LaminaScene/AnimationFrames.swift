/// The frames of a scene's animation as `lamina animate` renders them: frame k shows media time
/// `from + k / fps`, for every k with that time at most the end, at least one frame and at most
/// `maximumCount`.
public struct AnimationFrames: Equatable, Sendable {
  /// The most frames one animation renders.
  public static let maximumCount = 10_000

  /// The first frame's media time, in seconds.
  public let from: Double
  /// Frames per second, at least 1.
  public let fps: Int
  /// How many frames there are, 1…`maximumCount`.
  public let count: Int

  /// The frames from `from` to `end` at `fps` (taken as at least 1). The count is worked out as a
  /// Double and capped before it becomes an Int, as an animation may end at 1e300 seconds (past any
  /// Int) or at no finite time.
  public init(from: Double, to end: Double, fps: Int) {
    let fps = max(fps, 1)
    let frames = ((end - from) * Double(fps)).rounded(.down) + 1
    (self.from, self.fps) = (from, fps)
    count = frames.isNaN ? 1 : Int(min(max(frames, 1), Double(AnimationFrames.maximumCount)))
  }

  /// Frame `k`'s media time, in seconds.
  public func time(_ k: Int) -> Double { from + Double(k) / Double(fps) }
}
