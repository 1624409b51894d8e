#!/usr/bin/env python3
"""Hand derivation of the Android fling engines' frames (android, android-scroller, compose).

Independent of the Swift code: the rules are those of AOSP OverScroller.java @ 050275cd,
Scroller.java @ 14de5572 and Compose FlingCalculator.kt @ 55c737bf (cited in the engine
files), applied here with
- the spline tables from the defining equations solved by mpmath.findroot (50 digits), not
  the sources' float bisection, so a spline frame's integer px is *decidable* only when the
  exact value lies farther than TABLE_BOUND * |distance| from a rounding boundary (the
  bisection's 1e-5 residual times the curve's largest dP/dT, 1.5/0.525 at s = 0, plus float
  rounding); the others are printed as undecidable and the Swift test counts them;
- float32 steps emulated exactly (each IEEE op computed in double, then rounded to float:
  double has more than 2p+2 bits, so the double rounding is innocuous), and Java's
  (int) truncation and Math.round (floor(x + 1/2)) in exact rationals;
- the host clock read as floor(host ms) for n/fps frames in integer arithmetic.
Prints the tables pasted into AndroidFlingEngineTests.swift.
Run: python3 android_fling_frames.py   (needs mpmath)
"""
import math, struct
from fractions import Fraction
import mpmath as mp

mp.mp.dps = 50

def f32(x):
    return struct.unpack('f', struct.pack('f', float(x)))[0]

def java_int(x):
    return int(x)  # truncation toward zero (values here are in range)

def java_round(x):
    return math.floor(Fraction(x) + Fraction(1, 2))

# ---- constants, as the sources compute them (float ops left to right) ----
G, IPM = f32(9.80665), f32(39.37)
PHYS = f32(f32(f32(G * IPM) * f32(160.0)) * f32(0.84))   # density 1: ppi = 160f
FRICTION = f32(0.015)
INFLEXION = f32(0.35)
DR = f32(math.log(0.78) / math.log(0.9))                   # (float)(ln .78 / ln .9)

# ---- the exact spline ----
P1, P2, S = mp.mpf('0.175'), mp.mpf('0.35'), mp.mpf('0.5')
def T(s): return 3*s*(1-s)*((1-s)*P1 + s*P2) + s**3
def P(s): return 3*s*(1-s)*((1-s)*S + s) + s**3
def root(f, a):
    if a == 0: return mp.mpf(0)
    return mp.findroot(lambda s: f(s) - a, (mp.mpf(0), mp.mpf(1)), solver='anderson')
POS = [P(root(T, mp.mpf(i)/100)) for i in range(100)] + [mp.mpf(1)]
TIM = [T(root(P, mp.mpf(i)/100)) for i in range(100)] + [mp.mpf(1)]
TABLE_BOUND = 1e-5 * 1.5 / 0.525 + 1e-6   # per table entry, distance fractions

def sample(t):
    i = int(mp.floor(100 * t))
    if i >= 100: return mp.mpf(1), mp.mpf(0)
    slope = (POS[i+1] - POS[i]) * 100
    return POS[i] + (t - mp.mpf(i)/100) * slope, slope

def spline_fling(v, division_in_double=False):
    a = f32(INFLEXION * abs(v))
    b = f32(FRICTION * PHYS)
    ratio = mp.mpf(a) / mp.mpf(b) if division_in_double else mp.mpf(f32(a / b))
    l = mp.log(ratio)
    dur = 1000 * mp.exp(l / (mp.mpf(DR) - 1))
    dist = mp.mpf(b) * mp.exp(mp.mpf(DR) / (mp.mpf(DR) - 1) * l)
    return dur, dist

def ms(n, fps):
    return (n * 1000) // fps

def margin(x):
    x = mp.mpf(x)
    return float(abs((x - mp.floor(x)) - mp.mpf('0.5')))

UNEVEN_MS = [16, 34, 49, 100, 117, 200, 500, 750, 1000, 1400, 2000]

