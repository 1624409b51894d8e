#!/usr/bin/env python3
"""Record animations in headless Chromium, measure the frames, fit them.

Chromium renders a #FF2D55 disc (an SVG circle, r = 14 px) whose cx moves
from 40 to 340 px. Each animation is paused and set to currentTime = t_i, and
the page is captured as a PNG; `springbench measure --frame-times @FILE` turns
the frames into x(t) and `springbench fit -` recovers the timing:

  1. a CSS transition, cubic-bezier(0.4, 0.1, 0.7, 0.8) over 1 s (ending on a
     slope, so the end is seen): the handles
     within 3 standard errors (and to 1e-3 where the fit's standard error is
     below 3e-4), the duration to 1 ms;
  2. a Web Animation whose easing is the CSS linear() export of a SwiftUI
     spring (response 0.5 s, damping fraction 0.6, `export --max-error 1e-5`):
     the fitted ζ and ω0 within 3 of their standard errors.

The first recording is then encoded with ffmpeg as PNG-in-MKV (lossless: the
same centroids exactly) and as H.264 at CRF 18, whose centroid shift is
reported (and bounded by H264_CENTROID_BOUND).

Usage: measure_check.py CHROMIUM SPRINGBENCH OUT_DIR
Prints one line per check and a summary "measure_check: N checks, 0 failures";
exit status 1 on any failure.
"""
import json
import math
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import Browser  # noqa: E402

WIDTH, HEIGHT = 380, 80
FROM, TO = 40.0, 340.0
BEZIER = (0.4, 0.1, 0.7, 0.8)
BEZIER_DURATION = 1.0
# 40 frames over 1.2 s (beyond the end, so the fit sees the rest), slightly
# uneven times as a real capture has.
TIMES = [round(i * 0.03 + (0.004 if i % 3 == 1 else 0.0), 6) for i in range(40)]
SPRING_FLAGS = ["--response", "0.5", "--damping-fraction", "0.6", "--from", "0", "--to", "1"]
SPRING_DURATION = 1.2
SPRING_OMEGA = 2 * math.pi / 0.5
SPRING_ZETA = 0.6
# Standard errors allowed between the known value and the fit.
SIGMAS = 3.0
# The duration to 1 ms.
DURATION_TOLERANCE = 1e-3
# Handles to 1e-3 where the fit pins them (standard error below a third of that).
HANDLE_TOLERANCE = 1e-3
# H.264 (CRF 18, 4:2:0) moves the measured centroid by this much at most, px:
# the worst seen is about a tenth of a pixel; the bound is a check that the
# default --tolerance keeps the shape whole under lossy chroma.
H264_CENTROID_BOUND = 0.5

PAGE = ("data:text/html,<!doctype html><body style='margin:0;background:%23fff'>"
        "<svg width='{w}' height='{h}' style='display:block'>"
        "<circle id='c' cx='40' cy='40' r='14' fill='%23FF2D55'/></svg></body>").format(w=WIDTH, h=HEIGHT)


def record(browser, folder, start_script):
    """Captures one PNG per time of TIMES with the animation `start_script` makes paused there."""
    os.makedirs(folder, exist_ok=True)
    browser.load(PAGE, WIDTH, HEIGHT)
    browser.evaluate(start_script)
    for index, t in enumerate(TIMES):
        browser.evaluate("window.anim.currentTime = %r; "
                         "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))" % (t * 1000),
                         wait=True)
        browser.screenshot(os.path.join(folder, "frame%d.png" % index),
                           clip={"x": 0, "y": 0, "width": WIDTH, "height": HEIGHT})
    with open(os.path.join(folder, "times.txt"), "w") as f:
        f.write("\n".join(repr(t) for t in TIMES) + "\n")


def run(args, stdin=None):
    return subprocess.run(args, input=stdin, capture_output=True, check=True).stdout


def measure(springbench, inputs, times):
    return run([springbench, "measure", *inputs, "--color", "#FF2D55", "--frame-times", "@" + times])


def fit(springbench, csv, model):
    return json.loads(run([springbench, "fit", "-", "--columns", "t,x", "--model", model, "--format", "json"], csv))


def centroids(csv):
    rows = [line.split(",") for line in csv.decode().splitlines()[1:]]
    return [(float(r[2]), float(r[3])) for r in rows]


class Checks:
    def __init__(self):
        self.count, self.failures = 0, 0

    def expect(self, ok, text):
        self.count += 1
        if not ok:
            self.failures += 1
        print(("ok   " if ok else "FAIL ") + text)


