import Foundation
import Lamina
import LaminaRender
import Testing

@testable import LaminaScene

/// Loading a scene on two threads (`SplitLoader`): where the scan splits a document, and that the
/// scene and every error are those of loading on one thread.
@Suite struct SplitLoadingTests {
  /// A document of `groups` top-level layers under one, each with `children` sublayers of every
  /// kind a helper builds (shapes, gradients, replicators, transform layers, masks, transforms,
  /// hidden layers), with `extra` spliced into the member list of layer `special` (numbered in
  /// document order among the children).
  static func document(groups: Int = 6, children: Int = 40, special: Int = -1, extra: String = "") -> String {
    var n = 0
    var out =
      #"{"canvas": {"width": 200, "height": 150}, "layers": [{"name": "top", "frame": [0, 0, 200, 150], "sublayers": ["#
    for g in 0..<groups {
      out += g > 0 ? ",\n" : "\n"
      out +=
        #"{"name": "g\#(g) ] \" {", "frame": [\#(g * 30), 0, 30, 150], "backgroundColor": "white", "sublayers": ["#
      for c in 0..<children {
        let kind: String
        switch (g + c) % 6 {
        case 0: kind = #""type": "shape", "path": "M0 0 L10 0 L5 8 Z", "fillColor": "green""#
        case 1: kind = #""type": "gradient", "colors": ["red", "blue"]"#
        case 2: kind = #""mask": {"frame": [0, 0, 6, 6], "backgroundColor": "black", "cornerRadius": 3}"#
        case 3: kind = #""transform": {"rotate": {"degrees": \#(c * 7)}}, "opacity": 0.5"#
        case 4:
          kind =
            #""type": "replicator", "instanceCount": 2, "sublayers": [{"frame": [0, 0, 3, 3], "backgroundColor": "red"}]"#
        default:
          kind =
            #""hidden": \#(c % 4 == 1), "borderWidth": 1, "borderColor": {"red": 0.2, "green": 0.4, "blue": 0.6}"#
        }
        let own = n == special ? extra + ", " : ""
        out +=
          (c > 0 ? ", " : "")
          + #"{\#(own)"name": "l\#(n)", "frame": [\#(c % 5 * 5), \#(c * 3), 12, 9], "backgroundColor": {"red": \#(Double(n % 7) / 7), "green": \#(Double(n % 11) / 11), "blue": 0.5}, \#(kind)}"#
        n += 1
      }
      out += "]}"
    }
    // A last top-level layer after the one the helper's array is in: counted after the helper's.
    return out + #"]}, {"name": "after", "sublayers": [{"name": "a1"}, {"name": "a2"}, {"name": "a3"}]}]}"#
  }

  /// Loads `text` on one thread, and on two with a helper that must take part of it; returns both
  /// outcomes and whether the parser took the helper's layers.
  static func loadBoth(_ text: String, options: SceneOptions = SceneOptions()) -> (
    one: Result<Scene, SceneError>, two: Result<Scene, SceneError>, claimed: Bool
  ) {
    let bytes = Array(text.utf8)
    let one = Result { () throws(SceneError) in try Scene.parse(bytes, options: options) }
    let splitter = SplitLoader(bytes: bytes, options: options)
    let two = Result { () throws(SceneError) -> Scene in
      defer { splitter.cancel() }
      let builder = SceneBuilder(options: options, images: ImageResolver(sceneFile: nil, allowOutside: false))
      let json = try JSONParser.parse(
        bytes, maximumStringBytes: options.maximumStringBytes, building: builder, splitter: splitter)
      return try builder.scene(SceneNode(json, path: ""))
    }
    return (one, two, splitter.claimed)
  }

