#!/usr/bin/env python3
"""Writes the twelve player avatars in assets/art/avatars/: friendly animal portraits.

Original artwork of this project, drawn as code in the style of make-art.py (flat shapes, soft
shading, rounded forms, the thick ink outline #1f2a44) and built from its helpers. Each avatar is a
96x96 round portrait: a two-colour sky, the animal's shoulders and its face. Run from anywhere:

    python3 assets/scripts/make-avatars.py

Only the Python 3 standard library is used and nothing is random, so re-running gives the same
files. The list of animals (key and order) matches AVATARS in server/features/auth/schema.ts,
where the key names the file and the position gives the avatar id (1 to 12).
"""

from __future__ import annotations

import importlib.util
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "art", "avatars")

# The shared drawing helpers and palette of make-art.py (its main() only runs as a script).
_spec = importlib.util.spec_from_file_location("make_art", os.path.join(HERE, "make-art.py"))
art = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(art)
fmt, svg, line_attrs, blush = art.fmt, art.svg, art.line_attrs, art.blush
INK, WHITE = art.INK, art.WHITE

SIZE = 96
C = SIZE / 2
R = 46  # the portrait circle
SHOULDERS = "M14 100 C14 80 29 73 48 73 C67 73 82 80 82 100Z"


def shaded(d: str, fill: str, shade: str, uid: str, w: float = 3) -> str:
    """A filled shape with a darker lower band and a soft highlight clipped inside, then its outline."""
    return (
        f'<clipPath id="{uid}"><path d="{d}"/></clipPath>'
        f'<path d="{d}" fill="{fill}"/>'
        f'<g clip-path="url(#{uid})">'
        f'<path d="M0 60 C24 76 72 76 96 58 V100 H0Z" fill="{shade}" opacity="0.75"/>'
        f'<ellipse cx="34" cy="34" rx="13" ry="7" fill="{WHITE}" opacity="0.28" transform="rotate(-28 34 34)"/></g>'
        f'<path d="{d}" fill="none" {line_attrs(w)}/>'
    )


def ellipse_d(cx: float, cy: float, rx: float, ry: float) -> str:
    """An ellipse as a path (so it can be clipped and outlined like any other shape)."""
    return (f"M{fmt(cx - rx)} {fmt(cy)} A{fmt(rx)} {fmt(ry)} 0 1 0 {fmt(cx + rx)} {fmt(cy)} "
            f"A{fmt(rx)} {fmt(ry)} 0 1 0 {fmt(cx - rx)} {fmt(cy)}Z")


def eyes(y: float = 47, dx: float = 10, rx: float = 3.5, ry: float = 4.3) -> str:
    """Two shiny, friendly eyes (ink ovals with white sparkles)."""
    out = []
    for x in (C - dx, C + dx):
        out.append(f'<ellipse cx="{fmt(x)}" cy="{fmt(y)}" rx="{fmt(rx)}" ry="{fmt(ry)}" fill="{INK}"/>')
        out.append(f'<circle cx="{fmt(x - rx * 0.32)}" cy="{fmt(y - ry * 0.4)}" r="{fmt(rx * 0.4)}" fill="{WHITE}"/>')
        out.append(f'<circle cx="{fmt(x + rx * 0.35)}" cy="{fmt(y + ry * 0.35)}" r="{fmt(rx * 0.17)}" fill="{WHITE}"/>')
    return "".join(out)


def cheeks(y: float = 56, dx: float = 17) -> str:
    return blush(C - dx, y, 4.2, 2.5) + blush(C + dx, y, 4.2, 2.5)


def smile_w(y: float = 59.5, half: float = 5) -> str:
    """A small "w" mouth under the nose."""
    return (f'<path d="M{fmt(C - half)} {fmt(y)} Q{fmt(C - half / 2)} {fmt(y + 3)} {fmt(C)} {fmt(y + 0.4)} '
            f'Q{fmt(C + half / 2)} {fmt(y + 3)} {fmt(C + half)} {fmt(y)}" fill="none" {line_attrs(2.1)}/>')


def smile(y: float, half: float = 5, depth: float = 3.5) -> str:
    return f'<path d="M{fmt(C - half)} {fmt(y)} Q{fmt(C)} {fmt(y + depth)} {fmt(C + half)} {fmt(y)}" fill="none" {line_attrs(2.1)}/>'


