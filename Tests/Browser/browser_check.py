#!/usr/bin/env python3
"""Render springbench's SVG plots and HTML previews in headless Chromium and
check the pictures (Python standard library only).

Chromium is driven through the DevTools protocol over --remote-debugging-pipe
(https://chromedevtools.github.io/devtools-protocol/): NUL-separated JSON
messages on file descriptors 3 (commands) and 4 (replies and events).

Checks, per the gallery's manifest.json (written by PlotGalleryTests):
- every <text> element's box lies inside the canvas (the SVG's viewport, or
  for a preview page the plot's SVG);
- every legend name of the figure is present in the rendered text;
- the console has no errors and the page threw no exception;
- previews: at #t=… with #solo=LAYER, the bounding box of the layer's pixels
  matches the box the scene computes (manifest) to ±1 px, and its centre
  matches the layer's position where the shape is symmetric (boxes), or the
  box's centre otherwise; where the manifest gives a colour (a user's layer
  whose background colour and opacity are animated), the pixel at the box's
  centre has it, within COLOUR_TOLERANCE per channel;
- path plots: no two segment-join labels (`u = …`) overlap on screen.

With --linear-exports: for each spring of LINEAR_EXPORTS, `springbench export
--target css` prints a linear() and the max error it claims over every input in
[0, 1]; Chromium evaluates that linear() (Web Animations: a KeyframeEffect with
the easing, its getComputedTiming().progress at currentTime = input × duration)
at LINEAR_INPUTS inputs including 1.0, and each value must lie within the
claimed error (plus CHROMIUM_TIME_SLACK) of the spring's own curve, printed by
`springbench --times` at the same times. A claim within --max-error must say
so, a claim above it must say EXCEEDS.

Usage: browser_check.py CHROMIUM GALLERY_DIR PNG_DIR
       browser_check.py CHROMIUM --shoot URL PNG [CSS_SELECTOR]   (one element's screenshot)
       browser_check.py CHROMIUM --linear-exports SPRINGBENCH     (the CSS linear() exports)
Exit status 1 on any failed check.
"""
import base64
import json
import os
import struct
import subprocess
import sys
import zlib

TOLERANCE_PX = 1.0  # the bound: pixel boxes within ±1 px
COLOUR_TOLERANCE = 4  # of 255 per channel: the page's colours are rounded to 8 bits (±0.5), then blended at the layer's opacity

# The springs whose CSS export Chromium evaluates (spring flags, then export flags).
LINEAR_EXPORTS = [
    ["--damping", "0.7", "--velocity", "-0.5", "--from", "10", "--to", "-30"],
    ["--tension", "40", "--friction", "7"],
    ["--damping", "0.6", "--velocity", "0.8"],
    ["--damping", "1"],
    ["--damping", "0.3", "--duration", "1"],
    ["--damping", "0.5", "--duration", "0.4", "--velocity", "3"],
    ["--response", "0.5", "--damping-fraction", "0.5"],
    ["--response", "1", "--damping-fraction", "0.2"],
    ["--response", "0.3", "--damping-fraction", "1.5"],
    ["--bounce", "0.4", "--duration", "0.6"],
    ["--bounce", "-0.5"],
    ["--mass", "1", "--stiffness", "100", "--damping-coefficient", "10"],
    ["--mass", "1", "--stiffness", "1000", "--damping-coefficient", "20"],
    ["--stiffness", "381.47", "--damping", "0.5"],
    ["--stiffness", "200", "--damping", "0.75", "--from", "100", "--to", "0"],
    ["--tension", "170", "--friction", "26"],
    ["--tension", "210", "--friction", "20", "--velocity", "2"],
    ["--bounciness", "10", "--speed", "12"],
    ["--tension", "40", "--friction", "7", "--max-error", "1e-4"],
    ["--damping", "0.7", "--velocity", "-0.5", "--from", "10", "--to", "-30", "--max-error", "1e-2"],
    ["--tension", "40", "--friction", "7", "--until", "0.5"],
    ["--response", "1", "--damping-fraction", "0.2", "--until", "2"],
    ["--damping", "0.8", "--until", "2"],
]
# Inputs per export: a uniform grid of 1,000 intervals, plus 1 − 10⁻ᵏ and 1.0.
# The spring tokens of Documentation/motion.tokens.json: the CSS custom property that
# `springbench tokens FILE --to css` writes, and the same spring as spring flags.
TOKEN_FILE = "Documentation/motion.tokens.json"
TOKEN_SPRINGS = [
    ("--motion-spring-bouncy", ["--bounce", "0.3", "--duration", "0.5"]),
    ("--motion-spring-snappy", ["--response", "0.35", "--damping-fraction", "0.85"]),
    ("--motion-spring-sheet", ["--mass", "1", "--stiffness", "300", "--damping-coefficient", "30"]),
]
LINEAR_INPUTS = [k / 1000 for k in range(1001)] + [1 - 10.0**-k for k in range(4, 10)]
# The animation's duration in Chromium, ms: long, because Chromium keeps
# animation times in whole microseconds (an input step of 1e-9 here).
CHROMIUM_DURATION_MS = 1e6
# |Δvalue| from Chromium's microsecond input rounding (1e-9 × slopes below 50)
# and its printing of the progress: 5e-8.
CHROMIUM_TIME_SLACK = 5e-8


