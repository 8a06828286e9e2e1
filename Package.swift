// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Lamina",
  products: [
    .library(name: "Lamina", targets: ["Lamina"])
  ],
  targets: [
    // Core Animation's layer model: geometry, transforms, conversion, hit testing. Foundation only.
    .target(name: "Lamina"),
    .testTarget(name: "LaminaTests", dependencies: ["Lamina"]),
  ],
  swiftLanguageModes: [.v6]
)
