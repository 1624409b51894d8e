#!/usr/bin/env python3
"""Print SpringSettlingTests.table: exact last exits from the settling band.

Each spring moves from 0 to 1 (unit travel) with initial velocity v0
(progress/s). Its settling duration for a band ε is the last time t with
|x(t) − 1| = ε (after it the motion stays inside the band). The motion is the
matrix exponential of the first-order system at 30 significant digits
(mpmath.expm; no closed form, no regimes):

    d/dt [d, v] = A·[d, v],  A = [[0, 1], [−ω0², −2ζω0]],  d = x − 1,
    [d(t), v(t)] = expm(A·t)·[−1, v0].

The last exit is found without sampling luck: the energy E = v² + ω0²·d² never
increases (dE/dt = −4ζω0·v²), so past the first time √E/ω0 < ε the motion
never leaves the band; before it, d is monotone between the zeros of v, which
a grid 40 points per half period (or 4,000 over the span when ζ ≥ 1) brackets
and bisection refines. The last extremum (or t = 0) with |d| > ε is followed
by exactly one crossing of |d| = ε before the next extremum: bisection again.
Times are printed rounded to 5 decimals (the table's precision), as the Swift
`.init(...)` lines of the table.

Run:  python3 make_settling_table.py   (needs mpmath; paste the output into
Tests/AnimationMathTests/SpringSettlingTests.swift)
"""
import mpmath as mp

mp.mp.dps = 30

EPSILONS = ["1e-2", "1e-3", "1e-4"]

# (name, Swift constructor, ω0, ζ, v0): SwiftUI's duration D is the undamped
# period (ω0 = 2π/D) and bounce b ≥ 0 means ζ = 1 − b; k100 means ω0 = 10,
# c = 2ζω0.
SPRINGS = [
    ("m1 k100 c10", "try .init(mass: 1, stiffness: 100, damping: 10)", 10, "0.5", "0"),
    ("m1 k100 c5", "try .init(mass: 1, stiffness: 100, damping: 5)", 10, "0.25", "0"),
    ("m1 k100 c15", "try .init(mass: 1, stiffness: 100, damping: 15)", 10, "0.75", "0"),
    ("SwiftUI duration 0.5 bounce 0.3", "try .init(duration: 0.5, bounce: 0.3)", "4pi", "0.7", "0"),
    ("SwiftUI duration 0.5 bounce 0", "try .init(duration: 0.5, bounce: 0)", "4pi", "1", "0"),
    ("ω0 2π ζ 1.5", "try .init(naturalFrequency: 2 * .pi, dampingRatio: 1.5)", "2pi", "1.5", "0"),
    ("ω0 2π ζ 0.6 v0 0.8", "try .init(naturalFrequency: 2 * .pi, dampingRatio: 0.6)", "2pi", "0.6", "0.8"),
]


def frequency(text):
    named = {"2pi": 2 * mp.pi, "4pi": 4 * mp.pi}
    return named[text] if text in named else mp.mpf(text)


def make_state(omega, zeta, v0):
    a = mp.matrix([[0, 1], [-omega**2, -2 * zeta * omega]])

    def state(t):
        s = mp.expm(a * t) * mp.matrix([-1, v0])
        return s[0], s[1]
    return state


def bisect(f, lo, hi):
    flo = f(lo)
    for _ in range(110):
        mid = (lo + hi) / 2
        fm = f(mid)
        if (fm < 0) == (flo < 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return (lo + hi) / 2


def last_exit(omega, zeta, v0, epsilon):
    state = make_state(omega, zeta, v0)
    if zeta < 1:
        step = mp.pi / (omega * mp.sqrt(1 - zeta**2)) / 40
    else:
        step = None
    # The end of the search: the first grid time where √E/ω0 < ε.
    span = mp.mpf(1) / omega
    while True:
        d, v = state(span)
        if mp.sqrt(v**2 + (omega * d) ** 2) / omega < epsilon:
            break
        span *= 2
    h = step if step is not None else span / 4000
    # Extrema of d: zeros of v on the grid, refined.
    extrema = [mp.mpf(0)]
    t, previous = mp.mpf(0), state(0)[1]
    while t < span:
        t_next = min(t + h, span)
        v_next = state(t_next)[1]
        if previous != 0 and (v_next < 0) != (previous < 0):
            extrema.append(bisect(lambda s: state(s)[1], t, t_next))
        t, previous = t_next, v_next
    extrema.append(span)
    last = max(i for i, e in enumerate(extrema[:-1]) if abs(state(e)[0]) > epsilon)
    d0 = state(extrema[last])[0]
    sign = 1 if d0 > 0 else -1
    return bisect(lambda s: state(s)[0] - sign * epsilon, extrema[last], extrema[last + 1])


def five_decimals(t):
    n = int(mp.nint(t * 10**5))
    return f"{n // 10**5}.{n % 10**5:05d}"


def main():
    for name, swift, omega, zeta, v0 in SPRINGS:
        times = [five_decimals(last_exit(frequency(omega), mp.mpf(zeta), mp.mpf(v0), mp.mpf(e))) for e in EPSILONS]
        print(f'    .init(name: "{name}", spring: {{ {swift} }}, velocity: {v0}, times: [{", ".join(times)}]),')


if __name__ == "__main__":
    main()
