import Foundation

/// How `CATextLayer` aligns its lines (QuartzCore's string-backed type).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// `"natural"`, `"left"`, `"right"`, `"center"` or `"justified"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The script's natural alignment: left for left-to-right text (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Flush left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Flush right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Wrapped lines stretched to the width.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How `CATextLayer` shortens a line that does not fit (QuartzCore's string-backed type).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// `"none"`, `"start"`, `"middle"` or `"end"`.
  public let rawValue: String
  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not truncated: the text is clipped (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// An ellipsis at the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// An ellipsis in the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
  /// An ellipsis at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
}
