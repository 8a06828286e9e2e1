import Foundation
import LaminaGraphics
import LaminaImage

/// `--shard K/N`: part K (from 1) of N.
public struct CheckShard: Equatable, Sendable {
  /// K, from 1.
  public let index: Int
  /// N, 1…10,000.
  public let count: Int

  /// The shard `K/N` names, or `nil` unless 1 ≤ K ≤ N ≤ 10,000.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), (1...10_000).contains(n),
      (1...n).contains(k)
    else { return nil }
    (index, count) = (k, n)
  }

  /// The samples of this shard among `total` sorted ones: N runs of consecutive samples whose sizes
  /// differ by at most one, so every sample is in exactly one shard.
  public func range(of total: Int) -> Range<Int> {
    (index - 1) * total / count..<index * total / count
  }
}

/// `lamina check --merge A.json B.json …`: the shards' partial results joined into one check, after
/// making sure they are all there, once each, and of one suite.
public enum CheckMerge {
  /// The largest partial result read, in bytes (its images are PNG, in base64).
  public static let maximumBytes = 1 << 30

  /// The shards' results in the files named, merged; images decoded within `budget`.
  public static func read(_ files: [String], budget: ImageBudget = ImageBudget()) throws(FileError)
    -> CheckResults
  {
    try merge(files.map { file throws(FileError) in (file, try contents(of: file)) }, budget: budget)
  }

  /// The bytes of `file`, at most `maximumBytes` (a pipe or a growing file is cut off there too).
  private static func contents(of file: String) throws(FileError) -> Data {
    do {
      return Data(try FileBytes.read(file, atMost: maximumBytes))
    } catch {
      switch error {
      case .folder: throw FileError("cannot read the partial result (it is a folder)", path: file)
      case .unreadable(let why): throw FileError("cannot read the partial result (\(why))", path: file)
      case .tooLarge(let size):
        throw FileError(
          "the partial result is \(size) bytes or more; the limit is \(maximumBytes)", path: file)
      }
    }
  }

  /// The shards' results `parts` (each a file's name and bytes), merged; images decoded within
  /// `budget`. An image that cannot be read, or would exceed the budget, is left out.
  public static func merge(_ files: [(file: String, data: Data)], budget: ImageBudget = ImageBudget())
    throws(FileError) -> CheckResults
  {
    var parts: [(file: String, json: CheckJSON)] = []
    for (file, data) in files {
      do {
        parts.append((file, try JSONDecoder().decode(CheckJSON.self, from: data)))
      } catch {
        throw FileError("not a partial result of lamina check --shard … --json", path: file)
      }
    }
    guard let first = parts.first, let part = first.json.shard else {
      throw FileError("not a shard's result (made without --shard)", path: parts.first?.file ?? "")
    }
    var seen: [Int: String] = [:]
    for (file, json) in parts {
      // Numbers read from a file: checked before any is used as a range or a count.
      if let p = json.shard, !(p.of >= 1 && (1...p.of).contains(p.shard) && p.samples >= 0) {
        throw FileError(
          "shard \(p.shard) of \(p.of) with \(p.samples) samples is not a shard: expected 1 ≤ shard ≤ of and samples ≥ 0",
          path: file)
      }
      guard let p = json.shard, p.of == part.of, p.samples == part.samples else {
        throw FileError(
          "not a shard of the same \(part.of)-shard suite of \(part.samples) samples as \(first.file)",
          path: file)
      }
      guard json.tolerance == first.json.tolerance else {
        throw FileError(
          "compared with \(json.tolerance), not \(first.json.tolerance) as \(first.file)", path: file)
      }
      if let other = seen[p.shard] {
        throw FileError("shard \(p.shard) of \(p.of) again (also \(other))", path: file)
      }
      seen[p.shard] = file
    }
    if let missing = (1...part.of).first(where: { seen[$0] == nil }) {
      throw FileError("shard \(missing) of \(part.of) is missing from the merge", path: first.file)
    }
    let samples = parts.flatMap(\.json.samples).sorted { $0.name < $1.name }
    guard samples.count == part.samples, Set(samples.map(\.name)).count == samples.count else {
      throw FileError(
        "the shards hold \(samples.count) samples (\(Set(samples.map(\.name)).count) names), not the suite's \(part.samples)",
        path: first.file)
    }
    let entries = samples.map { s in
      var entry = SampleCheck(name: s.name, status: s.status, message: s.message)
      entry.seconds = s.seconds
      entry.recorded = s
      entry.recorded?.images = nil
      // An image that cannot be read, or would exceed the budget, is left out of the report.
      func image(_ role: String) -> CGImage? {
        s.images?[role].flatMap { Data(base64Encoded: $0) }.flatMap {
          try? budget.decode([UInt8]($0), path: nil).image
        }
      }
      (entry.expected, entry.actual, entry.diff, entry.thumbnail) =
        (image("expected"), image("actual"), image("diff"), image("thumbnail"))
      return entry
    }
    return CheckResults(entries: entries, toleranceDescription: first.json.tolerance, part: nil)
  }
}
