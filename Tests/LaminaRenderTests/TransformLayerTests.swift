import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct TransformLayerTests {
  let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

  func perspective(_ d: CGFloat) -> CATransform3D {
    var p = CATransform3DIdentity
    p.m34 = -1 / d
    return p
  }

  /// A 400-point canvas with `container` (a transform layer or a plain layer) at (150, 150, 100, 100)
  /// holding `faces`, each 100 points square.
  func scene(_ container: CALayer, _ faces: [(CGColor, CATransform3D)], transform: CATransform3D) -> CALayer {
    let root = layer(frame: rect(0, 0, 400, 400))
    container.frame = rect(150, 150, 100, 100)
    for (color, t) in faces {
      let face = layer(frame: rect(0, 0, 100, 100), color: color)
      face.transform = t
      container.addSublayer(face)
    }
    container.transform = transform
    root.addSublayer(container)
    return root
  }

  @Test func sublayersKeepTheirDepthUnderThePerspective() throws {
    // Apple's CATransformLayer example, opaque: at z = 60 under m34 = -1/100 the blue layer is
    // 2.5 times as large (w = 0.4), so it shows at x = 80, outside the 100-point square.
    let faces = [(red, 20), (green, 40), (blue, 60)].map {
      ($0.0, CATransform3DMakeTranslation(0, 0, CGFloat($0.1)))
    }
    let root = scene(CATransformLayer(), faces, transform: perspective(100))
    let deep = try render(root)
    // Conversions compose in the shared 3D space: blue's left edge lands at 200 − 2.5 · 50 = 75.
    let blueFace = root.sublayers![0].sublayers![2]
    let edge = blueFace.convert(CGPoint(x: 0, y: 50), to: root)
    #expect(abs(edge.x - 75) < 1e-9 && abs(edge.y - 200) < 1e-9)
    let back = root.convert(CGPoint(x: 80, y: 200), to: blueFace)
    #expect(abs(back.x - 2) < 1e-9 && abs(back.y - 50) < 1e-9)
    #expect(deep.pixel(x: 80, y: 200) == 0xFF00_00FF && deep.pixel(x: 200, y: 200) == 0xFF00_00FF)
    #expect(deep.pixel(x: 70, y: 200) == 0)
    // A plain layer flattens its sublayers first: same sizes, then one perspective of nothing deep.
    let flat = try render(scene(CALayer(), faces, transform: perspective(100)))
    #expect(flat.pixel(x: 80, y: 200) == 0 && flat.pixel(x: 200, y: 200) == 0xFF00_00FF)
  }

  @Test func depthDecidesTheOrderNotTheSublayersArray() throws {
    // Red is first in sublayers but 30 points nearer: in a transform layer it is drawn last.
    let faces = [(red, CATransform3DMakeTranslation(0, 0, 30)), (blue, CATransform3DIdentity)]
    let deep = try render(scene(CATransformLayer(), faces, transform: perspective(500)))
    #expect(deep.pixel(x: 200, y: 200) == 0xFFFF_0000)
    let flat = try render(scene(CALayer(), faces, transform: perspective(500)))
    #expect(flat.pixel(x: 200, y: 200) == 0xFF00_00FF)
  }

  /// The six faces of a 100-point cube about the container's centre: front red, back blue, the
  /// rest green; the back face is added last.
  func cube() -> [(CGColor, CATransform3D)] {
    func face(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat) -> CATransform3D {
      CATransform3DTranslate(CATransform3DMakeRotation(angle, x, y, 0), 0, 0, 50)
    }
    return [
      (red, face(0, 0, 1)), (green, face(.pi / 2, 0, 1)), (green, face(-.pi / 2, 0, 1)),
      (green, face(.pi / 2, 1, 0)), (green, face(-.pi / 2, 1, 0)), (blue, face(.pi, 0, 1)),
    ]
  }

  @Test func aCubeShowsItsFrontAndSideFaces() throws {
    let turn = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 1, 0), perspective(500))
    let root = scene(CATransformLayer(), cube(), transform: turn)
    let image = try render(root)
    // Turned 30° about y: the front (red) covers the centre, a side (green) shows to its left.
    #expect(image.pixel(x: 210, y: 200) == 0xFFFF_0000 && image.pixel(x: 125, y: 200) == 0)
    #expect(image.pixel(x: 155, y: 200) == 0xFF00_FF00)
    // Flattened, the back face (added last) would cover the centre.
    let flat = try render(scene(CALayer(), cube(), transform: turn))
    #expect(flat.pixel(x: 210, y: 200) == 0xFF00_00FF)
    // Hit testing follows the depth: the front face, never the transform layer.
    let container = root.sublayers![0]
    #expect(root.hitTest(CGPoint(x: 210, y: 200)) === container.sublayers![0])
    #expect(root.hitTest(CGPoint(x: 155, y: 200)).map { $0.backgroundColor == green } == true)
  }

  @Test func ownDrawingIsIgnoredAndOpacityAppliesPerSublayer() throws {
    let t = CATransformLayer()
    t.backgroundColor = green
    t.borderWidth = 4
    t.opacity = 0.5
    let faces = [(red, CATransform3DIdentity), (blue, CATransform3DMakeTranslation(50, 0, 0))]
    let root = scene(t, faces, transform: CATransform3DIdentity)
    let image = try render(root)
    #expect(image.pixel(x: 175, y: 200) == 0x8080_0000)  // red alone at half, no green background
    // Overlap: blue at half over red at half, not one group at half.
    #expect(image.pixel(x: 225, y: 200) == 0xC040_0080)
    #expect(root.hitTest(CGPoint(x: 140, y: 140)) === root)  // outside the faces: not the transform layer
  }
}
