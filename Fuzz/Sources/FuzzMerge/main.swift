import CFuzzer
import Foundation
import LaminaCheck
import LaminaImage

/// One libFuzzer input: up to four shard files (`lamina check --shard K/N --json`), separated by NUL
/// bytes, merged as `lamina check --merge` merges them: to results with one entry per sample of the
/// suite, or a `FileError` naming one of the files; their images decoded within a small budget.
func fuzzMerge(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
  let files = parts.enumerated().map { (file: "shard-\($0.offset).json", data: Data($0.element)) }
  let budget = ImageBudget(pixels: 1 << 20)
  do {
    let results = try CheckMerge.merge(files, budget: budget)
    let names = results.entries.map(\.name)
    precondition(names == names.sorted() && Set(names).count == names.count, "samples once each, in order")
    for e in results.entries {
      for image in [e.expected, e.actual, e.diff, e.thumbnail].compactMap({ $0 }) {
        precondition(image.width * image.height <= budget.pixels)
      }
    }
    _ = try CheckJSON(results).text()
  } catch let error as FileError {
    precondition(files.contains { $0.file == error.path }, "the error names a file: \(error)")
  } catch {
    preconditionFailure("only file errors: \(error)")
  }
  return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzMerge($0, $1) })
