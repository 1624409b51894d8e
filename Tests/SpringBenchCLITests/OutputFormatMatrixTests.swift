import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SpringBenchCLI

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Inputs the commands that read files need: a noisy spring capture (fit,
/// sweep fit) and two equal curves (compare), written once.
enum FormatMatrixFiles {
  static let directory: String = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("format-matrix-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }()

  /// A spring from 100 to 400 px sampled at 60 Hz with seeded Gaussian noise of 0.3 px: a good fit.
  static let capture: String = {
    let path = directory + "/capture.csv"
    var rng = SplitMix64(seed: 24)
    var lines = ["t,value"]
    for k in 0..<60 {
      let t = Double(k) / 60
      // ω0 = 31.3 rad/s, ζ = 0.6, at rest at t = 0.
      let omega = 31.3
      let zeta = 0.6
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let x = 400 - 300 * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
      lines.append("\(t),\(x + 0.3 * rng.gaussian())")
    }
    try? (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }()

  /// Documentation/Tokens.md's token file.
  static let tokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Documentation/motion.tokens.json").path

  /// A follow trace: the target steps 0 → 100 at 0.1 s and to 40 at 0.2 s.
  static let trace: String = {
    let path = directory + "/trace.csv"
    try? "t,target\n0,0\n0.1,100\n0.2,40\n".write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }()

  /// A folder of three 64 × 40 PNG frames of a #FF2D55 disc of radius 10 px
  /// moving right by 2 px per frame on white (measure's input).
  static let frames: String = {
    let folder = directory + "/frames"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for k in 0..<3 {
      let frame = SyntheticShape(.disc(radius: 10), centerX: 20 + 2 * Double(k), centerY: 20).frame(
        width: 64, height: 40, key: PixelColor(red: 255, green: 45, blue: 85),
        background: PixelColor(red: 255, green: 255, blue: 255))
      let png = PNGEncoder.encode(width: frame.width, height: frame.height, rgba: frame.bytes)
      try? Data(png).write(to: URL(fileURLWithPath: folder + "/frame\(k).png"))
    }
    return folder
  }()

  /// A small CSV table compared with itself.
  static let table: String = {
    let path = directory + "/table.csv"
    try? "t,value\n0,0\n0.5,0.75\n1,1\n".write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }()
}

/// One command (or one mode of a command) and the formats it writes.
struct FormatMatrixRow: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: @Sendable () -> [String]
  let accepted: [String]

  var testDescription: String { name }

  /// Every format a command might be asked for; each is accepted or refused.
  static let allFormats = ["csv", "json", "table", "svg", "text"]
  static let curve = ["csv", "json", "table", "svg"]
  static let data = ["csv", "json", "table"]
  static let text = ["text", "csv", "json", "table"]

  /// The matrix: every command and every mode that writes something else.
  static let rows: [FormatMatrixRow] = [
    FormatMatrixRow(name: "springbench", arguments: { ["--samples", "5"] }, accepted: curve),
    FormatMatrixRow(
      name: "springbench --engine", arguments: { ["--engine", "android", "--to", "300"] }, accepted: curve),
    FormatMatrixRow(name: "describe", arguments: { ["describe"] }, accepted: text),
    FormatMatrixRow(
      name: "describe --engine", arguments: { ["describe", "--engine", "uikit"] }, accepted: text),
    FormatMatrixRow(
      name: "sweep", arguments: { ["sweep", "--damping", "0.5,0.7", "--samples", "5"] }, accepted: curve),
    FormatMatrixRow(
      name: "sweep --summary", arguments: { ["sweep", "--damping", "0.5,0.7", "--summary"] }, accepted: data),
    FormatMatrixRow(
      name: "sweep decay", arguments: { ["sweep", "decay", "--engine", "uikit", "--initial-velocity", "500,1000"] },
      accepted: curve),
    FormatMatrixRow(
      name: "sweep decay --summary",
      arguments: { ["sweep", "decay", "--engine", "uikit", "--initial-velocity", "500,1000", "--summary"] },
      accepted: data),
    FormatMatrixRow(name: "sweep fit", arguments: { ["sweep", "fit", FormatMatrixFiles.capture] }, accepted: data),
    FormatMatrixRow(
      name: "engines", arguments: { ["engines", "--engines", "uikit,android", "--to", "300"] }, accepted: curve),
    FormatMatrixRow(
      name: "engines --follow",
      arguments: { ["engines", "--follow", FormatMatrixFiles.trace, "--engines", "svelte,wobble"] }, accepted: curve),
    FormatMatrixRow(
      name: "--engine NAME --follow", arguments: { ["--engine", "motion", "--follow", FormatMatrixFiles.trace] },
      accepted: curve),
    FormatMatrixRow(
      name: "engines decay",
      arguments: { ["engines", "decay", "--initial-velocity", "1000", "--engines", "uikit,android"] },
      accepted: curve),
    FormatMatrixRow(
      name: "decay", arguments: { ["decay", "--engine", "uikit", "--initial-velocity", "1000"] }, accepted: curve),
    FormatMatrixRow(
      name: "decay --summary",
      arguments: { ["decay", "--engine", "uikit", "--initial-velocity", "1000", "--summary"] },
      accepted: text),
    FormatMatrixRow(
      name: "rubber-band",
      arguments: { ["rubber-band", "--engine", "uikit", "--extent", "812", "--offsets", "0,50,100"] },
      accepted: curve),
    FormatMatrixRow(name: "ease", arguments: { ["ease", "ease-in-out", "--samples", "5"] }, accepted: curve),
    FormatMatrixRow(name: "ease --list", arguments: { ["ease", "--list"] }, accepted: data),
    FormatMatrixRow(
      name: "path", arguments: { ["path", "M 0 0 C 30 0 70 100 100 100", "--samples", "5"] }, accepted: curve),
    FormatMatrixRow(name: "path --length", arguments: { ["path", "M 0 0 L 3 4", "--length"] }, accepted: data),
    FormatMatrixRow(name: "path --bounds", arguments: { ["path", "M 0 0 L 3 4", "--bounds"] }, accepted: data),
    FormatMatrixRow(name: "timing", arguments: { ["timing", "--duration", "1", "--samples", "5"] }, accepted: curve),
    FormatMatrixRow(name: "scene", arguments: { ["scene", "like", "--samples", "5"] }, accepted: curve),
    FormatMatrixRow(name: "lottie", arguments: { ["lottie", lottieFixture("travel.json")] }, accepted: curve),
    FormatMatrixRow(
      name: "lottie players", arguments: { ["lottie", "players", lottieFixture("travel.json")] }, accepted: curve),
    FormatMatrixRow(name: "export", arguments: { ["export"] }, accepted: text),
    FormatMatrixRow(name: "export --easing", arguments: { ["export", "--easing", "ease-in-out"] }, accepted: text),
    FormatMatrixRow(
      name: "export --target lottie", arguments: { ["export", "--target", "lottie", "--easing", "ease"] },
      accepted: text),
    FormatMatrixRow(name: "export --target tokens", arguments: { ["export", "--target", "tokens"] }, accepted: []),
    FormatMatrixRow(name: "tokens", arguments: { ["tokens", FormatMatrixFiles.tokens] }, accepted: data),
    FormatMatrixRow(
      name: "tokens --to", arguments: { ["tokens", FormatMatrixFiles.tokens, "--to", "css"] }, accepted: text),
    FormatMatrixRow(
      name: "tokens --report", arguments: { ["tokens", FormatMatrixFiles.tokens, "--report"] }, accepted: curve),
    FormatMatrixRow(name: "fit", arguments: { ["fit", FormatMatrixFiles.capture] }, accepted: text),
    FormatMatrixRow(
      name: "compare", arguments: { ["compare", FormatMatrixFiles.table, FormatMatrixFiles.table] }, accepted: data),
    FormatMatrixRow(
      name: "validate", arguments: { ["validate", "easing", "--cases", "2"] },
      accepted: ["table", "csv", "json", "svg"]),
  ]

  /// One cell of the matrix: a row and a format.
  struct Cell: Sendable, CustomTestStringConvertible {
    let row: FormatMatrixRow
    let format: String
    var isAccepted: Bool { row.accepted.contains(format) }
    var testDescription: String { "\(row.name) --format \(format) (\(isAccepted ? "accepted" : "refused"))" }
  }

  static let cells: [Cell] = rows.flatMap { row in allFormats.map { Cell(row: row, format: $0) } }
}

/// The fields of each CSV line (RFC 4180 quoting: commas and line breaks inside quotes).
func csvRecords(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var fields: [String] = []
  var field = ""
  var quoted = false
  var characters = Array(text)[...]
  while let character = characters.popFirst() {
    if quoted {
      if character == "\"" {
        if characters.first == "\"" {
          field.append("\"")
          characters.removeFirst()
        } else {
          quoted = false
        }
      } else {
        field.append(character)
      }
    } else if character == "\"" {
      quoted = true
    } else if character == "," {
      fields.append(field)
      field = ""
    } else if character == "\n" {
      fields.append(field)
      records.append(fields)
      fields = []
      field = ""
    } else {
      field.append(character)
    }
  }
  if !field.isEmpty || !fields.isEmpty { records.append(fields + [field]) }
  return records
}

/// Issues unless `result` is a document of `format`: JSON that parses to an
/// object, CSV with a header and rows of as many fields, a table of aligned
/// lines, an `<svg>` document that parses as XML, or lines of text.
func expectDocument(_ result: ProcessResult, format: String, _ context: String) {
  let text = result.output
  #expect(!text.isEmpty, "\(context): empty stdout")
  #expect(text.hasSuffix("\n"), "\(context): no final newline")
  switch format {
  case "json":
    let object = try? JSONSerialization.jsonObject(with: result.standardOutput)
    #expect(object is [String: Any], "\(context): not a JSON object: \(text.prefix(200))")
  case "csv":
    let records = csvRecords(text)
    #expect(records.count >= 2, "\(context): no header and row: \(text.prefix(200))")
    let width = records.first?.count ?? 0
    #expect(records.allSatisfy { $0.count == width }, "\(context): uneven fields: \(records.map(\.count))")
    #expect(records.first?.allSatisfy { !$0.isEmpty } == true, "\(context): a header field is empty")
  case "table":
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count >= 2, "\(context): no header and row")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") && !$0.isEmpty }, "\(context): blank or trailing blanks")
    #expect(!text.hasPrefix("{") && !text.hasPrefix("<"), "\(context): not a table: \(text.prefix(80))")
  case "svg":
    #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"), "\(context): \(text.prefix(80))")
    #expect(text.contains("</svg>"), "\(context): no </svg>")
    #expect(XMLParser(data: result.standardOutput).parse(), "\(context): not well-formed XML")
  default:
    #expect(!text.hasPrefix("{") && !text.hasPrefix("<"), "\(context): not text: \(text.prefix(80))")
  }
}

@Suite("--format: every command × every format is a document of that format or a usage error")
struct OutputFormatMatrixTests {
  @Test("each cell of the matrix", arguments: FormatMatrixRow.cells)
  func cell(_ cell: FormatMatrixRow.Cell) throws {
    let arguments = cell.row.arguments() + ["--format", cell.format]
    let result = try BinaryRunner.run(arguments)
    let context = "springbench \(arguments.joined(separator: " "))"
    if cell.isAccepted {
      #expect(result.status == 0, "\(context): status \(result.status): \(result.standardError)")
      expectDocument(result, format: cell.format, context)
    } else {
      // One line naming --format, the value typed and every format this command (mode) writes.
      expectUsageError(result, naming: "--format", context)
      let line = result.errorLines.first ?? ""
      #expect(line.contains("got '\(cell.format)'"), "\(context): \(line)")
      for format in cell.row.accepted {
        #expect(line.contains(format), "\(context): '\(line)' does not list \(format)")
      }
    }
  }

  @Test("without --format each command writes its default, never a refusal", arguments: FormatMatrixRow.rows)
  func defaults(_ row: FormatMatrixRow) throws {
    let result = try BinaryRunner.run(row.arguments())
    #expect(result.status == 0, "\(row.name): status \(result.status): \(result.standardError)")
    #expect(!result.output.isEmpty, "\(row.name): empty stdout")
  }
}
