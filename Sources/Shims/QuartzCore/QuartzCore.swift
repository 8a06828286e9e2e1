// On Linux, `import QuartzCore` brings what Apple's QuartzCore brings: Foundation, Core Graphics and
// Core Animation's layers (with `render(in:)` and the constraint layout manager). Built only on
// Linux (see Package.swift), so it never shadows Apple's module.
@_exported import Foundation
@_exported import Lamina
@_exported import LaminaGeometry
@_exported import LaminaGraphics
@_exported import LaminaLayout
@_exported import LaminaRender