def check_bezier(checks, result):
    p, se = result["parameters"], result["standardErrors"]
    for name, truth in zip(["x1", "y1", "x2", "y2"], BEZIER):
        error, sigma = abs(p[name] - truth), se[name]
        checks.expect(sigma is not None and error <= SIGMAS * sigma,
                      "cubic-bezier %s = %.6f ± %.6f (true %g, off %.2g)" % (name, p[name], sigma or 0, truth, error))
        if sigma is not None and sigma < HANDLE_TOLERANCE / 3:
            checks.expect(error <= HANDLE_TOLERANCE, "cubic-bezier %s within 1e-3 (pinned: SE %.2g)" % (name, sigma))
    error = abs(p["duration"] - BEZIER_DURATION)
    checks.expect(error <= DURATION_TOLERANCE and error <= SIGMAS * se["duration"],
                  "duration = %.6f ± %.6f s (true 1 s, off %.2g ms)" % (p["duration"], se["duration"], error * 1000))


def check_spring(checks, result):
    p, se = result["parameters"], result["standardErrors"]
    omega, omega_se = math.sqrt(p["stiffness"] / p["mass"]), se["stiffness"] / (2 * math.sqrt(p["stiffness"]))
    zeta, zeta_se = p["dampingRatio"], se["dampingRatio"]
    checks.expect(abs(zeta - SPRING_ZETA) <= SIGMAS * zeta_se,
                  "spring ζ = %.6f ± %.6f (true 0.6, off %.2g)" % (zeta, zeta_se, abs(zeta - SPRING_ZETA)))
    checks.expect(abs(omega - SPRING_OMEGA) <= SIGMAS * omega_se,
                  "spring ω0 = %.5f ± %.5f rad/s (true %.5f, off %.2g)" % (omega, omega_se, SPRING_OMEGA,
                                                                          abs(omega - SPRING_OMEGA)))


def check_video(checks, springbench, ffmpeg, folder, reference):
    pattern = os.path.join(folder, "frame%d.png")
    times = os.path.join(folder, "times.txt")
    for name, codec in [("png.mkv", ["-c:v", "png"]), ("h264.mp4", ["-c:v", "libx264", "-crf", "18",
                                                                      "-pix_fmt", "yuv420p"])]:
        video = os.path.join(folder, name)
        run([ffmpeg, "-y", "-v", "error", "-framerate", "30", "-i", pattern, *codec, video])
        shifts = [math.hypot(a[0] - b[0], a[1] - b[1])
                  for a, b in zip(centroids(measure(springbench, [video], times)), reference)]
        worst, mean = max(shifts), sum(shifts) / len(shifts)
        if name == "png.mkv":
            checks.expect(worst == 0, "PNG-in-MKV: the same centroids (worst shift %.2g px)" % worst)
        else:
            checks.expect(worst <= H264_CENTROID_BOUND,
                          "H.264 CRF 18: centroid shift mean %.3f px, worst %.3f px" % (mean, worst))


def main():
    chromium, springbench, out = sys.argv[1:4]
    ffmpeg = shutil.which("ffmpeg")
    if ffmpeg is None:
        print("measure_check: ffmpeg is missing")
        return 1
    linear = run([springbench, "export", *SPRING_FLAGS, "--until", str(SPRING_DURATION), "--max-error", "1e-5",
                  "--value-only"]).decode().strip()
    checks = Checks()
    browser = Browser(chromium)
    try:
        bezier_dir, spring_dir = os.path.join(out, "transition"), os.path.join(out, "spring")
        record(browser, bezier_dir,
               "const c = document.getElementById('c');"
               "c.style.transition = 'cx 1s cubic-bezier(%g, %g, %g, %g)'; getComputedStyle(c).cx;"
               "c.style.cx = '340px'; window.anim = c.getAnimations()[0]; window.anim.pause();" % BEZIER)
        record(browser, spring_dir,
               "window.anim = document.getElementById('c').animate([{cx: '40px'}, {cx: '340px'}],"
               " {duration: %r, easing: %s, fill: 'forwards'}); window.anim.pause();"
               % (SPRING_DURATION * 1000, json.dumps(linear)))
    finally:
        browser.close()
    bezier_csv = measure(springbench, [bezier_dir], os.path.join(bezier_dir, "times.txt"))
    with open(os.path.join(out, "transition.csv"), "wb") as f:
        f.write(bezier_csv)
    check_bezier(checks, fit(springbench, bezier_csv, "cubic-bezier"))
    spring_csv = measure(springbench, [spring_dir], os.path.join(spring_dir, "times.txt"))
    check_spring(checks, fit(springbench, spring_csv, "spring"))
    check_video(checks, springbench, ffmpeg, bezier_dir, centroids(bezier_csv))
    print("measure_check: %d checks, %d failures" % (checks.count, checks.failures))
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
