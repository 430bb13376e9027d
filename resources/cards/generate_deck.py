#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the project's own SVG card decks (deck-2colour.svg and deck-4colour.svg).

Every card is a top-level <g id="..."> so that QSvgRenderer::render(painter, id) and
boundsOnElement(id) address it. All shapes (suit symbols, the stroke "font" of the indices,
court figures, jokers, backs) are constructed here from lines, curves and circles; no font
and no outside artwork is used. Output stays inside the SVG Tiny 1.2 subset QtSvg renders:
paths, rects, circles, transforms and flat colours (no clipping, masks, filters or <use>).

Run with Python 3 from anywhere: python3 resources/cards/generate_deck.py
"""

import math
import os

W, H = 250, 350  # card size: the standard 2.5 : 3.5 ratio
GAP = 20  # space between cards in the sheet, so that no two cards overlap
RADIUS = 16
BORDER = "#5c5c5c"
GOLD = "#d4a020"
GOLD_DARK = "#8a6410"
SKIN = "#f7dcc2"
HAIR = "#4a3020"
PANEL = "#fbf6ea"
OUTLINE = "#2a2a2a"

PALETTES = {
    # Two-colour: the classic black and red.
    "2colour": {"S": "#161616", "H": "#d01c24", "D": "#d01c24", "C": "#161616"},
    # Four-colour: hues far apart in lightness and hue (blue and green also differ in
    # lightness from the red, which helps red-green colour-blind players; the suit
    # shapes stay distinct regardless).
    "4colour": {"S": "#161616", "H": "#d01c24", "D": "#1d5fd1", "C": "#11823b"},
}
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]
BACKS = {"back-red": ("#b3202c", "#e27b7f"), "back-blue": ("#1f4f9a", "#7fa3dc"),
         "back-green": ("#1c6b3c", "#6fb38a")}


def n(v):
    """Compact number formatting for path data."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def pts(*xy):
    return " ".join(n(v) for v in xy)


def ellipse_d(cx, cy, rx, ry):
    """A closed ellipse as four cubic curves (keeps every path in absolute M/L/C/Z)."""
    k = 0.5523
    return (f"M {pts(cx, cy - ry)} C {pts(cx + k * rx, cy - ry, cx + rx, cy - k * ry, cx + rx, cy)} "
            f"C {pts(cx + rx, cy + k * ry, cx + k * rx, cy + ry, cx, cy + ry)} "
            f"C {pts(cx - k * rx, cy + ry, cx - rx, cy + k * ry, cx - rx, cy)} "
            f"C {pts(cx - rx, cy - k * ry, cx - k * rx, cy - ry, cx, cy - ry)} Z")


# ---------------------------------------------------------------- suit symbols
# Each symbol is drawn in a 100 x 100 box centred on the origin (y grows downwards).

def circle_d(cx, cy, r):
    return ellipse_d(cx, cy, r, r)


SUIT_D = {
    "H": ("M 0 47 C -10 34 -50 10 -50 -17 C -50 -37 -36 -49 -23 -49 "
          "C -11 -49 -3 -41 0 -31 C 3 -41 11 -49 23 -49 C 36 -49 50 -37 50 -17 "
          "C 50 10 10 34 0 47 Z"),
    "D": "M 0 -50 C 10 -30 24 -14 39 0 C 24 14 10 30 0 50 C -10 30 -24 14 -39 0 "
         "C -24 -14 -10 -30 0 -50 Z",
    "S": ("M 0 -50 C 10 -32 48 -16 48 12 C 48 30 35 39 23 39 C 14 39 7 35 3 28 "
          "C 4 38 9 46 17 50 L -17 50 C -9 46 -4 38 -3 28 C -7 35 -14 39 -23 39 "
          "C -35 39 -48 30 -48 12 C -48 -16 -10 -32 0 -50 Z"),
    "C": (circle_d(0, -25, 23) + " " + circle_d(-25, 12, 23) + " " + circle_d(25, 12, 23) +
          " M -10 2 L 10 2 L 6 -8 L -6 -8 Z M 0 -4 C 2 18 6 40 17 50 L -17 50 "
          "C -6 40 -2 18 0 -4 Z"),
}