class Browser:
    def __init__(self, chromium):
        cmd_r, self.cmd_w = os.pipe()
        self.res_r, res_w = os.pipe()

        def child():
            # Move both ends out of the way first (os.pipe may have returned
            # 3 or 4 itself), then onto 3 and 4 without close-on-exec.
            high_r, high_w = os.dup(cmd_r) + 100, os.dup(res_w) + 100
            os.dup2(cmd_r, high_r)
            os.dup2(res_w, high_w)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.proc = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--hide-scrollbars", "--force-device-scale-factor=1", "--no-first-run",
             "--disable-extensions", "--font-render-hinting=none", "about:blank"],
            preexec_fn=child, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL if not os.environ.get("BROWSER_DEBUG") else None)
        os.close(cmd_r)
        os.close(res_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ["Page.enable", "Runtime.enable", "Log.enable"]:
            self.call(domain, session=True)

    def send(self, method, params, session):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        os.write(self.cmd_w, json.dumps(message).encode() + b"\0")
        return self.next_id

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.res_r, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False):
        ident = self.send(method, params, session)
        while True:
            message = self.read()
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_event(self, name):
        for index, event in enumerate(self.events):
            if event.get("method") == name:
                del self.events[index]
                return event
        while True:
            message = self.read()
            if message.get("method") == name:
                return message
            self.events.append(message)

    def load(self, url, width, height, scale=1):
        """Opens `url` in a viewport of width × height CSS px at `scale` device px per CSS px."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False}, session=True)
        self.call("Page.navigate", {"url": "about:blank"}, session=True)
        self.wait_event("Page.loadEventFired")
        self.events = [e for e in self.events if not e.get("method", "").startswith(("Runtime.", "Log."))]
        self.call("Page.navigate", {"url": url}, session=True)
        self.wait_event("Page.loadEventFired")
        # Two animation frames so layout and the first draw have happened.
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))", wait=True)

    def evaluate(self, expression, wait=False):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": wait}, session=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, path, clip=None):
        # optimizeForSpeed: Chromium then filters every row with "Up" (still
        # lossless), which read_png undoes without a per-byte loop.
        params = {"format": "png", "captureBeyondViewport": False, "optimizeForSpeed": True}
        if clip:
            params["clip"] = dict(clip, scale=1)
        data = self.call("Page.captureScreenshot", params, session=True)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))

    def console_errors(self):
        errors = []
        for event in self.events:
            method = event.get("method")
            params = event.get("params", {})
            if method == "Runtime.exceptionThrown":
                errors.append(params["exceptionDetails"].get("text", "exception"))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                errors.append(" ".join(str(a.get("value", a.get("description"))) for a in params.get("args", [])))
            elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
                errors.append(params["entry"].get("text", ""))
        self.events = []
        return errors

    def close(self):
        try:
            self.send("Browser.close", {}, False)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


class PixelRow:
    """One decoded PNG row: `row[x]` is the (r, g, b) of pixel x."""

    def __init__(self, line, channels):
        self.line, self.channels = line, channels

    def __len__(self):
        return len(self.line) // self.channels

    def __getitem__(self, x):
        start = x * self.channels
        return tuple(self.line[start:start + 3])


def add_bytes(a, b):
    """a + b byte by byte, modulo 256, on whole rows at once (no carry crosses a byte)."""
    n = len(a)
    low, high = int.from_bytes(b"\x7f" * n, "big"), int.from_bytes(b"\x80" * n, "big")
    x, y = int.from_bytes(a, "big"), int.from_bytes(b, "big")
    return (((x & low) + (y & low)) ^ ((x ^ y) & high)).to_bytes(n, "big")


def read_png(path):
    """(width, height, rows of PixelRow) of an 8-bit non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, chunks, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    assert depth == 8 and interlace == 0 and color in (2, 6), header
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous, i = [], bytes(stride), 0
    for _ in range(height):
        kind = raw[i]
        line = raw[i + 1:i + 1 + stride]
        i += 1 + stride
        if kind == 2:
            line = add_bytes(line, previous)
        elif kind != 0:
            line = bytearray(line)
            for x in range(stride):
                a = line[x - channels] if x >= channels else 0
                b = previous[x]
                c = previous[x - channels] if x >= channels else 0
                if kind == 1:
                    line[x] = (line[x] + a) & 255
                elif kind == 3:
                    line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            line = bytes(line)
        rows.append(PixelRow(line, channels))
        previous = line
    return width, height, rows


