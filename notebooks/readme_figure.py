#!/usr/bin/env python3
"""Draw the README's worked example: the seeds' UIKit spring, and GSL's error.

Reads the CSV that `springbench` writes, exactly as a user would:
    ./springbench --damping 0.6 --velocity 0.8 --reference rk8pd > notebooks/figures/uikit-spring.csv
    python3 notebooks/readme_figure.py notebooks/figures/uikit-spring.csv notebooks/figures/uikit-spring.png
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

source, target = sys.argv[1], sys.argv[2]
curve = pd.read_csv(source)
fig, (top, bottom) = plt.subplots(2, 1, figsize=(7, 5.2), sharex=True, height_ratios=[3, 1.4])
top.plot(curve.t, curve.value, label="value (closed form)", color="tab:blue")
top.plot(curve.t, curve.velocity / 10, label="velocity / 10", color="tab:orange", linewidth=1)
top.axhspan(1 - 1e-3, 1 + 1e-3, color="tab:green", alpha=0.3, label="settling band ±1e-3")
top.axhline(1, color="gray", linewidth=0.5)
top.set_ylabel("progress")
top.set_title("springbench --damping 0.6 --velocity 0.8  (UIKit, duration 0.5 s)")
top.legend(loc="lower right")
bottom.semilogy(curve.t[1:], curve.rk8pd_error[1:].clip(lower=1e-18), ".", markersize=3, color="tab:red")
bottom.set_ylabel("|value − GSL rk8pd|")
bottom.set_xlabel("t (s)")
bottom.set_ylim(1e-18, 1e-10)
fig.tight_layout()
fig.savefig(target, dpi=110)
