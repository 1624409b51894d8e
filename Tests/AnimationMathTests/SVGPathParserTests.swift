import AnimationMath
import Foundation
import TestSupport
import Testing

/// Shorthand for a point in the expected-element tables.
private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite("SVGPathParser")
struct SVGPathParserTests {
  // MARK: - Valid data

  /// Path data and the absolute elements it must produce.
  struct ValidCase: Sendable, CustomTestStringConvertible {
    let data: String
    let elements: [BezierPath.Element]
    var testDescription: String { "\"\(data)\"" }
  }

  static let validCases: [ValidCase] = [
    ValidCase(data: "", elements: []),
    ValidCase(data: " \t\r\n\u{0C}", elements: []),
    ValidCase(data: "M0,0L10-5", elements: [.move(to: p(0, 0)), .line(to: p(10, -5))]),
    ValidCase(data: "M1e2 .5.5.5", elements: [.move(to: p(100, 0.5)), .line(to: p(0.5, 0.5))]),
    ValidCase(data: "M.5.5", elements: [.move(to: p(0.5, 0.5))]),
    ValidCase(data: "M1e2,1E-1", elements: [.move(to: p(100, 0.1))]),
    ValidCase(data: "M 5. 1.e1", elements: [.move(to: p(5, 10))]),
    ValidCase(data: "M+1-2", elements: [.move(to: p(1, -2))]),
    ValidCase(data: "M-.5-.5e+1", elements: [.move(to: p(-0.5, -5))]),
    // Implicit repetition: extra pairs after M are line-tos.
    ValidCase(
      data: "M1 2 3 4 5 6", elements: [.move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5, 6))]),
    ValidCase(
      data: "m1 2 3 4 5 6", elements: [.move(to: p(1, 2)), .line(to: p(4, 6)), .line(to: p(9, 12))]),
    ValidCase(
      data: "M10 10 h5 v5 H0 V0",
      elements: [
        .move(to: p(10, 10)), .line(to: p(15, 10)), .line(to: p(15, 15)), .line(to: p(0, 15)),
        .line(to: p(0, 0)),
      ]),
    ValidCase(
      data: "M0 0 C1 2 3 4 5 6 c1 1 2 2 3 3",
      elements: [
        .move(to: p(0, 0)), .cubic(control1: p(1, 2), control2: p(3, 4), to: p(5, 6)),
        .cubic(control1: p(6, 7), control2: p(7, 8), to: p(8, 9)),
      ]),
    // S reflects the previous cubic's second control point about the current point.
    ValidCase(
      data: "M0 0 C0 10 10 10 10 0 S20 -10 20 0",
      elements: [
        .move(to: p(0, 0)), .cubic(control1: p(0, 10), control2: p(10, 10), to: p(10, 0)),
        .cubic(control1: p(10, -10), control2: p(20, -10), to: p(20, 0)),
      ]),
    // S after a non-cubic: the first control point is the current point.
    ValidCase(
      data: "M0 0 L5 5 s5 5 10 0",
      elements: [
        .move(to: p(0, 0)), .line(to: p(5, 5)),
        .cubic(control1: p(5, 5), control2: p(10, 10), to: p(15, 5)),
      ]),
    ValidCase(
      data: "M0 0 Q5 10 10 0 T20 0 t10 0",
      elements: [
        .move(to: p(0, 0)), .quadratic(control: p(5, 10), to: p(10, 0)),
        .quadratic(control: p(15, -10), to: p(20, 0)), .quadratic(control: p(25, 10), to: p(30, 0)),
      ]),
    ValidCase(
      data: "M0 0 T10 0",
      elements: [.move(to: p(0, 0)), .quadratic(control: p(0, 0), to: p(10, 0))]),
    ValidCase(
      data: "M0 0 q5 10 10 0 Q1,1,2,2",
      elements: [
        .move(to: p(0, 0)), .quadratic(control: p(5, 10), to: p(10, 0)),
        .quadratic(control: p(1, 1), to: p(2, 2)),
      ]),
    // After z the current point is the subpath start; relative commands follow it.
    ValidCase(
      data: "M10 10 l5 0 z l0 5 Z m1 1",
      elements: [
        .move(to: p(10, 10)), .line(to: p(15, 10)), .close, .line(to: p(10, 15)), .close,
        .move(to: p(11, 11)),
      ]),
    ValidCase(data: "M1,2,3,4", elements: [.move(to: p(1, 2)), .line(to: p(3, 4))]),
    ValidCase(data: "M 1 , 2 L 3 ,4", elements: [.move(to: p(1, 2)), .line(to: p(3, 4))]),
  ]

  @Test("valid path data", arguments: validCases)
  func valid(_ valid: ValidCase) throws {
    let path = try SVGPathParser.parse(valid.data)
    #expect(path.elements == valid.elements)
  }

  @Test("Path(svgPathData:) builds segments")
  func convenience() throws {
    let path = try BezierPath(svgPathData: "M0 0 C100 0 200 300 300 300")
    #expect(path.segments.count == 1)
    expectClose(path.length, 437.171922289685066519325116341736, relative: lengthTolerance)
  }

  // MARK: - Errors

  /// Bad path data, where the error must be reported and what it must say.
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let data: String
    let offset: Int
    let message: String
    var testDescription: String { "\"\(data)\"" }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(data: "L 0 0", offset: 0, message: "must start with a move"),
    ErrorCase(data: "  5 5", offset: 2, message: "expected a command letter"),
    ErrorCase(
      data: "M 0", offset: 3, message: "expected a number after 'M', found the end of the data"),
    ErrorCase(
      data: "M 0 0 A 1 1 0 3 1 5 5", offset: 14, message: "expected a flag (0 or 1)"),
    ErrorCase(
      data: "M 0 0 a 1 1 0 0 1 5", offset: 19, message: "expected a number"),
    ErrorCase(data: "M 0 0 X 1", offset: 6, message: "unexpected 'X'"),
    ErrorCase(data: "M 1e", offset: 3, message: "the exponent has no digits"),
    ErrorCase(data: "M 1e+ 2", offset: 3, message: "the exponent has no digits"),
    ErrorCase(data: "M 1e999 0", offset: 2, message: "out of range"),
    ErrorCase(data: "M 0 0 L 1 2,", offset: 11, message: "expected a number after ','"),
    ErrorCase(data: "M 0,,0", offset: 4, message: "expected a number"),
    ErrorCase(data: "M,0 0", offset: 1, message: "expected a number after 'M', found ','"),
    ErrorCase(data: "M 0 0 Z 5", offset: 8, message: "expected a command after 'Z'"),
    ErrorCase(data: "M 0 0 z,", offset: 7, message: "expected a command after 'z'"),
    ErrorCase(data: "M 0 0 L 1 -", offset: 10, message: "malformed number"),
    ErrorCase(data: "M . 5", offset: 2, message: "malformed number"),
    ErrorCase(data: "M 0 0 L 1 2 3", offset: 13, message: "found the end of the data"),
    ErrorCase(data: "M 0 0 C 1 2 3 4 5", offset: 17, message: "expected a number after 'C'"),
    ErrorCase(data: "M 0 0 é", offset: 6, message: "U+00E9"),
    ErrorCase(data: "M 0 0\u{0}", offset: 5, message: "U+0000"),
    ErrorCase(data: "M 0 0 L 0x10 0", offset: 9, message: "expected a number after 'L', found 'x'"),
    ErrorCase(data: "M inf 0", offset: 2, message: "expected a number after 'M', found 'i'"),
    ErrorCase(data: "M 0 0 🙂", offset: 6, message: "U+1F642"),
  ]

  @Test("bad path data reports the offset and a reason", arguments: errorCases)
  func errors(_ bad: ErrorCase) {
    do {
      let path = try SVGPathParser.parse(bad.data)
      Issue.record("\"\(bad.data)\" parsed to \(path.elements)")
    } catch {
      #expect(error.offset == bad.offset, "\"\(bad.data)\": \(error)")
      #expect(error.message.contains(bad.message), "\"\(bad.data)\": \(error)")
      #expect(error.description.hasSuffix(" at column \(bad.offset + 1)"), "\(error)")
      #expect(!error.message.contains("\n"), "one line")
    }
  }

  // MARK: - Robustness

  @Test("random garbage never traps", arguments: [UInt64(501), 502, 503, 504])
  func garbage(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    // Weighted towards characters that matter to the grammar.
    let alphabet: [Character] =
      Array("MmLlHhVvCcSsQqTtZzAa0123456789000.-+eE,,   \t\n.e-") + [
        "é", "🙂", "\u{0}", "\r\n", "x",
      ]
    var parsed = 0
    for index in 0..<5_000 {
      let length = Int(rng.next() % 40)
      var text = (rng.next() % 2 == 0) ? "M" : ""
      for _ in 0..<length { text.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
      do {
        let path = try SVGPathParser.parse(text)
        parsed += 1
        #expect(path.elements.count <= text.utf8.count, "seed \(seed) #\(index)")
      } catch {
        #expect(
          error.offset >= 0 && error.offset <= text.unicodeScalars.count,
          "seed \(seed) #\(index) \"\(text)\": \(error)")
      }
    }
    // Some of the garbage must be valid, or the test exercises only errors.
    #expect(parsed > 50, "seed \(seed): only \(parsed) parsed")
  }

  @Test("random paths round-trip through svgPathData", arguments: [UInt64(601), 602])
  func roundTrip(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    for index in 0..<300 {
      var path = BezierPath()
      func point() -> Point {
        Point(x: rng.uniform(-1000...1000) * rng.logUniform(-6...6), y: rng.uniform(-1000...1000))
      }
      path.move(to: point())
      for _ in 0..<Int(rng.next() % 8) {
        switch rng.next() % 5 {
        case 0: path.addLine(to: point())
        case 1: path.addQuadCurve(to: point(), control: point())
        case 2: path.addCurve(to: point(), control1: point(), control2: point())
        case 3: path.closeSubpath()
        default: path.move(to: point())
        }
      }
      let text = path.svgPathData
      let parsed = try BezierPath(svgPathData: text)
      // Shortest round-trip doubles parse back to the same bits.
      #expect(parsed.elements == path.elements, "seed \(seed) #\(index): \(text)")
      #expect(parsed.segments == path.segments, "seed \(seed) #\(index): \(text)")
    }
  }

  @Test("relative and absolute forms of the same path agree")
  func relativeEqualsAbsolute() throws {
    let absolute = try BezierPath(
      svgPathData: "M10 20 L30 25 H40 V10 C45 5 50 5 55 10 S65 20 70 10 Q75 0 80 10 T90 10 Z")
    let relative = try BezierPath(
      svgPathData: "m10 20 l20 5 h10 v-15 c5 -5 10 -5 15 0 s10 10 15 0 q5 -10 10 0 t10 0 z")
    // Small integers: every relative sum is exact, so the parsed control
    // points are identical.
    #expect(absolute.segments == relative.segments)
  }
}
