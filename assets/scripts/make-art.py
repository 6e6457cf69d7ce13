#!/usr/bin/env python3
"""Writes every SVG in assets/art/ for Brain Climb and Learning World.

Original artwork of this project, drawn as code: flat vector shapes with soft
shading, rounded forms and thick dark outlines. Run from anywhere:

    python3 assets/scripts/make-art.py

Only the Python 3 standard library is used. The output is deterministic (a
seeded random generator places decorations), so re-running gives the same files.
"""

from __future__ import annotations

import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "art")

# ---------------------------------------------------------------- palette ---
INK = "#1f2a44"  # outline colour (matches the site's --ink)
WHITE = "#ffffff"
BLUSH = "#ff8fa3"
GOLD = "#ffc93c"
GOLD_DARK = "#e79a12"
GOLD_LIGHT = "#fff0a8"

FROG_GREEN = {
    "body": "#5fd35a",
    "shade": "#38a84a",
    "light": "#a6f08a",
    "belly": "#e4fbb2",
    "belly_shade": "#c2e88a",
}
FROG_TINT = {  # light neutral body a renderer can tint (multiply); eyes/outlines unchanged
    "body": "#f3f5f7",
    "shade": "#c9ced6",
    "light": "#ffffff",
    "belly": "#ffffff",
    "belly_shade": "#e2e6ec",
}


def fmt(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def svg(w: float, h: float, body: str, title: str, defs: str = "", extra: str = "") -> str:
    d = f"<defs>{defs}</defs>" if defs else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {fmt(w)} {fmt(h)}" '
        f'width="{fmt(w)}" height="{fmt(h)}"{extra}>'
        f"<title>{title}</title>{d}{body}</svg>\n"
    )


def write(name: str, text: str) -> None:
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def line_attrs(w: float = 2.5) -> str:
    return f'stroke="{INK}" stroke-width="{fmt(w)}" stroke-linejoin="round" stroke-linecap="round"'


# ------------------------------------------------------------------- frog ---
# The frog is built from a few parts: eye bumps, a body blob, a belly patch,
# legs and arms. Each pose places them differently. All poses share a 64x64
# design box facing right, feet at y ~ 60 when standing.


def eye(cx: float, cy: float, r: float, col: dict, look=(1.2, 0.3), mood: str = "open", uid: str = "") -> str:
    """A bulging frog eye: body-coloured bump, white eyeball, pupil and shine."""
    out = [f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" fill="{col["body"]}" {line_attrs()}/>']
    # a light rim highlight on the bump
    out.append(
        f'<path d="M{fmt(cx - r * 0.62)} {fmt(cy - r * 0.45)} A{fmt(r * 0.78)} {fmt(r * 0.78)} 0 0 1 {fmt(cx + r * 0.1)} {fmt(cy - r * 0.78)}" '
        f'fill="none" stroke="{col["light"]}" stroke-width="1.6" stroke-linecap="round"/>'
    )
    er = r * 0.68
    ex, ey = cx + r * 0.06, cy + r * 0.08
    if mood == "happy":  # closed, smiling eye (^)
        out.append(
            f'<path d="M{fmt(ex - er * 0.8)} {fmt(ey + er * 0.25)} Q{fmt(ex)} {fmt(ey - er * 0.9)} {fmt(ex + er * 0.8)} {fmt(ey + er * 0.25)}" '
            f'fill="none" {line_attrs(2.4)}/>'
        )
        return "".join(out)
    out.append(f'<circle cx="{fmt(ex)}" cy="{fmt(ey)}" r="{fmt(er)}" fill="{WHITE}" {line_attrs(1.6)}/>')
    pr = er * (0.62 if mood == "open" else 0.5)
    px, py = ex + look[0] * er * 0.28, ey + look[1] * er * 0.28
    out.append(f'<circle cx="{fmt(px)}" cy="{fmt(py)}" r="{fmt(pr)}" fill="{INK}"/>')
    out.append(f'<circle cx="{fmt(px - pr * 0.35)}" cy="{fmt(py - pr * 0.4)}" r="{fmt(pr * 0.38)}" fill="{WHITE}"/>')
    out.append(f'<circle cx="{fmt(px + pr * 0.35)}" cy="{fmt(py + pr * 0.38)}" r="{fmt(pr * 0.16)}" fill="{WHITE}"/>')
    return "".join(out)


def shaded_blob(d: str, col: dict, uid: str, shade_d: str, light_d: str, key: str = "body") -> str:
    """Fill a path, add a darker shade and a highlight clipped inside it, then outline it."""
    fill = col[key]
    shade = col["shade"] if key == "body" else col["belly_shade"]
    return (
        f'<clipPath id="{uid}"><path d="{d}"/></clipPath>'
        f'<path d="{d}" fill="{fill}"/>'
        f'<g clip-path="url(#{uid})"><path d="{shade_d}" fill="{shade}"/>'
        + (f'<path d="{light_d}" fill="{col["light"]}" opacity="0.85"/>' if light_d else "")
        + f'</g><path d="{d}" fill="none" {line_attrs()}/>'
    )


def limb(d: str, col: dict, w: float = 2.5) -> str:
    return f'<path d="{d}" fill="{col["body"]}" {line_attrs(w)}/>'


def sausage(d: str, col: dict, width: float = 5.5, key: str = "body") -> str:
    """A round-ended limb along a path: thick ink stroke under a body-coloured stroke."""
    return (
        f'<path d="{d}" fill="none" stroke="{INK}" stroke-width="{fmt(width + 5)}" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="{d}" fill="none" stroke="{col[key]}" stroke-width="{fmt(width)}" stroke-linecap="round" stroke-linejoin="round"/>'
    )


def hand(x: float, y: float, col: dict, angle: float = 0, size: float = 1.0) -> str:
    """Three round fingertips fanned around `angle` (degrees, 0 = right, -90 = up)."""
    out = []
    for a in (-38, 0, 38):
        ang = math.radians(angle + a)
        tx, ty = x + math.cos(ang) * 2.6 * size, y + math.sin(ang) * 2.6 * size
        out.append(f'<circle cx="{fmt(tx)}" cy="{fmt(ty)}" r="{fmt(1.9 * size)}" fill="{col["body"]}" {line_attrs(1.7)}/>')
    out.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(2.6 * size)}" fill="{col["body"]}"/>')
    return "".join(out)


