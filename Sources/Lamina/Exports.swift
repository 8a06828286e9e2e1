// Like Apple's QuartzCore, the layer model brings Foundation and Core Graphics with it.
@_exported import Foundation
@_exported import LaminaGeometry
@_exported import LaminaGraphics
