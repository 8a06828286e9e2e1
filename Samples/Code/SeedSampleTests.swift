import Foundation
import LaminaRender
import LaminaSnapshot
import LaminaUIKit
import TestSupport
import Testing

/// The seeds' view listings, translated line for line (`Seeds/`), laid out and rendered against
/// their references in `Reference/code/`, with the frames the seeds give or imply.
@Suite(.serialized) struct SeedSampleTests {
  func check(_ view: UIView, as name: String) throws {
    view.layoutIfNeeded()
    let image = try LayerRenderer().render(view.layer, scale: 2, background: .white)
    assertSnapshot(of: image, reference: packageRoot.appendingPathComponent("Reference/code/\(name).png"))
  }

  /// Seed 003, recipe 3.1: the button centred in a 320 × 480 view (its title 51 points wide in
  /// DejaVu Sans, standing in for the system font, plus 6 points above and below).
  @Test func centredButton() throws {
    let controller = CenteredButtonViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    controller.view.backgroundColor = .white
    controller.view.layoutIfNeeded()
    #expect(controller.button.frame == CGRect(x: 134.5, y: 225, width: 51, height: 30))
    try check(controller.view, as: "seed-003-centred-button")
  }

  /// Seed 003, figure 3.4: fields at standard spacing (20 from the top and sides, 8 between),
  /// the 128-point Register button 8 below, centred.
  @Test func registerForm() throws {
    let controller = RegisterFormViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 160)
    controller.view.backgroundColor = .secondarySystemBackground
    controller.view.layoutIfNeeded()
    let fieldHeight = controller.textFieldEmail.intrinsicContentSize.height
    #expect(controller.textFieldEmail.frame == CGRect(x: 20, y: 20, width: 280, height: fieldHeight))
    #expect(controller.textFieldConfirmEmail.frame.minY == 20 + fieldHeight + 8)
    #expect(controller.registerButton.frame.minY == 20 + 2 * fieldHeight + 16)
    #expect(controller.registerButton.frame.minX == 96 && controller.registerButton.frame.width == 128)
    try check(controller.view, as: "seed-003-register-form")
  }

  /// Seed 004: the frames its walk-through gives, and the helpers' results.
  @Test func frameHelpers() throws {
    let (top, myView, square, bar) = FrameHelpersSample.make()
    #expect(myView.frame == CGRect(x: 0, y: 30, width: 320, height: 50))
    // 150 × 200 fitted in 100 × 100: scaled by 1/2 for the height, then not again (75 < 100).
    #expect(square.frame == CGRect(x: 20, y: 90, width: 75, height: 100))
    // CGRectMoveToCenter as printed subtracts the rectangle's midpoint: from (0, 0) it centres.
    #expect(bar.frame == CGRect(x: 180, y: 140, width: 120, height: 20))
    #expect(CGRectGetCenter(bar.frame) == CGPoint(x: 240, y: 150))
    try check(top, as: "seed-004-frame-helpers")
  }

  /// Seed 001: the tag's alignment rect at (80, 100, 100, 100) puts its frame at (60, 80, 140,
  /// 140); the second tag takes its title's width plus 24 and aligns its title's baseline.
  @Test func customView() throws {
    let (root, tag, next) = CustomViewSample.make()
    root.layoutIfNeeded()
    #expect(tag.frame == CGRect(x: 60, y: 80, width: 140, height: 140))
    #expect(next.alignmentRect(forFrame: next.frame).minX == 196)
    #expect(next.frame.width == next.titleLabel.intrinsicContentSize.width + 24 + 40)
    let baseline = { (t: TagView) in
      t.frame.minY + t.titleLabel.frame.minY + t.titleLabel.frame.height
        - t.titleLabel.lastBaselineOffsetFromBottom
    }
    #expect(abs(baseline(tag) - baseline(next)) < 0.5)
    try check(root, as: "seed-001-custom-view")
  }
}

extension SeedSampleTests {
  /// Seed 000, listing 1-2: the 170-point alignment rect (its intrinsic size) centred in the
  /// 300 × 260 content view; the frame is 1.0625 times it, from the same origin.
  @Test func alignmentRects() throws {
    let (content, custom) = AlignmentRectsSample.make()
    content.layoutSubtreeIfNeeded()
    #expect(custom.frame == CGRect(x: 65, y: 45, width: 180.625, height: 180.625))
    let image = try LayerRenderer().render(content.backingLayer, scale: 2, background: .white)
    assertSnapshot(
      of: image, reference: packageRoot.appendingPathComponent("Reference/code/seed-000-alignment-rects.png"))
  }
}
