import Foundation
import TestSupport
import Testing

/// `lamina check --shard K/N` splits a suite across CI jobs; `--merge` joins their partial results.
@Suite struct CheckShardTests {
  /// Runs every shard of `count` with `--json`, writing each partial result to a file.
  private func shards(_ broken: BrokenSamples, count: Int) throws -> [String] {
    try (1...count).map { k in
      let part = broken.root.appendingPathComponent("part-\(k)-of-\(count).json")
      let run = try lamina("check", broken.samples, "--shard", "\(k)/\(count)", "--json")
      #expect(run.status == 0 || run.status == 1)
      try Data(run.stdout.utf8).write(to: part)
      return part.path
    }
  }

  @Test func mergedShardsSayWhatTheWholeCheckSays() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let whole = try lamina("check", broken.samples)
    for count in [1, 2, 3] {  // three shards of two samples: one shard is empty, and passes
      let report = broken.root.appendingPathComponent("merged-\(count).html")
      let merged = try run(
        laminaBinary, ["check", "--merge"] + (try shards(broken, count: count)) + ["--report", report.path])
      #expect(merged.status == 1 && merged.stdout == whole.stdout, "\(count) shards")
      // The merged report carries the shards' images: five for the clock, the hit test's thumbnail.
      let dom = try renderedDOM(report.absoluteString)
      #expect(dom.contains(#"data-images-loaded="6""#) && dom.contains(#"data-images="6""#))
    }
  }

  /// Docs/ci/snapshots-sharded.yml, run here: its two `lamina check` lines, with one process
  /// standing for each runner of its matrix, merge to what the unsharded check says.
  @Test func theDocumentedWorkflowMergesToTheUnshardedCheck() throws {
    let workflow = try String(
      contentsOf: packageRoot.appendingPathComponent("Docs/ci/snapshots-sharded.yml"), encoding: .utf8)
    let lines = workflow.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let commands = lines.filter { $0.hasPrefix("run: lamina check") }.map { String($0.dropFirst(5)) }
    let matrix = try #require(lines.first { $0.hasPrefix("shard: [") })
    let shards = matrix.dropFirst(8).dropLast().split(separator: ",").compactMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    #expect(commands.count == 2 && shards == [1, 2, 3, 4])
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let bin = laminaBinary.deletingLastPathComponent().path
    func sh(_ command: String) throws -> Run {
      try run(
        URL(fileURLWithPath: "/bin/bash"), ["-c", "cd '\(broken.root.path)' && \(command)"],
        environment: ["PATH": "\(bin):/usr/bin:/bin"])
    }
    for k in shards {
      let command = commands[0].replacingOccurrences(of: "${{ matrix.shard }}", with: "\(k)")
        .replacingOccurrences(of: "${{ strategy.job-total }}", with: "\(shards.count)")
      #expect(try sh(command).status == 0, "shard \(k)")
    }
    let merged = try sh(commands[1])
    let whole = try lamina("check", broken.samples)
    #expect(merged.status == 1 && merged.stdout == whole.stdout)
    for file in ["junit.xml", "report.html"] {
      #expect(FileManager.default.fileExists(atPath: broken.root.appendingPathComponent(file).path))
    }
  }

  @Test func aShardSaysWhichPartItIs() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let first = try lamina("check", broken.samples, "--shard", "1/2")
    #expect(
      first.status == 1
        && first.stdout.hasSuffix("1 samples: 0 passed, 1 failed (shard 1 of 2, 2 samples in all)\n"))
    let empty = try lamina("check", broken.samples, "--shard", "1/3", "--json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) as? [String: Any])
    #expect(empty.status == 0 && (document["samples"] as? [Any])?.isEmpty == true)
    #expect(document["shard"] as? [String: Int] == ["shard": 1, "of": 3, "samples": 2])
  }

  @Test func incompleteOrMixedMergesFail() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let parts = try shards(broken, count: 3)
    let missing = try lamina("check", "--merge", parts[0], parts[2])
    #expect(missing.status == 2 && missing.stderr.contains("shard 2 of 3 is missing from the merge"))
    let twice = try lamina("check", "--merge", parts[0], parts[1], parts[1], parts[2])
    #expect(twice.status == 2 && twice.stderr.contains("shard 2 of 3 again"))
    let other = try shards(broken, count: 2)
    let mixed = try lamina("check", "--merge", parts[0], other[1])
    #expect(mixed.status == 2 && mixed.stderr.contains("not a shard of the same 3-shard suite"))
    let whole = broken.root.appendingPathComponent("whole.json")
    try Data(try lamina("check", broken.samples, "--json").stdout.utf8).write(to: whole)
    #expect(try lamina("check", "--merge", whole.path).stderr.contains("made without --shard"))
    for bad in ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3"] {
      #expect(try lamina("check", broken.samples, "--shard", bad).status == 64, "\(bad)")
    }
  }

  /// The numbers of a shard file are checked before any is used: a shard "of 0" (which trapped on a
  /// range) or a negative count is an error naming the file.
  @Test func aShardFileWithImpossibleNumbersIsALocatedError() throws {
    let broken = try BrokenSamples()
    defer { broken.remove() }
    let parts = try shards(broken, count: 2)
    let url = URL(fileURLWithPath: parts[0])
    for (shard, of, samples) in [(1, 0, 3), (3, 2, 3), (1, 2, -1)] {
      var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      json["shard"] = ["shard": shard, "of": of, "samples": samples]
      try JSONSerialization.data(withJSONObject: json).write(to: url)
      let run = try lamina("check", "--merge", parts[0], parts[1])
      #expect(
        run.status == 2
          && run.stderr.contains(
            "\(parts[0]): shard \(shard) of \(of) with \(samples) samples is not a shard"),
        "\(run.stderr)")
    }
  }
}
