import Foundation
import LaminaGeometry

extension UIColor {
  private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
  }

  /// Black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// Grey 1/3.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// Grey 2/3.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
  /// White.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Grey 1/2.
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Pure red.
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Pure green.
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Pure blue.
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Cyan.
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// Yellow.
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// Magenta.
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Orange (1, 0.5, 0).
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// Purple (0.5, 0, 0.5).
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// Brown (0.6, 0.4, 0.2).
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// Transparent.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

  /// iOS system red, light mode.
  public static var systemRed: UIColor { rgb(255, 59, 48) }
  /// iOS system orange.
  public static var systemOrange: UIColor { rgb(255, 149, 0) }
  /// iOS system yellow.
  public static var systemYellow: UIColor { rgb(255, 204, 0) }
  /// iOS system green.
  public static var systemGreen: UIColor { rgb(52, 199, 89) }
  /// iOS system mint.
  public static var systemMint: UIColor { rgb(0, 199, 190) }
  /// iOS system teal.
  public static var systemTeal: UIColor { rgb(48, 176, 199) }
  /// iOS system cyan.
  public static var systemCyan: UIColor { rgb(50, 173, 230) }
  /// iOS system blue.
  public static var systemBlue: UIColor { rgb(0, 122, 255) }
  /// iOS system indigo.
  public static var systemIndigo: UIColor { rgb(88, 86, 214) }
  /// iOS system purple.
  public static var systemPurple: UIColor { rgb(175, 82, 222) }
  /// iOS system pink.
  public static var systemPink: UIColor { rgb(255, 45, 85) }
  /// iOS system brown.
  public static var systemBrown: UIColor { rgb(162, 132, 94) }
  /// iOS system grey.
  public static var systemGray: UIColor { rgb(142, 142, 147) }
  /// iOS system grey 2.
  public static var systemGray2: UIColor { rgb(174, 174, 178) }
  /// iOS system grey 3.
  public static var systemGray3: UIColor { rgb(199, 199, 204) }
  /// iOS system grey 4.
  public static var systemGray4: UIColor { rgb(209, 209, 214) }
  /// iOS system grey 5.
  public static var systemGray5: UIColor { rgb(229, 229, 234) }
  /// iOS system grey 6.
  public static var systemGray6: UIColor { rgb(242, 242, 247) }
  /// Primary text: black.
  public static var label: UIColor { rgb(0, 0, 0) }
  /// Secondary text.
  public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
  /// Tertiary text.
  public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
  /// Background: white.
  public static var systemBackground: UIColor { rgb(255, 255, 255) }
  /// Secondary background.
  public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
  /// Separators.
  public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
  /// Placeholder text: iOS's light value, (60, 60, 67) at 30 %.
  public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
  /// The default tint: system blue.
  public static var tintColor: UIColor { systemBlue }
}
