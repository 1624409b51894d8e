// The easings of other ecosystems, spelled as in their code: easings.net
// names, Android interpolators, Flutter curves, Material 3 tokens and path().

extension PennerEasing {
  /// The ten easings.net families, as they follow `easeIn`/`easeOut`/`easeInOut`.
  static let families = [
    "Sine", "Quad", "Cubic", "Quart", "Quint", "Expo", "Circ", "Back", "Elastic", "Bounce",
  ]
}

extension EasingParser {
  /// Names without parentheses, exact case: easings.net names, `Curves.…`,
  /// Material 3 easing tokens, Android's argument-free interpolators.
  static let ecosystemNames: [String: TimingFunction] = {
    var names: [String: TimingFunction] = [:]
    for penner in PennerEasing.allCases { names[penner.rawValue] = .penner(penner) }
    for curve in FlutterCurveName.allCases { names["Curves." + curve.rawValue] = .flutter(.constant(curve)) }
    for token in MaterialEasingToken.allCases { names[token.rawValue] = token.timingFunction }
    for (name, interpolator) in androidBareNames { names[name] = .android(interpolator) }
    return names
  }()

  /// Android interpolators that take no argument.
  static let androidBareNames: [(String, AndroidInterpolator)] = [
    ("AccelerateDecelerateInterpolator", .accelerateDecelerate),
    ("BounceInterpolator", .bounce),
    ("LinearInterpolator", .linear),
    ("FastOutSlowInInterpolator", .fastOutSlowIn),
    ("LinearOutSlowInInterpolator", .linearOutSlowIn),
    ("FastOutLinearInInterpolator", .fastOutLinearIn),
  ]

  /// Android interpolators whose arguments go in parentheses.
  static let androidCallNames: Set<String> = [
    "AccelerateInterpolator", "DecelerateInterpolator", "AnticipateInterpolator",
    "OvershootInterpolator", "AnticipateOvershootInterpolator", "CycleInterpolator",
    "PathInterpolator",
  ]

  /// Every accepted spelling, grouped by ecosystem, for `ease --list`: the
  /// group's name and its entries (names, or call templates with their
  /// defaults).
  package static var acceptedNames: [(ecosystem: String, names: [String])] {
    [
      (
        "CSS",
        [
          "linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end",
          "cubic-bezier(x1, y1, x2, y2)", "steps(n[, jump-start|jump-end|jump-none|jump-both|start|end])",
          "linear(stop, stop, …)",
        ]
      ),
      ("Core Animation", CoreAnimationTimingName.allCases.flatMap { [$0.rawValue, $0.constantName] }),
      ("easings.net (Penner)", PennerEasing.allCases.map(\.rawValue)),
      (
        "Android",
        androidBareNames.map(\.0) + [
          "AccelerateInterpolator([factor = 1])", "DecelerateInterpolator([factor = 1])",
          "AnticipateInterpolator([tension = 2])", "OvershootInterpolator([tension = 2])",
          "AnticipateOvershootInterpolator([tension = 2[, extraTension = 1.5]])",
          "CycleInterpolator(cycles)", "PathInterpolator(x1, y1, x2, y2)",
          "PathInterpolator(cx, cy)", "PathInterpolator(\"SVG path data\")",
        ]
      ),
      (
        "Flutter",
        FlutterCurveName.allCases.map { "Curves." + $0.rawValue } + [
          "Cubic(a, b, c, d)", "ElasticInCurve([period = 0.4])", "ElasticOutCurve([period = 0.4])",
          "ElasticInOutCurve([period = 0.4])", "Interval(begin, end[, curve: CURVE])",
          "Threshold(t)", "SawTooth(count)",
          "ThreePointCubic(Offset(x, y), Offset(x, y), Offset(x, y), Offset(x, y), Offset(x, y))",
          "CURVE.flipped",
        ]
      ),
      ("Material 3", MaterialEasingToken.allCases.map(\.rawValue)),
      ("Path", ["path(M 0 0 … 1 1)"]),
    ]
  }
}

