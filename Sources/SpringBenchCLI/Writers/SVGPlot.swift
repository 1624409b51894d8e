/// A self-contained SVG line plot: axes with ticks and labels, a legend, one
/// polyline per value column, and an optional horizontal band.
///
/// The first column is the horizontal axis. Coordinates are rounded to 0.01 px,
/// so the same table always gives the same bytes.
struct SVGPlot {
  let columns: [String]
  let values: [[Double]]
  let decoration: PlotDecoration
  /// A plane plot (a path): equal scales on both axes and y growing downward,
  /// as in SVG's own coordinates.
  var equalAspect = false

  static let width = 760.0
  static let height = 460.0
  static let margin = (left: 70.0, right: 170.0, top: 40.0, bottom: 50.0)
  static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f"]

  func render() -> String {
    let xs = values.first ?? []
    let series = Array(zip(columns.dropFirst(), values.dropFirst()))
    let xRange = Self.range(of: [xs])
    var yRange = Self.range(of: series.map(\.1))
    if let band = decoration.band {
      yRange = (min(yRange.lower, band.lower), max(yRange.upper, band.upper))
    }
    let xTicks = Self.ticks(xRange.lower, xRange.upper)
    let yTicks = Self.ticks(yRange.lower, yRange.upper)
    let x0 = min(xRange.lower, xTicks.first ?? xRange.lower)
    let x1 = max(xRange.upper, xTicks.last ?? xRange.upper)
    let y0 = min(yRange.lower, yTicks.first ?? yRange.lower)
    let y1 = max(yRange.upper, yTicks.last ?? yRange.upper)
    let left = Self.margin.left
    let right = Self.width - Self.margin.right
    let top = Self.margin.top
    let bottom = Self.height - Self.margin.bottom
    let xScale = (right - left) / (x1 - x0)
    let yScale = (bottom - top) / (y1 - y0)
    let scale = min(xScale, yScale)
    func px(_ x: Double) -> Double { left + (x - x0) * (equalAspect ? scale : xScale) }
    func py(_ y: Double) -> Double {
      equalAspect ? top + (y - y0) * scale : bottom - (y - y0) * yScale
    }

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(svgNumber(Self.width))" height="\(svgNumber(Self.height))" \
      viewBox="0 0 \(svgNumber(Self.width)) \(svgNumber(Self.height))" font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>
      <text x="\(svgNumber(left))" y="24" font-size="14">\(Self.escape(decoration.title))</text>

      """
    if let band = decoration.band {
      let upper = py(band.upper)
      let lower = py(band.lower)
      svg += "<rect x=\"\(svgNumber(left))\" y=\"\(svgNumber(upper))\" width=\"\(svgNumber(right - left))\" height=\"\(svgNumber(max(lower - upper, 0.5)))\" fill=\"#2ca02c\" fill-opacity=\"0.2\"/>\n"
    }
    svg += "<g stroke=\"#e0e0e0\" stroke-width=\"1\">\n"
    for t in xTicks { svg += "<line x1=\"\(svgNumber(px(t)))\" y1=\"\(svgNumber(top))\" x2=\"\(svgNumber(px(t)))\" y2=\"\(svgNumber(bottom))\"/>\n" }
    for t in yTicks { svg += "<line x1=\"\(svgNumber(left))\" y1=\"\(svgNumber(py(t)))\" x2=\"\(svgNumber(right))\" y2=\"\(svgNumber(py(t)))\"/>\n" }
    svg += "</g>\n<g stroke=\"black\" stroke-width=\"1\">\n"
    svg += "<line x1=\"\(svgNumber(left))\" y1=\"\(svgNumber(bottom))\" x2=\"\(svgNumber(right))\" y2=\"\(svgNumber(bottom))\"/>\n"
    svg += "<line x1=\"\(svgNumber(left))\" y1=\"\(svgNumber(top))\" x2=\"\(svgNumber(left))\" y2=\"\(svgNumber(bottom))\"/>\n"
    for t in xTicks { svg += "<line x1=\"\(svgNumber(px(t)))\" y1=\"\(svgNumber(bottom))\" x2=\"\(svgNumber(px(t)))\" y2=\"\(svgNumber(bottom + 5))\"/>\n" }
    for t in yTicks { svg += "<line x1=\"\(svgNumber(left - 5))\" y1=\"\(svgNumber(py(t)))\" x2=\"\(svgNumber(left))\" y2=\"\(svgNumber(py(t)))\"/>\n" }
    svg += "</g>\n<g fill=\"black\">\n"
    for t in xTicks {
      svg += "<text x=\"\(svgNumber(px(t)))\" y=\"\(svgNumber(bottom + 18))\" text-anchor=\"middle\">\(Self.label(t))</text>\n"
    }
    for t in yTicks {
      svg += "<text x=\"\(svgNumber(left - 8))\" y=\"\(svgNumber(py(t) + 4))\" text-anchor=\"end\">\(Self.label(t))</text>\n"
    }
    svg += "<text x=\"\(svgNumber((left + right) / 2))\" y=\"\(svgNumber(Self.height - 12))\" text-anchor=\"middle\">\(Self.escape(decoration.xLabel))</text>\n"
    svg += "</g>\n"
    for (index, (name, ys)) in series.enumerated() {
      let color = Self.palette[index % Self.palette.count]
      // One polyline per run of finite points: missing values leave gaps.
      var runs: [[String]] = [[]]
      for (x, y) in zip(xs, ys) {
        if x.isFinite, y.isFinite {
          runs[runs.count - 1].append("\(svgNumber(px(x))),\(svgNumber(py(y)))")
        } else if !(runs.last?.isEmpty ?? true) {
          runs.append([])
        }
      }
      for run in runs where !run.isEmpty {
        svg += "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" points=\"\(run.joined(separator: " "))\"><title>\(Self.escape(name))</title></polyline>\n"
      }
    }
    // Legend.
    var legendY = top + 10
    for (index, (name, _)) in series.enumerated() {
      let color = Self.palette[index % Self.palette.count]
      svg += "<line x1=\"\(svgNumber(right + 15))\" y1=\"\(svgNumber(legendY))\" x2=\"\(svgNumber(right + 40))\" y2=\"\(svgNumber(legendY))\" stroke=\"\(color)\" stroke-width=\"2\"/>\n"
      svg += "<text x=\"\(svgNumber(right + 46))\" y=\"\(svgNumber(legendY + 4))\">\(Self.escape(name))</text>\n"
      legendY += 18
    }
    if let band = decoration.band {
      svg += "<rect x=\"\(svgNumber(right + 15))\" y=\"\(svgNumber(legendY - 6))\" width=\"25\" height=\"12\" fill=\"#2ca02c\" fill-opacity=\"0.2\"/>\n"
      svg += "<text x=\"\(svgNumber(right + 46))\" y=\"\(svgNumber(legendY + 4))\">\(Self.escape(band.label))</text>\n"
    }
    svg += "</svg>\n"
    return svg
  }

  /// The smallest and largest finite value, widened when they coincide.
  static func range(of arrays: [[Double]]) -> (lower: Double, upper: Double) {
    var lower = Double.infinity
    var upper = -Double.infinity
    for array in arrays {
      for v in array where v.isFinite {
        lower = min(lower, v)
        upper = max(upper, v)
      }
    }
    if !lower.isFinite { return (0, 1) }
    if upper - lower <= 1e-12 * max(1, abs(upper)) {
      let pad = max(abs(upper) * 0.05, 0.5)
      return (lower - pad, upper + pad)
    }
    return (lower, upper)
  }

  /// Round tick positions (1, 2 or 5 × 10^k apart) covering [lower, upper].
  static func ticks(_ lower: Double, _ upper: Double) -> [Double] {
    let span = upper - lower
    guard span > 0, span.isFinite else { return [lower] }
    var exponent = 0
    var unit = 1.0
    while span / unit > 10 { unit *= 10; exponent += 1 }
    while span / unit < 1 { unit /= 10; exponent -= 1 }
    let raw = span / 6
    let step = [1.0, 2, 5, 10].map { $0 * unit / 10 }.first { $0 >= raw } ?? unit
    let first = (lower / step).rounded(.down)
    let last = (upper / step).rounded(.up)
    guard last - first < 50 else { return [lower, upper] }
    return stride(from: first, through: last, by: 1).map { ($0 * step * 1e9).rounded() / 1e9 }
  }

  /// A tick label: short, without float noise.
  static func label(_ value: Double) -> String {
    let rounded = (value * 1e6).rounded() / 1e6
    if rounded.isZero { return "0" }
    var text = rounded.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// XML-escaped text.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}

/// A pixel coordinate rounded to 0.01, as short text.
func svgNumber(_ x: Double) -> String {
  let rounded = (x * 100).rounded() / 100
  var text = (rounded + 0).description
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text
}
