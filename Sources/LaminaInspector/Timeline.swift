import Foundation
import Lamina
import LaminaImage
import LaminaRender
import LaminaScene

/// A scene's animations as the inspector's timeline: frame k at media time k / fps, from 0 to when
/// every animation has ended (as `lamina animate` frames them), each with its picture and the
/// layers whose record at that time differs from the model's.
struct Timeline {
  /// One frame: its time, its picture (PNG bytes), the layers that differ, by number, and its
  /// hover maps (none when the frames' maps would pass `InspectorLimits.hitMapPoints`). A frame
  /// inside a transition has a tree of its own (the transition's copies): it is not compared with
  /// the model's, and has neither.
  struct Frame {
    let time: Double
    let picture: [UInt8]
    let changed: [(number: Int, layer: InspectedLayer)]
    let hitMaps: [(order: CALayer.HitTestOrder, map: HitMap)]
    /// Whether the frame's tree has the model's layers (it has not during a transition).
    let matchesModel: Bool
  }

  let fps: Int
  let frames: [Frame]

  /// The timeline of `scene`, whose layers at the model values are `model`; `nil` when nothing is
  /// animated. Throws when the frames would be more than the limit, or their pictures more than
  /// the page may hold. `mapPoints` is the points of one hover map; `tests` counts hit tests.
  init?(
    _ scene: Scene, model: [InspectedLayer], options: InspectorOptions, meter: WorkMeter, mapPoints: Int,
    tests: inout Int
  ) throws {
    guard let end = scene.root.animationsEndTime() else { return nil }
    let limits = options.limits
    let wanted = (max(end, 0) * Double(options.fps)).rounded(.down) + 1
    guard wanted <= Double(limits.frames) else {
      throw InspectorError(
        "the animations last \(CGFloat(end).compactText) s, \(CGFloat(wanted).compactText) frames at \(options.fps) a second; the timeline holds at most \(limits.frames) (give a lower --fps)",
        scene)
    }
    let span = AnimationFrames(from: 0, to: end, fps: options.fps)
    let mapped = span.count * mapPoints <= limits.hitMapPoints
    var (frames, bytes) = ([Frame](), 0)
    for k in 0..<span.count {
      let t = span.time(k)
      let shown = scene.root.presentationSnapshot(at: t)
      let (layers, numbers) = InspectedLayer.records(of: shown)
      var changed: [(Int, InspectedLayer)] = []
      if layers.count == model.count {
        for (i, layer) in layers.enumerated() where layer != model[i] { changed.append((i, layer)) }
      }
      let picture = try PNG.encode(
        try scene.render(RenderRequest(scale: options.scale, time: t), meter: meter))
      bytes += picture.count
      guard bytes / 3 * 4 < limits.pageBytes else {
        throw InspectorError(
          "the timeline's pictures pass \(limits.pageBytes >> 20) MiB at frame \(k) of \(span.count), the most a page holds (give a lower --fps or --scale)",
          scene)
      }
      let maps =
        mapped && layers.count == model.count
        ? Inspection.hitMaps(shown, of: scene, numbers: numbers, limits: limits, tests: &tests) : []
      frames.append(
        Frame(
          time: t, picture: picture, changed: changed, hitMaps: maps,
          matchesModel: layers.count == model.count))
    }
    (fps, self.frames) = (options.fps, frames)
  }
}
