import AnimationMath
import AnimationScenes

/// `springbench scene NAME --format html`: one self-contained HTML page that
/// plays the scene from our own sampled values.
///
/// Every frame's values (position, scale, rotation, opacity, size, background
/// and border colours, path, line, border and corner widths; ``LayerAppearance``
/// reads them under Core Animation's key paths) are computed here by ``AnimationScene`` at
/// `k / fps` and written into the page as data; the page's script only
/// copies frame k's numbers into SVG attributes. No CSS transition, Web
/// Animation or script interpolation touches a value, so what plays is
/// exactly what the CSV says at the frame times. The page has no network
/// access, scripts or fonts outside itself.
///
/// Controls: play/pause, a scrubber, speed 0.1× / 0.25× / 1×, loop, and the
/// small-multiples plot (``PlotFigure/scene(_:times:title:)``) with a cursor
/// at the current time. The URL fragment `#t=0.35` opens the page paused at
/// the frame nearest 0.35 s; `&solo=NAME` draws only that layer (for pixel
/// tests). A layer without a ``LayerDrawing`` (a user's scene) is drawn as
/// Core Animation draws a plain layer: its bounds, filled with its background
/// colour, with its corner radius and border; only a layer with no size and
/// no colour is a dashed, labelled placeholder box.
struct ScenePreview {
  /// Frames per second of the sampled values (`--fps`, default 60).
  var fps = 60.0
  /// The stage's larger side, in CSS px.
  var stageSide = 480.0

  /// The stage rectangle: the scene's own, or a default 400 × 400 pt one.
  static func stage(of scene: AnimationScene) -> SceneStage {
    scene.stage
      ?? SceneStage(
        origin: Point(x: 0, y: 0), size: Size(width: 400, height: 400), background: RGBAColor(red: 1, green: 1, blue: 1)
      )
  }

  /// The px per pt of the stage.
  func stageScale(_ scene: AnimationScene) -> Double {
    let stage = Self.stage(of: scene)
    return stageSide / Swift.max(stage.size.width, stage.size.height)
  }

  /// The frame times `k / fps`, k = 0 … ⌊duration·fps⌋ (and one more frame
  /// at the duration when it is not on the grid).
  func frameTimes(_ scene: AnimationScene) -> [Double] {
    let count = Int((scene.duration * fps * (1 + 1e-12)).rounded(.down))
    var times = (0...Swift.max(count, 0)).map { Double($0) / fps }
    if let last = times.last, last < scene.duration * (1 - 1e-12) { times.append(scene.duration) }
    return times
  }

  /// The page.
  func render(_ scene: AnimationScene) -> String {
    let times = frameTimes(scene)
    var renderer = SVGFigureRenderer()
    renderer.cursor = true
    let plot = renderer.render(PlotFigure.scene(scene, times: times))
    let data = sceneData(scene, times: times)
    return page(scene, times: times, plot: plot, data: data)
  }

  /// The JSON the page's script reads: name, fps, times, stage, the motion
  /// paths as guides, and the layers in drawing order with their tracks.
  func sceneData(_ scene: AnimationScene, times: [Double]) -> PreviewJSON {
    let stage = Self.stage(of: scene)
    var data = PreviewJSON()
    data.open()
    data.key("name")
    data.string(scene.name)
    data.key("fps")
    data.number(fps)
    data.key("times")
    data.numbers(times)
    writeStage(stage, scale: stageScale(scene), into: &data)
    Self.writeGuides(scene, into: &data)
    data.key("layers")
    data.openArray()
    let order = scene.layers.indices.sorted {
      (scene.layers[$0].drawing?.depth ?? 0, $0) < (scene.layers[$1].drawing?.depth ?? 0, $1)
    }
    let frames = times.map { time in scene.layers.map { $0.values(at: time) } }
    for index in order {
      Self.writeLayer(scene.layers[index], index: index, stage: stage, times: times, frames: frames, into: &data)
    }
    data.closeArray()
    data.close()
    return data
  }

