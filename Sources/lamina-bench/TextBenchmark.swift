import Foundation
import Lamina
import LaminaRender

// MARK: - Text layers (--text)

/// Renders 1,000 text layers (short labels in a grid on a 1024² canvas) against the same grid of
/// plain coloured layers, measured in the same run: the first render lays the text out and draws
/// each backing image (Pango, HarfBuzz, Cairo); later renders composite the cached images, as Core
/// Animation does until a text property changes.
func benchmarkText(quick: Bool) {
  let repeats = quick ? 3 : 7
  print(
    "lamina-bench --text: 1,000 layers on 1024², best of \(repeats) runs, release build: \(isReleaseBuild())")
  print("")
  print("| scene | render | vs plain layers |")
  print("|---|---:|---:|")
  let renderer = LayerRenderer()
  let plain = best(repeats) { _ = try? renderer.render(textGrid(text: false)) }
  let first = best(repeats) { _ = try? renderer.render(textGrid(text: true)) }
  let cachedTree = textGrid(text: true)
  _ = try? renderer.render(cachedTree)
  let cached = best(repeats) { _ = try? renderer.render(cachedTree) }
  print("| 1,000 plain layers | \(ms(plain)) | 1.00× |")
  print("| 1,000 text layers, laid out and drawn | \(ms(first)) | \(ratio(first, plain)) |")
  print("| the same, backing images already drawn | \(ms(cached)) | \(ratio(cached, plain)) |")
  print("")
  print("About \(String(format: "%.0f", (first - cached) / 1000 * 1e6)) µs a label to lay out and draw.")
}

/// 40 rows of 25 labels ("Label 0" … "Label 999", 12 points) or plain layers of the same frames.
func textGrid(text: Bool) -> CALayer {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 1024, height: 1024)
  for i in 0..<1000 {
    let frame = CGRect(x: 2 + CGFloat(i % 25) * 40.8, y: 4 + CGFloat(i / 25) * 25.5, width: 40, height: 20)
    let l: CALayer
    if text {
      let t = CATextLayer()
      t.string = "Label \(i)"
      t.fontSize = 12
      t.foregroundColor = CGColor(gray: 0, alpha: 1)
      l = t
    } else {
      l = CALayer()
      l.backgroundColor = CGColor(gray: 0.5, alpha: 1)
    }
    l.frame = frame
    root.addSublayer(l)
  }
  return root
}
