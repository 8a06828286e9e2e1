@preconcurrency import Glibc

/// Whether everything printed to standard output reached it: flushed now, and no earlier write
/// failed (a full disk, a closed stream).
func standardOutputWasWritten() -> Bool {
  fflush(stdout) == 0 && ferror(stdout) == 0
}
