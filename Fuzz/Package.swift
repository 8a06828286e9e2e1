// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Lamina's input-facing code, built only by `scripts/fuzz` (with
// `-sanitize=fuzzer,address`): each target's main hands one test function to libFuzzer's driver.
let package = Package(
  name: "LaminaFuzz",
  dependencies: [.package(name: "Lamina", path: "..")],
  targets: [
    // libFuzzer's `LLVMFuzzerRunDriver`, declared for Swift.
    .target(name: "CFuzzer"),
    // What the targets that render scenes share: the scene file they are read as, small limits.
    .target(name: "FuzzSupport", dependencies: [.product(name: "LaminaScene", package: "Lamina")]),
    // Scene files: the JSON parser, the scene builder (layout included) and the renderer.
    .executableTarget(
      name: "FuzzScene",
      dependencies: [
        "CFuzzer", "FuzzSupport",
        .product(name: "LaminaScene", package: "Lamina"), .product(name: "LaminaRender", package: "Lamina"),
      ]),
    // PNG decoding through libpng.
    .executableTarget(
      name: "FuzzPNG",
      dependencies: [
        "CFuzzer", .product(name: "LaminaRender", package: "Lamina"),
        .product(name: "LaminaGraphics", package: "Lamina"),
      ]),
    // JPEG, WebP and GIF decoding (and PNG, through the same entry point).
    .executableTarget(
      name: "FuzzImages",
      dependencies: [
        "CFuzzer", .product(name: "LaminaImage", package: "Lamina"),
        .product(name: "LaminaGraphics", package: "Lamina"),
      ]),
    // Visual Format Language strings, and the layout of the constraints they make.
    .executableTarget(
      name: "FuzzVFL", dependencies: ["CFuzzer", .product(name: "LaminaLayout", package: "Lamina")]),
    // The image diff engine on two images of any size and every tolerance, and on two PNG files
    // read within a budget, as `lamina diff` reads them.
    .executableTarget(
      name: "FuzzDiff",
      dependencies: [
        "CFuzzer", .product(name: "LaminaDiff", package: "Lamina"),
        .product(name: "LaminaImage", package: "Lamina"),
      ]),
    // Points files of `lamina hit-test --points`, and the hit-test index against the plain walk.
    .executableTarget(
      name: "FuzzPoints",
      dependencies: [
        "CFuzzer", .product(name: "LaminaScene", package: "Lamina"),
        .product(name: "Lamina", package: "Lamina"),
      ]),
    // Scenes inspected as `lamina inspect` inspects them: the page made or refused, never broken.
    .executableTarget(
      name: "FuzzInspect",
      dependencies: [
        "CFuzzer", "FuzzSupport", .product(name: "LaminaScene", package: "Lamina"),
        .product(name: "LaminaInspector", package: "Lamina"),
        .product(name: "LaminaRender", package: "Lamina"),
      ]),
    // Shard files merged as `lamina check --merge` merges them.
    .executableTarget(
      name: "FuzzMerge",
      dependencies: [
        "CFuzzer", .product(name: "LaminaCheck", package: "Lamina"),
        .product(name: "LaminaImage", package: "Lamina"),
      ]),
    // A sample's scene and reference image, checked as `lamina check` checks it.
    .executableTarget(
      name: "FuzzCheck",
      dependencies: [
        "CFuzzer", "FuzzSupport", .product(name: "LaminaCheck", package: "Lamina"),
        .product(name: "LaminaScene", package: "Lamina"),
        .product(name: "LaminaRender", package: "Lamina"), .product(name: "LaminaDiff", package: "Lamina"),
        .product(name: "LaminaImage", package: "Lamina"), .product(name: "LaminaGraphics", package: "Lamina"),
      ]),
    // Animation frames counted, rendered and written as an APNG, as `lamina animate` does.
    .executableTarget(
      name: "FuzzAnimate",
      dependencies: [
        "CFuzzer", "FuzzSupport", .product(name: "LaminaScene", package: "Lamina"),
        .product(name: "LaminaRender", package: "Lamina"),
        .product(name: "LaminaImage", package: "Lamina"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
