/// Parses CSS easing syntax and Core Animation names into a ``TimingFunction``.
///
/// Accepted, after optional whitespace and CSS comments:
/// - CSS keywords, ASCII case-insensitive: `linear`, `ease`, `ease-in`,
///   `ease-out`, `ease-in-out`, `step-start`, `step-end`;
/// - CSS functions, names ASCII case-insensitive, `(` right after the name:
///   `cubic-bezier(x1, y1, x2, y2)` (x1, x2 in [0, 1]),
///   `steps(n)` / `steps(n, <position>)` (n a CSS `<integer>` ≥ 1, ≥ 2 for
///   `jump-none`), `linear(<stop>, <stop>, …)` with `<stop> = <number> &&
///   <percentage>{0,2}` (at least two stops);
/// - Core Animation names, case-sensitive as in Swift: `linear`, `easeIn`,
///   `easeOut`, `easeInEaseOut`, `default`, and the `kCAMediaTimingFunction…`
///   constants. They give the documented decimal control points (like
///   ``TimingFunction/easeIn``); `Float` rounding belongs to
///   ``TimingFunction/float32Value(at:beforeFlag:)``.
///
/// Numbers follow CSS `<number>`: optional sign, digits with an optional
/// fraction (or a fraction alone), optional exponent; no `nan`, `infinity` or
/// `calc()`. Whitespace is CSS whitespace (space, tab, line feed, carriage
/// return, form feed). Every failure is an ``EasingParseError`` with the
/// offset of the offending character; no input traps.
public enum EasingParser {
  /// Parses `text` into a timing function.
  ///
  /// - Throws: ``EasingParseError`` with the offset of the first offending character.
  public static func parse(_ text: String) throws(EasingParseError) -> TimingFunction {
    var scanner = Scanner(Array(text))
    return try scanner.parseEasing()
  }

  /// The Core Animation names (exact case) and what they stand for.
  static let coreAnimationNames: [String: TimingFunction] = {
    var names: [String: TimingFunction] = [:]
    for name in CoreAnimationTimingName.allCases {
      let function: TimingFunction =
        switch name {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        case .default: .default
        }
      names[name.rawValue] = function
      names[name.constantName] = function
    }
    return names
  }()

  /// The CSS keywords, lower-cased.
  static let cssKeywords: [String: TimingFunction] = [
    "linear": .linear, "ease": .ease, "ease-in": .easeIn, "ease-out": .easeOut,
    "ease-in-out": .easeInOut, "step-start": .stepStart, "step-end": .stepEnd,
  ]

  /// A cursor over the characters of the input.
  struct Scanner {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) {
      self.characters = characters
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    /// The error `message` at character `offset` (default: the current one),
    /// located by its Unicode scalar column as ``SyntaxError`` counts.
    func error(_ message: String, at offset: Int? = nil) -> EasingParseError {
      let end = min(offset ?? index, characters.count)
      var scalars = 0
      for character in characters[..<end] { scalars += character.unicodeScalars.count }
      scalars += max((offset ?? index) - characters.count, 0)
      return SyntaxError(.easing, offset: scalars, message: message)
    }

    /// What the current character looks like, for messages.
    var found: String {
      guard let c = current else { return "end of input" }
      return "'\(c)'"
    }

    static func isWhitespace(_ c: Character) -> Bool {
      c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\r\n" || c == "\u{0C}"
    }

    static func isDigit(_ c: Character?) -> Bool {
      guard let c, let ascii = c.asciiValue else { return false }
      return ascii >= 0x30 && ascii <= 0x39
    }

    static func isNameStart(_ c: Character) -> Bool {
      guard let ascii = c.asciiValue else { return !c.isASCII }
      return (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A) || c == "_"
    }

    static func isName(_ c: Character) -> Bool {
      isNameStart(c) || isDigit(c) || c == "-"
    }

    /// Skips whitespace and `/* comments */`.
    mutating func skipWhitespace() throws(EasingParseError) {
      while let c = current {
        if Self.isWhitespace(c) {
          index += 1
        } else if c == "/", index + 1 < characters.count, characters[index + 1] == "*" {
          let start = index
          index += 2
          while index < characters.count
            && !(characters[index] == "*" && index + 1 < characters.count
              && characters[index + 1] == "/")
          {
            index += 1
          }
          guard index < characters.count else { throw error("unterminated comment", at: start) }
          index += 2
        } else {
          return
        }
      }
    }