def foot(x: float, y: float, col: dict, length: float = 14, angle: float = 0) -> str:
    """A flat webbed foot starting at heel (x, y) and pointing along `angle` (degrees)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)

    def P(u, v):  # u along the foot, v across (down positive)
        return f"{fmt(x + u * ca - v * sa)} {fmt(y + u * sa + v * ca)}"

    L = length
    d = (f"M{P(0, -2.6)} C{P(L * 0.35, -4.2)} {P(L * 0.75, -3.6)} {P(L * 0.92, -2.4)} "
         f"C{P(L * 1.08, -1.4)} {P(L * 1.08, 1.6)} {P(L * 0.92, 2.2)} "
         f"L{P(L * 0.1, 2.2)} C{P(-2.2, 2.2)} {P(-2.4, -2.2)} {P(0, -2.6)}Z")
    return f'<path d="{d}" fill="{col["body"]}" {line_attrs(2.2)}/>'


def mouth_smile(x1, y1, x2, y2, depth, open_=False, tongue=False) -> str:
    mx, my = (x1 + x2) / 2, max(y1, y2) + depth
    if not open_:
        return (
            f'<path d="M{fmt(x1)} {fmt(y1)} Q{fmt(mx)} {fmt(my)} {fmt(x2)} {fmt(y2)}" fill="none" {line_attrs(2.3)}/>'
        )
    d = f"M{fmt(x1)} {fmt(y1)} Q{fmt(mx)} {fmt(my + depth * 0.9)} {fmt(x2)} {fmt(y2)} Q{fmt(mx)} {fmt(my - depth * 0.2)} {fmt(x1)} {fmt(y1)}Z"
    t = ""
    if tongue:
        t = f'<ellipse cx="{fmt(mx + 1)}" cy="{fmt(my + depth * 0.55)}" rx="{fmt(abs(x2 - x1) * 0.2)}" ry="{fmt(depth * 0.4)}" fill="#ff7b8a"/>'
    return f'<path d="{d}" fill="#8a2a3e"/>{t}<path d="{d}" fill="none" {line_attrs(2.2)}/>'


def blush(cx, cy, rx=3.6, ry=2.2) -> str:
    return f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="{fmt(rx)}" ry="{fmt(ry)}" fill="{BLUSH}" opacity="0.75"/>'


FROG_BODY = "M13 57 C6 50 7 35 15 28 C22 21 42 19 51 25 C58 30 60 38 57 45 C55 52 53 57 46 58 L20 58 C17 58 15 58 13 57Z"
FROG_SHADE = "M0 40 C10 52 30 60 60 52 L64 64 L0 64Z M0 0 L12 0 C8 14 8 30 14 46 L0 50Z"
FROG_LIGHT = "M18 30 C24 25 34 24 38 26 C33 27 24 30 19 35Z"
FROG_BELLY = "M38 41 C44 38 53 40 54.5 46 C56 52 52 57 45 57 C39 57 35 53 35 48 C35 45 36 42 38 41Z"


def frog_head_body(col: dict, uid: str, mood: str = "open", look=(1.4, 0.3), mouth: str = "smile") -> tuple[str, str]:
    """Returns (behind, front): the far eye, and the body with belly, near eye and face."""
    behind = eye(25, 17, 8.2, col, look=look, mood=mood)
    p = [shaded_blob(FROG_BODY, col, uid + "b", FROG_SHADE, FROG_LIGHT)]
    p.append(shaded_blob(FROG_BELLY, col, uid + "y", "M30 52 C40 58 52 56 60 50 L60 64 L30 64Z", "", key="belly"))
    p.append(eye(41, 15, 9.4, col, look=look, mood=mood))
    p.append(blush(50.5, 36))
    if mouth == "smile":
        p.append(mouth_smile(39, 31, 56, 32.5, 4.5))
    elif mouth == "open":
        p.append(mouth_smile(40, 30.5, 56, 31.5, 4, open_=True, tongue=True))
    elif mouth == "o":
        p.append(f'<ellipse cx="49" cy="33" rx="3.2" ry="3.8" fill="#8a2a3e" {line_attrs(2.2)}/>')
        p.append('<ellipse cx="49" cy="34.6" rx="1.8" ry="1.3" fill="#ff7b8a"/>')
    p.append(f'<circle cx="55.6" cy="27.4" r="0.95" fill="{INK}"/>')
    return behind, "".join(p)


def frog_idle(col: dict, uid: str) -> str:
    behind, front = frog_head_body(col, uid)
    p = ['<ellipse cx="33" cy="60.5" rx="22" ry="2.6" fill="#1f2a44" opacity="0.14"/>', behind, front]
    # back leg: folded thigh and foot
    p.append(limb("M9 58 C3 55 5 43 15 41 C24 39 31 46 30 53 C29 58 22 60 14 60Z", col))
    p.append(f'<path d="M13 46 C17 43.5 22 44 25 47" fill="none" stroke="{col["light"]}" stroke-width="1.8" stroke-linecap="round"/>')
    p.append(foot(17, 58.6, col, 16))
    # front arm resting on the belly, hand on the ground
    p.append(sausage("M44 45 C46 49 47 53 47 56", col, 4.2))
    p.append(foot(44.5, 58.8, col, 9.5))
    return "".join(p)


def frog_hop(col: dict, uid: str) -> str:
    behind, front = frog_head_body(col, uid, look=(1.2, -1.0), mouth="open")
    p = ['<g transform="translate(4.5 1.2) scale(0.91)">']
    # stretched legs trailing down-left (far leg first)
    p.append(sausage("M24 44 L14 51 L9 58", col, 5.2, key="shade"))
    p.append(foot(9, 58, col, 9, 150))
    p.append(f'<g transform="translate(4 -4) rotate(-16 34 40)">{behind}{front}</g>')
    p.append(sausage("M27 48 L17 55 L12 61", col, 5.8))
    p.append(foot(12, 61.2, col, 10, 165))
    # front arm swung back along the belly
    p.append(sausage("M45 46 C47 50 49 52 52 53", col, 4.0))
    p.append(hand(53.5, 53.4, col, 10, 0.9))
    p.append("</g>")
    return "".join(p)


def frog_fall(col: dict, uid: str) -> str:
    behind, front = frog_head_body(col, uid, look=(0.6, -1.2), mouth="o")
    p = []
    # arms thrown up (far arm behind the body)
    p.append(sausage("M17 40 C11 34 8 24 8 13", col, 4.0, key="shade"))
    p.append(hand(8, 10.5, col, -95, 0.95))
    # dangling legs
    p.append(sausage("M21 52 C19 55 18 57 17.5 58.5", col, 4.8, key="shade"))
    p.append(f'<g transform="translate(4 7.5) scale(0.84)">{behind}{front}</g>')
    p.append(sausage("M33 54 C34 56 35 57.5 35.5 58.5", col, 5.2))
    p.append(sausage("M47 45 C55 41 58 27 56 13", col, 4.0))
    p.append(hand(55.6, 10.5, col, -85, 0.95))
    return "".join(p)


def frog_land(col: dict, uid: str) -> str:
    behind, front = frog_head_body(col, uid, mood="happy", mouth="open")
    p = ['<ellipse cx="32" cy="60.5" rx="28" ry="3" fill="#1f2a44" opacity="0.16"/>']
    p.append(f'<g transform="translate(32 60) scale(1.1 0.8) translate(-33 -59)">{behind}{front}</g>')
    # splayed thighs and feet
    p.append(limb("M5 60 C0 56 3 47 12 46 C20 45 26 50 25 56 C24 60 18 61 10 61Z", col))
    p.append(f'<path d="M9 50 C13 48 17 48.5 20 50.5" fill="none" stroke="{col["light"]}" stroke-width="1.8" stroke-linecap="round"/>')
    p.append(foot(12, 59.5, col, 13, 175))
    p.append(foot(40, 59.5, col, 14, 0))
    # little dust puffs
    for cx, cy, r in ((3, 57, 2.2), (61, 57, 2.4), (58, 53, 1.4)):
        p.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="#ffffff" stroke="{INK}" stroke-width="1.2" opacity="0.9"/>')
    return "".join(p)


FROG_POSES = {"idle": frog_idle, "hop": frog_hop, "fall": frog_fall, "land": frog_land}


def make_frogs() -> None:
    for pose, fn in FROG_POSES.items():
        for variant, col in (("", FROG_GREEN), ("-tintable", FROG_TINT)):
            uid = f"f{pose[0]}{'t' if variant else 'g'}"
            title = f"Frog, {pose}" + (" (tintable body)" if variant else "")
            write(f"frog-{pose}{variant}.svg", svg(64, 64, fn(col, uid), title))


# -------------------------------------------------------------- platforms ---
# 3-slice platforms: caps are CAP wide, the middle tile MID wide, all PH tall.
# The middle tile repeats seamlessly (its pattern has a period that divides MID).
CAP, MID, PH = 12, 32, 24
GRASS = {"top": "#7ddc54", "mid": "#56c042", "dark": "#3a9a3a", "light": "#c4f59a"}
SOIL = {"base": "#c98a4b", "dark": "#9c5f2e", "light": "#e3ae6f", "stone": "#e8c89b"}
WOOD = {"base": "#e0a458", "dark": "#b5722f", "light": "#f6cf8e", "rope": "#f2e2b8"}


def scallop_edge(x0: float, x1: float, y: float, period: float, depth: float) -> str:
    """Path fragment running right to left along a scalloped (drippy) lower edge."""
    pts = []
    x = x1
    while x > x0 - 1e-6:
        nx = x - period
        pts.append(f"Q{fmt(x - period / 2)} {fmt(y + depth * 2)} {fmt(nx)} {fmt(y)}")
        x = nx
    return " ".join(pts)


def grass_band(x0: float, x1: float, top: float, base: float, period: float = 16, depth: float = 3.2) -> str:
    """Grass strip from `top` down to a scalloped lower edge around `base`."""
    d = f"M{fmt(x0)} {fmt(top)} H{fmt(x1)} V{fmt(base)} {scallop_edge(x0, x1, base, period, depth)} Z"
    return d


def platform_mid_body(x0: float, x1: float, tile: float = 16) -> str:
    """Shapes of a straight platform run between x0 and x1 (to be clipped by the caller)."""
    p = []
    # soil
    p.append(f'<rect x="{fmt(x0)}" y="8" width="{fmt(x1 - x0)}" height="14" fill="{SOIL["base"]}"/>')
    p.append(f'<rect x="{fmt(x0)}" y="17.5" width="{fmt(x1 - x0)}" height="4.5" fill="{SOIL["dark"]}"/>')
    # pebbles repeat every tile
    x = x0 - (x0 % tile)
    i = 0
    while x < x1 + tile:
        p.append(f'<ellipse cx="{fmt(x + 5)}" cy="14.5" rx="2.2" ry="1.5" fill="{SOIL["light"]}"/>')
        p.append(f'<ellipse cx="{fmt(x + 12.5)}" cy="19" rx="1.5" ry="1" fill="{SOIL["base"]}"/>')
        x += tile
        i += 1
    # grass top with drips
    p.append(f'<path d="{grass_band(x0 - tile, x1 + tile, 2, 9, tile / 2 * 2 / 2 * 2 if False else 8, 2.4)}" fill="{GRASS["mid"]}"/>')
    p.append(f'<rect x="{fmt(x0)}" y="2" width="{fmt(x1 - x0)}" height="3.2" fill="{GRASS["top"]}"/>')
    p.append(f'<rect x="{fmt(x0)}" y="3.2" width="{fmt(x1 - x0)}" height="1.1" fill="{GRASS["light"]}" opacity="0.9"/>')
    # outlines top and bottom
    p.append(f'<path d="M{fmt(x0)} 2 H{fmt(x1)} M{fmt(x0)} 22 H{fmt(x1)}" fill="none" {line_attrs(2.5)}/>')
    return "".join(p)


def platform_cap(side: str) -> str:
    """Rounded end cap, `side` is 'left' or 'right'. Drawn as the left cap, mirrored for right."""
    w = CAP
    outline = f"M{w + 2} 2 H8 C4 2 1.3 4.5 1.3 8.5 L1.3 13 C1.3 19 5 22 10 22 H{w + 2}"
    clip = outline + f" V2Z"
    body = (
        f'<clipPath id="cap{side[0]}"><path d="{clip}"/></clipPath>'
        f'<g clip-path="url(#cap{side[0]})">{platform_mid_body(-4, w + 4)}'
        # grass hangs down over the rounded corner
        f'<path d="M0 2 H6 C3.5 5 3.5 9 5 12 C3 13 1 12 0 10Z" fill="{GRASS["mid"]}"/>'
        f'<path d="M0 0 H{w + 4} V5.2 H0Z" fill="{GRASS["top"]}" opacity="0"/>'
        f"</g>"
        f'<path d="{outline}" fill="none" {line_attrs(2.5)}/>'
    )
    if side == "right":
        body = f'<g transform="translate({w} 0) scale(-1 1)">{body}</g>'
    return body


def platform_full(width: float, kind: str = "grass") -> str:
    """Compose caps and repeated middle tiles into one platform `width` wide."""
    left = platform_cap("left") if kind == "grass" else raft_cap("left")
    right = platform_cap("right") if kind == "grass" else raft_cap("right")
    midf = platform_mid_body if kind == "grass" else raft_mid_body
    parts = [f'<svg x="0" y="0" width="{CAP}" height="{PH}" viewBox="0 0 {CAP} {PH}">{left}</svg>']
    x = CAP
    n = 0
    while x < width - CAP - 0.01:
        wseg = min(MID, width - CAP - x)
        parts.append(f'<svg x="{fmt(x)}" y="0" width="{fmt(wseg)}" height="{PH}" viewBox="0 0 {fmt(wseg)} {PH}">{midf(-4, MID + 4)}</svg>')
        x += MID
        n += 1
    parts.append(f'<svg x="{fmt(width - CAP)}" y="0" width="{CAP}" height="{PH}" viewBox="0 0 {CAP} {PH}">{right}</svg>')
    return "".join(parts)


def raft_mid_body(x0: float, x1: float) -> str:
    p = [f'<rect x="{fmt(x0)}" y="3" width="{fmt(x1 - x0)}" height="18" fill="{WOOD["base"]}"/>']
    p.append(f'<rect x="{fmt(x0)}" y="15" width="{fmt(x1 - x0)}" height="6" fill="{WOOD["dark"]}" opacity="0.55"/>')
    p.append(f'<rect x="{fmt(x0)}" y="4.5" width="{fmt(x1 - x0)}" height="2" fill="{WOOD["light"]}"/>')
    # plank seams and grain every 16 px
    x = x0 - (x0 % 16)
    while x < x1 + 16:
        p.append(f'<path d="M{fmt(x)} 3 V21" {line_attrs(1.8)}/>')
        p.append(f'<path d="M{fmt(x + 4)} 10 Q{fmt(x + 8)} 8.5 {fmt(x + 12)} 10" fill="none" stroke="{WOOD["dark"]}" stroke-width="1.2" stroke-linecap="round"/>')
        p.append(f'<circle cx="{fmt(x + 10)}" cy="16" r="1.1" fill="{WOOD["dark"]}"/>')
        x += 16
    # rope lashing across the middle every 32 px
    x = x0 - (x0 % 32) + 16
    while x < x1 + 32:
        p.append(f'<rect x="{fmt(x - 2.5)}" y="2" width="5" height="20" rx="1.5" fill="{WOOD["rope"]}" {line_attrs(1.5)}/>')
        p.append(f'<path d="M{fmt(x - 2.5)} 8 L{fmt(x + 2.5)} 10 M{fmt(x - 2.5)} 14 L{fmt(x + 2.5)} 16" stroke="#c9b27a" stroke-width="1.2"/>')
        x += 32
    p.append(f'<path d="M{fmt(x0)} 3 H{fmt(x1)} M{fmt(x0)} 21 H{fmt(x1)}" fill="none" {line_attrs(2.5)}/>')
    return "".join(p)


def arrow(cx: float, cy: float, direction: int, size: float = 1.0) -> str:
    s = size
    d = (f"M{fmt(cx - 3 * s * direction)} {fmt(cy - 4 * s)} L{fmt(cx + 3 * s * direction)} {fmt(cy)} "
         f"L{fmt(cx - 3 * s * direction)} {fmt(cy + 4 * s)}Z")
    return f'<path d="{d}" fill="{WHITE}" {line_attrs(1.6)}/>'


def raft_cap(side: str) -> str:
    w = CAP
    outline = f"M{w + 2} 3 H7 C3 3 1.3 6 1.3 12 C1.3 18 3 21 7 21 H{w + 2}"
    body = (
        f'<clipPath id="rcap{side[0]}"><path d="{outline} V3Z"/></clipPath>'
        f'<g clip-path="url(#rcap{side[0]})">{raft_mid_body(-4, w + 4)}</g>'
        f'<path d="{outline}" fill="none" {line_attrs(2.5)}/>'
        # round log end ring
        f'<ellipse cx="6.5" cy="12" rx="3.2" ry="6" fill="{WOOD["light"]}" {line_attrs(1.5)}/>'
    )
    if side == "right":
        body = f'<g transform="translate({w} 0) scale(-1 1)">{body}</g>'
    return body


def make_platforms() -> None:
    write("platform-left.svg", svg(CAP, PH, platform_cap("left"), "Platform, left cap"))
    write("platform-mid.svg", svg(MID, PH, platform_mid_body(-4, MID + 4), "Platform, repeating middle"))
    write("platform-right.svg", svg(CAP, PH, platform_cap("right"), "Platform, right cap"))
    write("platform.svg", svg(120, PH, platform_full(120), "Grassy platform"))
    # moving platform: a wooden raft with little arrows
    arrows_l = arrow(8.5, 12, -1, 0.9)
    arrows_r = arrow(CAP - 8.5, 12, 1, 0.9)
    write("platform-moving-left.svg", svg(CAP, PH, raft_cap("left") + arrows_l, "Moving platform, left cap"))
    write("platform-moving-mid.svg", svg(MID, PH, raft_mid_body(-4, MID + 4), "Moving platform, repeating middle"))
    write("platform-moving-right.svg", svg(CAP, PH, raft_cap("right") + arrows_r, "Moving platform, right cap"))
    full = platform_full(120, "raft") + arrow(8.5, 12, -1, 0.9) + arrow(120 - 8.5, 12, 1, 0.9)
    write("platform-moving.svg", svg(120, PH, full, "Moving platform (wooden raft)"))
    write("platform-moving-cloud.svg", svg(120, 36, cloud_platform(), "Moving platform (cloud)"))


def cloud_platform() -> str:
    d = ("M14 30 C5 30 3 20 10 17 C9 9 19 5 25 10 C29 3 41 2 45 9 C50 3 62 3 65 10 C70 4 82 4 85 11 "
         "C90 6 102 7 103 15 C111 14 117 22 112 28 C110 30 108 30 106 30Z")
    return (
        f'<clipPath id="cl"><path d="{d}"/></clipPath>'
        f'<path d="{d}" fill="#ffffff"/>'
        f'<g clip-path="url(#cl)"><path d="M0 24 C30 28 80 28 120 23 V40 H0Z" fill="#d7e9fb"/>'
        f'<path d="M20 13 C24 10 30 10 33 12" fill="none" stroke="#ffffff" stroke-width="2"/></g>'
        f'<path d="{d}" fill="none" {line_attrs(2.5)}/>'
        + arrow(11, 22, -1, 0.8) + arrow(108, 22, 1, 0.8)
    )


# ----------------------------------------------------------------- ground ---
def make_ground() -> None:
    W, H = 1200, 80
    rnd = random.Random(7)
    p = []
    p.append(f'<rect x="0" y="14" width="{W}" height="{H - 14}" fill="{SOIL["base"]}"/>')
    # soil layers: wavy bands with a period that divides the width
    for y, col, amp, per in ((44, SOIL["dark"], 4, 200), (64, "#83502a", 3, 150)):
        d = f"M0 {y}"
        for x in range(0, W + 1, 25):
            d += f" L{x} {fmt(y + amp * math.sin(2 * math.pi * x / per))}"
        d += f" V{H} H0Z"
        p.append(f'<path d="{d}" fill="{col}"/>')
    # stones (kept away from the edges so the strip tiles)
    for i in range(26):
        x = 30 + i * 44 + rnd.uniform(-10, 10)
        y = rnd.uniform(30, 72)
        rx = rnd.uniform(3, 7)
        p.append(f'<ellipse cx="{fmt(x)}" cy="{fmt(y)}" rx="{fmt(rx)}" ry="{fmt(rx * 0.65)}" fill="{SOIL["stone"]}" stroke="{INK}" stroke-width="1.5" opacity="0.9"/>')
        p.append(f'<ellipse cx="{fmt(x - rx * 0.3)}" cy="{fmt(y - rx * 0.25)}" rx="{fmt(rx * 0.35)}" ry="{fmt(rx * 0.2)}" fill="#fff7e6"/>')
    # grass band with drips (period 40 divides 1200)
    p.append(f'<path d="{grass_band(0, W, 6, 22, 40, 4)}" fill="{GRASS["mid"]}"/>')
    p.append(f'<path d="M0 6 H{W} V13 {scallop_edge(0, W, 13, 20, 1.6)}Z" fill="{GRASS["top"]}"/>')
    p.append(f'<rect x="0" y="7.5" width="{W}" height="2" fill="{GRASS["light"]}"/>')
    # grass blades and flowers poking above the line
    for i in range(40):
        x = 15 + i * 30 + rnd.uniform(-6, 6)
        p.append(tuft(x, 7, rnd.uniform(0.8, 1.2)))
    flower_cols = ["#ff6f61", "#ffc93c", "#ffffff", "#7c5cff", "#4fb3ff"]
    for i in range(12):
        x = 60 + i * 100 + rnd.uniform(-20, 20)
        c = flower_cols[i % len(flower_cols)]
        p.append(f'<path d="M{fmt(x)} 8 V-2" stroke="{GRASS["dark"]}" stroke-width="2"/>')
        p.append(flower(x, -3, c, 3.6))
    p.append(f'<path d="M0 6 H{W}" {line_attrs(3)}/>')
    write("ground.svg", svg(W, H, f'<g transform="translate(0 12)">{"".join(p)}</g>', "Ground strip (tiles horizontally)"))


def tuft(x: float, y: float, size: float = 1.0, col: str = "") -> str:
    """A little three-leaf grass tuft standing on (x, y)."""
    col = col or GRASS["top"]
    out = []
    for ang, h in ((-32, 6.5), (32, 6.5), (0, 9)):
        a = math.radians(ang)
        h *= size
        tx, ty = x + math.sin(a) * h, y - math.cos(a) * h
        w = 2.4 * size
        bx1, bx2 = x - w * math.cos(a), x + w * math.cos(a)
        by1, by2 = y - w * math.sin(a), y + w * math.sin(a)
        out.append(f'<path d="M{fmt(bx1)} {fmt(by1)} Q{fmt(tx - w * 0.6)} {fmt(ty + h * 0.35)} {fmt(tx)} {fmt(ty)} Q{fmt(tx + w * 0.6)} {fmt(ty + h * 0.35)} {fmt(bx2)} {fmt(by2)}Z" fill="{col}" {line_attrs(1.5)}/>')
    return "".join(out)


def flower(x: float, y: float, col: str, r: float) -> str:
    out = []
    for k in range(5):
        a = 2 * math.pi * k / 5 - math.pi / 2
        out.append(f'<circle cx="{fmt(x + math.cos(a) * r * 0.9)}" cy="{fmt(y + math.sin(a) * r * 0.9)}" r="{fmt(r * 0.62)}" fill="{col}" stroke="{INK}" stroke-width="1.1"/>')
    out.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r * 0.5)}" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>')
    return "".join(out)


# ------------------------------------------------------------------- goal ---
def star_path(cx: float, cy: float, r: float, inner: float = 0.48, points: int = 5, rot: float = -90) -> str:
    pts = []
    for k in range(points * 2):
        rr = r if k % 2 == 0 else r * inner
        a = math.radians(rot + 180 * k / points)
        pts.append(f"{fmt(cx + math.cos(a) * rr)} {fmt(cy + math.sin(a) * rr)}")
    return "M" + " L".join(pts) + "Z"


def rounded_star(cx, cy, r, fill, uid, sw=2.2, inner=0.5) -> str:
    d = star_path(cx, cy, r, inner)
    return f'<path d="{d}" fill="{fill}" {line_attrs(sw)}/>'


def sparkle_shape(cx: float, cy: float, r: float, fill: str = "#ffffff", outline: bool = False, opacity: float = 1) -> str:
    k = r * 0.22
    d = (f"M{fmt(cx)} {fmt(cy - r)} Q{fmt(cx + k)} {fmt(cy - k)} {fmt(cx + r)} {fmt(cy)} "
         f"Q{fmt(cx + k)} {fmt(cy + k)} {fmt(cx)} {fmt(cy + r)} Q{fmt(cx - k)} {fmt(cy + k)} {fmt(cx - r)} {fmt(cy)} "
         f"Q{fmt(cx - k)} {fmt(cy - k)} {fmt(cx)} {fmt(cy - r)}Z")
    st = f' {line_attrs(1.4)}' if outline else ""
    return f'<path d="{d}" fill="{fill}" opacity="{opacity}"{st}/>'


def make_goal() -> None:
    W, H = 160, 120
    defs = (
        '<linearGradient id="gpad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff0a0"/>'
        '<stop offset="0.55" stop-color="#ffc93c"/><stop offset="1" stop-color="#e79a12"/></linearGradient>'
        '<linearGradient id="gflag" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff6f61"/>'
        '<stop offset="1" stop-color="#ff8f7a"/></linearGradient>'
        '<radialGradient id="gglow"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/>'
        '<stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>'
    )
    p = [f'<ellipse cx="80" cy="70" rx="78" ry="50" fill="url(#gglow)"/>']
    # golden lily pad (the platform surface is at y ~ 96)
    pad = "M80 90 L74 100 C40 103 8 101 8 95 C8 88 40 84 80 84 C120 84 152 88 152 95 C152 101 120 103 86 100Z"
    p.append(f'<path d="M8 95 C8 105 40 110 80 110 C120 110 152 105 152 95 L152 101 C152 110 120 116 80 116 C40 116 8 110 8 101Z" fill="{GOLD_DARK}" {line_attrs(2.5)}/>')
    p.append(f'<path d="{pad}" fill="url(#gpad)" {line_attrs(2.5)}/>')
    for a in (-60, -25, 10, 200, 235):
        r = math.radians(a)
        p.append(f'<path d="M80 93 L{fmt(80 + math.cos(r) * 60)} {fmt(93 + math.sin(r) * 7)}" stroke="{GOLD_DARK}" stroke-width="1.6" stroke-linecap="round" opacity="0.7"/>')
    p.append(f'<path d="M30 90 C45 87 60 86 70 86" fill="none" stroke="#fffbe0" stroke-width="2.4" stroke-linecap="round"/>')
    # flag pole and waving flag
    p.append(f'<path d="M128 94 V22" {line_attrs(7)}/><path d="M128 94 V22" stroke="#f4f1ea" stroke-width="3.2" stroke-linecap="round"/>')
    p.append(f'<circle cx="128" cy="19" r="4.2" fill="{GOLD}" {line_attrs(2)}/>')
    flag = "M130 24 C140 20 148 30 158 25 L158 50 C148 55 140 45 130 49Z"
    flag = "M126 24 C114 19 106 30 94 25 L96 49 C107 54 115 44 126 49Z"
    p.append(f'<path d="{flag}" fill="url(#gflag)" {line_attrs(2.5)}/>')
    p.append(rounded_star(111, 37, 7, GOLD_LIGHT, "gs", 1.6))
    # trophy on the pad
    p.append(f'<path d="M66 86 H94 L91 80 H69Z" fill="{GOLD_DARK}" {line_attrs(2.3)}/>')
    p.append(f'<path d="M72 80 H88 L85 70 H75Z" fill="{GOLD}" {line_attrs(2.3)}/>')
    p.append(f'<path d="M77 70 V62 H83 V70" fill="{GOLD_DARK}" {line_attrs(2.3)}/>')
    p.append(f'<path d="M62 36 C54 36 52 50 66 54 M98 36 C106 36 108 50 94 54" fill="none" {line_attrs(6)}/>'
             f'<path d="M62 36 C54 36 52 50 66 54 M98 36 C106 36 108 50 94 54" fill="none" stroke="{GOLD}" stroke-width="2.6" stroke-linecap="round"/>')
    p.append(f'<path d="M60 32 H100 C100 48 92 62 80 62 C68 62 60 48 60 32Z" fill="url(#gpad)" {line_attrs(2.5)}/>')
    p.append(f'<path d="M66 37 C66 46 69 52 73 55" fill="none" stroke="#fffbe0" stroke-width="2.6" stroke-linecap="round"/>')
    p.append(rounded_star(80, 44, 7, WHITE, "ts", 1.6))
    # sparkles
    for cx, cy, r in ((42, 40, 7), (30, 62, 4.5), (114, 70, 5), (52, 18, 4)):
        p.append(sparkle_shape(cx, cy, r, "#fff6c8", True))
    write("goal.svg", svg(W, H, "".join(p), "Goal: golden lily pad with trophy and flag", defs))


# ---------------------------------------------------------------- pickups ---
GEMS = {
    "blue": ("#4fb3ff", "#2469d6", "#bfe7ff", "#1b4fae"),
    "pink": ("#ff7eb6", "#e0438c", "#ffd3e8", "#b32a6c"),
    "green": ("#45d98a", "#179a58", "#c8f7dc", "#0f7a44"),
}


def gem_shape(colours, cx=16.0, cy=16.5, s=1.0) -> str:
    base, dark, light, deep = colours

    def P(x, y):
        return f"{fmt(cx + (x - 16) * s)} {fmt(cy + (y - 16.5) * s)}"

    outline = f"M{P(9, 6)} L{P(23, 6)} L{P(29, 13)} L{P(16, 29)} L{P(3, 13)}Z"
    p = [f'<path d="{outline}" fill="{base}"/>']
    # crown facets
    p.append(f'<path d="M{P(9, 6)} L{P(12, 13)} L{P(3, 13)}Z" fill="{light}"/>')
    p.append(f'<path d="M{P(9, 6)} L{P(23, 6)} L{P(20, 13)} L{P(12, 13)}Z" fill="{light}" opacity="0.75"/>')
    p.append(f'<path d="M{P(23, 6)} L{P(29, 13)} L{P(20, 13)}Z" fill="{base}"/>')
    # pavilion facets
    p.append(f'<path d="M{P(3, 13)} L{P(12, 13)} L{P(16, 29)}Z" fill="{base}"/>')
    p.append(f'<path d="M{P(12, 13)} L{P(20, 13)} L{P(16, 29)}Z" fill="{dark}" opacity="0.55"/>')
    p.append(f'<path d="M{P(20, 13)} L{P(29, 13)} L{P(16, 29)}Z" fill="{dark}"/>')
    p.append(f'<path d="M{P(3, 13)} H{P(29, 13).split()[0]} M{P(12, 13)} L{P(16, 29)} M{P(20, 13)} L{P(16, 29)} M{P(12, 13)} L{P(9, 6)} M{P(20, 13)} L{P(23, 6)}" '
             f'fill="none" stroke="{deep}" stroke-width="{fmt(1.1 * s)}" stroke-linecap="round" opacity="0.55"/>')
    p.append(f'<path d="{outline}" fill="none" {line_attrs(2.3 * s)}/>')
    p.append(sparkle_shape(cx - 6 * s, cy - 8.5 * s, 3.6 * s, "#ffffff"))
    return "".join(p)


def make_pickups() -> None:
    for name, cols in GEMS.items():
        write(f"gem-{name}.svg", svg(32, 32, gem_shape(cols), f"Gem ({name})"))
    write("gem.svg", svg(32, 32, gem_shape(GEMS["blue"]), "Gem"))
    # coin
    defs = ('<linearGradient id="cg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe27a"/>'
            '<stop offset="1" stop-color="#f5a623"/></linearGradient>')
    p = [f'<circle cx="16" cy="16" r="13.5" fill="url(#cg)" {line_attrs(2.4)}/>',
         f'<circle cx="16" cy="16" r="9.6" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.8"/>',
         f'<path d="{star_path(16, 16.6, 6.4, 0.5)}" fill="{GOLD_LIGHT}" stroke="{GOLD_DARK}" stroke-width="1.3" stroke-linejoin="round"/>',
         f'<path d="M7.6 11.5 A9.5 9.5 0 0 1 13 6.6" fill="none" stroke="#fffbe0" stroke-width="2.2" stroke-linecap="round"/>',
         sparkle_shape(24.5, 7.5, 3.4, "#ffffff")]
    write("coin.svg", svg(32, 32, "".join(p), "Coin", defs))
    # energy orb
    defs = ('<radialGradient id="og"><stop offset="0.45" stop-color="#8ef5ff" stop-opacity="0.85"/>'
            '<stop offset="1" stop-color="#8ef5ff" stop-opacity="0"/></radialGradient>'
            '<radialGradient id="oc" cx="0.38" cy="0.34" r="0.75"><stop offset="0" stop-color="#e9fdff"/>'
            '<stop offset="0.45" stop-color="#5fe0ff"/><stop offset="1" stop-color="#2f8cf0"/></radialGradient>')
    bolt = "M18 7 L10.5 17.5 H15.5 L13.5 25.5 L21.5 14.5 H16.5Z"
    p = ['<circle cx="16" cy="16" r="16" fill="url(#og)"/>',
         f'<circle cx="16" cy="16" r="10.5" fill="url(#oc)" {line_attrs(2.2)}/>',
         f'<path d="{bolt}" fill="#fff27a" stroke="{INK}" stroke-width="1.5" stroke-linejoin="round"/>',
         '<path d="M9.5 12 A7.5 7.5 0 0 1 13.5 8" fill="none" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round"/>']
    write("orb.svg", svg(32, 32, "".join(p), "Energy orb", defs))
    # sparkle particle
    defs = ('<radialGradient id="sg"><stop offset="0" stop-color="#fffbe0" stop-opacity="0.9"/>'
            '<stop offset="1" stop-color="#fffbe0" stop-opacity="0"/></radialGradient>')
    p = ['<circle cx="8" cy="8" r="8" fill="url(#sg)"/>', sparkle_shape(8, 8, 7.5, "#ffe36b"), sparkle_shape(8, 8, 3.6, "#ffffff")]
    write("sparkle.svg", svg(16, 16, "".join(p), "Sparkle particle", defs))


# ------------------------------------------------------------ stroke font ---
# A tiny original single-stroke font (glyph box 0..10 wide, 0..14 tall, baseline
# at 14, x-height at 5). Drawn with round caps it gives chunky "bubble" letters.
GLYPHS = {
    "B": ("M2 0.5 V13.5 M2 0.5 H5.8 C9.6 0.5 9.6 6.8 5.8 6.8 H2 M5.8 6.8 C10.6 6.8 10.6 13.5 5.8 13.5 H2", 10.5),
    "C": ("M10 3 C8.8 1 7.2 0.3 5.6 0.3 C2.5 0.3 0.6 3.3 0.6 7 C0.6 10.7 2.5 13.7 5.6 13.7 C7.2 13.7 8.8 13 10 11", 11),
    "A": ("M0.8 13.5 L5 0.5 L9.2 13.5 M2.5 9 H7.5", 10),
    "r": ("M2 5.5 V13.5 M2 9.5 C2 6.6 4.6 5.2 7.6 5.6", 8.4),
    "a": ("M8.6 5.5 V13.5 M8.6 9.5 C8.6 6.8 6.9 5.3 5 5.3 C2.7 5.3 1.1 7.2 1.1 9.5 C1.1 11.8 2.7 13.7 5 13.7 C6.9 13.7 8.6 12.2 8.6 9.5", 10.4),
    "i": ("M2 6 V13.5 M2 1.6 V1.7", 4),
    "n": ("M2 5.5 V13.5 M2 9.5 C2 6.5 3.8 5.3 5.5 5.3 C7.6 5.3 9 6.6 9 9.2 V13.5", 11),
    "l": ("M2 0.5 V10.8 C2 12.8 2.9 13.7 4.4 13.7", 5.2),
    "m": ("M2 5.5 V13.5 M2 9.3 C2 6.4 3.3 5.3 5 5.3 C6.7 5.3 8 6.4 8 9.3 V13.5 M8 9.3 C8 6.4 9.3 5.3 11 5.3 C12.7 5.3 14 6.4 14 9.3 V13.5", 16),
    "b": ("M2 0.5 V13.5 M2 9.5 C2 6.8 3.8 5.3 5.8 5.3 C8.2 5.3 9.6 7.2 9.6 9.5 C9.6 11.8 8.2 13.7 5.8 13.7 C3.8 13.7 2 12.2 2 9.5", 11.4),
    "c": ("M9 6.8 C8.2 5.8 7 5.3 5.6 5.3 C3.1 5.3 1.3 7.1 1.3 9.5 C1.3 11.9 3.1 13.7 5.6 13.7 C7 13.7 8.2 13.2 9 12.2", 10),
    "0": ("M5 0.5 C1.8 0.5 0.8 4 0.8 7 C0.8 10 1.8 13.5 5 13.5 C8.2 13.5 9.2 10 9.2 7 C9.2 4 8.2 0.5 5 0.5Z", 10),
    "1": ("M2.4 3.2 L5.6 0.5 V13.5 M2.4 13.5 H8.6", 10),
    "2": ("M1.2 3.6 C1.7 1.4 3.4 0.5 5 0.5 C7.4 0.5 8.9 2 8.9 4.1 C8.9 7.1 4.2 10 1.2 13.5 H9.3", 10),
    "3": ("M1.2 2.2 C2.2 0.9 3.6 0.5 5 0.5 C7.5 0.5 8.9 1.9 8.9 3.7 C8.9 5.6 7.2 6.8 5 6.8 C7.6 6.8 9.4 8.3 9.4 10.4 C9.4 12.4 7.6 13.5 5 13.5 C3.4 13.5 1.9 13 0.9 11.8", 10),
    "4": ("M7 13.5 V0.7 L0.8 10 H9.8", 10.5),
    "5": ("M8.8 0.5 H2.2 L1.5 6.5 C2.4 5.7 3.6 5.3 5 5.3 C7.8 5.3 9.4 7 9.4 9.4 C9.4 11.9 7.5 13.5 5 13.5 C3.3 13.5 1.9 12.9 0.9 11.8", 10),
    "7": ("M0.9 0.5 H9.3 L4 13.5", 10),
    "8": ("M5 6.8 C2.7 6.8 1.3 5.5 1.3 3.6 C1.3 1.7 2.9 0.5 5 0.5 C7.1 0.5 8.7 1.7 8.7 3.6 C8.7 5.5 7.3 6.8 5 6.8 C2.3 6.8 0.8 8.3 0.8 10.3 C0.8 12.3 2.6 13.5 5 13.5 C7.4 13.5 9.2 12.3 9.2 10.3 C9.2 8.3 7.7 6.8 5 6.8Z", 10),
    "9": ("M9 4.8 C9 2.2 7.3 0.5 5 0.5 C2.6 0.5 1 2.2 1 4.6 C1 7 2.6 8.5 5 8.5 C7.3 8.5 9 7 9 4.8 V8 C9 11.4 7.3 13.5 4.6 13.5 C3.1 13.5 1.9 13 1.1 12", 10),
    "+": ("M5 3 V11 M1 7 H9", 10),
    "-": ("M1.5 7 H8.5", 10),
    "x": ("M2 3.5 L8 10.5 M8 3.5 L2 10.5", 10),
    "=": ("M1 5 H9 M1 9 H9", 10),
    "/": ("M1 7 H9 M5 3 V3.1 M5 10.9 V11", 10),  # division sign
    "p": ("M0.8 3.5 H9.4 M3 3.5 V13.5 M7.2 3.5 V11.5 C7.2 13 8 13.7 9.4 13.5", 10),  # pi
    "?": ("M1.6 3.6 C1.6 1.6 3.1 0.5 5 0.5 C7.1 0.5 8.6 1.8 8.6 3.7 C8.6 6.5 5 7 5 9.8 M5 13.3 V13.4", 10),
    "!": ("M5 0.8 V9 M5 13.3 V13.4", 10),
}


def glyph(ch: str, x: float, y: float, size: float, colour: str, ink_w: float = 0.0, fill_w: float = 2.6,
          rot: float = 0, opacity: float = 1.0, shine: bool = False) -> str:
    """Draw glyph `ch` with its top-left at (x, y), `size` = cap height in px."""
    d, w = GLYPHS[ch]
    s = size / 14
    tr = f"translate({fmt(x)} {fmt(y)}) rotate({fmt(rot)} {fmt(w * s / 2)} {fmt(size / 2)}) scale({fmt(s)})"
    out = [f'<g transform="{tr}" opacity="{fmt(opacity)}" fill="none" stroke-linecap="round" stroke-linejoin="round">']
    if ink_w:
        out.append(f'<path d="{d}" stroke="{INK}" stroke-width="{fmt(ink_w)}"/>')
    out.append(f'<path d="{d}" stroke="{colour}" stroke-width="{fmt(fill_w)}"/>')
    if shine:
        out.append(f'<path d="{d}" stroke="#ffffff" stroke-width="{fmt(fill_w * 0.28)}" opacity="0.55" transform="translate(-0.35 -0.45)" stroke-dasharray="2.2 5"/>')
    out.append("</g>")
    return "".join(out)


def glyph_width(ch: str, size: float) -> float:
    return GLYPHS[ch][1] * size / 14


# ------------------------------------------------------------ backgrounds ---
BG_W, BG_H = 800, 1600
THEMES = {
    #          sky top,   sky bottom, glow,      hills far,  hills near, accent
    "default": ("#45b6ff", "#d4f1ff", "#fff7c2", "#9be37a", "#5fc94f", "#ffffff"),
    "math": ("#6d6bff", "#d8dcff", "#ffe9a8", "#b7b2ff", "#8f86ff", "#ffffff"),
    "language_arts": ("#ff8f6b", "#ffeccf", "#fff4c2", "#ffc79a", "#ff9f7a", "#ffffff"),
    "science": ("#23307a", "#5fc7e3", "#b6f3ff", "#3d4fa8", "#2a3a8c", "#ffffff"),
    "history": ("#f59e4a", "#ffe6b3", "#fff3c9", "#e8b377", "#c98a52", "#ffffff"),
    "fun": ("#ff7ac8", "#ffe4f4", "#fff5c8", "#ffb3e0", "#c9a2ff", "#ffffff"),
}


def bg_base(theme: str) -> str:
    top, bottom, glow = THEMES[theme][:3]
    defs = (f'<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{top}"/>'
            f'<stop offset="1" stop-color="{bottom}"/></linearGradient>'
            f'<radialGradient id="glow"><stop offset="0" stop-color="{glow}" stop-opacity="0.75"/>'
            f'<stop offset="1" stop-color="{glow}" stop-opacity="0"/></radialGradient>')
    p = [f'<rect width="{BG_W}" height="{BG_H}" fill="url(#sky)"/>',
         f'<circle cx="620" cy="260" r="340" fill="url(#glow)"/>',
         f'<circle cx="120" cy="1250" r="420" fill="url(#glow)" opacity="0.6"/>']
    if theme == "science":  # a soft field of tiny stars in the darker upper sky
        rnd = random.Random(11)
        for _ in range(90):
            x, y = rnd.uniform(0, BG_W), rnd.uniform(0, BG_H * 0.65)
            p.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(rnd.uniform(0.8, 2.2))}" fill="#ffffff" opacity="{fmt(rnd.uniform(0.35, 0.9) * (1 - y / BG_H))}"/>')
    return svg(BG_W, BG_H, "".join(p), f"Background sky ({theme})", defs, ' preserveAspectRatio="xMidYMid slice"')


def cloud(x: float, y: float, s: float, fill: str = "#ffffff", opacity: float = 0.9, outline: str = "") -> str:
    d = (f"M{fmt(x - 50 * s)} {fmt(y + 12 * s)} C{fmt(x - 66 * s)} {fmt(y + 12 * s)} {fmt(x - 66 * s)} {fmt(y - 12 * s)} {fmt(x - 46 * s)} {fmt(y - 10 * s)} "
         f"C{fmt(x - 44 * s)} {fmt(y - 30 * s)} {fmt(x - 16 * s)} {fmt(y - 32 * s)} {fmt(x - 10 * s)} {fmt(y - 18 * s)} "
         f"C{fmt(x - 2 * s)} {fmt(y - 40 * s)} {fmt(x + 34 * s)} {fmt(y - 36 * s)} {fmt(x + 36 * s)} {fmt(y - 12 * s)} "
         f"C{fmt(x + 60 * s)} {fmt(y - 16 * s)} {fmt(x + 64 * s)} {fmt(y + 12 * s)} {fmt(x + 46 * s)} {fmt(y + 12 * s)}Z")
    st = f' stroke="{outline}" stroke-width="{fmt(3 * s)}" stroke-linejoin="round"' if outline else ""
    return f'<path d="{d}" fill="{fill}" opacity="{fmt(opacity)}"{st}/>'


def motif(theme: str, x: float, y: float, rnd: random.Random) -> str:
    """One decoration for a theme's far layer: soft, low-contrast, no dark outline."""
    k = rnd.random()
    op = rnd.uniform(0.35, 0.6)
    if theme == "default":
        return cloud(x, y, rnd.uniform(1.1, 2.0), "#ffffff", rnd.uniform(0.7, 0.95))
    if theme == "math":
        if k < 0.55:
            ch = rnd.choice("0123457 89+-x=/p".replace(" ", ""))
            return glyph(ch, x, y, rnd.uniform(56, 96), "#ffffff", 0, rnd.uniform(2.0, 2.6), rnd.uniform(-18, 18), op)
        shape = rnd.choice(["tri", "sq", "circ", "hex"])
        r = rnd.uniform(30, 48)
        st = f'fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round" opacity="{fmt(op)}"'
        if shape == "tri":
            return f'<path d="M{fmt(x)} {fmt(y - r)} L{fmt(x + r)} {fmt(y + r * 0.75)} L{fmt(x - r)} {fmt(y + r * 0.75)}Z" {st} transform="rotate({fmt(rnd.uniform(-20, 20))} {fmt(x)} {fmt(y)})"/>'
        if shape == "sq":
            return f'<rect x="{fmt(x - r * 0.8)}" y="{fmt(y - r * 0.8)}" width="{fmt(r * 1.6)}" height="{fmt(r * 1.6)}" rx="6" {st} transform="rotate({fmt(rnd.uniform(-25, 25))} {fmt(x)} {fmt(y)})"/>'
        if shape == "circ":
            return f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(r * 0.8)}" {st}/>'
        pts = " ".join(f"{fmt(x + math.cos(math.pi / 3 * i) * r)},{fmt(y + math.sin(math.pi / 3 * i) * r)}" for i in range(6))
        return f'<polygon points="{pts}" {st}/>'
    if theme == "language_arts":
        if k < 0.6:
            ch = rnd.choice("ABCabc")
            return glyph(ch, x, y, rnd.uniform(60, 100), "#ffffff", 0, 2.4, rnd.uniform(-15, 15), op)
        # a little open book drifting like a bird
        s = rnd.uniform(1.4, 2.0)
        return (f'<g transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(rnd.uniform(-12, 12))}) scale({fmt(s)})" opacity="{fmt(op + 0.15)}">'
                f'<path d="M0 4 C-10 -4 -22 -4 -30 0 V20 C-22 16 -10 16 0 24 C10 16 22 16 30 20 V0 C22 -4 10 -4 0 4Z" fill="#ffffff"/>'
                f'<path d="M0 4 V24" stroke="{THEMES[theme][0]}" stroke-width="2" opacity="0.5"/>'
                f'<path d="M-24 6 H-8 M-24 11 H-8 M8 6 H24 M8 11 H24" stroke="{THEMES[theme][0]}" stroke-width="1.6" opacity="0.35"/></g>')
    if theme == "science":
        if k < 0.35:  # atom
            r = rnd.uniform(34, 52)
            g = [f'<g transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(rnd.uniform(0, 60))})" opacity="{fmt(op)}" fill="none" stroke="#bff6ff" stroke-width="3">']
            for a in (0, 60, 120):
                g.append(f'<ellipse rx="{fmt(r)}" ry="{fmt(r * 0.38)}" transform="rotate({a})"/>')
            g.append(f'<circle r="5" fill="#ffe36b" stroke="none"/></g>')
            return "".join(g)
        if k < 0.6:  # ringed planet
            r = rnd.uniform(26, 44)
            col = rnd.choice(["#ffb86b", "#ff8fb1", "#9be37a", "#c9a2ff"])
            return (f'<g transform="translate({fmt(x)} {fmt(y)}) rotate(-18)" opacity="{fmt(op + 0.2)}">'
                    f'<circle r="{fmt(r)}" fill="{col}"/><path d="M{fmt(-r * 0.7)} {fmt(-r * 0.35)} A{fmt(r)} {fmt(r)} 0 0 1 {fmt(r * 0.2)} {fmt(-r * 0.8)}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/>'
                    f'<ellipse rx="{fmt(r * 1.7)}" ry="{fmt(r * 0.42)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/></g>')
        return sparkle_shape(x, y, rnd.uniform(10, 18), "#ffffff", False, op + 0.2)
    if theme == "history":
        if k < 0.55:
            return cloud(x, y, rnd.uniform(1.2, 1.9), "#fff6e0", rnd.uniform(0.55, 0.8))
        # a pennant banner on a string
        s = rnd.uniform(1.4, 1.9)
        cols = ["#ff6f61", "#4fb3ff", "#ffc93c", "#7c5cff", "#2bb673"]
        g = [f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(s)})" opacity="{fmt(op + 0.1)}">'
             f'<path d="M-60 0 Q0 18 60 0" fill="none" stroke="#ffffff" stroke-width="2"/>']
        for i in range(5):
            t = (i + 0.5) / 5
            px = -60 + 120 * t
            py = 18 * 2 * t * (1 - t) * 2 * 0.5 * 2
            g.append(f'<path d="M{fmt(px - 9)} {fmt(py)} L{fmt(px + 9)} {fmt(py)} L{fmt(px)} {fmt(py + 20)}Z" fill="{cols[i]}"/>')
        g.append("</g>")
        return "".join(g)
    if theme == "fun":
        col = rnd.choice(["#ff6f61", "#ffc93c", "#4fb3ff", "#7c5cff", "#2bb673", "#ff8fd0"])
        if k < 0.45:  # balloon
            s = rnd.uniform(1.4, 2.0)
            return (f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(s)})" opacity="{fmt(op + 0.15)}">'
                    f'<path d="M0 34 C-4 44 4 52 0 64" fill="none" stroke="#ffffff" stroke-width="2"/>'
                    f'<path d="M0 34 C-18 30 -24 14 -22 2 C-20 -14 -10 -22 0 -22 C10 -22 20 -14 22 2 C24 14 18 30 0 34Z" fill="{col}"/>'
                    f'<path d="M-3 34 L3 34 L0 38Z" fill="{col}"/>'
                    f'<ellipse cx="-9" cy="-8" rx="4" ry="7" fill="#ffffff" opacity="0.6" transform="rotate(20 -9 -8)"/></g>')
        if k < 0.7:  # wrapped candy
            s = rnd.uniform(1.3, 1.8)
            return (f'<g transform="translate({fmt(x)} {fmt(y)}) rotate({fmt(rnd.uniform(-40, 40))}) scale({fmt(s)})" opacity="{fmt(op + 0.1)}">'
                    f'<path d="M-14 0 L-28 -10 L-26 10Z M14 0 L28 -10 L26 10Z" fill="{col}"/>'
                    f'<circle r="14" fill="{col}"/><path d="M-8 -10 Q0 0 -8 10 M0 -14 Q8 0 0 14" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.6"/></g>')
        # confetti squiggle
        return (f'<path d="M{fmt(x - 12)} {fmt(y)} q9 -12 18 0 t18 0" fill="none" stroke="{col}" stroke-width="8" stroke-linecap="round" '
                f'opacity="{fmt(op + 0.1)}" transform="rotate({fmt(rnd.uniform(0, 180))} {fmt(x)} {fmt(y)})"/>')
    return ""


