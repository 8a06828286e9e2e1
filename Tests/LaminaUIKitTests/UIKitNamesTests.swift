import Foundation
import Lamina
import LaminaImage
import LaminaRender
import LaminaUIKit
import TestSupport
import Testing

@testable import LaminaUIDrawing

/// The smaller UIKit names ported layer code calls: asset colours, HSB components, responders.
struct UIKitNamesTests {
  @Test func colourSetsAreReadFromAnAssetCatalog() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("lamina-assets-\(UUID())")
    let set = root.appendingPathComponent("App.xcassets/Brand/Accent.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let json = #"""
      {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
        "components": {"red": "0xFF", "green": "102", "blue": "0.000", "alpha": "1.000"}}},
        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": {"components": {"red": "0.0", "green": "0.0", "blue": "0.0", "alpha": "1.0"}}}]}
      """#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let c = AssetCatalog.color(named: "Accent", roots: [root.path])
    #expect(c?.components == [1, 0.4, 0, 1])  // hex, 0–255 integer, float; the light appearance
    #expect(AssetCatalog.color(named: "Missing", roots: [root.path]) == nil)
    #expect(UIColor(named: "no such colour anywhere") == nil)
  }

  @Test func hueSaturationAndBrightness() {
    var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
    #expect(abs(h - 210.0 / 360) < 1e-9 && s == 1 && b == 1 && a == 0.5)
    let colour: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
    #expect(colour == UIColor.red)
  }

  @Test func touchesGoUpTheResponderChain() {
    final class Root: UIView {
      var began: [CGPoint] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.map { $0.location(in: self) }
      }
    }
    let root = Root(frame: rect(0, 0, 100, 100))
    let child = UIView(frame: rect(10, 20, 30, 30))
    root.addSubview(child)
    child.touchesBegan([UITouch(at: CGPoint(x: 5, y: 5), in: child)], with: nil)
    #expect(root.began == [CGPoint(x: 15, y: 25)])
    #expect(UIDevice.current.batteryLevel == -1)
  }

  @Test func anImageRendererForBoundsStartsAtTheirOrigin() throws {
    let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20)).image { ctx in
      UIColor.blue.setFill()
      ctx.fill(CGRect(x: 10, y: 10, width: 5, height: 5))
    }
    let cg = try #require(image.cgImage)
    #expect(image.size == CGSize(width: 20, height: 20) && cg.width == 20 * Int(UIScreen.main.scale))
    #expect(cg.pixel(x: 0, y: 0) == 0xFF00_00FF && cg.pixel(x: cg.width - 1, y: cg.height - 1) == 0)
  }
}

/// Text fields: measured like UIKit's rounded field, placeholder shown while empty.
struct UITextFieldTests {
  @Test func aRoundedFieldIsItsLineAndSevenPointsAboveAndBelow() {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Email"
    let line = UILabel()
    line.font = .systemFont(ofSize: 17)
    line.text = "Email"
    #expect(field.intrinsicContentSize.height == line.intrinsicContentSize.height + 14)
    #expect(field.intrinsicContentSize.width == line.intrinsicContentSize.width + 14)
    #expect(field.layer.cornerRadius == 5 && field.layer.borderWidth == 1)
    #expect(field.backgroundColor == .white)
  }

  @Test func secureTextIsDrawnAsBullets() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.text = "abc"
    field.isSecureTextEntry = true
    field.layoutIfNeeded()
    let label = try #require(field.subviews.first as? UILabel)
    #expect(label.text == "•••" && label.frame == CGRect(x: 7, y: 0, width: 186, height: 34))
    field.text = ""
    field.placeholder = "Password"
    #expect(label.text == "Password" && label.textColor == .placeholderText)
  }
}

/// `UIImage(named:)` as UIKit finds files: by the display scale, in bundles and asset catalogs.
struct UIImageNamedTests {
  private func png(side: Int) throws -> Data {
    let pixels = [UInt32](repeating: 0xFF00_00FF, count: side * side)
    return Data(try PNG.encode(try #require(CGImage(width: side, height: side, premultipliedARGB: pixels))))
  }

  @Test func theDisplayScalePicksTheFileAndGivesTheScale() throws {
    let folder = try temporaryFolder("named")
    defer { try? FileManager.default.removeItem(at: folder) }
    try png(side: 2).write(to: folder.appendingPathComponent("dot.png"))
    try png(side: 4).write(to: folder.appendingPathComponent("dot@2x.png"))
    let bundle = try #require(Bundle(path: folder.path))
    let at2 = try #require(
      UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(at2.scale == 2 && at2.size == CGSize(width: 2, height: 2) && at2.cgImage?.width == 4)
    // On a 3x display the 2x file is the closest below: taken as 2x, still 2 points wide.
    let at3 = try #require(
      UIImage(named: "dot.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
    #expect(at3.scale == 2 && at3.size.width == 2)
    let at1 = try #require(
      UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
    #expect(at1.scale == 1 && at1.cgImage?.width == 2)
    #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    // A display scale that is no number takes the 1x file (it trapped converting to Int).
    for odd in [CGFloat.infinity, .nan] {
      let image = UIImage(named: "dot", in: bundle, compatibleWith: UITraitCollection(displayScale: odd))
      #expect(image?.scale == 1)
    }
    #expect(UIImage(contentsOfFile: folder.appendingPathComponent("dot@2x.png").path)?.scale == 2)
  }

  @Test func imageSetsInAssetCatalogsAreRead() throws {
    let folder = try temporaryFolder("imageset")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Media.xcassets/Icons/star.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try png(side: 3).write(to: set.appendingPathComponent("star@3x.png"))
    try png(side: 1).write(to: set.appendingPathComponent("star.png"))
    let json =
      #"{"images": [{"filename": "star.png", "scale": "1x"}, {"scale": "2x"}, {"filename": "star@3x.png", "scale": "3x"}]}"#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(path: folder.path))
    let star = try #require(
      UIImage(named: "star", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
    #expect(star.scale == 3 && star.size == CGSize(width: 1, height: 1))
  }

  @Test func dataSetsInAssetCatalogsAreRead() throws {
    let folder = try temporaryFolder("dataset")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Animations/bounce.dataset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{"v": "5.7"}"#.utf8).write(to: set.appendingPathComponent("bounce.json"))
    let json =
      #"{"data": [{"filename": "bounce.json", "idiom": "universal", "universal-type-identifier": "public.json"}]}"#
    try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
    let bundle = try #require(Bundle(path: folder.path))
    let asset = try #require(NSDataAsset(name: "bounce", bundle: bundle))
    #expect(String(decoding: asset.data, as: UTF8.self) == #"{"v": "5.7"}"#)
    #expect(asset.typeIdentifier == "public.json" && asset.name == "bounce")
    #expect(NSDataAsset(name: "missing", bundle: bundle) == nil)
  }

  @Test func coloursConvertBetweenGreyAndRGB() throws {
    let grey = try #require(
      CGColor(red: 1, green: 0, blue: 0, alpha: 0.5).converted(
        to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil))
    #expect(grey.components == [0.2126, 0.5] && grey.colorSpace?.model == .monochrome)
    let rgb = CGColor(gray: 0.25, alpha: 1).converted(
      to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil)
    #expect(rgb?.components == [0.25, 0.25, 0.25, 1])
  }

  @Test func jpegAndWebPDataDecode() throws {
    let jpeg = try Data(
      contentsOf: packageRoot.appendingPathComponent("Tests/LaminaRenderTests/Fixtures/images/quadrants.jpg"))
    #expect(UIImage(data: jpeg)?.size == CGSize(width: 16, height: 16))
    #expect(UIImage(data: jpeg, scale: 2)?.size == CGSize(width: 8, height: 8))
    #expect(UIImage(data: Data([1, 2, 3])) == nil)
  }
}

/// Sliders: the thumb at its value along the track, the track tinted up to it.
struct UISliderTests {
  @Test func theThumbSitsAtTheValue() throws {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
    slider.value = 0.25
    slider.layoutIfNeeded()
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 14.5, width: 200, height: 2))
    // (200 − 28) × 0.25 = 43.
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25)
        == CGRect(x: 43, y: 1.5, width: 28, height: 28))
    slider.value = 7
    #expect(slider.value == 1 && slider.intrinsicContentSize.height == 31)
    slider.value = 0.25
    slider.layoutIfNeeded()
    let image = try LayerRenderer().render(slider.layer)
    #expect(image.pixel(x: 10, y: 15) == 0xFF00_7AFF)  // system blue up to the thumb
    #expect(image.pixel(x: 150, y: 15) == 0xFFB5_B5B5)  // grey after it
    #expect(image.pixel(x: 57, y: 15) == 0xFFFF_FFFF)  // the white thumb
  }

  @Test func aThumbImageReplacesTheThumb() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
    let pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 5 * 15)
    slider.setThumbImage(
      UIImage(cgImage: CGImage(width: 5, height: 15, premultipliedARGB: pixels)!), for: .normal)
    slider.value = 1
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        == CGRect(x: 95, y: 8, width: 5, height: 15))
  }
}

/// Bar button items: the view behind one is its custom view, also by the key `"view"`.
struct UIBarButtonItemTests {
  @Test func theViewIsTheCustomView() {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    let item = UIBarButtonItem(customView: badge)
    #expect(item.customView === badge && (item.value(forKey: "view") as? UIView) === badge)
    let titled = UIBarButtonItem(title: "Done", style: .done)
    #expect(titled.value(forKey: "view") == nil && titled.title == "Done" && titled.style == .done)
    titled.setValue(3, forKey: "custom")
    #expect(titled.value(forKey: "custom") as? Int == 3)
  }
}