extension EasingParser.Scanner {
  /// A call of another ecosystem after its `(`, or nil if `name` is not one.
  mutating func parseEcosystemCall(_ name: String) throws(EasingParseError) -> TimingFunction? {
    let callStart = index
    switch name {
    case "AccelerateInterpolator", "DecelerateInterpolator":
      let args = try parseArguments(0...1, name, java: true)
      let factor = args.first?.value ?? 1
      try require(factor > 0, args.first, "factor must be a finite number > 0")
      return .android(name == "AccelerateInterpolator" ? .accelerate(factor: factor) : .decelerate(factor: factor))
    case "AnticipateInterpolator", "OvershootInterpolator":
      let args = try parseArguments(0...1, name, java: true)
      let tension = args.first?.value ?? 2
      return .android(name == "AnticipateInterpolator" ? .anticipate(tension: tension) : .overshoot(tension: tension))
    case "AnticipateOvershootInterpolator":
      let args = try parseArguments(0...2, name, java: true)
      let tension = args.count > 0 ? args[0].value : 2
      let extra = args.count > 1 ? args[1].value : 1.5
      return .android(.anticipateOvershoot(tension: tension, extraTension: extra))
    case "CycleInterpolator":
      let args = try parseArguments(1...1, name, java: true)
      return .android(.cycle(cycles: args[0].value))
    case "AccelerateDecelerateInterpolator", "BounceInterpolator", "LinearInterpolator",
      "FastOutSlowInInterpolator", "LinearOutSlowInInterpolator", "FastOutLinearInInterpolator":
      _ = try parseArguments(0...0, name, java: true)
      return EasingParser.ecosystemNames[name]
    case "PathInterpolator":
      try skipWhitespace()
      if current == "\"" {
        let function = try parsePathEasing(quoted: true)
        try skipWhitespace()
        guard current == ")" else { throw error("expected ')'") }
        index += 1
        return function
      }
      let args = try parseArguments(2...4, name, java: true)
      if args.count == 3 {
        throw error("PathInterpolator takes 2 numbers (quadratic), 4 (cubic) or a path string", at: callStart)
      }
      if args.count == 2 {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addQuadCurve(to: Point(x: 1, y: 1), control: Point(x: args[0].value, y: args[1].value))
        do { return .path(try PathEasing(path)) } catch {
          throw self.error("PathInterpolator(cx, cy): \(error.message)", at: args[0].offset)
        }
      }
      return try cubic(args, labels: ["x1", "y1", "x2", "y2"])
    case "Cubic":
      let args = try parseArguments(4...4, name, java: false)
      guard case .cubicBezier(let curve) = try cubic(args, labels: ["a", "b", "c", "d"]) else { return nil }
      return .flutter(.cubic(curve))
    case "ElasticInCurve", "ElasticOutCurve", "ElasticInOutCurve":
      let args = try parseArguments(0...1, name, java: false)
      let period = args.first?.value ?? FlutterCurve.defaultPeriod
      try require(period > 0, args.first, "period must be a finite number > 0")
      switch name {
      case "ElasticInCurve": return .flutter(.elasticIn(period: period))
      case "ElasticOutCurve": return .flutter(.elasticOut(period: period))
      default: return .flutter(.elasticInOut(period: period))
      }
    case "Threshold":
      let args = try parseArguments(1...1, name, java: false)
      try require(args[0].value >= 0 && args[0].value <= 1, args[0], "Threshold must be in [0, 1]")
      return .flutter(.threshold(args[0].value))
    case "SawTooth":
      try skipWhitespace()
      let offset = index
      let count = try parseInteger()
      try skipWhitespace()
      if current == "," {
        index += 1
        try skipWhitespace()
      }
      guard current == ")" else { throw error("SawTooth takes one integer; expected ')'") }
      index += 1
      guard count >= 1 else { throw error("SawTooth count must be an integer ≥ 1; got \(count)", at: offset) }
      return .flutter(.sawTooth(count: count))
    case "Interval":
      return try parseInterval()
    case "ThreePointCubic":
      return try parseThreePointCubic()
    default:
      return nil
    }
  }

  /// Throws at `argument`'s offset (or the cursor) unless `condition`.
  func require(_ condition: Bool, _ argument: (value: Double, offset: Int)?, _ message: String)
    throws(EasingParseError)
  {
    guard condition else { throw error(message + (argument.map { "; got \($0.value)" } ?? ""), at: argument?.offset) }
  }

  /// A cubic-bezier from four arguments; x's outside [0, 1] are errors at their column.
  func cubic(_ args: [(value: Double, offset: Int)], labels: [String]) throws(EasingParseError) -> TimingFunction {
    do {
      return .cubicBezier(
        try CubicBezierTiming(x1: args[0].value, y1: args[1].value, x2: args[2].value, y2: args[3].value))
    } catch {
      let which = [EasingParameterError.Parameter.x1, .y1, .x2, .y2].firstIndex(of: error.parameter) ?? 0
      throw self.error(
        "\(labels[which]) must be \(error.accepted); got \(error.value)", at: args[which].offset)
    }
  }

  /// `number, number, …)` with a count in `range`; a Java float suffix
  /// (`2f`, `1.5F`) is accepted when `java`, a trailing comma when not (Dart).
  mutating func parseArguments(_ range: ClosedRange<Int>, _ name: String, java: Bool)
    throws(EasingParseError) -> [(value: Double, offset: Int)]
  {
    var args: [(value: Double, offset: Int)] = []
    try skipWhitespace()
    while current != ")" {
      guard args.count < range.upperBound else {
        throw error("\(name) takes at most \(range.upperBound) argument\(range.upperBound == 1 ? "" : "s")")
      }
      let offset = index
      let value = try parseNumber()
      if java, current == "f" || current == "F" || current == "d" || current == "D" { index += 1 }
      args.append((value, offset))
      try skipWhitespace()
      if current == "," {
        index += 1
        try skipWhitespace()
        if current == ")" && java { throw error("expected a number, found ')'") }
      } else if current != ")" {
        throw error(current == nil ? "expected ')'" : "expected ',' or ')', found \(found)")
      }
    }
    guard range.contains(args.count) else {
      throw error(
        range.lowerBound == range.upperBound
          ? "\(name) takes \(range.lowerBound) argument\(range.lowerBound == 1 ? "" : "s"), got \(args.count)"
          : "\(name) takes \(range.lowerBound) to \(range.upperBound) arguments, got \(args.count)")
    }
    index += 1
    return args
  }

