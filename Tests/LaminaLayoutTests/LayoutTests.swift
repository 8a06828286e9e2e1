import Foundation
import Lamina
import TestSupport
import Testing

@testable import LaminaLayout

@Suite struct ConstraintLayoutTests {
  @Test func buttonCentredByTwoConstraints() {
    // Seed 003, recipe 3.1: centerX and centerY equal to the superview's.
    let sv = root(320, 480)
    let button = child("button", of: sv, intrinsic: CGSize(width: 60, height: 30))
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: button, attribute: .centerX, relatedBy: .equal, toItem: sv, attribute: .centerX, multiplier: 1,
        constant: 0),
      NSLayoutConstraint(
        item: button, attribute: .centerY, relatedBy: .equal, toItem: sv, attribute: .centerY, multiplier: 1,
        constant: 0),
    ])
    sv.layoutIfNeeded()
    #expect(button.frame == rect(130, 225, 60, 30))
    #expect(sv.layoutReport?.isSatisfiable == true)
    #expect(sv.layersWithAmbiguousLayout.isEmpty)
  }

  @Test func layoutPositionsAlignmentRectsNotFrames() {
    // Seed 001 / spec E8.1: insets 20 all round; alignment rect (80, 100, 100, 100) → frame (60, 80, 140, 140).
    let sv = root()
    let v = child("v", of: sv)
    v.alignmentRectInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    NSLayoutConstraint.activate([
      v.leftAnchor.constraint(equalTo: sv.leftAnchor, constant: 80),
      v.topAnchor.constraint(equalTo: sv.topAnchor, constant: 100),
      v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
    ])
    sv.layoutIfNeeded()
    #expect(v.frame == rect(60, 80, 140, 140))
    #expect(v.alignmentRect(forFrame: v.frame) == rect(80, 100, 100, 100))
  }

  @Test(arguments: [
    // Seed 000: a 200×200 shadowed image, bottom and right insets 20, centred. In the seed's 320×504
    // superview this gives its logged frame {70,162,200,200} and alignment rect {70,162,180,180};
    // in the spec's 340×524 one, alignment (80,172,180,180) and frame (80,172,200,200).
    (CGSize(width: 320, height: 504), rect(70, 162, 200, 200)),
    (CGSize(width: 340, height: 524), rect(80, 172, 200, 200)),
  ])
  func shadowedImageIsCentredByItsAlignmentRect(superview: CGSize, frame: CGRect) {
    let sv = root(superview.width, superview.height)
    let image = child("image", of: sv, intrinsic: CGSize(width: 180, height: 180))
    image.alignmentRectInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 20)
    NSLayoutConstraint.activate([
      image.centerXAnchor.constraint(equalTo: sv.centerXAnchor),
      image.centerYAnchor.constraint(equalTo: sv.centerYAnchor),
    ])
    sv.layoutIfNeeded()
    #expect(image.frame == frame)
    #expect(image.alignmentRect(forFrame: image.frame) == rect(frame.minX, frame.minY, 180, 180))
  }

  @Test func multiplierActsInTheCommonAncestorsSpace() {
    // Spec 2.4: child.centerX == container.centerX × 0.5 puts the child at a quarter of the container.
    let sv = root(400, 400)
    let container = child("container", of: sv)
    container.frame = rect(100, 0, 200, 100)
    let c = child("c", of: container, intrinsic: CGSize(width: 20, height: 20))
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: c, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
        multiplier: 0.5,
        constant: 0),
      c.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    sv.layoutIfNeeded()
    #expect(c.frame == rect(40, 0, 20, 20))
  }

  @Test func baselinesUseTheOffsets() {
    let sv = root()
    let a = child("a", of: sv, intrinsic: CGSize(width: 50, height: 40))
    let b = child("b", of: sv, intrinsic: CGSize(width: 50, height: 20))
    a.lastBaselineOffsetFromBottom = 8
    b.lastBaselineOffsetFromBottom = 4
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: sv.topAnchor, constant: 10),
      a.leftAnchor.constraint(equalTo: sv.leftAnchor),
      b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
      b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
    ])
    sv.layoutIfNeeded()
    // a's baseline: 10 + 40 − 8 = 42; b's bottom is 42 + 4 = 46, so its top is 26.
    #expect(b.frame == rect(58, 26, 50, 20))
  }

  @Test func changingAConstantReSolvesIncrementally() {
    let sv = root()
    let box = child("box", of: sv, intrinsic: CGSize(width: 40, height: 40))
    let left = box.leftAnchor.constraint(equalTo: sv.leftAnchor, constant: 10)
    NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: sv.topAnchor, constant: 5)])
    sv.layoutIfNeeded()
    let engine = LayoutEngine.existing(for: sv)!
    // The first build leaves required equalities out of the removable form (fast for long
    // chains); the first changed constant rebuilds once in the removable form.
    #expect(!engine.solver.removableEqualities)
    left.constant = 30
    sv.layoutIfNeeded()
    #expect(box.frame == rect(30, 5, 40, 40))
    #expect(engine.solver.removableEqualities)
    let solver = engine.solver
    left.constant = 50
    #expect(sv.needsLayout())
    sv.layoutIfNeeded()
    #expect(box.frame == rect(50, 5, 40, 40))
    #expect(engine.solver === solver)  // no rebuild
    left.isActive = false
    sv.layoutIfNeeded()
    #expect(engine.solver !== solver)
  }

  @Test func intrinsicSizeChangesRelayOut() {
    let sv = root()
    let label = child("label", of: sv, intrinsic: CGSize(width: 40, height: 20))
    NSLayoutConstraint.activate([
      label.leftAnchor.constraint(equalTo: sv.leftAnchor), label.topAnchor.constraint(equalTo: sv.topAnchor),
    ])
    sv.layoutIfNeeded()
    label.intrinsicContentSize = CGSize(width: 90, height: 24)
    sv.layoutIfNeeded()
    #expect(label.frame == rect(0, 0, 90, 24))
  }

  @Test func rootResizeRelaysOut() throws {
    let sv = root(320, 100)
    let bar = child("bar", of: sv, intrinsic: CGSize(width: CALayer.noIntrinsicMetric, height: 10))
    _ = try visual(["H:|-[bar]-|", "V:|[bar]"], ["bar": bar])
    sv.layoutIfNeeded()
    #expect(bar.frame == rect(20, 0, 280, 10))
    sv.frame = rect(0, 0, 500, 100)
    sv.layoutIfNeeded()
    #expect(bar.frame == rect(20, 0, 460, 10))
  }

  @Test func weightedPrioritiesAsDocumented() {
    // Spec 3.5: b.width == a.width (required), a.width == 100 @251, a.width == 50 @250,
    // b.width == 50 @250. A lexicographic solver gives 100; this weighted one gives 50, as documented.
    let sv = root()
    let (a, b) = (child("a", of: sv), child("b", of: sv))
    let c1 = a.widthAnchor.constraint(equalToConstant: 100)
    c1.priority = UILayoutPriority(251)
    let c2 = a.widthAnchor.constraint(equalToConstant: 50)
    c2.priority = .defaultLow
    let c3 = b.widthAnchor.constraint(equalToConstant: 50)
    c3.priority = .defaultLow
    NSLayoutConstraint.activate([b.widthAnchor.constraint(equalTo: a.widthAnchor), c1, c2, c3])
    sv.layoutIfNeeded()
    #expect(a.frame.width == 50 && b.frame.width == 50)
  }
}