def overscroller_spline(v, fps, count):
    dur, dist = spline_fling(v)
    D, duration = java_int(dist), java_int(dur)
    print(f'# android v={v}: duration {float(dur):.6f} -> {duration} ms, distance {float(dist):.6f} -> {D} px')
    rows = []
    times = UNEVEN_MS if fps == 'uneven' else [ms(n, fps) for n in range(1, count + 1)]
    for n, e in enumerate(times, start=1):
        if e > duration:
            rows.append((n, e, D, 'end')); break
        coef, slope = sample(mp.mpf(e) / duration)
        x = coef * D
        ok = margin(x) > TABLE_BOUND * abs(D) + 1e-3
        vel = slope * D / duration * 1000
        rows.append((n, e, java_round(Fraction(str(mp.nstr(x, 30)))) if ok else None, f'{float(vel):.4f}'))
    return rows

def ballistic_from_outside(start, edge, v, over, fps, count):
    """fling() from outside, moving outward: startBounceAfterEdge -> BALLISTIC -> CUBIC."""
    dec = f32(-2000.0) if v > 0 else f32(2000.0)
    to_apex = f32(f32(-v) / dec)
    vsq = f32(f32(v) * f32(v))
    d_apex = f32(f32(vsq / 2.0) / abs(dec))
    d_edge = f32(abs(edge - start))
    total = f32(math.sqrt(2.0 * f32(d_apex + d_edge) / abs(dec)))
    start_time = -java_int(f32(1000.0 * f32(total - to_apex)))
    vel = java_int(f32(-dec * total))
    vsq = f32(f32(vel) * f32(vel))
    dist = f32(vsq / f32(2.0 * abs(dec)))
    sign = 1.0 if vel > 0 else -1.0
    if dist > over:
        dec = f32(f32(-sign * vsq) / f32(2.0 * over)); dist = f32(over)
    over_i = java_int(dist)
    final = edge + java_int(dist if vel > 0 else -dist)
    bdur = -java_int(f32(f32(1000.0 * vel) / dec))
    print(f'# android from {start} v={v} over={over}: rewound start {start_time} ms, edge velocity {vel}, '
          f'deceleration {dec}, apex {final}, ballistic {bdur} ms')
    rows = []
    phase, t0, cubic = 'B', start_time, None
    for n in range(1, count + 1):
        e = ms(n, fps)
        if phase == 'B' and e - t0 > bdur:
            t0 += bdur
            delta = final - edge
            cdur = java_int(1000.0 * math.sqrt(-2.0 * delta / (-2000.0 if delta > 0 else 2000.0)))
            cubic = (final, edge, cdur, abs(delta), -1.0 if delta > 0 else 1.0)
            print(f'# spring-back from {final} to {edge} over {cdur} ms starting at {t0} ms (frame {n})')
            phase = 'C'
        if phase == 'C' and e - t0 > cubic[2]:
            rows.append((n, e, cubic[1], 'end')); break
        ct = e - t0
        if phase == 'B':
            t = f32(ct / 1000.0)
            x = f32(f32(vel * t) + f32(f32(f32(dec * t) * t) / 2.0))
            cv = f32(vel + f32(dec * t))
            rows.append((n, e, edge + java_round(x), cv))
        else:
            s0, _, cdur, ov, sg = cubic
            if ct == 0:
                rows.append((n, e, s0, 'same')); continue
            t = f32(ct / cdur); t2 = f32(t * t)
            x = f32(f32(sg * ov) * f32(f32(3.0 * t2) - f32(f32(2.0 * t) * t2)))
            cv = f32(f32(f32(sg * ov) * 6.0) * f32(-t + t2))
            rows.append((n, e, s0 + java_round(x), cv))
    return rows

def springback(start, edge, fps, count):
    delta = start - edge
    cdur = java_int(1000.0 * math.sqrt(-2.0 * delta / (-2000.0 if delta > 0 else 2000.0)))
    sg = -1.0 if delta > 0 else 1.0
    print(f'# springBack from {start} to {edge}: {cdur} ms')
    rows = []
    for n in range(1, count + 1):
        e = ms(n, fps)
        if e > cdur:
            rows.append((n, e, edge, 'end')); break
        t = f32(e / cdur); t2 = f32(t * t)
        x = f32(f32(sg * abs(delta)) * f32(f32(3.0 * t2) - f32(f32(2.0 * t) * t2)))
        rows.append((n, e, start + java_round(x), f32(f32(f32(sg * abs(delta)) * 6.0) * f32(-t + t2))))
    return rows

