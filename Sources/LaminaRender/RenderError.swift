import Foundation

/// A layer tree that could not be rendered: an impossible canvas, a limit exceeded, or Cairo's
/// status string; with the layer concerned when there is one.
public struct RenderError: Error, Equatable, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  /// The layer concerned, as indices into `sublayers` from the rendered root (empty: the root or
  /// no layer in particular).
  public var layerPath: [Int] = []
  /// The concerned layer's `name`, if it has one.
  public var layerName: String?
  /// The file the layers came from, when a caller knows it.
  public var file: String?
  /// What the description calls the root's sublayers: `sublayers`, or `layers` in a scene file.
  public var rootKey = "sublayers"

  /// Creates an error with a message.
  public init(_ message: String) { self.message = message }

  /// The layer in key-path form, `sublayers[2].sublayers[0]`; empty for the root.
  public var location: String {
    layerPath.enumerated().map { "\($0.offset == 0 ? rootKey : "sublayers")[\($0.element)]" }
      .joined(separator: ".")
  }

  /// `file: location: message (layer "name")`, leaving out what is not known.
  public var description: String {
    let named = layerName.map { "\(message) (layer \"\($0)\")" } ?? message
    return [file, location.isEmpty ? nil : location, named].compactMap { $0 }.joined(separator: ": ")
  }
}
