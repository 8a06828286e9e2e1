import ArgumentParser
import Foundation
import Lamina
import LaminaScene

struct Dump: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print the layer tree with its geometry, like UIKit's recursiveDescription.",
    discussion: """
      Examples:
        lamina dump Samples/clock/scene.json
        lamina dump Samples/layout-centered-button/scene.json
      """)

  @OptionGroup var input: SceneInput

  func run() throws {
    try reportingErrors {
      let scene = try loadScene(input)
      var lines: [String] = []
      describe(scene.root, depth: 0, label: "canvas", into: &lines)
      print(lines.joined(separator: "\n"))
    }
  }

  private func describe(_ layer: CALayer, depth: Int, label: String?, into lines: inout [String]) {
    let name = label ?? layer.name.map(jsonString) ?? "(unnamed)"
    let fields = LayerDescription.fields(layer).map { f in f.value.map { "\(f.key) = \($0)" } ?? f.key }
    let prefix = String(repeating: "   | ", count: depth)
    lines.append(
      prefix + (["<\(LayerDescription.kind(layer)) \(name)"] + fields).joined(separator: "; ") + ">")
    for sub in layer.sublayers ?? [] { describe(sub, depth: depth + 1, label: nil, into: &lines) }
    if let mask = layer.mask {
      let name = mask.name.map(jsonString) ?? "(unnamed)"
      describe(mask, depth: depth + 1, label: "mask \(name)", into: &lines)
    }
  }
}
