#!/usr/bin/env python3
"""Writes arc_length_reference.csv: arc lengths of Bézier segments to 33 digits.

The independent high-precision reference for ArcLengthTests (and for the
near-cusp cases where GSL's double-precision quadrature is the weaker
reference, see ArcLengthVsGSLTests).

Method, all in mpmath at DIGITS significant digits, from the exact binary
values of the double control points:
  * speed(t) = |B'(t)| from the Bernstein form of the hodograph;
  * [0, 1] is split at the real roots of d/dt |B'(t)|^2 (mpmath.polyroots at
    full precision: every cusp and near-cusp minimum), and, around each root
    t0, also at t0 ± 10^-k (k = 1..30) so that tanh-sinh sees the narrow
    feature of a near-cusp at several scales;
  * mpmath.quad (tanh-sinh) on every piece, at DIGITS and again at
    DIGITS + 20 digits; the script fails unless both agree to CHECK_DIGITS
    significant digits (absolute agreement to 1e-CHECK_DIGITS of the length).

Columns: name, kind (line|quad|cubic), x0,y0,...,x3,y3 (shortest repr of
the doubles; unused points empty), length, s25, s50, s75 (arc length from
t = 0 to t = 0.25, 0.5, 0.75), all lengths with 33 significant digits.

Run:  python3 make_arc_length_reference.py > arc_length_reference.csv
Needs: mpmath (tested with 1.3.0). Deterministic: the random cases come
from random.Random(SEED).
"""
import multiprocessing
import random
import sys

import mpmath as mp

DIGITS = 45
CHECK_DIGITS = 33
OUTPUT_DIGITS = 33
SEED = 20240405
RANDOM_COUNT = 240


def named_cases():
    """(name, points) with points as lists of (x, y) doubles."""
    c = []
    c.append(("cusp_unit", [(0, 0), (1, 1), (0, 1), (1, 0)]))
    c.append(("cusp_100", [(0, 0), (100, 100), (0, 100), (100, 0)]))
    c.append(("cusp_300", [(0, 0), (300, 300), (0, 300), (300, 0)]))
    c.append(("near_cusp_300.5", [(0, 0), (300, 300), (0, 300.5), (300, 0)]))
    for k in (1, 2, 3, 4, 6, 8, 10, 12):
        d = 10.0 ** -k
        c.append((f"near_cusp_1e-{k}", [(0, 0), (300, 300), (0, 300 + d), (300, 0)]))
        c.append((f"near_cusp_below_1e-{k}", [(0, 0), (100, 100), (0, 100 - d), (100, 0)]))
    c.append(("s_curve", [(0, 0), (100, 0), (200, 300), (300, 300)]))
    c.append(("loop", [(0, 0), (400, 300), (-100, 300), (300, 0)]))
    c.append(("closed_loop", [(0, 0), (100, 100), (-100, 100), (0, 0)]))
    c.append(("collapsed_handles", [(0, 0), (0, 0), (300, 300), (300, 300)]))
    c.append(("collinear_backtrack", [(0, 0), (400, 0), (-100, 0), (300, 0)]))
    c.append(("collinear_uneven", [(0, 0), (50, 50), (60, 60), (300, 300)]))
    c.append(("collinear_diagonal_backtrack", [(10, 20), (-40, -5), (90, 60), (0, 15)]))
    c.append(("seed_d_like", [(50, 600), (300, 400), (-100, 200), (200, 0)]))
    c.append(("coincident_start", [(0, 0), (0, 0), (100, 50), (200, 0)]))
    c.append(("coincident_end", [(0, 0), (100, 50), (200, 0), (200, 0)]))
    c.append(("triple_start", [(0, 0), (0, 0), (0, 0), (100, 100)]))
    c.append(("triple_end", [(3, 4), (100, 100), (100, 100), (100, 100)]))
    c.append(("single_point", [(7, -2), (7, -2), (7, -2), (7, -2)]))
    c.append(("ease", [(0, 0), (0.25, 0.1), (0.25, 1), (1, 1)]))
    c.append(("ease_in", [(0, 0), (0.42, 0), (1, 1), (1, 1)]))
    c.append(("ease_out", [(0, 0), (0, 0), (0.58, 1), (1, 1)]))
    c.append(("ease_in_out", [(0, 0), (0.42, 0), (0.58, 1), (1, 1)]))
    c.append(("ease_in_out_back", [(0, 0), (0.68, -0.6), (0.32, 1.6), (1, 1)]))
    c.append(("whipping", [(0, 0), (1000, 10), (-1000, 10), (1, 0)]))
    c.append(("shallow_symmetric_loop", [(0, 0), (30, 1), (-29, 1), (1, 0)]))
    c.append(("cusp_unit_scaled_1e150", [(0, 0), (1e150, 1e150), (0, 1e150), (1e150, 0)]))
    c.append(("s_curve_scaled_1e-150", [(0, 0), (1e-148, 0), (2e-148, 3e-148), (3e-148, 3e-148)]))
    c.append(("far_from_origin", [(1e6, 1e6), (1e6 + 100, 1e6), (1e6 + 200, 1e6 + 300), (1e6 + 300, 1e6 + 300)]))
    c.append(("quad_parabola", [(0, 0), (50, 100), (100, 0)]))
    c.append(("quad_backtrack", [(0, 0), (10, 0), (5, 0)]))
    c.append(("quad_coincident_start", [(0, 0), (0, 0), (30, 40)]))
    c.append(("quad_asymmetric", [(-3, 7), (120, -40), (15, 90)]))
    c.append(("quad_near_backtrack", [(0, 0), (10, 1e-6), (5, 0)]))
    c.append(("line_diagonal", [(1, 2), (4, 6)]))
    c.append(("line_zero", [(5, 5), (5, 5)]))
    return c


