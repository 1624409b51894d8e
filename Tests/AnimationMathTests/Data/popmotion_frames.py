#!/usr/bin/env python3
"""Hand derivation of popmotion 11.0.5's spring stop frames, independent of the Swift code.

The rule, restated from Popmotion/popmotion @ adf681efd8568ada018ce68082dbd585f25c4c7d
(packages/framesync/src/index.ts, on-next-frame.ts; packages/popmotion/src/animations/
index.ts, generators/spring.ts, utils/find-spring.ts):

- Clock: the requestAnimationFrame timestamp, a DOMHighResTimeStamp coarsened to 100 us
  (W3C hr-time "coarsen time"): floor(10^4 t) / 10 ms for host time t s, a product within
  1e-6 of an integer counting as it. framesync's first frame after waking has delta
  1000/60 ms; later deltas are max(min(now - previous, 40), 1). The generator time is the
  running double sum of the deltas.
- Duration springs (duration/bounce, no stiffness/damping/mass): zeta = clamp(1 - bounce,
  0.05, 1), D = clamp(duration/1000, 0.01, 10) s; omega solves Framer's 1e-3 envelope by 11
  Newton steps from 5/D; k = omega^2, c = 2 zeta sqrt(k), m = 1, start velocity 0; done when
  the generator time t >= D*1000 ms, and then the value is `to`.
- Physics springs: done when |v| <= restSpeed (2 units/s; v = 0 unless zeta < 1) and
  |to - x| <= restDelta (min(|to - from|/100, 0.4)); then the value is `to`.
Run: python3 popmotion_frames.py   (prints the literals of PopmotionEngineTests.swift)
"""
import math


def coarsened_ms(t):
    u = t * 10_000
    n = round(u)
    return (n if abs(u - n) <= 1e-6 else math.floor(u)) / 10


def generator_times(times):
    """The generator time (ms) at each frame."""
    out, elapsed, last = [], 0.0, None
    for t in times:
        now = coarsened_ms(t)
        delta = 1 / 60 * 1000 if last is None else max(min(now - last, 40), 1)
        last = now
        elapsed += delta
        out.append(elapsed)
    return out


def find_spring(duration_ms, bounce):
    """Framer's findSpring as popmotion states it (velocity 0, mass 1)."""
    zeta = min(max(1 - bounce, 0.05), 1)
    d = min(max(duration_ms / 1000, 0.01), 10)
    if zeta < 1:
        def envelope(w):
            return 0.001 - (w * zeta) / (w * math.sqrt(1 - zeta * zeta)) * math.exp(-w * zeta * d)

        def derivative(w):
            delta = w * zeta * d
            e = zeta ** 2 * w ** 2 * d
            g = w * w * math.sqrt(1 - zeta * zeta)
            sign = -1 if -envelope(w) + 0.001 > 0 else 1
            return sign * ((0 - e) * math.exp(-delta)) / g
    else:
        def envelope(w):
            return -0.001 + math.exp(-w * d) * (w * d + 1)

        def derivative(w):
            return math.exp(-w * d) * (-w) * d * d
    w = 5 / d
    for _ in range(11):
        w = w - envelope(w) / derivative(w)
    k = w * w
    return k, zeta * 2 * math.sqrt(k), d * 1000


def position(k, c, m, start, end, v0, t_ms):
    """The spring's closed form at t ms (popmotion: frequencies per ms, velocity units/ms)."""
    zeta = c / (2 * math.sqrt(k * m))
    w0 = math.sqrt(k / m) / 1000
    delta = end - start
    u = -(v0 / 1000)
    if zeta < 1:
        wd = w0 * math.sqrt(1 - zeta * zeta)
        env = math.exp(-zeta * w0 * t_ms)
        return end - env * ((u + zeta * w0 * delta) / wd * math.sin(wd * t_ms) + delta * math.cos(wd * t_ms))
    return end - math.exp(-w0 * t_ms) * (delta + (u + w0 * delta) * t_ms)


def velocity(k, c, m, start, end, v0, t_ms):
    """dx/dt in units/s for zeta < 1 (popmotion's rest test reads 0 otherwise)."""
    zeta = c / (2 * math.sqrt(k * m))
    if zeta >= 1:
        return 0.0
    h = 1e-4
    return (position(k, c, m, start, end, v0, t_ms + h) - position(k, c, m, start, end, v0, t_ms - h)) / (2 * h) * 1000


UNEVEN = [0.016, 0.0331, 0.0339, 0.05, 0.067, 0.2, 0.2165, 0.25, 0.251, 0.3] + [
    0.3 + n * 0.011 for n in range(1, 400)]


def schedule(name):
    return UNEVEN if name == 'uneven' else [n / name for n in range(1, 10 * name + 1)]


def duration_case(duration, bounce, start, end, sched):
    k, c, dms = find_spring(duration, bounce)
    times = schedule(sched)
    gen = generator_times(times)
    n = next(i for i, g in enumerate(gen) if g >= dms) + 1
    before = position(k, c, 1, start, end, 0, gen[n - 2])
    print(f'duration {duration} bounce {bounce} @ {sched}: D = {dms!r} ms, stop frame {n} '
          f'(generator {gen[n - 1]!r} ms, frame before {gen[n - 2]!r} ms, value {before!r})')


def physics_case(k, c, start, end, sched):
    times = schedule(sched)
    gen = generator_times(times)
    rest = min(abs(end - start) / 100, 0.4)
    for i, g in enumerate(gen):
        x = position(k, c, 1, start, end, 0, g)
        if abs(velocity(k, c, 1, start, end, 0, g)) <= 2 and abs(end - x) <= rest:
            before = position(k, c, 1, start, end, 0, gen[i - 1])
            print(f'physics k {k!r} c {c!r} @ {sched}: stop frame {i + 1} (generator {g!r} ms; '
                  f'frame before {before!r})')
            return


if __name__ == '__main__':
    for sched in (60, 120, 'uneven'):
        duration_case(1000, 0.25, 0, 300, sched)
        duration_case(200, 0.25, 0, 300, sched)
        duration_case(800, 0.3, 10, -5, sched)
    # The seed: SwiftUI response 0.55 s, dampingFraction 0.825 (k = (2 pi / 0.55)^2, c = 2 zeta sqrt(k)).
    k = (2 * math.pi / 0.55) ** 2
    c = 4 * math.pi * 0.825 / 0.55
    for sched in (60, 120, 'uneven'):
        physics_case(k, c, 0, 300, sched)
