// On Linux, `import CoreText` brings Lamina's Core Text subset with Core Graphics and Foundation,
// as Apple's module does. Built only on Linux (see Package.swift).
@_exported import Foundation
@_exported import LaminaCoreText
@_exported import LaminaGeometry
@_exported import LaminaGraphics
