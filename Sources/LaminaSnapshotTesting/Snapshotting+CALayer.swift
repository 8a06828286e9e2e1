#if SnapshotTesting
  import Foundation
  import Lamina
  import LaminaDiff
  import LaminaRender
  import SnapshotTesting

  /// `assertSnapshot(of: layer, as: .image)` for pointfreeco/swift-snapshot-testing on Linux: the
  /// layer rendered by Lamina, compared by Lamina's diff engine, references stored by
  /// swift-snapshot-testing (`__Snapshots__/<file>/<test>.1.png`) as PNG files.
  extension Snapshotting where Value == CALayer, Format == CGImage {
    /// The layer's bounds rendered at scale 1 over a clear canvas, compared pixel for pixel.
    public static var image: Snapshotting { .image(tolerance: .exact) }

    /// The layer rendered on a canvas of `size` points (default: its bounds' size) at `scale`,
    /// over `background` (default: clear), compared with `tolerance`.
    public static func image(
      tolerance: ImageTolerance, size: CGSize? = nil, scale: CGFloat = 1, background: CGColor? = nil
    ) -> Snapshotting {
      Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { layer in
        renderedForSnapshot(layer, size: size, scale: scale, background: background)
      }
    }

    /// swift-snapshot-testing's parameters, in Lamina's units: `precision` is the fraction of pixels
    /// that must match; `perceptualPrecision` below 1 compares with Lamina's perceptual metric
    /// (pixelmatch's YIQ distance at threshold `1 − perceptualPrecision`, anti-aliasing ignored),
    /// which is not the CIE94 ΔE of swift-snapshot-testing's Apple strategies.
    public static func image(
      precision: Float, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1,
      background: CGColor? = nil
    ) -> Snapshotting {
      .image(
        tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision), size: size,
        scale: scale, background: background)
    }
  }

  /// `assertSnapshot(of: view, as: .image)` for a `UIView` (any `LayerOwner`): as swift-snapshot-testing's
  /// view strategy, `size` (when given) resizes the view; it is laid out, then its layer rendered.
  extension Snapshotting where Value: LayerOwner, Format == CGImage {
    /// The view laid out and rendered at scale 1 over a clear canvas, compared pixel for pixel.
    public static var image: Snapshotting { .image(tolerance: .exact) }

    /// The view, resized to `size` when given (`.image(size:)`, as swift-snapshot-testing's view
    /// strategy), rendered at `scale` over `background`, compared with `tolerance`.
    public static func image(
      tolerance: ImageTolerance = .exact, size: CGSize? = nil, scale: CGFloat = 1, background: CGColor? = nil
    ) -> Snapshotting {
      Snapshotting<CALayer, CGImage>.image(tolerance: tolerance, scale: scale, background: background)
        .pullback { view in view.preparedForSnapshot(size: size) }
    }

    /// swift-snapshot-testing's parameters, as for a layer.
    public static func image(
      precision: Float, perceptualPrecision: Float = 1, size: CGSize? = nil, scale: CGFloat = 1,
      background: CGColor? = nil
    ) -> Snapshotting {
      .image(
        tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision), size: size,
        scale: scale, background: background)
    }
  }

  extension ImageTolerance {
    /// The tolerance that swift-snapshot-testing's `precision` and `perceptualPrecision` describe.
    public init(precision: Float, perceptualPrecision: Float) {
      let perceptual = Double(min(max(perceptualPrecision, 0), 1))
      self.init(
        metric: perceptual < 1 ? .perceptual(threshold: 1 - perceptual) : .exact,
        ignoresAntialiasing: perceptual < 1,
        maxDifferingRatio: 1 - Double(min(max(precision, 0), 1)))
    }
  }

  extension Diffing where Value == CGImage {
    /// PNG files on disk, compared by Lamina's diff engine with `tolerance`; a failure says what
    /// differs (pixels, largest difference, where) and attaches the reference, the failure and the
    /// diff image.
    public static func image(tolerance: ImageTolerance) -> Diffing {
      .diff(
        toData: { image in Data((try? PNG.encode(image)) ?? []) },
        fromData: { data in (try? PNG.decode([UInt8](data))) ?? placeholderImage() },
        diffV2: { reference, actual in
          let (result, diff) = ImageDiff.compareDrawingDiff(reference, actual, tolerance: tolerance)
          guard !result.passed else { return nil }
          let attachments: [DiffAttachment] = [
            ("reference", reference), ("failure", actual), ("difference", diff),
          ].compactMap { name, image in
            (try? PNG.encode(image)).map { .data(Data($0), name: "\(name).png") }
          }
          return ("Snapshot does not match reference (\(tolerance)): \(result.summary)", attachments)
        })
    }
  }
#endif
