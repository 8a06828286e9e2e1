import Foundation
import LaminaUIDrawing
import QuartzCore

// A day picker's label changing day with a push from the right, written as iOS code writes it:
// add a CATransition to the layer, then change what it shows; the card clips the sliding text.
// Nothing here differs from the Apple version but the imports.

/// The day card.
enum PushTransition {
  /// A 240×80 card whose label turns from "Monday" to "Tuesday" in a half-second push from the
  /// right, added at media time 0.
  static func make() -> CALayer {
    let card = CALayer()
    card.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
    card.backgroundColor = UIColor(white: 0.95, alpha: 1).cgColor
    card.cornerRadius = 12
    card.masksToBounds = true
    let label = CATextLayer()
    label.frame = card.bounds.insetBy(dx: 0, dy: 20)
    label.alignmentMode = .center
    label.fontSize = 30
    label.foregroundColor = UIColor.systemBlue.cgColor
    label.string = "Monday"
    card.addSublayer(label)

    let push = CATransition()
    push.type = .push
    push.subtype = .fromRight
    push.duration = 0.5
    push.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    MediaClock.withTime(0) { label.add(push, forKey: nil) }
    label.string = "Tuesday"
    return card
  }
}
