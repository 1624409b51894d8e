#!/usr/bin/env python3
"""Hand derivation of the stop frames of react-spring, motion 13, framer-motion 12 and
Reanimated 4 for the literal tables in ReactSpringEngineTests.swift,
MotionSpringEngineTests.swift and ReanimatedEngineTests.swift.

Independent of the Swift code: each rule is re-read from the engine's source (cited in
the Swift engine files) and evaluated here, the frames in mpmath at 40 digits, with the
clock read as each engine reads it (host time t s is performance.now() = 1000·t ms,
computed in doubles as a browser would see it). The two root finders the engines run
in doubles (motion's findSpring Newton steps, Reanimated's stiffness bisection) run
here in Python floats, which are IEEE doubles as in JavaScript. For every stop the
script prints the margin by which the rule holds on the stop frame and fails on the
frame before, so a reader can see that rounding cannot move it.
Run: python3 js_engines_stop_frames.py   (mpmath 1.3)
"""
import math
from mpmath import mp, mpf, exp, sqrt, sin, cos, ceil

mp.dps = 40
UNEVEN = [0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0]


def hosts(schedule, horizon=12):
    """Host times in s as the doubles the Swift schedule holds (n/fps, or the trace)."""
    if schedule == 'uneven':
        return list(UNEVEN)
    return [n / schedule for n in range(1, horizon * schedule + 1)]


def ms(t):
    """performance.now() in ms for host time t s, as a double."""
    return t * 1000.0


def s(x):
    return mp.nstr(mpf(x), 17, strip_zeros=False)


# ---------------------------------------------------------------- react-spring 9.7.5
def react_spring(schedule, frm, to, tension=170, friction=26, mass=1, v0=0):
    """SpringValue.advance: ceil(dt) Euler steps of 1 ms per rafz frame (first frame
    16.667 ms, then min(64, now − previous)); before each step, |v| ≤ precision/10 and
    |to − x| ≤ precision (min(1, 0.001|to − from|)) stops the spring; the frame shows to."""
    frm, to, v = mpf(frm), mpf(to), mpf(v0)
    precision = min(mpf(1), abs(to - frm) * mpf('0.001'))
    rest_v = precision / 10
    x = frm
    prev = None
    steps = 0
    k, c, m = mpf(tension), mpf(friction), mpf(mass)
    for n, t in enumerate(hosts(schedule), start=1):
        now = ms(t)
        dt = 16.667 if prev is None else min(64.0, now - prev)
        prev = now
        for _ in range(int(math.ceil(dt))):
            if not abs(v) > rest_v and abs(to - x) <= precision:
                return dict(frames=n, time=t, value=to, margin=(abs(v), abs(to - x)), steps=steps)
            a = (-k * mpf('1e-6') * (x - to) - c * mpf('1e-3') * v) / m
            v = v + a
            x = x + v
            steps += 1
    return None


def ease_out_cubic(p):
    """react-spring's easeOutCubic (easings.net): 1 − (1 − p)³."""
    return 1 - (1 - p) ** 3


def react_spring_duration(schedule, frm, to, duration, easing=ease_out_cubic):
    """Duration mode: elapsed += dt (rafz deltas); p = clamp(elapsed/duration, 0, 1);
    x = from + easing(p)(to − from); done when p = 1, that frame showing to."""
    frm, to = mpf(frm), mpf(to)
    elapsed, prev, rows = mpf(0), None, []
    for n, t in enumerate(hosts(schedule), start=1):
        now = ms(t)
        dt = 16.667 if prev is None else min(64.0, now - prev)
        prev = now
        elapsed += mpf(dt)
        p = min(max(elapsed / duration, mpf(0)), mpf(1))
        rows.append(frm + easing(p) * (to - frm))
        if p == 1:
            return dict(frames=n, time=t, value=to, rows=rows, elapsed=elapsed)
    return None