def pip(suit, colour, cx, cy, size, flip=False):
    rot = " rotate(180)" if flip else ""
    return (f'<path transform="translate({n(cx)} {n(cy)}){rot} scale({n(size / 100)})" '
            f'fill="{colour}" d="{SUIT_D[suit]}"/>')


# ---------------------------------------------------------------- stroke font
# Glyphs are centre lines in a box 100 high; drawn with a thick round stroke they read as a
# bold rounded sans-serif at any size and on every platform, without depending on fonts.
GLYPHS = {
    "A": (62, "M 2 100 L 31 0 L 60 100 M 13 64 L 49 64"),
    "1": (34, "M 6 20 L 26 0 L 26 100"),
    "2": (60, "M 4 24 C 4 8 17 0 30 0 C 45 0 56 10 56 25 C 56 46 34 62 4 100 L 58 100"),
    "3": (60, "M 5 12 C 12 4 20 0 30 0 C 45 0 54 10 54 24 C 54 38 44 46 27 46 "
              "C 46 46 57 57 57 72 C 57 90 45 100 30 100 C 19 100 10 96 3 88"),
    "4": (62, "M 44 100 L 44 0 L 3 68 L 60 68"),
    "5": (60, "M 53 0 L 13 0 L 9 44 C 16 39 23 37 31 37 C 47 37 57 50 57 67 "
              "C 57 87 45 100 30 100 C 19 100 10 96 3 88"),
    "6": (60, "M 52 6 C 46 2 40 0 34 0 C 14 0 4 24 4 66 " + ellipse_d(31, 71, 27, 29)),
    "7": (60, "M 3 0 L 57 0 L 21 100"),
    "8": (60, ellipse_d(30, 23, 22, 23) + " " + ellipse_d(30, 72, 27, 28)),
    "9": (60, ellipse_d(29, 29, 27, 29) + " M 56 34 C 56 76 46 100 26 100 "
              "C 20 100 14 98 8 94"),
    "0": (58, ellipse_d(29, 50, 27, 50)),
    "J": (50, "M 46 0 L 46 70 C 46 90 37 100 24 100 C 11 100 3 91 2 78"),
    "Q": (66, ellipse_d(32, 50, 30, 50) + " M 40 72 L 64 102"),
    "K": (58, "M 4 0 L 4 100 M 56 0 L 4 62 M 22 42 L 58 100"),
    "O": (64, ellipse_d(32, 50, 30, 50)),
    "E": (52, "M 50 0 L 4 0 L 4 100 L 50 100 M 4 50 L 42 50"),
    "R": (58, "M 4 100 L 4 0 L 30 0 C 47 0 55 11 55 26 C 55 41 46 52 30 52 L 4 52 "
              "M 26 52 L 56 100"),
}


def word(text, cx, top, height, colour, weight=17, gap=10, squeeze=1.0):
    """A string of glyphs centred horizontally on cx, cap height `height`; `squeeze` narrows
    the glyphs (the two-digit "10" must fit the index column)."""
    widths = [GLYPHS["1" if c == "1" else c][0] for c in text]
    total = sum(widths) + gap * (len(text) - 1)
    s = height / 100
    sx = s * squeeze
    out, x = [], -total / 2
    for c, w in zip(text, widths):
        out.append(f'<path transform="translate({n(cx + x * sx)} {n(top)}) scale({n(sx)} {n(s)})" '
                   f'fill="none" stroke="{colour}" stroke-width="{n(weight)}" '
                   f'stroke-linecap="round" stroke-linejoin="round" d="{GLYPHS[c][1]}"/>')
        x += w + gap
    return "".join(out)


def rotated(content):
    """The same content turned half a turn about the card centre (bottom-right index)."""
    return f'<g transform="rotate(180 {n(W / 2)} {n(H / 2)})">{content}</g>'