def bg_far(theme: str) -> str:
    """Transparent decoration layer that tiles vertically (items crossing an edge are repeated)."""
    rnd = random.Random(hash_seed(theme))
    items = []
    cols, rows = 3, 9
    for r in range(rows):
        for c in range(cols):
            if rnd.random() < 0.18:
                continue
            x = (c + 0.5) * BG_W / cols + rnd.uniform(-90, 90) + (60 if r % 2 else -60)
            y = (r + 0.5) * BG_H / rows + rnd.uniform(-50, 50)
            state = rnd.getstate()
            m = motif(theme, x, y, rnd)
            items.append(m)
            # repeat shapes near the top/bottom edge on the other side, so the layer tiles
            if y < 110 or y > BG_H - 110:
                rnd2 = random.Random()
                rnd2.setstate(state)
                items.append(motif(theme, x, y + (BG_H if y < 110 else -BG_H), rnd2))
    return svg(BG_W, BG_H, "".join(items), f"Background far layer ({theme}), tiles vertically")


def hash_seed(s: str) -> int:
    h = 0
    for ch in s:
        h = (h * 131 + ord(ch)) % 1000003
    return h


def hills_path(y: float, amp: float, period_count: int, phase: float, W: float = BG_W, H: float = 320) -> str:
    d = f"M0 {H} V{fmt(y)}"
    n = 80
    for i in range(n + 1):
        x = W * i / n
        t = 2 * math.pi * period_count * i / n + phase
        d += f" L{fmt(x)} {fmt(y - amp * (0.6 * math.sin(t) + 0.4 * math.sin(2 * t + 1.3)))}"
    return d + f" V{H}Z"


