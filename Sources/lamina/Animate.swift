import ArgumentParser
import Foundation
import LaminaGraphics
import LaminaRender
import LaminaScene

struct Animate: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animate",
    abstract: "Render a scene's animations as an animated PNG or as numbered PNG frames.",
    discussion: """
      Frame k shows media time FROM + k/FPS, for every k with that time at most TO. Every frame is \
      rendered from the scene's presentation tree at its time, so the same command writes the same \
      bytes on every run. With -o ending in / (or naming a folder) the frames are written as \
      frame-0000.png, frame-0001.png, …; otherwise as one APNG that loops for ever. The APNG is \
      written to a temporary file and renamed into place; frames are each written so.

      Examples:
        lamina animate Samples/spring-bounce/scene.json -o bounce.png
        lamina animate Samples/spring-bounce/scene.json -o frames/ --fps 60
      """)

  @OptionGroup var input: SceneInput

  @Option(
    name: [.short, .customLong("output")], help: "The APNG file, or a folder (ending in /) for PNG frames.")
  var output: String

  @Option(help: "Frames per second (1…240).")
  var fps = 30

  @Option(help: "The first frame's media time, in seconds.")
  var from = 0.0

  @Option(help: "The last time to show, in seconds (default: when the scene's animations have all ended).")
  var to: Double?

  @Option(help: "Pixels per point; default: the scene's canvas scale.")
  var scale: Double?

  @OptionGroup var work: WorkOption

  func validate() throws {
    guard (1...240).contains(fps) else { throw ValidationError("--fps must be between 1 and 240") }
    let request = try renderRequest(scale: scale, time: from, timeOption: "from")
    if let to {
      guard to.isFinite, to >= from else {
        throw ValidationError("--to must be finite and not before --from")
      }
      guard (to - from) * Double(fps) < Double(AnimationFrames.maximumCount) else {
        throw ValidationError("--from, --to and --fps make more than \(AnimationFrames.maximumCount) frames")
      }
    }
    _ = request
  }

  func run() throws {
    try reportingErrors {
      let folder = output.hasSuffix("/") || isFolder(output)
      if !folder { try checkOutput(output, inputs: [input.scene]) }
      var scene = try loadScene(input)
      scene.renderLimits.work = work.nanoseconds
      let end = to ?? max(scene.root.animationsEndTime() ?? from, from)
      let frames = AnimationFrames(from: from, to: end, fps: fps)
      let count = frames.count
      let progress = Progress(total: count)
      // All the frames are held to one render's work limit together.
      let meter = WorkMeter()
      // Frame k's image, rendered and reported.
      func frame(_ k: Int) throws -> CGImage {
        let t = frames.time(k)
        let image: CGImage
        do {
          image = try scene.render(renderRequest(scale: scale, time: t), meter: meter)
        } catch var error as RenderError {
          error.message = "frame \(k) (t = \(CGFloat(t).compactText) s): \(error.message)"
          throw error
        }
        progress.finished(String(format: "t = %.3f s", t))
        return image
      }
      if folder {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for k in 0..<count {
          let name = (output as NSString).appendingPathComponent(String(format: "frame-%04d.png", k))
          try PNG.write(try frame(k), to: URL(fileURLWithPath: name))
        }
      } else {
        // Each frame goes to the file as it is encoded: one frame in memory, whatever the count.
        var movie = AnimatedPNG(fps: fps, frameCount: count)
        try AtomicFile.write(to: output) { append in
          for k in 0..<count { try append(try movie.append(try frame(k))) }
          try append(try movie.end())
        }
      }
      progress.finish()
    }
  }

  private func isFolder(_ path: String) -> Bool {
    var d: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &d) && d.boolValue
  }
}
