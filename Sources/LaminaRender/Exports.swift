// Rendering writes images: a file that renders layers can write them as PNG with one import.
@_exported import LaminaImage
