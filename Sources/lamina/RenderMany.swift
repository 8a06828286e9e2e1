import ArgumentParser
import Foundation
import LaminaGraphics
import LaminaRender
import LaminaScene

extension RenderJob {
  /// `lamina render a.json b.json -o folder/`: every scene rendered, `--threads` at a time, each to
  /// its own file; a scene that fails is reported (in the order given) and the rest written.
  func renderMany() throws {
    let folder = URL(fileURLWithPath: output)
    let names = scenes.map(RenderJob.outputName)
    var seen: [String: Int] = [:]
    for (i, name) in names.enumerated() {
      if let first = seen[name] {
        // A command line that would write two scenes to one file: a usage error, before any work.
        printError(
          "error: \(terminalSafe(scenes[first])) and \(terminalSafe(scenes[i])) would both be written to \(terminalSafe(name)).png"
        )
        throw ExitCode.validationFailure
      }
      seen[name] = i
    }
    var outputs: [String] = []
    try reportingErrors {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
        throw FileError("with several scenes, -o must name a folder", path: folder.path)
      }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      outputs = names.map { folder.appendingPathComponent("\($0).png").path }
      try checkOutputs(outputs, inputs: scenes)
    }
    let command = self
    let (inputs, files) = (scenes, outputs)
    // The threads left over when there are fewer scenes than threads rasterize each image in bands.
    let threads = request.threads
    let share = request.sharing(threads / min(threads, inputs.count))
    let failures = inParallel(inputs.count, threads: threads) { i -> String? in
      do {
        try PNG.write(encoded: command.renderPNG(inputs[i], request: share), toFile: files[i])
        return nil
      } catch {
        return "error: \(terminalSafe("\(error)"))"
      }
    }
    for failure in failures.compactMap({ $0 }) { printError(failure) }
    if failures.contains(where: { $0 != nil }) { throw ExitCode(2) }
  }

  /// The output name of a scene file: its name without `.json`, or its folder's name for a
  /// `scene.json` (as the samples are laid out).
  static func outputName(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let stem = url.deletingPathExtension().lastPathComponent
    return stem == "scene" ? url.deletingLastPathComponent().lastPathComponent : stem
  }
}
