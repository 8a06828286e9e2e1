import Testing

@testable import LaminaScene

@Suite struct SuggestionTests {
  @Test func editsCountInsertionsDeletionsReplacementsAndSwaps() {
    func d(_ a: String, _ b: String) -> Int { Suggestion.distance(Array(a), Array(b)) }
    #expect(d("cornerRadius", "cornerRadius") == 0)
    #expect(d("cornerRadious", "cornerRadius") == 1)  // a letter too many
    #expect(d("opcity", "opacity") == 1)  // one missing
    #expect(d("opaicty", "opacity") == 1)  // two swapped
    #expect(d("frame", "bounds") == 6)
    #expect(d("", "abc") == 3)
  }

  @Test func onlyNearNamesAreSuggestedNearestFirst() {
    let names = ["position", "positionZ", "opacity", "bounds"]
    #expect(Suggestion.nearest(to: "positon", in: names) == ["position"])  // the nearest only
    #expect(
      Suggestion.nearest(to: "positionX", in: names + ["positionY"]) == [
        "position", "positionY", "positionZ",
      ])
    #expect(Suggestion.nearest(to: "OPACITY", in: names) == ["opacity"])  // case is not an edit
    #expect(Suggestion.nearest(to: "zzz", in: names).isEmpty)
    #expect(
      Suggestion.unknown("key", "zzz", among: ["a", "b"]) == #"unknown key "zzz"; expected one of: a, b"#)
    #expect(
      Suggestion.unknown("key", "positionX", among: names + ["positionY"])
        == #"unknown key "positionX"; did you mean "position" or "positionY" or "positionZ"?"#)
  }
}
