import AnimationMath
import TestSupport
import Testing

/// GSL's Brent solve and our solver agree to 1e-14 on the output.
private let gslAgreement = 1e-14

@Suite("springbench ease")
struct EaseCommandTests {
  @Test("columns are exactly progress,value,slope; 101 inputs on [0, 1] by default; ends exact")
  func defaults() throws {
    let result = try BinaryRunner.run(["ease", "cubic-bezier(0.42, 0, 0.58, 1)"])
    #expect(result.status == 0)
    let csv = parseCSV(result.output)
    #expect(csv.header == ["progress", "value", "slope"])
    #expect(csv.rows.count == 101)
    expectClose(csv.rows.first![1], 0, absolute: 0)
    expectClose(csv.rows.last![1], 1, absolute: 0)
    expectClose(csv.rows[50][1], 0.5, absolute: 1e-15, "symmetric curve")
  }

  @Test(
    "--reference gsl agrees within 1e-14 on the hard curves",
    arguments: [
      "cubic-bezier(1, 0, 0, 1)", "cubic-bezier(0, 1, 0, 1)", "ease", "easeInEaseOut", "cubic-bezier(0.3, -2, 0.7, 3)",
    ])
  func gsl(function: String) throws {
    let result = try BinaryRunner.run(["ease", function, "--samples", "257", "--reference", "gsl"])
    #expect(result.status == 0, "\(result.standardError)")
    let csv = parseCSV(result.output)
    #expect(csv.header == ["progress", "value", "slope", "gsl_value", "gsl_error"])
    for row in csv.rows {
      expectClose(row[1], row[3], absolute: gslAgreement, "\(function) at \(row[0])")
    }
  }

  @Test("--inputs outside [0, 1], --before-flag and --float32")
  func inputs() throws {
    let steps = parseCSV(try BinaryRunner.run(["ease", "steps(4, jump-end)", "--inputs", "-0.5,0,0.25,1.2"]).output)
    #expect(steps.rows.map { $0[0] } == [-0.5, 0, 0.25, 1.2])
    let before = parseCSV(try BinaryRunner.run(["ease", "step-start", "--inputs=0", "--before-flag"]).output)
    let after = parseCSV(try BinaryRunner.run(["ease", "step-start", "--inputs=0"]).output)
    // CSS Easing §steps: at input 0 step-start jumps to 1, unless the before flag is set.
    expectClose(before.rows[0][1], 0, absolute: 0)
    expectClose(after.rows[0][1], 1, absolute: 0)
    let float = parseCSV(try BinaryRunner.run(["ease", "easeIn", "--samples", "11", "--float32"]).output)
    #expect(float.header.last == "float32_value")
    for row in float.rows { expectClose(row[3], row[1], absolute: 1e-6, "Float evaluation near Double") }
  }

  @Test("'spring' normalises the spring flags' curve to progress over the duration")
  func spring() throws {
    let csv = parseCSV(
      try BinaryRunner.run(["ease", "spring", "--damping", "0.6", "--velocity", "0.8", "--samples", "11"]).output)
    let motion = try SpringSolution(
      parameters: .uikit(duration: 0.5, dampingRatio: 0.6, initialSpringVelocity: 0.8), from: 0, to: 1,
      initialVelocity: 0.8)
    for row in csv.rows {
      expectClose(row[1], motion.position(at: row[0] * 0.5), absolute: 1e-15, "progress \(row[0])")
    }
  }

  @Test(
    "bad functions and flags exit 64 with one line pointing at the problem",
    arguments: [
      (["ease"], "<function>"),
      (["ease", "cubic-bezier(0.42, 0, 0.58)"], "column"),
      (["ease", "cubic-bezier(2, 0, 0.58, 1)"], "column"),
      (["ease", "steps(0)"], "column"),
      (["ease", "linear(0)"], "column"),
      (["ease", "bounce"], "column"),
      // Malformed strings, verbatim.
      (["ease", "cubic-bezier(1.5,0,0,1)"], "column 14"),
      (["ease", "cubic-bezier(0,0,1)"], "column 19"),
      (["ease", "steps(0)"], "column 7"),
      (["ease", "linear()"], "column 8"),
      (["ease", "cubic-bezier(nan,0,1,1)"], "column 14"),
      (["ease", "easeInOutSpicy"], "column 10"),  // easings.net names parse now; a bad family does not
      (["ease", "ease-in trailing"], "column 9"),
      (["ease", "ease", "--samples", "1"], "--samples"),
      (["ease", "ease", "--step", "0"], "--step"),
      (["ease", "ease", "--inputs", "nan"], "--inputs"),
      (["ease", "ease", "--inputs", "0", "--samples", "3"], "--inputs"),
      (["ease", "steps(3)", "--reference", "gsl"], "--reference"),
      (["ease", "ease", "--reference", "mpmath"], "--reference"),
      (["ease", "ease", "--inputs", "2", "--reference", "gsl"], "--reference"),
      (["ease", "ease", "--samples", "100000000", "--reference", "gsl"], "--reference"),
      (["ease", "ease", "--stiffness", "100"], "--stiffness"),
      (["ease", "spring", "--damping-fraction", "0", "--response", "1"], "spring"),
      (["ease", "ease", "extra"], "extra"),
    ])
  func badInput(arguments: [String], fragment: String) throws {
    let result = try BinaryRunner.run(arguments)
    expectUsageError(result, naming: fragment, "\(arguments)")
  }
}