def react_spring_decay(schedule, v_per_s, d=mpf('0.998'), precision=mpf('0.005')):
    """config.decay: x = v0/(1 − d)(1 − e^(−(1 − d)·elapsed)) on rafz deltas; done when a
    frame moves ≤ precision; not snapped."""
    v0 = mpf(v_per_s) / 1000
    elapsed, last, prev = mpf(0), mpf(0), None
    for n, t in enumerate(hosts(schedule), start=1):
        now = ms(t)
        dt = 16.667 if prev is None else min(64.0, now - prev)
        prev = now
        elapsed += mpf(dt)
        pos = v0 / (1 - d) * (1 - exp(-(1 - d) * elapsed))
        if abs(last - pos) <= precision:
            return dict(frames=n, time=t, value=pos, margin=abs(last - pos))
        last = pos
    return None


# ------------------------------------------------------------------ motion 13 / 12
def js_exp(x):
    """Math.exp: overflow gives Infinity (Python raises)."""
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def js_div(a, b):
    """a / b with IEEE semantics for b = 0 (Python raises)."""
    if b != 0:
        return a / b
    if a == 0 or math.isnan(a):
        return math.nan
    return math.copysign(math.inf, a) * math.copysign(1.0, b)


def find_spring(duration_ms, bounce, velocity):
    """Framer's findSpring in doubles: 11 Newton steps (i = 1 … 11) from 5/D on the
    1e-3 envelope, the derivative with its sign factor; NaN falls back to 100/10."""
    zeta = min(max(1 - bounce, 0.05), 1.0)
    D = min(max(duration_ms / 1000, 0.01), 10.0)
    safe = 0.001

    if zeta < 1:
        def env(w):
            ed = w * zeta
            return safe - js_div(ed - velocity, w * math.sqrt(1 - zeta * zeta)) * js_exp(-ed * D)

        def der(w):
            ed = w * zeta
            delta = ed * D
            dd = delta * velocity + velocity
            e = zeta ** 2 * w ** 2 * D
            f = js_exp(-delta)
            g = w ** 2 * math.sqrt(1 - zeta * zeta)
            factor = -1 if -env(w) + safe > 0 else 1
            return js_div(factor * ((dd - e) * f), g)
    else:
        def env(w):
            return -safe + js_exp(-w * D) * ((w - velocity) * D + 1)

        def der(w):
            return js_exp(-w * D) * (velocity - w) * (D * D)
    w = 5 / D
    for _ in range(1, 12):
        w = w - js_div(env(w), der(w))
    if math.isnan(w):
        return 100.0, 10.0, D * 1000
    k = w * w
    return k, zeta * 2 * math.sqrt(k), D * 1000


def spring_closed(k, c, m, x0, to, v0, t):
    """The ideal spring from x0 at v0 (units/s) toward to, at t s: (x, v)."""
    k, c, m, x0, to, v0, t = map(mpf, (k, c, m, x0, to, v0, t))
    w0 = sqrt(k / m)
    z = c / (2 * sqrt(k * m))
    d0 = x0 - to
    if z < 1:
        wd = w0 * sqrt(1 - z * z)
        b = (v0 + z * w0 * d0) / wd
        e = exp(-z * w0 * t)
        x = to + e * (d0 * cos(wd * t) + b * sin(wd * t))
        v = e * (-z * w0 * (d0 * cos(wd * t) + b * sin(wd * t)) + (-d0 * wd * sin(wd * t) + b * wd * cos(wd * t)))
    elif z == 1:
        e = exp(-w0 * t)
        b = v0 + w0 * d0
        x = to + e * (d0 + b * t)
        v = e * (b - w0 * (d0 + b * t))
    else:
        r1 = -w0 * (z - sqrt(z * z - 1))
        r2 = -w0 * (z + sqrt(z * z - 1))
        a2 = (v0 - r1 * d0) / (r2 - r1)
        a1 = d0 - a2
        x = to + a1 * exp(r1 * t) + a2 * exp(r2 * t)
        v = a1 * r1 * exp(r1 * t) + a2 * r2 * exp(r2 * t)
    return x, v


def js_round(x):
    return math.floor(x + 0.5)


