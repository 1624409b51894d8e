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
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd

# The layout conventions of springbench's own plots: one panel per quantity,
# each with its own axis and unit, errors on log axes with exact zeros left
# as gaps (never clamped), and the colour-blind-safe Okabe-Ito palette.
OKABE_ITO = ["#0072B2", "#E69F00", "#009E73", "#D55E00", "#56B4E9", "#CC79A7", "#F0E442", "#000000"]
plt.rcParams["axes.prop_cycle"] = plt.cycler(color=OKABE_ITO)
plt.rcParams["axes.grid"] = True
plt.rcParams["grid.alpha"] = 0.3

def gaps(values):
    """Zeros become gaps on a log axis."""
    return values.where(values > 0)

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
ax.axhspan(0.999, 1.001, color="#009E73", alpha=0.3, label="settling band ε = 0.001")
ax.set_xlabel("t (s)"); ax.set_ylabel("value (progress)"); ax.legend(fontsize=8)
assert abs(seed.value.iloc[0]) < 1e-15 and abs(seed.velocity.iloc[0] - 0.8) < 1e-15
'''),
        new_code_cell('''\
checks = springbench("--mass", 1, "--stiffness", 100, "--damping-coefficient", 5,
                     "--reference", "rk8pd,bsimp,msbdf", "--samples", 400)
fig, ax = plt.subplots(figsize=(8, 3.5))
for stepper in ["rk8pd", "bsimp", "msbdf"]:
    ax.semilogy(checks.t, gaps(checks[f"{stepper}_error"]), ".", markersize=2, label=stepper)
ax.set_xlabel("t (s)"); ax.set_ylabel("|closed form − GSL| (units of travel)"); ax.legend()
assert checks.rk8pd_error.max() < 1e-10
'''),
    ],
    "timing_functions.ipynb": [
        new_markdown_cell("# Timing functions\n\nThe named Core Animation and CSS timing functions, "
                          "steps() and linear(), with their slopes, from `springbench ease`."),
        new_code_cell(SETUP),
        new_code_cell('''\
names = ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "easeInEaseOut", "default",
         "step-start", "step-end", "steps(4, jump-both)", "linear(0, 0.25 75%, 1)",
         "cubic-bezier(0.68, -0.55, 0.265, 1.55)"]
# Value and slope each in a panel of its own, one column per function.
fig, axes = plt.subplots(2, len(names), figsize=(2.2 * len(names), 4.6), sharex=True, squeeze=False)
for column, name in enumerate(names):
    curve = springbench("ease", name, "--samples", 401)
    axes[0, column].plot(curve.progress, curve.value)
    axes[1, column].plot(curve.progress, curve.slope.where(curve.slope.abs() < 1e6), color=OKABE_ITO[1])
    axes[0, column].set_title(name, fontsize=7)
    axes[1, column].set_xlabel("input progress", fontsize=7)
    assert curve.value.iloc[0] == 0 or name.startswith("step")
axes[0, 0].set_ylabel("output progress"); axes[1, 0].set_ylabel("slope d out / d in")
fig.tight_layout()
'''),
        new_code_cell('''\
# The closed form against GSL's root finder, on the hardest curve.
check = springbench("ease", "cubic-bezier(1, 0, 0, 1)", "--samples", 1001, "--reference", "gsl")
fig, ax = plt.subplots(figsize=(8, 3))
ax.semilogy(check.progress, gaps(check.gsl_error), ".", markersize=2)
ax.set_xlabel("input progress"); ax.set_ylabel("|value − GSL| (output progress)")
assert check.gsl_error.max() < 1e-14
'''),
    ],
    "paths.ipynb": [
        new_markdown_cell("# Paths\n\nParameter spacing (Core Animation's linear keyframe mode) against "
                          "arc-length spacing (paced mode) along an S curve like the floating heart's."),
        new_code_cell(SETUP),
        new_code_cell('''\