def nose(y: float = 55, w: float = 3.6, colour: str = INK) -> str:
    """A rounded triangle nose with a little shine."""
    return (f'<path d="M{fmt(C - w)} {fmt(y - 1.6)} Q{fmt(C)} {fmt(y - 3.4)} {fmt(C + w)} {fmt(y - 1.6)} '
            f'Q{fmt(C + w * 0.55)} {fmt(y + 2.2)} {fmt(C)} {fmt(y + 2.4)} Q{fmt(C - w * 0.55)} {fmt(y + 2.2)} {fmt(C - w)} {fmt(y - 1.6)}Z" '
            f'fill="{colour}" stroke="{INK}" stroke-width="1.4" stroke-linejoin="round"/>'
            f'<ellipse cx="{fmt(C - w * 0.3)}" cy="{fmt(y - 1.5)}" rx="{fmt(w * 0.32)}" ry="0.8" fill="{WHITE}" opacity="0.7"/>')


def whiskers(y: float = 57, colour: str = INK) -> str:
    out = []
    for sx in (-1, 1):
        for dy, tilt in ((-1.5, -2.5), (1.5, 1.5)):
            x0, x1 = C + sx * 11, C + sx * 22
            out.append(f'<path d="M{fmt(x0)} {fmt(y + dy)} L{fmt(x1)} {fmt(y + dy + tilt)}" stroke="{colour}" stroke-width="1.5" stroke-linecap="round" opacity="0.7"/>')
    return "".join(out)


def pair(make) -> str:
    """Draws a left-side part and its mirror image on the right."""
    return make(1) + f'<g transform="translate({SIZE} 0) scale(-1 1)">{make(-1)}</g>'


def portrait(key: str, title: str, sky: tuple[str, str], back: str, shoulders: tuple[str, str], chest: str, face: str) -> None:
    """Writes one avatar: sky, soft bubbles, what sits behind the head, shoulders, the face."""
    uid = key[:3]
    defs = (f'<linearGradient id="{uid}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky[0]}"/>'
            f'<stop offset="1" stop-color="{sky[1]}"/></linearGradient>'
            f'<clipPath id="{uid}-clip"><circle cx="{C}" cy="{C}" r="{R}"/></clipPath>')
    body = [
        f'<circle cx="{C}" cy="{C}" r="{R}" fill="url(#{uid}-sky)"/>',
        f'<g clip-path="url(#{uid}-clip)">',
        f'<circle cx="20" cy="26" r="7" fill="{WHITE}" opacity="0.35"/><circle cx="78" cy="18" r="4.5" fill="{WHITE}" opacity="0.35"/>'
        f'<circle cx="84" cy="62" r="3" fill="{WHITE}" opacity="0.3"/>',
        back,
        shaded(SHOULDERS, shoulders[0], shoulders[1], f"{uid}-sh"),
        chest,
        face,
        "</g>",
        f'<circle cx="{C}" cy="{C}" r="{R}" fill="none" {line_attrs(3)}/>',
    ]
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, f"{key}.svg"), "w", encoding="utf-8") as f:
        f.write(svg(SIZE, SIZE, "".join(body), title, defs))


def chest_patch(colour: str, rx: float = 13, ry: float = 12, y: float = 90) -> str:
    return f'<ellipse cx="{C}" cy="{y}" rx="{rx}" ry="{ry}" fill="{colour}" {line_attrs(2.4)}/>'


# ------------------------------------------------------------------ animals ---

def fox() -> None:
    orange, shade, cream, dark = "#ff9447", "#e8722a", "#fff4e2", "#8a3f17"
    ear = lambda s: (f'<path d="M23 44 L20 13 L44 29Z" fill="{orange}" {line_attrs(3)}/>'
                     f'<path d="M25.5 37 L24 20 L37 29Z" fill="{dark}" opacity="0.85"/>')
    head = "M18 45 C18 31 31 25 48 25 C65 25 78 31 78 45 C78 56 67 67 48 71 C29 67 18 56 18 45Z"
    cheek = "M19.5 49 C27 52 38 55 48 62 C58 55 69 52 76.5 49 C74 59 63 68 48 71 C33 68 22 59 19.5 49Z"
    face = (pair(ear) + shaded(head, orange, shade, "fox-h")
            + f'<path d="{cheek}" fill="{cream}"/><path d="{head}" fill="none" {line_attrs(3)}/>'
            + eyes(46, 10.5) + cheeks(55, 19) + nose(59, 3.4) + smile_w(62.5, 4.5))
    portrait("fox", "Fox avatar", ("#d4f6e6", "#93dfbd"), "", (orange, shade), chest_patch(cream, 12, 12, 92), face)


