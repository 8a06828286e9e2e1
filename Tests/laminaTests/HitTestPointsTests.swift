import Foundation
import Lamina
import Testing

@testable import lamina

/// `lamina hit-test` with many points: from a file or standard input, answered through the index.
@Suite struct HitTestPointsTests {
  @Test func pointsFromAFileAnswerAsArguments() throws {
    let file = temporaryFile("points.txt")
    try Data("150,150\n# a comment, then a blank line\n\n60,60\n 10 , 10 \n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try lamina("hit-test", "Samples/hit-test/scene.json", "--points", file.path)
    let fromArguments = try lamina("hit-test", "Samples/hit-test/scene.json", "150,150", "60,60", "10,10")
    #expect(fromFile.status == 1 && fromFile.stdout == fromArguments.stdout)
    #expect(fromFile.stdout == "150,150: white/blue at (50, 50)\n60,60: white at (10, 10)\n10,10: nothing\n")
  }

  @Test func pointsFromStandardInputAndABadLine() throws {
    let shell = URL(fileURLWithPath: "/bin/sh")
    let good = try run(
      shell,
      [
        "-c",
        "printf '150,150\\n60,60\\n' | '\(laminaBinary.path)' hit-test Samples/hit-test/scene.json --points -",
      ])
    #expect(good.status == 0 && good.stdout == "150,150: white/blue at (50, 50)\n60,60: white at (10, 10)\n")
    let bad = try run(
      shell,
      [
        "-c",
        "printf '150,150\\nabc\\n' | '\(laminaBinary.path)' hit-test Samples/hit-test/scene.json --points -",
      ])
    #expect(
      bad.status == 2 && bad.stderr == "error: standard input: line 2: expected a point X,Y, got \"abc\"\n")
  }