S_CURVE = "M 180 600 C 320 480 40 300 180 180 S 260 40 200 0"
by_param = springbench("path", S_CURVE, "--samples", 40, "--spacing", "parameter")
by_arc = springbench("path", S_CURVE, "--samples", 40, "--spacing", "arc")
fig, (left, right) = plt.subplots(1, 2, figsize=(10, 5))
left.plot(by_param.x, by_param.y, "o-", markersize=3, label="parameter spacing")
left.plot(by_arc.x + 150, by_arc.y, "o-", markersize=3, label="arc spacing (+150)")
left.invert_yaxis(); left.set_aspect("equal"); left.legend(fontsize=8)
right.plot(by_param.index, by_param.arc_length.diff(), label="parameter spacing")
right.plot(by_arc.index, by_arc.arc_length.diff(), label="arc spacing")
left.set_xlabel("x (pt)"); left.set_ylabel("y (pt), down")
right.set_xlabel("sample"); right.set_ylabel("arc length between samples (pt)"); right.legend(fontsize=8)
steps = by_arc.arc_length.diff().dropna()
assert steps.max() - steps.min() < 1e-9 * by_arc.arc_length.iloc[-1]
'''),
    ],
    "seed_scenes.ipynb": [
        new_markdown_cell("# Seed scenes\n\nEvery channel of every built-in seed scene over time "
                          "(`springbench scene`), one panel per layer property."),
        new_code_cell(SETUP),
        new_code_cell('''\
import math

def plot_scene(name, *args):
    table = springbench("scene", name, "--fps", 240, *args)
    properties = {}
    for column in table.columns[1:]:
        layer, prop = column.split(".")[:2]
        properties.setdefault(f"{layer}.{prop}", []).append(column)
    count = len(properties)
    cols = 4
    rows = math.ceil(count / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(14, 2.4 * rows), squeeze=False)
    for ax, (prop, columns) in zip(axes.flat, properties.items()):
        for column in columns:
            ax.plot(table.t, table[column], linewidth=0.8)
        ax.set_title(f"{prop} ({len(columns)} channel{'s' if len(columns) > 1 else ''})", fontsize=8)
        ax.set_xlabel("t (s)", fontsize=7)
        ax.tick_params(labelsize=7)
    for ax in list(axes.flat)[count:]:
        ax.axis("off")
    fig.suptitle(f"scene {name} {' '.join(map(str, args))}")
    fig.tight_layout()
    assert len(table) > 10 and table.t.is_monotonic_increasing
    return table
'''),
        new_code_cell('''\
like = plot_scene("like")
plot_scene("like", "--duration", 10)
# Seed 000: the ring's lineWidth keyframes [1, 4, 0.3] at keyTimes [0, 0.7, 0.9].
print("lineWidth range", like["ring.lineWidth"].min(), like["ring.lineWidth"].max())
'''),
        new_code_cell('''\
plot_scene("shoot")
plot_scene("zan")
heart = plot_scene("floating-heart", "--seed", 7)
fig, ax = plt.subplots(figsize=(4, 6))
ax.plot(heart["heart.position.x"], heart["heart.position.y"])
ax.invert_yaxis(); ax.set_aspect("equal"); ax.set_title("floating heart path (seed 7)")
'''),
    ],
    "engines.ipynb": [
        new_markdown_cell("# Engines\n\nThe seed spring (SwiftUI response 0.55 s, dampingFraction 0.825, 0 → 300) "
                          "rendered by every engine at 60 Hz, frame by frame, against the ideal curve, with each "
                          "engine's completion time (`springbench --engine NAME`, `springbench engines`)."),
        new_code_cell(SETUP),
        new_code_cell('''\
import numpy as np
spring = ["--response", 0.55, "--damping-fraction", 0.825, "--from", 0, "--to", 300]
table = springbench("engines", *spring, "--fps", 60)
names = list(table.engine)
ideal = springbench("--engine", "ideal", *spring, "--fps", 240)
cols = 3
rows = (len(names) + cols - 1) // cols
fig, axes = plt.subplots(rows, cols, figsize=(11, 2.1 * rows), sharex=True, sharey=True)
for ax, name in zip(axes.flat, names):
    frames = springbench("--engine", name, *spring, "--fps", 60)
    ax.plot(ideal.t, ideal.value, color="0.7", linewidth=1)
    ax.step(frames.t, frames.value, where="post", linewidth=1)
    done = table.loc[table.engine == name, "completion_time"].iloc[0]
    ax.axvline(done, color="tab:red", linewidth=0.8)
    ax.set_title(f"{name}: done at {done:.3f} s", fontsize=9)
for ax in axes.flat[len(names):]:
    ax.axis("off")
fig.supxlabel("t (s)"); fig.supylabel("value")
fig.tight_layout()
assert len(names) == 18 and table.completion_time.notna().all()
assert (table.max_deviation >= 0).all()
'''),
        new_code_cell('''\
