#!/usr/bin/env python3
"""Makes the short sound effects in assets/sfx/ with the synthesizer in synth.py.

    python3 assets/scripts/make-sfx.py

Needs python3 with numpy, and lame. Original sounds of this project: every
effect is described below as oscillators, sweeps, noise and envelopes.
"""

from __future__ import annotations

import os
import sys
import tempfile

import numpy as np

sys.dont_write_bytecode = True  # keep assets/scripts free of __pycache__

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import synth  # noqa: E402
from synth import SR, secs  # noqa: E402

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "sfx")
KBPS = 96
rng = np.random.default_rng(5)


def buf(seconds: float) -> np.ndarray:
    return np.zeros(int(SR * seconds))


def place(dst: np.ndarray, x: np.ndarray, at: float, gain: float = 1.0) -> None:
    i = int(at * SR)
    n = min(len(x), len(dst) - i)
    if n > 0:
        dst[i:i + n] += x[:n] * gain


def sweep(f0: float, f1: float, seconds: float, shape: float = 1.0, harm=(1.0,)) -> np.ndarray:
    """Tone gliding from f0 to f1 (exponential glide); `shape` bends the curve."""
    n = int(SR * seconds)
    k = (np.arange(n) / n) ** shape
    f = f0 * (f1 / f0) ** k
    ph = 2 * np.pi * np.cumsum(f) / SR
    return sum(a * np.sin((i + 1) * ph) for i, a in enumerate(harm))


def cut(x: np.ndarray, seconds: float, fade: float = 0.08) -> np.ndarray:
    """Shorten a sound to `seconds`, fading out over the last `fade` seconds (no click)."""
    x = x[: int(SR * seconds)].copy()
    nf = min(len(x), int(SR * fade))
    x[-nf:] *= np.linspace(1, 0, nf)
    return x


def env(n: int, attack: float, decay: float) -> np.ndarray:
    t = secs(n)
    return np.clip(t / max(attack, 1e-4), 0, 1) * np.exp(-t / decay)


def tone(freq: float, seconds: float, decay: float, harm=(1.0, 0.0, 0.25), attack=0.002) -> np.ndarray:
    n = int(SR * seconds)
    t = secs(n)
    x = sum(a * np.sin(2 * np.pi * freq * (i + 1) * t) for i, a in enumerate(harm)) * env(n, attack, decay)
    nf = min(n, int(SR * 0.006))
    x[-nf:] *= np.linspace(1, 0, nf)
    return x


def with_reverb(x: np.ndarray, amount: float, size: float = 0.6) -> np.ndarray:
    wl, wr = synth.reverb(np.concatenate([x, np.zeros(int(SR * 0.4))]), size)
    y = np.concatenate([x, np.zeros(int(SR * 0.4))]) + amount * (wl + wr) / 2
    return y


def finish(x: np.ndarray, peak: float, fade: float = 0.02, max_s: float = 1.45) -> np.ndarray:
    # trim trailing near-silence (and anything past max_s), short fade-out, set the peak level
    thr = np.max(np.abs(x)) * 0.002
    idx = np.nonzero(np.abs(x) > thr)[0]
    x = x[: idx[-1] + 1] if len(idx) else x
    x = x[: int(SR * max_s)].copy()
    nf = min(len(x), int(SR * fade))
    x[-nf:] *= np.linspace(1, 0, nf)
    x = synth.fft_filter(x, 40, 15000, 1.0)
    return x / np.max(np.abs(x)) * peak


def hop():
    x = sweep(300, 880, 0.16, 0.7, (1, 0.25, 0.08)) * env(int(SR * 0.16), 0.004, 0.09)
    return finish(x, 0.7)


def land():
    n = int(SR * 0.2)
    x = sweep(150, 55, 0.2, 0.5) * env(n, 0.002, 0.06)
    x += 0.35 * synth.fft_filter(synth.noise(n, rng), 100, 900) * env(n, 0.001, 0.03)
    return finish(x, 0.75)


def pickup_coin():
    x = buf(0.5)
    place(x, tone(987.8, 0.08, 0.05, (1, 0.0, 0.3)), 0.0, 0.8)
    place(x, tone(1318.5, 0.45, 0.14, (1, 0.0, 0.3)), 0.07)
    return finish(x, 0.7)


def pickup_orb():
    x = buf(0.9)
    n = int(SR * 0.55)
    place(x, sweep(380, 1500, 0.55, 0.6, (1, 0.3)) * env(n, 0.02, 0.25) * 0.35, 0.0)
    for i, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        place(x, cut(synth.inst_bell(f, 0.2, 0.8, rng), 0.6, 0.2), 0.045 * i, 0.45)
    nz = int(SR * 0.5)
    place(x, synth.fft_filter(synth.noise(nz, rng), 3000, 9000) * np.sin(np.linspace(0, np.pi, nz)) * 0.12, 0.05)
    return finish(with_reverb(x, 0.5), 0.72, 0.08)


