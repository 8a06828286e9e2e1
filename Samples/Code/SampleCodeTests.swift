import Foundation
import LaminaRender
import LaminaSnapshot
import QuartzCore
import TestSupport
import Testing

/// The samples written in Swift (this folder) render exactly to their references in
/// `Reference/code/`, at the media times named in each reference's file name. A missing reference
/// is recorded on a developer's machine (look at it before committing) and fails on CI.
@Suite struct SampleCodeTests {
  func check(_ layer: CALayer, at time: CFTimeInterval, as name: String) throws {
    let frame = layer.presentationTree(at: time)
    let image = try LayerRenderer().render(frame, scale: 2)
    assertSnapshot(of: image, reference: packageRoot.appendingPathComponent("Reference/code/\(name).png"))
  }

  /// Half-way through the slices' ease-in-ease-out second, and once they have arrived.
  @Test func animatedPieChart() throws {
    let chart = AnimatedPieChart.make()
    try check(chart, at: 0.5, as: "animated-pie-chart-0.5s")
    try check(chart, at: 1.5, as: "animated-pie-chart-1.5s")
    // The slices' models hold their final angles; half-way, the presentation is half-way there.
    let first = try #require(chart.sublayers?.first as? PieSliceLayer)
    let mid = try #require(first.presentation(at: 0.5))
    #expect(abs(first.endAngle - (-CGFloat.pi / 2 + 0.8 * .pi)) < 1e-9)
    #expect(abs(mid.endAngle - (-CGFloat.pi / 2 + 0.4 * .pi)) < 1e-6)  // the ease is symmetric
  }

  /// Two and a half seconds in: the first pieces are past the middle, each colour's at its own
  /// places (a seeded emitter draws the same frame every run).
  @Test func confettiEmitter() throws {
    let card = ConfettiEmitter.make()
    try check(card, at: 2.5, as: "confetti-emitter-2.5s")
    let emitter = try #require(card.sublayers?.first as? CAEmitterLayer)
    #expect(emitter.particles(at: 2.5).count == 5 * 16)  // born at 0, 1/6, …, 15/6 s; none dead yet
  }

  /// A push from the right, a fifth and three fifths of the way through its half second: the old
  /// day leaving to the left as the new one comes in, clipped by the card.
  @Test func pushTransition() throws {
    let card = PushTransition.make()
    try check(card, at: 0.1, as: "push-transition-0.1s")
    try check(card, at: 0.3, as: "push-transition-0.3s")
    #expect(card.sublayers?.first?.animationKeys() == [kCATransition])
  }

  /// A paragraph set by Core Text in a layer's draw(in:): upright under the flip, wrapped in the
  /// inset bounds, the title on its own line.
  @Test func coreTextParagraph() throws {
    let card = CoreTextParagraph.make()
    try check(card, at: 0, as: "core-text-paragraph")
  }
}
