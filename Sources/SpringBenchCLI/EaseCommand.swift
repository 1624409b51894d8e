import AnimationMath
import GSLOracle

/// `springbench ease FUNCTION`: a timing function's value and slope as CSV.
enum EaseCommand: BenchCommand {
  /// Default number of inputs on [0, 1] (a step of 0.01).
  static let defaultSamples = 101

  static let definition = CommandDefinition(
    name: "springbench ease",
    abstract: "Write a timing function's output as CSV: progress,value,slope.",
    usage: "springbench ease <function> [--samples <n> | --step <x> | --inputs <p1,…>] [<options>]",
    groups: [
      (
        "INPUTS",
        [
          OptionDefinition("samples", value: "n", help: "n evenly spaced inputs on [0, 1], both ends included.", default: "101"),
          OptionDefinition("step", value: "x", help: "Inputs 0, x, 2x, … on [0, 1], plus 1."),
          OptionDefinition("inputs", value: "p1,p2,…", help: "Exactly these inputs (any finite numbers, also outside [0, 1])."),
          OptionDefinition("before-flag", help: "Set the Web Animations before flag (matters for steps() only)."),
          OptionDefinition("float32", help: "Add a float32_value column: the function evaluated in Float, as Core Animation does."),
          OptionDefinition(
            "reference", value: "gsl",
            help: "Add gsl_value and gsl_error columns from GSL's root finder (cubic-bezier functions, inputs in [0, 1])."),
          CurveWriter.formatOption,
        ]
      )
    ] + SpringOptions.flagDefinitions,
    discussion: """
      <function> is CSS (cubic-bezier(x1, y1, x2, y2), steps(n, jump-end), linear(0,
      0.25 75%, 1), ease, ease-in-out, step-start, …), a Core Animation name (easeIn,
      easeInEaseOut, default, …), or 'spring': the spring flags' curve normalised to
      progress over its duration (UIKit's --duration, or the settling duration).
      slope is d value / d progress.
      """)

  static func run(_ arguments: ParsedArguments, output: inout OutputBuffer) throws(CommandLineError) {
    guard let text = arguments.positionals.first else {
      throw .usage("ease needs a <function>, for example 'cubic-bezier(0.42, 0, 0.58, 1)', 'steps(4)' or 'spring'")
    }
    if arguments.positionals.count > 1 { throw .usage("Unexpected argument '\(arguments.positionals[1])'") }
    let function = try timingFunction(text, arguments)
    let inputs = try inputGrid(arguments)
    let beforeFlag = arguments.has("before-flag")
    let withFloat = arguments.has("float32")
    var reference: CubicBezierTiming?
    if let name = arguments.raw("reference") {
      guard name == "gsl" else { throw .usage("\(arguments.spelling("reference")) takes 'gsl'; got '\(name)'") }
      guard case .cubicBezier(let curve) = function else {
        throw .usage("\(arguments.spelling("reference")) gsl applies to cubic-bezier functions; '\(text)' is not one")
      }
      reference = curve
    }
    // GSL first, so that a failure leaves stdout empty.
    var gslValues: [Double] = []
    if let curve = reference {
      guard inputs.count <= SpringCurveCommand.maximumReferenceSamples else {
        throw .usage("\(arguments.spelling("reference")) evaluates at most \(SpringCurveCommand.maximumReferenceSamples) inputs; this grid has \(inputs.count)")
      }
      gslValues.reserveCapacity(inputs.count)
      for index in inputs.indices {
        let p = inputs[index]
        guard p >= 0, p <= 1 else {
          throw .usage("\(arguments.spelling("reference")) gsl needs inputs in [0, 1]; got \(p)")
        }
        do {
          gslValues.append(try GSLTimingOracle.evaluate(curve, at: p).value)
        } catch {
          throw .failure("GSL reference failed at progress \(p): \(error)")
        }
      }
    }
    var columns = ["progress", "value", "slope"]
    if withFloat { columns.append("float32_value") }
    if reference != nil { columns += ["gsl_value", "gsl_error"] }
    var writer = try CurveWriter(
      arguments, columns: columns, rowCount: inputs.count,
      parameters: [("function", function.description), ("input", text), ("beforeFlag", beforeFlag ? "true" : "false")],
      decoration: .init(band: nil, title: "ease: \(function.description)", xLabel: "input progress"))
    writer.begin(&output)
    var row = [Double](repeating: 0, count: columns.count)
    for index in inputs.indices {
      let p = inputs[index]
      let (value, slope) = function.valueAndSlope(at: p, beforeFlag: beforeFlag)
      row[0] = p
      row[1] = value
      row[2] = slope
      var k = 3
      if withFloat {
        row[k] = Double(function.float32Value(at: Float(p), beforeFlag: beforeFlag))
        k += 1
      }
      if reference != nil {
        row[k] = gslValues[index]
        row[k + 1] = abs(value - gslValues[index])
      }
      try writer.append(row, &output)
    }
    writer.end(&output)
  }

  /// The function `text` names; `spring` takes the spring flags.
  static func timingFunction(_ text: String, _ arguments: ParsedArguments) throws(CommandLineError) -> TimingFunction {
    let springFlags = SpringOptions.flagNames.filter { arguments.has($0) }
    if text == "spring" {
      let spring = try SpringOptions(arguments)
      let duration: SpringEasing.Duration = spring.defaultEnd.map { .seconds($0) } ?? .settling(spring.band)
      do {
        return .spring(
          try SpringEasing(parameters: spring.parameters, relativeVelocity: spring.relativeVelocity, duration: duration))
      } catch {
        throw .usage("spring easing: \(error.description) (an undamped spring never settles; give --duration with UIKit flags)")
      }
    }
    if let flag = springFlags.first {
      throw .usage("\(arguments.spelling(flag)) applies to the function 'spring' only; got '\(text)'")
    }
    do {
      return try EasingParser.parse(text)
    } catch {
      throw .usage("<function> '\(text)': \(error.description)")
    }
  }

  /// The inputs: a grid on [0, 1] or the listed values.
  static func inputGrid(_ arguments: ParsedArguments) throws(CommandLineError) -> SampleValues {
    let given = ["samples", "step", "inputs"].filter { arguments.has($0) }
    if given.count > 1 {
      throw .usage("\(arguments.spelling(given[0])) cannot be combined with \(arguments.spelling(given[1])); choose one set of inputs")
    }
    do {
      if let list = try arguments.doubles("inputs", range: "finite numbers", accepts: { _ in true }) {
        guard list.count <= TimeGrid.maximumCount else { throw CommandLineError.usage("--inputs lists too many values") }
        return .listed(list)
      }
      if let step = try arguments.double("step", range: "a number in (0, 1]", accepts: { $0 > 0 && $0 <= 1 }) {
        return .grid(try TimeGrid(.step(step), end: 1))
      }
      let samples = try arguments.integer("samples", bounds: 2...TimeGrid.maximumCount) ?? defaultSamples
      return .grid(try TimeGrid(.samples(samples), end: 1))
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw .usage("\(error)")
    }
  }
}

