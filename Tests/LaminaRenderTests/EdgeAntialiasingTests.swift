import Foundation
import Lamina
import LaminaRender
import TestSupport
import Testing

@Suite struct EdgeAntialiasingTests {
  /// A 20 × 10 blue layer turned 30° about its centre at (30, 30), on a 60-point canvas.
  func rotated(allowing: Bool, cornerRadius: CGFloat = 0) throws -> CGImage {
    let root = layer(frame: rect(0, 0, 60, 60))
    let l = layer(frame: rect(20, 25, 20, 10), color: blue)
    l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
    l.allowsEdgeAntialiasing = allowing
    l.cornerRadius = cornerRadius
    root.addSublayer(l)
    return try render(root)
  }

  func partial(_ image: CGImage) -> Int {
    image.premultipliedARGB.filter { $0 >> 24 != 0 && $0 >> 24 != 0xFF }.count
  }

  @Test func rotatedLayersHaveHardEdgesByDefault() throws {
    // Apple: layers not aligned to pixel boundaries are not edge-antialiased unless allowed
    // (UIViewEdgeAntialiasing, default false): every pixel is in or out, by its centre.
    let hard = try rotated(allowing: false)
    #expect(partial(hard) == 0)
    #expect(hard.pixel(x: 30, y: 30) == 0xFF00_00FF)
    let soft = try rotated(allowing: true)
    #expect(partial(soft) > 20)
    // Same shape: the hard version keeps exactly the pixels whose centres the soft one covers most of.
    #expect(abs(Double(hard.paintedCount) - soft.coverage) < 8)
  }

  @Test func fractionalPositionsAreNotPixelAligned() throws {
    let root = layer(frame: rect(0, 0, 20, 10))
    root.addSublayer(layer(frame: rect(2.3, 2, 5, 5), color: blue))
    let image = try render(root)
    // Edges at x = 2.3 and 7.3: pixel 2 (centre 2.5) in, pixel 7 (centre 7.5) out, nothing partial.
    #expect(image.pixel(x: 2, y: 3) == 0xFF00_00FF && image.pixel(x: 6, y: 3) == 0xFF00_00FF)
    #expect(image.pixel(x: 7, y: 3) == 0 && image.pixel(x: 1, y: 3) == 0 && partial(image) == 0)
  }

  @Test func roundedLayersFollowTheSameRule() throws {
    // The whole rounded shape is drawn without antialiasing when the layer is not pixel-aligned
    // (whether Core Animation keeps corners smooth is not documented); allowed, it is smooth.
    #expect(partial(try rotated(allowing: false, cornerRadius: 4)) == 0)
    #expect(partial(try rotated(allowing: true, cornerRadius: 4)) > 20)
  }

  @Test func alignedLayersAreUnchanged() throws {
    for allowing in [false, true] {
      let root = layer(frame: rect(0, 0, 20, 20))
      let l = layer(frame: rect(2, 2, 10, 10), color: blue)
      l.cornerRadius = 3
      l.allowsEdgeAntialiasing = allowing
      root.addSublayer(l)
      let image = try render(root)
      #expect(image.pixel(x: 7, y: 2) == 0xFF00_00FF && image.pixel(x: 7, y: 1) == 0 && partial(image) > 0)
    }
  }
}