  @Test func manyPointsThroughTheIndexAnswerAsTheWalk() throws {
    // 400 points in one call (indexed) against the same points 10 at a time (walked), in both orders,
    // on the sample whose answers depend on zPosition.
    var random = SystemRandomNumberGenerator()
    let points = (0..<400).map { _ in
      "\(Int.random(in: -10..<310, using: &random)),\(Int.random(in: -10..<230, using: &random))"
    }
    let file = temporaryFile("many.txt")
    try Data(points.joined(separator: "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    for order in ["modern", "sublayers"] {
      let indexed = try lamina(
        "hit-test", "Samples/hit-test-order/scene.json", "--points", file.path, "--order", order)
      var walked = ""
      for start in stride(from: 0, to: points.count, by: 10) {
        walked += try run(
          laminaBinary,
          // (`--` so that a negative X is not read as an option.)
          ["hit-test", "Samples/hit-test-order/scene.json", "--order", order, "--"]
            + points[start..<start + 10]
        ).stdout
      }
      #expect(indexed.stdout.split(separator: "\n").count == 400 && indexed.stdout == walked)
    }
  }

  @Test func longLinesAndBigFilesAreRefused() throws {
    let file = temporaryFile("long.txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(("150,150\n" + String(repeating: "1", count: 300) + ",2\n").utf8).write(to: file)
    let long = try lamina("hit-test", "Samples/hit-test/scene.json", "--points", file.path)
    #expect(
      long.status == 2
        && long.stderr == "error: \(file.path): line 2: longer than 256 bytes; expected a point X,Y\n")
    // A file past 64 MiB (sparse: made in no time) is refused from its size.
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 64 << 20 + 1)
    try handle.close()
    let big = try lamina("hit-test", "Samples/hit-test/scene.json", "--points", file.path)
    #expect(
      big.status == 2
        && big.stderr == "error: \(file.path): the points are 67108865 bytes or more; the limit is 67108864\n"
    )
  }

  /// The index counts the layers it tests and stops past the limit: here 1,001 layers (the root
  /// and 1,000 squares turned 45° about (50, 50), a diamond reaching 7.07 from it), and points at
  /// (43.5, 43.5), inside every square's box but outside every diamond, so each tests them all.
  @Test func pointsPastTheLayerTestLimitAreRefused() throws {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    for _ in 0..<1000 {
      let square = CALayer()
      square.frame = CGRect(x: 45, y: 45, width: 10, height: 10)
      square.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
      root.addSublayer(square)
    }
    let points = Array(repeating: CGPoint(x: 43.5, y: 43.5), count: 40)
    // 1,001 tests a point: the 30th point passes 30,000.
    #expect(throws: HitAnswers.TooManyTests(points: 30, limit: 30_000)) {
      try HitAnswers(root: root, json: false).answer(points, order: .modern, limit: 30_000)
    }
    let answers = HitAnswers(root: root, json: false)
    try answers.answer(points, order: .modern, limit: 40_040)
    #expect(answers.missed && answers.finish().count == 40 * "43.5,43.5: nothing\n".utf8.count)
  }

  /// Answered in chunks on several threads (`HitQueries`), the points give the same bytes, and the
  /// limit stops at the same point, as on one thread: the limit counts the tests in point order.
  @Test func threadsGiveTheSameAnswersAndTheSameLimit() throws {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    for k in 0..<1000 {
      let square = CALayer()
      square.name = "s\(k)"
      square.frame = CGRect(x: 45, y: 45, width: 10, height: 10)
      square.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
      root.addSublayer(square)
    }
    // Every third point tests all 1,001 layers; the others hit a diamond or miss near a corner.
    let points = (0..<3000).map { (i: Int) -> CGPoint in
      if i % 3 == 0 { return CGPoint(x: 43.5, y: 43.5) }
      let (x, y): (Double, Double) = (45 + Double(i % 11), 44 + Double(i % 13))
      return CGPoint(x: x, y: y)
    }
    for json in [false, true] {
      let one = HitAnswers(root: root, json: json)
      try one.answer(points, order: .modern, limit: .max, threads: 1)
      let four = HitAnswers(root: root, json: json)
      try four.answer(points, order: .modern, limit: .max, threads: 4)
      #expect(one.finish() == four.finish())
    }
    // The limit passed in the second of three chunks, and in the first.
    for limit in [600_000, 90_000] {
      var stops: [Int] = []
      for threads in [1, 4] {
        do throws(HitAnswers.TooManyTests) {
          try HitAnswers(root: root, json: false).answer(
            points, order: .modern, limit: limit, threads: threads)
        } catch {
          stops.append(error.points)
        }
      }
      #expect(stops.count == 2 && stops[0] == stops[1] && stops[0] > 1 && stops[0] < 3000)
    }
  }

  /// Points on the command line are read in linear time (ArgumentParser's positional arrays are
  /// quadratic: they are joined first), with the same answers as from a file, in order.
  @Test func manyCommandLinePointsAnswerAsAFile() throws {
    let points = (0..<3000).map { "\($0 % 307),\($0 % 223)" }
    let file = temporaryFile("args.txt")
    try Data(points.joined(separator: "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try lamina("hit-test", "Samples/hit-test/scene.json", "--points", file.path, "--json")
    let fromArguments = try run(
      laminaBinary,
      ["hit-test", "Samples/hit-test/scene.json"] + points[..<1500] + ["--json"] + points[1500...])
    #expect(fromArguments.status == 1 && fromArguments.stdout == fromFile.stdout)
    #expect(
      HitTest.joiningPoints(["hit-test", "s.json", "1,2", "3,4", "--time", "5", "x", "6,7", "--", "-1,2"])
        == ["hit-test", "s.json", "1,2\03,4", "--time", "5", "x", "6,7", "--", "-1,2"])
    // A scene named like a point is still the scene; `--points=F`, `--order=O` and `-h` stay whole.
    #expect(
      HitTest.joiningPoints([
        "hit-test", "1,2", "3,4", "--points=5,6", "7,8", "--order=sublayers", "-h", "9,9",
      ])
        == ["hit-test", "1,2", "3,4", "--points=5,6", "7,8", "--order=sublayers", "-h", "9,9"])
  }
}
