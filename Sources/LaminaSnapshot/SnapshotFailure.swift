import Foundation
import LaminaDiff

/// Why a snapshot did not pass: the message for people, and the numbers and files behind it.
public struct SnapshotFailure: Error, Sendable, CustomStringConvertible {
  /// What went wrong, the numbers, the artifact paths and the command that accepts the change.
  public var message: String
  /// The reference image's path.
  public var reference: URL
  /// The comparison, when one was made.
  public var result: ImageDiffResult?
  /// Files written for a look: expected, actual, diff and side-by-side PNGs (those that exist).
  public var artifacts: [URL]
  /// Whether the reference was written by this call (a recording also fails, so it gets looked at).
  public var recorded: Bool

  /// The message.
  public var description: String { message }
}
