import ArgumentParser
import LaminaRender
import Testing

@testable import lamina

/// `--threads` on `lamina render`: given, at most that many; left out, every core.
@Suite struct ThreadsOptionTests {
  @Test func leftOutEveryCore() throws {
    let job = try Render.parse(["scene.json", "-o", "out.png"]).job
    #expect(job.request.threads == ThreadsOption.cores)
  }

  @Test func givenExactlyThatMany() throws {
    let job = try Render.parse(["scene.json", "-o", "out.png", "--threads", "3"]).job
    #expect(job.request.threads == 3)
    let one = try Render.parse(["scene.json", "-o", "out.png", "--threads", "1"]).job
    #expect(one.request.threads == 1)
  }

  /// The request a job renders with carries the job's threads, checked once with the other values.
  @Test func theRequestHasTheJobsThreads() throws {
    let job = try Render.parse(["Samples/clock/scene.json", "-o", "out.png", "--threads", "2"]).job
    #expect(job.request.threads == 2 && job.request.scale == nil && job.request.time == nil)
    let scaled = try Render.parse(["scene.json", "-o", "out.png", "--scale", "2", "--time", "0.5"]).job
    #expect(scaled.request.scale == 2 && scaled.request.time == 0.5)
  }

  /// Several scenes share the job's threads: each render gets its share, at least one, at most all.
  @Test func aRequestSharesItsThreads() throws {
    let request = try RenderRequest(scale: 2, threads: 8)
    #expect(request.sharing(4).threads == 4 && request.sharing(4).scale == 2)
    #expect(request.sharing(0).threads == 1 && request.sharing(20).threads == 8)
  }

  /// One rule per value, its message in the option's name.
  @Test func outOfRangeValuesNameTheirOption() {
    func message(_ body: () throws -> RenderRequest) -> String {
      do {
        _ = try body()
        return "ok"
      } catch {
        return (error as? ValidationError)?.message ?? "\(error)"
      }
    }
    #expect(
      message { try renderRequest(scale: 0, time: nil) }
        == "--scale must be greater than 0 and at most 16, got 0.0")
    #expect(message { try renderRequest(scale: 16, time: nil) } == "ok")
    #expect(
      message { try renderRequest(scale: nil, time: .nan) }
        == "--time must be a finite number of seconds, got nan")
    #expect(
      message { try renderRequest(scale: nil, time: .infinity, timeOption: "from") }
        == "--from must be a finite number of seconds, got inf")
    #expect(
      message { try renderRequest(scale: nil, time: nil, threads: 257) }
        == "--threads must be from 1 to 256, got 257")
  }

  @Test func outOfRangeIsAUsageError() {
    for value in ["0", "-3", "257"] {
      #expect(throws: (any Error).self) {
        try Render.parse(["scene.json", "-o", "out.png", "--threads", value])
      }
    }
  }
}
