"""The PyPI `lottie` package evaluating a Lottie file's layer transforms, for Benchmarks/run.

    python lottie_python.py FILE.json FRAMES time     -> "<evaluate CPU seconds> <load CPU seconds>"
    python lottie_python.py FILE.json FRAMES values   -> CSV: column,frame,value (every animated transform value)

The file is loaded with lottie.objects.Animation.load (the package's own reader); every animated
position, scale, rotation and opacity of every layer is evaluated with the package's get_value at
frames 0 … FRAMES − 1, as an application using the package would. Times are process CPU time.
"""
import json
import sys
import time

from lottie.objects import Animation

COMPONENTS = {"position": ("x", "y"), "scale": ("x", "y"), "rotation": None, "opacity": None}


def animated(animation):
    """(column prefix, property, components) for every animated transform property, layers in file order."""
    found = []
    for layer in animation.layers:
        for name, components in COMPONENTS.items():
            prop = getattr(layer.transform, name, None)
            if prop is not None and prop.animated:
                found.append((f"{layer.name}.{name}", prop, components))
    return found


def main():
    path, frames, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    start = time.process_time()
    with open(path) as handle:
        animation = Animation.load(json.load(handle))
    properties = animated(animation)
    loaded = time.process_time()
    if mode == "time":
        total = 0.0
        begin = time.process_time()
        for frame in range(frames):
            for _, prop, components in properties:
                value = prop.get_value(frame)
                total += value[0] if components else value
        elapsed = time.process_time() - begin
        print(f"{elapsed!r} {loaded - start!r} {total!r}")
        return
    out = sys.stdout
    for frame in range(frames):
        for prefix, prop, components in properties:
            value = prop.get_value(frame)
            if components:
                for index, component in enumerate(components):
                    out.write(f"{prefix}.{component},{frame},{float(value[index])!r}\n")
            else:
                out.write(f"{prefix},{frame},{float(value)!r}\n")


if __name__ == "__main__":
    main()