def bear() -> None:
    brown, shade, muzzle, inner = "#b97c4b", "#98602f", "#f2d5ab", "#e8b88a"
    ear = lambda s: (f'<circle cx="27" cy="29" r="10" fill="{brown}" {line_attrs(3)}/>'
                     f'<circle cx="27.5" cy="29.5" r="5.4" fill="{inner}"/>')
    head = ellipse_d(C, 50, 27, 24)
    face = (pair(ear) + shaded(head, brown, shade, "bea-h")
            + f'<ellipse cx="{C}" cy="58.5" rx="11.5" ry="8.8" fill="{muzzle}" {line_attrs(2.2)}/>'
            + eyes(45.5, 10.5) + cheeks(55, 19) + nose(55.5, 4.2) + smile_w(60.5, 4.2))
    portrait("bear", "Bear avatar", ("#d6ecff", "#9fcfff"), "", (brown, shade), chest_patch(muzzle), face)


def bunny() -> None:
    fur, shade, pink = "#f8f5fc", "#ddd4ec", "#ffb3c6"
    ear = lambda s: (f'<g transform="rotate(-9 36 30)"><ellipse cx="36" cy="20" rx="8" ry="19" fill="{fur}" {line_attrs(3)}/>'
                     f'<ellipse cx="36" cy="21.5" rx="4" ry="13.5" fill="{pink}"/></g>')
    head = ellipse_d(C, 54, 25, 21.5)
    teeth = (f'<path d="M45.4 61.2 H50.6 V65.2 C50.6 66.2 50 66.7 49 66.7 H47 C46 66.7 45.4 66.2 45.4 65.2Z" fill="{WHITE}" {line_attrs(1.6)}/>'
             f'<path d="M48 61.5 V66.4" stroke="{INK}" stroke-width="1.2"/>')
    face = (pair(ear) + shaded(head, fur, shade, "bun-h")
            + eyes(51, 10) + cheeks(59, 16.5) + teeth + nose(57, 3, pink) + smile_w(60.2, 5))
    portrait("bunny", "Bunny avatar", ("#f4e6ff", "#d7b6ff"), "", (fur, shade), "", face)


def cat() -> None:
    grey, shade, pink, stripe = "#a3aec2", "#808ba2", "#ffc2d1", "#76819a"
    ear = lambda s: (f'<path d="M22 44 L24 15 L45 29Z" fill="{grey}" {line_attrs(3)}/>'
                     f'<path d="M26 36 L27.5 21 L38 29Z" fill="{pink}"/>')
    head = ellipse_d(C, 51, 27.5, 22.5)
    stripes = "".join(f'<path d="M{fmt(x)} 30.5 L{fmt(x + t)} 36.5" stroke="{stripe}" stroke-width="2.6" stroke-linecap="round"/>'
                      for x, t in ((42, 0.8), (48, 0), (54, -0.8)))
    face = (pair(ear) + shaded(head, grey, shade, "cat-h") + stripes
            + f'<ellipse cx="{C - 4.6}" cy="58" rx="5.6" ry="4.4" fill="{WHITE}" opacity="0.85"/><ellipse cx="{C + 4.6}" cy="58" rx="5.6" ry="4.4" fill="{WHITE}" opacity="0.85"/>'
            + eyes(47, 10.5) + cheeks(56, 19) + whiskers(58) + nose(55, 2.8, pink) + smile_w(58.6, 4.6))
    portrait("cat", "Cat avatar", ("#fff3c2", "#ffd66e"), "", (grey, shade), chest_patch("#eef1f6", 11, 11, 92), face)


