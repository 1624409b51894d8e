/// The parser for SVG path data (the `d` attribute), the text form of a
/// ``BezierPath``.
///
/// Accepts the SVG 1.1/SVG 2 grammar for `M m L l H h V v C c S s Q q T t
/// A a Z z`: absolute (upper case) and relative (lower case) commands, implicit
/// repetition (extra coordinate groups repeat the command; after `M`/`m`
/// they are `L`/`l`), the smooth commands' reflected control points, and
/// SVG number syntax — optional sign, `5`, `5.`, `.5`, exponents (`1e2`,
/// `1E-3`), numbers that run together where unambiguous (`10-5`, `.5.5`),
/// separators of whitespace (space, tab, CR, LF, FF) and at most one comma.
/// Empty or all-whitespace data is an empty path.
///
/// Arcs (`A rx ry x-axis-rotation large-arc-flag sweep-flag x y`) follow SVG 2
/// Implementation Notes §B.2 (SVG 1.1 Appendix F.6): coincident end points
/// omit the arc, a zero radius draws a line, negative radii are taken
/// absolute, too-small radii are scaled up, and the flags are the single
/// characters `0`/`1` (they may run into what follows).
///
/// Rejected, with a ``SVGPathSyntaxError`` at the offending character:
/// data not starting with `M`/`m`,
/// unknown characters, missing or malformed numbers (`1e`, `-`, `.`),
/// numbers that overflow a `Double`, stray commas, numbers after `Z`.
/// Parsing never traps, runs in time linear in the input, and stops at the
/// first error (SVG's rendering rule would keep the path up to the error;
/// a test bench prefers the error).
public enum SVGPathParser {
  /// The path described by `data`.
  ///
  /// - Throws: ``SVGPathSyntaxError`` with the position and a one-line reason.
  public static func parse(_ data: String) throws(SVGPathSyntaxError) -> BezierPath {
    var scanner = Scanner(bytes: Array(data.utf8), text: data)
    return try scanner.parsePath()
  }

  /// The path and, for each of its ``BezierPath/elements``, the offset of the
  /// argument group (or command letter) that produced it, so that callers can
  /// point at an element in the text.
  static func parseWithOffsets(_ data: String) throws(SVGPathSyntaxError)
    -> (path: BezierPath, elementOffsets: [Int])
  {
    var scanner = Scanner(bytes: Array(data.utf8), text: data)
    let path = try scanner.parsePath()
    return (path, scanner.elementOffsets)
  }

  /// A cursor over the UTF-8 bytes of the data.
  struct Scanner {
    let bytes: [UInt8]
    let text: String
    var position = 0
    /// The offset of the text that produced each element (see ``SVGPathParser/parseWithOffsets(_:)``).
    var elementOffsets: [Int] = []

    // MARK: Path grammar

    /// The path built so far.
    var path = BezierPath()
    /// The current point (where the next segment starts).
    var current = Point.zero
    /// The start of the current subpath (where `Z` returns).
    var subpathStart = Point.zero
    /// The control point a following S/s (cubic) reflects.
    var lastCubicControl: Point?
    /// The control point a following T/t (quadratic) reflects.
    var lastQuadraticControl: Point?

    mutating func parsePath() throws(SVGPathSyntaxError) -> BezierPath {
      skipWhitespace()
      var isFirst = true
      while position < bytes.count {
        let commandOffset = position
        let command = try commandLetter(isFirst: isFirst)
        isFirst = false
        position += 1
        skipWhitespace()
        if command.letter == .close {
          try closeSubpath(command, at: commandOffset)
          continue
        }
        try argumentGroups(of: command, at: commandOffset)
      }
      return path
    }

    /// The command letter at the cursor (not consumed); the first one must
    /// be a move.
    func commandLetter(isFirst: Bool) throws(SVGPathSyntaxError) -> Command {
      let byte = bytes[position]
      guard let command = Command(byte) else {
        if isNumberStart(byte) {
          throw error(at: position, "expected a command letter before the number")
        }
        throw unexpectedCharacter(at: position)
      }
      if isFirst, command.letter != .move {
        throw error(at: position, "path data must start with a move (M or m)")
      }
      return command
    }

    /// `Z`/`z` read at `commandOffset`: closes the subpath; no arguments may
    /// follow.
    mutating func closeSubpath(_ command: Command, at commandOffset: Int) throws(SVGPathSyntaxError) {
      path.append(.close)
      elementOffsets.append(commandOffset)
      current = subpathStart
      lastCubicControl = nil
      lastQuadraticControl = nil
      if position < bytes.count,
        isNumberStart(bytes[position]) || bytes[position] == UInt8(ascii: ",")
      {
        throw error(
          at: position,
          "expected a command after '\(command.character)', found \(describe(at: position))")
      }
    }

