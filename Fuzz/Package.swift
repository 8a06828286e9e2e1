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
    // Scene files: the JSON parser, the scene builder (layout included) and the renderer.
    .executableTarget(
      name: "FuzzScene",
      dependencies: [
        "CFuzzer",
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
    // The image diff engine on two images of any size and every tolerance.
    .executableTarget(
      name: "FuzzDiff", dependencies: ["CFuzzer", .product(name: "LaminaDiff", package: "Lamina")]),
  ],
  swiftLanguageModes: [.v6]
)
