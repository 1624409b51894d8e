#!/usr/bin/env python3
"""Hand derivation of rebound 0.1.0's frames, independent of the Swift code.

The rule is restated here from rebound's source as released (facebookarchive/rebound-js
tag v0.1.0 @ 1b97a9ce8931bf1f6f7ed4138582f57e70ce4bc0; src/Loopers.js, src/SpringSystem.js,
src/Spring.js), in words first and then as arithmetic:

- The looper passes Date.now(): whole ms. For host time t (s, the animation starting at an
  integer ms) that is floor(1000 t), a product within 1e-6 of an integer counting as it.
- SpringSystem.loop: the first loop after waking takes last = now - 1; elapsed = now - last;
  the spring advances by min(elapsed / 1000, 0.064) seconds.
- Spring.advance adds that to an accumulator (seconds). While it holds >= 0.001: subtract
  0.001; if what remains is < 0.001 remember the state before this step; take one RK4 step
  of h = 0.001 s of a = k (end - x) - c v, whose first stage reads the last-stage position
  of the step before (the position itself before the first step ever).
- If the accumulator is > 0 afterwards, alpha = accumulator / 0.001 and the state becomes
  alpha * state + (1 - alpha) * remembered state (the remembered state may be an older
  frame's when no step ran).
- Then if |v| < restSpeed (strict) and |end - x| <= restDisplacement: x := end, v := 0, and
  that frame is the stop frame.

Python floats are IEEE doubles and the arithmetic below uses only +, -, * and / in the order
the rule states them, so its values are the engine's to the last bit.
Run: python3 rebound_frames.py   (prints the literals of ReboundEngineTests.swift)
"""
import math

STEP = 0.001
CAP = 0.064


def date_now(t):
    """Date.now() at host time t seconds: floor(1000 t), snapping products within 1e-6."""
    u = t * 1000
    n = round(u)
    return n if abs(u - n) <= 1e-6 else math.floor(u)


def rk4(k, c, end, x, v, kept):
    """One 1 ms step; returns the new (x, v) and the last stage position."""
    h = STEP
    a_v = v
    a_a = k * (end - kept) - c * v
    p = x + a_v * h * 0.5
    w = v + a_a * h * 0.5
    b_v = w
    b_a = k * (end - p) - c * w
    p = x + b_v * h * 0.5
    w = v + b_a * h * 0.5
    c_v = w
    c_a = k * (end - p) - c * w
    p = x + c_v * h
    w = v + c_a * h
    d_v = w
    d_a = k * (end - p) - c * w
    dxdt = 1.0 / 6.0 * (a_v + 2.0 * (b_v + c_v) + d_v)
    dvdt = 1.0 / 6.0 * (a_a + 2.0 * (b_a + c_a) + d_a)
    return x + dxdt * h, v + dvdt * h, p


def frames(k, c, start, end, v0, readings_ms, rest_speed=0.001, rest_disp=0.001):
    """(value, velocity, stopped) of each loop at these clock readings (ms), to the stop."""
    x, v, kept = start, v0, start
    prev = (start, v0)
    acc = 0.0
    last = None
    out = []
    for now in readings_ms:
        if last is None:
            last = now - 1
        elapsed = now - last
        last = now
        acc += min(elapsed / 1000.0, CAP)
        while acc >= STEP:
            acc -= STEP
            if acc < STEP:
                prev = (x, v)
            x, v, kept = rk4(k, c, end, x, v, kept)
        if acc > 0:
            alpha = acc / STEP
            x = x * alpha + prev[0] * (1 - alpha)
            v = v * alpha + prev[1] * (1 - alpha)
        stopped = abs(v) < rest_speed and abs(end - x) <= rest_disp
        if stopped:
            x, v = end, 0.0
        out.append((x, v, stopped))
        if stopped:
            break
    return out


# Origami tension 40, friction 7: k = (40 - 30) 3.62 + 194, c = (7 - 8) 3 + 25.
ORIGAMI = ((40 - 30.0) * 3.62 + 194.0, (7 - 8.0) * 3.0 + 25.0)
# The uneven trace (s): jitter, two readings in one ms, a 150 ms stall (capped at 64 ms).
UNEVEN = [0.016, 0.0331, 0.0339, 0.05, 0.067, 0.2, 0.2165, 0.25, 0.251, 0.3] + [
    0.3 + n * 0.011 for n in range(1, 400)]


def schedule(name):
    if name == 'uneven':
        return UNEVEN
    return [n / name for n in range(1, 60 * name + 1)]


def report(label, k, c, start, end, v0, sched):
    times = schedule(sched)
    out = frames(k, c, start, end, v0, [date_now(t) for t in times])
    n = len(out)
    assert out[-1][2], label + ': no stop'
    print(f'{label} @ {sched}: stop frame {n} at t = {times[n - 1]!r}, value {out[-1][0]!r}; '
          f'frame {n - 1} value {out[-2][0]!r}')
    print('   first frames:', ', '.join(repr(f[0]) for f in out[:6]))


if __name__ == '__main__':
    k, c = ORIGAMI
    print(f'origami 40/7: k = {k!r}, c = {c!r}')
    for sched in (60, 120, 'uneven'):
        report('origami 0 -> 300', k, c, 0.0, 300.0, 0.0, sched)
        report('k 300 c 10, 10 -> -5, v 40', 300.0, 10.0, 10.0, -5.0, 40.0, sched)
    # The deviations, on a short trace: first loop 1 ms; then 16.5 -> 16 ms (16 steps,
    # leftover just below a step); a 150 ms gap capped at 64 ms; a second reading in the
    # same ms (elapsed 0: no step, the blend is applied again).
    trace = [0.010, 0.0265, 0.1765, 0.1768]
    out = frames(k, c, 0.0, 1.0, 0.0, [date_now(t) for t in trace])
    print('deviation trace', trace, '->', [date_now(t) for t in trace])
    for i, f in enumerate(out):
        print(f'   frame {i + 1}: x {f[0]!r}, v {f[1]!r}')
    # Fractional readings (a SimulationLooper with a 1.5 ms step): alpha = 0.5 exactly.
    out = frames(k, c, 0.0, 1.0, 0.0, [1.5, 3.0])
    one = rk4(k, c, 1.0, 0.0, 0.0, 0.0)
    print(f'   half blend: frame 1 x {out[0][0]!r} (one step: {one[0]!r}), frame 2 x {out[1][0]!r}')
