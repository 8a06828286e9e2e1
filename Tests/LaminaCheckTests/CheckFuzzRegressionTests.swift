import Foundation
import LaminaCheck
import LaminaDiff
import LaminaImage
import LaminaScene
import TestSupport
import Testing

/// The fuzz targets' inputs for `check` (FuzzCheck) and `check --merge` (FuzzMerge), kept in
/// `Tests/FuzzRegressions/` and replayed through the same calls, so that each stays fixed.
private func inputs(_ target: String) -> [[UInt8]] {
  let folder = packageRoot.appendingPathComponent("Tests/FuzzRegressions/\(target)")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.sorted().compactMap { try? [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
}

@Suite struct CheckFuzzRegressionTests {
  @Test func shardFilesMergeOrFailNamingAFile() throws {
    #expect(inputs("merge").count >= 4)
    for bytes in inputs("merge") {
      let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
      let files = parts.enumerated().map { (file: "shard-\($0.offset).json", data: Data($0.element)) }
      do {
        _ = try CheckMerge.merge(files, budget: ImageBudget(pixels: 1 << 20))
      } catch {
        #expect(files.contains { $0.file == error.path })
      }
    }
  }

  @Test func samplesPassFailOrErrWithTheirReferences() throws {
    var statuses: Set<SampleCheck.Status> = []
    for bytes in inputs("check") {
      let separator = bytes.firstIndex(of: 0) ?? bytes.count
      // As FuzzSupport reads them: as the clock sample (its images beside it), under small limits.
      guard
        let scene = try? Scene.parse(
          Array(bytes[..<separator]), file: fuzzSceneFile, options: fuzzSceneOptions),
        let image = try? scene.render()
      else { continue }
      let budget = ImageBudget(pixels: 1 << 20)
      #expect(budget.take(image.width * image.height))
      let check = SampleCheck.compare(
        name: "sample", actual: image, reference: Array(bytes[min(separator + 1, bytes.count)...]),
        path: "sample.png", tolerance: .exact, thumbnails: true, budget: budget)
      statuses.insert(check.status)
    }
    #expect(statuses == [.passed, .failed, .error])
  }

  /// Two PNG files (FuzzDiff's PNG mode), split at the second signature and read within a budget as
  /// `lamina diff` reads them: images of different sizes never pass.
  @Test func pngPairsCompareWithinABudget() throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var verdicts: [Bool] = []
    for bytes in inputs("diff") where bytes.starts(with: signature) {
      let second =
        (8..<max(8, bytes.count - 7)).first { bytes[$0..<$0 + 8].elementsEqual(signature) } ?? bytes.count
      let budget = ImageBudget(pixels: 1 << 20)
      guard let a = try? budget.decode(Array(bytes[..<second]), path: "a.png", extra: 1),
        let b = try? budget.decode(Array(bytes[second...]), path: "b.png")
      else { continue }
      let result = ImageDiff.compare(a.image, b.image, tolerance: .exact)
      if a.image.width != b.image.width || a.image.height != b.image.height { #expect(!result.passed) }
      verdicts.append(result.passed)
    }
    #expect(verdicts.sorted { !$0 && $1 } == [false, true])
  }
}