def puppy() -> None:
    fur, shade, ear_col, patch, muzzle = "#f6dfb6", "#e2c18c", "#a8693a", "#cf9157", "#fff6e6"
    head = ellipse_d(C, 50, 25, 23)
    ear = lambda s: f'<path d="M27 30 C16 30 11 45 14 59 C15.5 66 24 66 27 58 C30 50 33 38 27 30Z" fill="{ear_col}" {line_attrs(3)}/>'
    tongue = (f'<path d="M45.5 62.2 C45.5 68 50.5 68 50.5 62.2Z" fill="#ff7b8a" {line_attrs(1.6)}/>'
              f'<path d="M48 62.6 V65.4" stroke="#d9546a" stroke-width="1.1" stroke-linecap="round"/>')
    face = (shaded(head, fur, shade, "pup-h")
            + f'<ellipse cx="{C + 10.5}" cy="45.5" rx="7.4" ry="7" fill="{patch}"/>'
            + f'<ellipse cx="{C}" cy="58.5" rx="11" ry="8" fill="{muzzle}" {line_attrs(2.2)}/>'
            + pair(ear) + eyes(46, 10.5) + cheeks(56, 17) + tongue + nose(54.8, 4.4) + smile_w(60.6, 4.8))
    portrait("puppy", "Puppy avatar", ("#e4f8cf", "#b5e78a"), "", (fur, shade), chest_patch(muzzle, 12, 12, 92), face)


def panda() -> None:
    white, shade, black = "#ffffff", "#e3e8f0", "#2c3142"
    ear = lambda s: f'<circle cx="26" cy="30" r="9.6" fill="{black}" {line_attrs(3)}/>'
    head = ellipse_d(C, 51, 27.5, 23.5)
    patches = (f'<ellipse cx="{C - 10.5}" cy="48" rx="6.4" ry="8.2" fill="{black}" transform="rotate(28 {C - 10.5} 48)"/>'
               f'<ellipse cx="{C + 10.5}" cy="48" rx="6.4" ry="8.2" fill="{black}" transform="rotate(-28 {C + 10.5} 48)"/>')
    shine = "".join(f'<circle cx="{fmt(x)}" cy="47.5" r="3.1" fill="{WHITE}"/><circle cx="{fmt(x + 0.6)}" cy="48" r="1.9" fill="{INK}"/>'
                    f'<circle cx="{fmt(x - 0.2)}" cy="47" r="0.75" fill="{WHITE}"/>' for x in (C - 10, C + 10))
    leaf = (f'<path d="M74 78 C80 66 90 64 96 66 C90 72 82 78 74 78Z" fill="#5fc26b" {line_attrs(2)}/>'
            f'<path d="M6 84 C10 74 18 70 24 72 C20 78 14 84 6 84Z" fill="#5fc26b" {line_attrs(2)}/>')
    chest = f'<ellipse cx="{C}" cy="94" rx="16" ry="14" fill="{white}" {line_attrs(2.4)}/>'
    face = (pair(ear) + shaded(head, white, shade, "pan-h") + patches + shine
            + cheeks(57, 17) + nose(56.5, 3.8) + smile_w(60.8, 4.4))
    portrait("panda", "Panda avatar", ("#def6d6", "#a6e29a"), leaf, (black, "#1c2030"), chest, face)


def owl() -> None:
    brown, shade, disc, beak, wing = "#b98553", "#946339", "#f7e4c4", "#ffb020", "#9d6a3d"
    body = ("M22 60 C19 44 21 32 25 22 L34 31 C40 29 56 29 62 31 L71 22 C75 32 77 44 74 60 "
            "C72 72 62 80 48 80 C34 80 24 72 22 60Z")
    stars = "".join(f'<path d="{art.star_path(x, y, r, 0.45)}" fill="#fff6c8" opacity="0.9"/>' for x, y, r in ((16, 40, 3.2), (82, 36, 2.6), (74, 12, 2.2)))
    discs = "".join(f'<circle cx="{fmt(x)}" cy="46" r="11.2" fill="{disc}" {line_attrs(2.2)}/>'
                    f'<circle cx="{fmt(x)}" cy="46" r="6.6" fill="#ffd166" {line_attrs(1.8)}/>'
                    f'<circle cx="{fmt(x + 0.5)}" cy="46.5" r="4" fill="{INK}"/>'
                    f'<circle cx="{fmt(x - 1)}" cy="44.8" r="1.5" fill="{WHITE}"/>' for x in (C - 10.5, C + 10.5))
    feathers = "".join(f'<path d="M{fmt(x - 3)} {fmt(y)} Q{fmt(x)} {fmt(y + 3)} {fmt(x + 3)} {fmt(y)}" fill="none" stroke="{wing}" stroke-width="1.8" stroke-linecap="round"/>'
                       for x, y in ((42, 66), (48, 68), (54, 66), (45, 72), (51, 72)))
    belly = f'<ellipse cx="{C}" cy="69" rx="12" ry="9" fill="{disc}" opacity="0.75"/>'
    wings = pair(lambda s: f'<path d="M23 56 C16 64 18 78 26 84 C30 76 31 66 29 58Z" fill="{wing}" {line_attrs(2.6)}/>')
    face = (shaded(body, brown, shade, "owl-h") + belly + feathers + wings + discs
            + f'<path d="M44.6 55 L51.4 55 L48 61.5Z" fill="{beak}" {line_attrs(2)}/>'
            + cheeks(58, 20))
    portrait("owl", "Owl avatar", ("#c9d3ff", "#8f9ef0"), stars, (brown, shade), "", face)


