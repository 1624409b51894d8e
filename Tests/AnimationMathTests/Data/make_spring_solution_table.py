#!/usr/bin/env python3
"""Print SpringSolutionTests.published: the closed-form reference table.

Each row is a spring with m = 1, k = (2π)², c = 2·ζ·2π (ω0 = 2π exactly, in
mpmath, not rounded to doubles) moving from 0 to 1 with initial velocity v0
(progress/s), at t = 0.1, 0.5 and 1 s. The position and velocity are computed
at 40 significant digits as the matrix exponential of the first-order system
(no closed form, no regimes):

    d/dt [d, v] = A·[d, v],  A = [[0, 1], [−ω0², −2ζω0]],  d = x − 1,
    [d(t), v(t)] = expm(A·t)·[−1, v0]   (mpmath.expm),

chopped to 0 below 1e-30 and printed to 20 significant digits (values that
are short decimals, such as 2 and −0.8, without trailing zeros), as the Swift
`.init(...)` lines of the table. ζ = 1 ± 1e-9 are the exact decimals.

Run:  python3 make_spring_solution_table.py   (needs mpmath; paste the output
into Tests/AnimationMathTests/SpringSolutionTests.swift)
"""
import mpmath as mp

mp.mp.dps = 40

DAMPING_RATIOS = ["0", "0.25", "0.6", "1 - 1e-9", "1", "1 + 1e-9", "1.5", "5"]
VELOCITIES = ["0", "0.8"]
TIMES = ["0.1", "0.5", "1"]
# ζ = 1 ± 1e-9 only at v0 = 0 (their v0 = 0.8 rows would repeat ζ = 1's to 9 digits).
VELOCITY_FREE = {"1 - 1e-9", "1 + 1e-9"}


def ratio(text):
    if " - " in text:
        a, b = text.split(" - ")
        return mp.mpf(a) - mp.mpf(b)
    if " + " in text:
        a, b = text.split(" + ")
        return mp.mpf(a) + mp.mpf(b)
    return mp.mpf(text)


def state(zeta, v0, t):
    omega = 2 * mp.pi
    a = mp.matrix([[0, 1], [-omega**2, -2 * zeta * omega]])
    s = mp.expm(a * t) * mp.matrix([-1, v0])
    return 1 + s[0], s[1]


def text(x):
    x = mp.chop(x, tol=mp.mpf("1e-30"))
    if x == 0:
        return "0"
    full = mp.nstr(x, 20, min_fixed=-30, max_fixed=30, strip_zeros=False)
    short = mp.nstr(x, 20, min_fixed=-30, max_fixed=30, strip_zeros=True)
    short = short[:-2] if short.endswith(".0") else short
    # Exact values (2, −0.8) print short; the rest keep all 20 digits.
    return short if len(short.lstrip("-").replace(".", "").strip("0")) <= 6 else full


def main():
    for z in DAMPING_RATIOS:
        for v in VELOCITIES:
            if z in VELOCITY_FREE and v != "0":
                continue
            for t in TIMES:
                x, speed = state(ratio(z), mp.mpf(v), mp.mpf(t))
                print(f"    .init(dampingRatio: {z}, velocity: {v}, time: {t}, position: {text(x)}, speed: {text(speed)}),")


if __name__ == "__main__":
    main()
