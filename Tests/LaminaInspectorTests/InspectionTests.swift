import Foundation
import Lamina
import LaminaScene
import TestSupport
import Testing

@testable import LaminaInspector

private func sample(_ name: String) throws -> Scene {
  try Scene.load(contentsOfFile: packageRoot.appendingPathComponent("Samples/\(name)/scene.json").path)
}

private func scene(_ json: String) throws -> Scene { try Scene.parse(Array(json.utf8)) }

private func number(_ path: String, in inspection: Inspection) throws -> Int {
  try #require(inspection.layers.firstIndex { $0.path == path })
}

@Suite struct InspectionTests {
  /// The clock's hour hand, worked by hand: bounds (0 0; 12 60) about the anchor (6, 54), turned
  /// −60° (a 0.5, b −0.866, c 0.866, d 0.5), at (100, 100) in the clock, whose frame starts at
  /// (20, 20): the bounds' top left corner (−6, −54) from the anchor lands at (−49.7654, −21.8038),
  /// so at (70.2346, 98.1962) on the canvas; the top right (6, −54) at (76.2346, 87.8038).
  @Test func theHourHandsOverlaysAreWhereTheSeedsFiguresPutThem() throws {
    let inspection = try Inspection(try sample("clock"))
    let hour = inspection.layers[try number("clock/hour", in: inspection)]
    let bounds = try #require(hour.bounds)
    #expect(bounds[0].isApproximatelyEqual(to: CGPoint(x: 70.2346, y: 98.1962), tolerance: 1e-4))
    #expect(bounds[1].isApproximatelyEqual(to: CGPoint(x: 76.2346, y: 87.8038), tolerance: 1e-4))
    #expect(hour.anchor == CGPoint(x: 120, y: 120))
    // The frame is the bounding box in the clock's space (50.2346 67.8038; 57.9615 40.3923) + 20.
    let frame = try #require(hour.frame)
    #expect(frame[0].isApproximatelyEqual(to: CGPoint(x: 70.2346, y: 87.8038), tolerance: 1e-4))
    #expect(frame[2].isApproximatelyEqual(to: CGPoint(x: 128.1961, y: 128.1961), tolerance: 1e-4))
    #expect(hour.fields.first { $0.key == "frame" }?.value == "(50.2346 67.8038; 57.9615 40.3923)")
    #expect(hour.fields.first { $0.key == "alignmentRect" }?.value == "(50.2346 67.8038; 57.9615 40.3923)")
    #expect(hour.kind == "CALayer" && hour.name == "hour" && hour.parent == 1 && hour.drawOrder == 2)
    #expect(inspection.layers.map(\.path) == ["", "clock", "clock/hour", "clock/minute", "clock/second"])
  }