def pixel_box(rows, region, background):
    """The box (x0, y0, x1, y1), in px edges, of pixels in region that differ
    from the background by at least half the strongest difference there (so
    anti-aliased edge pixels count when at least half covered)."""
    left, top, right, bottom = region
    strongest = 0
    diffs = {}
    for y in range(top, bottom):
        row = rows[y]
        for x in range(left, right):
            d = max(abs(row[x][k] - background[k]) for k in range(3))
            if d:
                diffs[(x, y)] = d
                strongest = max(strongest, d)
    inside = [p for p, d in diffs.items() if d >= strongest / 2]
    if not inside:
        return None
    xs = [p[0] for p in inside]
    ys = [p[1] for p in inside]
    return (min(xs), min(ys), max(xs) + 1, max(ys) + 1)


TEXT_CHECK = """
(() => {
  const svg = document.querySelector(%s);
  const frame = svg.getBoundingClientRect();
  const outside = [];
  for (const t of svg.querySelectorAll('text')) {
    const r = t.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.top < frame.top - 0.5 || r.bottom > frame.bottom + 0.5)
      outside.push(t.textContent + ' at ' + [r.left, r.top, r.right, r.bottom].map(v => v.toFixed(1)).join(','));
  }
  const texts = Array.from(svg.querySelectorAll('text')).map(t => t.textContent);
  const joins = Array.from(svg.querySelectorAll('text')).filter(t => t.textContent.startsWith('u = '))
    .map(t => { const r = t.getBoundingClientRect(); return [t.textContent, r.left, r.top, r.right, r.bottom]; });
  const overlapping = [];
  for (let i = 0; i < joins.length; i++)
    for (let j = i + 1; j < joins.length; j++) {
      const a = joins[i], b = joins[j];
      if (a[1] < b[3] && b[1] < a[3] && a[2] < b[4] && b[2] < a[4]) overlapping.push(a[0] + ' over ' + b[0]);
    }
  return { outside, texts, overlapping, width: Math.ceil(frame.right), height: Math.ceil(frame.bottom) };
})()
"""


LINEAR_EVALUATION = """
((easing, inputs, duration) => inputs.map(p => {
  const effect = new KeyframeEffect(null, null, { duration, easing, fill: 'both' });
  const animation = new Animation(effect, document.timeline);
  animation.currentTime = p * duration;
  const progress = effect.getComputedTiming().progress;
  animation.cancel();
  return progress;
}))(%s, %s, %s)
"""


