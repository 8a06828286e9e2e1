import Foundation

/// The memory this process may still map under its own limits (`ulimit -v`, `ulimit -d`), worked
/// out from the limits and the process's current size before a large allocation is made, so that
/// an image too large for them is an error rather than a failed allocation, which traps.
enum AddressSpace {
  /// The bytes the process may still map, or `nil` when it has no limit.
  static func room() -> Int? {
    let limits = [RLIMIT_AS, RLIMIT_DATA].compactMap { resource -> Int? in
      var limit = rlimit()
      guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max
      else { return nil }
      return Int(clamping: limit.rlim_cur)
    }
    guard let limit = limits.min() else { return nil }
    return max(0, limit - (mappedBytes() ?? 0))
  }

  /// The process's virtual size: the first number of `/proc/self/statm`, in pages.
  private static func mappedBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = text.split(separator: " ").first.flatMap({ Int($0) })
    else { return nil }
    return pages.multipliedReportingOverflow(by: Int(sysconf(Int32(_SC_PAGESIZE)))).partialValue
  }
}
