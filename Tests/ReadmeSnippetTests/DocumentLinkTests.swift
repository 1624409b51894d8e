import Foundation
import Testing

/// The documents' shape: the README stays a front door, every relative link and anchor of the
/// README, the repository files and `Documentation/` resolves, and Performance.md's reading
/// quotes only figures of the table `Benchmarks/run` wrote.
@Suite("The documents' links, sizes and quoted figures")
struct DocumentLinkTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The README's budget in bytes: the front doors of the anchor packages are 4–7 KB, and
  /// everything else belongs in `Documentation/`.
  static let readmeBudget = 10_000

  /// The documents whose links are checked, by path from the package root.
  static let documents: [String] = {
    let folder = root.appendingPathComponent("Documentation")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
  }()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("README.md is at most 10 KB")
  func readmeSize() throws {
    let bytes = try Data(contentsOf: Self.root.appendingPathComponent("README.md")).count
    #expect(bytes <= Self.readmeBudget, "README.md is \(bytes) bytes")
  }

  /// The targets of the Markdown links and images of `text` (`[x](target)`, `![x](target)`),
  /// outside code blocks and code spans.
  static func linkTargets(_ text: String) -> [String] {
    var targets: [String] = []
    var inBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inBlock.toggle() }
      if inBlock || line.hasPrefix("```") { continue }
      // Code spans may hold `](`; drop them before looking for links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var rest = Substring(prose)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        targets.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return targets
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    let kept = heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
    return kept.replacingOccurrences(of: " ", with: "-")
  }

  /// The anchors of the headings of `text`, outside code blocks.
  static func anchors(_ text: String) -> Set<String> {
    var result: Set<String> = []
    var inBlock = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inBlock.toggle() }
      guard !inBlock, line.hasPrefix("#") else { continue }
      let heading = line.drop { $0 == "#" }
      guard heading.hasPrefix(" ") else { continue }
      result.insert(anchor(heading.trimmingCharacters(in: .whitespaces)))
    }
    return result
  }

  /// What is wrong with `target`, a link in the document at `path`; nil when it resolves.
  static func problem(_ target: String, in path: String) -> String? {
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let file = parts[0]
    let base = URL(fileURLWithPath: path, relativeTo: root).deletingLastPathComponent()
    let resolved = file.isEmpty ? root.appendingPathComponent(path) : base.appendingPathComponent(file)
    guard FileManager.default.fileExists(atPath: resolved.standardizedFileURL.path) else {
      return "\(path): \(target): no file \(resolved.standardizedFileURL.path)"
    }
    if parts.count == 2 {
      guard let text = try? String(contentsOf: resolved, encoding: .utf8), anchors(text).contains(parts[1]) else {
        return "\(path): \(target): no heading with anchor #\(parts[1])"
      }
    }
    return nil
  }

  @Test("every relative link and anchor resolves")
  func links() throws {
    var checked = 0
    var external = 0
    for path in Self.documents {
      for target in Self.linkTargets(try Self.text(path)) {
        if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") {
          external += 1
          continue
        }
        checked += 1
        let problem = Self.problem(target, in: path)
        #expect(problem == nil, "\(problem ?? "")")
      }
    }
    print("document links: \(checked) relative links checked, \(external) external links not fetched")
    #expect(checked >= 30, "\(checked) relative links")
  }

  @Test("the link check fails on a missing file or anchor")
  func linkCheckCanFail() {
    #expect(Self.problem("Documentation/Nothing.md", in: "README.md") != nil)
    #expect(Self.problem("Documentation/CLI.md#no-such-heading", in: "README.md") != nil)
    #expect(Self.problem("CLI.md", in: "Documentation/Fit.md") == nil)
    #expect(Self.problem("../LICENSE", in: "Documentation/Fit.md") == nil)
    #expect(
      Self.anchor("Many flings in one run: `springbench sweep decay`")
        == "many-flings-in-one-run-springbench-sweep-decay")
    #expect(Self.linkTargets("see [a](b.md) and `[c](d.md)`") == ["b.md"])
  }

  /// The figures of `text` written as a ratio (`1.80×`) or a time in ns (`15 ns`), as typed.
  static func quotedFigures(_ text: String) -> [String] {
    var figures: [String] = []
    var number = ""
    var previous: Character = " "
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      if character.isNumber || (character == "." && !number.isEmpty) {
        // A digit inside a name (rk8pd) or after "≤ " (a target, not a measurement) starts no figure.
        let target = index >= 2 && characters[index - 2] == "≤"
        if number.isEmpty && (previous.isLetter || previous.isNumber || target) {
          previous = character
          continue
        }
        number.append(character)
      } else {
        if !number.isEmpty {
          let tail = String(characters[index...].prefix(3))
          if character == "×" { figures.append(number + "×") }
          if tail == " ns" { figures.append(number + " ns") }
        }
        number = ""
      }
      previous = character
    }
    return figures
  }

  @Test("Performance.md's reading quotes only figures of Benchmarks/run's table")
  func performanceReading() throws {
    let text = try Self.text("Documentation/Performance.md")
    let begin = try #require(text.range(of: "<!-- Benchmarks/run: begin"))
    let end = try #require(text.range(of: "<!-- Benchmarks/run: end -->"))
    let reading = try #require(text.range(of: "## Reading the run"))
    let table = text[begin.upperBound..<end.lowerBound]
    let figures = Self.quotedFigures(String(text[reading.upperBound...]))
    for figure in figures {
      let inTable = figure.hasSuffix("×") ? table.contains("| \(figure) |") : table.contains("| \(figure)/")
      #expect(inTable, "Performance.md quotes \(figure), which Benchmarks/run's table does not print")
    }
    print("Performance.md: \(figures.count) quoted figures found in the table")
    #expect(figures.count >= 15)
  }

  @Test("the figure check reads ratios and times, and fails on one not in the table")
  func figureCheckCanFail() {
    #expect(Self.quotedFigures("5.15× faster, 766 ns at 1e-12, rk8pd 12 s, target ≤ 20 ns") == ["5.15×", "766 ns"])
  }
}
