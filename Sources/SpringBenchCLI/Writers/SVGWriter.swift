/// A self-contained SVG plot of the table (``SVGPlot``): numeric columns
/// against the first one, or one column against another for a plane plot.
struct SVGWriter: StoredTableWriter {
  private let layout: TableLayout
  var store: ColumnStore

  init(_ layout: TableLayout) throws(CommandLineError) {
    self.layout = layout
    store = try ColumnStore(layout, format: .svg)
  }

  func end(_ output: inout OutputBuffer) {
    if let plane = layout.plot.plane {
      output.append(
        SVGPlot(
          columns: [layout.columns[plane.x], layout.columns[plane.y]],
          values: [store.numeric(plane.x), store.numeric(plane.y)], decoration: layout.plot, equalAspect: true
        ).render())
      return
    }
    let numeric = layout.columns.indices.map { store.numeric($0) }
    let plotted = numeric.indices.filter { index in index == 0 || numeric[index].contains { !$0.isNaN } }
    output.append(
      SVGPlot(
        columns: plotted.map { layout.columns[$0] }, values: plotted.map { numeric[$0] }, decoration: layout.plot
      ).render())
  }
}
