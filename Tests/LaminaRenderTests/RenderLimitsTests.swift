import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaRender

/// A layer turned 30° about y under a 500-point perspective, as the hostile scenes of issue 8 do.
private func tilted(bounds: CGRect, position: CGPoint) -> CALayer {
  let k = CALayer()
  k.bounds = bounds
  k.position = position
  k.backgroundColor = blue
  var persp = CATransform3DIdentity
  persp.m34 = -1.0 / 500
  k.transform = CATransform3DRotate(persp, .pi / 6, 0, 1, 0)
  return k
}

@Suite struct RenderLimitsTests {
  @Test func aThinWarpedLayerTenBillionPointsLongRendersOnlyWhatShows() throws {
    let r = layer(frame: rect(0, 0, 200, 200))
    r.addSublayer(tilted(bounds: rect(0, 0, 1e10, 2), position: CGPoint(x: 50, y: 50)))
    let image = try render(r)
    // The strip crosses the whole canvas near y = 50 (it leans with the perspective).
    #expect(image.alpha(100, 50) > 0 || image.alpha(100, 51) > 0 || image.alpha(100, 49) > 0)
    #expect(image.alpha(100, 150) == 0)
    let plan = WarpPlan(
      RenderNode(root: r)!.children[0],
      RenderNode(root: r)!.children[0].toParent, clip: rect(0, 0, 200, 200), limits: RenderLimits())!
    #expect(plan.flatWidth <= 8192 && plan.flatWidth * plan.flatHeight <= 1 << 24)
    #expect(plan.region.width < 1e6, "the flat rendering covers what the canvas shows, not 1e10 points")
  }

  @Test func aWarpedLayerWithAnAstronomicalHeightDoesNotTrap() throws {
    let r = layer(frame: rect(0, 0, 200, 200))
    r.addSublayer(tilted(bounds: rect(0, 0, 100, 1e305), position: CGPoint(x: 100, y: 100)))
    let image = try render(r)
    #expect(image.width == 200)
    r.sublayers![0].bounds = rect(0, 0, 1e305, 1e305)
    _ = try render(r)
  }

  @Test func aTranslucentLayerDrawingOnceNeedsNoGroupAndKeepsItsPixel() throws {
    let r = layer(frame: rect(0, 0, 10, 10))
    let parent = layer(frame: rect(0, 0, 10, 10))
    parent.opacity = 0.5
    parent.addSublayer(layer(frame: rect(0, 0, 10, 10), color: red))
    r.addSublayer(parent)
    #expect(!RenderNode(root: r)!.children[0].needsGroup)
    #expect(try render(r).pixel(x: 5, y: 5) == 0x8080_0000)
    parent.backgroundColor = blue  // two operations now overlap: a real group
    #expect(RenderNode(root: r)!.children[0].needsGroup)
    #expect(try render(r).pixel(x: 5, y: 5) == 0x8080_0000)
  }

  @Test func nestedCanvasSizedGroupsOverTheBudgetAreRefusedNamingTheLayer() throws {
    let r = layer(frame: rect(0, 0, 1000, 1000))
    var parent = r
    for i in 0..<40 {
      let g = layer(frame: rect(0, 0, 1000, 1000), color: red)
      g.name = "group \(i)"
      g.opacity = 0.9
      g.borderWidth = 1
      g.borderColor = blue
      parent.addSublayer(g)
      parent = g
    }
    var renderer = LayerRenderer()
    renderer.limits.intermediatePixels = 10_000_000
    // 1,000,000 pixels a group: the eleventh goes over ten million.
    #expect(throws: RenderError.self) { try renderer.render(r) }
    do {
      _ = try renderer.render(r)
    } catch {
      #expect(error.layerPath == Array(repeating: 0, count: 11))
      #expect(error.layerName == "group 10")
      #expect(error.description.hasPrefix("sublayers[0].sublayers[0]"))
      #expect(error.message.contains("11000000 pixels; the limit is 10000000"))
    }
    renderer.limits.intermediatePixels = 40_000_000
    #expect(try renderer.render(r).pixel(x: 500, y: 500) >> 24 == 230)  // 0.9 × 255 over nothing
  }

  @Test func groupsCountOnlyWhatTheCanvasShows() throws {
    let r = layer(frame: rect(0, 0, 100, 100))
    let big = layer(frame: rect(-1e6, -1e6, 2e6, 2e6), color: red)
    big.opacity = 0.5
    big.addSublayer(layer(frame: rect(0, 0, 10, 10), color: blue))
    r.addSublayer(big)
    var budget = RenderBudget(limits: RenderLimits())
    let tree = RenderNode(root: r)!
    try budget.visit(tree, tree.toParent, clip: rect(0, 0, 100, 100))
    #expect(budget.peak == 100 * 100)
    // The group's 100² surface (3 ns a pixel) and its background over the canvas; the 10² square
    // is a million points off the canvas.
    let expected: Double = 100 * 100 * 3 + 100 * 100
    #expect(budget.work == expected)
  }

