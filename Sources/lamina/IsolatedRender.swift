import Foundation
import Lamina
import LaminaCheck
import LaminaImage
import LaminaRender

/// Renders one scene in a child `lamina render` process, so that a scene that crashes the renderer,
/// runs too long or exhausts memory fails alone: `lamina check` reports it as that sample's error
/// and goes on with the others.
struct IsolatedRender {
  /// The seconds a sample may take before its process is stopped.
  let timeout: Double
  /// The folder the child writes its PNG into.
  let folder: URL
  /// The threads each child rasterizes its image with.
  let threads: Int
  /// What the rendered images are decoded within (the check's one budget).
  let budget: ImageBudget

  /// Held from making a child's stderr pipe until the child is started (and the parent's write end
  /// closed): a child started meanwhile on another thread would inherit that write end and keep the
  /// pipe open until it ended, so a quick sample's error line waited for, or was lost behind, a slow
  /// one's.
  private static let spawning = NSLock()

  /// The rendered image, or the reason there is none (the child's error line, its signal, or the
  /// timeout).
  func render(scene: URL) -> Result<CGImage, SampleFailure> {
    let output = folder.appendingPathComponent("\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    process.arguments = ["render", scene.path, "-o", output.path, "--threads", "\(threads)"]
    // A crash is reported by its signal and first stderr line; the Swift backtracer is not started,
    // as it can outlive the child holding its stderr open.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    let errors: Pipe
    do {
      errors = try IsolatedRender.spawning.withLock {
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        return pipe
      }
    } catch {
      return .failure(SampleFailure("cannot start the renderer (\(error.localizedDescription))"))
    }
    let reader = StderrReader(errors.fileHandleForReading)
    if done.wait(timeout: .now() + timeout) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      // Bounded too: Foundation has been seen never to call the handler of a killed child.
      _ = done.wait(timeout: .now() + 5)
      return .failure(SampleFailure("rendering took longer than \(CGFloat(timeout).compactText) s; stopped"))
    }
    let stderr = reader.text()
    if process.terminationReason == .uncaughtSignal {
      let signal = process.terminationStatus
      return .failure(SampleFailure("the renderer crashed (signal \(signal), \(signalName(signal)))"))
    }
    guard process.terminationStatus == 0 else {
      let line =
        stderr.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
      return .failure(SampleFailure(line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line))
    }
    do {
      return .success(try budget.read(contentsOf: output).image)
    } catch {
      // The child's file is a temporary one: its name says nothing to the reader.
      return .failure(SampleFailure("cannot read the rendered image: \(error.message)"))
    }
  }

  private func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGABRT: return "SIGABRT"
    case SIGSEGV: return "SIGSEGV"
    case SIGILL: return "SIGILL"
    case SIGTRAP: return "SIGTRAP"
    case SIGBUS: return "SIGBUS"
    case SIGKILL: return "SIGKILL"
    case SIGFPE: return "SIGFPE"
    default: return "signal"
    }
  }
}

/// Reads a child's standard error on another thread, so a child that writes a lot never blocks.
final class StderrReader: @unchecked Sendable {
  private var data = Data()
  private let finished = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      finished.signal()
    }
  }

  /// Everything the child wrote, once it has closed the pipe (at most 4 KiB kept); nothing when the
  /// pipe is still open 5 s after the child ended (a process it started holds it).
  func text() -> String {
    guard finished.wait(timeout: .now() + 5) == .success else { return "" }
    return String(decoding: data.prefix(4096), as: UTF8.self)
  }
}