def motion_physics(schedule, frm, to, version, k=100, c=10, m=1):
    """A physics spring under JSAnimation: t = round(now − start) ms; the generator is done
    when |v| ≤ restSpeed and |to − x| ≤ restDelta (v13: analytic v; v12: 5 ms backward
    difference for ζ < 1); the duration is the first done multiple of 50 ms; the
    animation finishes on the first frame with t ≥ that duration and shows to."""
    travel = abs(to - frm)
    rest_speed, rest_delta = (0.01, 0.005) if travel < 5 else (2, 0.5)

    def done(t):
        x, v = spring_closed(k, c, m, frm, to, 0, mpf(t) / 1000)
        if version == 12:
            tp = max(t - 5, 0)
            xp, _ = spring_closed(k, c, m, frm, to, 0, mpf(tp) / 1000)
            v = (x - xp) * 1000 / (t - tp) if t > 0 else 0
        return abs(v) <= rest_speed and abs(to - x) <= rest_delta
    duration = 0
    while not done(duration):
        duration += 50
    for n, t in enumerate(hosts(schedule), start=1):
        if js_round(ms(t)) >= duration:
            return dict(frames=n, time=t, value=mpf(to), duration=duration)


def motion_duration(schedule, frm, to, duration_ms, bounce, velocity, version):
    """A duration/bounce spring: findSpring (v13 with velocity 0, v12 with −v/1000), done
    on the first frame with round(t) ≥ the clamped duration, showing to."""
    k, c, dur = find_spring(duration_ms, bounce, 0.0 if version == 13 else -velocity / 1000)
    for n, t in enumerate(hosts(schedule), start=1):
        if js_round(ms(t)) >= dur:
            return dict(frames=n, time=t, value=mpf(to), k=k, c=c, duration=dur)


# --------------------------------------------------------------- Reanimated 4
def energy(x, v, k, m):
    return mpf('0.5') * k * x * x + mpf('0.5') * m * v * v


def reanimated_stiffness(duration, zeta, m, threshold, x0, v0):
    """calculateNewStiffnessToMatchDuration in doubles: bisection on [2^-52, 8000], at most
    100 halvings, until |f| ≤ threshold·1e-3."""
    def en(x, v, k):
        return 0.5 * k * x ** 2 + 0.5 * m * v ** 2

    def f(k):
        st = duration * 1.5 / 1000
        a = math.sqrt(k / m) * zeta
        xt = (x0 + (v0 + x0 * a) * st) * math.exp(-a * st)
        vt = (x0 + (v0 + x0 * a) * st) * math.exp(-a * st) * -a + (v0 + x0 * a) * math.exp(-a * st)
        return en(xt, vt, k) / en(x0, v0, k) - threshold
    lo, hi = 2.0 ** -52, 8e3
    direction = 1 if f(hi) >= f(lo) else -1
    idx, mid = 100, (hi + lo) / 2
    while abs(f(mid)) > threshold * 1e-3 and idx > 0:
        idx -= 1
        if f(mid) * direction < 0:
            lo = mid
        else:
            hi = mid
        mid = (lo + hi) / 2
    return mid


def reanimated(schedule, frm, to, k=900, c=120, m=4, duration=None, ratio=None, clamp=None, threshold=6e-9):
    """withSpring: onStart at 0 with a Δt = 0 step, then each frame restarts the closed
    form from (x, v) over min(now − last, 64) ms with (ζ, ω0, ω1); ζ ≥ 1 takes the critical
    formula at ω0. Duration mode bisects k; clamp raises ζ but keeps ω1 of the configured
    ratio. Stop when E/E0 ≤ threshold; then x := to."""
    x0 = frm - to
    if duration is not None:
        k = reanimated_stiffness(duration, ratio, m, threshold, x0, 0.0)
        zeta = mpf(ratio)
    else:
        zeta = mpf(c) / (2 * sqrt(mpf(k) * m))
    k, m = mpf(k), mpf(m)
    w0 = sqrt(k / m)
    w1 = w0 * sqrt(1 - zeta ** 2) if zeta < 1 else None
    if clamp is not None:
        lo, hi = clamp
        first, second = (lo, hi) if x0 <= 0 else (hi, lo)
        cands = [zeta]
        if second is not None:
            cands.append(abs(mp.log(abs(mpf(second - to) / x0)) / mp.pi))
        if first is not None:
            cands.append(abs(mp.log(abs(mpf(first - to) / x0)) / (2 * mp.pi)))
        zeta = max(cands)
    e0 = energy(mpf(x0), 0, k, m)
    x, v, last = mpf(frm), mpf(0), 0.0
    peak = x

    def step(now):
        nonlocal x, v, last
        t = mpf(min(now - last, 64.0)) / 1000
        last = now
        d = x - to
        if zeta < 1:
            e = exp(-zeta * w0 * t)
            lift = v + zeta * w0 * d
            frag = e * (d * cos(w1 * t) + lift / w1 * sin(w1 * t))
            nv = -zeta * w0 * frag + e * (lift * cos(w1 * t) - w1 * d * sin(w1 * t))
            x, v = to + frag, nv
        else:
            e = exp(-w0 * t)
            x, v = to + e * (d + (v + w0 * d) * t), e * -w0 * (d + (v + w0 * d) * t) + e * (v + w0 * d)
        return energy(to - x, v, k, m) / e0
    step(0.0)
    ratio_prev = None
    for n, t in enumerate(hosts(schedule), start=1):
        r = step(ms(t))
        peak = max(peak, x) if to > frm else min(peak, x)
        if r <= threshold:
            return dict(frames=n, time=t, value=mpf(to), margin=(ratio_prev, r), zeta=zeta, k=k, peak=peak)
        ratio_prev = r
    return None


