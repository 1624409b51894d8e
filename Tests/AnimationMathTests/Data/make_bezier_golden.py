#!/usr/bin/env python3
"""Golden values for CubicBezierTimingTests, from mpmath at 60 digits.

Control points and inputs are taken as the exact doubles they denote; the
root of x(t) = p is found by 1200 bisection steps (absolute width 2^-1200) in [0, 1] (x is monotone),
then y(t) and dy/dx = y'(t)/x'(t) are evaluated at 60 digits and rounded to
the nearest double. Run: python3 Tests/AnimationMathTests/Data/make_bezier_golden.py and paste
the table into CubicBezierTimingTests.swift.
"""
from mpmath import mp, mpf

mp.dps = 60


def bez(c1, c2, t):
    u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t ** 3


def dbez(c1, c2, t):
    u = 1 - t
    return 3 * (u * u * c1 + 2 * u * t * (c2 - c1) + t * t * (1 - c2))


def solve(x1, x2, p):
    lo, hi = mpf(0), mpf(1)
    for _ in range(1200):
        mid = (lo + hi) / 2
        if bez(x1, x2, mid) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


ulp_half_up = 0.5 + 2.0 ** -53
ulp_half_down = 0.5 - 2.0 ** -54
curves = {
    "(1, 0, 0, 1)": (1.0, 0.0, 0.0, 1.0),
    "(0, 1, 0, 1)": (0.0, 1.0, 0.0, 1.0),
    "(1, 0, 1, 0)": (1.0, 0.0, 1.0, 0.0),
    "(0.99, 0, 0.01, 1)": (0.99, 0.0, 0.01, 1.0),
    "(0.3333, 0, 0.6667, 1)": (0.3333, 0.0, 0.6667, 1.0),
    "(0.9, 0.1, 0.95, 0.05)": (0.9, 0.1, 0.95, 0.05),
    "back (0.68, -0.55, 0.265, 1.55)": (0.68, -0.55, 0.265, 1.55),
    "ease (0.25, 0.1, 0.25, 1)": (0.25, 0.1, 0.25, 1.0),
    "ease-in-out (0.42, 0, 0.58, 1)": (0.42, 0.0, 0.58, 1.0),
    "chromium unclamped (0.5, -1, 0.5, 2)": (0.5, -1.0, 0.5, 2.0),
}
inputs = [1e-300, 1e-20, 1e-9, 0.001, 0.1, 0.25, ulp_half_down, 0.5, ulp_half_up,
          0.5 + 1e-10, 0.7, 0.999, 1 - 2.0 ** -53]
for name, (x1, y1, x2, y2) in curves.items():
    for p in inputs:
        t = solve(mpf(x1), mpf(x2), mpf(p))
        y = bez(mpf(y1), mpf(y2), t)
        dx = dbez(mpf(x1), mpf(x2), t)
        dy = dbez(mpf(y1), mpf(y2), t)
        slope = float(dy / dx) if dx != 0 else float("inf")
        print(f'    GoldenCase("{name}", {x1!r}, {y1!r}, {x2!r}, {y2!r}, '
              f'progress: {p!r}, value: {float(y)!r}, slope: {slope!r}),')
