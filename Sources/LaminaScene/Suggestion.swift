import Foundation

/// The names nearest to a mistyped one, for errors that say "did you mean …?".
package enum Suggestion {
  /// The names in `names` fewest edits from `word` (letter case ignored), at most `limit` of them
  /// in order: none when even the nearest is more than a third of `word`'s length away (at least 1,
  /// at most 3 edits).
  package static func nearest(to word: String, in names: [String], limit: Int = 3) -> [String] {
    let w = Array(word.lowercased())
    let scored = names.map { ($0, distance(w, Array($0.lowercased()))) }
    guard let best = scored.map(\.1).min(), best <= min(max(w.count / 3, 1), 3) else { return [] }
    return scored.filter { $0.1 == best }.map(\.0).sorted().prefix(limit).map { $0 }
  }

  /// "unknown `what` "`word`"; " then "did you mean …?" when names are near it, else "expected one
  /// of: …" listing `names`; a list longer than `listed` is left to the scene format's reference.
  package static func unknown(_ what: String, _ word: String, among names: [String], listed: Int = 12)
    -> String
  {
    let near = nearest(to: word, in: names)
    let head = "unknown \(what) \"\(word)\"; "
    guard near.isEmpty else {
      return head + "did you mean " + near.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
    }
    guard names.count <= listed else {
      return head + "no known \(what) is near it (there are \(names.count): Docs/scene-format.md lists them)"
    }
    return head + "expected one of: " + names.joined(separator: ", ")
  }

  /// The edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, rows[i - 2][j - 2] + 1) }
        rows[i][j] = d
      }
    }
    return rows[a.count][b.count]
  }
}
