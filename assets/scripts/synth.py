"""A small software synthesizer used by make-music.py and make-sfx.py.

Everything is computed with numpy: wavetable and additive oscillators,
envelopes, FFT-domain filters, drum sounds, a Schroeder-style stereo reverb and
an echo. Original code of this project.
"""

from __future__ import annotations

import math
import subprocess
import wave

import numpy as np

SR = 44100
TABLE = 4096
_tables: dict = {}


# ------------------------------------------------------------- basics ---
def midi_hz(m: float) -> float:
    return 440.0 * 2 ** ((m - 69) / 12)


NOTE_INDEX = {"c": 0, "d": 2, "e": 4, "f": 5, "g": 7, "a": 9, "b": 11}


def note_midi(name: str) -> int:
    """'c5' -> 72, 'f#4' -> 66, 'bb3' -> 58 (octave 4 holds middle C = 60)."""
    n = name.strip().lower()
    base = NOTE_INDEX[n[0]]
    i = 1
    while i < len(n) and n[i] in "#b":
        base += 1 if n[i] == "#" else -1
        i += 1
    return base + 12 * (int(n[i:]) + 1)


def secs(n: int) -> np.ndarray:
    return np.arange(n) / SR


def adsr(n: int, a: float, d: float, s: float, r: float, hold: float) -> np.ndarray:
    """Envelope over n samples; note held for `hold` seconds then released over r."""
    t = secs(n)
    env = np.empty(n)
    a = max(a, 1e-4)
    att = t < a
    env[att] = t[att] / a
    dec = (t >= a) & (t < hold)
    env[dec] = s + (1 - s) * np.exp(-(t[dec] - a) / max(d, 1e-4))
    rel = t >= hold
    if hold > a:
        level = s + (1 - s) * math.exp(-(hold - a) / max(d, 1e-4))
    else:
        level = min(1.0, hold / a)
    env[rel] = level * np.exp(-(t[rel] - hold) / max(r / 4.0, 1e-4))
    return env


def fft_filter(x: np.ndarray, lo: float = 0.0, hi: float = SR / 2, slope: float = 2.0) -> np.ndarray:
    """Band-pass by shaping the spectrum with smooth (Butterworth-like) edges."""
    n = len(x)
    if n == 0:
        return x
    nfft = 1 << (n - 1).bit_length()
    spec = np.fft.rfft(x, nfft)
    f = np.fft.rfftfreq(nfft, 1 / SR)
    g = np.ones_like(f)
    if lo > 0:
        g *= 1 / np.sqrt(1 + (lo / np.maximum(f, 1e-3)) ** (2 * slope))
    if hi < SR / 2:
        g *= 1 / np.sqrt(1 + (f / hi) ** (2 * slope))
    return np.fft.irfft(spec * g, nfft)[:n]


def noise(n: int, rng: np.random.Generator) -> np.ndarray:
    return rng.uniform(-1, 1, n)


# --------------------------------------------------------- oscillators ---
def wavetable(harmonics: tuple) -> np.ndarray:
    """One period built from harmonic amplitudes (a1, a2, ...)."""
    key = tuple(round(h, 5) for h in harmonics)
    if key not in _tables:
        ph = np.arange(TABLE) / TABLE * 2 * np.pi
        w = np.zeros(TABLE)
        for k, a in enumerate(key, start=1):
            if a:
                w += a * np.sin(k * ph)
        peak = np.max(np.abs(w)) or 1
        _tables[key] = np.append(w / peak, w[0] / peak)
    return _tables[key]


def phase_of(freq: float, n: int, vib_rate: float = 0, vib_depth: float = 0, vib_delay: float = 0.15,
             detune_cents: float = 0, glide_from: float = 0, glide_time: float = 0.05) -> np.ndarray:
    f = np.full(n, freq * 2 ** (detune_cents / 1200))
    t = secs(n)
    if glide_from:
        k = np.clip(t / glide_time, 0, 1)
        f = f * (glide_from / freq) ** (1 - k)
    if vib_depth:
        ramp = np.clip((t - vib_delay) / 0.25, 0, 1)
        f = f * (1 + vib_depth * ramp * np.sin(2 * np.pi * vib_rate * t))
    return np.cumsum(f) / SR


def table_osc(table: np.ndarray, phase: np.ndarray) -> np.ndarray:
    idx = (phase % 1.0) * TABLE
    i0 = idx.astype(np.int64)
    frac = idx - i0
    return table[i0] * (1 - frac) + table[i0 + 1] * frac


