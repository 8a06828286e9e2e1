@preconcurrency import Glibc

/// Whether everything printed to standard output reached it: flushed now, and no earlier write
/// failed (a full disk, a closed stream).
func standardOutputWasWritten() -> Bool {
  fflush(stdout) == 0 && ferror(stdout) == 0
}

/// Writes `bytes` to standard output through the same buffer `print` writes to; a failure is found
/// by `standardOutputWasWritten` when the command ends.
func writeStandardOutput(_ bytes: [UInt8]) {
  _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
}
