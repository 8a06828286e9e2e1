import Foundation

/// How a pattern's cells are fitted to the device pixel grid (Core Graphics' `CGPatternTiling`).
/// Lamina places every cell exactly, as `.noDistortion` does.
public enum CGPatternTiling: Int32, Sendable {
  /// Cells placed exactly, with no distortion.
  case noDistortion = 0
  /// Spacing kept, cells distorted by up to a device pixel.
  case constantSpacingMinimalDistortion = 1
  /// Spacing kept exactly.
  case constantSpacing = 2
}

/// A cell that painting repeats (Core Graphics' `CGPattern`): `bounds` and the steps in pattern
/// space, which `matrix` maps to the default user space (base space) of the context painted, so
/// the current transformation does not move or scale a pattern.
///
/// Apple's initializer takes C callbacks that draw the cell into a `CGContext`, which Swift cannot
/// spell on Linux without the Objective-C runtime; Lamina's patterns are made from images
/// (`UIColor(patternImage:)`), their cell an image drawn upright into `bounds`.
public final class CGPattern: Sendable {
  /// The cell's box in pattern space.
  public let bounds: CGRect
  /// Pattern space to base space.
  public let matrix: CGAffineTransform
  /// The horizontal distance between cells, in pattern space.
  public let xStep: CGFloat
  /// The vertical distance between cells, in pattern space.
  public let yStep: CGFloat
  /// How cells are fitted to device pixels.
  public let tiling: CGPatternTiling
  /// Whether the cell has its own colours (`true`: an image) rather than the fill colour's.
  public let isColored: Bool
  /// What draws one cell: the image, a `CGImage` of LaminaGraphics (this module sits below it).
  package let cell: any Sendable

  /// A coloured pattern whose cell is `cell`, repeated every `bounds.size`, placed by `matrix`.
  package init(cell: any Sendable, bounds: CGRect, matrix: CGAffineTransform = .identity) {
    (self.cell, self.bounds, self.matrix) = (cell, bounds, matrix)
    (xStep, yStep, tiling, isColored) = (bounds.width, bounds.height, .noDistortion, true)
  }
}