@Suite struct VisualFormatLayoutTests {
  @Test func fixedMarginsForceTheWidth() throws {
    // Seed 003: H:|-100-[button]-100-| in 320.
    let sv = root(320, 100)
    let button = child("button", of: sv, intrinsic: CGSize(width: 60, height: 30))
    let cs = try visual(["H:|-100-[button]-100-|", "V:|[button]"], ["button": button])
    sv.layoutIfNeeded()
    #expect(button.frame == rect(100, 0, 120, 30))
    #expect(cs[0].description == "<NSLayoutConstraint button.leading == superview.leading + 100>")
    #expect(cs[1].description == "<NSLayoutConstraint superview.trailing == button.trailing + 100>")
  }

  @Test func inequalitiesAndHugging() throws {
    // H:|-(<=100)-[button(>=50)]-(<=100)-| with a 60-wide intrinsic size: x = 100, w = 120.
    let sv = root(320, 100)
    let button = child("button", of: sv, intrinsic: CGSize(width: 60, height: 30))
    _ = try visual(["H:|-(<=100)-[button(>=50)]-(<=100)-|", "V:|[button]"], ["button": button])
    sv.layoutIfNeeded()
    #expect(button.frame == rect(100, 0, 120, 30))
  }

  @Test func standardSpacingAndARangeOfWidths() throws {
    // H:|-[button(>=100,<=200)]: leading 20, hugging keeps the width at its minimum, 100.
    let sv = root(320, 100)
    let button = child("button", of: sv, intrinsic: CGSize(width: 60, height: 30))
    _ = try visual(["H:|-[button(>=100,<=200)]", "V:|[button]"], ["button": button])
    sv.layoutIfNeeded()
    #expect(button.frame == rect(20, 0, 100, 30))
  }