def springbench(binary, arguments):
    result = subprocess.run([binary] + arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"springbench {' '.join(arguments)}: exit {result.returncode}: {result.stderr.strip()}")
    return result


def check_linear_exports(chromium, binary):
    """The CSS linear() exports evaluated by Chromium against the springs' curves."""
    failures, checks, worst_excess = [], 0, -1.0
    browser = Browser(chromium)
    try:
        browser.load("about:blank", 400, 300)
        for flags in LINEAR_EXPORTS:
            spring = [f for i, f in enumerate(flags) if f not in ("--max-error", "--until") and
                      (i == 0 or flags[i - 1] not in ("--max-error", "--until"))]
            allowed = float(flags[flags.index("--max-error") + 1]) if "--max-error" in flags else 1e-3
            export = springbench(binary, ["export", "--target", "css"] + flags)
            comment, rule = export.stdout.strip().split("\n")
            duration = float(comment.split("animation-duration: ")[1].split("s;")[0])
            claimed = float(comment.split("max error ")[1].split(" ")[0])
            css = rule[len("animation-timing-function: "):-1]
            times = ",".join(repr(p * duration) for p in LINEAR_INPUTS)
            table = springbench(binary, spring + ["--times", times]).stdout.strip().split("\n")
            header = table[0].split(",")
            column = header.index("value")
            values = [float(row.split(",")[column]) for row in table[1:]]
            start, end = springbench_travel(flags)
            source = [(v - start) / (end - start) for v in values]
            chromium_values = browser.evaluate(LINEAR_EVALUATION % (json.dumps(css), json.dumps(LINEAR_INPUTS),
                                                                   json.dumps(CHROMIUM_DURATION_MS)))
            name = " ".join(flags)
            deviations = [abs(c - s) for c, s in zip(chromium_values, source)]
            worst = max(deviations)
            at = LINEAR_INPUTS[deviations.index(worst)]
            end_deviation = deviations[LINEAR_INPUTS.index(1.0)]
            checks += 1
            if len(chromium_values) != len(LINEAR_INPUTS) or len(source) != len(LINEAR_INPUTS):
                failures.append(f"{name}: {len(chromium_values)} Chromium values, {len(source)} curve values")
                continue
            worst_excess = max(worst_excess, worst - claimed)
            says_exceeds = "EXCEEDS" in comment
            status = "ok"
            if worst > claimed + CHROMIUM_TIME_SLACK:
                status = "FAIL"
                failures.append(f"{name}: Chromium's linear() is {worst:.3e} from the curve at input {at!r}, "
                                f"claimed {claimed:.3e}")
            checks += 1
            if says_exceeds != (claimed > allowed):
                status = "FAIL"
                failures.append(f"{name}: claimed {claimed:.3e} with --max-error {allowed:g}, but the comment "
                                f"{'says' if says_exceeds else 'does not say'} EXCEEDS")
            print(f"{status} linear() {name}: D {duration:.6g} s, Chromium vs curve max {worst:.3e} at input {at:.9g} "
                  f"(at 1.0: {end_deviation:.3e}); claimed {claimed:.3e}{' EXCEEDS' if says_exceeds else ''}, allowed {allowed:g}")
        token_failures, token_checks = check_token_springs(browser, binary)
        failures += token_failures
        checks += token_checks
        errors = browser.console_errors()
        checks += 1
        if errors:
            failures.append(f"linear exports: console errors: {errors}")
    finally:
        browser.close()
    print(f"linear exports: {len(LINEAR_EXPORTS)} springs at {len(LINEAR_INPUTS)} inputs each; "
          f"largest Chromium deviation minus claim {worst_excess:.3e}")
    return failures, checks