def penguin() -> None:
    navy, shade, beak, scarf = "#33415f", "#242f4a", "#ffa53a", "#ff6f61"
    head = ellipse_d(C, 50, 26, 24)
    mask = "M48 40 C44 33.5 31 33 28.5 44 C26 56 35 67.5 48 67.5 C61 67.5 70 56 67.5 44 C65 33 52 33.5 48 40Z"
    scarf_d = "M20 74 C34 80 62 80 76 74 L77 82 C62 88 34 88 19 82Z"
    face = (shaded(head, navy, shade, "pen-h")
            + f'<path d="{mask}" fill="{WHITE}" {line_attrs(2.2)}/>'
            + eyes(48, 9.5) + cheeks(57, 15)
            + f'<path d="M42.5 55 Q48 51.5 53.5 55 Q48 62.5 42.5 55Z" fill="{beak}" {line_attrs(2)}/>'
            + f'<path d="{scarf_d}" fill="{scarf}" {line_attrs(2.6)}/>'
            + f'<path d="M62 80 L66 96 L74 94 L70 79Z" fill="{scarf}" {line_attrs(2.4)}/>'
            + "".join(f'<path d="M{x} 77.5 V84" stroke="{WHITE}" stroke-width="2" stroke-linecap="round" opacity="0.7"/>' for x in (32, 42, 52)))
    chest = f'<ellipse cx="{C}" cy="96" rx="17" ry="15" fill="{WHITE}" {line_attrs(2.4)}/>'
    portrait("penguin", "Penguin avatar", ("#e3f7ff", "#a6e0ff"), "", (navy, shade), chest, face)


def lion() -> None:
    face_col, shade, mane, mane_dark, muzzle = "#ffcb5c", "#f0a935", "#e57f2e", "#c8621b", "#fff1cc"
    tufts = []
    for k in range(14):
        a = math.radians(k * 360 / 14 - 90)
        tufts.append(f'<circle cx="{fmt(C + math.cos(a) * 27)}" cy="{fmt(50 + math.sin(a) * 26)}" r="9.5" fill="{mane}" {line_attrs(3)}/>')
    mane_svg = "".join(tufts) + f'<ellipse cx="{C}" cy="50" rx="28" ry="27" fill="{mane}"/>'
    mane_svg += "".join(f'<path d="M{fmt(C + math.cos(math.radians(a)) * 20)} {fmt(50 + math.sin(math.radians(a)) * 20)} '
                        f'L{fmt(C + math.cos(math.radians(a)) * 30)} {fmt(50 + math.sin(math.radians(a)) * 29)}" stroke="{mane_dark}" stroke-width="2.4" stroke-linecap="round" opacity="0.7"/>'
                        for a in range(-70, 260, 36))
    ear = lambda s: (f'<circle cx="31" cy="32" r="6.5" fill="{face_col}" {line_attrs(2.6)}/>'
                     f'<circle cx="31.3" cy="32.3" r="3.2" fill="{shade}"/>')
    head = ellipse_d(C, 52, 21, 19.5)
    face = (mane_svg + pair(ear) + shaded(head, face_col, shade, "lio-h")
            + f'<ellipse cx="{C - 5}" cy="59" rx="6.2" ry="5" fill="{muzzle}"/><ellipse cx="{C + 5}" cy="59" rx="6.2" ry="5" fill="{muzzle}"/>'
            + eyes(48.5, 8.5, 3.2, 3.9) + cheeks(57, 14.5) + nose(56, 3.4, "#8a4a1d") + smile_w(61.2, 4.2))
    portrait("lion", "Lion avatar", ("#ffe6cf", "#ffc28c"), "", (face_col, shade), chest_patch(muzzle, 11, 11, 92), face)