def bg_hills(theme: str) -> str:
    """Bottom skyline layer, 800x320, tiles horizontally (shapes wrap at the edges)."""
    W, H = BG_W, 320
    _, _, _, far, near, _ = THEMES[theme]
    rnd = random.Random(hash_seed(theme) + 5)
    p = [f'<path d="{hills_path(170, 40, 2, 0.4)}" fill="{far}"/>']

    def wrap(fn, x, *a):
        out = fn(x, *a)
        if x < 80:
            out += fn(x + W, *a)
        if x > W - 80:
            out += fn(x - W, *a)
        return out

    if theme == "default":
        for x in (90, 300, 520, 700):
            p.append(wrap(tree, x, 200 + rnd.uniform(-10, 10), rnd.uniform(0.9, 1.2)))
    elif theme == "math":
        for x, kind in ((80, "pyr"), (250, "cube"), (420, "pyr"), (600, "cube"), (740, "ball")):
            p.append(wrap(block_shape, x, 215, kind, rnd.uniform(0.9, 1.3)))
    elif theme == "language_arts":
        x = 20
        while x < W - 90:
            w = rnd.uniform(26, 44)
            p.append(book_spine(x, 250, w, rnd.uniform(90, 150), rnd.choice(["#ff6f61", "#4fb3ff", "#ffc93c", "#7c5cff", "#2bb673", "#ff8fd0"]), rnd))
            x += w + rnd.uniform(30, 80)
        p.append(pencil(560, 140, 1.0))
    elif theme == "science":
        p.append(observatory(190, 230))
        p.append(rocket(560, 240))
    elif theme == "history":
        p.append(castle(230, 240))
        p.append(temple(600, 250))
    elif theme == "fun":
        for x in (80, 260, 470, 680):
            p.append(wrap(lollipop, x, 250, rnd.choice(["#ff6f61", "#4fb3ff", "#ffc93c", "#7c5cff"]), rnd.uniform(0.9, 1.25)))
    p.append(f'<path d="{hills_path(245, 22, 3, 2.0)}" fill="{near}" stroke="{INK}" stroke-width="6"/>')
    p.append(f'<path d="{hills_path(245, 22, 3, 2.0)}" fill="{near}"/>')
    p.append(f'<path d="M0 {H} V244 " fill="none"/>')
    return svg(W, H, "".join(p), f"Background skyline ({theme}), tiles horizontally")