# ---------------------------------------------------------------- card faces
INDEX_X = 37  # centre of the index column; it spans about x 10..66

def index(rank, suit, colour):
    ten = rank == "10"
    rank_svg = word(rank, INDEX_X, 20, 58, colour, weight=17, gap=6 if ten else 10,
                    squeeze=0.84 if ten else 1.0)
    return rank_svg + pip(suit, colour, INDEX_X, 116, 46)


# Pip positions as (column, row) with columns -1/0/1 and rows 0..1 from top to bottom.
PIPS = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, .5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, .5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, .5), (1, .5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, .25), (-1, .5), (1, .5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, .25), (-1, .5), (1, .5), (0, .75), (-1, 1), (1, 1)],
    9: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, .5)],
    10: [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)] + [(0, 1 / 6), (0, 5 / 6)],
}
PIP_COL, PIP_TOP, PIP_BOTTOM, PIP_SIZE = 37, 62, 288, 34


def pip_face(value, suit, colour):
    out = []
    for col, row in PIPS[value]:
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        out.append(pip(suit, colour, W / 2 + col * PIP_COL, y, PIP_SIZE, flip=row > .5))
    return "".join(out)


def ace_face(suit, colour):
    if suit == "S":  # the traditional ornate ace of spades: an outlined, gilded pip
        return (pip(suit, GOLD, 125, 178, 108) + pip(suit, "#ffffff", 125, 177, 100) +
                pip(suit, colour, 125, 176, 92) + pip(suit, GOLD, 125, 174, 26))
    return pip(suit, colour, 125, 175, 100)


PANEL_X0, PANEL_X1, PANEL_Y0, PANEL_Y1 = 74, 176, 22, 328


def court_half(rank, suit, colour):
    """The upper half of a double-headed court figure; the lower half is its rotation."""
    o = [
        # robe with rounded shoulders, a gold collar and the suit on the chest
        f'<path fill="{colour}" d="M 84 175 L 84 150 C 84 133 96 125 110 123 L 140 123 '
        f'C 154 125 166 133 166 150 L 166 175 Z"/>',
        f'<path fill="none" stroke="{GOLD}" stroke-width="4" stroke-linejoin="round" '
        f'd="M 108 124 L 125 146 L 142 124"/>',
        pip(suit, "#ffffff", 125, 160, 18),
        f'<rect x="119" y="110" width="12" height="15" fill="{SKIN}"/>',
    ]
    head = ellipse_d(125, 98, 14, 16)
    if rank == "Q":  # long hair behind the head
        o.append(f'<path fill="{HAIR}" d="M 106 122 C 102 104 104 80 125 78 C 146 80 148 104 '
                 f'144 122 C 138 116 112 116 106 122 Z"/>')
    o.append(f'<path fill="{SKIN}" stroke="{OUTLINE}" stroke-width="1.2" d="{head}"/>')
    o.append(f'<circle cx="120" cy="98" r="1.6" fill="{OUTLINE}"/>'
             f'<circle cx="130" cy="98" r="1.6" fill="{OUTLINE}"/>')
    if rank == "K":
        o.append(f'<path fill="{HAIR}" d="M 111 102 C 113 124 137 124 139 102 '
                 f'C 132 109 118 109 111 102 Z"/>')
        o.append(f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2" '
                 f'stroke-linejoin="round" d="M 109 86 L 108 62 L 117 73 L 125 55 L 133 73 '
                 f'L 142 62 L 141 86 Z"/>')
        o += [f'<circle cx="{x}" cy="{y}" r="3" fill="{GOLD}" stroke="{GOLD_DARK}" '
              f'stroke-width="1"/>' for x, y in ((108, 61), (125, 53), (142, 61))]
        # sword held upright beside the figure
        o.append(f'<path fill="none" stroke="{OUTLINE}" stroke-width="3" '
                 f'stroke-linecap="round" d="M 158 40 L 158 112 M 151 104 L 165 104"/>')
    elif rank == "Q":
        o.append(f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="1.2" '
                 f'd="M 110 84 C 112 70 118 70 125 76 C 132 70 138 70 140 84 Z"/>')
        o.append(f'<circle cx="125" cy="69" r="4" fill="#ffffff" stroke="{GOLD_DARK}" '
                 f'stroke-width="1.2"/>')
        # a flower on a stem
        o.append(f'<path fill="none" stroke="{OUTLINE}" stroke-width="2" '
                 f'd="M 92 118 C 94 90 90 70 94 52"/>')
        o += [f'<circle cx="{n(94 + 7 * math.cos(a))}" cy="{n(50 + 7 * math.sin(a))}" r="5" '
              f'fill="{GOLD}"/>' for a in [i * math.pi / 3 for i in range(6)]]
        o.append(f'<circle cx="94" cy="50" r="4" fill="{colour}"/>')
    else:  # J: a cap with a gold band and a feather, a staff
        o.append(f'<path fill="{colour}" d="M 108 90 C 104 70 146 66 144 88 Z"/>')
        o.append(f'<rect x="108" y="85" width="36" height="6" rx="2" fill="{GOLD}"/>')
        o.append(f'<path fill="{GOLD}" d="M 138 80 C 146 62 156 50 168 44 C 162 58 152 72 '
                 f'141 84 Z"/>')
        o.append(f'<path fill="none" stroke="{OUTLINE}" stroke-width="3" '
                 f'stroke-linecap="round" d="M 92 120 L 92 48"/>')
        o.append(f'<path fill="{colour}" d="M 92 46 L 86 56 L 92 66 L 98 56 Z"/>')
    # slightly enlarged about the panel centre so the figure fills its half
    figure = f'<g transform="translate(125 175) scale(1.1) translate(-125 -175)">{"".join(o)}</g>'
    # a small suit pip in the free corner of the panel
    return figure + pip(suit, colour, 163, 37, 18)


