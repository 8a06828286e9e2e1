# Makes the image fixtures of ImageDecoderTests with Pillow (python3 -m pip install pillow):
# python3 make.py, run in this folder. Each is small and drawn here; nothing is taken from elsewhere.
from PIL import Image

def quadrants(mode="RGB"):
    im = Image.new("RGB", (16, 16))
    for x in range(16):
        for y in range(16):
            im.putpixel((x, y), [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)][(y // 8) * 2 + x // 8])
    return im.convert(mode)

quadrants().save("quadrants.jpg", quality=95, subsampling=0)
quadrants().save("quadrants-progressive.jpg", quality=95, subsampling=0, progressive=True)
Image.new("L", (8, 8), 128).save("grey.jpg", quality=95)
quadrants("CMYK").save("quadrants-cmyk.jpg", quality=95)

rgba = quadrants("RGBA")
for x in range(8, 16):
    for y in range(8, 16):
        rgba.putpixel((x, y), (255, 255, 255, 128))
rgba.save("quadrants-alpha.webp", lossless=True)
quadrants().save("quadrants-lossy.webp", quality=95)
frames = [quadrants(), Image.new("RGB", (16, 16), (0, 0, 0))]
frames[0].save("animated.webp", save_all=True, append_images=frames[1:], duration=100, lossless=True)

# An 8 × 6 GIF: a first frame of 4 × 2 at (2, 1) in colours 0–3 with colour 3 transparent, then a
# second frame that must not show.
palette = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0] + [0] * (256 * 3 - 12)
first = Image.new("P", (8, 6), 3)
first.putpalette(palette)
for i, (x, y) in enumerate([(2, 1), (3, 1), (4, 1), (5, 1), (2, 2), (3, 2), (4, 2), (5, 2)]):
    first.putpixel((x, y), i % 3)
second = Image.new("P", (8, 6), 2)
second.putpalette(palette)
first.save("first-frame.gif", save_all=True, append_images=[second], transparency=3, duration=100, disposal=1)
big = Image.new("P", (40, 30), 0)
big.putpalette(palette)
for y in range(30):
    for x in range(40):
        big.putpixel((x, y), (x // 10 + y) % 3)
big.save("interlaced.gif", interlace=True)
big.save("plain.gif", interlace=False)

data = open("quadrants.jpg", "rb").read()
open("truncated.jpg", "wb").write(data[: len(data) // 2])