if __name__ == '__main__':
    for sched in (60, 120, 'uneven'):
        r = react_spring(sched, 0, 100)
        print(f'react-spring {sched} 0→100 default: frames {r["frames"]} t {r["time"]} value {s(r["value"])} '
              f'after {r["steps"]} steps |v|,|to−x| at stop {s(r["margin"][0])} {s(r["margin"][1])}')
        r = react_spring_duration(sched, 0, 100, 500)
        print(f'react-spring {sched} duration 500 easeOutCubic: frames {r["frames"]} t {r["time"]} elapsed '
              f'{s(r["elapsed"])} frames 1, 2, 10: {", ".join(s(x) for x in r["rows"][:2] + r["rows"][9:10])}')
        r = react_spring(sched, 0, 100, tension=180, friction=12, v0=2)
        if r is None:
            print(f'react-spring {sched} wobbly v0 2: does not stop within the schedule')
        else:
            print(f'react-spring {sched} wobbly v0 2 units/ms: frames {r["frames"]} t {r["time"]} after {r["steps"]} steps '
                  f'|v|,|to−x| at stop {s(r["margin"][0])} {s(r["margin"][1])}')
        # The uneven trace's 64 ms cap leaves a 3000 units/s fling moving > 0.005 a frame at
        # 10 s; 0.4 units/s stops inside it.
        for v in ((3000,) if sched != 'uneven' else (3000, 0.4)):
            r = react_spring_decay(sched, v)
            if r is None:
                print(f'react-spring decay {sched} v {v}: does not stop within the schedule')
            else:
                print(f'react-spring decay {sched} v {v}: frames {r["frames"]} t {r["time"]} value {s(r["value"])} '
                      f'moved {s(r["margin"])}')
        for version in (13, 12):
            r = motion_physics(sched, 0, 100, version)
            print(f'motion v{version} {sched} 0→100 k100 c10: frames {r["frames"]} t {r["time"]} duration {r["duration"]}')
            r = motion_duration(sched, 0, 100, 500, 0.5, 2000, version)
            print(f'motion v{version} {sched} 0→100 duration 500 bounce 0.5 v 2000: frames {r["frames"]} t {r["time"]} '
                  f'k {r["k"]!r} c {r["c"]!r}')
        r = reanimated(sched, 0, 100)
        print(f'reanimated {sched} 0→100 default: frames {r["frames"]} t {r["time"]} E/E0 before,at {r["margin"]}')
        r = reanimated(sched, 0, 100, duration=500, ratio=0.5)
        print(f'reanimated {sched} 0→100 duration 500 ratio 0.5: frames {r["frames"]} t {r["time"]} k {r["k"]!r} '
              f'peak {s(r["peak"])} E/E0 before,at {r["margin"]}')
        r = reanimated(sched, 0, 100, duration=500, ratio=0.5, clamp=(None, 105))
        print(f'reanimated {sched} 0→100 duration 500 ratio 0.5 clamp.max 105: frames {r["frames"]} t {r["time"]} '
              f'zeta {s(r["zeta"])} peak {s(r["peak"])} E/E0 before,at {r["margin"]}')
