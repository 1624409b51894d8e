#!/usr/bin/env python3
"""Hand derivation of each spring engine's stop frame, for SpringStopFrameTests.swift.

Independent of the Swift code: every engine's per-frame update and stop rule is restated
here from its source (the file and commit are named beside each function and in the
engines-js.md / engines-native.md facts sheets), with the host clock read as that engine
reads it. Nothing here calls, ports or reads output of the Swift engines; the one shared
convention is the host's (frames at n/fps or at a listed trace, the start row t = 0 not
rendered, an integer clock reading snapped within 1e-6 of a whole unit).

The configuration (fixed, no randomness): m = 1, k = 200, c = 20 (zeta = 1/sqrt 2), from 0
to 300 at rest, unless an engine's row says otherwise. Schedules: 60 Hz, 120 Hz and the
uneven trace UNEVEN_US (jitter, a 3 ms double vsync, dropped frames, a 100 ms stall).

Each row: engine, schedule, frames (rendered frames up to and including the stop frame),
the stop frame's host time, its value; then the off-by-one variants of the rule (a strict
test made loose or the reverse, the test before the step instead of after, ...) with the
frame each would stop on, so the table shows which literal a wrong rule would give.
Run: python3 spring_stop_frames.py   (stdlib + mpmath 1.3)
"""
import math
import struct

import mpmath as mp

mp.mp.dps = 40

M, K, C = 1.0, 200.0, 20.0
FROM, TO, V0 = 0.0, 300.0, 0.0
HORIZON = 12.0
# The uneven trace: these intervals in µs, repeated, summed in integers (t = µs / 1e6).
PATTERN_US = [16667, 16666, 33334, 3000, 8333, 16667, 25000, 16666, 100000, 12500, 20833]


def uneven_times():
    out, us = [], 0
    while True:
        for d in PATTERN_US:
            us += d
            if us > 6_000_000:
                return out
            out.append(us / 1e6)


def frames(schedule):
    if schedule == 'uneven':
        return uneven_times()
    return [n / schedule for n in range(1, int(HORIZON * schedule) + 1)]


def floor_units(t, per):
    """A whole-unit clock reading of host time t (s): floor, snapped within 1e-6 of a unit."""
    u = t * per
    n = round(u)
    return n if abs(u - n) <= 1e-6 else math.floor(u)


def f32(x):
    return struct.unpack('f', struct.pack('f', x))[0]


# ---- the exact under-damped closed form (double), x and v at time s from (x0, v0) ----
def spring(m, k, c, x0, to, v0, s):
    w0 = math.sqrt(k / m)
    z = c / (2 * math.sqrt(k * m))
    wd = w0 * math.sqrt(1 - z * z)
    d0 = x0 - to
    b = (v0 + z * w0 * d0) / wd
    e = math.exp(-z * w0 * s)
    cs, sn = math.cos(wd * s), math.sin(wd * s)
    x = to + e * (d0 * cs + b * sn)
    v = e * (-z * w0 * (d0 * cs + b * sn) + wd * (-d0 * sn + b * cs))
    return x, v


def last_exit(band, w0=None, z=None, d0=None, v0=V0):
    """The last time |x - to| = band (mpmath, 40 digits): the band's last exit. Defaults:
    the configuration above; the seed spring passes its own w0, z, d0."""
    w0 = mp.sqrt(mp.mpf(K) / M) if w0 is None else w0
    z = mp.mpf(C) / (2 * mp.sqrt(mp.mpf(K) * M)) if z is None else z
    d0 = mp.mpf(FROM) - TO if d0 is None else d0
    wd = w0 * mp.sqrt(1 - z * z)
    b = (v0 + z * w0 * d0) / wd
    disp = lambda s: mp.exp(-z * w0 * s) * (d0 * mp.cos(wd * s) + b * mp.sin(wd * s))
    # Past the envelope's crossing no exit remains; step back to the last sign change.
    env = mp.sqrt(d0 * d0 + b * b)
    s = mp.log(env / band) / (z * w0)
    g = lambda s: abs(disp(s)) - band
    step = mp.mpf('1e-3')
    while g(s) <= 0:
        s -= step
    return mp.findroot(g, (s, s + step), solver='anderson')


def seed_stops():
    """The seed spring of EngineSeedTableTests (SwiftUI response 0.55 s, dampingFraction
    0.825, 0 -> 300): the first frame at or after its last exit from the 0.3 band, at 60 Hz,
    120 Hz and on IdealEngineTests' list of times (IdealEngineTests, AppleEngineTests)."""
    T = last_exit(mp.mpf(0.3), w0=2 * mp.pi / mp.mpf(0.55), z=mp.mpf(0.825), d0=mp.mpf(-300))
    listed = [0.013, 0.021, 0.5, 0.75, 0.9, 1.3]
    return T, [first_at_or_after(ts, T) for ts in (frames(60), frames(120), listed)]


