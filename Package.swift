// swift-tools-version: 6.1
import PackageDescription

/// pointfreeco/swift-snapshot-testing's library, built only when the SnapshotTesting trait is on.
let swiftSnapshotTesting = Target.Dependency.product(
  name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"]))

let package = Package(
  name: "Lamina",
  // Linux is the platform Lamina is for. On macOS (15, for the Synchronization module's Mutex and
  // Atomic) the library modules build beside Apple's frameworks; the QuartzCore and CoreGraphics
  // shims below are Linux only.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Lamina", targets: ["Lamina"]),
    .library(name: "LaminaGraphics", targets: ["LaminaGraphics"]),
    .library(name: "LaminaImage", targets: ["LaminaImage"]),
    .library(name: "LaminaRender", targets: ["LaminaRender"]),
    .library(name: "LaminaScene", targets: ["LaminaScene"]),
    .library(name: "LaminaDiff", targets: ["LaminaDiff"]),
    .library(name: "LaminaLayout", targets: ["LaminaLayout"]),
    .library(name: "LaminaSnapshot", targets: ["LaminaSnapshot"]),
    .library(name: "LaminaCheck", targets: ["LaminaCheck"]),
    .library(name: "LaminaInspector", targets: ["LaminaInspector"]),
    .library(name: "LaminaUIDrawing", targets: ["LaminaUIDrawing"]),
    .library(name: "LaminaCoreText", targets: ["LaminaCoreText"]),
    .library(name: "LaminaUIKit", targets: ["LaminaUIKit"]),
    .executable(name: "lamina", targets: ["lamina"]),
    // Strategies for pointfreeco/swift-snapshot-testing; empty unless the SnapshotTesting trait is on.
    .library(name: "LaminaSnapshotTesting", targets: ["LaminaSnapshotTesting"]),
  ],
  traits: [
    .trait(
      name: "SnapshotTesting",
      description:
        "Builds LaminaSnapshotTesting: assertSnapshot(of: layer, as: .image) with swift-snapshot-testing")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation` (a command plugin: nothing of it is linked).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Core Graphics' values that need no rasterizer: affine transforms, paths, colours. Foundation only.
    .target(name: "LaminaGeometry"),
    // Cairo's header, found through pkg-config (Debian: libcairo2-dev).
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // Pango (text shaping and layout with HarfBuzz) and fontconfig, loaded with dlopen when text is
    // first laid out (Debian: libpangocairo-1.0-0): a render without text never maps them.
    .target(name: "CPango"),
    // Core Graphics on Cairo: contexts, images, gradients, text. Only its Cairo/ folder calls Cairo,
    // through CairoCanvas, which CGContext and the renderer both paint through.
    .target(name: "LaminaGraphics", dependencies: ["LaminaGeometry", "CCairo", "CPango"]),
    // libpng's and zlib's headers, found through pkg-config (Debian: libpng-dev, zlib1g-dev).
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "zlib1g-dev"])]),
    // PNG decoding (setjmp kept inside C) and the compression of an image's rows.
    .target(name: "CPNG", dependencies: ["CLibPNG"]),
    // libjpeg-turbo's and libwebp's headers, found through pkg-config (Debian: libjpeg-dev,
    // libwebp-dev).
    .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
    .systemLibrary(name: "CLibWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
    // JPEG and WebP decoding (setjmp kept inside C, status codes turned into messages).
    .target(name: "CCodecs", dependencies: ["CLibJPEG", "CLibWebP"]),
    // Image files ⇄ CGImage: PNG and APNG written atomically; PNG, JPEG, WebP and GIF read.
    .target(name: "LaminaImage", dependencies: ["LaminaGraphics", "CPNG", "CLibPNG", "CCodecs"]),
    // Core Text's API on LaminaGraphics' text layout: fonts, lines, runs, framesetters and frames.
    .target(name: "LaminaCoreText", dependencies: ["LaminaGeometry", "LaminaGraphics"]),
    // Core Animation's layer model on Core Graphics: geometry, conversion, hit testing, drawing hooks.
    .target(name: "Lamina", dependencies: ["LaminaGeometry", "LaminaGraphics"]),
    // Layout on top of the layer model: a Cassowary solver, constraints, the Visual Format Language.
    .target(name: "LaminaLayout", dependencies: ["Lamina"]),
    // Layer tree → render tree → Cairo image surface → CGImage (and PNG, through LaminaImage).
    .target(name: "LaminaRender", dependencies: ["Lamina", "LaminaGraphics", "LaminaImage"]),
    // The small UIKit/AppKit drawing surface layer code leans on (colours, Bézier paths, images,
    // image renderers, the current context); no views.
    .target(
      name: "LaminaUIDrawing", dependencies: ["Lamina", "LaminaGeometry", "LaminaGraphics", "LaminaImage"]),
    // Views over layers: UIView (the thin owner of a layer), UIViewController, UILabel,
    // UIImageView, UIButton. Named as Lamina's, never shadowing UIKit.
    .target(
      name: "LaminaUIKit",
      dependencies: ["Lamina", "LaminaGeometry", "LaminaGraphics", "LaminaLayout", "LaminaUIDrawing"]),
    // Scene files (JSON) ⇄ layer trees, with errors that carry the file and JSON path.
    .target(name: "LaminaScene", dependencies: ["Lamina", "LaminaImage", "LaminaRender", "LaminaLayout"]),
    // `lamina inspect`'s page: a scene taken apart (layers, hover maps, planes, timeline, layout
    // problems) and written as one self-contained HTML file.
    .target(
      name: "LaminaInspector",
      dependencies: ["Lamina", "LaminaImage", "LaminaRender", "LaminaScene", "LaminaLayout"]),
    // The image diff engine shared by snapshot tests and the CLI.
    .target(name: "LaminaDiff", dependencies: ["Lamina"]),
    // Checking rendered samples against reference images, as `lamina check` does: references and
    // diffs decoded within one budget, results as JSON documents, shards' results merged.
    .target(name: "LaminaCheck", dependencies: ["LaminaGeometry", "LaminaGraphics", "LaminaImage", "LaminaDiff"]),
    // Snapshot assertions for Swift Testing and XCTest, and the pure verifySnapshot.
    .target(
      name: "LaminaSnapshot",
      dependencies: ["Lamina", "LaminaImage", "LaminaRender", "LaminaScene", "LaminaDiff"]),
    // Snapshotting<CALayer, CGImage> for swift-snapshot-testing, built only with the SnapshotTesting trait.
    .target(
      name: "LaminaSnapshotTesting",
      dependencies: [
        "Lamina", "LaminaGraphics", "LaminaImage", "LaminaRender", "LaminaDiff",
        swiftSnapshotTesting,
      ]),
    // The command-line tool: render, animate, hit-test, dump, layout, inspect, diff, check.
    .executableTarget(
      name: "lamina",
      dependencies: [
        "Lamina", "LaminaImage", "LaminaRender", "LaminaScene", "LaminaDiff", "LaminaLayout", "LaminaCheck",
        "LaminaInspector", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // A release build carries the Swift runtime and Foundation in itself (no shared Swift libraries
      // to install beside it). Only this executable holds the flag: the libraries stay usable as a
      // versioned dependency.
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
      linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]),
    // The C baseline of `lamina-bench --paths`: the same paths drawn by calling Cairo directly.
    .target(name: "CPathBench", dependencies: ["CCairo"]),
    // Release-built benchmark: `swift run -c release lamina-bench`.
    .executableTarget(
      name: "lamina-bench",
      dependencies: [
        "Lamina", "LaminaGraphics", "CPathBench", "LaminaImage", "LaminaRender", "LaminaDiff", "LaminaLayout",
        "LaminaScene",
      ]),
    // What the test targets share: one `rect`, one approximate comparison, the package's folder.
    .target(name: "TestSupport", dependencies: ["Lamina", "LaminaGeometry", "LaminaScene"], path: "Tests/TestSupport"),
    .testTarget(name: "LaminaGeometryTests", dependencies: ["LaminaGeometry", "TestSupport"]),
    .testTarget(name: "LaminaGraphicsTests", dependencies: ["LaminaGraphics", "LaminaGeometry"]),
    .testTarget(name: "LaminaTests", dependencies: ["Lamina", "TestSupport"]),
    .testTarget(
      name: "LaminaRenderTests", dependencies: ["LaminaImage", "LaminaRender", "LaminaScene", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "LaminaLayoutTests", dependencies: ["LaminaLayout", "TestSupport"]),
    .testTarget(name: "LaminaDiffTests", dependencies: ["LaminaDiff", "LaminaImage"], exclude: ["Fixtures"]),
    .testTarget(
      name: "LaminaSnapshotTests",
      dependencies: [
        "LaminaSnapshot", "LaminaDiff", "LaminaImage", "LaminaRender", "LaminaScene", "LaminaUIKit", "TestSupport",
      ]),
    .testTarget(
      name: "LaminaSceneTests",
      dependencies: ["LaminaScene", "LaminaImage", "LaminaRender", "LaminaLayout", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LaminaUIKitTests",
      dependencies: ["LaminaUIKit", "LaminaUIDrawing", "LaminaRender", "LaminaImage", "Lamina", "TestSupport"]),
    .testTarget(
      name: "LaminaCheckTests",
      dependencies: ["LaminaCheck", "LaminaDiff", "LaminaGeometry", "LaminaGraphics", "LaminaImage", "LaminaScene", "TestSupport"]),
    .testTarget(
      name: "LaminaInspectorTests",
      dependencies: ["LaminaInspector", "Lamina", "LaminaScene", "LaminaRender", "TestSupport"]),
    .testTarget(name: "laminaTests", dependencies: ["lamina", "TestSupport"]),
    .testTarget(
      name: "LaminaSnapshotTestingTests",
      dependencies: [
        "LaminaSnapshotTesting", "Lamina", "LaminaImage", "LaminaRender", "LaminaDiff", "LaminaUIKit",
        "TestSupport", swiftSnapshotTesting,
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)

// Source compatibility on Linux only: modules named as Apple's, which only re-export, so files that
// `import QuartzCore` or `import CoreGraphics` compile unchanged. Never built on Apple platforms,
// where they would shadow the real frameworks.
#if os(Linux)
  package.products += [
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "CoreText", targets: ["CoreText"]),
  ]
  package.targets += [
    .target(
      name: "QuartzCore",
      dependencies: [
        "Lamina", "LaminaGeometry", "LaminaGraphics", "LaminaLayout", "LaminaImage", "LaminaRender",
      ],
      path: "Sources/Shims/QuartzCore"),
    .target(
      name: "CoreGraphics", dependencies: ["LaminaGeometry", "LaminaGraphics", "_Testing_CoreGraphics"],
      path: "Sources/Shims/CoreGraphics"),
    .target(name: "_Testing_CoreGraphics", path: "Sources/Shims/TestingCoreGraphics"),
    .target(
      name: "CoreText", dependencies: ["LaminaCoreText", "LaminaGeometry", "LaminaGraphics"],
      path: "Sources/Shims/CoreText"),
    .testTarget(
      name: "ShimTests", dependencies: ["QuartzCore", "CoreGraphics", "CoreText", "LaminaUIDrawing", "LaminaImage", "TestSupport"]),
    // Images Apple's frameworks rendered for public snapshot suites, reproduced with the same
    // construction (Images/SOURCES.md: where each comes from, under which licence).
    .testTarget(
      name: "AppleRenderedTests",
      dependencies: ["QuartzCore", "CoreGraphics", "LaminaUIDrawing", "LaminaDiff", "LaminaImage", "TestSupport"],
      exclude: ["Images"]),
    // The samples written in Swift, as ported code is (through the QuartzCore module), each
    // checked against its reference in Reference/code/.
    .testTarget(
      name: "SampleCodeTests",
      dependencies: [
        "QuartzCore", "CoreText", "LaminaUIDrawing", "LaminaUIKit", "LaminaRender", "LaminaSnapshot", "TestSupport",
      ],
      path: "Samples/Code"),
  ]
#endif
