import Foundation
import Testing

@testable import lamina

/// The default `--threads`: the cores the process may use, read without Foundation.
@Suite struct AvailableCoresTests {
  /// A folder laid out like /sys/fs/cgroup with `files` (relative path → contents).
  private func cgroupRoot(_ files: [String: String]) throws -> URL {
    let root = temporaryFile("cgroup")
    for (path, contents) in files {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: file, atomically: true, encoding: .utf8)
    }
    return root
  }

  @Test func aQuotaIsRoundedUpToWholeCores() {
    #expect(AvailableCores.cores(quota: 150_000, period: 100_000) == 2)
    #expect(AvailableCores.cores(quota: 100_000, period: 100_000) == 1)
    #expect(AvailableCores.cores(quota: 50_000, period: 100_000) == 1)
    #expect(AvailableCores.cores(quota: 400_000, period: 100_000) == 4)
    #expect(AvailableCores.cores(quota: -1, period: 100_000) == nil)
    #expect(AvailableCores.cores(quota: 100_000, period: 0) == nil)
  }

  @Test func cgroupTwoCPUMaxGivesTheQuota() throws {
    let limited = try cgroupRoot(["cpu.max": "250000 100000\n"])
    defer { try? FileManager.default.removeItem(at: limited) }
    #expect(AvailableCores.quotaCores(root: limited.path) == 3)
    let unlimited = try cgroupRoot(["cpu.max": "max 100000\n"])
    defer { try? FileManager.default.removeItem(at: unlimited) }
    #expect(AvailableCores.quotaCores(root: unlimited.path) == nil)
  }

  @Test func cgroupOneQuotaAndPeriodGiveTheQuota() throws {
    let limited = try cgroupRoot(["cpu/cpu.cfs_quota_us": "200000\n", "cpu/cpu.cfs_period_us": "100000\n"])
    defer { try? FileManager.default.removeItem(at: limited) }
    #expect(AvailableCores.quotaCores(root: limited.path) == 2)
    let unlimited = try cgroupRoot(["cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"])
    defer { try? FileManager.default.removeItem(at: unlimited) }
    #expect(AvailableCores.quotaCores(root: unlimited.path) == nil)
    let none = try cgroupRoot([:])
    defer { try? FileManager.default.removeItem(at: none) }
    #expect(AvailableCores.quotaCores(root: none.path) == nil)
  }

  @Test func theCountIsFoundationsOnThisMachine() {
    #expect(AvailableCores.count() == ProcessInfo.processInfo.activeProcessorCount)
  }

  @Test func aProcessTiedToOneCoreGetsOneThreadByDefault() throws {
    // taskset narrows the affinity mask, as a cpuset or a container's --cpuset-cpus would.
    let taskset = URL(fileURLWithPath: "/usr/bin/taskset")
    guard FileManager.default.isExecutableFile(atPath: taskset.path) else { return }
    let help = try run(taskset, ["-c", "0", laminaBinary.path, "render", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("(default: 1,"))
  }
}