def court_face(rank, suit, colour):
    frame = (f'<rect x="{PANEL_X0}" y="{PANEL_Y0}" width="{PANEL_X1 - PANEL_X0}" '
             f'height="{PANEL_Y1 - PANEL_Y0}" rx="8" fill="{PANEL}" stroke="{colour}" '
             f'stroke-width="2.5"/>'
             f'<rect x="{PANEL_X0 + 5}" y="{PANEL_Y0 + 5}" width="{PANEL_X1 - PANEL_X0 - 10}" '
             f'height="{PANEL_Y1 - PANEL_Y0 - 10}" rx="5" fill="none" stroke="{GOLD}" '
             f'stroke-width="1.2"/>')
    half = court_half(rank, suit, colour)
    divider = f'<path stroke="{GOLD}" stroke-width="2" d="M 79 175 L 171 175"/>'
    return frame + half + rotated(half) + divider


def joker_face(colour, accent):
    letters = "".join(word(c, INDEX_X, 18 + i * 41, 32, colour, weight=17)
                      for i, c in enumerate("JOKER"))
    star = ("M 0 -20 L 5 -6 L 19 -6 L 8 3 L 12 17 L 0 8 L -12 17 L -8 3 L -19 -6 L -5 -6 Z")
    index_svg = letters + f'<path transform="translate({INDEX_X} 248)" fill="{accent}" d="{star}"/>'
    art = [
        # hat with three drooping points and bells
        f'<path fill="{colour}" d="M 96 158 C 90 132 82 116 80 96 C 96 104 106 122 112 146 Z"/>',
        f'<path fill="{accent}" d="M 110 150 C 108 120 114 92 125 72 C 136 92 142 120 140 150 Z"/>',
        f'<path fill="{colour}" d="M 154 158 C 160 132 168 116 170 96 C 154 104 144 122 138 146 Z"/>',
        f'<circle cx="80" cy="94" r="7" fill="{accent}"/>',
        f'<circle cx="125" cy="70" r="8" fill="{colour}"/>',
        f'<circle cx="170" cy="94" r="7" fill="{accent}"/>',
        f'<rect x="94" y="148" width="62" height="14" rx="5" fill="{accent}"/>',
        # face
        f'<path fill="{SKIN}" stroke="{OUTLINE}" stroke-width="1.5" d="{ellipse_d(125, 190, 26, 28)}"/>',
        f'<circle cx="116" cy="184" r="2.4" fill="{OUTLINE}"/>',
        f'<circle cx="134" cy="184" r="2.4" fill="{OUTLINE}"/>',
        f'<path fill="none" stroke="{OUTLINE}" stroke-width="2.4" stroke-linecap="round" '
        f'd="M 112 198 C 118 208 132 208 138 198"/>',
        f'<circle cx="125" cy="193" r="3.5" fill="{colour}"/>',
    ]
    # ruff collar: a straight top edge and a zigzag hem
    ruff = [(86, 216), (164, 216)] + [(86 + i * 78 / 16, 238 if i % 2 else 224)
                                      for i in range(16, -1, -1)]
    art.append(f'<path fill="{accent}" stroke="{colour}" stroke-width="2" '
               f'stroke-linejoin="round" d="{poly_d(ruff)}"/>')
    # harlequin tunic: a band of diamonds in the two colours
    for i in range(4):
        x, fill = 95 + i * 20, colour if i % 2 == 0 else accent
        art.append(f'<path fill="{fill}" d="M {x} 246 L {x + 10} 272 L {x} 298 L {x - 10} 272 Z"/>')
    return index_svg + rotated(index_svg) + "".join(art)


