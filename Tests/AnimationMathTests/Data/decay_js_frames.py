#!/usr/bin/env python3
"""Hand derivation of the JS decay engines' frames (motion, popmotion, popmotion-inertia,
reanimated, react-spring) for the table in DecayJSEngineTests.swift.

Independent of the Swift code: every rule is re-read from the engines' sources (cited in
the Swift engine files) and evaluated here in mpmath at 40 digits, with the clock read as
each engine reads it. Nothing here calls or ports the Swift engines.
Run: python3 decay_js_frames.py   (mpmath 1.3)
"""
from mpmath import mp, mpf, exp, log, sqrt, sin, cos, floor, ceil

mp.dps = 40
UNEVEN = [0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0]


def hosts(schedule):
    """Host times in ms as exact rationals of the schedule (n/fps s, or the listed trace)."""
    if schedule == 'uneven':
        return [mpf(str(t)) * 1000 for t in UNEVEN]
    return [mpf(1000) * n / schedule for n in range(1, 12 * schedule + 1)]


def js_round(x):
    return floor(x + mpf('0.5'))


def spring_state(k, c, x0, to, v0, t):
    """Under-damped m = 1 spring from x0 at v0 (units/s) toward `to`, t in s: (x, v)."""
    zeta = c / (2 * sqrt(k))
    w0 = sqrt(k)
    assert zeta < 1
    wd = w0 * sqrt(1 - zeta * zeta)
    d0 = x0 - to
    b = (v0 + zeta * w0 * d0) / wd
    e = exp(-zeta * w0 * t)
    x = to + e * (d0 * cos(wd * t) + b * sin(wd * t))
    v = e * ((-zeta * w0) * (d0 * cos(wd * t) + b * sin(wd * t)) + (-d0 * wd * sin(wd * t) + b * wd * cos(wd * t)))
    return x, v


def motion(schedule, v, lo, hi, power=mpf('0.8'), tau=mpf(325), k=mpf(500), c=mpf(10), rest_delta=mpf('0.5')):
    """motion inertia under JSAnimation: probe on the 50 ms grid, frames at round(ms)."""
    A = power * v
    target = A
    latest = lambda t: target - A * exp(-t / tau)
    tb = None
    spring = None
    t = mpf(0)
    while True:
        d = -A * exp(-t / tau)
        done = abs(d) <= rest_delta
        value = target if done else latest(t)
        if tb is None and (value < lo or value > hi):
            tb = t
            prev = max(t - 5, 0)
            vb = (value - latest(prev)) * 1000 / (t - prev)
            to = lo if abs(lo - value) < abs(hi - value) else hi
            rest_speed = mpf(2) if abs(to - value) >= 5 else mpf('0.01')
            spring = (value, vb, to, rest_speed)
        if spring is not None:
            x, sv = spring_state(k, c, spring[0], spring[2], spring[1], (t - tb) / 1000)
            done = abs(sv) <= spring[3] and abs(spring[2] - x) <= rest_delta
        if done:
            duration = t
            break
        t += 50
    handoff_frame = None
    for n, h in enumerate(hosts(schedule), start=1):
        tm = js_round(h)
        if tb is not None and handoff_frame is None and tm >= tb:
            handoff_frame = n
        if tm >= duration:
            if tb is not None and tm >= tb:
                x, sv = spring_state(k, c, spring[0], spring[2], spring[1], (tm - tb) / 1000)
                done = abs(sv) <= spring[3] and abs(spring[2] - x) <= rest_delta
                value = spring[2] if done else x
            else:
                value = target if abs(A * exp(-tm / tau)) <= rest_delta else latest(tm)
            return dict(frames=n, time=h / 1000, value=value, duration=duration, tb=tb, handoff_frame=handoff_frame,
                        vb=spring[1] if spring else None, xb=spring[0] if spring else None)


def framesync_deltas(schedule):
    hs = hosts(schedule)
    out = [mpf(1000) / 60]
    for a, b in zip(hs, hs[1:]):
        out.append(min(max(b - a, 1), 40))
    return hs, out


def popmotion_decay(schedule, v, power=mpf('0.8'), tau=mpf(350), rest_delta=mpf('0.5')):
    A = power * v
    hs, ds = framesync_deltas(schedule)
    elapsed = mpf(0)
    for n, (h, d) in enumerate(zip(hs, ds), start=1):
        elapsed += d
        delta = -A * exp(-elapsed / tau)
        if not (delta > rest_delta or delta < -rest_delta):
            return dict(frames=n, time=h / 1000, value=A, elapsed=elapsed)


def popmotion_inertia(schedule, v, lo, hi, power=mpf('0.8'), tau=mpf(750), k=mpf(500), c=mpf(10), rest_delta=mpf(1)):
    A = power * v
    target = A
    boundary = hi if target > hi else lo
    hs, ds = framesync_deltas(schedule)
    elapsed = mpf(0)
    prev = None
    spring = None
    for n, (h, d) in enumerate(zip(hs, ds), start=1):
        if spring is None:
            elapsed += d
            off = -A * exp(-elapsed / tau)
            value = target if abs(off) <= rest_delta else target + off
            fv = (value - prev) * 1000 / d if prev is not None else mpf(0)
            prev = value
            if value > boundary:
                spring = dict(x0=value, v0=fv, frame=n + 1, time=h / 1000, elapsed=mpf(0))
            continue
        spring['elapsed'] += d
        x, sv = spring_state(k, c, spring['x0'], boundary, spring['v0'], spring['elapsed'] / 1000)
        if abs(sv) <= 2 and abs(boundary - x) <= rest_delta:
            return dict(frames=n, time=h / 1000, value=boundary, handoff_frame=spring['frame'],
                        handoff_time=spring['time'], xb=spring['x0'], vb=spring['v0'])


