"""The cells of notebooks/fitting.ipynb, as plain Python (make_notebooks.py
writes the notebook from them). Each cell runs in order; `springbench` is
$SPRINGBENCH (run-notebooks sets it).
"""

CELLS = [
    ("markdown", "# Fitting a spring to a noisy capture\n"
     "A synthetic capture of the seeds' UIKit spring (0.5 s, damping 0.6, velocity 0.8) "
     "over 0 → 300 px at 60 Hz, with Gaussian noise of 0.3 px (0.1% of the travel) and "
     "values rounded to 1/3 px, fitted back with `springbench fit`."),
    ("code", """import io, json, os, subprocess
import numpy as np, pandas as pd, matplotlib.pyplot as plt
SPRINGBENCH = os.environ.get("SPRINGBENCH", "springbench")
def springbench(*args):
    return subprocess.run([SPRINGBENCH, *map(str, args)], check=True, capture_output=True, text=True).stdout
truth = pd.read_csv(io.StringIO(springbench("--damping", 0.6, "--velocity", 0.8, "--from", 0, "--to", 300, "--fps", 60)))
rng = np.random.default_rng(15)
capture = truth[["t"]].copy()
capture["value"] = np.round((truth["value"] + 0.3 * rng.standard_normal(len(truth))) * 3) / 3
capture.to_csv("capture.csv", index=False)"""),
    ("code", """fit = json.loads(springbench("fit", "capture.csv", "--format", "json", "--reference", "gsl"))
p, se = fit["parameters"], fit["standardErrors"]
pd.DataFrame({"value": p, "standard error": se})"""),
    ("code", """# The fitted curve from the fitted canonical parameters (mass 1).
grid = np.linspace(capture.t.min(), capture.t.max(), 400)
curve = pd.read_csv(io.StringIO(springbench(
    "--mass", 1, "--stiffness", p["stiffness"], "--damping-coefficient", p["damping"],
    "--from", p["from"], "--to", p["to"], "--initial-velocity", p["initialVelocity"],
    "--times", ",".join(map(str, grid - p["timeOffset"])))))
at_samples = pd.read_csv(io.StringIO(springbench(
    "--mass", 1, "--stiffness", p["stiffness"], "--damping-coefficient", p["damping"],
    "--from", p["from"], "--to", p["to"], "--initial-velocity", p["initialVelocity"],
    "--times", ",".join(map(str, capture.t - p["timeOffset"])))))
residual = capture.value.to_numpy() - at_samples.value.to_numpy()
band = 2 * fit["rmsResidual"]  # ±2σ of the residual noise (parameter uncertainty is far smaller here)"""),
    ("code", """fig, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=(7, 6), height_ratios=[3, 1])
top.plot(capture.t, capture.value, ".", ms=3, label="capture")
top.plot(grid, curve.value, label="fit")
top.fill_between(grid, curve.value - band, curve.value + band, alpha=0.3, label="±2σ")
top.set_ylabel("px"); top.legend()
bottom.plot(capture.t, residual, ".", ms=3)
bottom.axhspan(-band, band, alpha=0.3)
bottom.set_xlabel("t (s)"); bottom.set_ylabel("residual (px)")"""),
    ("code", """# The fit recovers the spring within its error bars, and agrees with GSL's.
for key in ["from", "to", "dampingRatio"]:
    assert se[key] is not None and se[key] > 0, key
assert abs(p["to"] - 300) < 5 * se["to"] + 1e-9
assert abs(p["dampingRatio"] - 0.6) < 5 * se["dampingRatio"] + 1e-9
assert fit["converged"] and np.abs(residual).max() < 5 * band"""),
    ("markdown", "## Fitting a fling: the decay model\n"
     "A synthetic scroll fling, x(t) = from + v0·(1 − e^(−kt))/k with v0 = 2000 px/s and "
     "k = 2 1/s (UIScrollView's normal deceleration rate 0.998 per ms), 0.3 px noise rounded to 1/3 px, "
     "fitted with `springbench fit --model decay` beside GSL. The text output prints the same decay "
     "in UIKit, Compose/AndroidX, React Native and Flutter terms."),
    ("code", """import tempfile
t = np.arange(0, 2.3, 1 / 60)
k_true, v0_true = 2.0, 2000.0
clean = v0_true * (1 - np.exp(-k_true * t)) / k_true
fling = pd.DataFrame({"t": t, "value": np.round((clean + 0.3 * rng.standard_normal(len(t))) * 3) / 3})
with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False) as f:
    fling.to_csv(f, index=False)
decay = json.loads(springbench("fit", f.name, "--model", "decay", "--format", "json", "--reference", "gsl"))
print(springbench("fit", f.name, "--model", "decay").split("restPosition:")[-1])
q, qse = decay["parameters"], decay["standardErrors"]
pd.DataFrame({"value": q, "standard error": qse, "GSL": pd.Series(decay["gsl"])})"""),
    ("code", """def decay_curve(times):
    tau = np.maximum(times - q["timeOffset"], 0)
    return q["from"] + q["initialVelocity"] * -np.expm1(-q["decayRate"] * tau) / q["decayRate"]
grid = np.linspace(0, t.max(), 400)
residual = fling.value - decay_curve(fling.t)
band = 2 * decay["rmsResidual"]
fig, (top, bottom) = plt.subplots(2, 1, sharex=True, figsize=(7, 6), height_ratios=[3, 1])
top.plot(fling.t, fling.value, ".", ms=3, label="capture")
top.plot(grid, decay_curve(grid), label="decay fit")
top.fill_between(grid, decay_curve(grid) - band, decay_curve(grid) + band, alpha=0.3, label="±2σ")
top.axhline(q["restPosition"], color="gray", linewidth=0.8, label="rest position")
top.set_ylabel("px"); top.legend()
bottom.plot(fling.t, residual, ".", ms=3)
bottom.axhspan(-band, band, alpha=0.3)
bottom.set_xlabel("t (s)"); bottom.set_ylabel("residual (px)")
assert decay["converged"] and decay["model"] == "decay"
assert abs(q["decayRate"] - k_true) < 5 * qse["decayRate"]
assert abs(q["restPosition"] - v0_true / k_true) < 5 * qse["restPosition"]
assert np.abs(residual).max() < 5 * band"""),
]
