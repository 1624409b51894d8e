/// The `--format` option, declared once per set of formats a command accepts.
///
/// Every command that writes data takes csv, json and table; a command whose
/// data is a curve (rows over time, progress or arc length) also takes svg;
/// a command whose default output is text of its own (`describe`, `fit`,
/// `export`, `decay --summary`) takes `text` as its default. A format that a
/// command (or one of its modes) cannot write is a usage error naming
/// `--format`, the value typed and the formats accepted, never another format.
extension OutputFormat {
  /// What a command that writes rows of data accepts.
  static let dataFormats: [OutputFormat] = [.csv, .json, .table]
  /// What a command whose data is a curve accepts.
  static let curveFormats: [OutputFormat] = [.csv, .json, .table, .svg]
  /// What a command whose default is its own text accepts.
  static let textFormats: [OutputFormat] = [.text, .csv, .json, .table]

  /// The `--format` option of the curve commands (default csv).
  static let curveOption = option(curveFormats, default: .csv)
  /// The `--format` option of the commands that write rows that are not a curve (default csv).
  static let dataOption = option(dataFormats, default: .csv)
  /// The `--format` option of the commands whose default output is text (default text).
  static let textOption = option(textFormats, default: .text)

  /// One word of help per format.
  var help: String {
    switch self {
    case .csv: "csv (a header, then rows)"
    case .json: "json (Documentation/JSON.md)"
    case .table: "table (aligned columns)"
    case .svg: "svg (a self-contained plot)"
    case .text: "text (readable lines)"
    }
  }

  /// A `--format` accepting `formats`, with help listing them (or `help`, for a
  /// command whose modes take different formats).
  static func option(_ formats: [OutputFormat], default value: OutputFormat, help: String? = nil) -> Option<
    OutputFormat
  > {
    let words = formats.map(\.help)
    let list = words.dropLast().joined(separator: ", ") + (words.count > 1 ? ", or " : "") + (words.last ?? "")
    return Option<OutputFormat>.choice(
      "format", value: formats.map(\.rawValue).joined(separator: "|"), help: help ?? list + ".", default: value,
      cases: formats)
  }

  /// The format typed for a mode of a command that writes only `formats`
  /// (`path --length`: csv, json, table), else `fallback`; a format outside
  /// `formats` is a usage error that names the mode (`context`, e.g. "with --length").
  static func value(
    _ option: Option<OutputFormat>, _ arguments: ParsedArguments, accepting formats: [OutputFormat], context: String,
    default fallback: OutputFormat
  ) throws(CommandLineError) -> OutputFormat {
    guard let typed = try arguments.given(option) else { return fallback }
    guard formats.contains(typed) else {
      throw .usage(
        .invalidValue(
          flag: arguments.spelling(option),
          accepted: "one of \(formats.map(\.rawValue).joined(separator: ", ")) \(context)", got: typed.rawValue))
    }
    return typed
  }
}
