#!/usr/bin/env python3
"""Hand derivation of each decay engine's stop frame for a 3000 units/s fling from 0.

Independent of the Swift code: each engine's stop rule is solved here from its source's
documented rule (see the engine files for the citations), with the clock read as the
engine reads it. Prints the table pasted into DecayEngineTests.swift.
Run: python3 decay_stop_frames.py
"""
import math, struct

def f32(x):
    return struct.unpack('f', struct.pack('f', x))[0]

V = 3000.0
UNEVEN = [0.016, 0.034, 0.049, 0.1, 0.117, 0.2, 0.5, 0.75, 1.0, 1.4, 2.0, 2.6, 3.3, 4.1, 5.0, 5.2, 6.5, 8.0, 10.0]

def floor_units(t, per):
    u = t * per
    n = round(u)
    return n if abs(u - n) <= 1e-6 else math.floor(u)

def frames(sched):
    if sched == 'uneven':
        return UNEVEN
    fps = sched
    return [n / fps for n in range(1, int(12 * fps) + 1)]

def ideal_like(sched, k):
    # First frame with |v| = 3000 e^(-k t) < 0.5, i.e. t > ln(6000)/k.
    T = math.log(V / 0.5) / k
    for i, t in enumerate(frames(sched)):
        if t > T:
            return i + 1, t, V / k * -math.expm1(-k * t)

def uikit(sched, d=0.998, eps=0.5):
    # Lobanov's duration: the distance left, |v|/(-1000 ln d), falls to eps at
    # T = ln(-1000 ln d * eps / V) / (1000 ln d); the first frame at or after T shows x(T).
    D = 1000 * math.log(d)
    T = math.log(-D * eps / V) / D
    for i, t in enumerate(frames(sched)):
        if t >= T:
            return i + 1, t, V * math.expm1(D * T) / D

def flutter(sched):
    lnD = math.log(0.135)
    final_time = 10 / -lnD           # 10 Newton steps of -1/ln D from 0
    ts = frames(sched)
    start = floor_units(ts[0], 1e6)
    for i, t in enumerate(ts):
        e = (floor_units(t, 1e6) - start) / 1e6
        # dx = 3000·0.135^e stays above 1e-3 until e ≈ 7.45 s > final_time, so the first
        # tick past final_time (dx = 0) is the stop; x = finalX there.
        if e > final_time:
            return i + 1, t, -V / lnD

def compose(sched):
    friction = f32(-4.2)
    thr = f32(0.1)
    ratio = f32(thr / f32(V))
    duration_ms = int(f32(f32(1000 * f32(math.log(ratio))) / friction))
    ts = frames(sched)
    start = floor_units(ts[0], 1e9)
    for i, t in enumerate(ts):
        play = int(f32(float(floor_units(t, 1e9) - start)))
        if play >= duration_ms * 1_000_000:
            d = math.log(abs(thr / f32(V))) / friction * 1000
            e = f32(math.exp(friction * d / 1000))
            q = f32(f32(V) / friction)
            target = f32(f32(0 - q) + f32(q * e))
            return i + 1, t, target, duration_ms

def react_native(sched, d=0.998):
    k = 1 - d
    v = V / 1000
    last = 0.0
    for i, t in enumerate(frames(sched)):
        ms = floor_units(t, 1e3)
        x = v / k * -math.expm1(-k * ms)
        if abs(last - x) < 0.1:
            return i + 1, t, x
        last = x

def android_fling(sched):
    # FlingAnimation: float state, first frame records the time, then deltaT ms steps;
    # done (velocity 0) when |v| < 0.75 * 62.5 = 46.875.
    fr = f32(-4.2)
    ts = frames(sched)
    last = floor_units(ts[0], 1e3)
    x, v = 0.0, f32(V)
    for i, t in enumerate(ts[1:], start=1):
        now = floor_units(t, 1e3)
        dt = now - last
        last = now
        nv = f32(v * math.exp(f32(f32(dt / 1000) * fr)))
        q = f32(v / fr)
        nx = f32(f32(x - q) + q * math.exp(f32(f32(fr * dt) / 1000)))
        x, v = nx, nv
        if abs(v) < 46.875:
            return i + 1, t, x

for sched in [60, 120, 'uneven']:
    print(sched, 'android-fling', android_fling(sched))
    k = -1000 * math.log(0.998)
    print(sched, 'ideal', ideal_like(sched, k))
    print(sched, 'uikit', uikit(sched))
    print(sched, 'flutter-friction', flutter(sched))
    print(sched, 'compose-exponential', compose(sched))
    print(sched, 'react-native', react_native(sched))
