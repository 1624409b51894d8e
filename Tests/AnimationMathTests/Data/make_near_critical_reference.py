#!/usr/bin/env python3
"""Make near_critical.csv: exact spring positions and velocities near ζ = 1.

The springs have m = 1, k = (2π)² and c = 2·ζ·2π, each rounded to a double exactly
as Python (IEEE 754 binary64) rounds them; ζ = 1 ± 10^-n for n = 2…15 and ζ = 1.
The motion starts at `from` toward `to` with velocity v0 (absolute units/s).
Each row's expected values are the exact solution for those *double* inputs,
computed with mpmath at 60 significant digits from the closed form (trig or
hyperbolic form, whichever the sign of q = k/m − (c/2m)² selects; q is computed
exactly at this precision), then printed to 25 significant digits.

Run:  python3 make_near_critical_reference.py > near_critical.csv   (needs mpmath)
"""
import math
import mpmath as mp

mp.mp.dps = 60


def exact(m, k, c, x0, target, v0, t):
    m, k, c, x0, target, v0, t = (mp.mpf(v) for v in (m, k, c, x0, target, v0, t))
    lam = c / (2 * m)
    w2 = k / m
    q = w2 - lam * lam
    d0 = x0 - target
    if q > 0:
        s = mp.sqrt(q)
        C, S = mp.cos(s * t), mp.sin(s * t) / s
    elif q < 0:
        s = mp.sqrt(-q)
        C, S = mp.cosh(s * t), mp.sinh(s * t) / s
    else:
        C, S = mp.mpf(1), t
    e = mp.exp(-lam * t)
    d = e * (d0 * C + (v0 + lam * d0) * S)
    v = e * (v0 * C - (lam * v0 + w2 * d0) * S)
    return target + d, v


def main():
    omega = 2 * math.pi
    m = 1.0
    k = omega * omega
    ratios = [1.0] + [1 + s * 10.0 ** -n for n in range(2, 16) for s in (-1, 1)]
    starts = [(0.0, 1.0, 0.0), (0.0, 1.0, 0.8), (250.0, -40.0, -1300.0)]
    times = [0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 4.0]
    print("mass,stiffness,damping,from,to,initial_velocity,t,position,velocity")
    for z in ratios:
        c = 2 * z * omega
        for (x0, target, v0) in starts:
            for t in times:
                x, v = exact(m, k, c, x0, target, v0, t)
                print(
                    f"{m!r},{k!r},{c!r},{x0!r},{target!r},{v0!r},{t!r},"
                    f"{mp.nstr(x, 25, strip_zeros=False)},{mp.nstr(v, 25, strip_zeros=False)}")


if __name__ == "__main__":
    main()
