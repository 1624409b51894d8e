"""Checks `springbench lottie --player rlottie|thorvg` against the real players.

The real players are the PyPI builds of rlottie (`rlottie-python`) and ThorVG
(`thorvg-python`). Each scenario is a small Lottie file written here: one small
white dot (8 px) on a transparent 1000 x 400 canvas, moved over >= 800 px or
through a precomp's clock. Every frame is rendered by the player and the dot's
coverage-weighted centroid (alpha as weight, pixel centres at +0.5) is compared
with the position `springbench lottie FILE --player NAME` prints for that frame.

The tolerance comes from the measurement itself: the same dot, static, at 16
sub-pixel positions known exactly, is rendered and measured by each player;
the largest centroid error there, times a margin, is the tolerance. The
printout also gives each scenario's largest distance to `--player exact`, so a
rule that the player follows and exact does not shows up as a large exact
distance beside a small player one.

Usage: python player_check.py SPRINGBENCH_BINARY
Prints one line per scenario and player, then "player_check: N checks".
Exits 1 on any failed check.
"""

import ctypes
import json
import os
import subprocess
import sys
import tempfile

import numpy as np
from rlottie_python import LottieAnimation as RLottieAnimation
import thorvg_python as tvg

WIDTH, HEIGHT, FPS = 1000, 400, 30
OUT_POINT = 31
DOT = 8.0
# The tolerance is this multiple of the largest static centroid error, plus a floor
# for the Float positions the players store (1e-4 px at 1000 px).
TOLERANCE_MARGIN = 2.0
TOLERANCE_FLOOR = 1e-3
STATIC_POSITIONS = 32
# The dot is found at all (coverage in px^2 over this) for the visibility checks.
VISIBLE_COVERAGE = 1.0