  /// The `stage` object: its rectangle, the px per point and the background.
  func writeStage(_ stage: SceneStage, scale: Double, into data: inout PreviewJSON) {
    data.key("stage")
    data.open()
    data.key("x")
    data.number(stage.origin.x)
    data.key("y")
    data.number(stage.origin.y)
    data.key("width")
    data.number(stage.size.width)
    data.key("height")
    data.number(stage.size.height)
    data.key("scale")
    data.number(scale)
    data.key("background")
    data.string(Self.css(stage.background))
    data.close()
  }

  /// The `guides`: the paths layers move along (keyframe path animations),
  /// drawn as light guides under the layers.
  static func writeGuides(_ scene: AnimationScene, into data: inout PreviewJSON) {
    data.key("guides")
    data.openArray()
    for layer in scene.layers {
      for attached in layer.animations {
        for path in motionPaths(attached.animation) { data.string(pathData(path)) }
      }
    }
    data.closeArray()
  }

  /// One layer: name, position, rotation, its drawing (or a placeholder for
  /// a user's layer) and its per-frame tracks.
  static func writeLayer(
    _ layer: SceneLayer, index: Int, stage: SceneStage, times: [Double], frames: [[[String: AnimationValue]]],
    into data: inout PreviewJSON
  ) {
    data.open()
    data.key("name")
    data.string(layer.name)
    let drawing = layer.drawing
    let position =
      drawing?.position ?? Point(x: stage.origin.x + stage.size.width / 2, y: stage.origin.y + stage.size.height / 2)
    data.key("position")
    data.numbers([position.x, position.y])
    data.key("rotation")
    data.number(drawing?.rotation ?? 0)
    switch drawing?.shape {
    case .heart(let side, let color):
      data.key("kind")
      data.string("heart")
      data.key("d")
      data.string(pathData(LayerDrawing.heartOutline(side: side)))
      data.key("fill")
      data.string(css(color))
    case .shapePath(let fill, let stroke):
      data.key("kind")
      data.string("shape")
      data.key("fill")
      data.string(fill.map(css) ?? "none")
      data.key("stroke")
      data.string(stroke.map(css) ?? "none")
    case .box(let size, let fill, let border, let cornerRadius):
      data.key("kind")
      data.string("box")
      data.key("size")
      data.numbers([size.width, size.height])
      data.key("fill")
      data.string(fill.map(css) ?? "none")
      data.key("border")
      data.string(border.map(css) ?? "none")
      data.key("cornerRadius")
      data.number(cornerRadius)
    case nil:
      break
    }
    let appearances = zip(times, frames).map {
      LayerAppearance(layer, values: $1[index], at: $0, defaultPosition: position)
    }
    if drawing == nil {
      // A layer of a user's scene: drawn from its own bounds, colours and corner
      // radius; a dashed, labelled placeholder only when it has none of them.
      let visible = appearances.contains { $0.size != nil || $0.background != nil || $0.borderColor != nil }
      data.key("kind")
      data.string(visible ? "layer" : "label")
      data.key("size")
      data.numbers([placeholderSide, placeholderSide])
      data.key("fill")
      data.string("none")
      data.key("border")
      data.string("none")
      data.key("cornerRadius")
      data.number(0)
    }
    data.key("tracks")
    writeTracks(appearances, raw: frames.map { $0[index] }, into: &data)
    data.close()
  }