def check_token_springs(browser, binary):
    """The spring tokens' CSS linear() (`tokens FILE --to css`) evaluated by Chromium over their
    written duration, against the springs' curves; each within the error its comment claims."""
    failures, checks = [], 0
    lines = springbench(binary, ["tokens", TOKEN_FILE, "--to", "css"]).stdout.split("\n")
    for name, spring in TOKEN_SPRINGS:
        rule = next(l.strip() for l in lines if l.strip().startswith(name + ": linear("))
        comment = lines[[l.strip() for l in lines].index(rule) - 1]
        duration_line = next(l.strip() for l in lines if l.strip().startswith(name + "-duration: "))
        duration = float(duration_line.split(": ")[1].rstrip("ms;")) / 1000
        claimed = float(comment.split("max error ")[1].split(" ")[0])
        css = rule[len(name) + 2:-1]
        times = ",".join(repr(p * duration) for p in LINEAR_INPUTS)
        table = springbench(binary, spring + ["--times", times]).stdout.strip().split("\n")
        column = table[0].split(",").index("value")
        source = [float(row.split(",")[column]) for row in table[1:]]
        chromium_values = browser.evaluate(LINEAR_EVALUATION % (json.dumps(css), json.dumps(LINEAR_INPUTS),
                                                               json.dumps(CHROMIUM_DURATION_MS)))
        deviations = [abs(c - v) for c, v in zip(chromium_values, source)]
        worst = max(deviations)
        checks += 1
        status = "ok"
        if len(deviations) != len(LINEAR_INPUTS) or worst > claimed + CHROMIUM_TIME_SLACK:
            status = "FAIL"
            failures.append(f"token {name}: Chromium's linear() is {worst:.3e} from the spring, claimed {claimed:.3e}")
        print(f"{status} token {name}: D {duration:.6g} s, Chromium vs spring max {worst:.3e}; claimed {claimed:.3e}")
    return failures, checks


def springbench_travel(flags):
    """--from and --to of `flags` (defaults 0 and 1)."""
    start = float(flags[flags.index("--from") + 1]) if "--from" in flags else 0.0
    end = float(flags[flags.index("--to") + 1]) if "--to" in flags else 1.0
    return start, end