def random_cases(rng):
    """Random cubics; a third exact cusps (rounded to doubles), a third near-cusps."""
    cases = []
    for i in range(RANDOM_COUNT):
        kind = i % 3
        pts = [(rng.uniform(-100, 100), rng.uniform(-100, 100)) for _ in range(4)]
        if kind >= 1:
            # Choose P2 so that B'(t0) = 0:  D0(1-t)^2 + 2(P2-P1)t(1-t) + (P3-P2)t^2 = 0.
            t0 = rng.uniform(0.05, 0.6)
            (p0, p1, _, p3) = pts
            den = 2 * t0 * (1 - t0) - t0 * t0
            p2 = tuple(
                (-(p1[j] - p0[j]) * (1 - t0) ** 2 + 2 * p1[j] * t0 * (1 - t0) - p3[j] * t0 * t0) / den
                for j in range(2))
            if kind == 2:
                d = 10.0 ** rng.uniform(-12, -1)
                p2 = (p2[0] + d * rng.uniform(-1, 1), p2[1] + d * rng.uniform(-1, 1))
            pts[2] = p2
        cases.append((f"random_{i:03d}_{['free', 'cusp', 'near_cusp'][kind]}", pts))
    return cases


def hodograph(points):
    """Bernstein coefficients of B'(t) as mpf pairs, and its degree."""
    n = len(points) - 1
    return [(n * (mp.mpf(points[i + 1][0]) - mp.mpf(points[i][0])),
             n * (mp.mpf(points[i + 1][1]) - mp.mpf(points[i][1]))) for i in range(n)], n


def bernstein(coeffs, t):
    """The hodograph (degree <= 2) at t, Bernstein form."""
    s = 1 - t
    if len(coeffs) == 1:
        return coeffs[0]
    if len(coeffs) == 2:
        return (s * coeffs[0][0] + t * coeffs[1][0], s * coeffs[0][1] + t * coeffs[1][1])
    b0, b1, b2 = s * s, 2 * s * t, t * t
    return (b0 * coeffs[0][0] + b1 * coeffs[1][0] + b2 * coeffs[2][0],
            b0 * coeffs[0][1] + b1 * coeffs[1][1] + b2 * coeffs[2][1])