    /// The argument groups of `command` (read at `commandOffset`), one
    /// element or more each, until no group follows (implicit repetition).
    mutating func argumentGroups(of command: Command, at commandOffset: Int) throws(SVGPathSyntaxError) {
      var letter = command.letter
      var groupStart = commandOffset
      repeat {
        let origin = command.isRelative ? current : .zero
        let context = "after '\(command.character)'"
        let (nextCubicControl, nextQuadraticControl) = try argumentGroup(
          &letter, origin: origin, context)
        lastCubicControl = nextCubicControl
        lastQuadraticControl = nextQuadraticControl
        while elementOffsets.count < path.elements.count { elementOffsets.append(groupStart) }
        groupStart = position
      } while try moreArguments()
    }

    /// One argument group of `letter`, relative to `origin`: appends its
    /// element and returns the control points a following smooth command
    /// reflects. A move turns `letter` into a line-to for further groups.
    mutating func argumentGroup(
      _ letter: inout Command.Letter, origin: Point, _ context: String
    ) throws(SVGPathSyntaxError) -> (cubic: Point?, quadratic: Point?) {
      switch letter {
      case .move:
        let point = origin + (try pair(context))
        path.append(.move(to: point))
        current = point
        subpathStart = point
        letter = .line  // further pairs are implicit line-tos
      case .line:
        lineTo(origin + (try pair(context)))
      case .horizontal:
        let x = try number(context) + origin.x
        lineTo(Point(x: x, y: current.y))
      case .vertical:
        let y = try number(context) + origin.y
        lineTo(Point(x: current.x, y: y))
      case .cubic, .smoothCubic:
        return (try cubic(smooth: letter == .smoothCubic, origin: origin, context), nil)
      case .quadratic, .smoothQuadratic:
        return (nil, try quadratic(smooth: letter == .smoothQuadratic, origin: origin, context))
      case .arc:
        try arc(origin: origin, context)
      case .close:
        break  // handled by closeSubpath
      }
      return (nil, nil)
    }

    /// A line from the current point to `point`.
    mutating func lineTo(_ point: Point) {
      path.append(.line(to: point))
      current = point
    }

    /// `C x1 y1 x2 y2 x y`, or `S x2 y2 x y` with the first control point
    /// reflected: appends the cubic and returns its second control point.
    mutating func cubic(
      smooth: Bool, origin: Point, _ context: String
    ) throws(SVGPathSyntaxError) -> Point {
      let control1: Point
      if smooth {
        control1 = lastCubicControl.map { 2 * current - $0 } ?? current
      } else {
        control1 = origin + (try pair(context))
        skipSeparator()
      }
      let control2 = origin + (try pair(context))
      skipSeparator()
      let end = origin + (try pair(context))
      path.append(.cubic(control1: control1, control2: control2, to: end))
      current = end
      return control2
    }

    /// `Q x1 y1 x y`, or `T x y` with the control point reflected: appends
    /// the quadratic and returns its control point.
    mutating func quadratic(
      smooth: Bool, origin: Point, _ context: String
    ) throws(SVGPathSyntaxError) -> Point {
      let control: Point
      if smooth {
        control = lastQuadraticControl.map { 2 * current - $0 } ?? current
      } else {
        control = origin + (try pair(context))
        skipSeparator()
      }
      let end = origin + (try pair(context))
      path.append(.quadratic(control: control, to: end))
      current = end
      return control
    }

    /// `A rx ry x-axis-rotation large-arc-flag sweep-flag x y`.
    mutating func arc(origin: Point, _ context: String) throws(SVGPathSyntaxError) {
      var rx = try number(context)
      skipSeparator()
      var ry = try number(context)
      skipSeparator()
      let degrees = try number(context)
      skipSeparator()
      let largeArc = try flag(context)
      skipSeparator()
      let sweep = try flag(context)
      skipSeparator()
      let end = origin + (try pair(context))
      // SVG 2 Implementation Notes §B.2.5 (SVG 1.1 F.6.2): coincident
      // ends omit the arc; a zero radius makes it a straight line.
      if end != current {
        rx = abs(rx)
        ry = abs(ry)
        if rx == 0 || ry == 0 {
          path.append(.line(to: end))
        } else {
          path.append(
            .arc(
              EllipticalArc(
                svgFrom: current, to: end, radiusX: rx, radiusY: ry, rotationDegrees: degrees,
                largeArc: largeArc, sweep: sweep)))
        }
      }
      current = end
    }

    /// After an argument group: skips a separator and reports whether
    /// another group follows (implicit repetition). A comma must be
    /// followed by a number.
    mutating func moreArguments() throws(SVGPathSyntaxError) -> Bool {
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
        let comma = position
        position += 1
        skipWhitespace()
        guard position < bytes.count, isNumberStart(bytes[position]) else {
          throw error(at: position < bytes.count ? position : comma, "expected a number after ','")
        }
        return true
      }
      return position < bytes.count && isNumberStart(bytes[position])
    }

