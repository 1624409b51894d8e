/// A self-contained SVG plot of the table: small multiples drawn by
/// ``SVGFigureRenderer``, from the command's own ``PlotDecoration/figure`` or,
/// without one, one panel per numeric column against the first.
struct SVGWriter: StoredTableWriter {
  private let layout: TableLayout
  var store: ColumnStore

  init(_ layout: TableLayout) throws(CommandLineError) {
    self.layout = layout
    store = try ColumnStore(layout, format: .svg)
  }

  func end(_ output: inout OutputBuffer) {
    let columns = layout.columns.indices.map { store.numeric($0) }
    let figure = layout.plot.figure?(columns) ?? Self.columnFigure(layout, columns)
    output.append(SVGFigureRenderer().render(figure))
  }

  /// One linear panel per column that holds a number, against the first column.
  static func columnFigure(_ layout: TableLayout, _ columns: [[Double]]) -> PlotFigure {
    let x = columns.first ?? []
    var figure = PlotFigure(title: layout.plot.title, xLabel: layout.plot.xLabel, xUnit: nil)
    for index in columns.indices.dropFirst() where columns[index].contains(where: { !$0.isNaN }) {
      figure.panels.append(
        PlotPanel(
          label: layout.columns[index], unit: nil,
          series: [PlotSeries(name: layout.columns[index], x: x, y: columns[index])]))
    }
    return figure
  }
}