fig, ax = plt.subplots(figsize=(8, 4))
ax.barh(table.engine, 100 * table.max_deviation)
ax.set_xlabel("largest |engine − ideal| in flight, % of travel (60 Hz)")
ax.invert_yaxis()
table[["engine", "frames", "completion_time", "snap_jump", "max_deviation"]]
'''),
        new_markdown_cell("## Decay: one fling in every engine\n\n"
                          "A 3000 px/s fling from 0 with bounds 0…2000 at 60 Hz through every decay engine "
                          "(`springbench engines decay`, `springbench decay --engine NAME`): where each one comes to "
                          "rest and when it stops. Then the same fling against a near bound (0…600), where the "
                          "engines' bound rules (stop, clamp, overfling, spring-back) differ most."),
        new_code_cell('''\
fling = ["--initial-velocity", 3000, "--from", 0]
def decay_panels(bounds, title):
    table = springbench("engines", "decay", *fling, "--bounds", bounds, "--fps", 60)
    names = list(table.engine)
    cols = 4
    rows = (len(names) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(12, 2.0 * rows), sharex=True, sharey=True, squeeze=False)
    for ax, name in zip(axes.flat, names):
        row = table.loc[table.engine == name].iloc[0]
        # An engine without bounds (react-native) runs unbounded in engines decay; so here.
        unbounded = "no bounds" in str(row.notes)
        extra = [] if unbounded else ["--bounds", bounds]
        frames = springbench("decay", "--engine", name, *fling, *extra, "--fps", 60)
        ax.plot(frames.t, frames.value, linewidth=1)
        ax.axvline(row.completion_time, color="#D55E00", linewidth=0.8)
        ax.set_title(f"{name}: {row.final_value:.0f} px at {row.completion_time:.2f} s"
                     + (" (no bounds)" if unbounded else ""), fontsize=8)
    for ax in axes.flat[len(names):]:
        ax.axis("off")
    fig.suptitle(title); fig.supxlabel("t (s)"); fig.supylabel("value (px)")
    fig.tight_layout()
    return table
wide = decay_panels("0,2000", "3000 px/s, bounds 0…2000")
assert wide.completion_time.notna().all(), wide
wide[["engine", "frames", "completion_time", "final_value", "distance", "notes"]]
'''),
        new_code_cell('''\
near = decay_panels("0,600", "3000 px/s, bounds 0…600: what each engine does at a bound")
bounded = ~near.notes.fillna("").str.contains("no bounds")
assert (near.final_value[bounded] <= 600 + 1e-9).all(), near
near[["engine", "frames", "completion_time", "final_value", "notes"]]
'''),
    ],
}


def fitting_notebook():
    """fitting.ipynb, from the cells in fitting_cells.py."""
    import sys
    sys.path.insert(0, str(HERE))
    from fitting_cells import CELLS
    return [new_markdown_cell(text) if kind == "markdown" else new_code_cell(text) for kind, text in CELLS]


NOTEBOOKS["fitting.ipynb"] = fitting_notebook()


LOTTIE_FILE = '''# The Lottie file the tests use: an 800 px eased arch, then a segment whose y handle overshoots.
LOTTIE = os.path.join("..", "Tests", "AnimationScenesTests", "Data", "lottie", "travel.json")
FRAMES = "0:30:0.25"
exact = springbench("lottie", LOTTIE, "--frames", FRAMES)
columns = [c for c in exact.columns if c not in ("frame", "t")]
assert len(exact) == 121 and columns
'''

NOTEBOOKS["lottie.ipynb"] = [
    new_markdown_cell("# Lottie\n\nEvery animated property of a bodymovin file, frame by frame, as After Effects "
                      "means it (`springbench lottie`), its positions in the x–y plane, and how far each modelled "
                      "player lands from it (`springbench lottie --player`). Documentation/Lottie.md has the rules."),
    new_code_cell(SETUP),
    new_code_cell(LOTTIE_FILE),
    new_code_cell('''\
# Small multiples: one panel per property, its components as curves.
properties = {}
for c in columns:
    head, _, last = c.rpartition(".")
    key = head if last in ("x", "y", "z", "r", "g", "b", "a") and "." in head else c
    properties.setdefault(key, []).append(c)
fig, axes = plt.subplots(len(properties), 1, figsize=(8, 1.8 * len(properties)), sharex=True)
for ax, (key, members) in zip(np.atleast_1d(axes), properties.items()):
    for c in members:
        ax.plot(exact.t, exact[c], label=c.rpartition(".")[2] if c != key else key)
    ax.set_ylabel(key, fontsize=7); ax.legend(fontsize=6, loc="upper right")
