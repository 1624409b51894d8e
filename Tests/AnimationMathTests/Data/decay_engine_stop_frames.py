#!/usr/bin/env python3
"""Hand derivation of the stop frames of the decay engines whose stop had no literal at
60 Hz, 120 Hz and on an uneven trace: popmotion, popmotion-inertia, motion@12 (bounded),
compose (splineBasedDecay) and android-scroller. For DecayStopFrameTests.swift.

Independent of the Swift code: each engine's update and stop rule is restated from the
source named beside its function (commits as in engines-js.md / engines-native.md); the
Android spline itself comes from android_fling_frames.py (the defining equations solved in
mpmath, never the Swift tables). Host clock: frames at n/fps, or the uneven trace of
spring_stop_frames.py (whole-µs intervals, a 100 ms stall) extended to 12 s.

Every fling starts at 0 with 3000 units/s; bounds only where the row says so.
Each row prints the off-by-one variants of the rule with the frame each would give.
Run: python3 decay_engine_stop_frames.py   (stdlib + mpmath 1.3)
"""
import math
from fractions import Fraction

import mpmath as mp

import android_fling_frames as fling
from spring_stop_frames import PATTERN_US, f32, floor_units

V = 3000.0


def uneven_times(horizon_us=12_000_000):
    out, us = [], 0
    while True:
        for d in PATTERN_US:
            us += d
            if us > horizon_us:
                return out
            out.append(us / 1e6)


def frames(schedule):
    if schedule == 'uneven':
        return uneven_times()
    return [n / schedule for n in range(1, 12 * schedule + 1)]


def framesync_deltas(ts, first=1000 / 60, clamp=True):
    """framesync (packages/framesync/src/index.ts @ adf681ef): the first delta of a waking
    loop is 1000/60 ms, later ones clamp(timestamp - previous, 1, 40) ms (not rounded)."""
    out, last = [], None
    for t in ts:
        ms = t * 1000
        out.append(first if last is None else (max(min(ms - last, 40), 1) if clamp else ms - last))
        last = ms
    return out


# ---- popmotion decay: generators/decay.ts @ adf681ef --------------------------------
# A = 0.8 * 3000 = 2400, target 2400, tau 350 ms; done when |A e^(-t/tau)| <= 0.5 (t = the
# sum of framesync deltas), then the value is the target.
def popmotion(schedule, strict=False, clamp=True):
    ts = frames(schedule)
    e = 0.0
    for i, (t, d) in enumerate(zip(ts, framesync_deltas(ts, clamp=clamp))):
        e += d
        off = 2400 * math.exp(-e / 350)
        if (off < 0.5) if strict else (off <= 0.5):
            return i + 1, t, 2400.0


def popmotion_row(s):
    return popmotion(s), {"'<' instead of '<='": popmotion(s, strict=True)[0],
                          'unclamped deltas': popmotion(s, clamp=False)[0]}


# ---- popmotion-inertia: inertia.ts, generators/spring.ts @ adf681ef ----------------------
# bounds [0, 2000]: A = 2400, tau 750 ms, restDelta 1. The projected target 2400 is past 2000,
# so each frame's decay value is checked: the first frame with value > 2000 shows that value
# and starts a spring (k 500, c 10, m 1) from it toward 2000 with velocity (value - previous
# value) * 1000 / that frame's delta; the spring's first update is the next frame, with that
# frame's delta. Spring done when |v| <= 2 (analytic) and |2000 - x| <= 1; shows 2000.
def spring(k, c, x0, to, v0, s):
    w0 = math.sqrt(k)
    z = c / (2 * w0)
    wd = w0 * math.sqrt(1 - z * z)
    d0 = x0 - to
    b = (v0 + z * w0 * d0) / wd
    e = math.exp(-z * w0 * s)
    cs, sn = math.cos(wd * s), math.sin(wd * s)
    return to + e * (d0 * cs + b * sn), e * (-z * w0 * (d0 * cs + b * sn) + wd * (-d0 * sn + b * cs))


def popmotion_inertia(schedule, strict=False):
    ts = frames(schedule)
    e, prev, sp = 0.0, None, None
    for i, (t, d) in enumerate(zip(ts, framesync_deltas(ts))):
        if sp is not None:
            sp[3] += d
            x, v = spring(500, 10, sp[0], 2000, sp[1], sp[3] / 1000)
            if (abs(v) < 2 and abs(2000 - x) < 1) if strict else (abs(v) <= 2 and abs(2000 - x) <= 1):
                return i + 1, t, 2000.0, sp[2]
            continue
        e += d
        value = 2400 - 2400 * math.exp(-e / 750)
        if value > 2000:
            fv = (value - prev) * 1000 / d if prev is not None else 0.0
            sp = [value, fv, i + 1, 0.0]
        prev = value


def popmotion_inertia_row(s):
    return popmotion_inertia(s), {"'<' instead of '<='": popmotion_inertia(s, strict=True)[0]}


