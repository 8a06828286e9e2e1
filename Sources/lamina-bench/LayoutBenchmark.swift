import Foundation
import LaminaScene

/// `lamina-bench --layout FILE…`: the time a scene's Auto Layout takes, best of 5: loading the scene
/// (parse, build, layout) less loading it with its `layoutConstraints` taken out (parse and build
/// alone). Prints `FILE MILLISECONDS` a line, for `scripts/layout-bench` to set beside kiwisolver,
/// with `refused` after a layout the solver's work budget stopped.
func benchmarkLayout(_ files: [String]) {
  for file in files {
    guard let data = FileManager.default.contents(atPath: file),
      var document = try? JSONSerialization.jsonObject(with: data)
    else {
      FileHandle.standardError.write(Data("lamina-bench: cannot read \(file)\n".utf8))
      exit(2)
    }
    let bytes = [UInt8](data)
    document = withoutLayoutConstraints(document)
    guard let plain = try? JSONSerialization.data(withJSONObject: document) else {
      FileHandle.standardError.write(
        Data("lamina-bench: \(file): cannot write it back without constraints\n".utf8))
      exit(2)
    }
    let plainBytes = [UInt8](plain)
    let build = best(5) { _ = try? Scene.parse(plainBytes) }
    let whole = best(5) { _ = try? Scene.parse(bytes) }
    // A layout past the solver's budget is refused (a scene error): its time is the time to refuse.
    let refused = (try? Scene.parse(bytes)) == nil
    print("\(file) \(String(format: "%.1f", max(whole - build, 0) * 1000))\(refused ? " refused" : "")")
  }
}

/// The JSON document with every `layoutConstraints` member removed.
private func withoutLayoutConstraints(_ value: Any) -> Any {
  if let object = value as? [String: Any] {
    var out: [String: Any] = [:]
    for (key, member) in object where key != "layoutConstraints" {
      out[key] = withoutLayoutConstraints(member)
    }
    return out
  }
  if let array = value as? [Any] { return array.map(withoutLayoutConstraints) }
  return value
}