def tree(x: float, y: float, s: float) -> str:
    return (f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(s)})">'
            f'<rect x="-5" y="-10" width="10" height="40" rx="4" fill="#b5722f" {line_attrs(3)}/>'
            f'<circle cx="-14" cy="-22" r="20" fill="#4cbf4a" {line_attrs(3)}/>'
            f'<circle cx="14" cy="-24" r="20" fill="#4cbf4a" {line_attrs(3)}/>'
            f'<circle cx="0" cy="-44" r="22" fill="#5fd35a" {line_attrs(3)}/>'
            f'<circle cx="-14" cy="-22" r="17" fill="#4cbf4a"/><circle cx="14" cy="-24" r="17" fill="#4cbf4a"/>'
            f'<circle cx="-6" cy="-50" r="7" fill="#a6f08a" opacity="0.8"/></g>')


def block_shape(x: float, y: float, kind: str, s: float) -> str:
    g = f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(s)})">'
    if kind == "pyr":
        g += (f'<path d="M0 -70 L40 20 L-40 20Z" fill="#ffc93c" {line_attrs(3)}/>'
              f'<path d="M0 -70 L40 20 L8 20Z" fill="#e79a12"/><path d="M0 -70 L40 20 L-40 20Z" fill="none" {line_attrs(3)}/>')
    elif kind == "cube":
        g += (f'<path d="M-30 -30 L0 -45 L30 -30 L0 -15Z" fill="#9fe3ff" {line_attrs(3)}/>'
              f'<path d="M-30 -30 L0 -15 V25 L-30 10Z" fill="#4fb3ff" {line_attrs(3)}/>'
              f'<path d="M30 -30 L0 -15 V25 L30 10Z" fill="#2f8cf0" {line_attrs(3)}/>')
    else:
        g += (f'<circle cx="0" cy="-10" r="30" fill="#ff8fa3" {line_attrs(3)}/>'
              f'<path d="M-30 -10 A30 10 0 0 0 30 -10" fill="none" stroke="{INK}" stroke-width="2" opacity="0.4"/>'
              f'<circle cx="-10" cy="-22" r="7" fill="#ffffff" opacity="0.6"/>')
    return g + "</g>"