    /// The whole input: one easing between optional whitespace.
    mutating func parseEasing() throws(EasingParseError) -> TimingFunction {
      try skipWhitespace()
      let function = try parseTerm()
      try skipWhitespace()
      guard current == nil else { throw error("unexpected \(found) after the easing") }
      return function
    }

    /// One easing at the cursor: a name (`ease`, `Curves.easeIn`,
    /// `md.sys.motion.easing.standard`) or a call (`steps(4)`,
    /// `OvershootInterpolator(2f)`, `Interval(0.2, 0.8, curve: Curves.easeOut)`),
    /// after an optional Java/Dart `new ` or `const `, followed by any number
    /// of Flutter `.flipped` suffixes.
    mutating func parseTerm() throws(EasingParseError) -> TimingFunction {
      guard let c = current else { throw error("expected an easing function") }
      guard Self.isNameStart(c) || (c == "-" && index + 1 < characters.count) else {
        throw error("expected an easing function, found \(found)")
      }
      var nameStart = index
      var name = readDottedName()
      if name == "new" || name == "const", let c = current, Self.isWhitespace(c) {
        try skipWhitespace()
        nameStart = index
        guard let c = current, Self.isNameStart(c) else {
          throw error("expected an easing after '\(name)', found \(found)")
        }
        name = readDottedName()
      }
      var flips = 0
      while name.hasSuffix(".flipped"), name.count > 8 {
        name.removeLast(8)
        flips += 1
      }
      var function: TimingFunction
      if current == "(" {
        guard flips == 0 else {
          throw error("'.flipped' goes after the call's ')'", at: nameStart + name.count)
        }
        index += 1
        function = try parseFunction(name, nameStart: nameStart)
        while current == ".", lookingAt(".flipped") {
          index += 8
          flips += 1
        }
      } else {
        function = try resolveName(name, nameStart: nameStart)
      }
      if flips > 0 {
        guard case .flutter(var curve) = function else {
          throw error("'.flipped' applies to Flutter curves, not '\(name)'", at: nameStart)
        }
        for _ in 0..<flips { curve = .flipped(curve) }
        function = .flutter(curve)
      }
      return function
    }

    /// Whether the characters at the cursor spell `text` (and a name does not continue).
    func lookingAt(_ text: String) -> Bool {
      let wanted = Array(text)
      guard index + wanted.count <= characters.count else { return false }
      guard Array(characters[index..<(index + wanted.count)]) == wanted else { return false }
      let after = index + wanted.count
      return after == characters.count || !Self.isName(characters[after])
    }

    /// A name with optional `.part` suffixes: `ease-in`, `Curves.easeIn.flipped`.
    mutating func readDottedName() -> String {
      let start = index
      while let c = current, Self.isName(c) { index += 1 }
      while current == ".", index + 1 < characters.count, Self.isNameStart(characters[index + 1]) {
        index += 1
        while let c = current, Self.isName(c) { index += 1 }
      }
      return String(characters[start..<index])
    }

