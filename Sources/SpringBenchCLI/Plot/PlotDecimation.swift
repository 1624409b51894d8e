/// Reduces a run of samples to what a pixel grid can show: per pixel column
/// the first, the lowest, the highest and the last sample, in their order
/// (the "M4" aggregation of Jugel et al., VLDB 2014,
/// https://www.vldb.org/pvldb/vol7/p797-jugel.pdf). Drawn as a polyline, the
/// result covers the same pixels as the full run, so a 10⁶-sample curve
/// becomes at most 4 points per column.
enum PlotDecimation {
  /// The indices to keep of `ys` (finite, one run without gaps), given each
  /// sample's pixel column `columns[i]` (non-decreasing).
  static func keep(columns: [Int], ys: [Double]) -> [Int] {
    guard ys.count > 4 else { return Array(ys.indices) }
    var kept: [Int] = []
    kept.reserveCapacity(Swift.min(ys.count, 4 * 1024))
    var start = 0
    while start < ys.count {
      var end = start
      var low = start
      var high = start
      while end + 1 < ys.count && columns[end + 1] == columns[start] {
        end += 1
        if ys[end] < ys[low] { low = end }
        if ys[end] > ys[high] { high = end }
      }
      for index in [start, Swift.min(low, high), Swift.max(low, high), end]
      where kept.last != index && index >= (kept.last ?? -1) {
        kept.append(index)
      }
      start = end + 1
    }
    return kept
  }
}