def book_spine(x: float, y: float, w: float, h: float, col: str, rnd: random.Random) -> str:
    lean = rnd.uniform(-8, 8)
    return (f'<g transform="rotate({fmt(lean)} {fmt(x + w / 2)} {fmt(y)})">'
            f'<rect x="{fmt(x)}" y="{fmt(y - h)}" width="{fmt(w)}" height="{fmt(h + 20)}" rx="4" fill="{col}" {line_attrs(3)}/>'
            f'<rect x="{fmt(x + 4)}" y="{fmt(y - h + 14)}" width="{fmt(w - 8)}" height="8" rx="2" fill="#ffffff" opacity="0.7"/>'
            f'<rect x="{fmt(x + 4)}" y="{fmt(y - h + 28)}" width="{fmt(w - 8)}" height="4" rx="2" fill="#ffffff" opacity="0.5"/></g>')


def pencil(x: float, y: float, s: float) -> str:
    return (f'<g transform="translate({fmt(x)} {fmt(y)}) rotate(-30) scale({fmt(s)})">'
            f'<rect x="-12" y="0" width="24" height="110" fill="#ffc93c" {line_attrs(3)}/>'
            f'<path d="M-4 0 V110" stroke="#e79a12" stroke-width="5"/>'
            f'<path d="M-12 0 L0 -30 L12 0Z" fill="#f6cf8e" {line_attrs(3)}/><path d="M-4 -20 L0 -30 L4 -20Z" fill="{INK}"/>'
            f'<rect x="-12" y="110" width="24" height="14" fill="#c9ced6" {line_attrs(3)}/>'
            f'<rect x="-12" y="124" width="24" height="16" rx="6" fill="#ff8fa3" {line_attrs(3)}/></g>')


def observatory(x: float, y: float) -> str:
    return (f'<g transform="translate({fmt(x)} {fmt(y)})">'
            f'<rect x="-60" y="-30" width="120" height="60" rx="6" fill="#e6ecf7" {line_attrs(3)}/>'
            f'<path d="M-55 -30 A55 55 0 0 1 55 -30Z" fill="#c9d6ee" {line_attrs(3)}/>'
            f'<path d="M-8 -84 L8 -84 L8 -30 L-8 -30Z" fill="#7c8db5" {line_attrs(3)}/>'
            f'<path d="M4 -70 L60 -120 L72 -106 L14 -58Z" fill="#9fa9c9" {line_attrs(3)}/>'
            f'<rect x="-14" y="0" width="28" height="30" rx="12" fill="#4fb3ff" {line_attrs(3)}/></g>')


def rocket(x: float, y: float) -> str:
    return (f'<g transform="translate({fmt(x)} {fmt(y)})">'
            f'<path d="M-20 10 L-40 40 L-20 34Z M20 10 L40 40 L20 34Z" fill="#ff6f61" {line_attrs(3)}/>'
            f'<path d="M0 -110 C26 -86 26 -30 20 34 H-20 C-26 -30 -26 -86 0 -110Z" fill="#f3f5f7" {line_attrs(3)}/>'
            f'<path d="M0 -110 C10 -100 16 -90 18 -80 H-18 C-16 -90 -10 -100 0 -110Z" fill="#ff6f61" {line_attrs(3)}/>'
            f'<circle cx="0" cy="-40" r="11" fill="#4fb3ff" {line_attrs(3)}/><circle cx="-3" cy="-43" r="3.5" fill="#ffffff" opacity="0.8"/>'
            f'<path d="M-12 34 Q0 62 12 34Z" fill="#ffc93c" {line_attrs(3)}/></g>')


def castle(x: float, y: float) -> str:
    def tower(tx, h, w):
        return (f'<rect x="{fmt(tx - w / 2)}" y="{fmt(-h)}" width="{fmt(w)}" height="{fmt(h + 40)}" fill="#e9d6b3" {line_attrs(3)}/>'
                f'<path d="M{fmt(tx - w / 2 - 6)} {fmt(-h)} L{fmt(tx)} {fmt(-h - 44)} L{fmt(tx + w / 2 + 6)} {fmt(-h)}Z" fill="#ff6f61" {line_attrs(3)}/>'
                f'<path d="M{fmt(tx)} {fmt(-h - 44)} V{fmt(-h - 66)}" {line_attrs(3)}/><path d="M{fmt(tx)} {fmt(-h - 66)} L{fmt(tx + 18)} {fmt(-h - 60)} L{fmt(tx)} {fmt(-h - 54)}Z" fill="#ffc93c" {line_attrs(2)}/>'
                f'<rect x="{fmt(tx - 6)}" y="{fmt(-h + 20)}" width="12" height="18" rx="6" fill="{INK}" opacity="0.75"/>')
    wall = "".join(f'<rect x="{fmt(-70 + i * 20)}" y="-70" width="12" height="14" fill="#dcc39a" {line_attrs(3)}/>' for i in range(7))
    return (f'<g transform="translate({fmt(x)} {fmt(y)})">{wall}'
            f'<rect x="-74" y="-60" width="148" height="100" fill="#dcc39a" {line_attrs(3)}/>'
            f'<path d="M-20 40 V0 A20 20 0 0 1 20 0 V40Z" fill="#b5722f" {line_attrs(3)}/>'
            f'{tower(-86, 110, 44)}{tower(86, 110, 44)}{tower(0, 150, 40)}</g>')


def temple(x: float, y: float) -> str:
    cols = "".join(f'<rect x="{fmt(-66 + i * 30)}" y="-70" width="16" height="90" fill="#fbf3e2" {line_attrs(3)}/>' for i in range(5))
    return (f'<g transform="translate({fmt(x)} {fmt(y)})">'
            f'<path d="M-90 -70 L0 -120 L90 -70Z" fill="#f3e6c8" {line_attrs(3)}/>'
            f'<rect x="-90" y="-78" width="180" height="12" fill="#e9d6b3" {line_attrs(3)}/>'
            f'{cols}<rect x="-96" y="20" width="192" height="12" fill="#e9d6b3" {line_attrs(3)}/></g>')


def lollipop(x: float, y: float, col: str, s: float) -> str:
    swirl = f"M0 -60 m-26 0 a26 26 0 1 0 52 0 a20 20 0 1 0 -40 0 a14 14 0 1 0 28 0 a8 8 0 1 0 -16 0"
    return (f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(s)})">'
            f'<rect x="-4" y="-40" width="8" height="80" rx="4" fill="#ffffff" {line_attrs(3)}/>'
            f'<circle cx="0" cy="-60" r="30" fill="{col}" {line_attrs(3)}/>'
            f'<path d="{swirl}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.75" stroke-linecap="round"/></g>')


def make_backgrounds() -> None:
    for theme in THEMES:
        write(f"bg-{theme}.svg", bg_base(theme))
        write(f"bg-{theme}-far.svg", bg_far(theme))
        write(f"bg-{theme}-hills.svg", bg_hills(theme))