def power_coefficients(coeffs):
    """Power-basis coefficients (ascending) of each coordinate of a Bernstein polynomial."""
    m = len(coeffs) - 1
    out = []
    for j in range(2):
        pc = [mp.mpf(0)] * (m + 1)
        for i, c in enumerate(coeffs):
            # C(m,i) t^i (1-t)^(m-i) = C(m,i) sum_k C(m-i,k) (-1)^k t^(i+k)
            for k in range(m - i + 1):
                pc[i + k] += mp.binomial(m, i) * mp.binomial(m - i, k) * (-1) ** k * c[j]
        out.append(pc)
    return out


def split_points(points):
    coeffs, n = hodograph(points)
    if n == 1:
        return []
    px, py = power_coefficients(coeffs)
    # q(t) = x'(t)^2 + y'(t)^2, roots of q'(t).
    def mul(a, b):
        r = [mp.mpf(0)] * (len(a) + len(b) - 1)
        for i, u in enumerate(a):
            for j, v in enumerate(b):
                r[i + j] += u * v
        return r
    q = [u + v for u, v in zip(mul(px, px), mul(py, py))]
    dq = [i * q[i] for i in range(1, len(q))]
    while dq and dq[-1] == 0:
        dq.pop()
    if len(dq) <= 1:
        return []
    roots = mp.polyroots(list(reversed(dq)), maxsteps=400, extraprec=4 * mp.mp.prec)
    real = sorted(mp.re(r) for r in roots if abs(mp.im(r)) < mp.mpf(10) ** (-(mp.mp.dps - 8)))
    inside = [r for r in real if 0 < r < 1]
    pts = set()
    for r in inside:
        pts.add(r)
        for k in range(1, 31, 3):
            for s in (r - mp.mpf(10) ** -k, r + mp.mpf(10) ** -k):
                if 0 < s < 1:
                    pts.add(s)
    return sorted(pts)


def arc_length(points, upper, splits):
    coeffs, _ = hodograph(points)
    speed = lambda t: mp.sqrt(sum(v * v for v in bernstein(coeffs, t)))
    nodes = [mp.mpf(0)] + [s for s in splits if s < upper] + [mp.mpf(upper)]
    total = mp.mpf(0)
    for a, b in zip(nodes, nodes[1:]):
        total += mp.quad(speed, [a, b])
    return total


def lengths(points):
    """(length, s(0.25), s(0.5), s(0.75)) at the current precision.

    The points are first divided by their largest coordinate (mpmath.quad's
    tolerance is partly absolute, so tiny or huge curves are normalised)."""
    scale = max(max(abs(mp.mpf(x)), abs(mp.mpf(y))) for x, y in points)
    if scale == 0:
        return [mp.mpf(0)] * 4
    points = [(mp.mpf(x) / scale, mp.mpf(y) / scale) for x, y in points]
    splits = split_points(points)
    return [scale * arc_length(points, u, splits)
            for u in (1, mp.mpf(1) / 4, mp.mpf(1) / 2, mp.mpf(3) / 4)]


def row(case):
    """One CSV line for (name, points)."""
    name, points = case
    points = [(float(x), float(y)) for x, y in points]
    mp.mp.dps = DIGITS
    values = lengths(points)
    mp.mp.dps = DIGITS + 20
    check = lengths(points)
    mp.mp.dps = DIGITS
    for v, w in zip(values, check):
        scale = max(abs(values[0]), mp.mpf(10) ** -300)
        if abs(v - w) > scale * mp.mpf(10) ** -CHECK_DIGITS:
            raise RuntimeError(f"{name}: precision check failed: {v} vs {w}")
    kind = {2: "line", 3: "quad", 4: "cubic"}[len(points)]
    coords = []
    for i in range(4):
        if i < len(points):
            coords += [repr(points[i][0]), repr(points[i][1])]
        else:
            coords += ["", ""]
    text = [mp.nstr(v, OUTPUT_DIGITS) if v != 0 else "0" for v in values]
    return ",".join([name, kind] + coords + text)


def main():
    rng = random.Random(SEED)
    cases = named_cases() + random_cases(rng)
    out = sys.stdout
    out.write("name,kind,x0,y0,x1,y1,x2,y2,x3,y3,length,s25,s50,s75\n")
    with multiprocessing.Pool() as pool:
        for line in pool.imap(row, cases):
            out.write(line + "\n")
            out.flush()
            print(line.split(",")[0], file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
