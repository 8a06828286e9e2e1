import Foundation
import TestSupport
import Testing

/// Every Swift code block of the README compiles as written: each is type-checked by `swiftc` as a
/// file of its own against the modules this build produced.
@Suite struct ReadmeCodeTests {
  /// The README's ```swift blocks, each with the line its code starts on.
  static func blocks() throws -> [(line: Int, code: String)] {
    let lines = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
      .components(separatedBy: "\n")
    var (blocks, current): ([(Int, String)], (Int, [String])?) = ([], nil)
    for (i, line) in lines.enumerated() {
      if let open = current {
        if line.hasPrefix("```") {
          blocks.append((open.0, open.1.joined(separator: "\n") + "\n"))
          current = nil
        } else {
          current?.1.append(line)
        }
      } else if line == "```swift" {
        current = (i + 2, [])
      }
    }
    return blocks
  }

  /// The folder of the build products beside the test bundle (`.build/debug` or a sanitizer's).
  private var products: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return FileManager.default.fileExists(atPath: beside.appendingPathComponent("Modules").path)
      ? beside : packageRoot.appendingPathComponent(".build/debug")
  }

  /// `swiftc` options that find the package's Swift modules and the C modules they import.
  private func compilerOptions() throws -> [String] {
    var options = ["-typecheck", "-I", products.appendingPathComponent("Modules").path]
    for system in ["CCairo", "CLibPNG", "CLibJPEG", "CLibWebP"] {
      options += [
        "-Xcc",
        "-fmodule-map-file=\(packageRoot.appendingPathComponent("Sources/\(system)/module.modulemap").path)",
      ]
    }
    for target in ["CPNG", "CPango", "CCodecs"] {
      options += [
        "-Xcc",
        "-fmodule-map-file=\(products.appendingPathComponent("\(target).build/module.modulemap").path)",
      ]
    }
    let pkgConfig = try run(
      URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags-only-I", "cairo", "libpng"])
    for flag in pkgConfig.stdout.split(whereSeparator: \.isWhitespace) { options += ["-Xcc", String(flag)] }
    return options
  }

  /// The products `Package.swift` declares (both the portable and the Linux-only ones).
  static func products() throws -> Set<String> {
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pattern = /\.(?:library|executable)\(name: "([A-Za-z]+)"/
    return Set(manifest.matches(of: pattern).map { String($0.output.1) })
  }

  @Test func theManifestExampleLoadsAndNamesRealProducts() throws {
    let manifests = try Self.blocks().filter { $0.code.hasPrefix("// swift-tools-version") }
    try #require(manifests.count == 1)
    let folder = temporaryFile("manifest")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(manifests[0].code.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    // The package manager evaluates the manifest (no dependency is fetched).
    let dumped = try run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "package", "--package-path", folder.path, "dump-package"])
    #expect(dumped.status == 0, "the README's manifest does not load:\n\(dumped.stderr)")
    let named = Set(
      manifests[0].code.matches(of: /\.product\(name: "([A-Za-z]+)", package: "lamina"\)/).map {
        String($0.output.1)
      })
    let products = try Self.products()
    #expect(!named.isEmpty && named.isSubset(of: products))
    // The README's table of products lists exactly the manifest's.
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let table = readme.components(separatedBy: "| product | for |")[1].components(separatedBy: "\n\n")[0]
    let rows = table.split(separator: "\n").dropFirst().flatMap { row in
      row.split(separator: "|").first.map { cell in
        cell.matches(of: /`([A-Za-z]+)`/).map { String($0.output.1) }
      }
        ?? []
    }
    #expect(Set(rows) == products, "README products table: \(rows.sorted()) vs manifest \(products.sorted())")
  }

  @Test func everySwiftBlockCompiles() throws {
    let blocks = try Self.blocks().filter { !$0.code.hasPrefix("// swift-tools-version") }
    #expect(blocks.count >= 4)
    let options = try compilerOptions()
    let folder = temporaryFile("readme")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (line, code) in blocks {
      // A block for swift-snapshot-testing compiles where the build has the trait (scripts/test).
      if code.contains("import SnapshotTesting"),
        !FileManager.default.fileExists(
          atPath: products.appendingPathComponent("Modules/SnapshotTesting.swiftmodule").path)
      {
        continue
      }
      let file = folder.appendingPathComponent("readme-line-\(line).swift")
      try Data(code.utf8).write(to: file)
      let compiled = try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + options + [file.path])
      #expect(
        compiled.status == 0, "the README's Swift block at line \(line) does not compile:\n\(compiled.stderr)"
      )
    }
  }

  @Test func aBlockThatDoesNotCompileIsCaught() throws {
    // The check itself can fail: a block calling what no module declares.
    let file = temporaryFile("broken.swift")
    try Data("import Lamina\nlet l = CALayer()\nl.noSuchProperty = 1\n".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let compiled = try run(
      URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + (try compilerOptions()) + [file.path])
    #expect(compiled.status != 0 && compiled.stderr.contains("noSuchProperty"))
  }

  @Test func documentsLinkOnlyToFilesInTheRepository() throws {
    var documents = [packageRoot.appendingPathComponent("README.md")]
    let docs = packageRoot.appendingPathComponent("Docs")
    let walker = try #require(FileManager.default.enumerator(atPath: docs.path))
    for case let path as String in walker where path.hasSuffix(".md") {
      documents.append(docs.appendingPathComponent(path))
    }
    #expect(documents.count >= 5)
    for document in documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      let folder = document.deletingLastPathComponent()
      // Markdown links to files: each resolves to a file inside the repository.
      for match in text.matches(of: /\]\(([^)#:\s]+)(?:#[^)]*)?\)/) {
        let target = folder.appendingPathComponent(String(match.output.1)).standardizedFileURL
        #expect(
          target.path.hasPrefix(packageRoot.standardizedFileURL.path + "/")
            && FileManager.default.fileExists(atPath: target.path),
          "\(document.lastPathComponent) links to \(match.output.1), which is not a file of the repository")
      }
      #expect(
        !text.contains("../shared"), "\(document.lastPathComponent) names a path outside the repository")
    }
  }
}