def compose(v, fps, count):
    dur, dist = spline_fling(v, division_in_double=True)
    duration, D = int(dur), f32(dist)
    print(f'# compose v={v}: duration {float(dur):.6f} -> {duration} ms, distance {D!r}')
    rows = []
    for n in range(1, count + 1):
        # play time: the first frame is 0; later frames (n-1)/fps s, Float ns then whole ms
        e = (int(f32((n - 1) * 10**9 // fps))) // 10**6
        if e >= duration:
            rows.append((n, e, D, 'end')); break
        coef, slope = sample(mp.mpf(e) / duration)
        rows.append((n, e, float(coef * D), float(slope * D / duration * 1000)))
    return rows

def scroller(v, lo, hi, fps, count):
    speed = f32(abs(v))
    dur, dist = spline_fling(speed)
    duration = java_int(dur)
    unpinned = java_round(Fraction(str(mp.nstr(dist, 30))) * (1 if v > 0 else -1))
    final = max(min(unpinned, hi), lo)
    print(f'# android-scroller v={v}: duration {duration} ms, distance {float(dist):.6f}, final {unpinned} pinned to {final}')
    rows = []
    for n in range(1, count + 1):
        e = ms(n, fps)
        if e >= duration:
            rows.append((n, e, final, 'end')); break
        coef, _ = sample(mp.mpf(e) / duration)
        x = coef * final
        ok = margin(x) > TABLE_BOUND * abs(final) + 1e-3
        p = java_round(Fraction(str(mp.nstr(x, 30)))) if ok else None
        rows.append((n, e, None if p is None else max(min(p, hi), lo), 'pin'))
        if p is not None and p == final:
            rows[-1] = (n, e, final, 'reached'); break
    return rows

def clamped_duration(v, bound):
    """adjustDuration: the time table at the distance fraction bound/D, then (int)(duration * coef)."""
    dur, dist = spline_fling(v)
    D, duration = java_int(dist), java_int(dur)
    x = f32(abs(f32(bound) / f32(D)))
    i = int(f32(100.0 * x))
    coef = TIM[i] + (mp.mpf(x) - mp.mpf(i) / 100) * 100 * (TIM[i + 1] - TIM[i])
    exact = duration * coef
    print(f'# android v={v} clamped at {bound}: fraction {x!r}, index {i}, time coefficient {float(coef):.8f}, '
          f'duration {float(exact):.5f} -> {java_int(exact)} ms (margin {float(exact - mp.floor(exact)):.3f})')

def formulas(vs):
    """Duration and distance of a fresh fling: OverScroller ints, Compose Long/Float."""
    print('# formulas: v, OverScroller duration ms, distance px (int), Compose duration ms, distance (exact)')
    for v in vs:
        d1, x1 = spline_fling(v)
        d2, x2 = spline_fling(v, division_in_double=True)
        sign = 1 if v > 0 else -1
        print(f'Formula(velocity: {v}, duration: {java_int(d1)}, distance: {sign * java_int(x1)}, '
              f'composeDuration: {int(d2)}, composeDistance: {float(x2)!r}),'
              f'  // margins {float(d1 - mp.floor(d1)):.4f} {float(x1 - mp.floor(x1)):.4f}')

def swift(name, rows):
    undecided = sum(1 for r in rows if r[2] is None)
    print(f'# {name}: rows {len(rows)}, undecidable {undecided}')
    cells = []
    for r in rows:
        cells.append('nil' if r[2] is None else repr(r[2]))
    print(f'static let {name}: [Double?] = [' + ', '.join(cells) + ']')
    vel = [repr(float(r[3])) if not isinstance(r[3], str) or r[3][0] in '-0123456789' else 'nil' for r in rows]
    print(f'static let {name}Velocity: [Double?] = [' + ', '.join(vel) + ']')

if __name__ == '__main__':
    formulas([300, 1000, 3000, 8000, -3000, 25000])
    clamped_duration(3000, 1000)
    swift('android60', overscroller_spline(3000, 60, 100))
    swift('android120', overscroller_spline(3000, 120, 200))
    swift('androidUneven', overscroller_spline(3000, 'uneven', 0))
    swift('androidOutside', ballistic_from_outside(2050, 2000, 1500, 100, 60, 60))
    swift('androidSpringBack', springback(2100, 2000, 120, 60))
    swift('scrollerPinned', scroller(3000, 0, 1000, 60, 100))
    swift('compose60', compose(3000, 60, 100))
