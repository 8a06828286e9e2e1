import Foundation

/// The memory this process may still map under its own limits (`ulimit -v`, `ulimit -d`), worked
/// out from the limits and the process's current size before a large allocation is made, so that
/// an image too large for them is an error rather than a failed allocation, which traps. (With no
/// limit set, the kernel decides: under strict overcommit a failed allocation still traps.)
enum AddressSpace {
  /// The bytes the process may still map, or `nil` when it has no limit.
  static func room() -> Int? {
    // statm: total size (what RLIMIT_AS counts) and data + stack (what RLIMIT_DATA counts since
    // Linux 4.7), in pages.
    let used = statm()
    let rooms = [(RLIMIT_AS, used.total), (RLIMIT_DATA, used.data)].compactMap { resource, used -> Int? in
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max
      else { return nil }
      return Int(clamping: limit.rlim_cur).subtractingReportingOverflow(used).partialValue
    }
    return rooms.min().map { max(0, $0) }
  }

  /// The process's total size and its data and stack, in bytes, from `/proc/self/statm` (0 when it
  /// cannot be read; saturated, never negative).
  private static func statm() -> (total: Int, data: Int) {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return (0, 0) }
    let fields = text.split(separator: " ").map {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    func bytes(_ i: Int) -> Int {
      guard i < fields.count else { return 0 }
      let (b, overflow) = max(0, fields[i]).multipliedReportingOverflow(by: page)
      return overflow ? Int.max : b
    }
    return (bytes(0), bytes(5))
  }
}
