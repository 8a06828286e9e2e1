#!/usr/bin/env python3
"""Writes small PNG files of every kind the decoder must read, with the Python standard library only.

Each image is 4x2 pixels with known values, so the tests can assert exact decoded pixels.
Run from this folder: python3 make-fixtures.py
"""
import struct
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, depth, color, rows, extra=b"", interlace=0):
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace)
    raw = b"".join(b"\x00" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# Grey, 8-bit: 0, 85, 170, 255 / 255, 170, 85, 0.
write("gray8.png", png(4, 2, 8, 0, [bytes([0, 85, 170, 255]), bytes([255, 170, 85, 0])]))
# Grey, 1-bit: 1010 / 0101 (packed, high bit first).
write("gray1.png", png(4, 2, 1, 0, [bytes([0b10100000]), bytes([0b01010000])]))
# Grey + alpha, 8-bit: (255, 128) (0, 255) (100, 0) (200, 255) / repeated.
ga = bytes([255, 128, 0, 255, 100, 0, 200, 255])
write("gray-alpha8.png", png(4, 2, 8, 4, [ga, ga]))
# RGB 16-bit: red, green, blue, white / black x4 (big-endian samples).
def rgb16(*px):
    return b"".join(struct.pack(">HHH", *p) for p in px)
write("rgb16.png", png(4, 2, 16, 2, [rgb16((65535, 0, 0), (0, 65535, 0), (0, 0, 65535), (65535, 65535, 65535)),
                                     rgb16((0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0))]))
# RGBA 16-bit: half-transparent red everywhere (alpha 32896/65535 -> 128).
rgba16 = b"".join(struct.pack(">HHHH", 65535, 0, 0, 32896) for _ in range(4))
write("rgba16.png", png(4, 2, 16, 6, [rgba16, rgba16]))
# Palette, 8-bit, with tRNS: index 0 red opaque, 1 green half, 2 blue clear, 3 white (no tRNS entry: opaque).
plte = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]))
trns = chunk(b"tRNS", bytes([255, 128, 0]))
write("palette-trns.png", png(4, 2, 8, 3, [bytes([0, 1, 2, 3]), bytes([3, 2, 1, 0])], plte + trns))
# RGB 8-bit with tRNS: pure green (0, 255, 0) is transparent.
rgb = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 255, 0])
write("rgb-trns.png", png(4, 2, 8, 2, [rgb, rgb], chunk(b"tRNS", struct.pack(">HHH", 0, 255, 0))))
# Interlaced (Adam7) RGBA 8-bit, 4x2: for a 4x2 image the passes hold pixels
# pass 1: (0,0); pass 3: (... none); pass 4: (2,0); pass 6: (1,0),(3,0); pass 7: row 1 all.
# Colours: pixel (x, y) = (x*60, y*200, 50, 255).
def px(x, y):
    return bytes([x * 60, y * 200, 50, 255])
passes = [[px(0, 0)], [px(2, 0)], [px(1, 0) + px(3, 0)], [px(0, 1) + px(1, 1) + px(2, 1) + px(3, 1)]]
raw = b"".join(b"\x00" + p[0] for p in passes)
ihdr = struct.pack(">IIBBBBB", 4, 2, 8, 6, 0, 0, 1)
write("interlaced.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
# Broken files: a truncated IDAT, a bad CRC, and an IHDR claiming 100000 x 100000 pixels.
good = open("gray8.png", "rb").read()
write("truncated.png", good[:-20])
bad = bytearray(good)
bad[29] ^= 0xFF  # inside the IHDR CRC
write("bad-crc.png", bytes(bad))
write("huge.png", png(100000, 100000, 8, 0, [b""]))
