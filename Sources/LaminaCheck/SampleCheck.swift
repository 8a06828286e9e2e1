import Foundation
import LaminaDiff
import LaminaGeometry
import LaminaGraphics
import LaminaImage

/// Why a sample has no rendered image: the renderer's error line, its signal, or its timeout.
public struct SampleFailure: Error, Equatable {
  /// What went wrong, as one line.
  public let message: String

  /// Creates a failure with its message.
  public init(_ message: String) { self.message = message }
}

/// One sample's check. (Its images are never changed once made, so it may cross threads.)
public struct SampleCheck: @unchecked Sendable {
  /// What became of the sample; `accepted` is a failure whose render became its reference.
  public enum Status: String, Codable, CaseIterable, Sendable {
    /// The render matches the reference within the tolerance.
    case passed
    /// The render differs from the reference.
    case failed
    /// There is no reference image.
    case missing
    /// The scene or the reference could not be read, rendered or compared.
    case error
    /// A failed or missing sample whose render was written as its reference.
    case accepted
  }

  /// The sample's name (its folder's).
  public let name: String
  /// What became of it.
  public var status: Status
  /// Why it failed, or what was done about it; empty when it passed.
  public var message: String
  /// The comparison's numbers, when both images could be read.
  public var result: ImageDiffResult?
  /// The reference image, kept for the report of a failure.
  public var expected: CGImage?
  /// The rendered image, kept for the report of a failure or for accepting it.
  public var actual: CGImage?
  /// The diff image of a failure.
  public var diff: CGImage?
  /// A small copy of the render of a passed sample, for the report's overview.
  public var thumbnail: CGImage?
  /// Seconds spent rendering and comparing.
  public var seconds = 0.0
  /// The sample as a shard's JSON recorded it, when it comes from `--merge`.
  public var recorded: CheckJSON.Sample?

  /// A sample's check with the images it keeps.
  public init(
    name: String, status: Status, message: String, result: ImageDiffResult? = nil, expected: CGImage? = nil,
    actual: CGImage? = nil, diff: CGImage? = nil, thumbnail: CGImage? = nil
  ) {
    (self.name, self.status, self.message, self.result) = (name, status, message, result)
    (self.expected, self.actual, self.diff, self.thumbnail) = (expected, actual, diff, thumbnail)
  }

  /// Compares the sample's rendered `image` (or the reason it has none) with its reference
  /// `<references>/<name>.png`. The reference and the diff are decoded and drawn within `budget`,
  /// which already holds the render; a failed sample keeps its images (for the report), any other
  /// gives them back.
  public static func run(
    name: String, image: Result<CGImage, SampleFailure>, references: URL, tolerance: ImageTolerance,
    thumbnails: Bool, budget: ImageBudget
  ) -> SampleCheck {
    let actual: CGImage
    switch image {
    case .success(let rendered): actual = rendered
    case .failure(let failure): return SampleCheck(name: name, status: .error, message: failure.message)
    }
    let referenceURL = references.appendingPathComponent("\(name).png")
    guard FileManager.default.fileExists(atPath: referenceURL.path) else {
      return SampleCheck(
        name: name, status: .missing, message: "no reference at \(referenceURL.path)", actual: actual)
    }
    let reference: [UInt8]
    do {
      reference = try ImageDecoder.bytes(of: referenceURL)
    } catch {
      budget.give(actual.width * actual.height)
      return SampleCheck(name: name, status: .error, message: "\(referenceURL.path): \(error.message)")
    }
    return compare(
      name: name, actual: actual, reference: reference, path: referenceURL.path, tolerance: tolerance,
      thumbnails: thumbnails, budget: budget)
  }

  /// Compares `actual` (already held in `budget`) with the PNG `reference` read from `path`.
  public static func compare(
    name: String, actual: CGImage, reference: [UInt8], path: String, tolerance: ImageTolerance,
    thumbnails: Bool, budget: ImageBudget
  ) -> SampleCheck {
    let rendered = actual.width * actual.height
    do {
      // The diff image is drawn at the reference's size: taken with it.
      let (expected, held) = try budget.decode(reference, path: path, extra: 1)
      let (result, diff) = ImageDiff.compareDrawingDiff(expected, actual, tolerance: tolerance)
      if result.passed {
        budget.give(held + rendered)
        return SampleCheck(
          name: name, status: .passed, message: "", result: result,
          thumbnail: thumbnails ? shrunk(actual, toFit: 160) : nil)
      }
      return SampleCheck(
        name: name, status: .failed, message: result.summary, result: result, expected: expected,
        actual: actual, diff: diff)
    } catch {
      budget.give(rendered)
      return SampleCheck(name: name, status: .error, message: "\(error)")
    }
  }

  /// True when the sample counts against the check.
  public var isFailure: Bool { status != .passed && status != .accepted }
}

/// `image` scaled down (never up) to fit a `side`×`side` square, keeping its proportions.
func shrunk(_ image: CGImage, toFit side: Int) -> CGImage? {
  let scale = min(1, Double(side) / Double(max(image.width, image.height, 1)))
  let (width, height) = (max(1, Int(Double(image.width) * scale)), max(1, Int(Double(image.height) * scale)))
  guard
    let context = CGContext(
      data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
      space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
  else { return nil }
  context.interpolationQuality = .high
  context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
  return context.makeImage()
}
