"""Reference values for SineCosine (Sources/AnimationMath/Support/SineCosine.swift).

Writes sine_cosine_reference.csv: columns kind,x,sin,cos with sin and cos of
the exact double x to 40 digits (mpmath, mp.dps = 50). kind 0 rows sample the
polynomial kernel's whole reduced range |r| <= pi/4 (plus 1e-6 of slack)
densely and at its ends; kind 1 rows are full arguments: seeded uniform
values in [0, 10], [0, 1e3] and [0, 2^20], and the doubles nearest k*pi/2
(where the reduction cancels most). Also checks that the three parts of
pi/2 used by the reduction are what the Swift file states.

Run: python3 make_sine_cosine_reference.py > sine_cosine_reference.csv
"""
import random
from mpmath import mp, mpf, sin, cos, pi, nstr

mp.dps = 50

# The Cody-Waite parts of pi/2 (as in fdlibm's e_rem_pio2.c: pio2_1, pio2_2,
# pio2_2t): the first two have 33 significant bits, so k*P for k < 2^20 is exact.
P1 = float.fromhex("0x1.921fb54400000p+0")
P2 = float.fromhex("0x1.0b4611a600000p-34")
P3 = float.fromhex("0x1.3198a2e037073p-69")
assert abs(mpf(P1) + mpf(P2) + mpf(P3) - pi / 2) < mpf(2) ** -120
for p in (P1, P2):
    m = int(mpf(p) * 2 ** 200)
    while m % 2 == 0:
        m //= 2
    assert m.bit_length() <= 33

rng = random.Random(0x51C0)
rows = []
limit = float(pi / 4) + 1e-6
n = 4000
for i in range(n + 1):
    rows.append((0, -limit + 2 * limit * i / n))
for r in (limit, -limit, 0.0, 5e-324, 1e-300, 1e-8, -1e-8):
    rows.append((0, r))
for _ in range(2000):
    rows.append((0, rng.uniform(-limit, limit)))
for hi, count in ((10.0, 1000), (1e3, 1000), (2.0 ** 20, 1000)):
    for _ in range(count):
        rows.append((1, rng.uniform(0, hi)))
for k in list(range(1, 200)) + [rng.randrange(1, 600000) for _ in range(300)]:
    x = float(k * pi / 2)
    rows.append((1, x))
    rows.append((1, float.fromhex(x.hex()) + x * 2 ** -52))

print("kind,x,sin,cos")
for kind, x in rows:
    v = mpf(x)
    print(f"{kind},{x!r},{nstr(sin(v), 40, min_fixed=0, max_fixed=0)},{nstr(cos(v), 40, min_fixed=0, max_fixed=0)}")