  @Test func verticalDistanceToTheBottom() throws {
    // V:[button]-(>=100)-|: superview.bottom >= button.bottom + 100.
    let sv = root(320, 480)
    let button = child("button", of: sv, intrinsic: CGSize(width: 60, height: 30))
    let cs = try visual(["V:[button]-(>=100)-|", "H:|[button]"], ["button": button])
    #expect(cs[0].description == "<NSLayoutConstraint superview.bottom >= button.bottom + 100>")
    sv.layoutIfNeeded()
    #expect(button.frame.maxY <= 380 + 1e-9)
  }

  @Test func registrationForm() throws {
    // Seed 003, figure 3.4: two fields with standard spacing, and a 128-point button centred below.
    let sv = root(320, 480)
    let email = child("emailField", of: sv, intrinsic: CGSize(width: CALayer.noIntrinsicMetric, height: 30))
    let confirm = child(
      "confirmField", of: sv, intrinsic: CGSize(width: CALayer.noIntrinsicMetric, height: 30))
    let register = child("registerButton", of: sv, intrinsic: CGSize(width: 70, height: 30))
    let views = ["emailField": email, "confirmField": confirm, "registerButton": register]
    _ = try visual(
      [
        "H:|-[emailField]-|", "V:|-[emailField]", "H:|-[confirmField]-|", "V:[emailField]-[confirmField]",
        "V:[confirmField]-[registerButton]", "[registerButton(128)]",
      ], views)
    register.centerXAnchor.constraint(equalTo: sv.centerXAnchor).isActive = true
    sv.layoutIfNeeded()
    #expect(email.frame == rect(20, 20, 280, 30))
    #expect(confirm.frame == rect(20, 58, 280, 30))
    #expect(register.frame == rect(96, 96, 128, 30))
    #expect(sv.layersWithAmbiguousLayout.isEmpty)
  }

  @Test func metricsPrioritiesAndViewPredicates() throws {
    let sv = root(320, 100)
    let (a, b) = (child("a", of: sv), child("b", of: sv))
    let cs = try NSLayoutConstraint.checkedConstraints(
      withVisualFormat: "H:|-margin-[a(==b@750)]-gap-[b(>=40)]", metrics: ["margin": 12, "gap": 6.5],
      views: ["a": a, "b": b])
    #expect(
      cs.map(\.description) == [
        "<NSLayoutConstraint a.leading == superview.leading + 12>",
        "<NSLayoutConstraint a.width == b.width @750>",
        "<NSLayoutConstraint b.leading == a.trailing + 6.5>", "<NSLayoutConstraint b.width >= 40>",
      ])
  }

  @Test func alignmentOptionsAddEqualities() throws {
    let sv = root()
    let (a, b, c) = (child("a", of: sv), child("b", of: sv), child("c", of: sv))
    let cs = try NSLayoutConstraint.checkedConstraints(
      withVisualFormat: "[a][b][c]", options: .alignAllCenterY, views: ["a": a, "b": b, "c": c])
    #expect(
      cs.suffix(2).map(\.description) == [
        "<NSLayoutConstraint b.centerY == a.centerY>", "<NSLayoutConstraint c.centerY == b.centerY>",
      ])
    #expect(throws: VisualFormatError.self) {
      try NSLayoutConstraint.checkedConstraints(
        withVisualFormat: "V:[a][b]", options: .alignAllTop, views: ["a": a, "b": b])
    }
  }

  @Test(arguments: [
    ("H:|-(=<20)-[box]", 5, "Unknown relation. Must be ==, >=, or <="),
    ("H:|-[blackBox]", 5, "Unable to find view with name blackBox"),
    (
      "H:|-[box(>=50]", 13,
      "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    ),
    ("H:|-[box]-|-", 11, "Nothing may follow the trailing '|'"),
    ("H:[box]-missing-|", 8, "Unable to find metric with name missing"),
    ("H:|-[box(100@2000)]", 13, "Priority 2000 is outside 1…1000"),
    ("", 0, "Expected a view: the format string is empty"),
  ])
  func malformedStringsShowACaret(format: String, position: Int, message: String) {
    let sv = root()
    let box = child("box", of: sv)
    do {
      _ = try NSLayoutConstraint.checkedConstraints(withVisualFormat: format, views: ["box": box])
      Issue.record("\(format) must not parse")
    } catch {
      #expect(error.message == message && error.position == position)
      #expect(error.description == "\(message)\n\(format)\n\(String(repeating: " ", count: position))^")
    }
  }

  @Test func superviewBarNeedsASuperlayer() {
    let lone = CALayer()
    #expect(throws: VisualFormatError.self) {
      try NSLayoutConstraint.checkedConstraints(withVisualFormat: "|[lone]", views: ["lone": lone])
    }
  }
}

