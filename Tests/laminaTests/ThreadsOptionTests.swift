import Testing

@testable import lamina

/// `--threads` on `lamina render`: given, exactly that many; left out, every core, and an image too
/// small to gain from a second thread drawn on one.
@Suite struct ThreadsOptionTests {
  @Test func leftOutEveryCoreAndSmallImagesOnOne() throws {
    let job = try Render.parse(["scene.json", "-o", "out.png"]).job
    #expect(job.threads == ThreadsOption.cores && !job.threadsGiven)
    let quick = try #require(RenderJob.quick(["render", "scene.json", "-o", "out.png"]))
    #expect(quick.threads == ThreadsOption.cores && !quick.threadsGiven)
  }

  @Test func givenExactlyThatMany() throws {
    let job = try Render.parse(["scene.json", "-o", "out.png", "--threads", "3"]).job
    #expect(job.threads == 3 && job.threadsGiven)
    let one = try Render.parse(["scene.json", "-o", "out.png", "--threads", "1"]).job
    #expect(one.threads == 1 && one.threadsGiven)
  }

  /// The renderer a job draws with: small images on one thread only when `--threads` was left out.
  @Test func theRendererKeepsSmallImagesOnOneThreadByDefault() throws {
    let byDefault = try Render.parse(["Samples/clock/scene.json", "-o", "out.png"]).job
    let (_, renderer) = try byDefault.load("Samples/clock/scene.json", threads: 2, endsWithProcess: false)
    #expect(renderer.threads == 2 && renderer.rendersSmallImagesOnOneThread)
    let given = try Render.parse(["Samples/clock/scene.json", "-o", "out.png", "--threads", "2"]).job
    let (_, exact) = try given.load("Samples/clock/scene.json", threads: 2, endsWithProcess: false)
    #expect(exact.threads == 2 && !exact.rendersSmallImagesOnOneThread)
  }

  @Test func outOfRangeIsAUsageError() {
    for value in ["0", "-3", "257"] {
      #expect(throws: (any Error).self) {
        try Render.parse(["scene.json", "-o", "out.png", "--threads", value])
      }
    }
  }
}
