import Foundation
import Lamina
import LaminaRender

// MARK: - Layer shadows (--shadows)

/// Renders 100 rounded cards in a 10 × 10 grid with and without shadows, and reports the shadows'
/// cost against the same scene without them, measured in the same run. The cost must follow the
/// shadowed area, not the canvas: the same cards on a canvas four times larger cost the same, and
/// cards twice as wide and tall cost about four times as much.
func benchmarkShadows(quick: Bool) {
  let repeats = quick ? 3 : 7
  print(
    "lamina-bench --shadows: 100 rounded cards, best of \(repeats) runs, release build: \(isReleaseBuild())")
  print("")
  print("| canvas | card | shadows | render | vs no shadows | shadow cost |")
  print("|---|---|---|---:|---:|---:|")
  for (canvas, card) in [(1024, 80), (2048, 80), (1024, 40), (2048, 160)] {
    let plain = time(canvas, card, .none, repeats)
    for kind in [ShadowKind.alpha, .path, .sublayers] {
      let t = time(canvas, card, kind, repeats)
      print(
        "| \(canvas)² | \(card) pt | \(kind.label) | \(ms(t)) | \(ratio(t, plain)) | \(ms(t - plain)) |")
    }
    print("| \(canvas)² | \(card) pt | none | \(ms(plain)) | 1.00× | |")
  }
}

enum ShadowKind {
  case none, alpha, path, sublayers

  var label: String {
    switch self {
    case .none: "none"
    case .alpha: "of the alpha"
    case .path: "`shadowPath`"
    case .sublayers: "of the alpha, 3 sublayers"
    }
  }
}

private func time(_ canvas: Int, _ card: Int, _ kind: ShadowKind, _ repeats: Int) -> Double {
  let root = shadowScene(canvas: canvas, card: CGFloat(card), kind)
  let tree = RenderNode(root: root)
  let renderer = LayerRenderer()
  return best(repeats) {
    _ = try? renderer.rasterize(tree, width: canvas, height: canvas, scale: 1, background: .white)
  }
}

/// 100 cards of `card` points, rounded by a sixth of their side, spaced over the top-left 1024²
/// of the canvas (so a larger canvas adds only empty space), each casting the shadow `kind` asks.
func shadowScene(canvas: Int, card: CGFloat, _ kind: ShadowKind) -> CALayer {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: canvas, height: canvas)
  for i in 0..<100 {
    let l = CALayer()
    let (col, row) = (CGFloat(i % 10), CGFloat(i / 10))
    l.frame = CGRect(x: 12 + col * 101, y: 12 + row * 101, width: card, height: card * 0.75)
    l.cornerRadius = card / 6
    l.backgroundColor = CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    if kind != .none {
      l.shadowOpacity = 0.3
      l.shadowOffset = CGSize(width: 0, height: 3)
      l.shadowRadius = 6
    }
    if kind == .path {
      l.shadowPath = CGPath(
        roundedRect: l.bounds, cornerWidth: l.cornerRadius, cornerHeight: l.cornerRadius, transform: nil)
    }
    if kind == .sublayers {
      for j in 0..<3 {
        let s = CALayer()
        s.frame = CGRect(x: 8, y: 8 + CGFloat(j) * card / 5, width: card * 0.6, height: card / 8)
        s.backgroundColor = CGColor(gray: 1, alpha: 1)
        l.addSublayer(s)
      }
    }
    root.addSublayer(l)
  }
  return root
}
