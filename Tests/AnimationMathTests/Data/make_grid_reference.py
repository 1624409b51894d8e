#!/usr/bin/env python3
"""Writes grid_reference.csv: 50-digit states of springs on long uniform grids.

For each case the spring m x'' + c x' + k (x - to) = 0, x(0) = from,
x'(0) = v0 (the doubles below, taken exactly) is solved by the matrix
exponential of its first-order system, y(t) = expm(A t) y(0) with
A = [[0, 1], [-k/m, -c/m]] and y = (x - to, x'), in mpmath at 60 digits
(mpmath.expm: Pade with scaling and squaring). Nothing here uses the core's
closed form. Times are the doubles the grid prints: k/fps, k*step or
end*k/(n-1) or k*1/denominator, rounded as TimeGrid rounds them, as IEEE division/multiplication in Python gives.

Indices sampled per case: the first 70, both sides of anchors every 32 steps
near 1e3, 1e4, 1e5 and 1e6, 60 log-spaced ones, and the last 20 of 10^6 + 1.

Run: python3 Tests/AnimationMathTests/Data/make_grid_reference.py
"""
import os
from mpmath import mp, mpf, matrix, expm, nstr

mp.dps = 60
N = 1_000_000

# name, mass, stiffness, damping coefficient, from, to, v0, layout, value
CASES = [
    ("undamped", 1.0, 100.0, 0.0, 0.0, 1.0, 0.0, "fps", 120.0),
    ("undamped-v", 2.0, 3000.0, 0.0, -3.0, 5.0, 40.0, "step", 1e-3),
    ("zeta-1e-3", 1.0, 100.0, 0.02, 0.0, 1.0, 0.0, "fps", 120.0),
    ("zeta-0.5", 1.0, 100.0, 10.0, 0.0, 1.0, 0.0, "samples", 1.0),
    ("zeta-0.5-fps", 1.0, 100.0, 10.0, 0.0, 1.0, 0.8, "fps", 120.0),
    ("critical-minus", 1.0, 100.0, 20.0 * (1 - 1e-12), 0.0, 1.0, 0.0, "fps", 120.0),
    ("critical", 1.0, 100.0, 20.0, 1.0, 0.0, -7.0, "fps", 120.0),
    ("critical-plus", 1.0, 100.0, 20.0 * (1 + 1e-12), 0.0, 1.0, 0.0, "fps", 120.0),
    ("zeta-2", 1.0, 100.0, 40.0, 0.0, 1.0, 3.0, "fps", 60.0),
    ("zeta-1e4", 1.0, 100.0, 2e5, 0.0, 1.0, 0.0, "fps", 120.0),
    ("zeta-1e4-v", 1.0, 100.0, 2e5, 0.0, 1.0, 50.0, "step", 1e-4),
    ("stiff", 0.5, 2e6, 40.0, 10.0, -10.0, 0.0, "fps", 240.0),
    # --step 0.001 kept as the fraction 1/1000 (TimeGrid.rationalStep).
    ("undamped-decimal-step", 1.0, 100.0, 0.0, 0.0, 1.0, 2.0, "rational", 1000.0),
]


def time(layout, value, i):
    if layout == "fps":
        return i / value
    if layout == "step":
        return i * value
    if layout == "rational":
        return i * 1.0 / value
    # samples: N + 1 times over [0, value]
    return value if i == N else value * i / N


def indices():
    s = set(range(70))
    for centre in (1_000, 10_000, 100_000, N - 100):
        base = centre - centre % 32
        s.update(range(base - 3, base + 4))
    s.update(int(round(10 ** (2 + 4 * j / 59))) for j in range(60))
    s.update(range(N - 19, N + 1))
    return sorted(i for i in s if 0 <= i <= N)


here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "grid_reference.csv"), "w") as f:
    f.write("case,mass,stiffness,damping,from,to,v0,layout,value,index,t,position,velocity\n")
    for ci, (name, m, k, c, x0, to, v0, layout, value) in enumerate(CASES):
        A = matrix([[0, 1], [-mpf(k) / mpf(m), -mpf(c) / mpf(m)]])
        y0 = matrix([mpf(x0) - mpf(to), mpf(v0)])
        lay = {"fps": 0, "step": 1, "samples": 2, "rational": 3}[layout]
        for i in indices():
            t = time(layout, value, i)
            y = expm(A * mpf(t)) * y0
            f.write(f"{ci},{m!r},{k!r},{c!r},{x0!r},{to!r},{v0!r},{lay},{value!r},{i},{t!r},"
                    f"{nstr(mpf(to) + y[0], 25)},{nstr(y[1], 25)}\n")
        print(name, "done", flush=True)