# ---------------------------------------------------------------- backs
def clip_polygon(poly, x0, y0, x1, y1):
    """Sutherland-Hodgman clipping to a rectangle (QtSvg has no clip paths)."""
    def clip(points, inside, cut):
        out = []
        for i, p in enumerate(points):
            q = points[i - 1]
            if inside(p):
                if not inside(q):
                    out.append(cut(q, p))
                out.append(p)
            elif inside(q):
                out.append(cut(q, p))
        return out

    def at_x(x):
        return lambda a, b: (x, a[1] + (b[1] - a[1]) * (x - a[0]) / (b[0] - a[0]))

    def at_y(y):
        return lambda a, b: (a[0] + (b[0] - a[0]) * (y - a[1]) / (b[1] - a[1]), y)

    for inside, cut in ((lambda p: p[0] >= x0, at_x(x0)), (lambda p: p[0] <= x1, at_x(x1)),
                        (lambda p: p[1] >= y0, at_y(y0)), (lambda p: p[1] <= y1, at_y(y1))):
        if poly:
            poly = clip(poly, inside, cut)
    return poly


def poly_d(poly):
    return "M " + " L ".join(pts(*p) for p in poly) + " Z"


def back(name):
    base, light = BACKS[name]
    x0, y0, x1, y1 = 25, 25, 225, 325  # pattern field
    o = [f'<rect x="10" y="10" width="230" height="330" rx="10" fill="{base}"/>']
    if name == "back-red":  # diamond lattice with dots at the crossings
        d, step = [], 25
        for k in range(-14, 15):
            for sign in (1, -1):
                c = 125 + k * step
                line = [(c - 200, 175 - sign * 200 * 1.0), (c + 200, 175 + sign * 200 * 1.0)]
                seg = clip_polygon(line + [line[1]], x0, y0, x1, y1)
                if len(seg) >= 2:
                    d.append(f"M {pts(*seg[0])} L {pts(*seg[1])}")
        o.append(f'<path fill="none" stroke="{light}" stroke-width="1.6" d="{" ".join(d)}"/>')
        dots = [circle_d(x, y, 2.6) for x in range(x0, x1 + 1, 25) for y in range(y0, y1 + 1, 25)
                if (x - 125 + y - 175) % 50 == 0]
        o.append(f'<path fill="{light}" d="{" ".join(dots)}"/>')
    elif name == "back-blue":  # interlocking rings
        r = 12.5
        rings = [circle_d(x, y, r) for x in [x0 + r + i * 2 * r for i in range(8)]
                 for y in [y0 + r + j * 2 * r for j in range(12)]]
        rings += [circle_d(x0 + 2 * r * i, y0 + 2 * r * j, r) for i in range(1, 8)
                  for j in range(1, 12)]
        o.append(f'<path fill="none" stroke="{light}" stroke-width="1.4" d="{" ".join(rings)}"/>')
    else:  # harlequin: a chequer of diamonds in two tones
        shapes = []
        for i in range(-1, 10):
            for j in range(-1, 14):
                if (i + j) % 2:
                    continue
                cx, cy = x0 + i * 25, y0 + j * 25
                poly = [(cx, cy - 25), (cx + 25, cy), (cx, cy + 25), (cx - 25, cy)]
                clipped = clip_polygon(poly, x0, y0, x1, y1)
                if len(clipped) >= 3:
                    shapes.append(poly_d(clipped))
        o.append(f'<path fill="{light}" fill-opacity="0.7" d="{" ".join(shapes)}"/>')
    # frames and a central medallion, symmetric under a half turn like the faces
    o.append(f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" fill="none" '
             f'stroke="#ffffff" stroke-width="2.5"/>'
             f'<rect x="{x0 - 7}" y="{y0 - 7}" width="{x1 - x0 + 14}" height="{y1 - y0 + 14}" '
             f'rx="4" fill="none" stroke="#ffffff" stroke-width="1"/>')
    o.append(f'<circle cx="125" cy="175" r="48" fill="{base}" stroke="#ffffff" stroke-width="3"/>')
    star = []
    for k in range(16):
        a = k * math.pi / 8 - math.pi / 2
        rr = 40 if k % 2 == 0 else 20
        star.append((125 + rr * math.cos(a), 175 + rr * math.sin(a)))
    o.append(f'<path fill="{light}" d="{poly_d(star)}"/>')
    o.append(f'<circle cx="125" cy="175" r="11" fill="{base}" stroke="#ffffff" stroke-width="2"/>')
    return "".join(o)