@Suite struct ConflictAndAmbiguityTests {
  @Test func unsatisfiableRequiredConstraintIsBrokenAndReported() throws {
    // Spec 9.3: H:|-[box(==300)]-| in 320 breaks the third constraint; the box keeps (20, _, 300, _).
    let sv = root(320, 480)
    let box = child("box", of: sv, intrinsic: CGSize(width: CALayer.noIntrinsicMetric, height: 100))
    let cs = try NSLayoutConstraint.checkedConstraints(
      withVisualFormat: "H:|-[box(==300)]-|", views: ["box": box])
    for (i, c) in cs.enumerated() { c.identifier = "h#\(i + 1)" }
    NSLayoutConstraint.activate(cs)
    _ = try visual(["V:|-[box]"], ["box": box])
    sv.layoutIfNeeded()
    #expect(box.frame == rect(20, 20, 300, 100))
    let report = try #require(sv.layoutReport)
    #expect(report.conflicts.count == 1)
    let conflict = report.conflicts[0]
    #expect(conflict.broken == "<NSLayoutConstraint 'h#3' superview.trailing == box.trailing + 20>")
    #expect(
      conflict.conflicting == [
        "<NSLayoutConstraint 'h#1' box.leading == superview.leading + 20>",
        "<NSLayoutConstraint 'h#2' box.width == 300>",
        "<NSLayoutConstraint 'h#3' superview.trailing == box.trailing + 20>",
        "<superview (the layout root) bounds fixed at (0 0; 320 480)>",
      ])
    #expect(conflict.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
    #expect(
      conflict.message.hasSuffix(
        "Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'h#3' superview.trailing == box.trailing + 20>"
      ))
  }

  @Test func conflictSetLeavesOutUnrelatedConstraints() {
    let sv = root()
    let (a, b) = (child("a", of: sv), child("b", of: sv))
    NSLayoutConstraint.activate([
      a.widthAnchor.constraint(equalToConstant: 10), b.widthAnchor.constraint(equalToConstant: 30),
      b.heightAnchor.constraint(equalToConstant: 5), a.widthAnchor.constraint(equalTo: b.widthAnchor),
    ])
    sv.layoutIfNeeded()
    let conflict = sv.layoutReport!.conflicts[0]
    #expect(
      conflict.conflicting == [
        "<NSLayoutConstraint a.width == 10>", "<NSLayoutConstraint b.width == 30>",
        "<NSLayoutConstraint a.width == b.width>",
      ])
  }

  @Test func invalidConstraintsAreSkippedAndNamed() {
    let sv = root()
    let a = child("a", of: sv, intrinsic: CGSize(width: 10, height: 10))
    let badPair = NSLayoutConstraint(
      item: a, attribute: .centerX, relatedBy: .equal, toItem: sv, attribute: .top, multiplier: 1, constant: 0
    )
    let badPriority = a.leftAnchor.constraint(equalTo: sv.leftAnchor)
    badPriority.priority = UILayoutPriority(0)
    let locationToConstant = NSLayoutConstraint(
      item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 5)
    let notFinite = a.widthAnchor.constraint(equalToConstant: .infinity)
    NSLayoutConstraint.activate([
      badPair, badPriority, locationToConstant, notFinite, a.topAnchor.constraint(equalTo: sv.topAnchor),
    ])
    sv.layoutIfNeeded()
    let reasons = sv.layoutReport!.invalid.map(\.reason)
    #expect(
      reasons == [
        "centerX cannot be related to top", "priority 0 is outside 1…1000",
        "a location attribute (left) cannot equal a constant; location attributes come in pairs",
        "multiplier and constant must be finite",
      ])
    #expect(a.frame.size == CGSize(width: 10, height: 10) && a.frame.minY == 0)
  }

  @Test func nonLayerItemsAreInvalid() {
    let sv = root()
    let a = child("a", of: sv)
    let c = NSLayoutConstraint(
      item: a, attribute: .width, relatedBy: .equal, toItem: "not a layer", attribute: .width, multiplier: 1,
      constant: 0)
    #expect(c.validationError == "its items must be layers")
  }

  @Test func equalHuggingMakesTwoLabelsAmbiguous() throws {
    // Two labels fill a 300-wide row; both hug at 250, so the extra width can go either way.
    let sv = root(300, 100)
    let left = child("left", of: sv, intrinsic: CGSize(width: 50, height: 20))
    let right = child("right", of: sv, intrinsic: CGSize(width: 60, height: 20))
    _ = try visual(["H:|[left][right]|", "V:|[left]", "V:|[right]"], ["left": left, "right": right])
    #expect(sv.layersWithAmbiguousLayout.map(\.name) == ["left", "right"])
    #expect(left.hasAmbiguousLayout)
    right.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    #expect(sv.layersWithAmbiguousLayout.isEmpty)
    sv.layoutIfNeeded()
    #expect(right.frame == rect(240, 0, 60, 20) && left.frame == rect(0, 0, 240, 20))
  }

  @Test func missingConstraintsAreAmbiguous() {
    let sv = root()
    let a = child("a", of: sv)
    a.widthAnchor.constraint(equalToConstant: 10).isActive = true
    #expect(a.hasAmbiguousLayout)
  }
}