def seed_js_stops():
    """The seed spring (m 1, k = (2 pi/0.55)^2, c = 2 * 0.825 * 2 pi/0.55) through react-native,
    wobble and reanimated@3 at 60 and 120 Hz (EnginesJSClockTests' stop-rule test)."""
    w0 = 2 * math.pi / 0.55
    sp = (1.0, w0 * w0, 2 * 0.825 * w0)
    return {name: [rule(fps, sp=sp)[:2] for fps in (60, 120)]
            for name, rule in (('reactNative', react_native), ('wobble', wobble), ('reanimated3', reanimated3))}


def first_at_or_after(ts, T, strict=False):
    for i, t in enumerate(ts):
        if (t > T) if strict else (t >= T):
            return i + 1, t
    return None


# ---- ideal, core-animation, swiftui ------------------------------------------------
# Their stop: the first frame at or after the exact last exit from |x - to| <= 1e-3 * |travel|
# (IdealEngine.swift's contract, standing in for Apple's unpublished settlingDuration).
# ideal shows the curve there (no snap); core-animation and swiftui show the model value.
BAND = 0.001 * abs(TO - FROM)
T_SETTLE = last_exit(mp.mpf(BAND))


def ideal(schedule, snap):
    ts = frames(schedule)
    n, t = first_at_or_after(ts, T_SETTLE)
    value = TO if snap else spring(M, K, C, FROM, TO, V0, t)[0]
    # variants: strict '>' (same unless a frame lands on T exactly); the first entry into the
    # band instead of the last exit.
    first_entry = next(i + 1 for i, u in enumerate(ts) if abs(spring(M, K, C, FROM, TO, V0, u)[0] - TO) <= BAND)
    return (n, t, value), {'first entry into the band': first_entry,
                           'the frame before (t < T)': n - 1}


# ---- uikit: duration=0.5 (withDuration: 0.5 s) ----------------------------------------
# UIView animation removed at local time >= duration (CAMediaTiming: active while local
# time < duration); the view then shows the model value.
def uikit(schedule, duration=0.5):
    ts = frames(schedule)
    n, t = first_at_or_after(ts, duration)
    strict = first_at_or_after(ts, duration, strict=True)[0]
    return (n, t, TO), {"'>' instead of '>='": strict}


# ---- android: SpringForce.java @ fd79a569, DynamicAnimation.java @ 9db3602f ------------
# stiffness 200, dampingRatio 0.7 (floats), minimumVisibleChange 1: threshold T = 0.75f,
# velocity threshold T * 1000/16 = 46.875. The first frame only records uptimeMillis();
# each later frame runs the closed form over deltaT ms from the float state (double math,
# Math.pow(Math.E, .)), stores floats; stop when |v| < 46.875 and |x - final| < 0.75
# (both strict, after the step); then x := final.
def android(schedule, loose=False, before=False):
    k, z = f32(200.0), f32(0.7)
    w = math.sqrt(k)
    wd = w * math.sqrt(1 - z * z)
    T = 0.75
    VT = T * 1000 / 16
    ts = frames(schedule)
    x, v = f32(FROM), f32(V0)
    last = None
    for i, t in enumerate(ts):
        now = floor_units(t, 1000)
        if last is None:
            last = now
            continue
        dt = (now - last) / 1000
        last = now
        if before and abs(v) < VT and abs(f32(x - TO)) < T:
            return i + 1
        d = x - TO
        sine = (1 / wd) * (z * w * d + v)
        decay = math.e ** (-z * w * dt)
        disp = decay * (d * math.cos(wd * dt) + sine * math.sin(wd * dt))
        speed = disp * -w * z + decay * (-wd * d * math.sin(wd * dt) + wd * sine * math.cos(wd * dt))
        x, v = f32(disp + TO), f32(speed)
        dx = abs(f32(x - TO))
        if not before and ((abs(v) <= VT and dx <= T) if loose else (abs(v) < VT and dx < T)):
            return (i + 1, t, TO) if not (loose or before) else i + 1


def android_row(schedule):
    return android(schedule), {"'<=' instead of '<'": android(schedule, loose=True),
                               'tested before the step': android(schedule, before=True)}


