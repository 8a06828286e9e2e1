import Foundation
import LaminaGeometry
import LaminaGraphics

/// A transparent premultiplied-ARGB bitmap context `w × h`, y up (Apple's default).
func bitmap(_ w: Int, _ h: Int) -> CGContext {
  CGContext(
    data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
    bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
}

/// The pixel at column `x`, row `y` from the top, as premultiplied `0xAARRGGBB`.
func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> UInt32 { ctx.makeImage()!.pixel(x: x, y: y) }

func alpha(_ p: UInt32) -> Int { Int(p >> 24) }
func red(_ p: UInt32) -> Int { Int((p >> 16) & 0xFF) }
func green(_ p: UInt32) -> Int { Int((p >> 8) & 0xFF) }
func blue(_ p: UInt32) -> Int { Int(p & 0xFF) }

let opaqueRed: UInt32 = 0xFFFF_0000
let opaqueBlue: UInt32 = 0xFF00_00FF
