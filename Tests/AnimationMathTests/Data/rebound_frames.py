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


class Spring:
    """One spring in one SpringSystem, looped at clock readings (ms)."""

    def __init__(self, k, c, start, end, v0, rest_speed=0.001, rest_disp=0.001):
        self.k, self.c, self.end = k, c, end
        self.x, self.v, self.kept = start, v0, start
        self.prev = (start, v0)
        self.acc = 0.0
        self.last = None          # SpringSystem._lastTimeMillis; None is -1 (idle)
        self.rest_speed, self.rest_disp = rest_speed, rest_disp
        self.at_rest = False      # came to rest on the last loop (still in the system)
        self.idle = False

    def loop(self, now):
        if self.last is None:
            self.last = now - 1
        elapsed = now - self.last
        self.last = now
        if self.at_rest:
            # The loop after the rest frame: nothing to advance, the system goes idle and
            # forgets its clock.
            self.idle, self.last = True, None
            return None
        self.acc += min(elapsed / 1000.0, CAP)
        while self.acc >= STEP:
            self.acc -= STEP
            if self.acc < STEP:
                self.prev = (self.x, self.v)
            self.x, self.v, self.kept = rk4(self.k, self.c, self.end, self.x, self.v, self.kept)
        if self.acc > 0:
            alpha = self.acc / STEP
            self.x = self.x * alpha + self.prev[0] * (1 - alpha)
            self.v = self.v * alpha + self.prev[1] * (1 - alpha)
        if abs(self.v) < self.rest_speed and abs(self.end - self.x) <= self.rest_disp:
            self.x, self.v, self.at_rest = self.end, 0.0, True
        return (self.x, self.v, self.at_rest)

    def set_end(self, end):
        """setEndValue: keeps x, v, the accumulator and the kept stage; wakes the system."""
        self.end = end
        self.at_rest = False
        self.idle = False


def frames(k, c, start, end, v0, readings_ms, rest_speed=0.001, rest_disp=0.001):
    """(value, velocity, stopped) of each loop at these clock readings (ms), to the stop."""
    spring = Spring(k, c, start, end, v0, rest_speed, rest_disp)
    out = []
    for now in readings_ms:
        out.append(spring.loop(now))
        if out[-1][2]:
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
    # Waking after the rest frame (60 Hz, origami 0 -> 300 rests on frame 73): a new end
    # value set before frame 74 continues on the running clock (the system idles on loop 74
    # only); one set after frame 74 (idle, clock forgotten) advances 1 ms on frame 75.
    for woken_before in (74, 75):
        spring = Spring(k, c, 0.0, 300.0, 0.0)
        n = 0
        while True:
            n += 1
            if n == woken_before:
                spring.set_end(400.0)
            f = spring.loop(date_now(n / 60))
            if n == woken_before:
                print(f'   woken before frame {n}: x {f[0]!r}')
                break
    # Fractional readings (a SimulationLooper with a 1.5 ms step): alpha = 0.5 exactly.
    out = frames(k, c, 0.0, 1.0, 0.0, [1.5, 3.0])
    one = rk4(k, c, 1.0, 0.0, 0.0, 0.0)
    print(f'   half blend: frame 1 x {out[0][0]!r} (one step: {one[0]!r}), frame 2 x {out[1][0]!r}')