# ---- compose: SpringEstimation.kt @ 1d7dc4d1, Animation.kt @ 1d7dc4d1, SuspendAnimation.kt @ 7a915f44
# stiffness 200, dampingRatio 0.7f, visibilityThreshold 0.01f. Duration (zeta < 1, envelope):
# p0 = |x0 - target| / threshold, v0 = 0, r = -zeta*w, c2 = (v0 - r*p0)/wd,
# ms = (1000 * ln(1/sqrt(p0^2 + c2^2)) / r).toLong(). Finished on the first frame whose
# float32 play time (ns since the first frame, which has play time 0) is >= ms * 1e6.
def compose_duration_ms():
    k = f32(math.sqrt(f32(200.0)) ** 2)  # the simulation's stiffness getter, read back as Float
    z = f32(0.7)
    thr = f32(0.01)
    p0 = abs(f32(f32(FROM - TO) / thr))
    c = 2.0 * z * math.sqrt(k)
    partial = c * c - 4.0 * k
    r = (0.0 + -c) * 0.5
    im = math.sqrt(abs(partial)) * 0.5
    c2 = (0.0 - r * p0) / im
    return int(math.log(1.0 / math.sqrt(p0 * p0 + c2 * c2)) / r * 1000.0)


def compose(schedule):
    ms = compose_duration_ms()
    ts = frames(schedule)
    start = floor_units(ts[0], 1e9)
    play = [int(f32(float(floor_units(t, 1e9) - start))) for t in ts]
    n = next(i + 1 for i, p in enumerate(play) if p >= ms * 1_000_000)
    strict = next(i + 1 for i, p in enumerate(play) if p > ms * 1_000_000)
    # variant: the first frame at host time >= duration (play time counted from t = 0).
    from_zero = next(i + 1 for i, t in enumerate(ts) if floor_units(t, 1e9) >= ms * 1_000_000)
    return (n, ts[n - 1], TO), {"'>' instead of '>='": strict, 'play time from host 0, not the first frame': from_zero,
                                'duration ms': ms}


# ---- flutter: spring_simulation.dart @ 04fbdcfa, utils.dart @ 08d672e4, tolerance.dart @ 17bd7a8e,
# animation_controller.dart @ 013a72b3, ticker.dart @ 00aac68e. Elapsed = whole µs since the
# first tick (elapsed 0 there); the tick where nearZero(x - end, 1e-3) and nearZero(dx, 1e-3)
# (strict) stops the controller, showing x(t) unsnapped.
def flutter(schedule, loose=False):
    ts = frames(schedule)
    start = floor_units(ts[0], 1e6)
    for i, t in enumerate(ts):
        e = (floor_units(t, 1e6) - start) / 1e6
        x, v = spring(M, K, C, FROM, TO, V0, e)
        near = (lambda a: abs(a) <= 1e-3) if loose else (lambda a: abs(a) < 1e-3)
        if near(x - TO) and near(v):
            return (i + 1, t, x) if not loose else i + 1


def flutter_row(schedule):
    ts = frames(schedule)
    # variant: elapsed from host time 0 instead of the first tick.
    for i, t in enumerate(ts):
        x, v = spring(M, K, C, FROM, TO, V0, floor_units(t, 1e6) / 1e6)
        if abs(x - TO) < 1e-3 and abs(v) < 1e-3:
            from_zero = i + 1
            break
    return flutter(schedule), {"'<=' instead of '<'": flutter(schedule, loose=True),
                               'elapsed from host 0, not the first tick': from_zero}


# ---- react-native: SpringAnimation.js @ 1c4cd4f6 ------------------------------------
# Date.now() = floor(ms); each update adds min(now - last, 64) ms to the frame time; the
# closed form from the start at that time; stop when |v| <= 0.001 and |to - x| <= 0.001
# (non-strict), then x := to.
def react_native(schedule, strict=False, cap=64, sp=(M, K, C)):
    last, secs = 0, 0.0
    for i, t in enumerate(frames(schedule)):
        now = min(floor_units(t, 1000), last + cap)
        secs += (now - last) / 1000
        last = now
        x, v = spring(*sp, FROM, TO, V0, secs)
        ok = (abs(v) < 1e-3 and abs(TO - x) < 1e-3) if strict else (abs(v) <= 1e-3 and abs(TO - x) <= 1e-3)
        if ok:
            return (i + 1, t, TO) if not strict and cap == 64 else i + 1


def react_native_row(schedule):
    return react_native(schedule), {"'<' instead of '<='": react_native(schedule, strict=True),
                                    'no 64 ms cap': react_native(schedule, cap=10**9)}


# ---- reanimated@3: spring.ts @ 01dcf0fb, springUtils.ts @ 019ddf15 ---------------------
# timestamp = 1000 t ms (not rounded); an immediate dt = 0 step at the start, then per frame
# the closed form from (x, v) over min(now - last, 64) ms; stop when |v| < 2 and
# |to - x| < 0.01 (strict), then x := to.
def reanimated3(schedule, loose=False, cap=64, sp=(M, K, C)):
    x, v, last = FROM, V0, 0.0
    for i, t in enumerate(frames(schedule)):
        now = t * 1000
        dt = min(now - last, cap)
        last = now
        x, v = spring(*sp, x, TO, v, dt / 1000)
        ok = (abs(v) <= 2 and abs(TO - x) <= 0.01) if loose else (abs(v) < 2 and abs(TO - x) < 0.01)
        if ok:
            return (i + 1, t, TO) if not loose and cap == 64 else i + 1