def dot_shapes():
    """An 8 px white ellipse at the layer's origin."""
    return [{"ty": "gr", "nm": "g", "it": [
        {"ty": "el", "nm": "e", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [DOT, DOT]}},
        {"ty": "fl", "nm": "f", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]},
         "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]


def dot_layer(position, name="dot", ind=1, ip=0, op=OUT_POINT, st=0):
    """A shape layer holding the dot, its position property given."""
    return {"ty": 4, "nm": name, "ind": ind, "ip": ip, "op": op, "st": st, "sr": 1,
            "ks": {"p": position, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                   "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}},
            "shapes": dot_shapes()}


def precomp_layer(extra):
    """A precomp layer 'pc' with an identity transform showing asset 'inner'."""
    layer = {"ty": 0, "nm": "pc", "ind": 1, "refId": "inner", "ip": 0, "op": OUT_POINT, "st": 0, "sr": 1,
             "w": WIDTH, "h": HEIGHT,
             "ks": {"p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
                    "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}}
    layer.update(extra)
    return layer


def composition(layers, assets=()):
    return {"v": "5.7.4", "fr": FPS, "ip": 0, "op": OUT_POINT, "w": WIDTH, "h": HEIGHT, "nm": "check",
            "assets": list(assets), "layers": layers}


def linear(t0, s0, t1, s1):
    """Two keyframes with identity handles (linear progress)."""
    return {"a": 1, "k": [{"t": t0, "s": s0, "o": {"x": 0.25, "y": 0.25}, "i": {"x": 0.75, "y": 0.75}},
                          {"t": t1, "s": s1}]}


BOTH = {"rlottie", "thorvg"}
AE_EASE = ({"x": 0.333, "y": 0}, {"x": 0.667, "y": 1})
# ThorVG renders fractional frames: every quarter frame but the halves (ties in rlottie's round()).
QUARTER_FRAMES = [k / 4 for k in range(0, 4 * 30 + 1) if k % 4 != 2]
# rlottie renders whole frames: each one, and quarter frames every third frame through its frameAtPos.
WHOLE_FRAMES = sorted(set(range(31)) | {k + q for k in range(0, 30, 3) for q in (0.25, 0.75)})


def scenarios():
    """(name, file, column prefix, players whose rules differ from exact here): the dot's position is
    `<prefix>.position.x/.y`; for the players named, the render must also be off exact by more than the tolerance."""
    arch = {"a": 1, "k": [
        {"t": 0, "s": [60, 330], "to": [250, -250], "ti": [-250, -250], "o": AE_EASE[0], "i": AE_EASE[1]},
        {"t": 30, "s": [940, 330]}]}
    overshoot = {"a": 1, "k": [
        {"t": 0, "s": [100, 300], "to": [100, -150], "ti": [-100, -150],
         "o": {"x": 0.4, "y": 0}, "i": {"x": 0.2, "y": 1.3}},
        {"t": 30, "s": [900, 300]}]}
    per_dimension = {"a": 1, "k": [
        {"t": 0, "s": [80, 60], "o": {"x": [0.333, 0.9], "y": [0, 0]}, "i": {"x": [0.667, 0.1], "y": [1, 1]}},
        {"t": 30, "s": [920, 340]}]}
    inner = {"id": "inner", "layers": [dot_layer(linear(0, [100, 200.3], 20, [900, 210.7]), ip=-100, op=200)]}
    remap = {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": 0.25, "y": 0.25}, "i": {"x": 0.75, "y": 0.75}},
                           {"t": 30, "s": [0.6]}]}
    return [
        ("eased spatial arch (880 px)", composition([dot_layer(arch)]), "dot", BOTH),
        ("spatial overshoot (y2 1.3)", composition([dot_layer(overshoot)]), "dot", BOTH),
        ("per-dimension handles", composition([dot_layer(per_dimension)]), "dot", BOTH),
        ("precomp st 1.5, sr 2", composition([precomp_layer({"st": 1.5, "sr": 2})], [inner]), "pc/dot",
         {"rlottie"}),
        ("precomp tm with sr 2", composition([precomp_layer({"sr": 2, "tm": remap})], [inner]), "pc/dot",
         {"rlottie"}),
        ("layer st 5", composition([dot_layer(linear(0, [100, 200.3], 20, [900, 210.7]), st=5)]), "dot", set()),
    ]


def visibility_file():
    """A dot layer drawn on [3.4, 10): the players differ on frames 3 and 10."""
    return composition([dot_layer({"a": 0, "k": [500, 200]}, ip=3.4, op=10),
                        dot_layer({"a": 0, "k": [20, 20]}, name="anchor", ind=2)])


def static_file(x, y):
    return composition([dot_layer({"a": 0, "k": [x, y]})])


class RLottie:
    """rlottie: whole frames; a fractional frame goes through its own frameAtPos."""
    name = "rlottie"

    def __init__(self, text):
        self.animation = RLottieAnimation.from_data(text)

    def frame_number(self, frame):
        if frame == int(frame):
            return int(frame)
        return self.animation.lottie_animation_get_frame_at_pos(frame / OUT_POINT)

    def alpha(self, frame):
        raw = self.animation.lottie_animation_render(frame_num=self.frame_number(frame), width=WIDTH, height=HEIGHT)
        return np.frombuffer(raw, dtype=np.uint8).reshape(HEIGHT, WIDTH, 4)[:, :, 3].astype(np.float64)


class ThorVG:
    """ThorVG's software canvas: fractional frames as given."""
    name = "thorvg"
    engine = None

    def __init__(self, text):
        if ThorVG.engine is None:
            ThorVG.engine = tvg.Engine(threads=0)
        self.canvas = tvg.SwCanvas(ThorVG.engine)
        self.canvas.set_target(WIDTH, HEIGHT)
        self.animation = tvg.LottieAnimation(ThorVG.engine)
        picture = self.animation.get_picture()
        if picture.load_data(text.encode(), "lottie", None, True) != 0:
            raise RuntimeError("thorvg could not load the file")
        self.canvas.add(picture)

    def alpha(self, frame):
        self.animation.set_frame(frame)
        self.canvas.update()
        self.canvas.draw(True)
        self.canvas.sync()
        pixels = np.frombuffer(self.canvas.buffer_arr, dtype=np.uint32).reshape(HEIGHT, WIDTH)
        return (pixels >> 24).astype(np.float64)


def centroid(alpha):
    """Coverage-weighted centroid (x, y) in px (pixel centres at +0.5) and the coverage in px^2."""
    weight = alpha.sum()
    if weight == 0:
        return None, 0.0
    columns, rows = alpha.sum(axis=0), alpha.sum(axis=1)
    x = (columns * np.arange(alpha.shape[1])).sum() / weight + 0.5
    y = (rows * np.arange(alpha.shape[0])).sum() / weight + 0.5
    return (float(x), float(y)), weight / 255


def springbench_columns(binary, path, frames, player, columns):
    listed = ",".join(repr(float(f)) for f in frames)
    result = subprocess.run([binary, "lottie", path, "--frames", listed, "--player", player, "--format", "csv"],
                            capture_output=True, text=True, check=True)
    lines = result.stdout.strip().split("\n")
    header = lines[0].split(",")
    indices = [header.index(column) for column in columns]
    return [[float(line.split(",")[i]) for i in indices] for line in lines[1:]]


class Checks:
    """Counts checks and collects failures."""

    def __init__(self, binary):
        self.binary = binary
        self.count = 0
        self.failures = []
        self.tolerance = {}

    def check(self, passed, failure):
        self.count += 1
        if not passed:
            self.failures.append(failure)

    def calibrate(self, player):
        """The measurement's own error: a static dot at known sub-pixel positions."""
        worst = 0.0
        for k in range(STATIC_POSITIONS):
            # Sub-pixel offsets spread over [0, 1) by the golden ratio, off any binary grid.
            x, y = 100 + 25 * k + (k * 0.618034) % 1, 60 + 9 * k + (k * 0.381966 + 0.1) % 1
            measured, _ = centroid(player(json.dumps(static_file(x, y))).alpha(0))
            self.check(measured is not None, f"{player.name}: no static dot at ({x}, {y})")
            if measured is not None:
                worst = max(worst, float(np.hypot(measured[0] - x, measured[1] - y)))
        self.tolerance[player.name] = TOLERANCE_MARGIN * worst + TOLERANCE_FLOOR
        print(f"{player.name}: static dot at {STATIC_POSITIONS} sub-pixel positions, largest centroid error "
              f"{worst:.2g} px; tolerance {TOLERANCE_MARGIN:g} x that + {TOLERANCE_FLOOR:g} = "
              f"{self.tolerance[player.name]:.2g} px")

    def scenario(self, player, name, path, text, prefix, differs):
        """Every frame's centroid against --player; where the rules differ, exact must be off."""
        frames = QUARTER_FRAMES if player is ThorVG else WHOLE_FRAMES
        columns = [f"{prefix}.position.x", f"{prefix}.position.y"]
        instance = player(text)
        model = springbench_columns(self.binary, path, frames, player.name, columns)
        exact = springbench_columns(self.binary, path, frames, "exact", columns)
        tolerance = self.tolerance[player.name]
        worst, worst_exact, worst_frame = 0.0, 0.0, frames[0]
        for frame, predicted, ideal in zip(frames, model, exact):
            measured, _ = centroid(instance.alpha(frame))
            if measured is None:
                self.check(False, f"{player.name} {name}: no dot at frame {frame}")
                continue
            distance = float(np.hypot(measured[0] - predicted[0], measured[1] - predicted[1]))
            worst_exact = max(worst_exact, float(np.hypot(measured[0] - ideal[0], measured[1] - ideal[1])))
            if distance > worst:
                worst, worst_frame = distance, frame
            self.check(distance <= tolerance, f"{player.name} {name} frame {frame}: rendered {measured}, "
                       f"--player {player.name} {predicted} ({distance:.3g} px)")
        if player.name in differs:
            self.check(worst_exact > tolerance, f"{player.name} {name}: exact is as close as --player "
                       f"{player.name} ({worst_exact:.3g} px), so the check does not tell them apart")
        print(f"{player.name:8} {name:30} {len(frames):3} frames: largest |render - --player| "
              f"{worst:.3g} px (frame {worst_frame}); largest |render - exact| {worst_exact:.3g} px")

    def visibility(self, player, path, text):
        """The dot drawn (coverage) exactly when --player's visible column is 1."""
        instance = player(text)
        shown = springbench_columns(self.binary, path, VISIBILITY_FRAMES, player.name, ["dot.visible"])
        for frame, (visible,) in zip(VISIBILITY_FRAMES, shown):
            alpha = instance.alpha(frame)
            alpha[:100, :100] = 0  # the anchor dot keeps the canvas from being empty
            _, coverage = centroid(alpha)
            self.check((coverage > VISIBLE_COVERAGE) == (visible == 1),
                       f"{player.name} visibility frame {frame}: coverage {coverage:.3g} px^2, "
                       f"--player {player.name} visible {visible:g}")
        print(f"{player.name:8} {'ip 3.4, op 10 visibility':30} {len(VISIBILITY_FRAMES):3} frames checked")


VISIBILITY_FRAMES = [2, 3, 3.25, 4, 9, 9.75, 10, 11]


def write(directory, name, document):
    path = os.path.join(directory, name)
    text = json.dumps(document)
    with open(path, "w") as handle:
        handle.write(text)
    return path, text


def main():
    checks = Checks(sys.argv[1])
    players = [RLottie, ThorVG]
    for player in players:
        checks.calibrate(player)
    with tempfile.TemporaryDirectory() as directory:
        for name, document, prefix, differs in scenarios():
            path, text = write(directory, "scenario.json", document)
            for player in players:
                checks.scenario(player, name, path, text, prefix, differs)
        path, text = write(directory, "visible.json", visibility_file())
        for player in players:
            checks.visibility(player, path, text)
    expected = len(players) * (STATIC_POSITIONS + len(VISIBILITY_FRAMES)) + sum(
        len(WHOLE_FRAMES) + len(QUARTER_FRAMES) + len(differs) for _, _, _, differs in scenarios())
    if checks.count != expected:
        checks.failures.append(f"{checks.count} checks ran, {expected} were planned")
    for failure in checks.failures:
        print(f"FAILED: {failure}")
    print(f"player_check: {checks.count} checks, {len(checks.failures)} failures")
    sys.exit(1 if checks.failures else 0)


if __name__ == "__main__":
    main()
