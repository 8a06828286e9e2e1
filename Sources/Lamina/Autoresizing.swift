// Core Animation's autoresizing rule, as measured on macOS: CALayer shares a change by which parts
// give way, not by their lengths. Views share it their frameworks' documented ways instead
// (`AutoresizingRule`).

import LaminaGeometry

/// One axis of a layer resized because its superlayer was: the leading margin, the extent and the
/// trailing margin, and which of them give way.
///
/// The rule reproduces every frame of gnustep/libs-quartzcore's
/// `Tests/quartzcore/CALayer/autoresizing.m`, whose expected values were measured against Apple's
/// QuartzCore (a 50×40 layer at (10, 20) in a 100×100 superlayer that grows to 200×300):
/// - each of the three parts is worth a third of the change;
/// - the third of a part that does not give way goes to the margins that do (half each when both
///   do), or to the extent when neither margin gives way; with nothing flexible nothing moves;
/// - the new leading edge is floored to a whole point, the new trailing margin likewise, and a
///   flexible extent takes what is left. So `[layerMinXMargin, layerWidthSizable]` turns
///   (10, 50, 40) into (76, 84, 40): 66 and 34 of a change of 100, whatever the lengths.
///
/// Apple's measurements have a flexible extent wherever a margin is floored; where the extent
/// does not give way Lamina keeps its length exactly (the trailing margin takes the rounding), so a
/// strut stays a strut. A trailing edge that ends up before the leading one gives a negative
/// extent, which the frame setter standardizes, as measured: a 40-point height in a superlayer
/// shrinking by 75 becomes (y −15, height 35).
struct AutoresizingAxis: Equatable {
  /// Whether the leading margin (`layerMinXMargin`, `layerMinYMargin`) gives way.
  var leading: Bool
  /// Whether the extent (`layerWidthSizable`, `layerHeightSizable`) gives way.
  var extent: Bool
  /// Whether the trailing margin (`layerMaxXMargin`, `layerMaxYMargin`) gives way.
  var trailing: Bool

  /// The horizontal parts of `mask`.
  static func horizontal(_ mask: CAAutoresizingMask) -> AutoresizingAxis {
    AutoresizingAxis(
      leading: mask.contains(.layerMinXMargin), extent: mask.contains(.layerWidthSizable),
      trailing: mask.contains(.layerMaxXMargin))
  }

  /// The vertical parts of `mask` (min y is the leading side, as in the superlayer's coordinates).
  static func vertical(_ mask: CAAutoresizingMask) -> AutoresizingAxis {
    AutoresizingAxis(
      leading: mask.contains(.layerMinYMargin), extent: mask.contains(.layerHeightSizable),
      trailing: mask.contains(.layerMaxYMargin))
  }

  /// The new (min, max) of a span from `min` to `max` inside a superlayer whose length goes from
  /// `old` to `new`.
  func resize(min: CGFloat, max: CGFloat, old: CGFloat, new: CGFloat) -> (min: CGFloat, max: CGFloat) {
    let change = new - old
    guard change != 0, change.isFinite, leading || extent || trailing else { return (min, max) }
    let shares = self.shares(of: change)
    let oldTrailing = old - max
    let newMin = leading ? (min + shares.leading).rounded(.down) : min
    if extent {
      let newTrailing = trailing ? (oldTrailing + shares.trailing).rounded(.down) : oldTrailing
      return (newMin, new - newTrailing)
    }
    return (newMin, newMin + (max - min))
  }

  /// The new (min, max) by a view framework's rule: the change shared among the parts that give
  /// way in proportion to their lengths (UIKit: "distribute the size difference proportionally
  /// among the flexible portions"), or equally (AppKit: "as evenly as possible": width and right
  /// margin each take 5 of 10). Proportional parts all of zero length share equally. Not rounded.
  func resize(
    min: CGFloat, max: CGFloat, old: CGFloat, new: CGFloat, proportionally: Bool
  ) -> (min: CGFloat, max: CGFloat) {
    let change = new - old
    guard change != 0, change.isFinite, leading || extent || trailing else { return (min, max) }
    let parts = [(leading, min), (extent, max - min), (trailing, old - max)].filter(\.0).map(\.1)
    let total = parts.reduce(0, +)
    let weigh = { (flexible: Bool, length: CGFloat) -> CGFloat in
      guard flexible else { return 0 }
      return proportionally && total != 0 ? change * length / total : change / CGFloat(parts.count)
    }
    let newMin = min + weigh(leading, min)
    return (newMin, newMin + (max - min) + weigh(extent, max - min))
  }

  /// How much of `change` each part takes.
  func shares(of change: CGFloat) -> (leading: CGFloat, extent: CGFloat, trailing: CGFloat) {
    let third = change / 3
    var lead: CGFloat = leading ? third : 0
    var ext: CGFloat = extent ? third : 0
    var trail: CGFloat = trailing ? third : 0
    let fixedParts = [leading, extent, trailing].filter { !$0 }.count
    let handedOn = third * CGFloat(fixedParts)
    switch (leading, trailing) {
    case (true, true):
      lead += handedOn / 2
      trail += handedOn / 2
    case (true, false): lead += handedOn
    case (false, true): trail += handedOn
    case (false, false): if extent { ext += handedOn }
    }
    return (lead, ext, trail)
  }
}

/// How a layer shares its superlayer's change of size among the parts its mask lets give way.
package enum AutoresizingRule: Sendable {
  /// Core Animation's measured thirds (`AutoresizingAxis.resize(min:max:old:new:)`): layers.
  case coreAnimation
  /// In proportion to the parts' lengths: UIKit's views.
  case proportional
  /// Equally: AppKit's views.
  case even
}