def reanimated3_row(schedule):
    return reanimated3(schedule), {"'<=' instead of '<'": reanimated3(schedule, loose=True),
                                   'no 64 ms cap': reanimated3(schedule, cap=1e18)}


# ---- anime (v4.4.1 @ 308c0934): easings/spring/index.js, timer.js, engine.js ----------
# compute(): step the solver at 0.02 s until |1 - E| < 5e-4 on more than 200/0.02/1000
# consecutive steps; solverDuration = the last step's time; duration = Math.round(1000 *
# solverDuration) ms. Engine: Date.now() = floor(ms), a tick only when now >= the next
# scheduled tick (1000/240 ms apart at least), timer time = now + 12 (12 ms head start);
# complete on the first tick with timer time >= duration, showing `to`.
def anime_duration():
    w0 = math.sqrt(K / M)
    z = C / (2 * math.sqrt(K * M))
    wd = w0 * math.sqrt(1 - z * z)
    b = (z * w0 + -0.0) / wd
    E = lambda s: 1 - math.exp(-s * z * w0) * (1 * math.cos(wd * s) + b * math.sin(wd * s))
    max_rest = 200 / 0.02 / 1000
    s = rest = it = found = 0.0
    while rest <= max_rest and it <= 60_000 / 0.02 / 1000:
        rest = rest + 1 if abs(1 - E(s)) < 0.0005 else 0
        found = s
        s += 0.02
        it += 1
    return math.floor(found * 1000 + 0.5)


def anime(schedule, head=12, strict=False):
    D = anime_duration()
    scheduled = 0.0
    for i, t in enumerate(frames(schedule)):
        now = floor_units(t, 1000)
        if now < scheduled:
            continue
        scheduled += max(1000 / 240, now - scheduled)
        timer = now + head
        if (timer > D) if strict else (timer >= D):
            return (i + 1, t, TO) if head == 12 and not strict else i + 1


def anime_row(schedule):
    return anime(schedule), {"'>' instead of '>='": anime(schedule, strict=True),
                             'no 12 ms head start': anime(schedule, head=0), 'duration ms': anime_duration()}


# ---- wobble 1.5.1 @ 142d649f: src/index.ts -------------------------------------------
# Date.now() = floor(ms); spring time += min(delta, 1000/60*4) ms; the closed form at it;
# stop when |v| <= 0.001 units/ms and |to - x| <= 0.001 (non-strict), then x := to.
def wobble(schedule, strict=False, cap=1.0 / 60 * 1000 * 4, sp=(M, K, C)):
    cur, sm = 0, 0.0
    for i, t in enumerate(frames(schedule)):
        now = floor_units(t, 1000)
        sm += min(float(now - cur), cap)
        cur = now
        x, v = spring(*sp, FROM, TO, V0, sm / 1000)
        ok = (abs(v / 1000) < 1e-3 and abs(TO - x) < 1e-3) if strict else (abs(v / 1000) <= 1e-3 and abs(TO - x) <= 1e-3)
        if ok:
            return (i + 1, t, TO) if not strict and cap < 100 else i + 1


def wobble_row(schedule):
    return wobble(schedule), {"'<' instead of '<='": wobble(schedule, strict=True),
                              'no 66.67 ms cap': wobble(schedule, cap=1e18)}


ROWS = [
    ('ideal', lambda s: ideal(s, snap=False)),
    ('coreAnimation', lambda s: ideal(s, snap=True)),
    ('swiftui', lambda s: ideal(s, snap=True)),
    ('uikit', uikit),
    ('android', android_row),
    ('compose', compose),
    ('flutter', flutter_row),
    ('reactNative', react_native_row),
    ('reanimated3', reanimated3_row),
    ('anime', anime_row),
    ('wobble', wobble_row),
]

if __name__ == '__main__':
    print(f'// last exit from the 0.3 band: {mp.nstr(T_SETTLE, 20)} s')
    seed_exit, seed_frames = seed_stops()
    print(f'// seed spring, JS engines (frames, time) at 60 and 120 Hz: {seed_js_stops()}')
    print(f'// seed spring: last exit {mp.nstr(seed_exit, 20)} s; stop (frames, time) at 60 Hz, 120 Hz, listed: {seed_frames}')
    for name, rule in ROWS:
        for sched in [60, 120, 'uneven']:
            (n, t, value), variants = rule(sched)
            s = f'"{sched}"'
            print(f'    Stop(engine: .{name}, schedule: {s}, frames: {n}, time: {t!r}, value: {value!r}),  // {variants}')
