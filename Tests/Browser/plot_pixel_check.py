#!/usr/bin/env python3
"""Check that springbench's SVG plots draw their curves where the data put them
(Python standard library only).

For each plot (the spring of the README, a steps() easing, a path, a decay with
a hand-off at its bound), the same
command is run twice: --format svg and --format csv. The SVG is rendered in
headless Chromium at device scale SCALE and captured as PNG. The axis mapping
is read from the SVG as a reader reads it: the tick labels' values and their
positions, fitted by least squares (a linear axis; the fit's residual is
checked too). Every CSV row is mapped to pixels with that mapping, and the
curve's stroke colour (taken from its legend swatch) must be present within
1 CSS px of the point: some device pixel whose centre lies within 1 CSS px in
x and in y has that colour at ≥ 75 % coverage over white (see
`has_stroke_colour`).

Rows hidden under a marker drawn on top of the curve (the path plot's segment
join squares and arc-length ticks, the open dot at a jump's left limit) are
excluded, counted and printed, at most a tenth of the rows; every plot must
check at least MINIMUM_POINTS rows.

Self-tests: the same check with every expected point moved 5 CSS px down must
fail for at least half of the rows; and the spring's SVG with its curves (not
its axes) moved 3 CSS px down, rendered, must fail the check.

Usage: plot_pixel_check.py CHROMIUM SPRINGBENCH OUT_DIR
Exit status 1 on any failed check.
"""
import csv
import io
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

from browser_check import Browser, read_png

SCALE = 2  # device pixels per CSS px: a 1.6 px stroke is 3.2 device px, its centre fully covered
RADIUS_CSS = 1.0  # the bound: the curve passes within 1 px of each data point
SHIFT_CSS = 5.0  # the self-test's displacement
MINIMUM_POINTS = 100  # rows each plot must check
MINIMUM_COVERAGE = 0.75  # a pixel "has the colour" when ≥ 75 % covered by it (over white)
COLOUR_RESIDUAL = 24  # … and its channels agree with that blend to 24 of 255
LABEL_FIT_PX = 0.02  # tick label positions are rounded to 0.01 px: a linear fit leaves ≤ 0.02 px

PATH_DATA = "M 0 0 C 30 0 70 100 100 100 S 180 40 200 0"
CASES = [
    ("spring", ["--damping", "0.6", "--velocity", "0.8"], "panels"),
    ("steps", ["ease", "steps(4)", "--samples", "401"], "panels"),
    ("path", ["path", PATH_DATA, "--samples", "600"], "path"),
    # A fling that hands off to a spring-back at its bound: value and velocity, with the
    # bound and the hand-off drawn as rules under the curves.
    ("decay", ["decay", "--engine", "uikit", "--initial-velocity", "3000", "--bounds", "0,500"], "panels"),
]

SVG = "{http://www.w3.org/2000/svg}"


def tick_value(label):
    """The number a tick label writes: `0.25`, `−1`, `5×10⁻⁷` or `10³`."""
    superscripts = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
    text = label.replace("−", "-")
    if "×10" in text:
        mantissa, power = text.split("×10")
        return float(mantissa) * 10.0 ** int(power.translate(superscripts))
    if text.startswith("10") and any(c in text for c in "⁰¹²³⁴⁵⁶⁷⁸⁹"):
        return 10.0 ** int(text[2:].translate(superscripts))
    return float(text)


def fit(pairs, what):
    """(offset, slope) of pixel = offset + slope·value by least squares, and the worst residual."""
    if len(pairs) < 2:
        raise ValueError(f"{what}: {len(pairs)} tick labels, need 2")
    n = len(pairs)
    mv = sum(v for v, _ in pairs) / n
    mp = sum(p for _, p in pairs) / n
    slope = sum((v - mv) * (p - mp) for v, p in pairs) / sum((v - mv) ** 2 for v, _ in pairs)
    offset = mp - slope * mv
    residual = max(abs(offset + slope * v - p) for v, p in pairs)
    return offset, slope, residual


class Frame:
    """A plot area: its rectangle (CSS px), the legend entries above it, and its tick labels."""

    def __init__(self, x, y, width, height, legend):
        self.x, self.y, self.width, self.height = x, y, width, height
        self.legend = legend  # [(name, stroke colour or None)]
        self.x_labels = []  # [(value, pixel x)]
        self.y_labels = []  # [(value, pixel y)]


def read_frames(svg_text):
    """The plot frames of a springbench SVG, in document order, with legends and tick labels."""
    root = ET.fromstring(svg_text)
    frames = []
    legend = []
    last_swatch = None
    for element in root.iter():
        tag = element.tag.replace(SVG, "")
        if tag == "clipPath":
            continue
        if tag == "line" and element.get("stroke") not in (None, "#444", "#e6e6e6"):
            last_swatch = element.get("stroke")
        if tag == "text" and element.get("class") == "legend":
            legend.append((element.text, last_swatch))
            last_swatch = None
        elif tag == "rect" and element.get("fill") == "none" and element.get("stroke") == "#444":
            frames.append(Frame(*(float(element.get(k)) for k in ("x", "y", "width", "height")), legend))
            legend = []
        elif tag == "text" and frames:
            frame = frames[-1]
            x, y = float(element.get("x")), float(element.get("y"))
            anchor = element.get("text-anchor")
            try:
                value = tick_value(element.text)
            except (ValueError, TypeError):
                continue
            if anchor == "end" and abs(x - (frame.x - 7)) < 0.01 and frame.y - 1 <= y - 4 <= frame.y + frame.height + 1:
                frame.y_labels.append((value, y - 4))
            elif anchor == "middle" and abs(y - (frame.y + frame.height + 16)) < 0.01:
                frame.x_labels.append((value, x))
    return root, frames


