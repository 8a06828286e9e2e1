import Foundation

/// What `lamina-bench` runs, by option; printed for `--help` and for an option it does not know.
let usage = """
  usage: lamina-bench [--quick] [BENCHMARK]
  Release builds only: swift run -c release lamina-bench …

  With no benchmark: rendering generated scenes of 1k, 10k and 100k layers (tree walk, rasterizing,
  PNG encoding, peak memory) and the two PNG compression presets.
    --load FILE…       phases of loading and rendering scene files (read, parse, load, raster, encode)
    --hit-test FILE…   hit-test queries per second: the walk against HitTestIndex
    --layout FILE…     Auto Layout time of scene files (scripts/layout-bench sets it beside kiwisolver)
    --frames FILE [--count N] [--fps F] [--scale S] [--threads T] [--model]
                       median and mean animation frame time (presentation and raster, no encoding);
                       with --model, the raster time of the model layers
    --worst-case       one scene at every default limit at once: time and peak memory
    --estimate FILE… [--compact]
                       each scene's estimated render work in seconds (the cost model, RenderCost)
    --paths            10,000 random paths through CGContext against the same drawn by C over Cairo
    --text             1,000 text layers against the same grid without text
    --diff             image comparison against ImageMagick's compare
    --quick            fewer sizes and runs
    --help             this text
  """

/// Exits with the usage for `--help` (status 0) or for an option this program does not know
/// (status 2, on stderr), before any benchmark runs.
func checkArguments(_ arguments: [String]) {
  let known: Set<String> = [
    "--load", "--hit-test", "--layout", "--frames", "--count", "--fps", "--scale", "--threads",
    "--worst-case", "--compact", "--model", "--estimate", "--paths", "--text", "--diff",
    "--quick",
  ]
  if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
  }
  if let unknown = arguments.first(where: { $0.hasPrefix("-") && !known.contains($0) }) {
    FileHandle.standardError.write(
      Data("lamina-bench: unknown option \(unknown.debugDescription)\n\(usage)\n".utf8))
    exit(2)
  }
}