  /// `begin, end[, curve: CURVE])` after `Interval(`.
  mutating func parseInterval() throws(EasingParseError) -> TimingFunction {
    var numbers: [(value: Double, offset: Int)] = []
    for position in 0..<2 {
      try skipWhitespace()
      if position > 0 {
        guard current == "," else { throw error("Interval takes begin and end; expected ','") }
        index += 1
        try skipWhitespace()
      }
      let offset = index
      numbers.append((try parseNumber(), offset))
    }
    var curve = FlutterCurve.constant(.linear)
    try skipWhitespace()
    if current == "," {
      index += 1
      try skipWhitespace()
      if current != ")" {
        if lookingAtLabel("curve") {
          index += 5
          try skipWhitespace()
          guard current == ":" else { throw error("expected ':' after 'curve'") }
          index += 1
          try skipWhitespace()
        }
        let curveStart = index
        let term = try parseTerm()
        guard case .flutter(let flutter) = term else {
          throw error("Interval's curve must be a Flutter curve (Curves.…, Cubic(…), …)", at: curveStart)
        }
        curve = flutter
        try skipWhitespace()
        if current == "," {
          index += 1
          try skipWhitespace()
        }
      }
    }
    guard current == ")" else { throw error("expected ')'") }
    index += 1
    let begin = numbers[0].value
    let end = numbers[1].value
    guard begin >= 0, begin <= 1 else {
      throw error("Interval begin must be in [0, 1]; got \(begin)", at: numbers[0].offset)
    }
    guard end > begin, end <= 1 else {
      throw error("Interval end must be in (begin, 1]; got \(end)", at: numbers[1].offset)
    }
    return .flutter(.interval(begin: begin, end: end, curve: curve))
  }

  /// Whether `label` followed by optional whitespace and ':' is at the cursor.
  func lookingAtLabel(_ label: String) -> Bool {
    guard lookingAt(label) else { return false }
    var look = index + label.count
    while look < characters.count, EasingParser.Scanner.isWhitespace(characters[look]) { look += 1 }
    return look < characters.count && characters[look] == ":"
  }

  /// `Offset(x, y) ×5)` after `ThreePointCubic(`.
  mutating func parseThreePointCubic() throws(EasingParseError) -> TimingFunction {
    let start = index
    var points: [Point] = []
    for position in 0..<5 {
      try skipWhitespace()
      if position > 0 {
        guard current == "," else { throw error("ThreePointCubic takes 5 Offsets; expected ','") }
        index += 1
        try skipWhitespace()
      }
      guard lookingAt("Offset") else { throw error("expected 'Offset(x, y)', found \(found)") }
      index += 6
      guard current == "(" else { throw error("expected '(' after 'Offset'") }
      index += 1
      let xy = try parseArguments(2...2, "Offset", java: false)
      points.append(Point(x: xy[0].value, y: xy[1].value))
    }
    try skipWhitespace()
    if current == "," {
      index += 1
      try skipWhitespace()
    }
    guard current == ")" else { throw error("expected ')'") }
    index += 1
    do {
      return .flutter(
        .threePointCubic(
          try ThreePointCubic(a1: points[0], b1: points[1], midpoint: points[2], a2: points[3], b2: points[4])))
    } catch {
      throw self.error("ThreePointCubic: \(error.description)", at: start)
    }
  }

  /// `path(…)` data up to the closing `)` (or, when `quoted`, a `"…"` string),
  /// parsed as SVG path data and checked by ``PathEasing``; errors point into the data.
  mutating func parsePathEasing(quoted: Bool) throws(EasingParseError) -> TimingFunction {
    if quoted { index += 1 }
    let dataStart = index
    let terminator: Character = quoted ? "\"" : ")"
    while let c = current, c != terminator { index += 1 }
    guard current == terminator else {
      throw error(quoted ? "unterminated path string" : "expected ')' after the path data")
    }
    let data = String(characters[dataStart..<index])
    index += 1
    let parsed: (path: BezierPath, elementOffsets: [Int])
    do { parsed = try SVGPathParser.parseWithOffsets(data) } catch {
      throw self.error("path data: \(error.message)", at: dataStart + characterOffset(in: data, scalars: error.offset))
    }
    do {
      return .path(try PathEasing(parsed.path))
    } catch {
      let offset = error.element < parsed.elementOffsets.count ? parsed.elementOffsets[error.element] : 0
      throw self.error("path: \(error.message)", at: dataStart + characterOffset(in: data, scalars: offset))
    }
  }

  /// The character offset of the Unicode-scalar (ASCII-byte) offset `scalars` in `text`.
  func characterOffset(in text: String, scalars: Int) -> Int {
    var count = 0
    var characterIndex = 0
    for character in text {
      if count >= scalars { break }
      count += character.unicodeScalars.count
      characterIndex += 1
    }
    return characterIndex
  }
}
