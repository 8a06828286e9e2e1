#if SnapshotTesting
  import Foundation
  import Lamina
  import LaminaGraphics
  import LaminaRender
  import LaminaSnapshotTesting
  import LaminaUIKit
  import SnapshotTesting
  import TestSupport
  import Testing

  /// `assertSnapshot(of: view, as: .image)`, as iOS teams write it: the view is resized when a size
  /// is given, laid out (its constraints solved), then its layer rendered.
  @Suite struct SnapshottingViewTests {
    /// A card whose blue badge is pinned 10 points from its top-right corner by constraints.
    private func card() -> UIView {
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
      card.backgroundColor = .white
      let badge = UIView()
      badge.backgroundColor = .blue
      badge.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
        badge.widthAnchor.constraint(equalToConstant: 12),
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      ])
      return card
    }

    @Test func aViewIsLaidOutThenSnapshotted() throws {
      // __Snapshots__/SnapshottingViewTests/aViewIsLaidOutThenSnapshotted.1.png and .wide.png,
      // recorded by this strategy (40×30 and 80×30: the badge 10 points from the top-right
      // corner in both; opened and looked at).
      assertSnapshot(of: card(), as: .image)
      assertSnapshot(
        of: card(), as: .image(size: CGSize(width: 80, height: 30)), named: "wide")
      let view = card()
      let image = try LayerRenderer().render(view.preparedLayer(size: CGSize(width: 80, height: 30)))
      #expect(image.width == 80 && image.height == 30)
      // The badge is x 58..<70, y 10..<22 (premultiplied ARGB).
      #expect(image.pixel(x: 58, y: 10) == 0xFF00_00FF && image.pixel(x: 57, y: 10) == 0xFFFF_FFFF)
      #expect(image.pixel(x: 69, y: 21) == 0xFF00_00FF && image.pixel(x: 70, y: 21) == 0xFFFF_FFFF)
      #expect(image.pixel(x: 69, y: 22) == 0xFFFF_FFFF)
    }
  }

  extension UIView {
    /// What the strategy renders: the view resized and laid out.
    fileprivate func preparedLayer(size: CGSize) -> CALayer {
      frame.size = size
      layoutIfNeeded()
      return layer
    }
  }
#endif
