import AnimationMath
import TestSupport
import Testing

@Suite("EasingParser")
struct EasingParserTests {
  /// Valid strings and what they must parse to.
  static let validCases: [(String, TimingFunction)] = [
    ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn), ("ease-out", .easeOut),
    ("ease-in-out", .easeInOut), ("step-start", .stepStart), ("step-end", .stepEnd),
    ("EASE-IN-OUT", .easeInOut), ("  Step-End\t", .stepEnd),  // CSS keywords: ASCII case-insensitive
    ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
    ("default", .default), ("kCAMediaTimingFunctionEaseInEaseOut", .easeInEaseOut),
    ("kCAMediaTimingFunctionLinear", .linear),
    ("cubic-bezier(0.42, 0, 0.58, 1)", .easeInOut),
    ("Cubic-Bezier(.42,0,.58,1)", .easeInOut),
    ("cubic-bezier( 0.25 , 0.1 , 0.25 , 1 )", .ease),
    ("cubic-bezier(4.2e-1, +0, 5.8E-1, 1.0)", .easeInOut),
    ("/* comment */ cubic-bezier(0.42, /* x2 next */ 0, 0.58, 1)", .easeInOut),
    ("steps(4, jump-end)", .steps(try! StepsEasing(count: 4, position: .jumpEnd))),
    ("steps(4)", .steps(try! StepsEasing(count: 4))),
    ("STEPS(2, JUMP-NONE)", .steps(try! StepsEasing(count: 2, position: .jumpNone))),
    ("steps(+3,start)", .steps(try! StepsEasing(count: 3, position: .start))),
    (
      "linear(0, 0.25 75%, 1)", .piecewiseLinear(try! LinearEasing(stops: [.init(0), .init(0.25, at: 0.75), .init(1)]))
    ),
    (
      "linear(0, 75% 0.25, 1)", .piecewiseLinear(try! LinearEasing(stops: [.init(0), .init(0.25, at: 0.75), .init(1)]))
    ),
    (
      "linear(0, 0.5 25% 75%, 1)",
      .piecewiseLinear(try! LinearEasing(stops: [.init(0), .init(0.5, at: 0.25, 0.75), .init(1)]))
    ),
    (
      "linear(0, 25% 75% 0.5, 1)",
      .piecewiseLinear(try! LinearEasing(stops: [.init(0), .init(0.5, at: 0.25, 0.75), .init(1)]))
    ),
    ("linear(0, 0.5 /* mid */, 1)", .piecewiseLinear(try! LinearEasing(stops: [.init(0), .init(0.5), .init(1)]))),
  ]

  @Test("valid CSS and Core Animation strings")
  func valid() throws {
    for (text, expected) in Self.validCases {
      let parsed = try TimingFunction(parsing: text)
      #expect(parsed == expected, "\(text) → \(parsed)")
    }
  }

  /// Malformed strings, the 0-based offset of the offending character and the message.
  static let errorCases: [(String, Int, String)] = [
    ("cubic-bezier(1.5,0,0,1)", 13, "x1 must be a number in [0, 1]; got 1.5"),
    ("cubic-bezier(0,0,-0.1,1)", 17, "x2 must be a number in [0, 1]; got -0.1"),
    ("cubic-bezier(0,0,1)", 18, "cubic-bezier() needs 4 numbers"),
    ("cubic-bezier(0,0,1,1,1)", 20, "cubic-bezier() takes 4 numbers"),
    ("cubic-bezier(0.42, 0, 0.58 1)", 27, "expected ','"),
    ("cubic-bezier(nan,0,1,1)", 13, "expected a number, found 'n'"),
    ("cubic-bezier(0,1e999,1,1)", 15, "number '1e999' is out of range"),
    ("cubic-bezier(0,0,1,1", 20, "expected ')'"),
    ("cubic-bezier (0,0,1,1)", 12, "unexpected space before '('"),
    ("steps(0)", 6, "steps() count must be an integer ≥ 1; got 0"),
    ("steps(1, jump-none)", 6, "steps() count must be an integer ≥ 2 for jump-none; got 1"),
    ("steps(4.0)", 7, "expected an integer, found '.'"),
    (
      "steps(4, sideways)", 9,
      "unknown step position 'sideways' (jump-start, jump-end, jump-none, jump-both, start, end)"
    ),
    ("steps(4,)", 8, "expected a step position, found ')'"),
    ("linear()", 7, "linear() needs at least 2 stops"),
    ("linear(0)", 7, "linear() needs at least 2 stops"),
    ("linear(0, 50% 60% 70% 1)", 20, "a stop has at most 2 percentages"),
    ("linear(0 0.5, 1)", 12, "expected '%' after a stop position"),
    ("bounce", 0, "unknown easing 'bounce'"),
    ("EaseIn", 0, "unknown easing 'EaseIn'"),
    ("spring(1 100 10 0)", 0, "unknown easing function 'spring('"),
    ("ease-in trailing", 8, "unexpected 't' after the easing"),
    ("ease-in)", 7, "unexpected ')' after the easing"),
    ("", 0, "expected an easing function"),
    ("   ", 3, "expected an easing function"),
    ("/* open", 0, "unterminated comment"),
    ("(0,0,1,1)", 0, "expected an easing function, found '('"),
  ]

  @Test("malformed strings point at the offending character")
  func errors() {
    for (text, offset, message) in Self.errorCases {
      do {
        let parsed = try TimingFunction(parsing: text)
        Issue.record("\(text) parsed as \(parsed)")
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
        #expect(error.message == message, "\(text): \(error)")
        #expect(error.description == "\(message) at column \(offset + 1)")
      }
    }
  }

  @Test("the caret diagram marks the column")
  func caret() {
    let error = EasingParseError(.easing, offset: 13, message: "x1 must be a number in [0, 1]; got 1.5")
    #expect(error.caretDiagram(for: "cubic-bezier(1.5,0,0,1)") == "cubic-bezier(1.5,0,0,1)\n             ^")
  }

  static let fuzzSeed: UInt64 = 0xE451_9A25_F022_0003
  static let fuzzCount = 20_000

  @Test("seeded garbage and mutated easings never trap: a value or an error inside the input")
  func fuzz() {
    var rng = SplitMix64(seed: Self.fuzzSeed)
    let alphabet = Array("cubic-bezier steps linear jump-none start end ease in out (),.%+-eE0123456789 /*\t\né∞🙂")
    let seeds = [
      "cubic-bezier(0.42, 0, 0.58, 1)", "steps(4, jump-end)", "linear(0, 0.25 75%, 1)",
      "linear(0.5 10% 40%, 0, 1)", "ease-in-out", "easeInEaseOut",
    ]
    for index in 0..<Self.fuzzCount {
      var text: [Character]
      if rng.next() % 2 == 0 {
        text = (0..<Int(rng.next() % 40)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
      } else {
        text = Array(seeds[Int(rng.next() % UInt64(seeds.count))])
        for _ in 0...Int(rng.next() % 4) {
          let position = Int(rng.next() % UInt64(text.count + 1))
          switch rng.next() % 3 {
          case 0 where position < text.count: text.remove(at: position)
          case 1: text.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: position)
          default: if position < text.count { text[position] = alphabet[Int(rng.next() % UInt64(alphabet.count))] }
          }
        }
      }
      let input = String(text)
      do {
        let function = try TimingFunction(parsing: input)
        for p in [-0.5, 0, 0.3, 1, 1.5] { _ = function.value(at: p) }
      } catch {
        if !(error.offset >= 0 && error.offset <= input.count) {
          Issue.record("seed \(Self.fuzzSeed) case \(index): offset \(error.offset) outside \(input.debugDescription)")
        }
      }
    }
  }
}