# ---------------------------------------------------------------- assembly
def card(card_id, x, y, body):
    return (f'<g id="{card_id}" transform="translate({x} {y})">'
            f'<rect width="{W}" height="{H}" rx="{RADIUS}" fill="{BORDER}"/>'
            f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="{RADIUS - 2}" fill="#ffffff"/>'
            f'{body}</g>\n')


def deck(palette):
    cards = []
    for row, suit in enumerate(SUITS):
        colour = palette[suit]
        for col, rank in enumerate(RANKS):
            if rank == "A":
                body = ace_face(suit, colour)
            elif rank in ("J", "Q", "K"):
                body = court_face(rank, suit, colour)
            else:
                body = pip_face(int(rank), suit, colour)
            body = index(rank, suit, colour) + rotated(index(rank, suit, colour)) + body
            cards.append(card(rank + suit, GAP + col * (W + GAP), GAP + row * (H + GAP), body))
    extras = [("JK1", joker_face("#d01c24", GOLD)), ("JK2", joker_face("#161616", "#8c8c8c"))]
    extras += [(name, back(name)) for name in BACKS]
    for col, (cid, body) in enumerate(extras):
        cards.append(card(cid, GAP + col * (W + GAP), GAP + 4 * (H + GAP), body))
    width, height = GAP + 13 * (W + GAP), GAP + 5 * (H + GAP)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<!-- SPDX-License-Identifier: GPL-3.0-or-later -->\n'
            f'<!-- Generated by resources/cards/generate_deck.py; do not edit by hand. -->\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
            + "".join(cards) + "</svg>\n")


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    for name, palette in PALETTES.items():
        path = os.path.join(here, f"deck-{name}.svg")
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(deck(palette))
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