  /// Front (40 40; 140 120, zPosition 1) and back (120 40; 140 120, later in `sublayers`) overlap
  /// from x = 120 to 180: there the modern order answers front and the sublayers order back.
  @Test func theHoverMapsAnswerAsHitTestInBothOrders() throws {
    let loaded = try sample("hit-test-order")
    let inspection = try Inspection(loaded)
    let (front, back) = (try number("front", in: inspection), try number("back", in: inspection))
    let modern = try #require(inspection.hitMaps.first { $0.order == .modern }?.map)
    let sublayers = try #require(inspection.hitMaps.first { $0.order == .sublayers }?.map)
    #expect(modern.width == 300 && modern.height == 200)
    #expect(modern.number(x: 150, y: 100) == front && sublayers.number(x: 150, y: 100) == back)
    #expect(modern.number(x: 60, y: 60) == front && sublayers.number(x: 60, y: 60) == front)
    #expect(modern.number(x: 250, y: 100) == back && modern.number(x: 10, y: 10) == 0)
    // Every point agrees with the plain walk, at the point's centre.
    for (order, map) in [(CALayer.HitTestOrder.modern, modern), (.sublayers, sublayers)] {
      for y in stride(from: 0, to: 200, by: 7) {
        for x in stride(from: 0, to: 300, by: 7) {
          let hit = loaded.root.hitTest(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5), order: order)
          let expected = hit.flatMap { $0 === loaded.root ? nil : $0.name }.map { name in
            inspection.layers.firstIndex { $0.path == name }!
          }
          #expect(Int(map.number(x: x, y: y)) == expected ?? 0, "\(order) at \(x),\(y)")
        }
      }
    }
    // The local point of the page: (150.5, 100.5) is (110.5, 60.5) in front.
    let local = try #require(inspection.layers[front].fromCanvas).map(CGPoint(x: 150.5, y: 100.5))
    #expect(local == CGPoint(x: 110.5, y: 60.5))
  }

  /// The spring drops the ball from position.y 40: at frame 0 its frame starts at y = 40 − 25 = 15;
  /// the frames run to when the spring settles, 10 a second.
  @Test func theTimelineHoldsTheLayersAtEachFramesTime() throws {
    let loaded = try sample("spring-bounce")
    let inspection = try Inspection(loaded)
    let timeline = try #require(inspection.timeline)
    let end = try #require(loaded.root.animationsEndTime())
    #expect(timeline.fps == 10 && timeline.frames.count == Int((end * 10).rounded(.down)) + 1)
    #expect(timeline.frames.count == 12)
    let ball = try number("ball", in: inspection)
    let first = try #require(timeline.frames[0].changed.first { $0.number == ball }?.layer)
    #expect(first.anchor == CGPoint(x: 80, y: 40) && first.frame?[0] == CGPoint(x: 55, y: 15))
    #expect(timeline.frames[0].changed.map(\.number) == [ball])
    #expect(timeline.frames[4].time == 0.4)
    let at = loaded.root.presentationSnapshot(at: 0.4).sublayers![1].position
    let shown = try #require(timeline.frames[4].changed.first { $0.number == ball }?.layer.anchor)
    #expect(shown == at)
    // Each frame's hover maps answer at its time: at 0.4 s the ball (150.4 to 200.4 down) covers
    // (80, 190); at 0 s (15 to 65) it does not.
    let modern = try #require(timeline.frames[4].hitMaps.first { $0.order == .modern }?.map)
    #expect(modern.number(x: 80, y: 190) == ball)
    #expect(timeline.frames[0].hitMaps.first { $0.order == .modern }?.map.number(x: 80, y: 190) == 0)
    #expect(
      try sample("clock").root.animationsEndTime() == nil
        && (try Inspection(try sample("clock"))).timeline == nil)
  }

  @Test func layoutProblemsNameTheirLayers() throws {
    let loaded = try scene(
      #"""
      {"canvas": {"width": 320, "height": 100}, "layers": [
        {"name": "box", "intrinsicContentSize": [null, 20], "layoutConstraints": [
          {"visualFormat": "H:|-[box(==300)]-|", "id": "h"}, {"visualFormat": "V:|[box]"}]},
        {"name": "loose", "layoutConstraints": [{"item": "loose", "attribute": "width", "constant": 10}]}]}
      """#)
    let inspection = try Inspection(loaded)
    let (box, loose) = (try number("box", in: inspection), try number("loose", in: inspection))
    #expect(inspection.problems.map(\.kind) == ["conflict", "ambiguous"])
    #expect(Set(inspection.problems[0].layers) == [0, box])
    #expect(
      inspection.problems[0].message.contains(
        "<NSLayoutConstraint 'h#3' canvas.trailing == box.trailing + 20>"))
    #expect(inspection.problems[1].layers == [loose])
    #expect(
      inspection.problems[1].message == "loose: ambiguous layout (the constraints leave its frame open)")
  }

  /// A mask is placed in its owner's plane without the owner's sublayerTransform (as the renderer
  /// draws it), and so are the layers under it: box at (10, 10), its sublayers moved 100 to the
  /// right, its mask at (0, 0) holding a dot at (5, 5): the dot's top left is at (15, 15).
  @Test func layersUnderAMaskArePlacedAsTheRendererDrawsThem() throws {
    let loaded = try scene(
      #"""
      {"canvas": {"width": 200, "height": 60}, "layers": [
        {"name": "box", "frame": [10, 10, 40, 40], "backgroundColor": "red", "sublayerTransform": {"translate": [100, 0]},
         "mask": {"frame": [0, 0, 20, 20], "sublayers": [{"name": "dot", "frame": [5, 5, 4, 4], "backgroundColor": "black"}]}}]}
      """#)
    let inspection = try Inspection(loaded)
    #expect(inspection.layers.map(\.path) == ["", "box", "box/mask", "box/mask/dot"])
    #expect(inspection.layers[3].bounds?.first == CGPoint(x: 15, y: 15))
    #expect(inspection.layers[3].frame?.first == CGPoint(x: 15, y: 15))
    #expect(inspection.layers[2].bounds?.first == CGPoint(x: 10, y: 10) && inspection.layers[2].isMask)
    #expect(inspection.layers[3].fromCanvas?.map(CGPoint(x: 16, y: 17)) == CGPoint(x: 1, y: 2))
  }

  /// Each layer's own drawing, without its sublayers: the clock's face is 200 × 200 at scale 1
  /// and opaque at its centre, where the hands (its sublayers) are not drawn into it.
  @Test func planesHoldEachLayersOwnDrawing() throws {
    let inspection = try Inspection(try sample("clock"))
    let clock = try number("clock", in: inspection)
    let png = try #require(inspection.planes[clock])
    #expect(inspection.planes.count == 4 && inspection.planesLeftOut == 0)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    var options = InspectorOptions()
    options.limits.planePixels = 200 * 200 + 12 * 60
    let limited = try Inspection(try sample("clock"), options: options)
    #expect(limited.planes.count == 2 && limited.planesLeftOut == 2)
  }

  @Test func hostileNamesCannotLeaveTheDataElement() throws {
    let loaded = try scene(
      #"""
      {"canvas": {"width": 40, "height": 40}, "layers": [
        {"name": "</script><script>alert(1)</script>", "frame": [0, 0, 10, 10], "backgroundColor": "red"},
        {"name": "<!-- \u2028 & \u0007 \u202e", "frame": [10, 10, 10, 10], "backgroundColor": "blue"}]}
      """#)
    let page = String(decoding: try Inspection(loaded).page(), as: UTF8.self)
    // The two script elements of the page, and nothing else that opens or closes one.
    #expect(page.components(separatedBy: "<script").count == 3)
    #expect(page.components(separatedBy: "</script").count == 3)
    #expect(page.contains(#""name": "\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e""#))
    #expect(page.contains(#""name": "\u003c!-- \u2028 \u0026 \u0007 \#u{202E}""#))
    #expect(!page.contains("<!--"))
  }

  @Test func scenesPastTheLimitsAreRefusedWithTheLimit() throws {
    var options = InspectorOptions()
    options.limits.layers = 4
    #expect {
      try Inspection(try sample("clock"), options: options)
    } throws: {
      "\($0)".hasSuffix(
        "Samples/clock/scene.json: the scene has more than 4 layers (masks included), the most the inspector shows (Docs/limits.md)"
      )
    }
    options = InspectorOptions()
    options.limits.frames = 11
    #expect {
      try Inspection(try sample("spring-bounce"), options: options)
    } throws: {
      "\($0)".contains("12 frames at 10 a second; the timeline holds at most 11 (give a lower --fps)")
    }
    options = InspectorOptions()
    options.limits.hitMapPoints = 240 * 240 - 1
    #expect {
      try Inspection(try sample("clock"), options: options)
    } throws: {
      "\($0)".contains(
        "the canvas is 240 × 240 points; the inspector's hover map covers at most 57599 points")
    }
    // Past the layer tests the maps may take, the page is still made, without hover answers.
    options = InspectorOptions()
    options.limits.hitTests = 50_000
    let unmapped = try Inspection(try sample("clock"), options: options)
    #expect(unmapped.hitMaps.isEmpty)
    let page = String(decoding: try unmapped.page(), as: UTF8.self)
    #expect(page.contains(#""hitMaps": null, "hitTestLimit": 50000"#))
    options = InspectorOptions()
    options.limits.pageBytes = 50_000
    #expect {
      try Inspection(try sample("clock"), options: options).page(limits: options.limits)
    } throws: {
      "\($0)".contains("bytes; the limit is 50000 (give a lower --fps or --scale) (Docs/limits.md)")
    }
  }
}
