#!/usr/bin/env python3
"""Writes elliptic_arc_reference.csv: lengths of elliptical arcs to 30 digits.

The high-precision reference for EllipticalArcTests. For an arc of the
ellipse (rx cos θ, ry sin θ) from θ1 = start to θ2 = start + sweep, the
length is the integral of sqrt(rx² sin²θ + ry² cos²θ) over [θ1, θ2]
(|sweep| > 0). Computed twice in mpmath at DIGITS digits, from the exact
binary values of the doubles:
  * Legendre form: a·|E(ψ2 | m) − E(ψ1 | m)| with mpmath.ellipe, a = max(rx, ry),
    m = 1 − (min/max)², ψ = θ − π/2 when rx ≥ ry, else ψ = θ;
  * mpmath.quad (tanh-sinh) of the speed, split at every multiple of π/2;
the script fails unless both agree to CHECK_DIGITS significant digits.

Columns: rx, ry, start, sweep (shortest repr of the doubles), length, half
(arc length from t = 0 to t = 1/2, i.e. θ = start + sweep/2), 30 digits.

Run:  python3 make_elliptic_arc_reference.py > elliptic_arc_reference.csv
Needs: mpmath (tested with 1.4.1). Deterministic: random.Random(SEED).
"""
import random
import sys

import mpmath as mp

DIGITS = 40
CHECK_DIGITS = 28
SEED = 16


def arcs():
    rng = random.Random(SEED)
    out = [
        (1.0, 1.0, 0.0, 2 * 3.141592653589793),  # a full circle
        (2.0, 2.0, 0.5, -2 * 3.141592653589793),
        (1.0, 1e-6, 0.0, 3.141592653589793),  # near-degenerate, through the flat ends
        (1e-6, 1.0, -1.0, 2.5),
        (3.0, 1.0, 0.25, 1.0),
        (1.0, 3.0, -0.25, -5.0),
    ]
    for _ in range(200):
        rx = 10 ** rng.uniform(-3, 3)
        kind = rng.random()
        if kind < 0.15:
            ratio = 1.0
        elif kind < 0.3:
            ratio = 10 ** rng.uniform(-6, -4)
        else:
            ratio = 10 ** rng.uniform(-3, 0)
        ry = rx * ratio
        if rng.random() < 0.5:
            rx, ry = ry, rx
        start = rng.uniform(-2 * 3.141592653589793, 2 * 3.141592653589793)
        sweep = rng.uniform(-4 * 3.141592653589793, 4 * 3.141592653589793)
        if abs(sweep) < 1e-2:
            sweep = 1e-2
        out.append((rx, ry, start, sweep))
    return out


def legendre(rx, ry, t1, t2):
    a = max(rx, ry)
    m = 1 - (min(rx, ry) / a) ** 2
    shift = mp.pi / 2 if rx >= ry else mp.mpf(0)
    return a * abs(mp.ellipe(t2 - shift, m) - mp.ellipe(t1 - shift, m))


def quadrature(rx, ry, t1, t2):
    lo, hi = min(t1, t2), max(t1, t2)
    points = [lo]
    k = mp.ceil(lo / (mp.pi / 2))
    while k * mp.pi / 2 < hi:
        if k * mp.pi / 2 > lo:
            points.append(k * mp.pi / 2)
        k += 1
    points.append(hi)
    return mp.quad(lambda t: mp.sqrt((rx * mp.sin(t)) ** 2 + (ry * mp.cos(t)) ** 2), points)


def main():
    mp.mp.dps = DIGITS
    print("rx,ry,start,sweep,length,half")
    for rx, ry, start, sweep in arcs():
        x, y, s, d = (mp.mpf(v) for v in (rx, ry, start, sweep))
        length = legendre(x, y, s, s + d)
        half = legendre(x, y, s, s + d / 2)
        check = quadrature(x, y, s, s + d)
        if abs(check - length) > mp.mpf(10) ** -CHECK_DIGITS * length:
            sys.exit(f"quadrature disagrees for {(rx, ry, start, sweep)}: {length} vs {check}")
        print(f"{rx!r},{ry!r},{start!r},{sweep!r},{mp.nstr(length, 30)},{mp.nstr(half, 30)}")


if __name__ == "__main__":
    main()
