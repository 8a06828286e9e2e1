import Glibc

/// How many cores this process may run on: the CPUs in its affinity mask (which a cpuset
/// restricts), fewer when a cgroup CPU quota allows less time (rounded up, as a quota of 1.5 CPUs
/// still keeps two threads busy part of the time). Read with a few system calls: Foundation's
/// `ProcessInfo.activeProcessorCount` gives the same count, but its first call costs about 0.3 ms
/// of a 15 ms render (URL and Data made to read the cgroup files, generic types set up at first use).
enum AvailableCores {
  /// The count, at least 1.
  static func count() -> Int {
    var cores = affinityCount()
    if cores < 1 { cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
    if let quota = quotaCores() { cores = min(cores, quota) }
    return max(1, cores)
  }

  /// The CPUs `sched_getaffinity` allows, or 0 when it fails. The function is looked up by name:
  /// Swift's Glibc module leaves it out (it is declared only with `_GNU_SOURCE`).
  private static func affinityCount() -> Int {
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else { return 0 }
    let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
    var set = cpu_set_t()
    return withUnsafeMutableBytes(of: &set) { bytes in
      guard getAffinity(0, bytes.count, bytes.baseAddress!) == 0 else { return 0 }
      return bytes.reduce(0) { $0 + $1.nonzeroBitCount }
    }
  }

  /// The CPUs a cgroup quota allows, rounded up: cgroup v2's `cpu.max` ("QUOTA PERIOD", or "max
  /// PERIOD" for none), else cgroup v1's `cpu.cfs_quota_us` over `cpu.cfs_period_us` (-1 for none).
  /// In a container the cgroup namespace makes these files the container's own.
  static func quotaCores(root: String = "/sys/fs/cgroup") -> Int? {
    if let line = firstLine(root + "/cpu.max") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
      return cores(quota: quota, period: period)
    }
    guard let quota = firstLine(root + "/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
      let period = firstLine(root + "/cpu/cpu.cfs_period_us").flatMap({ Int($0) })
    else { return nil }
    return cores(quota: quota, period: period)
  }

  /// `quota` microseconds of CPU time every `period` as whole cores, rounded up; `nil` for no quota.
  static func cores(quota: Int, period: Int) -> Int? {
    guard quota > 0, period > 0 else { return nil }
    return max(1, (quota + period - 1) / period)
  }

  /// The first line of a small file (at most 127 bytes read), or `nil` when it cannot be read.
  private static func firstLine(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = (
      UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0),
      UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0)
    )
    return withUnsafeMutableBytes(of: &buffer) { bytes -> String? in
      let n = read(fd, bytes.baseAddress, bytes.count - 1)
      guard n > 0 else { return nil }
      let text = bytes.prefix(n).prefix { $0 != UInt8(ascii: "\n") }
      return String(decoding: text, as: UTF8.self)
    }
  }
}