@Suite struct ReadmeLayoutExampleTests {
  @Test func shadowedImageExampleInTheReadmeHolds() {
    let screen = CALayer()
    screen.frame = CGRect(x: 0, y: 0, width: 320, height: 504)
    let image = CALayer()
    image.intrinsicContentSize = CGSize(width: 180, height: 180)
    image.alignmentRectInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 20)
    screen.addSublayer(image)
    NSLayoutConstraint.activate([
      image.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
      image.centerYAnchor.constraint(equalTo: screen.centerYAnchor),
    ])
    screen.layoutIfNeeded()
    #expect(image.frame == CGRect(x: 70, y: 162, width: 200, height: 200))
  }
}

@Suite struct VisualFormatRobustnessTests {
  @Test func randomFormatStringsNeverCrash() {
    let sv = root()
    let views = ["a": child("a", of: sv), "b": child("b", of: sv)]
    let tokens = [
      "H:", "V:", "|", "-", "[a]", "[b]", "[a(", "[b(", ">=", "<=", "==", "=<", "10", "metric", "@", "500",
      ")",
      "]", ",", "-(", ")-", "[b(==a)]", "-8-", " ", "x", "(",
    ]
    var state: UInt64 = 7
    var accepted = 0
    for _ in 0..<3000 {
      var s = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<(1 + Int((state >> 40) % 8)) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        s += tokens[Int((state >> 33) % UInt64(tokens.count))]
      }
      if let cs = try? NSLayoutConstraint.checkedConstraints(
        withVisualFormat: s, metrics: ["metric": 4], views: views)
      {
        accepted += 1
        NSLayoutConstraint.activate(cs)
      }
    }
    sv.layoutIfNeeded()  // whatever got in, layout copes: conflicts are broken, not fatal
    #expect(accepted > 0 && sv.layoutReport != nil)
  }
}
