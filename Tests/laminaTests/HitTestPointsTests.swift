import Foundation
import Testing

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

  @Test func longLinesBigFilesAndTooManyTestsAreRefused() throws {
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
    // 50,000 layers (and the root) and 20,000 points: over a billion layer tests, refused before any.
    let scene = temporaryFile("flat.json")
    defer { try? FileManager.default.removeItem(at: scene) }
    let layers = Array(repeating: #"{"frame": [0, 0, 10, 10]}"#, count: 50_000).joined(separator: ",")
    try Data(#"{"canvas": {"width": 100, "height": 100}, "layers": [\#(layers)]}"#.utf8).write(to: scene)
    try Data(Array(repeating: "5,5", count: 20_000).joined(separator: "\n").utf8).write(to: file)
    let many = try lamina("hit-test", scene.path, "--points", file.path)
    #expect(
      many.status == 2
        && many.stderr
          == "error: \(file.path): 20000 points on 50001 layers could take 1000020000 layer tests; the limit is 1000000000 (give fewer points)\n"
    )
  }
}
