import Foundation
import Lamina
import Testing

/// Floating-point values that trapped converting to an integer (the audit of issue 31): each now
/// gives a number or nothing.
@Suite struct FloatConversionTests {
  @Test func prioritiesPrintWhateverTheirValue() {
    #expect(UILayoutPriority(750).description == "750")
    #expect(UILayoutPriority(750.5).description == "750.5")
    #expect(UILayoutPriority(1e20).description == "1e+20")
    #expect(UILayoutPriority(.infinity).description == "inf")
  }

  @Test func aBlursReachIsBoundedAndNaNReachesNothing() {
    #expect(GaussianBlur(sigma: 3).pad == 6)
    #expect(GaussianBlur(sigma: .infinity).pad == 512)
    #expect(GaussianBlur(sigma: 1e300).pad == 512)
    #expect(GaussianBlur(sigma: .nan).pad == 0)
  }
}