def pickup_gem():
    x = buf(0.7)
    place(x, tone(1318.5, 0.5, 0.16, (1, 0.2, 0.15)), 0.0, 0.7)
    place(x, tone(1975.5, 0.5, 0.2, (1, 0.2, 0.1)), 0.06, 0.6)
    for k in range(6):  # glassy tinkles
        f = rng.uniform(3200, 5600)
        place(x, tone(f, 0.12, 0.03, (1,)), 0.1 + k * 0.045, 0.18)
    return finish(with_reverb(x, 0.35), 0.7, 0.06)


def correct():
    x = buf(1.0)
    for i, m in enumerate((72, 76, 79, 84)):
        f = synth.midi_hz(m)
        last = i == 3
        place(x, synth.inst_marimba(f, 0.6 if last else 0.15, 0.9, rng), 0.085 * i, 0.6)
        place(x, cut(synth.inst_bell(f, 0.3, 0.8, rng), 0.9, 0.25), 0.085 * i, 0.22)
    return finish(with_reverb(x, 0.35), 0.75, 0.1)


def wrong():
    """Two soft, low 'boop' notes going down: a gentle 'try again', not a buzzer."""
    x = buf(0.7)
    for i, (f0, f1) in enumerate(((392.0, 380.0), (329.6, 300.0))):
        n = int(SR * 0.28)
        place(x, sweep(f0, f1, 0.28, 1.5, (1, 0.18, 0.06)) * env(n, 0.012, 0.12), 0.17 * i)
    return finish(with_reverb(x, 0.2), 0.55, 0.08)


def level_complete():
    x = buf(1.7)
    notes = ((67, 0.0), (72, 0.12), (76, 0.24), (79, 0.36))
    for m, at in notes:
        place(x, synth.inst_brass(synth.midi_hz(m), 0.11, 0.8, rng), at, 0.5)
        place(x, synth.inst_bell(synth.midi_hz(m + 12), 0.1, 0.7, rng), at, 0.18)
    for m in (72, 76, 79, 84):  # final chord
        place(x, synth.inst_brass(synth.midi_hz(m), 0.75, 0.7, rng), 0.5, 0.3)
        place(x, synth.inst_bell(synth.midi_hz(m + 12), 0.7, 0.6, rng), 0.5, 0.12)
    kit = synth.drum_kit(3)
    place(x, cut(kit["crash"], 1.0, 0.4), 0.5, 0.4)
    place(x, kit["triangle"], 0.5, 0.8)
    return finish(with_reverb(x, 0.4), 0.78, 0.35)


def caught():
    """A cartoon 'bwoop' sliding down with a wobble, then a little bounce."""
    n = int(SR * 0.5)
    t = secs(n)
    f = 720 * (170 / 720) ** (t / t[-1]) * (1 + 0.06 * np.sin(2 * np.pi * 13 * t))
    ph = 2 * np.pi * np.cumsum(f) / SR
    x = (np.sin(ph) + 0.3 * np.sin(2 * ph) + 0.1 * np.sin(3 * ph)) * env(n, 0.01, 0.35)
    y = buf(0.75)
    place(y, x, 0.0)
    place(y, sweep(220, 330, 0.12, 1.0, (1, 0.2)) * env(int(SR * 0.12), 0.003, 0.05), 0.52, 0.5)
    return finish(y, 0.65, 0.05)


def click():
    n = int(SR * 0.1)
    t = secs(n)
    x = np.sin(2 * np.pi * 1750 * t) * np.exp(-t * 140) + 0.4 * np.sin(2 * np.pi * 3100 * t) * np.exp(-t * 200)
    x += 0.15 * synth.fft_filter(synth.noise(n, rng), 2000, 8000) * np.exp(-t * 300)
    x[-int(SR * 0.01):] *= np.linspace(1, 0, int(SR * 0.01))
    return x / np.max(np.abs(x)) * 0.5


EFFECTS = {
    "hop": hop, "land": land, "pickup-coin": pickup_coin, "pickup-orb": pickup_orb, "pickup-gem": pickup_gem,
    "correct": correct, "wrong": wrong, "level-complete": level_complete, "caught": caught, "click": click,
}


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="sfx-")
    for name, fn in EFFECTS.items():
        x = fn()
        wav = os.path.join(tmp, name + ".wav")
        synth.write_wav(wav, x)
        synth.encode_mp3(wav, os.path.join(OUT, name + ".mp3"), KBPS, mono=True)
        os.remove(wav)
        print(f"{name + '.mp3':<22} {len(x) / SR:5.2f} s")
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
