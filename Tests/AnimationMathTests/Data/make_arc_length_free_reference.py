#!/usr/bin/env python3
"""Writes arc_length_free_reference.csv: 33-digit arc lengths of free random cubics.

A second, larger set of generic cubics (no built-in cusps) for ArcLengthTests:
it guards the panel tolerance of ArcLengthTable, whose failures would show
on ordinary curves rather than on the cusps of arc_length_reference.csv.

Same method and columns as make_arc_length_reference.py (imported from this
folder): mpmath at 45 digits, checked against 65, split at the speed extrema.
Cases: COUNT cubics, half with coordinates uniform in [0, 100] (the
benchmark's distribution), half in [-100, 100], from random.Random(SEED).

Run:  python3 make_arc_length_free_reference.py > arc_length_free_reference.csv
Needs: mpmath (tested with 1.3.0). Deterministic.
"""
import multiprocessing
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_arc_length_reference import row  # noqa: E402

SEED = 20261201
COUNT = int(os.environ.get("COUNT", "400"))


def cases():
    rng = random.Random(SEED)
    out = []
    for i in range(COUNT):
        low = 0.0 if i % 2 == 0 else -100.0
        pts = [(rng.uniform(low, 100.0), rng.uniform(low, 100.0)) for _ in range(4)]
        out.append((f"free_{i:03d}_{'positive' if low == 0 else 'signed'}", pts))
    return out


def main():
    out = sys.stdout
    out.write("name,kind,x0,y0,x1,y1,x2,y2,x3,y3,length,s25,s50,s75\n")
    with multiprocessing.Pool(int(os.environ.get("JOBS", "1"))) as pool:
        for line in pool.imap(row, cases()):
            out.write(line + "\n")
            out.flush()


if __name__ == "__main__":
    main()
