#!/usr/bin/env python3
"""Writes the notebooks from the cell sources below (no outputs are committed).

    python3 notebooks/make_notebooks.py      # needs nbformat
Edit the cells here, not in the .ipynb files, so that the notebooks stay reviewable.
"""
import pathlib

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = pathlib.Path(__file__).resolve().parent

SETUP = '''\
import io, os, subprocess
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pandas as pd

# The binary that notebooks/run-notebooks builds; override with $SPRINGBENCH.
SPRINGBENCH = os.environ.get("SPRINGBENCH", os.path.join("..", ".build", "release", "springbench"))

def springbench(*args):
    """Runs springbench and returns its CSV as a DataFrame (raises on a non-zero exit)."""
    out = subprocess.run([SPRINGBENCH, *map(str, args)], check=True, capture_output=True, text=True).stdout
    return pd.read_csv(io.StringIO(out))
'''

NOTEBOOKS = {
    "springs.ipynb": [
        new_markdown_cell("# Springs\n\nThe spring family for damping ratios 0.2…1.5 (response 0.5 s), "
                          "the seeds' UIKit spring highlighted, and the closed form against GSL."),
        new_code_cell(SETUP),
        new_code_cell('''\
fig, ax = plt.subplots(figsize=(8, 4.5))
for zeta in [0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.5]:
    curve = springbench("--response", 0.5, "--damping-fraction", zeta, "--until", 1.5, "--fps", 240)
    ax.plot(curve.t, curve.value, label=f"ζ = {zeta}", linewidth=1)
seed = springbench("--damping", 0.6, "--velocity", 0.8, "--until", 1.5, "--fps", 240)
ax.plot(seed.t, seed.value, "k", linewidth=2.5, label="seeds: UIKit 0.5 s, ζ 0.6, v 0.8")
ax.axhspan(0.999, 1.001, color="tab:green", alpha=0.3)
ax.set_xlabel("t (s)"); ax.set_ylabel("progress"); ax.legend(fontsize=8)
assert abs(seed.value.iloc[0]) < 1e-15 and abs(seed.velocity.iloc[0] - 0.8) < 1e-15
'''),
        new_code_cell('''\
checks = springbench("--mass", 1, "--stiffness", 100, "--damping-coefficient", 5,
                     "--reference", "rk8pd,bsimp,msbdf", "--samples", 400)
fig, ax = plt.subplots(figsize=(8, 3.5))
for stepper in ["rk8pd", "bsimp", "msbdf"]:
    ax.semilogy(checks.t[1:], checks[f"{stepper}_error"][1:].clip(lower=1e-18), ".", markersize=2, label=stepper)
ax.set_xlabel("t (s)"); ax.set_ylabel("|closed form − GSL|"); ax.legend()
assert checks.rk8pd_error.max() < 1e-10
'''),
    ],
}


def main():
    for name, cells in NOTEBOOKS.items():
        notebook = new_notebook(cells=cells, metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
        nbformat.write(notebook, HERE / name)


if __name__ == "__main__":
    main()