def react_spring(schedule, v, d=mpf('0.998'), precision=mpf('0.005')):
    v0 = v / 1000
    hs = hosts(schedule)
    dts = [mpf('16.667')] + [min(mpf(64), b - a) for a, b in zip(hs, hs[1:])]
    elapsed = mpf(0)
    last = mpf(0)
    for n, (h, dt) in enumerate(zip(hs, dts), start=1):
        elapsed += dt
        pos = v0 / (1 - d) * (1 - exp(-(1 - d) * elapsed))
        if abs(last - pos) <= precision:
            return dict(frames=n, time=h / 1000, value=pos)
        last = pos


def reanimated(schedule, x0, v, lo=None, hi=None, rubber=False, factor=mpf('0.6'), d=mpf('0.998'), eps=mpf(1)):
    """withDecay's recurrence; returns the list of (value, velocity) frames incl. the start row."""
    if x0 == 0:
        return dict(frames=0, value=mpf(0), rows=[(mpf(0), mpf(0))], handoff=None)
    cur, vel, last = mpf(x0), mpf(v), mpf(0)
    spring_active = False
    handoff = None

    def step(now, index):
        nonlocal cur, vel, last, spring_active, handoff
        dt = min(max(now - last, 0), 64)
        f = exp(-(1 - d) * now * mpf('0.1'))
        if rubber:
            b = lo if abs(cur - lo) < abs(cur - hi) else hi
            p = cur - b if (cur < lo or cur > hi) else 0
            if p != 0 and handoff is None:
                handoff = (index, cur, vel)
            nv = vel * f - p * factor
            if abs(p) > mpf('0.1'):
                spring_active = True
            elif spring_active:
                cur = b
                return True
            elif abs(nv) < eps:
                return True
            cur = cur + nv * dt / 1000
            vel = nv
            last = now
            return False
        nv = vel * f
        cur = cur + nv * dt / 1000
        vel = nv
        last = now
        if lo is not None:
            if v < 0 and cur <= lo:
                cur = lo
                return True
            if v > 0 and cur >= hi:
                cur = hi
                return True
        return abs(nv) < eps

    ended = step(mpf(0), 0)
    rows = [(cur, vel)]
    n = 0
    for h in hosts(schedule):
        if ended:
            break
        n += 1
        ended = step(h, n)
        rows.append((cur, vel))
    return dict(frames=n, value=cur, rows=rows, handoff=handoff, time=(hosts(schedule)[n - 1] / 1000 if n else 0))


def s(x):
    return mp.nstr(x, 17, strip_zeros=False) if x is not None else 'nil'


if __name__ == '__main__':
    V = mpf(3000)
    for sched in (60, 120, 'uneven'):
        for lo, hi in ((-mp.inf, mp.inf), (mpf(0), mpf(2000))):
            r = motion(sched, V, lo, hi)
            print(f'motion {sched} bounds {lo},{hi}: frames {r["frames"]} time {s(r["time"])} value {s(r["value"])} '
                  f'probe {r["duration"]} tb {r["tb"]} handoff frame {r["handoff_frame"]} xb {s(r["xb"])} vb {s(r["vb"])}')
        r = popmotion_decay(sched, V)
        if r is None:
            print(f'popmotion {sched}: does not stop within the schedule')
        else:
          print(f'popmotion {sched}: frames {r["frames"]} time {s(r["time"])} value {s(r["value"])}')
        r = popmotion_inertia(sched, V, mpf(0), mpf(2000))
        if r is None:
            print(f'popmotion-inertia {sched} bounds 0,2000: does not stop within the schedule')
        else:
          print(f'popmotion-inertia {sched} bounds 0,2000: frames {r["frames"]} time {s(r["time"])} handoff frame '
              f'{r["handoff_frame"]} at {s(r["handoff_time"])} xb {s(r["xb"])} vb {s(r["vb"])}')
        r = react_spring(sched, V)
        if r is None:
            print(f'react-spring {sched}: does not stop within the schedule')
        else:
          print(f'react-spring {sched}: frames {r["frames"]} time {s(r["time"])} value {s(r["value"])}')
        for label, kw in (('free', dict(x0=1, v=V)), ('clamp 0,500', dict(x0=1, v=V, lo=mpf(0), hi=mpf(500))),
                          ('rubber 0,500', dict(x0=1, v=V, lo=mpf(0), hi=mpf(500), rubber=True)),
                          ('rubber from 2100 v 0', dict(x0=2100, v=mpf(0), lo=mpf(0), hi=mpf(2000), rubber=True)),
                          ('web free', dict(x0=1, v=V, eps=mpf(1) / 20)), ('from 0', dict(x0=0, v=V))):
            r = reanimated(sched, **kw)
            rows = r['rows']
            picks = [(i, rows[i]) for i in sorted({min(j, len(rows) - 1) for j in (0, 1, 2, 10, len(rows) - 1)})]
            print(f'reanimated {sched} {label}: frames {r["frames"]} value {s(r["value"])} handoff {r["handoff"] and (r["handoff"][0], s(r["handoff"][1]), s(r["handoff"][2]))}')
            for i, (x, vv) in picks:
                print(f'    row {i}: {s(x)} {s(vv)}')
