import Testing

@testable import SpringBenchCLI

@Suite("JSONKey: CSV column names as camelCase JSON keys")
struct JSONKeyTests {
  @Test(
    "snake_case becomes camelCase; camelCase, dotted scene columns and labels are kept",
    arguments: [
      ("engine_time", "engineTime"), ("rk8pd_value", "rk8pdValue"), ("param_damping_ratio", "paramDampingRatio"),
      ("max_curve_standard_error", "maxCurveStandardError"), ("float32_value", "float32Value"), ("t", "t"),
      ("fitQuality", "fitQuality"), ("intervalLowerEnd", "intervalLowerEnd"), ("heart.position.x", "heart.position.x"),
      ("my_layer.opacity", "my_layer.opacity"), ("settling duration (s)", "settling duration (s)"),
    ])
  func camelCase(_ name: String, _ key: String) {
    #expect(JSONKey.camelCase(name) == key)
  }
}