def markers(root):
    """Centres (CSS px) of the opaque marks drawn over a curve: the path's segment join
    squares (6 px) and the open dots (white, r = 3) at a jump's left limit, which both hide
    the curve within 3 px; and the path's arc-length ticks (1.5 px wide)."""
    squares, ticks = [], []
    for element in root.iter():
        tag = element.tag.replace(SVG, "")
        if tag == "rect" and element.get("fill") == "#000" and element.get("width") == "6":
            squares.append((float(element.get("x")) + 3, float(element.get("y")) + 3))
        if tag == "circle" and element.get("fill") == "white" and element.get("r") == "3":
            squares.append((float(element.get("cx")), float(element.get("cy"))))
        if tag == "line" and element.get("stroke") == "#D55E00" and element.get("stroke-width") == "1.5":
            x1, y1, x2, y2 = (float(element.get(k)) for k in ("x1", "y1", "x2", "y2"))
            ticks.append(((x1 + x2) / 2, (y1 + y2) / 2))
    return squares, ticks


def has_stroke_colour(pixel, colour):
    """Whether `pixel` is `colour` over white at coverage ≥ MINIMUM_COVERAGE: the coverage is
    estimated per channel, and the pixel must match that blend on every channel."""
    spans = [255 - c for c in colour]
    estimates = [(255 - p) / s for p, s in zip(pixel, spans) if s >= 64]
    coverage = sorted(estimates)[len(estimates) // 2]
    blend = [255 - coverage * s for s in spans]
    residual = max(abs(p - b) for p, b in zip(pixel, blend))
    return coverage >= MINIMUM_COVERAGE and residual <= COLOUR_RESIDUAL


def colour_near(rows, point, colour):
    """Whether a device pixel whose centre is within RADIUS_CSS (in x and in y) of `point`
    (CSS px) has the stroke colour."""
    cx, cy = point[0] * SCALE, point[1] * SCALE
    r = RADIUS_CSS * SCALE
    for y in range(int(cy - r - 0.5), int(cy + r + 0.5) + 1):
        if y < 0 or y >= len(rows) or abs(y + 0.5 - cy) > r:
            continue
        row = rows[y]
        for x in range(int(cx - r - 0.5), int(cx + r + 0.5) + 1):
            if 0 <= x < len(row) and abs(x + 0.5 - cx) <= r and has_stroke_colour(row[x], colour):
                return True
    return False


def hex_colour(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def run(springbench, arguments, form):
    result = subprocess.run([springbench, *arguments, "--format", form], capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"springbench {arguments} --format {form}: {result.stderr}")
    return result.stdout


def expected_points(name, kind, svg_text, table):
    """[(label, colour, [(x, y) CSS px])]: each curve's rows mapped through the axis labels,
    and the marker centres to exclude."""
    root, frames = read_frames(svg_text)
    curves = []
    problems = []
    if kind == "path":
        frame = frames[0]
        ox, sx, rx = fit(frame.x_labels, f"{name}: path x")
        oy, sy, ry = fit(frame.y_labels, f"{name}: path y")
        if max(rx, ry) > LABEL_FIT_PX:
            problems.append(f"{name}: path tick labels not evenly placed (residual {max(rx, ry):.3f} px)")
        if abs(sx - sy) > 1e-3 * abs(sx):
            problems.append(f"{name}: path axes not at equal scale ({sx} vs {sy} px per unit)")
        colour = dict(frame.legend)["path"]
        points = [(ox + sx * x, oy + sy * y) for x, y in zip(table["x"], table["y"])]
        curves.append(("path x, y", colour, points))
        return curves, markers(root), problems
    shared = [f for f in frames if f.x_labels]
    if not shared:
        raise ValueError(f"{name}: no x tick labels")
    ox, sx, rx = fit(shared[-1].x_labels, f"{name}: x")
    if rx > LABEL_FIT_PX:
        problems.append(f"{name}: x tick labels not evenly placed (residual {rx:.3f} px)")
    xs = next(iter(table.values()))
    for index, frame in enumerate(frames):
        for label, colour in frame.legend:
            if colour is None or label not in table:
                continue
            oy, sy, ry = fit(frame.y_labels, f"{name}: panel {index} y")
            if ry > LABEL_FIT_PX:
                problems.append(f"{name}: panel {index} y tick labels not evenly placed (residual {ry:.3f} px)")
            points = [(ox + sx * x, oy + sy * y) for x, y in zip(xs, table[label]) if x == x and y == y]
            curves.append((label, colour, points))
    return curves, markers(root), problems


def covered(point, squares, ticks):
    """Whether a marker drawn over the curve hides it within 1 px of `point`."""
    near_square = any(abs(point[0] - x) <= 3 + RADIUS_CSS + 0.5 and abs(point[1] - y) <= 3 + RADIUS_CSS + 0.5 for x, y in squares)
    near_tick = any(abs(point[0] - x) <= 2 and abs(point[1] - y) <= 2 for x, y in ticks)
    return near_square or near_tick


def move_curves_down(svg_text, distance):
    """The SVG with every polyline's points moved `distance` CSS px down (axes, labels and
    markers stay): a plot that draws its curves in the wrong place."""
    def move(match):
        points = []
        for pair in match.group(1).split():
            x, y = pair.split(",")
            points.append(f"{x},{float(y) + distance:.2f}")
        return 'points="' + " ".join(points) + '"'
    return re.sub(r'points="([^"]*)"', move, svg_text)


def check_case(browser, springbench, out, name, arguments, kind, tamper=None):
    svg_text = run(springbench, arguments, "svg")
    if tamper:
        svg_text = tamper(svg_text)
    table_text = run(springbench, arguments, "csv")
    reader = csv.reader(io.StringIO(table_text))
    header = next(reader)
    columns = {key: [] for key in header}
    for row in reader:
        for key, cell in zip(header, row):
            try:
                columns[key].append(float(cell))
            except ValueError:
                columns[key].append(float("nan"))
    svg_path = os.path.join(out, f"pixels-{name}.svg")
    with open(svg_path, "w") as f:
        f.write(svg_text)
    root = ET.fromstring(svg_text)
    width, height = float(root.get("width")), float(root.get("height"))
    browser.load("file://" + os.path.abspath(svg_path), int(width), int(height) + 1, scale=SCALE)
    png = os.path.join(out, f"pixels-{name}.png")
    browser.screenshot(png, {"x": 0, "y": 0, "width": width, "height": height})
    errors = browser.console_errors()
    image_width, image_height, rows = read_png(png)
    failures = []
    if errors:
        failures.append(f"{name}: console errors: {errors}")
    if image_width != round(width * SCALE):
        failures.append(f"{name}: PNG is {image_width} px wide, expected {width} × {SCALE}")
    curves, (squares, ticks), problems = expected_points(name, kind, svg_text, columns)
    failures += problems
    checked = excluded = shifted_misses = 0
    for label, colour, points in curves:
        rgb = hex_colour(colour)
        misses = []
        for point in points:
            if covered(point, squares, ticks):
                excluded += 1
                continue
            checked += 1
            if not colour_near(rows, point, rgb):
                misses.append(point)
            if not colour_near(rows, (point[0], point[1] + SHIFT_CSS), rgb):
                shifted_misses += 1
        if misses:
            sample = ", ".join(f"({x:.2f}, {y:.2f})" for x, y in misses[:5])
            failures.append(f"{name} {label}: {len(misses)} of {len(points)} rows have no {colour} pixel within "
                            f"{RADIUS_CSS} px, e.g. at {sample} (CSS px)")
        status = ("caught" if misses else "MISSED") if tamper else ("ok" if not misses else "FAIL")
        print(f"{status} {name} {label}: {len(points)} rows, {len(misses)} without the "
              f"curve's colour {colour} within {RADIUS_CSS} px")
    print(f"{name}: {checked} rows checked, {excluded} under a marker (excluded); moved {SHIFT_CSS} px down, "
          f"{shifted_misses} of {checked} miss the curve")
    if checked < MINIMUM_POINTS:
        failures.append(f"{name}: only {checked} rows checked, need {MINIMUM_POINTS}")
    if excluded > checked // 10:
        failures.append(f"{name}: {excluded} rows excluded under markers, more than a tenth of {checked}")
    if shifted_misses < checked / 2:
        failures.append(f"{name}: self-test: moved {SHIFT_CSS} px, only {shifted_misses} of {checked} rows miss: "
                        "the check cannot tell a misplaced curve")
    return checked, failures


def main():
    chromium, springbench, out = sys.argv[1:4]
    os.makedirs(out, exist_ok=True)
    failures = []
    total = 0
    browser = Browser(chromium)
    try:
        for name, arguments, kind in CASES:
            checked, problems = check_case(browser, springbench, out, name, arguments, kind)
            total += checked
            failures += problems
        # Self-test through the browser: the spring with its curves drawn 3 px low must fail.
        _, problems = check_case(browser, springbench, out, "spring-moved", CASES[0][1], CASES[0][2],
                                 tamper=lambda svg: move_curves_down(svg, 3))
        if not any("without" in p or "have no" in p for p in problems):
            failures.append("self-test: the spring with its curves moved 3 px down passed the pixel check")
        else:
            print("self-test ok: the spring with its curves moved 3 px down fails the pixel check")
    finally:
        browser.close()
    print(f"plot pixels: {total} rows checked in {len(CASES)} plots, {len(failures)} failures")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures or total == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
