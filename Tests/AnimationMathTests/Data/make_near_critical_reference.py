#!/usr/bin/env python3
"""Make near_critical.csv: exact spring positions and velocities near ζ = 1.

The springs have m = 1, k = (2π)² and c = 2·ζ·2π, each rounded to a double exactly
as Python (IEEE 754 binary64) rounds them; ζ = 1 ± 10^-n for n = 2…15 and ζ = 1.
The motion starts at `from` toward `to` with velocity v0 (absolute units/s).
Each row's expected values are the exact solution for those *double* inputs,
computed with mpmath at 60 significant digits as the matrix exponential of the
first-order system, an independent derivation that does not use the closed form
(no regimes, no q = ω0² − λ²):

    d/dt [d, v] = A·[d, v],  A = [[0, 1], [−k/m, −c/m]],  d = x − to,
    [d(t), v(t)] = expm(A·t)·[x0 − to, v0]   (mpmath.expm),

then printed to 25 significant digits. (An earlier version evaluated the
closed form; both print the same 1,218 values, digit for digit.)

Run:  python3 make_near_critical_reference.py > near_critical.csv   (needs mpmath)
"""
import math
import mpmath as mp

mp.mp.dps = 60


def exact(m, k, c, x0, target, v0, t):
    m, k, c, x0, target, v0, t = (mp.mpf(v) for v in (m, k, c, x0, target, v0, t))
    a = mp.matrix([[0, 1], [-k / m, -c / m]])
    state = mp.expm(a * t) * mp.matrix([x0 - target, v0])
    return target + state[0], state[1]


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
