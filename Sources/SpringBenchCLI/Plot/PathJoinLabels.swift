/// The Bézier-parameter labels at a path's segment joins, placed so that no two are
/// printed on top of each other.
///
/// Joins that land on the same pixel (a closed path's start and end, a zero-length
/// segment) share one label that lists every parameter, `u = 0 = 8`. A label whose
/// estimated box would overlap an earlier one moves down a line until it is free.
enum PathJoinLabels {
  /// One label: its text and the baseline position of its first character (px).
  struct Label: Sendable, Hashable {
    /// E.g. `u = 3` or `u = 0 = 8`.
    var text: String
    /// The left end of the text, px.
    var x: Double
    /// The baseline, px.
    var y: Double
  }

  /// Joins closer than this (px) are one point on screen: their markers overlap
  /// entirely, so they get one label.
  static let samePointDistance = 1.0
  /// The labels' font size, px.
  static let fontSize = 10.0
  /// The line advance when a label moves down to clear another, px.
  static let lineStep = 11.0

  /// The labels of `joins` (the parameter u at each join and its pixel position, in
  /// order of u), kept within `left…right` horizontally and below `top`.
  static func place(_ joins: [(u: Int, x: Double, y: Double)], left: Double, right: Double, top: Double) -> [Label] {
    var groups: [(us: [Int], x: Double, y: Double)] = []
    for join in joins {
      if let index = groups.firstIndex(where: {
        Swift.abs($0.x - join.x) <= samePointDistance && Swift.abs($0.y - join.y) <= samePointDistance
      }) {
        groups[index].us.append(join.u)
      } else {
        groups.append(([join.u], join.x, join.y))
      }
    }
    var labels: [Label] = []
    for group in groups {
      let text = "u = " + group.us.map(String.init).joined(separator: " = ")
      let width = SVGFigureRenderer.textWidth(text, fontSize: fontSize)
      let x = Swift.min(Swift.max(group.x + 6, left), right - width)
      var y = Swift.max(group.y - 6, top + fontSize)
      while labels.contains(where: { overlaps($0, x: x, y: y, width: width) }) { y += lineStep }
      labels.append(Label(text: text, x: x, y: y))
    }
    return labels
  }

  /// Whether a label of `width` at (`x`, `y`) overlaps `label`'s estimated box (one
  /// line of `fontSize`, the renderer's generous width estimate).
  static func overlaps(_ label: Label, x: Double, y: Double, width: Double) -> Bool {
    let otherWidth = SVGFigureRenderer.textWidth(label.text, fontSize: fontSize)
    return x < label.x + otherWidth && label.x < x + width && Swift.abs(label.y - y) < lineStep
  }
}