  /// The HTML page around the stage, the controls, the plot and the data.
  func page(_ scene: AnimationScene, times: [Double], plot: String, data: PreviewJSON) -> String {
    let stage = Self.stage(of: scene)
    let scale = stageScale(scene)
    let width = stage.size.width * scale
    let height = stage.size.height * scale
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <title>springbench scene \(SVGFigureRenderer.escape(scene.name))</title>
      <style>
      body { font-family: sans-serif; margin: 16px; color: #222; background: #fff; }
      #stage { display: block; border: 1px solid #ccc; }
      #controls { margin: 10px 0; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; font-size: 14px; }
      #scrubber { width: 320px; }
      #plot { margin-top: 8px; }
      </style></head><body>
      <h1 style="font-size:18px;margin:0 0 8px 0">scene \(SVGFigureRenderer.escape(scene.name)), drawn from springbench's own values at \(SVGText.number(fps)) frames per second</h1>
      <svg id="stage" xmlns="http://www.w3.org/2000/svg" width="\(SVGText.number(width))" height="\(SVGText.number(height))" viewBox="\(stage.origin.x) \(stage.origin.y) \(stage.size.width) \(stage.size.height)">
      <rect x="\(stage.origin.x)" y="\(stage.origin.y)" width="\(stage.size.width)" height="\(stage.size.height)" fill="\(Self.css(stage.background))"/>
      <g id="layers"></g></svg>
      <div id="controls">
      <button id="play" type="button">Pause</button>
      <input id="scrubber" type="range" min="0" max="\(times.count - 1)" step="1" value="0" aria-label="frame">
      <label>speed <select id="speed"><option value="0.1">0.1×</option><option value="0.25">0.25×</option><option value="1" selected>1×</option></select></label>
      <label><input id="loop" type="checkbox" checked> loop</label>
      <span id="clock">t = 0 s</span>
      </div>
      <div id="plot">
      \(plot)</div>
      <script id="scene-data" type="application/json">\(data.content)</script>
      <script>
      \(Self.script)
      </script>
      </body></html>

      """
  }

  /// The paths of the keyframe path animations in `animation` (groups
  /// searched).
  static func motionPaths(_ animation: LayerAnimation) -> [BezierPath] {
    switch animation {
    case .path(let a): return [a.path]
    case .group(let g): return g.animations.flatMap(motionPaths)
    default: return []
    }
  }

  /// A colour as CSS `rgba()`.
  static func css(_ color: RGBAColor) -> String {
    func channel(_ v: Double) -> Int { Int((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
    return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(color.alpha))"
  }

  /// SVG path data for a path, at full precision.
  static func pathData(_ path: BezierPath) -> String {
    var d = ""
    func p(_ point: Point) -> String { "\(point.x) \(point.y)" }
    for element in path.elements {
      switch element {
      case .move(let a): d += "M\(p(a))"
      case .line(let a): d += "L\(p(a))"
      case .quadratic(let c, let a): d += "Q\(p(c)) \(p(a))"
      case .cubic(let c1, let c2, let a): d += "C\(p(c1)) \(p(c2)) \(p(a))"
      case .arc(let arc):
        // A line to the start, then SVG A pieces of at most π each.
        d += "L\(p(arc.start))"
        let pieces = max(1, Int((abs(arc.sweep) / Double.pi).rounded(.up)))
        let degrees = arc.rotation * 180 / Double.pi
        for k in 1...pieces {
          let end = k == pieces ? arc.end : arc.point(at: Double(k) / Double(pieces))
          d += "A\(arc.radiusX) \(arc.radiusY) \(degrees) 0 \(arc.sweep > 0 ? 1 : 0) \(p(end))"
        }
      case .close: d += "Z"
      }
    }
    return d
  }

  /// The page's script: it copies frame k's values into the SVG, nothing
  /// more (no interpolation between frames).
  static let script = #"""
    "use strict";
    const data = JSON.parse(document.getElementById("scene-data").textContent);
    const NS = "http://www.w3.org/2000/svg";
    const root = document.getElementById("layers");
    const params = new URLSearchParams(location.hash.slice(1));
    const solo = params.get("solo");
    for (const d of data.guides) {
      const guide = document.createElementNS(NS, "path");
      for (const [k, v] of [["d", d], ["fill", "none"], ["stroke", "#bbb"], ["stroke-width", "1"], ["stroke-dasharray", "4 3"], ["vector-effect", "non-scaling-stroke"]]) guide.setAttribute(k, v);
      if (solo === null) root.appendChild(guide);
    }
    const layers = data.layers.map((layer) => {
      const g = document.createElementNS(NS, "g");
      g.setAttribute("data-layer", layer.name);
      if (solo !== null && solo !== layer.name) g.setAttribute("display", "none");
      const parts = {};
      if (layer.kind === "heart") {
        parts.shape = document.createElementNS(NS, "path");
        parts.shape.setAttribute("d", layer.d);
        parts.shape.setAttribute("fill", layer.fill);
      } else if (layer.kind === "shape") {
        parts.shape = document.createElementNS(NS, "path");
        parts.shape.setAttribute("fill", layer.fill);
        parts.shape.setAttribute("stroke", layer.stroke);
      } else if (layer.kind === "box" || layer.kind === "layer") {
        parts.fill = document.createElementNS(NS, "rect");
        parts.fill.setAttribute("fill", layer.fill);
        parts.border = document.createElementNS(NS, "rect");
        parts.border.setAttribute("fill", "none");
        parts.border.setAttribute("stroke", layer.border);
      } else {
        parts.fill = document.createElementNS(NS, "rect");
        for (const [k, v] of [["x", -20], ["y", -20], ["width", 40], ["height", 40], ["fill", "none"], ["stroke", "#555"], ["stroke-dasharray", "3 2"]]) parts.fill.setAttribute(k, v);
        parts.label = document.createElementNS(NS, "text");
        parts.label.setAttribute("text-anchor", "middle");
        parts.label.setAttribute("font-size", "8");
        parts.label.setAttribute("y", "3");
        parts.label.textContent = layer.name;
      }
      for (const part of Object.values(parts)) g.appendChild(part);
      root.appendChild(g);
      return { layer, g, parts };
    });
    function track(layer, key, k, fallback) {
      const values = layer.tracks[key];
      if (values === undefined) return fallback;
      const v = values[k];
      return v === null ? null : v;
    }
    function draw(k) {
      for (const { layer, g, parts } of layers) {
        const position = track(layer, "position", k, layer.position) || layer.position;
        const scale = track(layer, "scale", k, null) || [1, 1];
        const rotation = track(layer, "rotation", k, 0);
        const opacity = track(layer, "opacity", k, 1);
        const angle = (layer.rotation + (rotation === null ? 0 : rotation)) * 180 / Math.PI;
        g.setAttribute("transform", `translate(${position[0]} ${position[1]}) rotate(${angle}) scale(${scale[0]} ${scale[1]})`);
        g.setAttribute("opacity", opacity === null ? 1 : opacity);
        if (layer.kind === "shape") {
          const d = track(layer, "path", k, null);
          if (d === null) parts.shape.removeAttribute("d"); else parts.shape.setAttribute("d", d);
          const width = track(layer, "lineWidth", k, 1);
          parts.shape.setAttribute("stroke-width", width === null ? 1 : width);
        } else if (layer.kind === "box" || layer.kind === "layer") {
          const size = track(layer, "size", k, null) || layer.size;
          const w = Math.max(0, size[0]), h = Math.max(0, size[1]);
          const radius = track(layer, "cornerRadius", k, layer.cornerRadius);
          const r = radius === null ? layer.cornerRadius : radius;
          for (const [key, v] of [["x", -w / 2], ["y", -h / 2], ["width", w], ["height", h], ["rx", Math.max(0, Math.min(r, w / 2, h / 2))]]) parts.fill.setAttribute(key, v);
          const fill = track(layer, "background", k, null) || layer.fill;
          parts.fill.setAttribute("fill", fill);
          if (layer.kind === "layer") {
            // Bounds without a colour: a thin outline, so the size still shows.
            parts.fill.setAttribute("stroke", fill === "none" ? "#555" : "none");
            parts.fill.setAttribute("stroke-dasharray", "3 2");
            parts.fill.setAttribute("vector-effect", "non-scaling-stroke");
          }
          parts.border.setAttribute("stroke", track(layer, "borderColor", k, null) || layer.border);
          const bw = track(layer, "borderWidth", k, 0) || 0;
          if (bw > 0) {
            for (const [key, v] of [["x", -w / 2 + bw / 2], ["y", -h / 2 + bw / 2], ["width", Math.max(0, w - bw)], ["height", Math.max(0, h - bw)], ["rx", Math.max(0, Math.min(r, w / 2, h / 2) - bw / 2)], ["stroke-width", bw]]) parts.border.setAttribute(key, v);
            parts.border.removeAttribute("display");
          } else {
            parts.border.setAttribute("display", "none");
          }
        }
      }
      const t = data.times[k];
      document.getElementById("clock").textContent = `t = ${t.toFixed(3)} s (frame ${k} of ${data.times.length - 1})`;
      document.getElementById("scrubber").value = k;
      const plot = document.querySelector("#plot svg");
      const cursor = document.getElementById("plot-cursor");
      if (plot && cursor) {
        const lo = +plot.dataset.xLower, hi = +plot.dataset.xUpper;
        const left = +plot.dataset.plotLeft, right = +plot.dataset.plotRight;
        const x = left + (t - lo) / (hi - lo) * (right - left);
        cursor.setAttribute("x1", x);
        cursor.setAttribute("x2", x);
        cursor.setAttribute("visibility", "visible");
      }
      state.frame = k;
      document.body.dataset.frame = String(k);
    }
    const state = { frame: 0, playing: true, origin: 0, originFrame: 0 };
    const last = data.times.length - 1;
    function speed() { return +document.getElementById("speed").value; }
    function setPlaying(playing) {
      state.playing = playing;
      document.getElementById("play").textContent = playing ? "Pause" : "Play";
      state.origin = performance.now();
      state.originFrame = state.frame >= last ? 0 : state.frame;
      if (playing) requestAnimationFrame(tick);
    }
    function tick(now) {
      if (!state.playing) return;
      let k = state.originFrame + Math.max(0, Math.floor((now - state.origin) / 1000 * speed() * data.fps));
      if (k > last) {
        if (document.getElementById("loop").checked) { state.origin = now; state.originFrame = 0; k = 0; }
        else { draw(last); setPlaying(false); return; }
      }
      if (k !== state.frame) draw(k);
      requestAnimationFrame(tick);
    }
    document.getElementById("play").addEventListener("click", () => setPlaying(!state.playing));
    document.getElementById("scrubber").addEventListener("input", (e) => { setPlaying(false); draw(+e.target.value); });
    document.getElementById("speed").addEventListener("change", () => { state.origin = performance.now(); state.originFrame = state.frame; });
    const requested = params.get("t");
    if (requested !== null && isFinite(+requested)) {
      const k = Math.min(last, Math.max(0, Math.round(+requested * data.fps)));
      draw(k);
      setPlaying(false);
    } else {
      draw(0);
      setPlaying(true);
    }
    document.body.dataset.ready = "1";
    """#
}

/// A JSON document being written, with commas placed automatically.
struct PreviewJSON {
  /// The text so far.
  var content = ""
  private var needsComma = [false]

  private mutating func item() {
    if needsComma[needsComma.count - 1] { content += "," }
    needsComma[needsComma.count - 1] = true
  }

  /// `{`.
  mutating func open() {
    item()
    content += "{"
    needsComma.append(false)
  }
  /// `}`.
  mutating func close() {
    content += "}"
    needsComma.removeLast()
  }
  /// `[`.
  mutating func openArray() {
    item()
    content += "["
    needsComma.append(false)
  }
  /// `]`.
  mutating func closeArray() {
    content += "]"
    needsComma.removeLast()
  }
  /// An object key (the next value follows without a comma).
  mutating func key(_ name: String) {
    item()
    content += Self.quoted(name) + ":"
    needsComma[needsComma.count - 1] = false
  }
  /// A string value.
  mutating func string(_ text: String) {
    item()
    content += Self.quoted(text)
  }
  /// A number, shortest round-trip; non-finite as null.
  mutating func number(_ value: Double) {
    item()
    content += value.isFinite ? "\(value + 0)" : "null"
  }
  /// An array of numbers.
  mutating func numbers(_ values: [Double]) {
    openArray()
    for value in values { number(value) }
    closeArray()
  }
  /// `null`.
  mutating func null() {
    item()
    content += "null"
  }

  /// A JSON string literal that can sit in a `<script>` element.
  static func quoted(_ text: String) -> String { JSONWriter.string(text, forScript: true) }
}
