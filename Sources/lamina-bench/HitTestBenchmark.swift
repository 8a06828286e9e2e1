import Foundation
import Lamina
import LaminaScene

/// `lamina-bench --hit-test FILE…`: queries per second of the plain walk (`hitTest(_:)` on the root)
/// and of `HitTestIndex`, on the same random points of each scene's canvas, with the time to build
/// the index; the two must give the same layer for every point.
func benchmarkHitTesting(_ files: [String], quick: Bool) {
  print("| scene | layers | walk, queries/s | index, queries/s | index / walk | building the index |")
  print("|---|---:|---:|---:|---:|---:|")
  for file in files {
    guard let scene = try? Scene.load(contentsOf: URL(fileURLWithPath: file)) else {
      print("| \(file) | the scene does not load |||||")
      continue
    }
    let root = scene.root
    var random = SystemRandomNumberGenerator()
    let points = (0..<(quick ? 20_000 : 200_000)).map { _ in
      CGPoint(
        x: CGFloat.random(in: 0..<scene.size.width, using: &random),
        y: CGFloat.random(in: 0..<scene.size.height, using: &random))
    }
    let walked = Array(points.prefix(quick ? 200 : 2_000))
    var walkHits: [CALayer?] = []
    let walk = best(quick ? 1 : 3) { walkHits = walked.map { root.hitTest($0) } }
    var index: HitTestIndex?
    let build = best(quick ? 1 : 3) { index = HitTestIndex(root) }
    var indexHits: [CALayer?] = []
    let query = best(quick ? 1 : 3) { indexHits = points.map { index!.hitTest($0) } }
    let same = zip(walkHits, indexHits).allSatisfy { $0 === $1 }
    precondition(same, "the index and the walk disagree")
    let (walkRate, indexRate) = (Double(walked.count) / walk, Double(points.count) / query)
    print(
      "| \(URL(fileURLWithPath: file).lastPathComponent) | \(index!.count - 1) | \(Int(walkRate)) | \(Int(indexRate)) | \(String(format: "%.0f×", indexRate / walkRate)) | \(ms(build)) |"
    )
  }
}
