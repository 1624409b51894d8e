import AnimationMath

/// `measure --format svg`: the tracks against time, and below them a contact
/// sheet of sampled frames (a crop around the shape, each an embedded PNG)
/// with the centroid marked.
enum MeasureFigure {
  /// The side of a contact-sheet cell, px.
  static let cell = 150.0
  /// Cells per row.
  static let perRow = 4

  static func svg(_ run: MeasureRun, times: [Double], region: PixelRegion) -> String {
    let tracks = SVGFigureRenderer().render(figure(run, times: times))
    let tracksHeight = heightAttribute(tracks) ?? 400
    let width = 760.0
    let rows = (run.sampled.count + perRow - 1) / perRow
    let height = tracksHeight + 30 + Double(rows) * (cell + 24)
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
    svg += "viewBox=\"0 0 \(Int(width)) \(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">\n"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n" + tracks
    svg += "<text x=\"20\" y=\"\(SVGText.number(tracksHeight + 20))\" font-weight=\"bold\">frames (centroid +)</text>\n"
    let side = cropSide(run, region)
    for (k, sample) in run.sampled.enumerated() {
      let left = 20 + Double(k % perRow) * (cell + 30)
      let top = tracksHeight + 30 + Double(k / perRow) * (cell + 24)
      svg += cellSVG(sample, run.measurements[sample.index], times[sample.index], side, region, left, top)
    }
    return svg + "</svg>\n"
  }

  /// x, y (and the angle, where any) against t, one panel each.
  static func figure(_ run: MeasureRun, times: [Double]) -> PlotFigure {
    var figure = PlotFigure(title: "measure: centroid and angle per frame", xLabel: "t", xUnit: "s")
    let x = run.measurements.map { $0?.x ?? .nan }
    let y = run.measurements.map { $0?.y ?? .nan }
    let angle = run.measurements.map { $0?.angle ?? .nan }
    figure.panels.append(PlotPanel(label: "x", unit: "px", series: [PlotSeries(name: "x", x: times, y: x)]))
    figure.panels.append(PlotPanel(label: "y", unit: "px", series: [PlotSeries(name: "y", x: times, y: y)]))
    if angle.contains(where: { !$0.isNaN }) {
      figure.panels.append(
        PlotPanel(label: "angle", unit: "°", series: [PlotSeries(name: "angle", x: times, y: angle)]))
    }
    return figure
  }

  /// A square crop side that holds the widest shape with a margin, within the region.
  static func cropSide(_ run: MeasureRun, _ region: PixelRegion) -> Int {
    let widest = run.measurements.compactMap { $0?.width }.max() ?? 0
    return min(min(region.width, region.height), max(16, Int((1.5 * widest).rounded(.up)) + 8))
  }

  /// One contact-sheet cell: the crop around the centroid, its marker and label.
  static func cellSVG(
    _ sample: (index: Int, frame: RGBAFrame), _ measurement: ShapeMeasurement?, _ time: Double, _ side: Int,
    _ region: PixelRegion, _ left: Double, _ top: Double
  ) -> String {
    let centerX = measurement?.x ?? Double(region.x) + Double(region.width) / 2
    let centerY = measurement?.y ?? Double(region.y) + Double(region.height) / 2
    let x0 = min(max(region.x, Int((centerX - Double(side) / 2).rounded())), region.x + region.width - side)
    let y0 = min(max(region.y, Int((centerY - Double(side) / 2).rounded())), region.y + region.height - side)
    var crop: [UInt8] = []
    crop.reserveCapacity(side * side * 4)
    for row in y0..<(y0 + side) {
      let start = (row * sample.frame.width + x0) * 4
      crop += sample.frame.bytes[start..<(start + side * 4)]
    }
    let png = PNGEncoder.base64(PNGEncoder.encode(width: side, height: side, rgba: crop))
    let n = SVGText.number
    var svg = "<image x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(cell))\" height=\"\(n(cell))\" "
    svg += "style=\"image-rendering:pixelated\" href=\"data:image/png;base64,\(png)\"/>\n"
    svg += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(cell))\" height=\"\(n(cell))\" "
    svg += "fill=\"none\" stroke=\"#999\"/>\n"
    if let measurement {
      let scale = cell / Double(side)
      let px = left + (measurement.x - Double(x0)) * scale
      let py = top + (measurement.y - Double(y0)) * scale
      svg += "<path d=\"M \(n(px - 8)) \(n(py)) H \(n(px + 8)) M \(n(px)) \(n(py - 8)) V \(n(py + 8))\" "
      svg += "stroke=\"#0050D0\" stroke-width=\"1.5\"/>\n"
    }
    let label = "frame \(sample.index), t = \(n(time)) s" + (measurement == nil ? ", nothing tracked" : "")
    svg += "<text x=\"\(n(left))\" y=\"\(n(top + cell + 15))\">\(label)</text>\n"
    return svg
  }

  private static func heightAttribute(_ svg: String) -> Double? {
    guard let range = svg.range(of: "height=\"") else { return nil }
    let rest = svg[range.upperBound...]
    return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
  }
}
