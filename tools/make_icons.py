#!/usr/bin/env python3
"""Render the application icon from its SVG sources into every file that ships it.

    python3 tools/make_icons.py                  # rewrite the committed PNG, ICO and ICNS files
    python3 tools/make_icons.py --iconset DIR    # also write a macOS DIR.iconset for iconutil

Sources: ``assets/dominoes-qt.svg`` (48 px and up) and ``assets/dominoes-qt-small.svg``
(16-32 px, drawn on the pixel grid so a 16 px icon stays a recognisable tile). Outputs:

- ``dominoes_qt/assets/dominoes-qt-<N>.png``: the window icon (package data, so a plain
  ``pip install .`` has it) and the hicolor theme's PNGs in the .deb;
- ``packaging/windows/dominoes-qt.ico``: 16-48 px as 32-bit bitmaps, 64-256 px as PNG;
- ``packaging/macos/dominoes-qt.icns``: PNG entries from 16 to 1024 px.

Why Qt's SVG renderer and hand-written ICO/ICNS: the only dependency is PySide6, which every
developer already has; ImageMagick, librsvg and png2icns are not on Windows or macOS.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LARGE = ROOT / "assets" / "dominoes-qt.svg"
SMALL = ROOT / "assets" / "dominoes-qt-small.svg"
SMALL_UP_TO = 32                                   # sizes drawn from the pixel-grid source
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)  # the hicolor theme's and the window's
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_BITMAP_UP_TO = 48                               # larger ICO entries are stored as PNG
# ICNS entry types holding PNG data, by pixel size (Apple's "@2x" types reuse a size).
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
              (b"ic07", 128), (b"ic08", 256), (b"ic13", 256), (b"ic09", 512), (b"ic14", 512),
              (b"ic10", 1024))
# macOS iconset names (iconutil -c icns DIR.iconset), by pixel size.
ICONSET = (("icon_16x16.png", 16), ("icon_16x16@2x.png", 32), ("icon_32x32.png", 32),
           ("icon_32x32@2x.png", 64), ("icon_128x128.png", 128), ("icon_128x128@2x.png", 256),
           ("icon_256x256.png", 256), ("icon_256x256@2x.png", 512), ("icon_512x512.png", 512),
           ("icon_512x512@2x.png", 1024))

PACKAGE_ASSETS = ROOT / "dominoes_qt" / "assets"
ICO_FILE = ROOT / "packaging" / "windows" / "dominoes-qt.ico"
ICNS_FILE = ROOT / "packaging" / "macos" / "dominoes-qt.icns"


def render(size: int) -> QImage:
    """The icon at ``size`` x ``size`` pixels, premultiplied ARGB."""
    source = SMALL if size <= SMALL_UP_TO else LARGE
    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {source}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def bmp_entry(image: QImage) -> bytes:
    """An ICO bitmap entry: BITMAPINFOHEADER, bottom-up BGRA rows, then the 1-bit AND mask."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)   # straight alpha, BGRA bytes
    size = image.width()
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    pixels = bytearray()
    mask = bytearray()
    mask_stride = ((size + 31) // 32) * 4
    for y in reversed(range(size)):
        row = bytes(image.constScanLine(y))[: size * 4]
        pixels += row
        bits = bytearray(mask_stride)
        for x in range(size):
            if row[x * 4 + 3] == 0:                   # fully transparent: masked out
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    return header + bytes(pixels) + bytes(mask)


def ico_bytes(images: dict[int, QImage]) -> bytes:
    entries = [(size, png_bytes(images[size]) if size > ICO_BITMAP_UP_TO
                else bmp_entry(images[size])) for size in ICO_SIZES]
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    offset = 6 + 16 * len(entries)
    for size, data in entries:
        dim = 0 if size >= 256 else size                 # 0 means 256 in an ICO directory
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _size, data in entries:
        out += data
    return bytes(out)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iconset", metavar="DIR",
                        help="also write the PNGs of a macOS iconset into DIR (for iconutil)")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    images = {size: render(size) for size in sizes}
    pngs = {size: png_bytes(image) for size, image in images.items()}

    PACKAGE_ASSETS.mkdir(parents=True, exist_ok=True)
    written = []
    for size in PNG_SIZES:
        path = PACKAGE_ASSETS / f"dominoes-qt-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    for path, data in ((ICO_FILE, ico_bytes(images)), (ICNS_FILE, icns_bytes(pngs))):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)
    if args.iconset:
        iconset = Path(args.iconset)
        iconset.mkdir(parents=True, exist_ok=True)
        for name, size in ICONSET:
            (iconset / name).write_bytes(pngs[size])
            written.append(iconset / name)
    for path in written:
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
