#!/usr/bin/env python3
"""Reference values for Flutter's ClampingScrollSimulation at the `flutter` engine's own times.

The formula, as stated in flutter/flutter packages/flutter/lib/src/widgets/scroll_simulation.dart
@ 095d6b964df074dd00eff7e48eb0f25230d9e382 (read, not copied), is evaluated in mpmath at 50
digits from the double inputs the engine holds (0.78, 0.9, the coefficient factors, the
friction, the velocity and each time as the doubles they are):

  r = ln 0.78 / ln 0.9, coeff = 9.80665 * 39.37 * 160 * 0.84, v_ref = friction * coeff / 0.35,
  T = r * 0.35 * (|v0| / v_ref) ** (1 / (r - 1)), D = v0 * T / r,
  x(t) = D * (1 - (1 - tau) ** r), dx(t) = v0 * (1 - tau) ** (r - 1), tau = clamp(t / T, 0, 1).

Times: the engine's ticker reads floor(host time in us); host frame n (n >= 1) is at n/fps s
and the first tick is elapsed 0, so t_n = (floor(n*1e6/fps) - floor(1e6/fps)) / 1e6, up to the
first t_n >= T. Run: python3 make_clamping_scroll_reference.py > clamping_scroll_reference.csv
"""
from mpmath import mp, mpf, log

mp.dps = 50

CASES = [  # (velocity px/s, friction)
    (3000.0, 0.015), (-3000.0, 0.015), (500.0, 0.015), (8000.0, 0.015),
    (1831.366634, 0.015), (-150.5, 0.015), (3000.0, 0.03),
]

r = log(mpf(0.78)) / log(mpf(0.9))
coeff = mpf(9.80665) * mpf(39.37) * mpf(160.0) * mpf(0.84)

print("velocity,friction,fps,t,x,dx,duration,distance")
for velocity, friction in CASES:
    v0 = mpf(velocity)
    vref = mpf(friction) * coeff / mpf(0.35)
    T = r * mpf(0.35) * (abs(v0) / vref) ** (1 / (r - 1))
    D = v0 * T / r
    for fps in (60, 120):
        first = 10**6 // fps
        n = 1
        while True:
            t = (n * 10**6 // fps - first) / 1e6  # the double the engine computes
            tau = min(max(mpf(t) / T, 0), 1)
            x = D * (1 - (1 - tau) ** r)
            dx = v0 * (1 - tau) ** (r - 1)
            print(f"{velocity!r},{friction!r},{fps},{t!r},{mp.nstr(x, 25)},{mp.nstr(dx, 25)},"
                  f"{mp.nstr(T, 25)},{mp.nstr(D, 25)}")
            if mpf(t) >= T:
                break
            n += 1
