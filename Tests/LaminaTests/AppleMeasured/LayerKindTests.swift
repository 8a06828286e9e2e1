import Foundation
import TestSupport
import Testing

@testable import Lamina

/// Expectations measured on Apple's QuartzCore by gnustep/libs-quartzcore's layer-kind suites (run in CI).
@Suite struct LayerKindTests {
  /// Whether `value` is a layer (taken as `Any`, so the test is made at run time).
  private func isLayer(_ value: Any) -> Bool { value is CALayer }

  /// An opaque red made from device RGB components, as the sources make theirs.
  private func deviceRed() throws -> CGColor {
    try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0, 0, 1]))
  }

  /// E60 (gnustep/libs-quartzcore Tests/quartzcore/CATransformLayer/subclass.m@a0045fc L18-28, run against
  /// Apple QuartzCore in CI): a transform layer is a layer with a layer's opacity, and takes a sublayer.
  @Test func aTransformLayerIsALayer() {
    let t = CATransformLayer()
    #expect(isLayer(t))
    #expect(t.opacity == 1)
    let child = CALayer()
    t.addSublayer(child)
    #expect(t.sublayers?.count == 1)
    #expect(child.superlayer === t)
  }

  /// E259 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/gradient.m@a305db1 L34-39, run against
  /// Apple QuartzCore in CI): the gradient types are named axial, radial and conic.
  @Test func theGradientTypeNames() {
    #expect(CAGradientLayerType.axial.rawValue == "axial")
    #expect(CAGradientLayerType.radial.rawValue == "radial")
    #expect(CAGradientLayerType.conic.rawValue == "conic")
  }

  /// E260 (gnustep/libs-quartzcore Tests/quartzcore/CAGradientLayer/gradient.m@a305db1 L45-74, run against
  /// Apple QuartzCore in CI): a gradient layer's setters keep what they are given, an unknown type too.
  @Test func aGradientLayersSettersKeepWhatTheyAreGiven() {
    let g = CAGradientLayer()
    g.locations = [NSNumber(value: 0.0), NSNumber(value: 0.5), NSNumber(value: 1.0)]
    #expect(g.locations?.count == 3)
    #expect(g.locations?[1].floatValue == 0.5)
    g.startPoint = pt(0.25, 0.75)
    #expect(g.startPoint == pt(0.25, 0.75))
    g.endPoint = pt(1, 1)
    #expect(g.endPoint == pt(1, 1))
    g.type = .radial
    #expect(g.type == .radial)
    g.type = CAGradientLayerType(rawValue: "notAGradientType")
    #expect(g.type.rawValue == "notAGradientType")
    g.locations = nil
    #expect(g.locations == nil)
  }

  /// E263 (gnustep/libs-quartzcore Tests/quartzcore/CAReplicatorLayer/replicator.m@a305db1 L51-80, run
  /// against Apple QuartzCore in CI): a replicator's setters keep what they are given; the instance
  /// colour is the very colour it was given.
  @Test func aReplicatorsSettersKeepWhatTheyAreGiven() throws {
    let r = CAReplicatorLayer()
    r.instanceCount = 5
    #expect(r.instanceCount == 5)
    r.instanceDelay = 0.5
    #expect(r.instanceDelay == 0.5)
    r.preservesDepth = true
    #expect(r.preservesDepth)
    r.instanceTransform = CATransform3DMakeTranslation(10, 20, 0)
    #expect(r.instanceTransform.m41 == 10 && r.instanceTransform.m42 == 20)
    r.instanceAlphaOffset = -0.25
    #expect(r.instanceAlphaOffset == -0.25)
    let red = try deviceRed()
    r.instanceColor = red
    #expect(r.instanceColor === red)
    #expect(r.instanceColor?.alpha == 1)
  }

  /// E264 (gnustep/libs-quartzcore Tests/quartzcore/CAScrollLayer/scroll.m@c757d37 L20-23, run against
  /// Apple QuartzCore in CI): a scroll layer is a layer that scrolls both ways, with a layer's opacity.
  @Test func whatAScrollLayerStartsWith() {
    let s = CAScrollLayer()
    #expect(isLayer(s))
    #expect(s.scrollMode == .both)
    #expect(s.scrollMode.rawValue == "both")
    #expect(s.opacity == 1)
  }

  /// E265 (gnustep/libs-quartzcore Tests/quartzcore/CAScrollLayer/scroll.m@c757d37 L29-35, run against
  /// Apple QuartzCore in CI): the scroll modes are named none, vertically, horizontally and both.
  @Test func theScrollModeNames() {
    #expect(CAScrollLayerScrollMode.none.rawValue == "none")
    #expect(CAScrollLayerScrollMode.vertically.rawValue == "vertically")
    #expect(CAScrollLayerScrollMode.horizontally.rawValue == "horizontally")
    #expect(CAScrollLayerScrollMode.both.rawValue == "both")
  }

  /// E266 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/shapelayer.m@be7a213 L17-23, run against
  /// Apple QuartzCore in CI): a shape layer is a layer with no path, no stroke colour, the stroke and
  /// the dash phase at 0 and no dash pattern.
  @Test func whatAShapeLayerStartsWith() {
    let l = CAShapeLayer()
    #expect(isLayer(l))
    #expect(l.path == nil)
    #expect(l.strokeColor == nil)
    #expect(l.strokeStart == 0)
    #expect(l.lineDashPhase == 0)
    #expect(l.lineDashPattern == nil)
  }

  /// E268 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/shapelayer.m@be7a213 L56-84, run against
  /// Apple QuartzCore in CI): a shape layer's setters keep what they are given.
  @Test func aShapeLayersSettersKeepWhatTheyAreGiven() {
    let l = CAShapeLayer()
    l.lineWidth = 4.5
    #expect(l.lineWidth == 4.5)
    l.miterLimit = 3
    #expect(l.miterLimit == 3)
    l.strokeStart = 0.25
    #expect(l.strokeStart == 0.25)
    l.strokeEnd = 0.75
    #expect(l.strokeEnd == 0.75)
    l.lineDashPhase = 2
    #expect(l.lineDashPhase == 2)
    l.fillRule = .evenOdd
    #expect(l.fillRule.rawValue == "even-odd")
    l.lineCap = .round
    #expect(l.lineCap.rawValue == "round")
    l.lineJoin = .bevel
    #expect(l.lineJoin.rawValue == "bevel")
  }

  /// E269 (gnustep/libs-quartzcore Tests/quartzcore/CAShapeLayer/shapelayer.m@be7a213 L90-101, run against
  /// Apple QuartzCore in CI): changing the dash pattern array afterwards does not change the layer.
  @Test func theLineDashPatternIsCopied() {
    let l = CAShapeLayer()
    var pattern = [NSNumber(value: 4), NSNumber(value: 2)]
    l.lineDashPattern = pattern
    pattern.append(NSNumber(value: 9))
    #expect(l.lineDashPattern?.count == 2)
  }

  /// E272 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/text.m@a305db1 L49-62, run against Apple
  /// QuartzCore in CI): the alignment and truncation names.
  @Test func theAlignmentAndTruncationNames() {
    let alignments: [CATextLayerAlignmentMode] = [.natural, .left, .right, .center, .justified]
    #expect(alignments.map(\.rawValue) == ["natural", "left", "right", "center", "justified"])
    let truncations: [CATextLayerTruncationMode] = [.none, .start, .end, .middle]
    #expect(truncations.map(\.rawValue) == ["none", "start", "end", "middle"])
  }

  /// E273 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/text.m@a305db1 L68-97, run against Apple
  /// QuartzCore in CI): a text layer's setters keep what they are given: an unknown alignment as given,
  /// a font named by a string as that string, and no string at all.
  @Test func aTextLayersSettersKeepWhatTheyAreGiven() {
    let t = CATextLayer()
    t.string = "hello"
    #expect(t.string as? String == "hello")
    t.fontSize = 12
    #expect(t.fontSize == 12)
    t.isWrapped = true
    #expect(t.isWrapped)
    t.alignmentMode = .center
    #expect(t.alignmentMode == .center)
    t.truncationMode = .end
    #expect(t.truncationMode == .end)
    t.alignmentMode = CATextLayerAlignmentMode(rawValue: "notAnAlignment")
    #expect(t.alignmentMode.rawValue == "notAnAlignment")
    t.font = "Times"
    #expect(t.font as? String == "Times")
    t.string = nil
    #expect(t.string == nil)
  }

  /// E274 (gnustep/libs-quartzcore Tests/quartzcore/CATextLayer/text.m@a305db1 L103-115, run against Apple
  /// QuartzCore in CI): the foreground colour given is the very colour answered, still opaque.
  @Test func theForegroundColourIsTheOneGiven() throws {
    let t = CATextLayer()
    let red = try deviceRed()
    t.foregroundColor = red
    #expect(t.foregroundColor === red)
    #expect(t.foregroundColor?.alpha == 1)
  }
}
