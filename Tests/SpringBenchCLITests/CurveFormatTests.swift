import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("--format csv|json|svg on the spring curve")
struct CurveFormatTests {
  let arguments = ["--response", "0.3", "--damping-fraction", "0.4", "--samples", "50", "--reference", "rk8pd"]

  /// The numbers of a JSON array as written, parsed with Swift's exact
  /// `Double(_:)` (Foundation's JSON parser does not round-trip every double).
  func numbers(of column: String, in json: String) -> [Double]? {
    guard let start = json.range(of: "\"\(column)\": [") else { return nil }
    let rest = json[start.upperBound...]
    guard let end = rest.firstIndex(of: "]") else { return nil }
    return rest[..<end].split(separator: ",").map { Double($0) ?? .nan }
  }

  @Test("JSON carries the same columns as CSV, bit for bit, and the parameters")
  func json() throws {
    let csv = parseCSV(try BinaryRunner.run(arguments).output)
    let result = try BinaryRunner.run(arguments + ["--format", "json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    let columns = try #require(object["columns"] as? [String: [Double]])
    // JSON keys are the CSV columns in camelCase: rk8pd_value is rk8pdValue.
    let keys = csv.header.map {
      $0.split(separator: "_").enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }
        .joined()
    }
    #expect(Set(columns.keys) == Set(keys))
    for (index, name) in keys.enumerated() {
      #expect(numbers(of: name, in: result.output) == csv.rows.map { $0[index] }, "column \(name)")
    }
    let parameters = try #require(object["parameters"] as? [String: Any])
    let ratio = try #require(parameters["dampingRatio"] as? Double)
    expectClose(ratio, 0.4, relative: 1e-15)
    #expect(parameters["regime"] as? String == "underdamped")
  }

  @Test("SVG is well-formed XML with one polyline per value column, a legend and the settling band")
  func svg() throws {
    let result = try BinaryRunner.run(arguments + ["--format=svg"])
    #expect(result.status == 0)
    final class Counter: NSObject, XMLParserDelegate {
      var elements: [String: Int] = [:]
      var texts: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        elements[name, default: 0] += 1
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
    }
    let counter = Counter()
    let parser = XMLParser(data: result.standardOutput)
    parser.delegate = counter
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    #expect(counter.elements["svg"] == 1)
    // Small multiples: value (ours + rk8pd), velocity (ours + rk8pd), the
    // distance from rest and rk8pd's error each in a panel of its own.
    #expect((counter.elements["polyline"] ?? 0) >= 6, "\(counter.elements)")
    let text = counter.texts.joined(separator: " ")
    for label in ["value", "velocity", "rk8pd_value", "rk8pd_velocity", "rk8pd_error", "settling band", "t (s)"] {
      #expect(text.contains(label), "missing \(label)")
    }
  }

  @Test("bad --format exits 64")
  func badFormat() throws {
    let result = try BinaryRunner.run(["--format", "xml"])
    #expect(result.status == 64 && result.standardError.contains("--format"))
  }
}

@Suite("--format json|svg on timing and scene")
struct TimingSceneFormatTests {
  @Test("timing JSON: phases are strings, iterations numbers, missing cells null")
  func timingJSON() throws {
    let result = try BinaryRunner.run([
      "timing", "--model", "web", "--duration", "1", "--delay", "0.5", "--times", "-1,0.7", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
    let columns = try #require(object["columns"] as? [String: Any])
    #expect(columns["phase"] as? [String] == ["before", "active"])
    let iteration = try #require(columns["iteration"] as? [Any])
    #expect(iteration.first is NSNull && (iteration.last as? Int) == 0)
  }

  @Test("scene SVG is well-formed with a polyline per animated channel")
  func sceneSVG() throws {
    let result = try BinaryRunner.run(["scene", "zan", "--samples", "50", "--format", "svg"])
    #expect(result.status == 0)
    let parser = XMLParser(data: result.standardOutput)
    #expect(parser.parse())
    #expect(result.output.contains("<polyline"))
  }
}