  @Test func nestedPerspectiveLayersAreBoundedOrRefused() throws {
    let r = layer(frame: rect(0, 0, 400, 400))
    var parent = r
    for _ in 0..<32 {
      let k = tilted(bounds: rect(0, 0, 300, 300), position: CGPoint(x: 150, y: 150))
      parent.addSublayer(k)
      parent = k
    }
    let start = ContinuousClock.now
    let outcome = Result { try render(r) }
    #expect(ContinuousClock.now - start < .seconds(60))
    if case .failure(let error) = outcome {
      let e = try #require(error as? RenderError)
      #expect(e.message.contains("perspective warp"))
    }
  }
}

@Suite struct IntermediateWorkTests {
  /// Forty sibling groups of 1000² pixels: never more than one alive at once, but each costs 3 ns a
  /// pixel for its surface and 1 for its background: 4.0001 ms with its square. With the canvas's
  /// 10 ms, the eleventh group's surface goes over a 52 ms work limit.
  @Test func manySiblingGroupsAreBoundedByTheWorkLimit() throws {
    let r = layer(frame: rect(0, 0, 1000, 1000))
    for i in 0..<40 {
      let g = layer(frame: rect(0, 0, 1000, 1000), color: red)
      g.name = "sibling \(i)"
      g.opacity = 0.5
      g.addSublayer(layer(frame: rect(1, 1, 10, 10), color: blue))
      r.addSublayer(g)
    }
    var renderer = LayerRenderer()
    renderer.limits.work = 52_000_000
    renderer.limits.intermediatePixels = 1_000_000
    do {
      _ = try renderer.render(r)
      Issue.record("expected the work limit to refuse the render")
    } catch {
      #expect(error.layerPath == [10] && error.layerName == "sibling 10")
      #expect(
        error.message
          == "a transparency group of 1000×1000 pixels takes the estimated work to 0.053 s of CPU; the limit is 0.052 s (draw less, or smaller)"
      )
    }
    renderer.limits.work = 200_000_000
    #expect(try renderer.render(r).pixel(x: 500, y: 500) >> 24 > 0)
  }

  /// The worst case small limits allow: a group over all the canvas but a strip, perspective cards
  /// in the strip, layers nested as deep as allowed. It renders, within both budgets.
  @Test func theWorstCaseOfSmallLimitsRendersWithinThem() throws {
    var limits = RenderLimits()
    limits.canvasSide = 256
    limits.canvasPixels = 256 * 256
    limits.intermediatePixels = 256 * 256
    limits.work = 2_000_000
    limits.warpPixels = 1 << 14
    limits.warpSide = 512
    let r = layer(frame: rect(0, 0, 256, 256))
    let group = layer(frame: rect(0, 16, 256, 240), color: red)
    group.opacity = 0.5
    group.borderWidth = 2
    group.borderColor = blue
    r.addSublayer(group)
    for i in 0..<4 {
      let card = tilted(bounds: rect(0, 0, 60, 14), position: CGPoint(x: 32 + 64 * i, y: 8))
      r.addSublayer(card)
    }
    var parent = group
    for _ in 0..<64 {
      let l = layer(frame: rect(1, 1, 100, 8), color: CGColor(red: 0, green: 1, blue: 0, alpha: 0.1))
      parent.addSublayer(l)
      parent = l
    }
    var renderer = LayerRenderer()
    renderer.limits = limits
    let image = try renderer.render(r)
    var budget = RenderBudget(limits: limits)
    let tree = RenderNode(root: r)!
    try budget.visit(tree, tree.toParent, clip: rect(0, 0, 256, 256))
    #expect(budget.peak <= limits.intermediatePixels && budget.work <= Double(limits.work))
    #expect(budget.peak == 256 * 240, "the group alone is alive at its peak")
    #expect(image.pixel(x: 200, y: 200) == 0x8080_0000)
    #expect(image.alpha(32, 8) > 0, "a card shows in the strip")
  }
}

@Suite struct PaintedPixelsTests {
  /// Translucent canvas-sized leaves need no group (each is one fill), but each still costs 1 ns a
  /// pixel of the canvas it covers: with the canvas's 10 ns a pixel, the fifth of 100×100 goes over
  /// a 145 µs work limit.
  @Test func manyCanvasSizedLayersAreBoundedByTheWorkLimit() throws {
    let r = layer(frame: rect(0, 0, 100, 100))
    for i in 0..<10 {
      let l = layer(frame: rect(0, 0, 100, 100), color: red)
      l.name = "sheet \(i)"
      l.opacity = 0.5
      r.addSublayer(l)
    }
    var renderer = LayerRenderer()
    renderer.limits.work = 145_000
    do {
      _ = try renderer.render(r)
      Issue.record("expected the work limit to refuse the render")
    } catch {
      #expect(error.layerPath == [4] && error.layerName == "sheet 4")
      #expect(error.message.hasPrefix("drawing the layer takes the estimated work to 0.00015 s of CPU"))
    }
    // Off the canvas costs nothing: only what shows is counted.
    for l in r.sublayers![4...] { l.position.x += 1000 }
    #expect(try renderer.render(r).pixel(x: 50, y: 50) >> 24 > 0)
  }
}