def band_limited(shape: str, freq: float, bright: float = 1.0) -> tuple:
    """Harmonic amplitudes for a few classic shapes, limited below ~15 kHz."""
    nmax = max(1, min(40, int(15000 / max(freq, 20))))
    hs = []
    for k in range(1, nmax + 1):
        if shape == "saw":
            a = 1 / k
        elif shape == "square":
            a = 1 / k if k % 2 else 0
        elif shape == "tri":
            a = (1 / k ** 2) * (1 if (k // 2) % 2 == 0 else -1) if k % 2 else 0
        elif shape == "pulse25":
            a = abs(math.sin(math.pi * k * 0.25)) / k
        else:
            a = 1 if k == 1 else 0
        # gentle brightness roll-off (a one-pole-like low-pass on the harmonic series)
        fc = 400 + 5000 * bright
        a *= 1 / math.sqrt(1 + (k * freq / fc) ** 2)
        hs.append(a)
    return tuple(hs)


# ---------------------------------------------------------- instruments ---
# Each returns a mono numpy array for one note. `dur` is the held time in seconds.
def inst_marimba(f, dur, vel, rng):
    n = int(SR * max(0.9, dur + 0.3))
    t = secs(n)
    x = np.sin(2 * np.pi * f * t) * np.exp(-t * 5.5)
    x += 0.35 * np.sin(2 * np.pi * f * 3.93 * t) * np.exp(-t * 22)
    x += 0.08 * np.sin(2 * np.pi * f * 9.2 * t) * np.exp(-t * 60)
    x *= np.clip(t / 0.002, 0, 1)
    return x * vel


def inst_kalimba(f, dur, vel, rng):
    n = int(SR * max(1.0, dur + 0.4))
    t = secs(n)
    x = np.sin(2 * np.pi * f * t) * np.exp(-t * 3.2)
    x += 0.22 * np.sin(2 * np.pi * f * 5.45 * t) * np.exp(-t * 25)
    x += 0.12 * np.sin(2 * np.pi * f * 2.0 * t) * np.exp(-t * 6)
    x *= np.clip(t / 0.0015, 0, 1)
    return x * vel


def inst_bell(f, dur, vel, rng):
    n = int(SR * max(1.3, dur + 0.6))
    t = secs(n)
    index = 2.2 * np.exp(-t * 6) * min(1.0, 1200.0 / f)
    x = np.sin(2 * np.pi * f * t + index * np.sin(2 * np.pi * f * 3.5 * t)) * np.exp(-t * 2.6)
    x += 0.25 * np.sin(2 * np.pi * f * 2 * t) * np.exp(-t * 4)
    x *= np.clip(t / 0.002, 0, 1)
    return 0.8 * x * vel


def inst_musicbox(f, dur, vel, rng):
    n = int(SR * max(1.4, dur + 0.6))
    t = secs(n)
    x = np.sin(2 * np.pi * f * t) * np.exp(-t * 2.2)
    x += 0.3 * np.sin(2 * np.pi * f * 2 * t) * np.exp(-t * 3.5)
    x += 0.12 * np.sin(2 * np.pi * f * 3 * t) * np.exp(-t * 6)
    x += 0.1 * np.sin(2 * np.pi * f * 5.4 * t) * np.exp(-t * 30)
    x *= np.clip(t / 0.001, 0, 1)
    return 0.85 * x * vel


def inst_steelpan(f, dur, vel, rng):
    n = int(SR * max(1.0, dur + 0.4))
    t = secs(n)
    x = np.sin(2 * np.pi * f * t) * np.exp(-t * 3.5)
    x += 0.55 * np.sin(2 * np.pi * f * 2.0 * t + 0.5) * np.exp(-t * 2.6) * np.clip(t / 0.02, 0, 1)
    x += 0.22 * np.sin(2 * np.pi * f * 3.01 * t) * np.exp(-t * 7)
    x += 0.06 * np.sin(2 * np.pi * f * 4.5 * t) * np.exp(-t * 25)
    x *= np.clip(t / 0.003, 0, 1)
    return 0.75 * x * vel


def inst_piano(f, dur, vel, rng):
    n = int(SR * max(1.2, dur + 0.5))
    t = secs(n)
    x = np.zeros(n)
    for k in range(1, 9):
        fk = f * k * math.sqrt(1 + 0.0004 * k * k)
        if fk > 14000:
            break
        a = (0.9 / k ** 1.3) * (1.0 if k > 1 else 1.0)
        decay = 1.6 + 0.9 * k + f / 600
        x += a * (np.sin(2 * np.pi * fk * t) + 0.5 * np.sin(2 * np.pi * fk * 1.0015 * t)) * np.exp(-t * decay)
    x *= np.clip(t / 0.003, 0, 1)
    rel = np.ones(n)
    hold = int(SR * dur)
    if hold < n:
        rel[hold:] = np.exp(-np.arange(n - hold) / (SR * 0.08))
    return 0.45 * x * rel * vel


def inst_pluck(f, dur, vel, rng):
    """A soft guitar/harp-like pluck: harmonics that fade faster the higher they are."""
    n = int(SR * max(0.7, dur + 0.35))
    t = secs(n)
    x = np.zeros(n)
    for k in range(1, 12):
        if f * k > 12000:
            break
        x += (1 / k ** 1.4) * np.sin(2 * np.pi * f * k * t + k) * np.exp(-t * (2.5 + 2.2 * k))
    x *= np.clip(t / 0.002, 0, 1)
    hold = int(SR * (dur + 0.05))
    if hold < n:
        x[hold:] *= np.exp(-np.arange(n - hold) / (SR * 0.06))
    return 0.7 * x * vel


def _sustained(f, dur, vel, harm, a=0.01, d=0.2, s=0.7, r=0.12, vib=(5.5, 0.004), detune=0.0, glide=0.0):
    n = int(SR * (dur + r + 0.02))
    ph = phase_of(f, n, vib[0], vib[1], detune_cents=detune, glide_from=glide)
    x = table_osc(wavetable(harm), ph)
    return x * adsr(n, a, d, s, r, dur) * vel


def inst_flute(f, dur, vel, rng):
    n = int(SR * (dur + 0.14))
    x = _sustained(f, dur, vel, (1, 0.22, 0.1, 0.04, 0.015), a=0.05, d=0.3, s=0.85, r=0.12, vib=(5.0, 0.006))
    breath = fft_filter(noise(n, rng), f * 0.8, f * 3) * adsr(n, 0.03, 0.08, 0.25, 0.1, dur)
    return 0.8 * x[:n] + 0.06 * breath * vel


def inst_softsquare(f, dur, vel, rng):
    return 0.55 * _sustained(f, dur, vel, band_limited("square", f, 0.35), a=0.006, d=0.15, s=0.6, r=0.08, vib=(6, 0.004))


def inst_chip(f, dur, vel, rng):
    return 0.45 * _sustained(f, dur, vel, band_limited("pulse25", f, 0.5), a=0.003, d=0.12, s=0.55, r=0.05, vib=(6.5, 0.005))


def inst_lead(f, dur, vel, rng):
    """Warm filtered-saw lead: bright start mellowing out."""
    n = int(SR * (dur + 0.12))
    ph = phase_of(f, n, 5.5, 0.005)
    bright = table_osc(wavetable(band_limited("saw", f, 0.55)), ph)
    dull = table_osc(wavetable(band_limited("saw", f, 0.12)), ph)
    k = np.exp(-secs(n) / 0.12)
    x = bright * k + dull * (1 - k)
    return 0.5 * x * adsr(n, 0.01, 0.25, 0.7, 0.1, dur) * vel


def inst_brass(f, dur, vel, rng):
    n = int(SR * (dur + 0.12))
    ph = phase_of(f, n, 5.0, 0.004, vib_delay=0.25)
    dull = table_osc(wavetable(band_limited("saw", f, 0.06)), ph)
    bright = table_osc(wavetable(band_limited("saw", f, 0.26)), ph)
    t = secs(n)
    k = np.clip(t / 0.06, 0, 1) * (0.55 + 0.45 * np.exp(-t / 0.25))
    x = dull * (1 - k) + bright * k
    return 0.5 * x * adsr(n, 0.03, 0.3, 0.75, 0.1, dur) * vel


def inst_organ(f, dur, vel, rng):
    harm = (1, 0.7, 0.35, 0.3, 0, 0.15, 0, 0.08)
    n = int(SR * (dur + 0.08))
    x = _sustained(f, dur, vel, harm, a=0.008, d=0.2, s=0.85, r=0.06, vib=(6.2, 0.003))
    trem = 1 + 0.12 * np.sin(2 * np.pi * 5.8 * secs(len(x)))
    return 0.42 * x * trem


def inst_pad(f, dur, vel, rng):
    n = int(SR * (dur + 0.6))
    harm = band_limited("saw", f, 0.08)
    x = np.zeros(n)
    for det in (-7, 0, 7):
        ph = phase_of(f, n, 0.3 + abs(det) * 0.02, 0.0015, detune_cents=det) + rng.random()
        x += table_osc(wavetable(harm), ph)
    return 0.22 * x * adsr(n, 0.35, 0.5, 0.8, 0.6, dur) * vel


def inst_strings(f, dur, vel, rng):
    n = int(SR * (dur + 0.3))
    harm = band_limited("saw", f, 0.18)
    x = np.zeros(n)
    for det in (-5, 5):
        ph = phase_of(f, n, 5.2, 0.004, detune_cents=det) + rng.random()
        x += table_osc(wavetable(harm), ph)
    return 0.25 * x * adsr(n, 0.12, 0.3, 0.85, 0.3, dur) * vel


def inst_bass(f, dur, vel, rng):
    """Round bass: sine with a touch of upper harmonics, plucky start."""
    n = int(SR * (dur + 0.1))
    ph = phase_of(f, n)
    x = table_osc(wavetable((1, 0.35, 0.12, 0.05)), ph)
    t = secs(n)
    click = np.sin(2 * np.pi * f * 4 * t) * np.exp(-t * 60) * 0.15
    return 0.85 * (x + click) * adsr(n, 0.004, 0.25, 0.65, 0.08, dur) * vel


def inst_pluckbass(f, dur, vel, rng):
    n = int(SR * (dur + 0.1))
    ph = phase_of(f, n)
    bright = table_osc(wavetable(band_limited("saw", f, 0.25)), ph)
    dull = table_osc(wavetable((1, 0.3, 0.08)), ph)
    k = np.exp(-secs(n) / 0.07)
    return 0.8 * (bright * k + dull * (1 - k)) * adsr(n, 0.003, 0.2, 0.55, 0.06, dur) * vel


def inst_tuba(f, dur, vel, rng):
    return 0.9 * _sustained(f, dur, vel, band_limited("saw", f, 0.03), a=0.02, d=0.2, s=0.6, r=0.06, vib=(0, 0))


def inst_pizz(f, dur, vel, rng):
    n = int(SR * 0.5)
    t = secs(n)
    x = np.zeros(n)
    for k in range(1, 8):
        x += (1 / k ** 1.2) * np.sin(2 * np.pi * f * k * t) * np.exp(-t * (7 + 4 * k))
    return 0.75 * x * np.clip(t / 0.003, 0, 1) * vel


INSTRUMENTS = {
    "marimba": inst_marimba, "kalimba": inst_kalimba, "bell": inst_bell, "musicbox": inst_musicbox,
    "steelpan": inst_steelpan, "piano": inst_piano, "pluck": inst_pluck, "flute": inst_flute,
    "softsquare": inst_softsquare, "chip": inst_chip, "lead": inst_lead, "brass": inst_brass,
    "organ": inst_organ, "pad": inst_pad, "strings": inst_strings, "bass": inst_bass,
    "pluckbass": inst_pluckbass, "tuba": inst_tuba, "pizz": inst_pizz,
}


# ---------------------------------------------------------------- drums ---
def drum_kit(seed: int = 1) -> dict:
    rng = np.random.default_rng(seed)
    kit = {}
    n = int(SR * 0.45)
    t = secs(n)
    f = 48 + 95 * np.exp(-t * 28)
    kick = np.sin(2 * np.pi * np.cumsum(f) / SR) * np.exp(-t * 8.5)
    kick += 0.25 * fft_filter(noise(n, rng), 1000, 5000) * np.exp(-t * 180)
    kit["kick"] = 0.9 * kick
    n = int(SR * 0.3)
    t = secs(n)
    sn = fft_filter(noise(n, rng), 900, 7000) * np.exp(-t * 20)
    sn += 0.45 * np.sin(2 * np.pi * 185 * t) * np.exp(-t * 28)
    kit["snare"] = 0.55 * sn
    n = int(SR * 0.12)
    t = secs(n)
    kit["hat"] = 0.35 * fft_filter(noise(n, rng), 7000, 16000) * np.exp(-t * 55)
    n = int(SR * 0.45)
    t = secs(n)
    kit["openhat"] = 0.28 * fft_filter(noise(n, rng), 6500, 16000) * np.exp(-t * 9)
    n = int(SR * 0.12)
    t = secs(n)
    kit["shaker"] = 0.3 * fft_filter(noise(n, rng), 4000, 11000) * np.clip(t / 0.012, 0, 1) * np.exp(-t * 40)
    n = int(SR * 0.35)
    t = secs(n)
    cl = np.zeros(n)
    for i, off in enumerate((0, 0.011, 0.022)):
        k = int(off * SR)
        cl[k:] += np.exp(-secs(n - k) * (120 if i < 2 else 18))
    kit["clap"] = 0.5 * fft_filter(noise(n, rng), 900, 4000) * cl
    n = int(SR * 0.12)
    t = secs(n)
    kit["block"] = 0.5 * (np.sin(2 * np.pi * 1250 * t) + 0.3 * np.sin(2 * np.pi * 2900 * t)) * np.exp(-t * 45)
    kit["blocklow"] = 0.5 * (np.sin(2 * np.pi * 880 * t) + 0.3 * np.sin(2 * np.pi * 2100 * t)) * np.exp(-t * 42)
    n = int(SR * 0.3)
    t = secs(n)
    kit["tom"] = 0.6 * np.sin(2 * np.pi * np.cumsum(140 + 70 * np.exp(-t * 20)) / SR) * np.exp(-t * 11)
    kit["conga"] = 0.5 * np.sin(2 * np.pi * np.cumsum(300 + 90 * np.exp(-t * 40)) / SR) * np.exp(-t * 16)
    kit["congalow"] = 0.5 * np.sin(2 * np.pi * np.cumsum(210 + 60 * np.exp(-t * 40)) / SR) * np.exp(-t * 14)
    n = int(SR * 0.25)
    t = secs(n)
    jing = sum(np.sin(2 * np.pi * fr * t) for fr in (6100, 7300, 8800, 10400))
    kit["tamb"] = 0.12 * (fft_filter(noise(n, rng), 6000, 15000) + 0.3 * jing) * np.exp(-t * 22)
    n = int(SR * 1.6)
    t = secs(n)
    kit["crash"] = 0.22 * fft_filter(noise(n, rng), 4000, 15000) * np.exp(-t * 2.8)
    n = int(SR * 1.2)
    t = secs(n)
    kit["triangle"] = 0.12 * (np.sin(2 * np.pi * 4200 * t) + 0.5 * np.sin(2 * np.pi * 6300 * t)) * np.exp(-t * 3.5)
    return kit


# --------------------------------------------------------------- effects ---
def _comb(x: np.ndarray, d: int, g: float) -> np.ndarray:
    """Feedback comb y[n] = x[n-d] + g*y[n-d], computed block by block (block = d)."""
    n = len(x)
    y = np.zeros(n)
    for s in range(d, n, d):
        e = min(s + d, n)
        y[s:e] = x[s - d:e - d] + g * y[s - d:e - d]
    return y


def _allpass(x: np.ndarray, d: int, g: float) -> np.ndarray:
    n = len(x)
    y = np.empty(n)
    y[:d] = -g * x[:d]
    for s in range(d, n, d):
        e = min(s + d, n)
        y[s:e] = -g * x[s:e] + x[s - d:e - d] + g * y[s - d:e - d]
    return y


def reverb(x: np.ndarray, size: float = 1.0, damp_hz: float = 5000) -> tuple:
    """Stereo Schroeder reverb of a mono send. Returns (left, right)."""
    src = fft_filter(x, 250, damp_hz)
    combs = (1557, 1617, 1491, 1422, 1277, 1356, 1188, 1116)
    outs = []
    for spread in (0, 23):
        acc = np.zeros(len(x))
        for d in combs:
            acc += _comb(src, int((d + spread) * size), 0.80)
        acc /= len(combs)
        for d in (556, 441, 341, 225):
            acc = _allpass(acc, d + spread, 0.5)
        outs.append(acc)
    return outs[0], outs[1]


def echo(x: np.ndarray, delay_s: float, feedback: float = 0.35, repeats: int = 4) -> np.ndarray:
    d = int(delay_s * SR)
    y = np.zeros(len(x))
    g = 1.0
    for k in range(1, repeats + 1):
        g *= feedback
        if k * d >= len(x):
            break
        y[k * d:] += g * x[:len(x) - k * d]
    return y


def pan_gains(p: float) -> tuple:
    """Constant-power pan, p in -1 (left) .. 1 (right)."""
    a = (p + 1) * math.pi / 4
    return math.cos(a), math.sin(a)


# ---------------------------------------------------------------- output ---
def write_wav(path: str, left: np.ndarray, right: np.ndarray | None = None) -> None:
    if right is None:
        data = np.clip(left, -1, 1)
        ch = 1
        frames = (data * 32767).astype("<i2").tobytes()
    else:
        data = np.stack([np.clip(left, -1, 1), np.clip(right, -1, 1)], axis=1)
        ch = 2
        frames = (data * 32767).astype("<i2").tobytes()
    with wave.open(path, "wb") as w:
        w.setnchannels(ch)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(frames)


def encode_mp3(wav: str, mp3: str, kbps: int, mono: bool = False) -> None:
    cmd = ["lame", "--quiet", "--noreplaygain", "-q", "2", "--cbr", "-b", str(kbps)]
    if mono:
        cmd += ["-m", "m"]
    subprocess.run(cmd + [wav, mp3], check=True)
