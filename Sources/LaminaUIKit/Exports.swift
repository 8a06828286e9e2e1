// UIKit brings Core Animation, Auto Layout and its drawing surface with it; so does this module.
@_exported import Lamina
@_exported import LaminaLayout
@_exported import LaminaUIDrawing
