#!/usr/bin/env python3
"""An oracle for react-spring's integrator and stop frame: the power of its step matrix.

@react-spring/core 9.7.5 (pmndrs/react-spring @ 3d2523de, packages/core/src/SpringValue.ts
`advance`, packages/rafz/src/index.ts) steps a spring in 1 ms semi-implicit Euler steps,
ceil(dt) of them per frame (dt = 1000/60 ms on the loop's first frame, then
min(64, performance.now() - previous)):
    v' = v + a,  x' = x + v',  a = (-tension 1e-6 (x - to) - friction 1e-3 v) / mass
(v in units/ms). With d = x - to that is linear, s' = M s for
    M = [[1 - k/m, 1 - c/m], [-k/m, 1 - c/m]],  k = tension 1e-6, c = friction 1e-3,
so after j steps the state is exactly M^j s0. This script raises M to each frame's total
step count in mpmath (40 digits, binary powering of the 2x2 matrix), which shares no
rounding and no loop with the engine's per-step doubles.

Stop rule (same source): before each step, if |v| <= restVelocity and |to - x| <= precision
(precision = min(1, 0.001 |to - from|), restVelocity = precision / 10) the spring is done and
the frame shows `to`. With S_n the steps taken by the end of frame n, the state after j steps
is checked before step j + 1, so the stop frame is the n with S_(n-1) <= j* < S_n, j* the first
j whose state M^j s0 is at rest.

Prints, per spring and schedule: the stop frame (frames, host time), j*, the margin of the
rest test at j* and j* - 1, and sample rows (frame, steps, value) for the Swift table.
Run: python3 react_spring_matrix_power.py   (mpmath 1.3)
"""
import math

import mpmath as mp

from spring_stop_frames import uneven_times

mp.mp.dps = 40

SPRINGS = [  # tension, friction, mass, from, to
    (170.0, 26.0, 1.0, 0.0, 300.0),  # react-spring's default config
    (180.0, 12.0, 1.0, 0.0, 300.0),  # the `wobbly` preset
]
SAMPLES = [1, 2, 5, 10, 20, 30]


def frames(schedule):
    if schedule == 'uneven':
        return uneven_times()
    return [n / schedule for n in range(1, 12 * schedule + 1)]


def step_counts(ts):
    """S_n: the cumulative 1 ms steps, dt read as the engine's clock reads it (doubles)."""
    out, total, prev = [], 0, None
    for t in ts:
        now = t * 1000
        dt = 1000 / 60 if prev is None else min(64.0, now - prev)
        prev = now
        total += math.ceil(dt)
        out.append(total)
    return out


def matrix(tension, friction, mass):
    k = mp.mpf(tension) * mp.mpf('1e-6') / mass
    c = mp.mpf(friction) * mp.mpf('1e-3') / mass
    return mp.matrix([[1 - k, 1 - c], [-k, 1 - c]])


def state(M, s0, j):
    return (M ** j) * s0


def oracle(spring, schedule):
    tension, friction, mass, x0, to = spring
    M = matrix(tension, friction, mass)
    s0 = mp.matrix([[mp.mpf(x0) - to], [0]])
    precision = min(1.0, abs(to - x0) * 0.001)
    rest_velocity = precision / 10
    at_rest = lambda s: abs(s[1]) <= rest_velocity and abs(s[0]) <= precision
    j = 0
    while not at_rest(state(M, s0, j)):
        j += 1
    ts = frames(schedule)
    S = step_counts(ts)
    n = next(i + 1 for i in range(len(S)) if (S[i - 1] if i else 0) <= j < S[i])
    after = next(i + 1 for i in range(len(S)) if (S[i - 1] if i else 0) < j <= S[i])
    margins = []
    for jj in (j - 1, j):
        s = state(M, s0, jj)
        margins.append((jj, mp.nstr(abs(s[1]) - rest_velocity, 3), mp.nstr(abs(s[0]) - precision, 3)))
    rows = [(f, S[f - 1], float(to + state(M, s0, S[f - 1])[0])) for f in SAMPLES + [n - 1] if f < n]
    return (n, ts[n - 1]), j, margins, rows, after


if __name__ == '__main__':
    for spring in SPRINGS:
        for schedule in [60, 120, 'uneven']:
            (n, t), j, margins, rows, after = oracle(spring, schedule)
            print(f'// {spring[:3]} @ {schedule}: at rest after {j} steps (margins |v|-rv, |d|-p at j-1, j: {margins}); '
                  f'a test after each step instead would stop on frame {after}')
            print(f'    ({spring[0]}, {spring[1]}, "{schedule}", {n}, {t!r}, [' +
                  ', '.join(f'({f}, {s}, {v!r})' for f, s, v in rows) + ']),')
