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

  /// Loads `text` on one thread, and on two with a helper that the parser waits for at offset
  /// `meeting` (default: the middle); returns both outcomes and the layer depth of each array whose
  /// rest the parser took from the helper.
  static func loadBoth(
    _ text: String, options: SceneOptions = SceneOptions(), meeting: Int? = nil, helperEntries: Int = .max
  ) -> (one: Result<Scene, SceneError>, two: Result<Scene, SceneError>, claims: [Int]) {
    let bytes = Array(text.utf8)
    let one = Result { () throws(SceneError) in try Scene.parse(bytes, options: options) }
    let pacing = SplitLoader.Pacing(parserWaitsAt: meeting ?? bytes.count / 2, helperEntries: helperEntries)
    let splitter = SplitLoader(bytes: bytes, options: options, pacing: pacing)
    let two = Result { () throws(SceneError) -> Scene in
      defer { splitter.cancel() }
      let builder = SceneBuilder(options: options, images: ImageResolver(sceneFile: nil, allowOutside: false))
      let json = try JSONParser.parse(
        bytes, maximumStringBytes: options.maximumStringBytes, building: builder, splitter: splitter)
      return try builder.scene(SceneNode(json, path: ""))
    }
    return (one, two, splitter.claims)
  }

  /// Every layer of `layer`'s tree, masks included, as a line of its kind and properties.
  static func lines(_ layer: CALayer) -> [String] {
    var out: [String] = []
    func visit(_ l: CALayer, _ depth: Int) {
      out.append(
        "\(depth) \(type(of: l)) \(l.name ?? "-") \(l.frame) \(l.transform) \(l.opacity) \(l.isHidden) \(l.needsLayout()) "
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

  /// The scan maps every array of layers down to `SplitMap.deepestLayers`: where each begins and
  /// ends, its entries, depths and path, and each entry's own sublayers array; brackets and escaped
  /// quotes inside strings do not mislead it.
  @Test func theScanMapsTheArraysOfLayers() throws {
    let text = Self.document()
    let bytes = Array(text.utf8)
    let map = try #require(SplitMap.find(in: bytes))
    func offset(_ s: String, from: Int = 0) throws -> Int {
      let key = Array(s.utf8)
      return try #require(bytes.indices.dropFirst(from).first { bytes[$0...].starts(with: key) })
    }
    let top = try #require(map.arrays[map.top])
    #expect(map.top == (try offset(#""layers": ["#)) + 10)
    #expect(top.end == bytes.count - 2 && top.jsonDepth == 2 && top.layerDepth == 1)
    #expect(top.entries == [map.top + 1, try offset(#"{"name": "after""#)])
    let groups = try #require(top.children[0].flatMap { map.arrays[$0] })
    #expect(top.children.count == 2 && groups.jsonDepth == 4 && groups.layerDepth == 2)
    #expect(groups.steps.count == 3 && groups.entries.count == 6)
    for (g, start) in groups.entries.enumerated() {
      // Each group's name holds a bracket, an escaped quote and a brace.
      #expect(text.utf8.dropFirst(start).starts(with: #"{"name": "g\#(g) ] \" {""#.utf8))
      let children = try #require(groups.children[g].flatMap { map.arrays[$0] })
      #expect(children.entries.count == 40 && children.jsonDepth == 6 && children.layerDepth == 3)
      #expect(children.entries[7] == (try offset(#"{"name": "l\#(g * 40 + 7)""#)))
      // The replicators' sublayers are the fourth depth; no mask is an array of layers.
      #expect(children.children.count == 7 || children.children.count == 6)
      for (k, inner) in children.children {
        #expect(map.arrays[inner]!.layerDepth == 4 && map.arrays[inner]!.entries.count == 1)
        #expect((g + k) % 6 == 4)
      }
    }
    // The top array, the groups, the last layer's sublayers, each group's, each replicator's.
    #expect(map.arrays.count == 1 + 1 + 1 + 6 + 40)
    // A document whose layers are not all objects has no map.
    #expect(SplitMap.find(in: Array(#"{"layers": [{"name": "a"}, 7]}"#.utf8)) == nil)
  }

  /// The scene two threads load is, layer for layer, the one a single thread loads, and draws the
  /// same pixels, wherever they meet: the parser waits for the helper at 19 places through the
  /// document, and the helper stops after 1, 5 or all the entries it can take.
  @Test func twoThreadsLoadTheSceneOneThreadLoads() throws {
    let text = Self.document()
    let a = try Scene.parse(Array(text.utf8))
    #expect(Self.lines(a.root).count > 300)
    for k in 1..<20 {
      for entries in [1, 5, Int.max] {
        let (_, two, claims) = Self.loadBoth(text, meeting: text.utf8.count * k / 20, helperEntries: entries)
        #expect(!claims.isEmpty && claims.last == 1, "\(k) \(entries)")
        let b = try two.get()
        #expect(Self.lines(b.root) == Self.lines(a.root), "\(k) \(entries)")
        if k == 10, entries == .max {
          #expect(try b.render().premultipliedARGB == a.render().premultipliedARGB)
        }
      }
    }
  }

  /// Where the parser stops in a group's sublayers, the helper has taken the rest of them, the
  /// sublayers of the two groups after it (too large to be read whole before the parser would reach
  /// them: the parser reads their own members) and the last top-level layer: the parser takes four
  /// rests, the innermost first.
  @Test func theHelperGoesIntoTheEntriesThatMeetTheParser() throws {
    let text = Self.document()
    let at = try #require(text.utf8.firstRange(of: #"{"name": "l130""#.utf8)).lowerBound
    let meeting = text.utf8.distance(from: text.utf8.startIndex, to: at)
    let (one, two, claims) = Self.loadBoth(text, meeting: meeting)
    #expect(claims == [3, 3, 3, 1])
    #expect(Self.lines(try two.get().root) == Self.lines(try one.get().root))
    // A helper that took only the last top-level layer.
    #expect(Self.loadBoth(text, meeting: meeting, helperEntries: 1).claims == [1])
  }

  /// An error in the helper's part, a helper that would take the scene past the layer limit, and
  /// layers the helper leaves to the parser (images, drawings, text, layout, animations) give the
  /// single thread's result: the same error, at the same place, or the same scene.
  @Test func errorsAndRefusalsAreTheSingleThreads() throws {
    let late = 200  // a layer of the last group, which the helper reads when the parser waits at once
    for extra in [
      #""colour": "red""#, #""frame": [0, 0, 1]"#, #""opacity": 2"#, #""sublayers": [7]"#,
    ] {
      let (one, two, claims) = Self.loadBoth(Self.document(special: late, extra: extra), meeting: 0)
      #expect(claims.isEmpty, "\(extra)")
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
    let (a, b, claims) = Self.loadBoth(Self.document(), options: tight)
    // The parser took the helper's groups, then found the last top-level layer too many.
    #expect(claims.contains(2) && claims.last == 1)
    #expect(Self.message(a).hasPrefix("layers[1].sublayers[2]: more than"))
    #expect(Self.message(b) == Self.message(a))
    // A layer the helper refuses stops it there: the parser reads that group, then takes the last
    // top-level layer, which the helper read first.
    for extra in [
      #""drawing": [{"rect": [0, 0, 2, 2], "fill": "red"}]"#, #""type": "text", "string": "hi""#,
      #""animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}]"#,
      #""alignmentRectInsets": {"top": 1, "left": 0, "bottom": 0, "right": 0}"#,
    ] {
      let (one, two, claims) = Self.loadBoth(Self.document(special: late, extra: extra), meeting: 0)
      #expect(claims == [1], "\(extra)")
      let a = try one.get(), b = try two.get()
      #expect(Self.lines(b.root) == Self.lines(a.root), "\(extra)")
    }
  }

  /// 300 damaged documents (bytes cut out, or a quote, bracket, brace, comma, backslash, key or
  /// digit put in, at random places), the parser waiting for the helper at a random place or not at
  /// all: two threads give exactly one thread's error or scene.
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
      let meeting = k % 2 == 0 ? next(bytes.count) : .max
      let (one, two, claims) = Self.loadBoth(String(decoding: bytes, as: UTF8.self), meeting: meeting)
      if !claims.isEmpty { claimedCount += 1 }
      #expect(Self.message(two) == Self.message(one), "damage \(k) at \(at)")
      if case .success(let a) = one, case .success(let b) = two {
        #expect(Self.lines(b.root) == Self.lines(a.root), "damage \(k) at \(at)")
      }
    }
    // Damage that leaves the document valid leaves the helper its work (15 of the 300 today): the
    // comparisons above include scenes loaded on two threads.
    #expect(claimedCount > 5)
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

  /// A large scene is laid out on two threads (every mark cleared as on one: the lines above hold
  /// them), unless a layer has a layout manager: then on one, and the manager places its sublayer.
  @Test func largeScenesAreLaidOutOnTwoThreadsUnlessALayerHasAManager() throws {
    let extra =
      #""layoutManager": "constraints", "sublayers": [{"name": "k", "frame": [0, 0, 1, 1], "constraints": [{"attribute": "minX", "relativeTo": "superlayer"}, {"attribute": "width", "relativeTo": "superlayer"}]}]"#
    let text = Self.document(groups: 8, children: 700, special: 299, extra: extra)
    var options = SceneOptions()
    let one = try Scene.parse(Array(text.utf8), options: options)
    options.threads = 2
    let two = try Scene.parse(Array(text.utf8), options: options)
    #expect(Self.lines(two.root) == Self.lines(one.root))
    let managed = try #require(two.root.sublayers?[0].sublayers?[0].sublayers?[299])
    #expect(managed.name == "l299" && managed.sublayers?[0].frame == CGRect(x: 0, y: 0, width: 12, height: 1))
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
