import CFuzzer
import Foundation
import Lamina
import LaminaScene

/// The hit-test sample's tree, whose layers overlap, nest, rotate and sit at several zPositions.
nonisolated(unsafe) private let root: CALayer = {
  let url = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["LAMINA_FUZZ_SCENE"] ?? "Samples/hit-test/scene.json"
  )
  return try! Scene.load(contentsOf: url).root
}()
nonisolated(unsafe) private let indices = CALayer.HitTestOrder.allCases.map {
  ($0, HitTestIndex(root, order: $0))
}

/// One libFuzzer input: any bytes as a points file (`lamina hit-test --points`) read to points or
/// a `FileError` naming its line, and each point (the first 256) hit by the index as by the plain
/// walk, in both orders.
func fuzzPoints(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let points: [CGPoint]
  do {
    points = try PointList.parse(bytes, name: "points.txt")
  } catch {
    precondition(error.path == "points.txt" && error.message.hasPrefix("line "), "\(error)")
    return 0
  }
  for p in points.prefix(256) {
    precondition(p.x.isFinite && p.y.isFinite)
    for (order, index) in indices {
      precondition(index.hitTest(p) === root.hitTest(p, order: order), "index and walk differ at \(p)")
    }
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzPoints($0, $1) })
