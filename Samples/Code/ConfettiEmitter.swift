import Foundation
import LaminaUIDrawing
import QuartzCore

// Confetti falling from the top edge of a card, written as iOS code writes it: an emitter layer
// along a line, one cell per colour, each a small white rectangle tinted by the cell's colour,
// spinning as it falls. Nothing here differs from the Apple version but the imports.

/// The confetti card.
enum ConfettiEmitter {
  static let colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemYellow, .systemPurple]

  /// A white 6×12-point rectangle, drawn at 2 pixels a point.
  static func piece() -> CGImage? {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 12), format: format).image { ctx in
      UIColor.white.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 12))
    }.cgImage
  }

  /// A 300×200 card with confetti falling from its top edge since media time 0.
  static func make() -> CALayer {
    let card = CALayer()
    card.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    card.backgroundColor = UIColor(white: 0.97, alpha: 1).cgColor
    card.masksToBounds = true
    let emitter = CAEmitterLayer()
    emitter.frame = card.bounds
    emitter.emitterPosition = CGPoint(x: card.bounds.midX, y: -10)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: card.bounds.width, height: 1)
    emitter.seed = 7
    emitter.emitterCells = colors.map { color in
      let cell = CAEmitterCell()
      cell.birthRate = 6
      cell.lifetime = 8
      cell.velocity = 60
      cell.velocityRange = 30
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 4
      cell.yAcceleration = 40
      cell.spin = 2
      cell.spinRange = 3
      cell.scale = 0.8
      cell.scaleRange = 0.3
      cell.color = color.cgColor
      cell.contents = piece()
      cell.contentsScale = 2
      return cell
    }
    card.addSublayer(emitter)
    return card
  }
}