# ---- motion@12 inertia: v12.23.0 @ a373936b generators/inertia.ts, generators/spring/index.ts,
# generators/utils/calc-duration.ts, JSAnimation.ts. From 0 at 800 units/s, bounds [-5000, 100]
# (as Motion12DecayEngineTests): A = 640, target 640, tau 325 ms, restDelta 0.5. The duration
# probe samples next(0), next(50), ...: the first probe value past 100 starts a spring (k 500,
# c 10, m 1; restSpeed 2 as |100 - value| >= 5, restDelta 0.5) toward the nearest bound 100
# with v = (value - x(t - 5)) * 1000 / 5. v12's rest test (zeta < 1): the 5 ms backward
# difference of the spring curve; done when |that| <= 2 and |100 - x| <= 0.5. The duration
# is the first probe multiple of 50 ms that is done; frames play next(round(host ms)) and the
# animation finishes on the first frame with that time >= the duration.
def motion12(schedule, analytic=False, v0=800.0, bound=100.0):
    A, tau = 0.8 * v0, 325.0
    latest = lambda t: A - A * math.exp(-t / tau)
    tb = sv = sx = None

    def next_(t):
        nonlocal tb, sv, sx
        if tb is None:
            value = A if abs(A * math.exp(-t / tau)) <= 0.5 else latest(t)
            if value > bound:
                p = max(t - 5, 0)
                sv = (value - latest(p)) * 1000 / (t - p) if t != p else 0.0
                tb, sx = t, value
            else:
                return value, abs(A * math.exp(-t / tau)) <= 0.5
        s = t - tb
        x, v = spring(500, 10, sx, bound, sv, s / 1000)
        if not analytic:
            if s == 0:
                v = -sv
            else:
                p = max(s - 5, 0)
                v = (x - spring(500, 10, sx, bound, sv, p / 1000)[0]) * 1000 / (s - p)
        done = abs(v) <= 2 and abs(bound - x) <= 0.5
        return (bound if done else x), done

    duration = 0.0
    while not next_(duration)[1] and duration < 20000:
        duration += 50
    for i, t in enumerate(frames(schedule)):
        tm = math.floor(t * 1000 + 0.5)
        if tm >= duration:
            return i + 1, t, next_(tm)[0], duration, tb


def motion12_row(s):
    return motion12(s), {'analytic velocity (motion 13)': motion12(s, analytic=True)[0]}


# ---- compose splineBasedDecay: FlingCalculator.kt @ 55c737bf, Animation.kt @ 1d7dc4d1 -------
# duration (1000 e^(l/(rate - 1))).toLong() ms = 1246 for 3000 px/s (the android_fling_frames
# formula); finished on the first frame whose float32 play time (ns since the first frame,
# which is play time 0) is >= 1246e6 ns, showing the target x0 + distance (Float).
def compose_spline(schedule, strict=False):
    dur, dist = fling.spline_fling(V, division_in_double=True)
    duration, D = int(dur), f32(float(dist))
    ts = frames(schedule)
    start = floor_units(ts[0], 1e9)
    for i, t in enumerate(ts):
        play = int(f32(float(floor_units(t, 1e9) - start)))
        if (play > duration * 10**6) if strict else (play >= duration * 10**6):
            return i + 1, t, f32(0.0 + D), duration


def compose_spline_row(s):
    ts = frames(s)
    from_zero = next(i + 1 for i, t in enumerate(ts) if floor_units(t, 1e9) >= compose_spline(s)[3] * 10**6)
    return compose_spline(s), {"'>' instead of '>='": compose_spline(s, strict=True)[0],
                               'play time from host 0': from_zero}


# ---- android-scroller: Scroller.java @ 14de5572 -------------------------------------------
# At 2000 px/s (3000 puts a 120 Hz frame within the spline tables' bound of the rounding edge):
# speed 2000 (float), duration (int)(1000 e^(l/(rate-1))) = 924 ms, final = Math.round(647.x)
# = 647. computeScrollOffset at currentAnimationTimeMillis (floor ms from host 0): while
# timePassed < duration, position = Math.round(coef(t/duration) * 647); finished on the frame
# where that equals final (exact position > 646.5); at or past the duration it is final. A
# frame whose exact position lies within the tables' bound of 646.5 would be undecidable.
def android_scroller(schedule, ignore_reached=False, v=2000.0):
    dur, dist = fling.spline_fling(f32(v))
    duration = int(dur)
    final = fling.java_round(Fraction(str(mp.nstr(dist, 30))))
    edge = mp.mpf(final) - mp.mpf('0.5')
    for i, t in enumerate(frames(schedule)):
        e = floor_units(t, 1000)
        if e >= duration:
            return i + 1, t, float(final), f'duration {duration} ms'
        if ignore_reached:
            continue
        coef, _ = fling.sample(mp.mpf(e) / duration)
        x = coef * final
        margin = abs(x - edge)
        assert margin > fling.TABLE_BOUND * final + 1e-3, 'undecidable from the exact spline'
        if x > edge:
            return i + 1, t, float(final), f'reached at {e} ms: exact {mp.nstr(x, 8)}, margin {mp.nstr(margin, 3)}'


def android_scroller_row(s):
    return android_scroller(s), {'without the reached-final test': android_scroller(s, ignore_reached=True)[0]}


ROWS = [('popmotion', popmotion_row), ('popmotionInertia', popmotion_inertia_row), ('motion12', motion12_row),
        ('compose', compose_spline_row), ('androidScroller', android_scroller_row)]

if __name__ == '__main__':
    for name, rule in ROWS:
        for sched in [60, 120, 'uneven']:
            row, variants = rule(sched)
            n, t, value = row[:3]
            print(f'    Stop(engine: .{name}, schedule: "{sched}", frames: {n}, time: {t!r}, value: {value!r}),'
                  f'  // {row[3:]} {variants}')
