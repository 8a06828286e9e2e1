import Foundation
import Lamina
import LaminaRender
import LaminaScene

// MARK: - Animation (--animation)

/// Evaluates the presentation tree of 10,000 layers, each carrying two animations (a basic position
/// animation and a transform.rotation.z one), against copying the same tree without animations; and
/// renders 120 frames of the ticking clock at 240×240 (its animated second hand), with and without
/// encoding them into an APNG, against 120 renders of the clock's model. Run from the package root.
func benchmarkAnimation(quick: Bool) {
  let repeats = quick ? 3 : 9
  print("lamina-bench --animation: best of \(repeats) runs, release build: \(isReleaseBuild())")
  print("")
  print("| work | time | baseline | vs baseline |")
  print("|---|---:|---:|---:|")
  let animated = animatedTree(layers: 10_000, animations: true)
  let still = animatedTree(layers: 10_000, animations: false)
  let evaluate = best(repeats) { _ = animated.presentationTree(at: 0.5) }
  let copy = best(repeats) { _ = still.presentationTree(at: 0.5) }
  print(
    "| presentation tree, 10,000 layers × 2 animations, a new copy | \(ms(evaluate)) | \(ms(copy)) (same tree, no animations) | \(ratio(evaluate, copy)) |"
  )
  let evaluator = PresentationEvaluator(animated)
  _ = evaluator.tree(at: 0)
  var frame = 0
  let refresh = best(repeats) {
    frame += 1
    _ = evaluator.tree(at: Double(frame) / 60)
  }
  let stillEvaluator = PresentationEvaluator(still)
  _ = stillEvaluator.tree(at: 0)
  let stillRefresh = best(repeats) { _ = stillEvaluator.tree(at: 0.5) }
  print(
    "| the same, refreshed in place by a `PresentationEvaluator` | \(ms(refresh)) | \(ms(stillRefresh)) (refreshing the tree without animations) | \(ratio(refresh, stillRefresh)) |"
  )
  guard let clock = try? Scene.load(contentsOf: URL(fileURLWithPath: "Samples/clock-ticking/scene.json"))
  else {
    print("(Samples/clock-ticking/scene.json not found: run from the package root)")
    return
  }
  let model = best(repeats) { for _ in 0..<120 { _ = try? clock.render() } }
  let frames = best(repeats) { for k in 0..<120 { _ = try? clock.render(time: Double(k) / 2) } }
  let movie = best(repeats) {
    var apng = AnimatedPNG(fps: 2)
    for k in 0..<120 { if let image = try? clock.render(time: Double(k) / 2) { try? apng.append(image) } }
    _ = try? apng.bytes()
  }
  print(
    "| 120 clock frames at 240×240, rendered | \(ms(frames)) | \(ms(model)) (120 model renders) | \(ratio(frames, model)) |"
  )
  print(
    "| 120 clock frames, rendered and encoded as an APNG | \(ms(movie)) | \(ms(model)) | \(ratio(movie, model)) |"
  )
}

/// A root with `layers` small sublayers, each with a position and a rotation animation when asked.
private func animatedTree(layers: Int, animations: Bool) -> CALayer {
  let root = CALayer()
  root.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1024)
  for i in 0..<layers {
    let l = CALayer()
    l.frame = CGRect(x: CGFloat(i % 100) * 10, y: CGFloat(i / 100) * 10, width: 8, height: 8)
    l.backgroundColor = CGColor(srgbRed: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    if animations {
      let move = CABasicAnimation(keyPath: "position")
      move.fromValue = l.position
      move.toValue = CGPoint(x: l.position.x + 20, y: l.position.y + 10)
      move.duration = 1
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = Double.pi * 2
      spin.duration = 1
      spin.repeatCount = .infinity
      MediaClock.withTime(0) {
        l.add(move, forKey: "move")
        l.add(spin, forKey: "spin")
      }
    }
    root.addSublayer(l)
  }
  return root
}
