#!/usr/bin/env python3
"""Makes assets/loading-1.gif (a hopping frog) and assets/loading-2.gif (a spinning coin).

Each frame is written as an SVG using the drawing code of make-art.py, rendered
to PNG with rsvg-convert, and the frames are assembled into a looping GIF with
ImageMagick. Semi-transparent edge pixels are blended onto the site's light
background colour (#f4fbff) before the GIF's one-bit transparency is applied,
so edges stay smooth on light pages.

Needs: rsvg-convert (librsvg2-bin) and ImageMagick's convert (imagemagick).
"""

from __future__ import annotations

import importlib.util
import math
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep assets/scripts free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.dirname(HERE)
spec = importlib.util.spec_from_file_location("make_art", os.path.join(HERE, "make-art.py"))
art = importlib.util.module_from_spec(spec)
spec.loader.exec_module(art)

SIZE = 128
MATTE = "#f4fbff"
CONVERT = shutil.which("convert-im6.q16") or "/usr/bin/convert"


def frame_svg(body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}" width="{SIZE}" height="{SIZE}">'
            f"{body}</svg>")


def hop_frames() -> list[str]:
    # (pose, height above ground in px)
    seq = [("land", 0), ("idle", 0), ("hop", 10), ("hop", 24), ("hop", 34), ("hop", 40), ("fall", 41),
           ("fall", 37), ("fall", 28), ("fall", 14), ("land", 0), ("idle", 0)]
    frames = []
    col = art.FROG_GREEN
    for i, (pose, h) in enumerate(seq):
        fn = art.FROG_POSES[pose]
        frog = fn(col, f"g{i}")
        s = 1.25  # 64 -> 80 px
        shadow_w = 30 * (1 - h / 90)
        body = (f'<ellipse cx="64" cy="116" rx="{art.fmt(shadow_w)}" ry="{art.fmt(4.5 * (1 - h / 90))}" fill="#1f2a44" opacity="0.16"/>'
                f'<g transform="translate({art.fmt(64 - 32 * s)} {art.fmt(117 - 62 * s - h)}) scale({s})">{frog}</g>')
        # twinkles at the top of the hop
        if pose == "fall" and h > 30:
            body += art.sparkle_shape(22, 22, 6, "#fff6c8", True) + art.sparkle_shape(106, 30, 5, "#ffffff", True)
        frames.append(frame_svg(body))
    return frames


def coin_frames(n: int = 16) -> list[str]:
    src = open(os.path.join(art.OUT, "coin.svg"), encoding="utf-8").read()
    inner = src.split("</title>")[1].split("</svg>")[0]
    frames = []
    for i in range(n):
        a = 2 * math.pi * i / n
        sx = math.cos(a)
        w = max(abs(sx), 0.12)
        bob = math.sin(a) * 4
        thick = 3.2 * math.sin(a) if abs(sx) < 0.995 else 0
        edge = ""
        if abs(thick) > 0.05:  # the coin's rim, seen as it turns
            edge = (f'<ellipse cx="{art.fmt(16 + thick)}" cy="16" rx="{art.fmt(13.5 * w)}" ry="13.5" fill="#e79a12" '
                    f'stroke="#1f2a44" stroke-width="2.4"/>'
                    f'<rect x="{art.fmt(16 + min(0, thick))}" y="2.5" width="{art.fmt(abs(thick))}" height="27" fill="#e79a12"/>')
        face = inner.replace('id="cg"', f'id="cg{i}"').replace("url(#cg)", f"url(#cg{i})")
        coin = f'<g transform="translate(16 0) scale({art.fmt(w)} 1) translate(-16 0)">{face}</g>'
        t = i / n
        spark = (art.sparkle_shape(26, 30, 7 * abs(math.sin(math.pi * t * 2)) + 1, "#fff6c8", True)
                 + art.sparkle_shape(102, 44, 6 * abs(math.cos(math.pi * t * 2)) + 1, "#ffffff", True)
                 + art.sparkle_shape(96, 100, 4 * abs(math.sin(math.pi * (t * 2 + 0.25))) + 1, "#fff6c8", True))
        body = (f'<ellipse cx="64" cy="114" rx="{art.fmt(26 - bob)}" ry="4" fill="#1f2a44" opacity="0.15"/>'
                f'<g transform="translate(24 {art.fmt(18 + bob)}) scale(2.5)">{edge}{coin}</g>{spark}')
        frames.append(frame_svg(body))
    return frames


def build_gif(frames: list[str], delay_cs: int, out: str) -> None:
    tmp = tempfile.mkdtemp(prefix="loading-")
    try:
        pngs = []
        for i, f in enumerate(frames):
            svgp = os.path.join(tmp, f"f{i:02d}.svg")
            pngp = os.path.join(tmp, f"f{i:02d}.png")
            mat = os.path.join(tmp, f"m{i:02d}.png")
            with open(svgp, "w", encoding="utf-8") as fh:
                fh.write(f)
            subprocess.run(["rsvg-convert", "-w", str(SIZE), "-h", str(SIZE), svgp, "-o", pngp], check=True)
            # colour: blended onto the matte; alpha: thresholded to one bit
            subprocess.run([CONVERT, "(", pngp, "-background", MATTE, "-flatten", ")",
                            "(", pngp, "-alpha", "extract", "-threshold", "45%", ")",
                            "-alpha", "off", "-compose", "CopyOpacity", "-composite", mat], check=True)
            pngs.append(mat)
        subprocess.run([CONVERT, "-delay", str(delay_cs), "-dispose", "Background", "-loop", "0", *pngs,
                        "-layers", "OptimizeTransparency", "+remap", out], check=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    art.main()  # make sure the SVGs the frames borrow from exist
    build_gif(hop_frames(), 7, os.path.join(ASSETS, "loading-1.gif"))
    build_gif(coin_frames(), 6, os.path.join(ASSETS, "loading-2.gif"))
    print("wrote loading-1.gif and loading-2.gif")


if __name__ == "__main__":
    sys.exit(main())
