#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the game's sound effects as small WAV files (16-bit mono, 22,050 Hz).

Every sound is synthesised here from sine tones, decaying envelopes and seeded noise, so the
files are the project's own and can be made again byte for byte:

    python3 resources/sounds/generate_sounds.py

deal, draw, discard: soft card sounds (filtered noise bursts); your-turn: a two-note chime;
timer-warning: two quick ticks; declare: a rising arpeggio; win: a major chord spread upward;
loss: a falling minor third.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def tone(freq, seconds, volume=0.5, decay=6.0):
    n = int(RATE * seconds)
    return [volume * math.sin(2 * math.pi * freq * i / RATE) * math.exp(-decay * i / n)
            for i in range(n)]


def noise(seconds, volume=0.4, decay=8.0, smooth=0.6, seed=1):
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)  # a gentle low-pass
        out.append(volume * last * math.exp(-decay * i / n))
    return out


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(*parts):
    n = max(len(p) for p in parts)
    return [sum(p[i] for p in parts if i < len(p)) for i in range(n)]


def then(*parts):
    out = []
    for p in parts:
        out.extend(p)
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = min(1.0, 0.9 / peak)
    fade = int(RATE * 0.005)  # no click at either end
    with wave.open(os.path.join(HERE, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        frames = bytearray()
        for i, s in enumerate(samples):
            g = min(1.0, i / fade, (len(samples) - 1 - i) / fade) if fade else 1.0
            frames += struct.pack("<h", int(max(-1.0, min(1.0, s * scale * g)) * 32767))
        w.writeframes(bytes(frames))


def main():
    write("deal", then(*[then(noise(0.035, 0.5, 10, 0.5, seed=k), silence(0.03)) for k in range(5)]))
    write("draw", noise(0.12, 0.5, 5, 0.7, seed=11))
    write("discard", mix(noise(0.07, 0.6, 9, 0.4, seed=12), tone(180, 0.07, 0.2, 10)))
    write("your-turn", then(tone(660, 0.14, 0.45, 4), tone(880, 0.30, 0.45, 5)))
    write("timer-warning", then(tone(1200, 0.05, 0.4, 8), silence(0.08), tone(1200, 0.05, 0.4, 8)))
    write("declare", then(*[tone(f, 0.09, 0.4, 3) for f in (523, 659, 784)], tone(1047, 0.3, 0.4, 4)))
    write("win", mix(tone(523, 0.9, 0.3, 3), then(silence(0.08), tone(659, 0.82, 0.3, 3)),
                     then(silence(0.16), tone(784, 0.74, 0.3, 3)),
                     then(silence(0.24), tone(1047, 0.66, 0.3, 3))))
    write("loss", then(tone(440, 0.22, 0.4, 3), tone(370, 0.45, 0.4, 4)))


if __name__ == "__main__":
    main()
