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
      var options = SceneOptions()
      options.renderLimits.work = 50_000_000
      guard let scene = try? Scene.parse(Array(bytes[..<separator]), options: options),
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
}