np.atleast_1d(axes)[-1].set_xlabel("t (s)")
'''),
    new_code_cell('''\
# Positions in the x–y plane (y down, as in the file), a dot per quarter frame.
fig, ax = plt.subplots(figsize=(6, 4))
for key, members in properties.items():
    if key.endswith(".position") and key + ".x" in members and key + ".y" in members:
        ax.plot(exact[key + ".x"], exact[key + ".y"], ".-", markersize=2, label=key)
ax.invert_yaxis(); ax.set_aspect("equal"); ax.set_xlabel("x (px)"); ax.set_ylabel("y (px)"); ax.legend(fontsize=8)
'''),
    new_code_cell('''\
# Every modelled player (whatever springbench lists), its |player − exact| per column on a log axis.
summary = springbench("lottie", "players", LOTTIE, "--frames", FRAMES, "--format", "csv")
players = list(dict.fromkeys(summary.player))
assert players, "no players listed"
moved = [c for c in columns if summary[summary.column == c].max_difference.max() > 0]
fig, axes = plt.subplots(len(players), 1, figsize=(8, 2.4 * len(players)), sharex=True, squeeze=False)
for ax, player in zip(axes[:, 0], players):
    try:
        played = springbench("lottie", LOTTIE, "--frames", FRAMES, "--player", player)
    except subprocess.CalledProcessError as refusal:
        # Skottie refuses a file with two keyframes at one t (exit 1); its other columns are in the summary.
        assert player == "skottie" and refusal.returncode == 1, refusal.stderr
        ax.set_title(f"{player}: refuses the file ({refusal.stderr.strip()})", fontsize=7)
        continue
    for c in moved:
        ax.semilogy(exact.t, gaps((played[c] - exact[c]).abs()), label=c, linewidth=1)
        worst = summary[(summary.player == player) & (summary.column == c)].max_difference.iloc[0]
        assert abs((played[c] - exact[c]).abs().max() - worst) <= 1e-9 * max(1, worst)
    ax.set_title(player, fontsize=9); ax.set_ylabel("|player − exact|")
    ax.legend(fontsize=6, loc="lower right")
axes[-1, 0].set_xlabel("t (s)")
'''),
    new_code_cell('''\
# A spring baked into keyframes (export --target lottie), read back and evaluated by springbench lottie.
import json, tempfile
args = ["export", "--target", "lottie", "--format", "json", "--fps", 30, "--damping", 0.5, "--max-error", 0.001]
prop = subprocess.run([SPRINGBENCH, *map(str, args)], check=True, capture_output=True, text=True).stdout
prop = json.loads(prop)
frames = prop["k"][-1]["t"]
doc = {"fr": 30, "ip": 0, "op": int(np.ceil(frames)) + 1,
       "layers": [{"ty": 3, "ind": 1, "nm": "baked", "ip": 0, "op": int(np.ceil(frames)) + 1, "ks": {"o": prop}}]}
with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
    json.dump(doc, handle)
baked = springbench("lottie", handle.name, "--frames", f"0:{frames}:0.05")
spring = springbench("--damping", 0.5, "--times", ",".join(map(str, baked.t)))
error = (baked["baked.opacity"] - spring.value).abs()
fig, (top, bottom) = plt.subplots(2, 1, figsize=(8, 5), sharex=True)
top.plot(spring.t, spring.value, label="spring (closed form)")
top.plot(baked.t, baked["baked.opacity"], "--", label=f"{len(prop['k'])} keyframes, read back")
top.plot([k["t"] / 30 for k in prop["k"]], [k["s"][0] for k in prop["k"]], "o", label="keyframes")
top.legend(fontsize=8); top.set_ylabel("value")
bottom.semilogy(baked.t, gaps(error)); bottom.axhline(0.001, color="#D55E00", label="--max-error")
bottom.set_ylabel("|keyframes − spring|"); bottom.set_xlabel("t (s)"); bottom.legend(fontsize=8)
assert error.max() <= 0.001 + 1e-12, error.max()
'''),
]


def main():
    for name, cells in NOTEBOOKS.items():
        notebook = new_notebook(cells=cells, metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
        nbformat.write(notebook, HERE / name)


if __name__ == "__main__":
    main()
