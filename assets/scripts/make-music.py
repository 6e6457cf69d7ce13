#!/usr/bin/env python3
"""Composes and renders the 14 background tracks in assets/music/.

Every tune is written below as note data (melody, chord chart, form) and
rendered by the small synthesizer in synth.py: melody, bass, chords and drums,
mixed with a little reverb, then encoded to MP3 with lame. Each track is
loop-friendly: its form ends on a chord leading back to the start, and the
sound still ringing at the end (note tails, reverb) is folded onto the start.

    python3 assets/scripts/make-music.py            # all tracks
    python3 assets/scripts/make-music.py 3 7        # only tracks 3 and 7

Needs python3 with numpy, and lame. Original music of this project.

Melody notation: space-separated tokens NOTE:BEATS, e.g. "e5:0.5 g5:1 r:1"
(r = rest; the duration may be left out to repeat the previous one); "|"
marks a bar line and is checked against the meter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.dont_write_bytecode = True  # keep assets/scripts free of __pycache__

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import synth  # noqa: E402
from synth import SR  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "music")
KBPS = 80

# ------------------------------------------------------------ chord names ---
QUALITIES = {
    "": (0, 4, 7), "m": (0, 3, 7), "7": (0, 4, 7, 10), "m7": (0, 3, 7, 10), "maj7": (0, 4, 7, 11),
    "dim": (0, 3, 6), "m7b5": (0, 3, 6, 10), "sus4": (0, 5, 7), "6": (0, 4, 7, 9), "aug": (0, 4, 8),
}


def parse_chord(sym: str) -> tuple[int, tuple]:
    root = sym[0].upper()
    i = 1
    pc = synth.NOTE_INDEX[root.lower()]
    while i < len(sym) and sym[i] in "#b":
        pc += 1 if sym[i] == "#" else -1
        i += 1
    return pc % 12, QUALITIES[sym[i:]]


def parse_chart(chart: str, beats_per_bar: float) -> list[tuple[float, float, int, tuple]]:
    """'C | Am | F G7' -> [(start_beat, length, root_pc, intervals), ...]"""
    out = []
    for b, bar in enumerate(chart.split("|")):
        syms = bar.split()
        step = beats_per_bar / len(syms)
        for k, s in enumerate(syms):
            root, iv = parse_chord(s)
            out.append((b * beats_per_bar + k * step, step, root, iv))
    return out


def parse_melody(text: str, beats_per_bar: float) -> list[tuple[float, float, int]]:
    notes = []
    pos = 0.0
    bar_start = 0.0
    dur = 1.0
    for tok in text.split():
        if tok == "|":
            if abs(pos - bar_start - beats_per_bar) > 1e-6:
                raise ValueError(f"bar at beat {bar_start} has {pos - bar_start} beats: {text[:60]}")
            bar_start = pos
            continue
        if ":" in tok:
            name, d = tok.split(":")
            dur = float(eval(d, {}, {}))  # allows 1/3 for triplets
        else:
            name = tok
        if name != "r":
            notes.append((pos, dur, synth.note_midi(name)))
        pos += dur
    if abs(pos - bar_start - beats_per_bar) > 1e-6:
        raise ValueError(f"last bar has {pos - bar_start} beats: {text[:60]}")
    return notes


def chord_at(chart, beat):
    for c in chart:
        if c[0] <= beat + 1e-9 < c[0] + c[1]:
            return c
    return chart[-1]


def voice(root: int, iv: tuple, lo: int, hi: int) -> list[int]:
    """Chord tones placed inside [lo, hi)."""
    out = []
    for i in iv:
        m = (root + i) % 12
        while m < lo:
            m += 12
        out.append(m)
    return sorted(out)


# --------------------------------------------------------------- patterns ---
# Bass: (beat offset in the bar, chord degree, length in beats). Degrees:
# 0 root, 1 third, 2 fifth, 8 octave, 'a' chromatic approach to the next bar's root.
BASS = {
    "bounce": [(0, 0, 0.9), (1.5, 0, 0.4), (2, 2, 0.9), (3, 8, 0.8)],
    "root8": [(i * 0.5, 0 if i % 4 != 3 else 8, 0.42) for i in range(8)],
    "octave8": [(i * 0.5, 0 if i % 2 == 0 else 8, 0.4) for i in range(8)],
    "half": [(0, 0, 1.9), (2, 2, 1.9)],
    "whole": [(0, 0, 3.8)],
    "walk": [(0, 0, 0.6), (1, 1, 0.6), (2, 2, 0.6), (3, "a", 0.6)],
    "march": [(0, 0, 0.8), (2, 2, 0.8)],
    "funk": [(0, 0, 0.45), (0.75, 0, 0.2), (1.5, 8, 0.4), (2.5, 2, 0.4), (3, 0, 0.4), (3.5, 8, 0.3)],
    "calypso": [(0, 0, 1.3), (1.5, 2, 1.3), (3, 8, 0.9)],
    "waltz": [(0, 0, 0.9)],
    "waltz2": [(0, 0, 2.7)],
    "sixeight": [(0, 0, 2.5), (3, 2, 2.5)],
    "drive": [(0, 0, 0.7), (1, 0, 0.4), (1.5, 8, 0.4), (2, 0, 0.7), (3, 2, 0.4), (3.5, 8, 0.4)],
}
# Comp: (beat offset, length in beats, style) where style 'chord' plays the voicing and
# an integer plays one arpeggio step.
COMP = {
    "pad": [(0, "bar", "chord")],
    "stabs": [(0.5, 0.3, "chord"), (1.5, 0.3, "chord"), (2.5, 0.3, "chord"), (3.5, 0.3, "chord")],
    "strum": [(0, 0.8, "chord"), (1, 0.8, "chord"), (2, 0.8, "chord"), (3, 0.8, "chord")],
    "block2": [(0, 1.8, "chord"), (2, 1.8, "chord")],
    "march": [(1, 0.45, "chord"), (3, 0.45, "chord")],
    "waltz": [(1, 0.7, "chord"), (2, 0.7, "chord")],
    "sixeight": [(1, 0.8, "chord"), (2, 0.8, "chord"), (4, 0.8, "chord"), (5, 0.8, "chord")],
    "arp8": [(i * 0.5, 0.45, i) for i in range(8)],
    "arp16": [(i * 0.25, 0.22, (0, 1, 2, 3, 2, 1)[i % 6]) for i in range(16)],
    "broken": [(i * 0.5, 1.2, (0, 2, 1, 2, 3, 2, 1, 2)[i]) for i in range(8)],
    "broken3": [(i * 0.5, 1.0, (0, 2, 3, 1, 2, 1)[i]) for i in range(6)],
    "harp3": [(i * 0.5, 1.6, (0, 1, 2, 3, 2, 1)[i]) for i in range(6)],
    "offbeat": [(0.5, 0.25, "chord"), (1.5, 0.25, "chord"), (2.5, 0.25, "chord"), (3, 0.2, "chord"), (3.5, 0.25, "chord")],
}


# ------------------------------------------------------------------ tracks ---
# Each track: title, tempo (beats per minute), beats per bar, instruments, sections
# (chord chart + melody), the form (sections in order with options) and drum
# patterns (one character per step; x = hit, o = soft hit, . = rest).
TRACKS = []


def track(**kw):
    TRACKS.append(kw)


track(
    title="Lily Pad Hop", bpm=118, bar=4, steps=16,
    lead="marimba", lead2="bell", bass=("pizz", "bounce"), comp=("pluck", "stabs"), pad=None,
    sections={
        "I": ("C | G7", "r:4 | r:2 g4:0.5 a4:0.5 b4:0.5 d5:0.5"),
        "A": ("C | C | F | G | Am | F | G7 | C",
              "e5:0.5 g5:0.5 c6:1 b5:0.5 g5:0.5 e5:1 | d5:0.5 e5:0.5 g5:1 e5:1 r:1 | "
              "f5:0.5 a5:0.5 c6:1 a5:0.5 f5:0.5 a5:1 | g5:1.5 f5:0.5 e5:1 d5:1 | "
              "e5:0.5 a5:0.5 c6:1 b5:0.5 a5:0.5 e5:1 | f5:0.5 e5:0.5 f5:0.5 a5:0.5 c6:1 a5:1 | "
              "g5:0.5 a5:0.5 g5:0.5 f5:0.5 d5:1 b4:1 | c5:1.5 e5:0.5 c5:1 r:1"),
        "B": ("F | G | Em | Am | F | G | Dm7 | G7",
              "a5:1 a5:0.5 g5:0.5 f5:1 c5:1 | d5:0.5 g5:0.5 b5:1 a5:0.5 g5:0.5 d5:1 | "
              "e5:1 g5:0.5 b5:0.5 e6:1 d6:1 | c6:1.5 b5:0.5 a5:2 | "
              "a5:0.5 c6:0.5 a5:0.5 f5:0.5 c6:1 a5:1 | b5:0.5 d6:0.5 b5:0.5 g5:0.5 d6:1 b5:1 | "
              "a5:1 f5:0.5 d5:0.5 c6:1 a5:1 | g5:1 f5:0.5 e5:0.5 d5:1 g4:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True}), ("B", {"double": True})],
    drums={"kick": "x.......x.......", "snare": "....o.......o...", "shaker": "..x...x...x...xx", "hat": "x.o.x.o.x.o.x.o."},
    light={"shaker": "..x...x...x...x.", "kick": "x..............."},
)

track(
    title="Sunny Meadow Stroll", bpm=92, bar=4, steps=16,
    lead="flute", lead2="kalimba", bass=("bass", "half"), comp=("pluck", "arp8"), pad="pad",
    sections={
        "I": ("C | D7", "r:4 | r:2 a4:1 c5:1"),
        "A": ("G | D | Em | C | G | C | Am7 D | G",
              "d5:1.5 b4:0.5 g4:1 b4:1 | a4:1.5 f#4:0.5 d4:2 | e4:1 g4:1 b4:1 e5:1 | e5:2 d5:1 c5:1 | "
              "b4:1.5 c5:0.5 d5:1 g5:1 | e5:1.5 d5:0.5 c5:1 e5:1 | c5:1 a4:1 d5:1 c5:0.5 a4:0.5 | g4:3 r:1"),
        "B": ("Em | C | G | D | Em | C | A7 | D7",
              "b4:1 e5:1 g5:1.5 f#5:0.5 | e5:1 c5:1 g4:2 | d5:1 g5:1 b5:1.5 a5:0.5 | a5:2 f#5:1 d5:1 | "
              "e5:1 g5:1 b5:1 a5:0.5 g5:0.5 | g5:1 e5:1 c5:2 | c#5:1 e5:1 a5:1 g5:1 | f#5:2 e5:1 c5:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True})],
    drums={"kick": "x.......x.......", "shaker": "..x...x...x...x.", "block": "........o......."},
    light={"shaker": "..x...x...x...x."},
    reverb=0.32,
)

track(
    title="Gem Cave Adventure", bpm=132, bar=4, steps=16,
    lead="brass", lead2="softsquare", bass=("pluckbass", "root8"), comp=("strings", "block2"), pad=None,
    sections={
        "I": ("Dm | Dm | Bb | A7", "r:4 | r:4 | r:4 | r:3 a4:0.5 c#5:0.5"),
        "A": ("Dm | Bb | C | Dm | Dm | Bb | C | A7",
              "d5:0.75 d5:0.25 a5:1 f5:0.5 e5:0.5 d5:1 | f5:0.75 f5:0.25 bb5:1 a5:0.5 g5:0.5 f5:1 | "
              "e5:0.5 f5:0.5 g5:1 c5:1 e5:1 | d5:3 r:1 | a5:0.75 a5:0.25 d6:1 c6:0.5 a5:0.5 f5:1 | "
              "g5:0.5 f5:0.5 g5:0.5 bb5:0.5 d6:2 | c6:0.5 bb5:0.5 a5:0.5 g5:0.5 e5:1 c5:1 | c#5:1 e5:1 a5:2"),
        "B": ("Bb | C | Am | Dm | Gm | C | F | A7",
              "d5:1 f5:1 bb5:1.5 a5:0.5 | g5:1 e5:1 c5:1.5 e5:0.5 | a5:1 c6:1 e6:1.5 d6:0.5 | d6:2 a5:2 | "
              "bb5:1 a5:0.5 g5:0.5 d5:1 g5:1 | c6:1 bb5:0.5 a5:0.5 g5:1 e5:1 | f5:1 a5:1 c6:1 f6:1 | e6:1 c#6:1 a5:1 e5:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True}), ("B", {"double": True})],
    drums={"kick": "x.....x...x.....", "snare": "....x.......x...", "hat": "x.x.x.x.x.x.x.x.", "tom": "..............o."},
    light={"kick": "x.....x...x.....", "hat": "x...x...x...x..."},
    lead_gain=0.85,
)

track(
    title="Counting Clouds", bpm=144, bar=3, steps=12,
    lead="musicbox", lead2="flute", bass=("bass", "waltz"), comp=("piano", "waltz"), pad="pad",
    sections={
        "I": ("F | Bb | F | C7", "r:3 | r:3 | r:3 | r:2 c5:1"),
        "A": ("F | F | Bb | F | Gm | C | C7 | F",
              "c5:1 f5:1 a5:1 | c6:2 a5:1 | bb5:1 d6:1 bb5:1 | a5:2 f5:1 | g5:1 bb5:1 d6:1 | c6:2 bb5:1 | a5:1 g5:1 e5:1 | f5:3"),
        "A2": ("F | Dm | Bb | C | Am | Dm | Gm7 C7 | F",
               "a5:1 g5:1 f5:1 | d6:2 c6:1 | bb5:1 a5:1 g5:1 | g5:2 e5:1 | e5:1 a5:1 c6:1 | d6:1 c6:1 a5:1 | bb5:1 a5:0.5 g5:1.5 | f5:3"),
        "B": ("Bb | C | Am | Dm | Bb | C | Gm | C7",
              "d6:1 f6:1 d6:1 | c6:1 e6:1 c6:1 | a5:1 c6:1 e6:1 | d6:2 a5:1 | bb5:1 d6:1 f6:1 | e6:1 d6:1 c6:1 | bb5:1 a5:1 g5:1 | e5:1 g5:1 c6:1"),
    },
    form=[("I", {}), ("A", {}), ("A2", {}), ("B", {}), ("A", {"double": True}), ("A2", {"double": True})],
    drums={"triangle": "x..........."},
    light={},
    reverb=0.38, lead_gain=0.9,
)

track(
    title="Pumpkin Patch Tiptoe", bpm=108, bar=4, steps=16, swing=0.16,
    lead="marimba", lead2="bell", bass=("pizz", "walk"), comp=("pizz", "stabs"), pad=None,
    sections={
        "I": ("Em | B7", "r:4 | r:4"),
        "A": ("Em | Em | Am | Em | C | B7 | Em | B7",
              "e5:0.5 r:0.5 g5:0.5 r:0.5 b5:0.5 a#5:0.5 b5:1 | e5:0.5 r:0.5 g5:0.5 r:0.5 b5:0.5 c6:0.5 b5:1 | "
              "a5:0.5 r:0.5 c6:0.5 r:0.5 e6:0.5 d#6:0.5 e6:1 | b5:0.5 g5:0.5 e5:0.5 g5:0.5 b5:2 | "
              "c6:0.5 b5:0.5 a5:0.5 g5:0.5 e5:1 g5:1 | f#5:0.5 g5:0.5 a5:0.5 b5:0.5 d#5:2 | "
              "e5:0.5 f#5:0.5 g5:0.5 a5:0.5 b5:0.5 g5:0.5 e5:1 | d#5:1 f#5:1 b4:1 r:1"),
        "B": ("Am | Em | Am | B7 | C | Am | F#dim | B7",
              "a4:1 c5:1 e5:1 a5:1 | g5:1.5 f#5:0.5 e5:2 | a5:0.5 a5:0.5 c6:1 b5:0.5 a5:0.5 g5:1 | f#5:1 a5:1 d#6:2 | "
              "e6:0.5 d6:0.5 c6:0.5 b5:0.5 a5:1 e5:1 | c6:0.5 b5:0.5 a5:0.5 g5:0.5 e5:2 | f#5:1 a5:1 c6:1 d#6:1 | b5:1 a5:0.5 f#5:0.5 d#5:1 b4:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True})],
    drums={"kick": "x.......x.......", "snare": "....o.......o...", "block": "x...o...x...o...", "blocklow": "..o.......o....."},
    light={"block": "x...o...x...o..."},
    reverb=0.3,
)

track(
    title="Rocket to the Stars", bpm=140, bar=4, steps=16,
    lead="chip", lead2="lead", bass=("pluckbass", "octave8"), comp=("pluck", "arp16"), pad="pad",
    sections={
        "I": ("A | A | D | E", "r:4 | r:4 | r:4 | r:4"),
        "A": ("A | E | F#m | D | A | E | D | E",
              "a5:1 e5:0.5 a5:0.5 c#6:1 b5:0.5 a5:0.5 | g#5:1 e5:1 b4:1 e5:1 | f#5:1 c#5:0.5 f#5:0.5 a5:1 g#5:0.5 f#5:0.5 | "
              "f#5:2 d5:1 e5:1 | c#6:1 b5:0.5 a5:0.5 e6:1 c#6:1 | b5:1 g#5:0.5 e5:0.5 b5:1 e6:1 | "
              "d6:0.5 c#6:0.5 b5:0.5 a5:0.5 f#5:1 a5:1 | g#5:2 b5:2"),
        "B": ("D | E | C#m | F#m | D | E | Bm | E7",
              "a5:1.5 f#5:0.5 d5:1 f#5:1 | g#5:1.5 e5:0.5 b4:1 e5:1 | e5:1 g#5:1 c#6:1 e6:1 | c#6:2 a5:2 | "
              "f#5:0.5 a5:0.5 d6:1 c#6:0.5 b5:0.5 a5:1 | g#5:0.5 b5:0.5 e6:1 d6:0.5 c#6:0.5 b5:1 | d6:1 c#6:1 b5:1 f#5:1 | "
              "e5:0.5 g#5:0.5 b5:0.5 d6:0.5 e6:2"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True}), ("B", {"double": True})],
    drums={"kick": "x...x...x...x...", "clap": "....x.......x...", "hat": "..x...x...x...x.", "shaker": "xoxoxoxoxoxoxoxo"},
    light={"kick": "x...x...x...x...", "shaker": "xoxoxoxoxoxoxoxo"},
    lead_gain=0.9,
)

track(
    title="Bubble Bath Bounce", bpm=100, bar=4, steps=16, swing=0.14,
    lead="bell", lead2="organ", bass=("pluckbass", "funk"), comp=("organ", "offbeat"), pad=None,
    sections={
        "I": ("Bb | F7", "r:4 | r:4"),
        "A": ("Bb | Eb | Bb | F7 | Bb | Eb | Cm7 F7 | Bb",
              "d5:0.5 f5:0.5 bb5:0.5 r:0.5 a5:0.5 bb5:0.5 r:1 | g5:0.5 bb5:0.5 eb6:0.5 r:0.5 d6:0.5 eb6:0.5 r:1 | "
              "f5:0.5 d5:0.5 f5:0.5 bb5:0.5 d6:1 c6:1 | a5:1 c6:0.5 a5:0.5 f5:1 eb5:1 | "
              "d5:0.5 f5:0.5 bb5:0.5 r:0.5 c6:0.5 d6:0.5 r:1 | eb6:0.5 d6:0.5 c6:0.5 bb5:0.5 g5:2 | "
              "c6:1 bb5:0.5 g5:0.5 a5:1 f5:1 | bb5:2 r:2"),
        "B": ("Gm | Eb | Bb | F | Gm | Eb | C7 | F7",
              "g5:1 bb5:1 d6:1.5 c6:0.5 | bb5:1 g5:1 eb5:2 | f5:0.5 g5:0.5 bb5:1 d6:1 f6:1 | f6:0.5 eb6:0.5 d6:0.5 c6:0.5 a5:2 | "
              "d6:1 bb5:0.5 g5:0.5 d5:1 g5:1 | g5:1 bb5:0.5 eb6:0.5 g6:2 | e6:1 c6:1 g5:1 bb5:1 | a5:1 c6:1 eb6:1 r:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True})],
    drums={"kick": "x.....x...x.....", "clap": "....x.......x...", "shaker": "x.x.x.x.x.x.x.x.", "openhat": "..............o."},
    light={"kick": "x.....x...x.....", "shaker": "x.x.x.x.x.x.x.x."},
    lead_gain=0.9, echo=0.75,
)

track(
    title="Castle Parade", bpm=116, bar=4, steps=16,
    lead="brass", lead2="flute", bass=("tuba", "march"), comp=("brass", "march"), pad=None,
    sections={
        "I": ("Eb | Bb7", "r:4 | r:3 bb4:1"),
        "A": ("Eb | Bb | Eb | Ab Bb | Eb | Ab | Bb7 | Eb",
              "bb4:0.75 eb5:0.25 eb5:1 g5:1 bb5:1 | bb5:1.5 ab5:0.5 f5:1 d5:1 | eb5:0.75 g5:0.25 bb5:1 eb6:1 bb5:1 | "
              "c6:1 ab5:1 bb5:1 f5:1 | g5:0.75 ab5:0.25 bb5:1 g5:1 eb5:1 | ab5:0.75 bb5:0.25 c6:1 ab5:1 eb5:1 | "
              "d5:1 f5:1 ab5:1 d6:1 | eb6:2 r:2"),
        "B": ("Ab | Eb | Bb | Eb | Ab | Eb | F7 | Bb7",
              "c6:1 c6:0.5 bb5:0.5 ab5:1 eb5:1 | bb5:1 bb5:0.5 ab5:0.5 g5:2 | f5:0.5 g5:0.5 ab5:0.5 bb5:0.5 d6:1 bb5:1 | "
              "eb6:1 bb5:1 g5:2 | ab5:0.5 bb5:0.5 c6:1 eb6:1 c6:1 | bb5:1 g5:1 eb5:2 | f5:1 a5:1 c6:1 eb6:1 | d6:1 bb5:1 f5:1 ab5:1"),
    },
    form=[("I", {"drums": "roll"}), ("A", {"crash": True}), ("B", {}), ("A", {"double": True, "crash": True}), ("B", {"double": True})],
    drums={"kick": "x.......x.......", "snare": "..o.x.o...o.x.ox", "tamb": "x...x...x...x..."},
    light={"snare": "x.o.x.o.xoxoxxxx"},
    lead_gain=0.8,
)

track(
    title="Quiet Library Nook", bpm=76, bar=4, steps=16,
    lead="piano", lead2="musicbox", bass=("bass", "half"), comp=("piano", "broken"), pad="strings",
    sections={
        "I": ("D | A7", "r:4 | r:3 e5:1"),
        "A": ("D | A | Bm | F#m | G | D | Em | A7",
              "f#5:1 a5:1 d6:1.5 c#6:0.5 | c#6:1 b5:0.5 a5:0.5 e5:2 | d5:1 f#5:1 b5:1.5 a5:0.5 | a5:2 f#5:2 | "
              "g5:1 b5:1 d6:1 b5:1 | a5:1.5 f#5:0.5 d5:2 | e5:1 g5:1 b5:1 e6:1 | c#6:2 a5:1 g5:1"),
        "B": ("G | A | F#m | Bm | Em | A | D | A7",
              "b5:1.5 a5:0.5 g5:1 d5:1 | c#5:1 e5:1 a5:2 | a5:1.5 g#5:0.5 f#5:1 c#5:1 | d5:1 f#5:1 b5:2 | "
              "g5:1.5 f#5:0.5 e5:1 b5:1 | a5:1 c#6:1 e6:2 | d6:1.5 c#6:0.5 a5:1 f#5:1 | e5:2 g5:1 c#6:1"),
    },
    form=[("I", {}), ("A", {}), ("B", {"double": True})],
    drums={},
    light={},
    reverb=0.36, comp_gain=0.7,
)

track(
    title="Candy Carnival", bpm=200, bar=6, steps=12,
    lead="organ", lead2="bell", bass=("tuba", "sixeight"), comp=("organ", "sixeight"), pad=None,
    sections={
        "I": ("C | G7", "r:6 | r:4 g5:1 f5:1"),
        "A": ("C | C | G | G7 | C | F | G7 | C",
              "e5:2 g5:1 c6:2 g5:1 | e5:2 g5:1 e5:2 c5:1 | d5:2 g5:1 b5:2 g5:1 | f5:3 d5:3 | "
              "e5:2 g5:1 c6:2 e6:1 | f6:2 e6:1 d6:2 c6:1 | b5:2 d6:1 g5:2 f5:1 | e5:3 c5:3"),
        "B": ("F | C | G | C | F | C | D7 | G7",
              "a5:2 c6:1 f6:2 c6:1 | e6:2 c6:1 g5:3 | b5:2 d6:1 g6:2 d6:1 | e6:3 c6:3 | "
              "c6:1 a5:1 c6:1 f6:2 e6:1 | e6:1 d6:1 c6:1 g5:3 | f#5:2 a5:1 c6:2 a5:1 | b5:2 a5:1 g5:2 f5:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True}), ("B", {"double": True})],
    drums={"kick": "x.....x.....", "tamb": "....x.....x.", "snare": "......o....."},
    light={"kick": "x.....x....."},
    beat_unit=0.5, lead_gain=0.75, comp_gain=0.6,
)

track(
    title="Atom Dance", bpm=124, bar=4, steps=16,
    lead="chip", lead2="kalimba", bass=("pluckbass", "drive"), comp=("pluck", "arp16"), pad="pad",
    sections={
        "I": ("Gm | D7", "r:4 | r:2 d5:0.5 f#5:0.5 a5:0.5 c6:0.5"),
        "A": ("Gm | Eb | Bb | F | Gm | Eb | Cm | D7",
              "g5:0.5 bb5:0.5 d6:0.5 bb5:0.5 g5:0.5 d5:0.5 g5:1 | g5:0.5 bb5:0.5 eb6:0.5 bb5:0.5 g5:0.5 eb5:0.5 g5:1 | "
              "f5:0.5 bb5:0.5 d6:0.5 f6:0.5 d6:1 bb5:1 | c6:1.5 a5:0.5 f5:1 a5:1 | bb5:0.5 a5:0.5 g5:0.5 a5:0.5 bb5:1 d6:1 | "
              "eb6:0.5 d6:0.5 c6:0.5 bb5:0.5 g5:2 | c6:0.5 d6:0.5 eb6:0.5 c6:0.5 g5:1 eb5:1 | d5:1 f#5:1 a5:1 c6:1"),
        "B": ("Eb | F | Dm | Gm | Cm | F | D | D7",
              "g5:1 bb5:1 eb6:2 | f6:1 eb6:0.5 d6:0.5 c6:2 | d6:1 a5:1 f5:1 a5:1 | bb5:2 g5:2 | "
              "eb6:1 c6:1 g5:1 c6:1 | a5:1 c6:1 f6:2 | f#6:1 d6:1 a5:1 f#5:1 | a5:0.5 c6:0.5 a5:0.5 f#5:0.5 d5:2"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True}), ("B", {"double": True})],
    drums={"kick": "x...x...x...x...", "clap": "....x.......x...", "hat": "..x...x...x...x.", "shaker": "o.o.o.o.o.o.o.o."},
    light={"kick": "x...x...x...x...", "hat": "..x...x...x...x."},
    lead_gain=0.85,
)

track(
    title="Island Breeze", bpm=96, bar=4, steps=16,
    lead="steelpan", lead2="marimba", bass=("bass", "calypso"), comp=("pluck", "offbeat"), pad=None,
    sections={
        "I": ("F | C7", "r:4 | r:4"),
        "A": ("F | Bb | C7 | F | F | Bb | C7 | F",
              "a5:0.5 c6:0.5 r:0.5 a5:0.5 r:0.5 f5:0.5 g5:0.5 a5:0.5 | bb5:1.5 a5:0.5 g5:0.5 f5:0.5 d5:1 | "
              "e5:0.5 g5:0.5 r:0.5 c6:0.5 r:0.5 bb5:0.5 a5:0.5 g5:0.5 | a5:1.5 f5:0.5 c5:2 | "
              "c6:0.5 d6:0.5 r:0.5 c6:0.5 r:0.5 a5:0.5 f5:0.5 a5:0.5 | d6:1.5 c6:0.5 bb5:0.5 a5:0.5 g5:1 | "
              "bb5:0.5 a5:0.5 g5:0.5 e5:0.5 c5:0.5 e5:0.5 g5:1 | f5:2 r:2"),
        "B": ("Bb | F | C | F | Bb | F | G7 | C7",
              "d6:1 d6:0.5 c6:0.5 bb5:1 f5:1 | a5:1 a5:0.5 g5:0.5 f5:1 c5:1 | e5:0.5 g5:0.5 c6:1 e6:1 c6:1 | "
              "a5:0.5 c6:0.5 f6:1 c6:2 | f6:1 d6:0.5 bb5:0.5 f5:1 bb5:1 | a5:1 f5:0.5 a5:0.5 c6:2 | "
              "b5:0.5 d6:0.5 b5:0.5 g5:0.5 f5:1 d5:1 | e5:0.5 g5:0.5 bb5:0.5 c6:0.5 e6:1 g5:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True})],
    drums={"kick": "x.......x.......", "shaker": "xoooxoooxoooxooo", "conga": "......x.......x.", "congalow": "...x......x.....",
           "block": "x..x..x...x.x..."},
    light={"shaker": "xoooxoooxoooxooo", "conga": "......x.......x."},
    reverb=0.3,
)

track(
    title="Froggy's Big Leap", bpm=150, bar=4, steps=16,
    lead="kalimba", lead2="softsquare", bass=("pluckbass", "bounce"), comp=("pluck", "stabs"), pad=None,
    sections={
        "I": ("E | A | B | B7", "r:4 | r:4 | r:4 | r:2 b4:0.5 c#5:0.5 d#5:0.5 b4:0.5"),
        "A": ("E | A | E | B | E | A | F#m B | E",
              "e5:0.5 b5:0.5 r:0.5 e5:0.5 b5:0.5 r:0.5 g#5:0.5 b5:0.5 | a5:0.5 c#6:0.5 r:0.5 a5:0.5 e6:1 c#6:1 | "
              "b5:0.5 g#5:0.5 e5:0.5 g#5:0.5 b5:1 e6:1 | d#6:1.5 c#6:0.5 b5:2 | "
              "e5:0.5 b5:0.5 r:0.5 e5:0.5 b5:0.5 r:0.5 e6:0.5 d#6:0.5 | c#6:0.5 e6:0.5 r:0.5 c#6:0.5 a5:1 e5:1 | "
              "f#5:0.5 a5:0.5 c#6:1 b5:0.5 a5:0.5 f#5:1 | e5:2 r:1 b4:1"),
        "B": ("C#m | A | E | B | C#m | A | F# | B7",
              "g#5:1 c#6:1 e6:1.5 d#6:0.5 | c#6:1 a5:1 e5:2 | g#5:1 b5:1 e6:1.5 f#6:0.5 | d#6:2 b5:2 | "
              "e6:0.5 d#6:0.5 c#6:0.5 b5:0.5 c#6:1 g#5:1 | a5:0.5 b5:0.5 c#6:0.5 e6:0.5 a6:2 | a#5:1 c#6:1 f#6:1 e6:1 | "
              "d#6:1 c#6:0.5 b5:0.5 a5:1 f#5:1"),
    },
    form=[("I", {"drums": "light"}), ("A", {}), ("B", {}), ("A", {"double": True}), ("B", {"double": True})],
    drums={"kick": "x.....x.x.......", "snare": "....x.......x...", "hat": "x.x.x.x.x.x.x.x.", "tamb": "....x.......x..."},
    light={"kick": "x.......x.......", "hat": "x.x.x.x.x.x.x.x."},
)

track(
    title="Starry Night Lullaby", bpm=96, bar=3, steps=12,
    lead="musicbox", lead2="flute", bass=("bass", "waltz2"), comp=("pluck", "harp3"), pad="pad",
    sections={
        "I": ("Ab | Fm | Db | Eb7", "r:3 | r:3 | r:3 | r:2 eb5:1"),
        "A": ("Ab | Fm | Db | Eb | Ab | Fm | Bbm Eb | Ab",
              "eb5:1 ab5:1 c6:1 | c6:2 ab5:1 | db6:1 c6:1 ab5:1 | bb5:3 | c6:1 eb6:1 c6:1 | ab5:2 f5:1 | f5:1 g5:1 bb5:1 | ab5:3"),
        "B": ("Db | Eb | Cm | Fm | Db | Eb | Bbm | Eb7",
              "f5:1 ab5:1 db6:1 | eb6:2 bb5:1 | g5:1 c6:1 eb6:1 | c6:2 ab5:1 | ab5:1 db6:1 f6:1 | eb6:1 db6:1 bb5:1 | db6:1 c6:1 bb5:1 | g5:2 bb5:1"),
    },
    form=[("I", {}), ("A", {}), ("B", {}), ("A", {"double": True})],
    drums={},
    light={},
    reverb=0.42, lead_gain=0.9, comp_gain=0.55,
)


# ---------------------------------------------------------------- render ---
LEVEL = {"lead": 0.34, "lead2": 0.2, "bass": 0.34, "comp": 0.16, "pad": 0.10}
DRUM_LEVEL = {"kick": 0.42, "snare": 0.25, "hat": 0.12, "openhat": 0.1, "shaker": 0.16, "clap": 0.22, "block": 0.14,
              "blocklow": 0.14, "tom": 0.25, "conga": 0.2, "congalow": 0.2, "tamb": 0.3, "crash": 0.2, "triangle": 0.25}
DRUM_PAN = {"hat": 0.3, "openhat": 0.3, "shaker": -0.25, "block": 0.35, "blocklow": -0.35, "conga": 0.3,
            "congalow": -0.2, "tamb": 0.25, "crash": -0.2, "triangle": 0.3, "tom": -0.15}


class Bus:
    def __init__(self, n: int):
        self.n = n
        self.L = np.zeros(n)
        self.R = np.zeros(n)
        self.send = np.zeros(n)
        self.echo_send = np.zeros(n)

    def add(self, x: np.ndarray, at: float, gain: float, pan: float, rev: float, echo: float = 0.0) -> None:
        i = int(at * SR)
        if i < 0 or i >= self.n:
            return
        x = x[: self.n - i] * gain
        gl, gr = synth.pan_gains(pan)
        self.L[i:i + len(x)] += x * gl
        self.R[i:i + len(x)] += x * gr
        if rev:
            self.send[i:i + len(x)] += x * rev
        if echo:
            self.echo_send[i:i + len(x)] += x * echo


def render(tr: dict, index: int) -> tuple[np.ndarray, np.ndarray, float]:
    rng = np.random.default_rng(1000 + index)
    bpb = tr["bar"]
    spb = 60.0 / tr["bpm"]  # seconds per beat
    swing = tr.get("swing", 0.0)
    unit = tr.get("beat_unit", 1.0)  # 0.5 when the beat is an eighth note (6/8)
    secs_bar = bpb * spb
    sections = {k: (parse_chart(c, bpb), parse_melody(m, bpb)) for k, (c, m) in tr["sections"].items()}
    bars_total = sum(len(sections[name][0]) and int(round(max(c[0] + c[1] for c in sections[name][0]) / bpb)) for name, _ in tr["form"])
    length = bars_total * secs_bar
    tail = 5.0
    bus = Bus(int((length + tail) * SR))
    kit = synth.drum_kit(index + 7)

    def t_of(beat: float) -> float:
        # swing pushes off-beat eighths later
        if swing and unit == 1.0:
            frac = beat % 1.0
            if abs(frac - 0.5) < 1e-6:
                beat += swing
            elif abs(frac - 0.25) < 1e-6 or abs(frac - 0.75) < 1e-6:
                beat += swing * 0.5
        return beat * spb

    lead_fn = synth.INSTRUMENTS[tr["lead"]]
    lead2_fn = synth.INSTRUMENTS[tr["lead2"]]
    bass_fn = synth.INSTRUMENTS[tr["bass"][0]]
    comp_fn = synth.INSTRUMENTS[tr["comp"][0]]
    pad_fn = synth.INSTRUMENTS[tr["pad"]] if tr.get("pad") else None
    lead_gain = LEVEL["lead"] * tr.get("lead_gain", 1.0)
    comp_gain = LEVEL["comp"] * tr.get("comp_gain", 1.0)
    rev = tr.get("reverb", 0.25)
    echo_amt = 0.22 if tr.get("echo") else 0.0
    bass_pat = BASS[tr["bass"][1]]
    comp_pat = COMP[tr["comp"][1]]

    bar0 = 0
    for name, opts in tr["form"]:
        chart, melody = sections[name]
        nbars = int(round(max(c[0] + c[1] for c in chart) / bpb))
        base = bar0 * bpb  # in beats
        # melody
        for (pos, dur, m) in melody:
            vel = 0.85 + 0.15 * rng.random()
            if abs(pos % 1.0) < 1e-6:
                vel *= 1.05
            at = t_of(base + pos) + rng.normal(0, 0.003)
            x = lead_fn(synth.midi_hz(m), dur * spb * 0.92, vel, rng)
            bus.add(x, at, lead_gain, 0.05, rev, echo_amt)
            if opts.get("double"):
                m2 = m - 12 if tr["lead2"] in ("flute", "softsquare", "organ", "lead", "brass") and m > 79 else m
                x2 = lead2_fn(synth.midi_hz(m2), dur * spb * 0.9, vel, rng)
                bus.add(x2, at + 0.004, LEVEL["lead2"], -0.25, rev * 1.2, echo_amt)
        # bass
        for b in range(nbars):
            for (off, deg, ln) in bass_pat:
                if off >= bpb:
                    continue
                beat = b * bpb + off
                root, iv = chord_at(chart, beat)[2:]
                if deg == "a":
                    nxt = chord_at(chart, (b + 1) * bpb) if b + 1 < nbars else chart[0]
                    target = 40 + (nxt[2] - 40) % 12
                    m = target + (1 if rng.random() < 0.5 else -1)
                else:
                    step = {0: 0, 1: iv[1], 2: iv[2], 8: 12}[deg]
                    m = 36 + (root - 36) % 12 + step
                    if m < 38:
                        m += 12
                ln_eff = min(ln, bpb - off) if tr["bass"][1] in ("waltz2", "whole") else ln
                x = bass_fn(synth.midi_hz(m), ln_eff * spb, 0.9 + 0.1 * rng.random(), rng)
                bus.add(x, t_of(base + beat), LEVEL["bass"], 0.0, 0.04)
        # comp and pad
        for ch in chart:
            root, iv = ch[2], ch[3]
            tones = voice(root, iv, 55, 67)
            if pad_fn:
                for k, m in enumerate(voice(root, iv, 60, 72)):
                    x = pad_fn(synth.midi_hz(m), ch[1] * spb, 0.8, rng)
                    bus.add(x, t_of(base + ch[0]), LEVEL["pad"], -0.5 + k * 0.5, rev * 1.5)
        for b in range(nbars):
            if name == "I" and tr["comp"][1] in ("arp16",) and b == 0:
                pass
            for (off, ln, what) in comp_pat:
                if off >= bpb:
                    continue
                beat = b * bpb + off
                ch = chord_at(chart, beat)
                tones = voice(ch[2], ch[3], 55, 67)
                if ln == "bar":
                    ln = ch[1]
                at = t_of(base + beat)
                if what == "chord":
                    for k, m in enumerate(tones):
                        x = comp_fn(synth.midi_hz(m), ln * spb, 0.75 + 0.1 * rng.random(), rng)
                        bus.add(x, at + k * 0.006, comp_gain / len(tones) * 2.2, -0.3, rev)
                else:
                    arp = tones + [tones[0] + 12]
                    m = arp[what % len(arp)] + 12
                    x = comp_fn(synth.midi_hz(m), ln * spb, 0.7 + 0.15 * rng.random(), rng)
                    bus.add(x, at, comp_gain * 1.1, 0.35 if what % 2 else -0.35, rev)
        # drums
        mode = opts.get("drums", "full")
        pats = tr.get("light", {}) if mode in ("light", "roll") else tr.get("drums", {})
        steps = tr["steps"]
        step_beats = bpb / steps
        for b in range(nbars):
            last = b == nbars - 1
            for inst, pat in pats.items():
                for s, c in enumerate(pat):
                    if c == ".":
                        continue
                    if last and mode == "full" and inst in ("snare", "clap") and s >= steps * 3 // 4:
                        continue  # replaced by the fill below
                    beat = b * bpb + s * step_beats
                    vel = 1.0 if c == "x" else 0.5
                    vel *= 0.9 + 0.1 * rng.random()
                    bus.add(kit[inst] * vel, t_of(base + beat) + rng.normal(0, 0.002), DRUM_LEVEL[inst], DRUM_PAN.get(inst, 0), 0.08)
            if last and mode == "full" and any(k in pats for k in ("snare", "clap", "tom")):
                for s in range(steps * 3 // 4, steps):
                    beat = b * bpb + s * step_beats
                    v = 0.45 + 0.5 * (s - steps * 3 // 4) / (steps / 4)
                    inst = "snare" if "snare" in pats or "tom" not in pats else "tom"
                    bus.add(kit[inst] * v, t_of(base + beat), DRUM_LEVEL["snare"], 0, 0.1)
        if opts.get("crash"):
            bus.add(kit["crash"], t_of(base), DRUM_LEVEL["crash"], DRUM_PAN["crash"], 0.1)
        bar0 += nbars

    # effects: echo on the lead, reverb on everything that was sent
    if echo_amt:
        d = 0.75 * spb
        e = synth.echo(bus.echo_send, d, 0.35, 4)
        e = synth.fft_filter(e, 300, 6000)
        bus.L += e * 0.9
        bus.R += np.concatenate([np.zeros(int(d * 0.5 * SR)), e])[: bus.n] * 0.9
    wl, wr = synth.reverb(bus.send, 1.0)
    L = bus.L + 0.55 * wl
    R = bus.R + 0.55 * wr
    # fold everything still sounding after the loop point back onto the start
    n = int(round(length * SR))
    L2, R2 = L[:n].copy(), R[:n].copy()
    L2[: len(L) - n] += L[n:]
    R2[: len(R) - n] += R[n:]
    # clean low end, gentle glue, and level
    L2 = synth.fft_filter(L2, 35, 16000, 1.0)
    R2 = synth.fft_filter(R2, 35, 16000, 1.0)
    peak = max(np.max(np.abs(L2)), np.max(np.abs(R2)))
    L2, R2 = L2 / peak, R2 / peak
    drive = 1.6
    L2 = np.tanh(L2 * drive) / np.tanh(drive)
    R2 = np.tanh(R2 * drive) / np.tanh(drive)
    # fixed target: loudness around -17 dBFS RMS, peaks held below -1.5 dBFS
    rms = np.sqrt(np.mean((L2 ** 2 + R2 ** 2) / 2))
    g = min(0.14 / rms, 0.84 / max(np.max(np.abs(L2)), np.max(np.abs(R2))))
    return L2 * g, R2 * g, length


def mp3_seconds(path: str, fallback: float) -> float:
    """Duration of the encoded file as a decoder reports it (soxi), else the rendered length."""
    try:
        out = subprocess.run(["soxi", "-D", path], capture_output=True, text=True, check=True).stdout
        return float(out.strip())
    except (OSError, ValueError, subprocess.CalledProcessError):
        return fallback


def main(argv: list[str]) -> None:
    os.makedirs(OUT, exist_ok=True)
    wanted = {int(a) for a in argv} if argv else set(range(1, len(TRACKS) + 1))
    meta_path = os.path.join(OUT, "tracks.json")
    meta = {}
    if os.path.exists(meta_path):
        for e in json.load(open(meta_path)):
            meta[e["file"]] = e
    tmp = tempfile.mkdtemp(prefix="music-")
    for i, tr in enumerate(TRACKS, start=1):
        name = f"track-{i:02d}.mp3"
        if i not in wanted:
            continue
        L, R, length = render(tr, i)
        wav = os.path.join(tmp, f"t{i}.wav")
        synth.write_wav(wav, L, R)
        synth.encode_mp3(wav, os.path.join(OUT, name), KBPS)
        os.remove(wav)
        meta[name] = {"file": name, "title": tr["title"], "durationS": round(mp3_seconds(os.path.join(OUT, name), length), 1)}
        print(f"{name}  {tr['title']:<24} {length:5.1f} s")
    entries = [meta[f"track-{i:02d}.mp3"] for i in range(1, len(TRACKS) + 1) if f"track-{i:02d}.mp3" in meta]
    with open(meta_path, "w") as f:
        json.dump(entries, f, indent=2)
        f.write("\n")
    os.rmdir(tmp)


if __name__ == "__main__":
    main(sys.argv[1:])
