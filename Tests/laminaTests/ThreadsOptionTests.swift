import Testing

@testable import lamina

/// `--threads` on `lamina render`: given, at most that many; left out, every core.
@Suite struct ThreadsOptionTests {
  @Test func leftOutEveryCore() throws {
    let job = try Render.parse(["scene.json", "-o", "out.png"]).job
    #expect(job.threads == ThreadsOption.cores)
  }

  @Test func givenExactlyThatMany() throws {
    let job = try Render.parse(["scene.json", "-o", "out.png", "--threads", "3"]).job
    #expect(job.threads == 3)
    let one = try Render.parse(["scene.json", "-o", "out.png", "--threads", "1"]).job
    #expect(one.threads == 1)
  }

  /// The renderer a job draws with works on the job's threads.
  @Test func theRendererHasTheJobsThreads() throws {
    let job = try Render.parse(["Samples/clock/scene.json", "-o", "out.png", "--threads", "2"]).job
    let (_, renderer) = try job.load("Samples/clock/scene.json", threads: 2)
    #expect(renderer.threads == 2)
  }

  @Test func outOfRangeIsAUsageError() {
    for value in ["0", "-3", "257"] {
      #expect(throws: (any Error).self) {
        try Render.parse(["scene.json", "-o", "out.png", "--threads", value])
      }
    }
  }
}