    /// A name without parentheses.
    mutating func resolveName(_ name: String, nameStart: Int) throws(EasingParseError)
      -> TimingFunction
    {
      if let keyword = EasingParser.cssKeywords[name.lowercasedASCII] { return keyword }
      if let named = EasingParser.coreAnimationNames[name] { return named }
      if let named = EasingParser.ecosystemNames[name] { return named }
      if name.hasPrefix("Curves.") {
        throw error(
          "unknown Flutter curve '\(name)' (see the Curves list: Curves.easeIn, Curves.fastOutSlowIn, …)",
          at: nameStart + 7)
      }
      if name.hasPrefix("md.sys.motion.easing.") {
        throw error(
          "unknown Material 3 easing token '\(name)' (standard, emphasized, legacy, linear, with .accelerate / .decelerate)",
          at: nameStart)
      }
      if name.hasSuffix("Interpolator"), EasingParser.androidCallNames.contains(name) {
        throw error("'\(name)' needs its arguments in parentheses", at: nameStart + name.count)
      }
      if let prefix = ["easeInOut", "easeIn", "easeOut"].first(where: { name.hasPrefix($0) }) {
        let family = String(name.dropFirst(prefix.count))
        let css = prefix == "easeInOut" ? "ease-in-out" : prefix == "easeIn" ? "ease-in" : "ease-out"
        if family.isEmpty {
          throw error(
            "unknown easing '\(name)': write \(css) (CSS), \(prefix == "easeInOut" ? "easeInEaseOut" : prefix) "
              + "(Core Animation) or an easings.net name such as \(prefix)Cubic",
            at: nameStart)
        }
        if !PennerEasing.families.contains(family) {
          throw error(
            "unknown easing '\(name)': '\(family)' is not an easings.net family ("
              + PennerEasing.families.joined(separator: ", ") + ")",
            at: nameStart + prefix.count)
        }
      }
      let nameEnd = index
      try skipWhitespace()
      if current == "(" && index > nameEnd {
        throw error("unexpected space before '('", at: nameEnd)
      }
      throw error("unknown easing '\(name)'", at: nameStart)
    }

    mutating func parseFunction(_ name: String, nameStart: Int) throws(EasingParseError)
      -> TimingFunction
    {
      switch name.lowercasedASCII {
      case "cubic-bezier": return try parseCubicBezier()
      case "steps": return try parseSteps()
      case "linear": return try parseLinear()
      case "path": return try parsePathEasing(quoted: false)
      default: break
      }
      if let function = try parseEcosystemCall(name) { return function }
      throw error("unknown easing function '\(name)('", at: nameStart)
    }

