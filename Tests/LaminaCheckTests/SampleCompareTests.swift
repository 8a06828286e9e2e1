import Foundation
import LaminaCheck
import LaminaDiff
import LaminaGeometry
import LaminaGraphics
import LaminaImage
import Testing

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

/// A sample's render held in `budget`, as `lamina check` holds it before comparing.
private func held(_ image: CGImage, in budget: ImageBudget) throws -> CGImage {
  try #require(budget.take(image.width * image.height))
  return image
}

/// `SampleCheck.compare`: one sample's render against its reference, within one budget.
@Suite struct SampleCompareTests {
  @Test func aMatchingReferencePassesAndGivesEveryPixelBack() throws {
    let budget = ImageBudget(pixels: 100)
    let image = try #require(CGImage(width: 4, height: 4, color: red))
    let check = SampleCheck.compare(
      name: "dot", actual: try held(image, in: budget), reference: try PNG.encode(image), path: "dot.png",
      tolerance: .exact, thumbnails: true, budget: budget)
    #expect(check.status == .passed && check.message == "")
    #expect(check.result?.comparedPixels == 16)
    #expect(check.thumbnail?.width == 4 && check.expected == nil)
    #expect(budget.take(100), "all 100 pixels are back")
  }

  /// The gate-breaker at a small size: a row against a column is a failure naming both
  /// sizes; nothing is padded to the union of the sizes.
  @Test func aRowAgainstAColumnFailsWithBothSizes() throws {
    let budget = ImageBudget(pixels: 100)
    let row = try #require(CGImage(width: 16, height: 1, color: red))
    let column = try #require(CGImage(width: 1, height: 16, color: red))
    let check = SampleCheck.compare(
      name: "row", actual: try held(row, in: budget), reference: try PNG.encode(column), path: "row.png",
      tolerance: .exact, thumbnails: false, budget: budget)
    #expect(check.status == .failed)
    #expect(check.message.hasPrefix("sizes differ: expected 1×16, actual 16×1; 30 of 31 pixels differ"))
    #expect(check.diff?.width == 1 && check.diff?.height == 16, "the diff has the reference's size")
    // A failure keeps its images for the report: the render's 16, the reference's 16 and its diff's 16.
    #expect(budget.take(100 - 48) && !budget.take(1))
  }

  @Test func anUnreadableReferenceIsTheSamplesErrorNamingTheFile() throws {
    let budget = ImageBudget(pixels: 100)
    let image = try #require(CGImage(width: 4, height: 4, color: red))
    let check = SampleCheck.compare(
      name: "dot", actual: try held(image, in: budget), reference: Array("not a PNG".utf8),
      path: "ref/dot.png",
      tolerance: .exact, thumbnails: false, budget: budget)
    #expect(check.status == .error && check.message.hasPrefix("ref/dot.png: "), "\(check.message)")
    #expect(budget.take(100), "the render's pixels are given back")
  }

  /// A reference larger than what is left of the budget is refused from its header.
  @Test func aReferencePastTheBudgetIsRefusedFromItsHeader() throws {
    let budget = ImageBudget(pixels: 40)
    let image = try #require(CGImage(width: 4, height: 4, color: red))
    let big = try #require(CGImage(width: 8, height: 8, color: red))
    let check = SampleCheck.compare(
      name: "dot", actual: try held(image, in: budget), reference: try PNG.encode(big), path: "dot.png",
      tolerance: .exact, thumbnails: false, budget: budget)
    #expect(check.status == .error)
    #expect(
      check.message
        == "dot.png: a 8×8 image is more than is left of the 40-pixel budget for images held at once")
    #expect(budget.take(40))
  }
}
