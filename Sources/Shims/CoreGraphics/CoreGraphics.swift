// On Linux, `import CoreGraphics` brings Lamina's Core Graphics: geometry, paths, colours,
// contexts, images and gradients. Built only on Linux (see Package.swift).
@_exported import Foundation
@_exported import LaminaGeometry
@_exported import LaminaGraphics