def koala() -> None:
    grey, shade, fluff, nose_col = "#a2acbb", "#838da0", "#eef1f6", "#3a3f4f"
    ear = lambda s: (f'<circle cx="23" cy="37" r="13" fill="{grey}" {line_attrs(3)}/>'
                     f'<circle cx="24" cy="38" r="8" fill="{fluff}"/>'
                     f'<path d="M18 36 L21 39 M20 31 L23 35" stroke="{grey}" stroke-width="1.6" stroke-linecap="round"/>')
    head = ellipse_d(C, 53, 25, 22)
    big_nose = (f'<ellipse cx="{C}" cy="56" rx="6.4" ry="8.2" fill="{nose_col}" {line_attrs(2)}/>'
                f'<ellipse cx="{C - 2}" cy="52.5" rx="1.8" ry="2.6" fill="{WHITE}" opacity="0.55"/>')
    face = (pair(ear) + shaded(head, grey, shade, "koa-h")
            + eyes(49, 11, 3.1, 3.8) + cheeks(59, 17) + big_nose + smile(66.5, 3.8, 2.6))
    portrait("koala", "Koala avatar", ("#ddf4e8", "#a7dcc2"), "", (grey, shade), chest_patch(fluff, 12, 12, 92), face)


def piglet() -> None:
    pink, shade, snout, nostril = "#ffb3c8", "#f58cab", "#ff94b4", "#b8486c"
    ear = lambda s: (f'<path d="M26 38 C22 29 22 21 24.5 14 C33 17.5 39 23.5 42 30Z" fill="{pink}" {line_attrs(3)}/>'
                     f'<path d="M28 31 C27 26 27 22 28.5 18.5 C33 21 36 24.5 37.5 28Z" fill="{shade}" opacity="0.8"/>')
    head = ellipse_d(C, 51, 27, 23)
    face = (pair(ear) + shaded(head, pink, shade, "pig-h")
            + eyes(45.5, 11) + cheeks(56, 19.5)
            + f'<ellipse cx="{C}" cy="56.5" rx="9.4" ry="6.8" fill="{snout}" {line_attrs(2.3)}/>'
            + f'<ellipse cx="{C - 3.3}" cy="56.5" rx="1.6" ry="2.4" fill="{nostril}"/><ellipse cx="{C + 3.3}" cy="56.5" rx="1.6" ry="2.4" fill="{nostril}"/>'
            + f'<ellipse cx="{C - 3}" cy="52.6" rx="3" ry="1" fill="{WHITE}" opacity="0.5"/>'
            + smile(66, 4.5, 2.8))
    portrait("piglet", "Piglet avatar", ("#e2f1ff", "#b4d9ff"), "", (pink, shade), "", face)


def mouse() -> None:
    fur, shade, pink = "#c9c2db", "#a9a1c1", "#ffb8cc"
    ear = lambda s: (f'<circle cx="26" cy="31" r="13.5" fill="{fur}" {line_attrs(3)}/>'
                     f'<circle cx="26.5" cy="31.5" r="8.4" fill="{pink}"/>')
    head = "M25 52 C25 38 35 32 48 32 C61 32 71 38 71 52 C71 64 60 73 48 73 C36 73 25 64 25 52Z"
    cheese = (f'<path d="M70 92 L92 80 L94 98 L72 100Z" fill="#ffd34d" {line_attrs(2.4)}/>'
              f'<circle cx="83" cy="88" r="2.4" fill="#f0b429"/><circle cx="77" cy="94" r="1.6" fill="#f0b429"/>')
    face = (pair(ear) + shaded(head, fur, shade, "mou-h")
            + eyes(50, 9.5, 3.3, 4) + cheeks(58.5, 15.5) + whiskers(60) + nose(59, 2.8, pink) + smile_w(62.5, 4))
    portrait("mouse", "Mouse avatar", ("#fff7cc", "#ffe37e"), "", (fur, shade), cheese, face)


# The order is the avatar ids 1 to 12 (server/features/auth/schema.ts).
ANIMALS = [("fox", fox), ("bear", bear), ("bunny", bunny), ("cat", cat), ("puppy", puppy), ("panda", panda),
           ("owl", owl), ("penguin", penguin), ("lion", lion), ("koala", koala), ("piglet", piglet), ("mouse", mouse)]


def main() -> None:
    for _, draw in ANIMALS:
        draw()
    print(f"avatars: {len(ANIMALS)} SVG files in {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
