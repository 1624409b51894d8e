#!/usr/bin/env python3
"""Compare `springbench timing` with Chromium's own Web Animations timing.

For each case, Chromium builds `new Animation(new KeyframeEffect(null, [], timing))`,
sets `currentTime` to each time of the table and reads
`effect.getComputedTiming()`: `currentIteration` and `progress` (null when the
effect is not in effect). `springbench timing --model web` must print the same
iteration and progress (to PROGRESS_TOLERANCE) and leave both empty exactly where
Chromium gives null. The Core Animation cases check the mapping
timeOffset o ↔ iterationStart o/d: `--model ca --time-offset o` must count the
same iterations as Chromium with iterationStart = o/d.

Usage: waapi_timing_check.py CHROMIUM SPRINGBENCH
Prints the number of comparisons; exit status 1 on any disagreement or when
fewer than MINIMUM_COMPARISONS were made.
"""
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_check import Browser  # noqa: E402

# Chromium's progress is computed in double from the same definitions; a few ulps
# of difference in the arithmetic order are all that may differ.
PROGRESS_TOLERANCE = 1e-12
MINIMUM_COMPARISONS = 80

TIMES = [-0.5, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4]

# (springbench web flags, Chromium timing dictionary in ms)
WEB_CASES = [
    (["--duration", "1", "--iteration-start", "2.5"], {"duration": 1000, "iterationStart": 2.5}),
    (["--duration", "1", "--iteration-start", "2.5", "--fill", "both"],
     {"duration": 1000, "iterationStart": 2.5, "fill": "both"}),
    (["--duration", "1", "--iterations", "2.5", "--direction", "alternate", "--fill", "forwards"],
     {"duration": 1000, "iterations": 2.5, "direction": "alternate", "fill": "forwards"}),
    (["--duration", "0.5", "--iterations", "3", "--iteration-start", "0.25", "--delay", "0.5", "--fill", "both"],
     {"duration": 500, "iterations": 3, "iterationStart": 0.25, "delay": 500, "fill": "both"}),
    (["--duration", "1", "--iterations", "2", "--direction", "reverse", "--end-delay", "-0.5", "--fill", "forwards"],
     {"duration": 1000, "iterations": 2, "direction": "reverse", "endDelay": -500, "fill": "forwards"}),
]

# (springbench ca flags, equivalent Chromium timing): timeOffset o ↔ iterationStart o/d
CA_CASES = [
    (["--duration", "1", "--time-offset", "2.5"], {"duration": 1000, "iterationStart": 2.5}),
    (["--duration", "2", "--time-offset", "0.5", "--repeat-count", "2"],
     {"duration": 2000, "iterationStart": 0.25, "iterations": 2}),
]


def springbench_rows(binary, model, flags):
    times = ",".join(repr(float(t)) for t in TIMES)
    out = subprocess.run([binary, "timing", "--model", model, *flags, "--times", times],
                         check=True, capture_output=True, text=True).stdout.splitlines()
    assert out[0] == "t,phase,iteration,progress", out[0]
    rows = []
    for line in out[1:]:
        t, phase, iteration, progress = line.split(",")
        rows.append((float(t), phase, None if iteration == "" else float(iteration),
                     None if progress == "" else float(progress)))
    return rows


def chromium_rows(browser, timing):
    script = """
      (() => {
        const timing = %s, times = %s;
        return times.map(t => {
          const a = new Animation(new KeyframeEffect(null, [], timing), document.timeline);
          a.currentTime = t * 1000;
          const c = a.effect.getComputedTiming();
          return [c.currentIteration, c.progress];
        });
      })()
    """ % (json.dumps(timing), json.dumps(TIMES))
    return browser.evaluate(script)


def compare(label, ours, theirs, check_progress):
    failures = 0
    for (t, phase, iteration, progress), (c_iteration, c_progress) in zip(ours, theirs):
        same_presence = (iteration is None) == (c_iteration is None)
        same_iteration = iteration == c_iteration if same_presence else False
        same_progress = True
        if check_progress and same_presence and progress is not None:
            same_progress = c_progress is not None and abs(progress - c_progress) <= PROGRESS_TOLERANCE
        if not (same_presence and same_iteration and same_progress):
            print(f"FAIL {label} t={t}: springbench {phase} iteration {iteration} progress {progress}; "
                  f"Chromium iteration {c_iteration} progress {c_progress}")
            failures += 1
    return failures


def main():
    chromium, binary = sys.argv[1], sys.argv[2]
    browser = Browser(chromium)
    failures = comparisons = 0
    try:
        browser.load("about:blank", 200, 200)
        for flags, timing in WEB_CASES:
            ours = springbench_rows(binary, "web", flags)
            theirs = chromium_rows(browser, timing)
            failures += compare("web " + " ".join(flags), ours, theirs, check_progress=True)
            comparisons += len(ours)
        for flags, timing in CA_CASES:
            # Core Animation's active interval is closed ([0, AD]) where Web Animations'
            # is half-open, so only the times inside both are compared.
            ours = springbench_rows(binary, "ca", flags)
            theirs = chromium_rows(browser, timing)
            pairs = [(o, c) for o, c in zip(ours, theirs) if o[1] == "active" and c[0] is not None]
            failures += compare("ca " + " ".join(flags), [p[0] for p in pairs], [p[1] for p in pairs],
                                check_progress=True)
            comparisons += len(pairs)
    finally:
        browser.close()
    print(f"waapi_timing_check: {comparisons} comparisons with Chromium's getComputedTiming, {failures} failed")
    if comparisons < MINIMUM_COMPARISONS:
        print(f"FAIL: fewer than {MINIMUM_COMPARISONS} comparisons")
        return 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