    /// `x1, y1, x2, y2)` after `cubic-bezier(`.
    mutating func parseCubicBezier() throws(EasingParseError) -> TimingFunction {
      var values: [Double] = []
      var offsets: [Int] = []
      for position in 0..<4 {
        try skipWhitespace()
        if position > 0 {
          guard current == "," else {
            throw error(current == ")" ? "cubic-bezier() needs 4 numbers" : "expected ','")
          }
          index += 1
          try skipWhitespace()
        }
        offsets.append(index)
        values.append(try parseNumber())
      }
      try skipWhitespace()
      guard current == ")" else { throw error(current == "," ? "cubic-bezier() takes 4 numbers" : "expected ')'") }
      index += 1
      do {
        return .cubicBezier(
          try CubicBezierTiming(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
      } catch {
        let which = [EasingParameterError.Parameter.x1, .y1, .x2, .y2].firstIndex(of: error.parameter) ?? 0
        throw self.error(error.description, at: offsets[which])
      }
    }

    /// `n)` or `n, position)` after `steps(`.
    mutating func parseSteps() throws(EasingParseError) -> TimingFunction {
      try skipWhitespace()
      let countOffset = index
      let count = try parseInteger()
      try skipWhitespace()
      var position = StepsEasing.Position.end
      if current == "," {
        index += 1
        try skipWhitespace()
        let start = index
        while let c = current, Self.isName(c) { index += 1 }
        let word = String(characters[start..<index]).lowercasedASCII
        guard let parsed = StepsEasing.Position(rawValue: word) else {
          throw error(
            word.isEmpty
              ? "expected a step position, found \(found)"
              : "unknown step position '\(word)' (jump-start, jump-end, jump-none, jump-both, start, end)",
            at: start)
        }
        position = parsed
        try skipWhitespace()
      }
      guard current == ")" else { throw error("expected ')'") }
      index += 1
      do {
        return .steps(try StepsEasing(count: count, position: position))
      } catch {
        throw self.error("steps() count must be \(error.accepted); got \(count)", at: countOffset)
      }
    }

    /// `stop, stop, …)` after `linear(`.
    mutating func parseLinear() throws(EasingParseError) -> TimingFunction {
      var stops: [LinearEasing.Stop] = []
      let listStart = index
      try skipWhitespace()
      if current == ")" { throw error("linear() needs at least 2 stops") }
      while true {
        try skipWhitespace()
        stops.append(try parseLinearStop())
        try skipWhitespace()
        if current == "," {
          index += 1
          continue
        }
        guard current == ")" else { throw error("expected ',' or ')'") }
        break
      }
      guard stops.count >= 2 else { throw error("linear() needs at least 2 stops", at: listStart) }
      index += 1
      do {
        return .piecewiseLinear(try LinearEasing(stops: stops))
      } catch {
        throw self.error("linear(): \(error.description)", at: listStart)
      }
    }

    /// `<number> && <percentage>{0,2}`: `0.5`, `0.5 50%`, `0.5 40% 60%`,
    /// `50% 0.5` or `40% 60% 0.5`.
    mutating func parseLinearStop() throws(EasingParseError) -> LinearEasing.Stop {
      guard startsNumber else { throw error("expected a number or a percentage, found \(found)") }
      let first = try parseNumber()
      var inputs: [Double] = []
      if current != "%" {
        // The output first, then up to two percentages.
        try skipWhitespace()
        while inputs.count < 2 && startsNumber {
          let value = try parseNumber()
          guard current == "%" else { throw error("expected '%' after a stop position") }
          index += 1
          inputs.append(value / 100)
          try skipWhitespace()
        }
        return LinearEasing.Stop(output: first, inputs: inputs)
      }
      // One or two percentages, then the output.
      index += 1
      inputs.append(first / 100)
      try skipWhitespace()
      guard startsNumber else { throw error("expected a number or a percentage, found \(found)") }
      var value = try parseNumber()
      if current == "%" {
        index += 1
        inputs.append(value / 100)
        try skipWhitespace()
        guard startsNumber else { throw error("expected a number, found \(found)") }
        value = try parseNumber()
        if current == "%" { throw error("a stop has at most 2 percentages") }
      }
      return LinearEasing.Stop(output: value, inputs: inputs)
    }

    /// Whether a CSS number starts here.
    var startsNumber: Bool {
      guard let c = current else { return false }
      if Self.isDigit(c) { return true }
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if c == "." { return Self.isDigit(next) }
      if c == "+" || c == "-" {
        if Self.isDigit(next) { return true }
        let after = index + 2 < characters.count ? characters[index + 2] : nil
        return next == "." && Self.isDigit(after)
      }
      return false
    }

    /// A CSS `<number>`; the value must be finite.
    mutating func parseNumber() throws(EasingParseError) -> Double {
      let start = index
      guard startsNumber else { throw error("expected a number, found \(found)") }
      if current == "+" || current == "-" { index += 1 }
      while Self.isDigit(current) { index += 1 }
      if current == ".", index + 1 < characters.count, Self.isDigit(characters[index + 1]) {
        index += 1
        while Self.isDigit(current) { index += 1 }
      }
      if current == "e" || current == "E" {
        var look = index + 1
        if look < characters.count, characters[look] == "+" || characters[look] == "-" { look += 1 }
        if look < characters.count, Self.isDigit(characters[look]) {
          index = look
          while Self.isDigit(current) { index += 1 }
        }
      }
      let text = String(characters[start..<index])
      guard let value = Double(text), value.isFinite else {
        throw error("number '\(text)' is out of range", at: start)
      }
      return value
    }

    /// A CSS `<integer>`: optional sign and digits only.
    mutating func parseInteger() throws(EasingParseError) -> Int {
      let start = index
      if current == "+" || current == "-" { index += 1 }
      guard Self.isDigit(current) else {
        index = start
        throw error("expected an integer, found \(found)")
      }
      while Self.isDigit(current) { index += 1 }
      if current == "." || current == "e" || current == "E" {
        throw error("expected an integer, found \(found)")
      }
      let text = String(characters[start..<index])
      guard let value = Int(text) else { throw error("integer '\(text)' is out of range", at: start) }
      return value
    }
  }
}

extension TimingFunction {
  /// Parses CSS easing syntax or a Core Animation name; see ``EasingParser``.
  ///
  /// - Throws: ``EasingParseError`` with the offset of the offending character.
  public init(parsing text: String) throws(EasingParseError) {
    self = try EasingParser.parse(text)
  }
}

extension String {
  /// ASCII letters lower-cased, everything else unchanged (CSS case rules).
  var lowercasedASCII: String {
    String(
      map { c in
        guard let ascii = c.asciiValue, ascii >= 0x41, ascii <= 0x5A else { return c }
        return Character(Unicode.Scalar(ascii + 0x20))
      })
  }
}