    /// An SVG arc flag: the single character `0` or `1` (it may run into
    /// the next number, `a1 1 0 00 10 10`).
    mutating func flag(_ context: String) throws(SVGPathSyntaxError) -> Bool {
      guard position < bytes.count else {
        throw error(at: position, "expected a flag (0 or 1) \(context), found the end of the data")
      }
      switch bytes[position] {
      case UInt8(ascii: "0"):
        position += 1
        return false
      case UInt8(ascii: "1"):
        position += 1
        return true
      default:
        throw error(at: position, "expected a flag (0 or 1) \(context), found \(describe(at: position))")
      }
    }

    /// An optional comma-or-whitespace between two numbers of a group.
    mutating func skipSeparator() {
      skipWhitespace()
      if position < bytes.count, bytes[position] == UInt8(ascii: ",") {
        position += 1
        skipWhitespace()
      }
    }

    /// Two numbers, `x` then `y`, with an optional separator.
    mutating func pair(_ context: String) throws(SVGPathSyntaxError) -> Point {
      let x = try number(context)
      skipSeparator()
      let y = try number(context)
      return Point(x: x, y: y)
    }

    // MARK: Numbers

    /// One SVG number: `[+-]? (digits ('.' digits?)? | '.' digits) ([eE] [+-]? digits)?`.
    mutating func number(_ context: String) throws(SVGPathSyntaxError) -> Double {
      let start = position
      guard position < bytes.count else {
        throw error(at: position, "expected a number \(context), found the end of the data")
      }
      if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      let integerDigits = skipDigits()
      var fractionDigits = 0
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        fractionDigits = skipDigits()
      }
      guard integerDigits + fractionDigits > 0 else {
        position = start
        if start < bytes.count, !isNumberStart(bytes[start]) {
          throw error(at: start, "expected a number \(context), found \(describe(at: start))")
        }
        throw error(at: start, "malformed number \(context)")
      }
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
      {
        let exponent = position
        position += 1
        if position < bytes.count,
          bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
        {
          position += 1
        }
        guard skipDigits() > 0 else {
          throw error(at: exponent, "malformed number: the exponent has no digits")
        }
      }
      let token = String(decoding: bytes[start..<position], as: UTF8.self)
      guard let value = Double(token), value.isFinite else {
        throw error(at: start, "number \(token) is out of range")
      }
      return value
    }

    /// Skips ASCII digits; returns how many.
    mutating func skipDigits() -> Int {
      let start = position
      while position < bytes.count, bytes[position] >= UInt8(ascii: "0"),
        bytes[position] <= UInt8(ascii: "9")
      {
        position += 1
      }
      return position - start
    }

    /// Whether `byte` can start a number.
    func isNumberStart(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// Skips SVG whitespace: space, tab, LF, FF, CR.
    mutating func skipWhitespace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D: position += 1
        default: return
        }
      }
    }

    // MARK: Errors

    func error(at offset: Int, _ message: String) -> SVGPathSyntaxError {
      SyntaxError(.svgPath, offset: offset, message: message)
    }

    func unexpectedCharacter(at offset: Int) -> SVGPathSyntaxError {
      return error(at: offset, "unexpected \(describe(at: offset))")
    }

    /// "'X'", "U+00E9 'é'" or "the end of the data" for the character at `offset`.
    func describe(at offset: Int) -> String {
      guard offset < bytes.count else { return "the end of the data" }
      // Everything before `offset` is ASCII, so the scalar index equals the byte index.
      let scalars = text.unicodeScalars
      guard
        let index = scalars.index(
          scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex),
        index < scalars.endIndex
      else { return "a byte 0x\(String(bytes[offset], radix: 16))" }
      let scalar = scalars[index]
      if scalar.isASCII, scalar.value >= 0x21, scalar.value < 0x7F {
        return "'\(Character(scalar))'"
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      return "character \(code)"
    }
  }

  /// A command letter, split into its kind and whether it is relative.
  struct Command {
    enum Letter {
      case move, line, horizontal, vertical, cubic, smoothCubic, quadratic, smoothQuadratic, arc, close
    }
    let letter: Letter
    let isRelative: Bool
    let character: Character

    init?(_ byte: UInt8) {
      let upper = byte & ~0x20  // ASCII letters: clear the lower-case bit
      switch upper {
      case UInt8(ascii: "M"): letter = .move
      case UInt8(ascii: "L"): letter = .line
      case UInt8(ascii: "H"): letter = .horizontal
      case UInt8(ascii: "V"): letter = .vertical
      case UInt8(ascii: "C"): letter = .cubic
      case UInt8(ascii: "S"): letter = .smoothCubic
      case UInt8(ascii: "Q"): letter = .quadratic
      case UInt8(ascii: "T"): letter = .smoothQuadratic
      case UInt8(ascii: "Z"): letter = .close
      case UInt8(ascii: "A"): letter = .arc
      default: return nil
      }
      guard
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      else { return nil }
      isRelative = byte >= UInt8(ascii: "a")
      character = Character(Unicode.Scalar(byte))
    }
  }
}