# ------------------------------------------------------- frog face (front) ---
def frog_face(col: dict = FROG_GREEN, uid: str = "ff", mood: str = "open") -> str:
    """Front view of the frog's head in a 64x64 box (for logos, favicon and avatar)."""
    head = "M6 40 C6 26 18 22 32 22 C46 22 58 26 58 40 C58 53 46 60 32 60 C18 60 6 53 6 40Z"
    p = []
    for cx in (18, 46):
        p.append(f'<circle cx="{cx}" cy="21" r="12" fill="{col["body"]}" {line_attrs(3)}/>')
    p.append(shaded_blob(head, col, uid, "M0 46 C14 58 50 58 64 46 V64 H0Z", "M14 31 C20 26 28 25 32 25.5 C26 27.5 19 30 15.5 35Z"))
    # cover the bump/head seam so the eyes look like part of the head
    for cx in (18, 46):
        p.append(f'<path d="M{cx - 10} 27 A12 12 0 0 0 {cx + 10} 27" fill="{col["body"]}"/>')
        p.append(f'<path d="M{cx - 9.6} 14.5 A12 12 0 0 1 {cx - 2} 9.6" fill="none" stroke="{col["light"]}" stroke-width="2" stroke-linecap="round"/>')
    for cx in (18, 46):
        if mood == "happy":
            p.append(f'<path d="M{cx - 6} 24 Q{cx} 15 {cx + 6} 24" fill="none" {line_attrs(3)}/>')
            continue
        p.append(f'<circle cx="{cx}" cy="21.5" r="8.2" fill="{WHITE}" {line_attrs(2.2)}/>')
        p.append(f'<circle cx="{cx + 1.2}" cy="22.5" r="5" fill="{INK}"/>')
        p.append(f'<circle cx="{cx - 0.6}" cy="20.3" r="2" fill="{WHITE}"/>')
        p.append(f'<circle cx="{cx + 2.8}" cy="24.6" r="0.9" fill="{WHITE}"/>')
    p.append(blush(13.5, 44, 4.2, 2.6))
    p.append(blush(50.5, 44, 4.2, 2.6))
    p.append(f'<circle cx="28.5" cy="34" r="1.2" fill="{INK}"/><circle cx="35.5" cy="34" r="1.2" fill="{INK}"/>')
    p.append(f'<path d="M17 41 Q32 54 47 41" fill="none" {line_attrs(3)}/>')
    p.append(f'<path d="M16 39.5 Q16.8 42 18.5 42.3 M48 39.5 Q47.2 42 45.5 42.3" fill="none" {line_attrs(2.2)}/>')
    return "".join(p)


# ---------------------------------------------------------- learning world ---
def make_learning_world() -> None:
    col = FROG_GREEN
    # player: the frog seen from above, facing up, with a little explorer backpack
    p = ['<ellipse cx="24" cy="42" rx="15" ry="3.5" fill="#1f2a44" opacity="0.15"/>']
    for sx in (-1, 1):  # back legs, folded
        p.append(f'<g transform="translate(24 0) scale({sx} 1)">'
                 f'<path d="M6 30 C14 26 20 30 19 37 C18 42 12 43 8 40Z" fill="{col["shade"]}" {line_attrs(2.3)}/>'
                 f'<path d="M13 40 L17 45 M15.5 39 L20.5 42.5 M11 41 L12.5 46" {line_attrs(3.6)}/>'
                 f'<path d="M13 40 L17 45 M15.5 39 L20.5 42.5 M11 41 L12.5 46" stroke="{col["shade"]}" stroke-width="1.4" stroke-linecap="round"/>'
                 # front arms
                 f'<path d="M9 19 C14 18 17 16 19 13.5" fill="none" {line_attrs(5.6)}/>'
                 f'<path d="M9 19 C14 18 17 16 19 13.5" fill="none" stroke="{col["body"]}" stroke-width="2.6" stroke-linecap="round"/>'
                 f'<circle cx="19.6" cy="12.8" r="2.3" fill="{col["body"]}" {line_attrs(1.6)}/></g>')
    body = "M24 8 C33 8 37 15 37 24 C37 34 32 40 24 40 C16 40 11 34 11 24 C11 15 15 8 24 8Z"
    p.append(shaded_blob(body, col, "lwp", "M31 6 C38 14 38 32 30 42 H48 V0 H31Z", "M15 18 C17 13 21 11 24 11 C20 14 17 17 16 22Z"))
    p.append(f'<rect x="17" y="25" width="14" height="12" rx="4" fill="#ff8a3d" {line_attrs(2)}/>'
             f'<path d="M17 29 H31" stroke="{INK}" stroke-width="1.6"/><rect x="22" y="31" width="4" height="3" rx="1" fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
             f'<path d="M18 25 C18 21 30 21 30 25" fill="none" stroke="#c9601f" stroke-width="2.2"/>')
    for cx in (17, 31):
        p.append(f'<circle cx="{cx}" cy="11" r="6.2" fill="{col["body"]}" {line_attrs(2.3)}/>'
                 f'<circle cx="{cx}" cy="10.4" r="4.3" fill="{WHITE}" {line_attrs(1.5)}/>'
                 f'<circle cx="{cx}" cy="8.8" r="2.5" fill="{INK}"/><circle cx="{cx - 0.9}" cy="8" r="0.9" fill="{WHITE}"/>')
    write("lw-player.svg", svg(48, 48, "".join(p), "Learning World player: the frog seen from above"))

    # enemy: a cute but mischievous purple blob
    defs = ('<linearGradient id="eg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c2a8ff"/>'
            '<stop offset="1" stop-color="#8d6bff"/></linearGradient>')
    blob = ("M8 38 C5 30 5 20 10 13 C15 6 33 6 38 13 C43 20 43 30 40 38 "
            "C38 42 35 39 33 41 C31 43 29 44 27 41 C25 39 23 39 21 41 C19 44 16 43 15 41 C13 39 10 42 8 38Z")
    p = ['<ellipse cx="24" cy="45" rx="13" ry="2.6" fill="#1f2a44" opacity="0.15"/>',
         f'<clipPath id="ec"><path d="{blob}"/></clipPath><path d="{blob}" fill="url(#eg)"/>'
         f'<g clip-path="url(#ec)"><path d="M34 6 C42 16 42 34 36 46 H48 V0Z" fill="#6d4ee6" opacity="0.45"/>'
         f'<ellipse cx="15" cy="14" rx="5" ry="3" fill="#ffffff" opacity="0.5" transform="rotate(-30 15 14)"/></g>'
         f'<path d="{blob}" fill="none" {line_attrs(2.5)}/>']
    for cx, tilt in ((17, 1), (31, -1)):
        p.append(f'<ellipse cx="{cx}" cy="21" rx="4.6" ry="5.4" fill="{WHITE}" {line_attrs(1.8)}/>'
                 f'<circle cx="{cx + 1.4}" cy="22" r="2.7" fill="{INK}"/><circle cx="{cx + 0.5}" cy="21" r="1" fill="{WHITE}"/>'
                 f'<path d="M{cx - 5} {15 - 2 * tilt} L{cx + 4} {15 + 1.5 * tilt}" {line_attrs(2.4)}/>')
    p.append(f'<path d="M16 29 Q24 37 33 28" fill="#8a2a3e" {line_attrs(2.3)}/>'
             f'<path d="M26 31.7 Q29 37 31.5 32" fill="#ff7b8a" {line_attrs(1.6)}/>'
             f'<path d="M18.5 30.6 L20 33 L21.5 31.8" fill="{WHITE}" stroke="{INK}" stroke-width="1"/>')
    p.append(blush(11.5, 27, 2.8, 1.8) + blush(37, 26.5, 2.8, 1.8))
    p.append(f'<path d="M24 7.5 C23.5 5 25.5 3.5 27.5 3.8" fill="none" {line_attrs(2.2)}/><circle cx="28.2" cy="4" r="2" fill="{GOLD}" {line_attrs(1.4)}/>')
    write("lw-enemy.svg", svg(48, 48, "".join(p), "Learning World enemy: a mischievous blob", defs))

    # gem on the field, with a shadow and a sparkle
    p = ['<ellipse cx="16" cy="29.5" rx="9" ry="2" fill="#1f2a44" opacity="0.18"/>',
         gem_shape(GEMS["pink"], 16, 14.5, 0.82), sparkle_shape(27, 6, 3, "#fff6c8", True)]
    write("lw-gem.svg", svg(32, 32, "".join(p), "Learning World gem"))

    # module portal: a stone ring with a swirling portal and a book badge
    defs = ('<radialGradient id="mp" cx="0.5" cy="0.45"><stop offset="0" stop-color="#fdfbff"/><stop offset="0.35" stop-color="#9fe8ff"/>'
            '<stop offset="1" stop-color="#7c5cff"/></radialGradient>'
            '<radialGradient id="mg"><stop offset="0.5" stop-color="#b9a6ff" stop-opacity="0.7"/><stop offset="1" stop-color="#b9a6ff" stop-opacity="0"/></radialGradient>')
    p = ['<ellipse cx="32" cy="58" rx="24" ry="4.5" fill="#1f2a44" opacity="0.16"/>',
         '<circle cx="32" cy="30" r="31" fill="url(#mg)"/>',
         f'<rect x="9" y="50" width="46" height="9" rx="4" fill="#b6bfd4" {line_attrs(2.4)}/>',
         f'<circle cx="32" cy="30" r="22" fill="#c9d1e3" {line_attrs(2.6)}/>',
         f'<circle cx="32" cy="30" r="16" fill="url(#mp)" {line_attrs(2.2)}/>',
         '<path d="M32 30 m0 -3 a3 3 0 1 1 -3 3 a6 6 0 0 1 6 -6 a9 9 0 0 1 9 9 a12 12 0 0 1 -12 12" fill="none" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round" opacity="0.85"/>']
    for a in range(0, 360, 45):
        r = math.radians(a)
        p.append(f'<circle cx="{fmt(32 + math.cos(r) * 19)}" cy="{fmt(30 + math.sin(r) * 19)}" r="1.4" fill="#8e98b3"/>')
    p.append(f'<g transform="translate(32 8)"><path d="M0 -1 C-4 -4 -9 -4 -12 -2 V7 C-9 5 -4 5 0 8 C4 5 9 5 12 7 V-2 C9 -4 4 -4 0 -1Z" fill="{WHITE}" {line_attrs(2)}/>'
             f'<path d="M0 -1 V8" stroke="{INK}" stroke-width="1.6"/><path d="M-9 1 H-3 M3 1 H9 M-9 4 H-3 M3 4 H9" stroke="#7c5cff" stroke-width="1.2"/></g>')
    p.append(sparkle_shape(54, 14, 4, "#fff6c8", True) + sparkle_shape(9, 40, 3, "#ffffff", True))
    write("lw-module.svg", svg(64, 64, "".join(p), "Learning World module portal", defs))

    # hotspot: a treasure chest
    p = ['<ellipse cx="24" cy="43" rx="19" ry="3.5" fill="#1f2a44" opacity="0.16"/>',
         f'<path d="M6 22 H42 V39 C42 41 41 42 39 42 H9 C7 42 6 41 6 39Z" fill="#c9803f" {line_attrs(2.5)}/>',
         f'<path d="M6 34 H42 V39 C42 41 41 42 39 42 H9 C7 42 6 41 6 39Z" fill="#a5652c"/>',
         f'<path d="M6 22 H42 V39 C42 41 41 42 39 42 H9 C7 42 6 41 6 39Z" fill="none" {line_attrs(2.5)}/>',
         f'<path d="M6 22 C6 11 12 8 24 8 C36 8 42 11 42 22Z" fill="#e0a458" {line_attrs(2.5)}/>',
         f'<path d="M10 18 C11 13 15 11 22 11" fill="none" stroke="#f6cf8e" stroke-width="2.4" stroke-linecap="round"/>',
         f'<path d="M11 9.5 V42 M37 9.5 V42" stroke="{INK}" stroke-width="7.5"/><path d="M11 10 V41 M37 10 V41" stroke="{GOLD}" stroke-width="3.6"/>',
         f'<path d="M6 22 H42" {line_attrs(2.5)}/>',
         f'<rect x="19.5" y="18" width="9" height="11" rx="2.5" fill="{GOLD}" {line_attrs(2.2)}/><circle cx="24" cy="22.5" r="1.6" fill="{INK}"/><path d="M24 23 V26" {line_attrs(1.6)}/>',
         sparkle_shape(43, 8, 4.5, "#fff6c8", True), sparkle_shape(5, 12, 3, "#ffffff", True)]
    write("lw-hotspot.svg", svg(48, 48, "".join(p), "Learning World treasure chest"))
    make_field()


