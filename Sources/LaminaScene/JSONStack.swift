/// The parser's stack of the members (or items) of the objects and arrays being read, nested ones
/// above their parents'. When an object or array ends, its entries are *moved* off the top into
/// their final storage in one piece: no copy, no retain and release per entry, no shrinking of an
/// array (which costs a generic `replaceSubrange` a call).
///
/// Owned by one parser on one thread; what is still on it when parsing stops (an error) is freed
/// with it.
final class JSONStack<Element> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// How many entries are on the stack.
  private(set) var count = 0

  init(capacity: Int = 64) {
    self.capacity = max(capacity, 1)
    storage = .allocate(capacity: self.capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  /// Puts `element` on top.
  func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// The entry at `index` (from the bottom).
  subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "stack index out of range")
    return storage[index]
  }

  /// The entries from `base` to the top, moved into `target` (uninitialized, room for them all);
  /// the stack keeps the `base` entries below.
  func moveTop(from base: Int, to target: UnsafeMutablePointer<Element>) {
    precondition(base >= 0 && base <= count, "stack base out of range")
    target.moveInitialize(from: storage + base, count: count - base)
    count = base
  }

  /// The entries from `base` to the top, moved off the stack into an array of their own.
  func takeTop(from base: Int) -> [Element] {
    let n = count - base
    return [Element](unsafeUninitializedCapacity: n) { buffer, made in
      moveTop(from: base, to: buffer.baseAddress!)
      made = n
    }
  }

  /// Drops the entries from `base` to the top (after an error, or when they were read elsewhere).
  func drop(to base: Int) {
    guard base < count else { return }
    (storage + base).deinitialize(count: count - base)
    count = base
  }

  private func grow() {
    let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    bigger.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = bigger
    capacity *= 2
  }
}