def main():
    chromium = sys.argv[1]
    if sys.argv[2] == "--linear-exports":
        failures, checks = check_linear_exports(chromium, sys.argv[3])
        print(f"{checks} checks, {len(failures)} failures")
        for failure in failures:
            print("FAIL:", failure)
        expected = 2 * len(LINEAR_EXPORTS) + len(TOKEN_SPRINGS) + 1
        if checks != expected:
            print(f"FAIL: {checks} checks run, {expected} expected")
        return 1 if failures or checks != expected else 0
    if sys.argv[2] == "--shoot":
        url, png = sys.argv[3], sys.argv[4]
        selector = sys.argv[5] if len(sys.argv) > 5 else "svg"
        browser = Browser(chromium)
        try:
            browser.load(url, 800, 1600)
            r = browser.evaluate("(() => { const r = document.querySelector(%s).getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()" % json.dumps(selector))
            browser.screenshot(png, {"x": r[0], "y": r[1], "width": r[2], "height": r[3]})
            errors = browser.console_errors()
        finally:
            browser.close()
        if errors:
            print(f"console errors in {url}: {errors}")
            return 1
        return 0
    gallery, pngs = sys.argv[2], sys.argv[3]
    os.makedirs(pngs, exist_ok=True)
    with open(os.path.join(gallery, "manifest.json")) as f:
        manifest = json.load(f)
    failures, checks = [], 0
    browser = Browser(chromium)
    try:
        for plot in manifest["plots"]:
            path = os.path.abspath(os.path.join(gallery, plot["file"]))
            is_html = path.endswith(".html")
            browser.load("file://" + path, 800, 3000)
            result = browser.evaluate(TEXT_CHECK % json.dumps("#plot svg" if is_html else "svg"))
            checks += 1
            for item in result["outside"]:
                failures.append(f"{plot['file']}: text outside the canvas: {item}")
            checks += 1
            for item in result["overlapping"]:
                failures.append(f"{plot['file']}: join labels overlap: {item}")
            missing = [name for name in plot["legend"] if name not in result["texts"]]
            checks += 1
            if missing:
                failures.append(f"{plot['file']}: legend names not rendered: {missing}")
            png = os.path.join(pngs, plot["file"].rsplit(".", 1)[0] + ".png")
            if is_html:
                size = browser.evaluate("[document.documentElement.scrollWidth, document.body.scrollHeight + 32]")
            else:
                size = [result["width"], result["height"]]
            browser.screenshot(png, {"x": 0, "y": 0, "width": size[0], "height": min(size[1], 3000)})
            errors = browser.console_errors()
            checks += 1
            if errors:
                failures.append(f"{plot['file']}: console errors: {errors}")
            print(f"rendered {plot['file']} -> {png} ({len(plot['legend'])} legend names, {len(result['texts'])} texts)")
        for preview in manifest["previews"]:
            path = os.path.abspath(os.path.join(gallery, preview["file"]))
            scale = preview["scale"]
            ox, oy = preview["origin"]
            for check in preview["checks"]:
                url = f"file://{path}#t={check['time']!r}&solo={preview['layer']}"
                browser.load(url, 800, 1400)
                stage = browser.evaluate("(() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.left, r.top, r.width, r.height, document.body.dataset.frame]; })()")
                left, top, width, height = stage[0] + 1, stage[1] + 1, stage[2] - 2, stage[3] - 2  # inside the 1 px border
                name = f"{preview['scene']}-{preview['layer']}-t{check['time']:.4f}"
                png = os.path.join(pngs, f"preview-{name}.png")
                browser.screenshot(png)
                errors = browser.console_errors()
                checks += 1
                if errors:
                    failures.append(f"{name}: console errors: {errors}")
                if int(stage[4]) != check["frame"]:
                    failures.append(f"{name}: page shows frame {stage[4]}, expected {check['frame']}")
                _, _, rows = read_png(png)
                region = (int(left), int(top), int(left + width), int(top + height))
                background = rows[region[1] + 1][region[0] + 1]
                box = pixel_box(rows, region, background)
                bx0, by0, bx1, by1 = check["box"]
                expected = (left + (bx0 - ox) * scale, top + (by0 - oy) * scale,
                            left + (bx1 - ox) * scale, top + (by1 - oy) * scale)
                checks += 1
                if box is None:
                    failures.append(f"{name}: no pixels of the layer found")
                    continue
                worst = max(abs(a - b) for a, b in zip(box, expected))
                centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
                want = ((expected[0] + expected[2]) / 2, (expected[1] + expected[3]) / 2)
                position = (left + (check["position"][0] - ox) * scale, top + (check["position"][1] - oy) * scale)
                centre_error = max(abs(centre[0] - want[0]), abs(centre[1] - want[1]))
                position_error = max(abs(centre[0] - position[0]), abs(centre[1] - position[1]))
                if preview.get("centreIsPosition"):
                    centre_error = max(centre_error, position_error)
                status = "ok" if worst <= TOLERANCE_PX and centre_error <= TOLERANCE_PX else "FAIL"
                print(f"{status} {name}: pixel box {tuple(round(v, 2) for v in box)} vs scene {tuple(round(v, 2) for v in expected)} "
                      f"(worst edge {worst:.2f} px); centre {centre[0]:.2f},{centre[1]:.2f} vs {want[0]:.2f},{want[1]:.2f}; "
                      f"layer position {position[0]:.2f},{position[1]:.2f}")
                if status != "ok":
                    failures.append(f"{name}: pixel box off by {worst:.2f} px (centre {centre_error:.2f} px), allowed {TOLERANCE_PX}")
                if "colour" in check:
                    checks += 1
                    pixel = rows[int(want[1])][int(want[0])]
                    error = max(abs(pixel[k] - check["colour"][k]) for k in range(3))
                    colour_status = "ok" if error <= COLOUR_TOLERANCE else "FAIL"
                    print(f"{colour_status} {name}: colour at the centre {tuple(pixel[:3])} vs scene "
                          f"{tuple(round(c, 1) for c in check['colour'])} (worst channel {error:.1f})")
                    if colour_status != "ok":
                        failures.append(f"{name}: colour {tuple(pixel[:3])} at the centre, scene {check['colour']}, allowed ±{COLOUR_TOLERANCE}")
    finally:
        browser.close()
    print(f"{checks} checks, {len(failures)} failures")
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures or checks == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