def make_field() -> None:
    W, H = 1200, 700
    rnd = random.Random(42)
    defs = ('<linearGradient id="fg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fe071"/>'
            '<stop offset="1" stop-color="#74cf5c"/></linearGradient>'
            '<radialGradient id="pond" cx="0.45" cy="0.4"><stop offset="0" stop-color="#9fe8ff"/><stop offset="1" stop-color="#4fb3ff"/></radialGradient>')
    p = [f'<rect width="{W}" height="{H}" fill="url(#fg)"/>']
    # soft mowing stripes
    for i in range(0, 16, 2):
        x = i * 100 - 200
        p.append(f'<path d="M{x} 0 H{x + 100} L{x + 300} {H} H{x + 200}Z" fill="#ffffff" opacity="0.06"/>')
    # tiny grass marks and flowers scattered
    for _ in range(170):
        x, y = rnd.uniform(10, W - 10), rnd.uniform(10, H - 10)
        p.append(f'<path d="M{fmt(x - 3)} {fmt(y)} L{fmt(x - 1)} {fmt(y - 5)} M{fmt(x + 1)} {fmt(y)} L{fmt(x + 3)} {fmt(y - 6)}" stroke="#4fae45" stroke-width="2" stroke-linecap="round" opacity="0.7"/>')
    fcols = ["#ffffff", "#ffc93c", "#ff8fa3", "#b9a6ff"]
    for _ in range(45):
        x, y = rnd.uniform(20, W - 20), rnd.uniform(20, H - 20)
        c = rnd.choice(fcols)
        p.append("".join(f'<circle cx="{fmt(x + math.cos(k * 1.2566) * 3)}" cy="{fmt(y + math.sin(k * 1.2566) * 3)}" r="2.4" fill="{c}"/>' for k in range(5)))
        p.append(f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="1.8" fill="#f5a623"/>')
    # dirt paths: a winding one across and one from top to bottom
    paths = ["M-20 430 C180 380 300 520 520 450 C720 390 820 300 1000 340 C1100 360 1160 330 1220 300",
             "M560 -20 C520 120 640 200 600 320 C570 420 480 520 540 720"]
    for d in paths:
        p.append(f'<path d="{d}" fill="none" stroke="#c79a5c" stroke-width="62" stroke-linecap="round"/>')
    for d in paths:
        p.append(f'<path d="{d}" fill="none" stroke="#f0d29a" stroke-width="50" stroke-linecap="round"/>')
    for d in paths:
        p.append(f'<path d="{d}" fill="none" stroke="#fbe6bd" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 40" opacity="0.9"/>')
    # pond with lily pads, top right
    p.append(f'<ellipse cx="1030" cy="120" rx="120" ry="70" fill="#6fbf5a"/>')
    p.append(f'<ellipse cx="1030" cy="120" rx="108" ry="60" fill="url(#pond)" {line_attrs(4)}/>')
    p.append('<path d="M950 95 C980 80 1010 78 1040 82" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>')
    for x, y, r in ((990, 140, 16), (1070, 110, 13), (1100, 150, 10)):
        c, sn = math.cos(0.4), math.sin(0.4)
        p.append(f'<path d="M{x} {y} L{fmt(x + r * c)} {fmt(y - r * 0.7 * sn)} A{r} {fmt(r * 0.7)} 0 1 0 {fmt(x + r * c)} {fmt(y + r * 0.7 * sn)}Z" fill="#5fd35a" {line_attrs(2.5)}/>')
    p.append(flower(1072, 106, "#ff8fa3", 5))
    # bushes and trees along the top and bottom edges (keep the middle open for play)
    def bush(x, y, s):
        return (f'<g transform="translate({fmt(x)} {fmt(y)}) scale({fmt(s)})">'
                f'<ellipse cx="0" cy="16" rx="34" ry="8" fill="#1f2a44" opacity="0.12"/>'
                f'<path d="M-30 10 C-40 -6 -22 -20 -10 -14 C-6 -28 14 -28 18 -14 C32 -20 42 -2 30 10Z" fill="#3fae48" {line_attrs(3.5)}/>'
                f'<path d="M-18 -6 C-14 -12 -8 -12 -4 -8 M8 -14 C12 -18 18 -16 20 -12" fill="none" stroke="#7ddc54" stroke-width="4" stroke-linecap="round"/>'
                f'<circle cx="-12" cy="2" r="3.2" fill="#ff6f61" {line_attrs(1.5)}/><circle cx="14" cy="-2" r="3.2" fill="#ff6f61" {line_attrs(1.5)}/></g>')
    for x in (60, 240, 380, 760, 880):
        p.append(bush(x, 40 + rnd.uniform(-10, 10), rnd.uniform(0.9, 1.3)))
    for x in (90, 300, 420, 700, 900, 1120):
        p.append(bush(x, 665 + rnd.uniform(-10, 5), rnd.uniform(0.9, 1.3)))
    for x, y in ((40, 250), (1160, 520)):
        p.append(bush(x, y, 1.1))
    # rocks
    for x, y, s in ((180, 200, 1), (860, 560, 1.2), (330, 600, 0.8), (1000, 460, 0.9), (760, 180, 0.8)):
        p.append(f'<g transform="translate({x} {y}) scale({s})"><ellipse cx="0" cy="8" rx="20" ry="5" fill="#1f2a44" opacity="0.12"/>'
                 f'<path d="M-18 6 C-20 -6 -8 -14 2 -12 C14 -10 20 -2 18 6Z" fill="#c9ced6" {line_attrs(3)}/>'
                 f'<path d="M-8 -6 C-4 -9 2 -9 5 -8" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/></g>')
    write("lw-field.svg", svg(W, H, "".join(p), "Learning World field", defs))


# --------------------------------------------------------------------- UI ---
def make_ui() -> None:
    # favicon: the frog face alone
    write("favicon.svg", svg(64, 64, f'<g transform="translate(0 2)">{frog_face(FROG_GREEN, "fv")}</g>', "Brain Climb"))
    # app logo: the face on a rounded badge
    defs = ('<linearGradient id="al" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b8"/>'
            '<stop offset="1" stop-color="#ffc93c"/></linearGradient>')
    body = (f'<rect x="2" y="2" width="60" height="60" rx="18" fill="url(#al)" {line_attrs(3)}/>'
            f'<path d="M8 20 C10 12 14 8 22 7" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>'
            f'<g transform="translate(6 8) scale(0.81)">{frog_face(FROG_GREEN, "al2")}</g>')
    write("app-logo.svg", svg(64, 64, body, "Brain Climb", defs))
    # avatar fallback: a friendly frog portrait in a circle
    defs = ('<linearGradient id="av" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe6ff"/>'
            '<stop offset="1" stop-color="#e6f4ff"/></linearGradient><clipPath id="avc"><circle cx="48" cy="48" r="46"/></clipPath>')
    body = (f'<circle cx="48" cy="48" r="46" fill="url(#av)"/>'
            f'<g clip-path="url(#avc)">{cloud(24, 26, 0.35, "#ffffff", 0.9)}{cloud(76, 18, 0.28, "#ffffff", 0.8)}'
            f'<path d="M14 100 C14 78 30 70 48 70 C66 70 82 78 82 100Z" fill="{FROG_GREEN["body"]}" {line_attrs(3)}/>'
            f'<path d="M34 100 C34 84 40 78 48 78 C56 78 62 84 62 100Z" fill="{FROG_GREEN["belly"]}" {line_attrs(2.5)}/>'
            f'<g transform="translate(15 20) scale(1.03)">{frog_face(FROG_GREEN, "avf")}</g></g>'
            f'<circle cx="48" cy="48" r="46" fill="none" {line_attrs(3)}/>')
    write("avatar-fallback.svg", svg(96, 96, body, "Friendly frog avatar", defs))
    make_logo()


def make_logo() -> None:
    W, H = 360, 270
    defs = ('<radialGradient id="lg"><stop offset="0" stop-color="#fff6c8"/><stop offset="0.7" stop-color="#fff1b0" stop-opacity="0.7"/>'
            '<stop offset="1" stop-color="#fff1b0" stop-opacity="0"/></radialGradient>')
    p = ['<circle cx="180" cy="128" r="132" fill="url(#lg)"/>']
    # rays
    for k in range(12):
        a = math.radians(k * 30 + 8)
        x1, y1 = 180 + math.cos(a) * 70, 110 + math.sin(a) * 70
        x2, y2 = 180 + math.cos(a) * 122, 110 + math.sin(a) * 122
        p.append(f'<path d="M{fmt(x1)} {fmt(y1)} L{fmt(x2)} {fmt(y2)}" stroke="#ffe27a" stroke-width="10" stroke-linecap="round" opacity="0.45"/>')
    p.append(cloud(58, 66, 0.55, "#ffffff", 0.95, "#d8e3f0"))
    p.append(cloud(306, 44, 0.42, "#ffffff", 0.95, "#d8e3f0"))
    # a dotted hop trail leading up to the frog
    trail = "M26 132 C60 96 120 92 184 98"
    p.append(f'<path d="{trail}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-dasharray="0.1 15"/>')
    p.append(f'<path d="{trail}" fill="none" stroke="#4fb3ff" stroke-width="3.6" stroke-linecap="round" stroke-dasharray="0.1 15" opacity="0.75"/>')
    # collectables around the frog
    coin = open(os.path.join(OUT, "coin.svg")).read().split("</title>")[1].split("</svg>")[0]
    coin = coin.replace('id="cg"', 'id="cgl"').replace("url(#cg)", "url(#cgl)")
    p.append(f'<g transform="translate(292 94) scale(1.05)">{coin}</g>')
    p.append(f'<g transform="translate(84 30) rotate(-12) scale(0.95)">{gem_shape(GEMS["pink"])}</g>')
    p.append(sparkle_shape(300, 20, 7, "#fff6c8", True))
    p.append(sparkle_shape(120, 90, 5, "#ffffff", True))
    # the frog mid-hop
    frog = frog_hop(FROG_GREEN, "lgf")
    p.append(f'<g transform="translate(172 4) scale(1.62)">{frog}</g>')
    # title lettering
    cols = ["#ff6f61", "#ffb020", "#2bb673", "#4fb3ff", "#7c5cff"]

    def word(text, x, y, size, colours, rots):
        out = []
        for i, ch in enumerate(text):
            out.append(glyph(ch, x, y + (i % 2) * 3, size, colours[i % len(colours)], 4.6, 2.7, rots[i % len(rots)], 1, True))
            x += glyph_width(ch, size) + size * 0.06
        return "".join(out), x

    size = 60
    w1 = sum(glyph_width(c, size) + size * 0.06 for c in "Brain")
    w2 = sum(glyph_width(c, size) + size * 0.06 for c in "Climb")
    s1, _ = word("Brain", (W - w1) / 2 - 4, 128, size, cols, (-5, 4, -3, 5, -4))
    s2, _ = word("Climb", (W - w2) / 2 + 4, 196, size, cols[2:] + cols[:2], (4, -4, 5, -3, 4))
    p.append(s1 + s2)
    write("logo-brain-climb.svg", svg(W, H, "".join(p), "Brain Climb", defs))


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    make_frogs()
    make_platforms()
    make_ground()
    make_goal()
    make_pickups()
    make_backgrounds()
    make_learning_world()
    make_ui()


if __name__ == "__main__":
    main()
