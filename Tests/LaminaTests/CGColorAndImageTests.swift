import Foundation
import TestSupport
import Testing

@testable import Lamina

@Suite struct CGColorAndImageTests {
  @Test func colorsClampAndCompareByComponents() {
    let c = CGColor(red: 1.5, green: -1, blue: .nan, alpha: 0.5)
    #expect(c.components == [1, 0, 0, 0.5])
    #expect(CGColor(gray: 0.25, alpha: 1).components == [0.25, 1])
    // Apple's CGColorEqualToColor: "Two colors are equal if they have equal color spaces and
    // numerically equal color components": grey and RGB colours that draw alike differ.
    #expect(CGColor(gray: 0.25, alpha: 1) != CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
    #expect(CGColor(red: 0, green: 0, blue: 0, alpha: 1) != .black && CGColor(gray: 0, alpha: 1) == .black)
    #expect(
      CGColor(red: 0.25, green: 0.5, blue: 0, alpha: 1) == CGColor(red: 0.25, green: 0.5, blue: 0, alpha: 1))
    let srgb = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    #expect(
      srgb != CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        && srgb.hashValue == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1).hashValue)
    #expect(CGColor.white.copy(alpha: 0)?.alpha == 0)
    #expect(c.numberOfComponents == 4)
  }

  @Test func premultipliedPixelOfAColour() {
    #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).premultipliedARGB == 0xFFFF_0000)
    #expect(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5).premultipliedARGB == 0x8080_8080)
    #expect(CGColor.clear.premultipliedARGB == 0)
  }

  @Test func imagesValidateTheirDimensions() {
    #expect(CGImage(width: 2, height: 2, premultipliedARGB: [1, 2, 3, 4]) != nil)
    #expect(CGImage(width: 2, height: 2, premultipliedARGB: [1, 2, 3]) == nil)
    #expect(CGImage(width: 0, height: 2, premultipliedARGB: []) == nil)
    #expect(CGImage(width: -1, height: -1, premultipliedARGB: [1]) == nil)
    #expect(CGImage(width: Int.max, height: 2, premultipliedARGB: []) == nil)
    #expect(CGImage(width: 1 << 15, height: 1 << 14, color: .black) == nil)
  }

  @Test func croppingCopiesTheRowsInside() {
    let image = CGImage(width: 3, height: 2, premultipliedARGB: [1, 2, 3, 4, 5, 6])!
    let cropped = image.cropping(to: rect(1, 0, 2, 2))
    #expect(cropped?.premultipliedARGB == [2, 3, 5, 6])
    #expect(image.cropping(to: rect(0.5, 1.2, 1, 0.5))?.premultipliedARGB == [4, 5])
    #expect(image.cropping(to: rect(10, 10, 5, 5)) == nil)
    #expect(image.cropping(to: rect(.nan, 0, 1, 1)) == nil)
    #expect(image.bytesPerRow == 12 && image.pixel(x: 2, y: 1) == 6)
  }

  @Test func layerCopiesPropertiesButNotSublayers() {
    let l = layer(bounds: rect(0, 0, 10, 20), position: pt(5, 6), name: "orig")
    l.cornerRadius = 3
    l.backgroundColor = .white
    l.addSublayer(CALayer())
    let copy = CALayer(layer: l)
    #expect(copy.bounds == l.bounds && copy.position == l.position && copy.name == "orig")
    #expect(copy.cornerRadius == 3 && copy.backgroundColor == .white && copy.sublayers == nil)
  }

  /// Rarely set values (kept together out of line, shared by copies until written) read back their
  /// defaults, and a write to one layer never shows in a copy made before it, either way.
  @Test func rareValuesAreTheLayersOwnAfterACopy() {
    let l = CALayer()
    #expect(l.borderColor == .black && l.shadowOffset == CGSize(width: 0, height: -3))
    #expect(l.shadowRadius == 3 && l.contentsRect == rect(0, 0, 1, 1) && l.maskedCorners == .allCorners)
    l.borderColor = .white
    l.shadowOpacity = 0.5
    let copy = CALayer(layer: l)
    l.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    copy.shadowOpacity = 0.25
    #expect(copy.borderColor == .white && l.borderColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(l.shadowOpacity == 0.5 && copy.shadowOpacity == 0.25)
    #expect(l.shadowRadius == 3 && copy.shadowRadius == 3 && copy.contentsScale == 1)
    l.anchorPointZ = 4
    #expect(l.anchorPointZ == 4 && copy.anchorPointZ == 0 && CALayer().anchorPointZ == 0)
  }

  @Test func descriptionNamesTheLayerAndFrame() {
    let l = layer(frame: rect(10, 20, 30, 40), name: "box")
    #expect(l.description == "<CALayer \"box\"; frame = (10.0 20.0; 30.0 40.0)>")
    #expect(CALayerContentsGravity.allCases.count == 12)
    #expect(CALayerContentsGravity(rawValue: "resizeAspectFill") == .resizeAspectFill)
  }
}

@Suite struct ContentsGravityTests {
  let bounds = rect(0, 0, 100, 50)
  let size = CGSize(width: 20, height: 10)

  @Test(arguments: [
    // Natural-size gravities: "top" is maximum y, as Apple's header defines it.
    ("center", rect(40, 20, 20, 10)), ("top", rect(40, 40, 20, 10)), ("bottom", rect(40, 0, 20, 10)),
    ("left", rect(0, 20, 20, 10)), ("right", rect(80, 20, 20, 10)), ("topLeft", rect(0, 40, 20, 10)),
    ("topRight", rect(80, 40, 20, 10)), ("bottomLeft", rect(0, 0, 20, 10)),
    ("bottomRight", rect(80, 0, 20, 10)), ("resize", rect(0, 0, 100, 50)),
    ("resizeAspect", rect(0, 0, 100, 50)), ("resizeAspectFill", rect(0, 0, 100, 50)),
    ("unknown", rect(0, 0, 100, 50)),
  ])
  func gravityPlacesContents(name: String, expected: CGRect) {
    let g = CALayerContentsGravity(rawValue: name)
    #expect(g.rect(forContentsOfSize: size, in: bounds) == expected)
  }

  @Test func aspectGravitiesFitAndCover() {
    let tall = CGSize(width: 10, height: 20)
    #expect(
      CALayerContentsGravity.resizeAspect.rect(forContentsOfSize: tall, in: bounds) == rect(37.5, 0, 25, 50))
    #expect(
      CALayerContentsGravity.resizeAspectFill.rect(forContentsOfSize: tall, in: bounds)
        == rect(0, -75, 100, 200))
  }
}
