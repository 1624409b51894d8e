#!/usr/bin/env python3
"""Hand derivation of anime.js 3.2.2's spring-easing stop frames, independent of the Swift code.

The rule, restated from juliangarnier/anime v3.2.2 @ 239158e83c7ca1e1d27ab5e556a18b58832b4c2f
(src/index.js: spring, its solver and getDuration; instance.tick, setInstanceProgress,
setAnimationsProgress):

- spring(mass, stiffness, damping, velocity): each clamped to [0.1, 100] (velocity 0 reads
  0.1); w0 = sqrt(k/m), zeta = c/(2 sqrt(k m)), wd = w0 sqrt(1 - zeta^2) (0 if zeta >= 1),
  b = (zeta w0 - v)/wd (zeta < 1) or w0 - v. The solver at s seconds is
  1 - e^(-s zeta w0)(cos wd s + b sin wd s), or 1 - (1 + b s) e^(-s w0); at exactly 0 or 1 it
  returns its argument.
- The duration: s steps by 1/6 from 0 until the solver returns exactly 1 on 16 consecutive
  steps; D = s * (1/6) * 1000 ms.
- The clock: requestAnimationFrame timestamps coarsened to 100 us (W3C hr-time "coarsen
  time"): floor(10^4 t)/10 ms, a product within 1e-6 of an integer counting as it. The time
  is now - (first frame's now). While it is below D the value is from + solver(D p/1000) * delta,
  p = time/D; the first frame with time >= D completes and shows from + 1 * delta.
Run: python3 anime3_frames.py   (prints the literals of Anime3EngineTests.swift)
"""
import math


def coarsened_ms(t):
    u = t * 10_000
    n = round(u)
    return (n if abs(u - n) <= 1e-6 else math.floor(u)) / 10


def spring(m, k, c, v):
    clamp = lambda x: min(max(x, 0.1), 100)
    m, k, c, v = clamp(m), clamp(k), clamp(c), clamp(v)
    w0 = math.sqrt(k / m)
    zeta = c / (2 * math.sqrt(k * m))
    wd = w0 * math.sqrt(1 - zeta * zeta) if zeta < 1 else 0
    b = (zeta * w0 + -v) / wd if zeta < 1 else -v + w0

    def solver(s):
        if s == 0 or s == 1:
            return s
        if zeta < 1:
            e = math.exp(-s * zeta * w0) * (1 * math.cos(wd * s) + b * math.sin(wd * s))
        else:
            e = (1 + b * s) * math.exp(-s * w0)
        return 1 - e

    elapsed, rest = 0.0, 0
    while True:
        elapsed += 1 / 6
        if solver(elapsed) == 1:
            rest += 1
            if rest >= 16:
                break
        else:
            rest = 0
    return solver, elapsed * (1 / 6) * 1000


UNEVEN = [0.016, 0.0331, 0.0339, 0.05, 0.067, 0.2, 0.2165, 0.25, 0.251, 0.3] + [
    0.3 + n * 0.011 for n in range(1, 700)]


def schedule(name):
    return UNEVEN if name == 'uneven' else [n / name for n in range(1, 20 * name + 1)]


def case(params, start, end, sched):
    solver, d = spring(*params)
    times = schedule(sched)
    first = coarsened_ms(times[0])
    elapsed = [coarsened_ms(t) - first for t in times]
    n = next(i for i, e in enumerate(elapsed) if e >= d) + 1
    p = min(max(elapsed[n - 2], 0), d) / d
    before = start + solver(d * p / 1000) * (end - start)
    print(f'spring{params} {start} -> {end} @ {sched}: D = {d!r} ms, stop frame {n} '
          f'(time {elapsed[n - 1]!r} ms, t = {times[n - 1]!r} s), value {start + 1 * (end - start)!r}; '
          f'frame before at {elapsed[n - 2]!r} ms: {before!r}')


if __name__ == '__main__':
    for sched in (60, 120, 'uneven'):
        case((0.5, 100, 26, 0), 10, -5, sched)
        case((2, 50, 5, 0), 0, 300, sched)
        case((1, 100, 10, 0), 0, 300, sched)
