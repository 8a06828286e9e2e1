import Foundation
import Lamina
import LaminaDiff
import LaminaLayout
import LaminaRender

// MARK: - Constraint layout (--layout): 100, 1,000 and 5,000 views, about 4 constraints each

func benchmarkLayout() {
  print("Constraint layout, best of 3 runs, release build: \(isReleaseBuild())")
  print("")
  print("| layout | views | constraints | from scratch | per view | one constant changed (incremental) |")
  print("|---|---:|---:|---:|---:|---:|")
  let only = CommandLine.arguments.firstIndex(of: "--views").flatMap { Int(CommandLine.arguments[$0 + 1]) }
  for (shape, chained) in [("rows pinned to the top", false), ("rows chained below each other", true)] {
    for count in only.map({ [$0] }) ?? [100, 1_000, 5_000] {
      var constraintCount = 0
      var first: NSLayoutConstraint?
      var root = CALayer()
      let scratch = best(3) {
        (root, first, constraintCount) = makeLayoutGrid(views: count, chainedRows: chained)
        root.layoutIfNeeded()
      }
      var step: CGFloat = 0
      let incremental = best(3) {
        step += 1
        first?.constant = 50 + step
        root.layoutIfNeeded()
      }
      print(
        "| \(shape) | \(count) | \(constraintCount) | \(ms(scratch)) | \(String(format: "%.1f µs", scratch / Double(count) * 1e6)) | \(ms(incremental)) |"
      )
    }
  }
}

/// Rows of ten views: each view's leading edge follows the previous one (or the superlayer), its top
/// follows the row above (chained) or is pinned to the superlayer's top, its width equals the
/// previous view's, its height is fixed.
func makeLayoutGrid(views: Int, chainedRows: Bool) -> (CALayer, NSLayoutConstraint?, Int) {
  let root = CALayer()
  root.frame = CGRect(x: 0, y: 0, width: 1000, height: CGFloat(views / 10 + 1) * 30)
  var constraints: [NSLayoutConstraint] = []
  var firstWidth: NSLayoutConstraint?
  var rowAbove: CALayer?
  var previous: CALayer?
  for i in 0..<views {
    let v = CALayer()
    v.name = "v\(i)"
    root.addSublayer(v)
    let newRow = i % 10 == 0
    if newRow {
      constraints.append(v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
      let pinned = v.topAnchor.constraint(equalTo: root.topAnchor, constant: 8 + CGFloat(i / 10) * 28)
      constraints.append(
        chainedRows
          ? (rowAbove.map { v.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) } ?? pinned)
          : pinned)
      let w = v.widthAnchor.constraint(equalToConstant: 50)
      if i == 0 { firstWidth = w }
      constraints.append(w)
      rowAbove = v
    } else if let p = previous {
      constraints.append(v.leadingAnchor.constraint(equalTo: p.trailingAnchor, constant: 8))
      constraints.append(v.topAnchor.constraint(equalTo: p.topAnchor))
      constraints.append(v.widthAnchor.constraint(equalTo: p.widthAnchor))
    }
    constraints.append(v.heightAnchor.constraint(equalToConstant: 20))
    previous = v
  }
  NSLayoutConstraint.activate(constraints)
  return (root, firstWidth, constraints.count)
}
