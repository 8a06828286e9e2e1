import Foundation
import LaminaCheck
import LaminaDiff
import LaminaImage
import Testing

/// Shard `k` of `of`, of a suite of `suite` samples, holding the passed samples named.
private func shard(_ k: Int, of: Int, suite: Int, _ names: [String]) throws -> Data {
  let entries = names.map { SampleCheck(name: $0, status: .passed, message: "") }
  let part = CheckJSON.Part(shard: k, of: of, samples: suite)
  return Data(try CheckJSON(CheckResults(entries: entries, tolerance: .exact, part: part)).text().utf8)
}

/// `CheckMerge.merge`: the shards' results joined, every number read from them checked first.
@Suite struct CheckMergeTests {
  @Test func shardsMergeIntoTheWholeSuiteInNameOrder() throws {
    let results = try CheckMerge.merge([
      ("b.json", try shard(2, of: 2, suite: 3, ["c"])),
      ("a.json", try shard(1, of: 2, suite: 3, ["b", "a"])),
    ])
    #expect(results.entries.map(\.name) == ["a", "b", "c"])
    #expect(results.part == nil && results.toleranceDescription == "exact")
  }

  @Test func aShardOfZeroIsALocatedError() throws {
    let zero = try shard(1, of: 2, suite: 1, ["a"])
    let text = String(decoding: zero, as: UTF8.self).replacingOccurrences(
      of: "\"of\" : 2", with: "\"of\" : 0")
    #expect(
      throws: FileError(
        "shard 1 of 0 with 1 samples is not a shard: expected 1 ≤ shard ≤ of and samples ≥ 0", path: "z.json")
    ) { try CheckMerge.merge([("z.json", Data(text.utf8))]) }
  }

  @Test func aMissingShardIsNamed() throws {
    #expect(throws: FileError("shard 2 of 3 is missing from the merge", path: "1.json")) {
      try CheckMerge.merge([
        ("1.json", try shard(1, of: 3, suite: 2, ["a"])), ("3.json", try shard(3, of: 3, suite: 2, ["b"])),
      ])
    }
  }

  @Test func aDocumentThatIsNotAShardsResultIsNamed() throws {
    #expect(throws: FileError("not a partial result of lamina check --shard … --json", path: "x.json")) {
      try CheckMerge.merge([("x.json", Data("{\"samples\": 5}".utf8))])
    }
  }
}
