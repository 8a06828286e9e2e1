import Foundation
import LaminaUIKit
import TestSupport
import Testing

@testable import LaminaSnapshot

/// Snapshots of views: resized when a size is given, laid out, then their layers rendered.
@Suite struct ViewSnapshotTests {
  /// A 40 × 40 white view with a 20-point square centred by constraints.
  private func centred(_ color: UIColor) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.backgroundColor = .white
    let box = UIView()
    box.backgroundColor = color
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
    ])
    return root
  }

  @Test func aViewIsLaidOutBeforeItIsCompared() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    // The layer-drawn square of the same size and place is the reference.
    let recorded = verifySnapshot(
      of: square(red), named: "centred", configuration: sandbox.configuration(.all))
    #expect(recorded?.recorded == true)
    #expect(
      verifySnapshot(of: centred(.red), named: "centred", configuration: sandbox.configuration(.never)) == nil
    )
    let failure = try #require(
      verifySnapshot(of: centred(.blue), named: "centred", configuration: sandbox.configuration(.never)))
    #expect(failure.result?.differingPixels == 400)
    // Resized to 60 × 40, the square stays centred: 10 points further right than in the reference.
    let wide = try #require(
      verifySnapshot(
        of: centred(.red), named: "centred", size: CGSize(width: 60, height: 40),
        configuration: sandbox.configuration(.never)))
    #expect(wide.message.contains("size"))
  }
}