  /// Every layer of `layer`'s tree, masks included, as a line of its kind and properties.
  static func lines(_ layer: CALayer) -> [String] {
    var out: [String] = []
    func visit(_ l: CALayer, _ depth: Int) {
      out.append(
        "\(depth) \(type(of: l)) \(l.name ?? "-") \(l.frame) \(l.transform) \(l.opacity) \(l.isHidden) "
          + "\(String(describing: l.backgroundColor)) \(l.borderWidth) \(String(describing: l.borderColor)) "
          + "\(l.cornerRadius) \((l as? CAReplicatorLayer)?.instanceCount ?? 0) "
          + "\((l as? CAShapeLayer)?.path?.boundingBox ?? .null) \((l as? CAGradientLayer)?.colors?.count ?? 0)"
      )
      if let mask = l.mask { visit(mask, depth + 1) }
      for s in l.sublayers ?? [] { visit(s, depth + 1) }
    }
    visit(layer, 0)
    return out
  }

  /// The scan finds the array of the top layer's sublayers and the entry after which a little less
  /// than half of the bytes remain, with the depths and the path the parser has there; brackets
  /// and escaped quotes inside strings do not mislead it.
  @Test func theScanSplitsTheLargestArrayOfLayers() throws {
    let text = Self.document()
    let bytes = Array(text.utf8)
    let plan = try #require(SplitPlan.find(in: bytes))
    let key = Array(#""sublayers": ["#.utf8)
    let at = try #require(bytes.indices.first { bytes[$0...].starts(with: key) })
    #expect(plan.arrayStart == at + key.count - 1)
    #expect(plan.jsonDepth == 4 && plan.layerDepth == 2)
    #expect(plan.steps.count == 3)
    // The plan's entry is the `index`th group, whose entry begins with its name.
    #expect(text.utf8.dropFirst(plan.start).starts(with: #"{"name": "g\#(plan.index) ]"#.utf8))
    let after = Double(bytes.count - plan.start) / Double(bytes.count)
    #expect(after > SplitPlan.leastShare && after < 0.6)
    // A document whose arrays of layers are each a small part of it has no plan.
    #expect(
      SplitPlan.find(
        in: Array(
          #"{"layers": [{"name": "a"}, {"name": "b"}], "x": "\#(String(repeating: "y", count: 500))"}"#.utf8))
        == nil)
  }

  /// The scene two threads load is, layer for layer, the one a single thread loads, and draws the
  /// same pixels.
  @Test func twoThreadsLoadTheSceneOneThreadLoads() throws {
    let (one, two, claimed) = Self.loadBoth(Self.document())
    #expect(claimed)
    let a = try one.get(), b = try two.get()
    #expect(Self.lines(b.root) == Self.lines(a.root))
    #expect(Self.lines(a.root).count > 300)
    #expect(try b.render().premultipliedARGB == a.render().premultipliedARGB)
  }

  /// An error in the helper's part, a helper that would take the scene past the layer limit, and
  /// layers the helper leaves to the parser (images, drawings, text, layout, animations) give the
  /// single thread's result: the same error, at the same place, or the same scene.
  @Test func errorsAndRefusalsAreTheSingleThreads() throws {
    let late = 200  // a layer in the helper's part
    for extra in [
      #""colour": "red""#, #""frame": [0, 0, 1]"#, #""opacity": 2"#, #""sublayers": [7]"#,
    ] {
      let (one, two, claimed) = Self.loadBoth(Self.document(special: late, extra: extra))
      #expect(!claimed, "\(extra)")
      #expect(throws: (any Error).self) { try one.get() }
      #expect(Self.message(two) == Self.message(one), "\(extra)")
    }
    var limited = SceneOptions()
    limited.maximumLayers = 250
    let (one, two, _) = Self.loadBoth(Self.document(), options: limited)
    #expect(Self.message(one).contains("more than 250 layers"))
    #expect(Self.message(two) == Self.message(one))
    // A limit only the layers after the helper's part pass: the helper's layers must be counted.
    let total = try Self.loadBoth(Self.document()).one.get().root.sublayers!.count
    #expect(total == 2)
    var tight = SceneOptions()
    tight.maximumLayers = Self.layerCount(Self.document()) - 1
    let (a, b, claimed) = Self.loadBoth(Self.document(), options: tight)
    #expect(claimed)
    #expect(Self.message(a).hasPrefix("layers[1].sublayers[2]: more than"))
    #expect(Self.message(b) == Self.message(a))
    for extra in [
      #""drawing": [{"rect": [0, 0, 2, 2], "fill": "red"}]"#, #""type": "text", "string": "hi""#,
      #""animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}]"#,
      #""alignmentRectInsets": {"top": 1, "left": 0, "bottom": 0, "right": 0}"#,
    ] {
      let (one, two, claimed) = Self.loadBoth(Self.document(special: late, extra: extra))
      #expect(!claimed, "\(extra)")
      let a = try one.get(), b = try two.get()
      #expect(Self.lines(b.root) == Self.lines(a.root), "\(extra)")
    }
  }

  /// 300 damaged documents (bytes cut out, or a quote, bracket, brace, comma, backslash, key or
  /// digit put in, at random places): two threads give exactly one thread's error or scene.
  @Test func damagedDocumentsLoadAsOnOneThread() throws {
    let base = Array(Self.document(groups: 4, children: 30).utf8)
    let pieces = [#"""#, "{", "}", "[", "]", ",", ":", #"\"#, #""sublayers": ["#, "7", #""name": "#, " "]
    var seed: UInt64 = 0x5EED
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    var claimedCount = 0
    for k in 0..<300 {
      var bytes = base
      let at = next(bytes.count)
      if k % 3 == 0 {
        bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(40)))
      } else {
        bytes.insert(contentsOf: Array(pieces[next(pieces.count)].utf8), at: at)
      }
      let (one, two, claimed) = Self.loadBoth(String(decoding: bytes, as: UTF8.self))
      if claimed { claimedCount += 1 }
      #expect(Self.message(two) == Self.message(one), "damage \(k) at \(at)")
      if case .success(let a) = one, case .success(let b) = two {
        #expect(Self.lines(b.root) == Self.lines(a.root), "damage \(k) at \(at)")
      }
    }
    // Damage that the helper's part does not see, or that leaves it valid, leaves it its work (26
    // of the 300 today): the comparisons above include scenes loaded on two threads.
    #expect(claimedCount > 10)
  }

  /// A scene file of a megabyte or more, loaded with `threads: 2` through the public API, renders
  /// the same bytes as with one thread.
  @Test func sceneOptionsThreadsLoadsLargeFilesOnTwoThreads() throws {
    let text = Self.document(groups: 8, children: 700)
    #expect(text.utf8.count >= SplitLoader.leastBytes)
    var options = SceneOptions()
    let one = try Scene.parse(Array(text.utf8), options: options)
    options.threads = 2
    let two = try Scene.parse(Array(text.utf8), options: options)
    #expect(Self.lines(two.root) == Self.lines(one.root))
    // An error in the second half: the same error, at the same line and column.
    let bad = Array(Self.document(groups: 8, children: 700, special: 5000, extra: #""opacity": -1"#).utf8)
    #expect(errorText(bad, threads: 2) == errorText(bad, threads: 1))
    #expect(
      errorText(bad, threads: 1).hasPrefix("layers[0].sublayers[7].sublayers[100].opacity (line 9, column "))
  }

  private func errorText(_ bytes: [UInt8], threads: Int) -> String {
    var options = SceneOptions()
    options.threads = threads
    do {
      _ = try Scene.parse(bytes, options: options)
      return "ok"
    } catch {
      return error.description
    }
  }

  /// The layers of a scene, masks and replicators' sublayers included (what the limit counts).
  static func layerCount(_ text: String) -> Int {
    func count(_ l: CALayer) -> Int {
      1 + (l.sublayers ?? []).reduce(0) { $0 + count($1) } + (l.mask.map(count) ?? 0)
    }
    guard let scene = try? Scene.parse(Array(text.utf8)) else { return -1 }
    return count(scene.root) - 1
  }

  /// What the error says, without the line and column `Scene.parse` adds from its path (the
  /// public loading's errors, positions included, are compared in the test above).
  private static func message(_ result: Result<Scene, SceneError>) -> String {
    switch result {
    case .success: return "ok"
    case .failure(let error):
      var e = error
      (e.line, e.column) = (nil, nil)
      return e.description
    }
  }
}
