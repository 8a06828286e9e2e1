/// The items of an array of numbers only, as the parser gives it (bounds, points and matrices are
/// most of a scene file's arrays): 8 bytes an item in one allocation.
///
/// Not a `[Double]`: making an array of a generic element type looks its storage's metadata up in
/// the runtime's cache at every allocation, which showed in profiles of large scenes' parse; this
/// storage's type is fixed, its metadata found once.
package struct JSONNumbers: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable {
  private let storage: JSONNumberStorage

  /// The numbers of `count` items, written by `fill` in order (it is given room for `count`).
  init(count: Int, fill: (UnsafeMutablePointer<Double>) -> Void) {
    let made = JSONNumberStorage.create(minimumCapacity: count) { _ in count }
    storage = unsafeDowncast(made, to: JSONNumberStorage.self)
    storage.withUnsafeMutablePointerToElements { fill($0) }
  }

  /// The numbers listed.
  package init(arrayLiteral elements: Double...) {
    self.init(count: elements.count) { out in
      for (i, n) in elements.enumerated() { out[i] = n }
    }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { storage.count }

  package subscript(position: Int) -> Double {
    precondition(position >= 0 && position < storage.count, "number index out of range")
    return storage.withUnsafeMutablePointerToElements { $0[position] }
  }

  package static func == (a: JSONNumbers, b: JSONNumbers) -> Bool { a.elementsEqual(b) }
}

/// The storage of `JSONNumbers`: the count, then the numbers.
final class JSONNumberStorage: ManagedBuffer<Int, Double> {
  /// The count, read through a pointer (reading `header` checks exclusive access at run time).
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee } }
}
