import Foundation
import Testing

extension Tag {
  /// A statistical sweep: a seeded population large enough to measure a
  /// rate (coverage, agreement with GSL, recovery) rather than a handful of
  /// cases. Each runs at a reduced size under a plain `swift test` and at
  /// full size under `./run-tests`; see ``StatisticalSweep``.
  @Tag public static var statistical: Self
}

/// The size of a statistical sweep, reduced or full.
///
/// A plain `swift test` runs every sweep at its reduced size, which still
/// asserts every claim the sweep makes (on fewer cases); `./run-tests`
/// exports `SPRINGBENCH_FULL_SWEEPS=1` and runs the full size. Each sweep
/// prints the size it used, so a log says which one ran. Run the full size
/// by hand with `SPRINGBENCH_FULL_SWEEPS=1 swift test --filter .tags:statistical`.
public enum StatisticalSweep {
  /// The environment variable that selects the full sizes (value `1`).
  public static let environmentVariable = "SPRINGBENCH_FULL_SWEEPS"

  /// Whether this run uses the full sizes.
  public static let isFull = ProcessInfo.processInfo.environment[environmentVariable] == "1"

  /// `full` under `SPRINGBENCH_FULL_SWEEPS=1`, else `reduced`.
  public static func size<Value>(reduced: Value, full: Value) -> Value {
    isFull ? full : reduced
  }

  /// `size(reduced:full:)` for a count, printed with `name` as
  /// "sweep NAME: 300 (reduced; full 1000 with SPRINGBENCH_FULL_SWEEPS=1)".
  public static func count(_ name: String, reduced: Int, full: Int) -> Int {
    let n = size(reduced: reduced, full: full)
    print("sweep \(name): \(describe(n, reduced: reduced, full: full))")
    return n
  }

  /// "1000 (full)" or "300 (reduced; full 1000 with SPRINGBENCH_FULL_SWEEPS=1)".
  public static func describe(_ n: Int, reduced: Int, full: Int) -> String {
    isFull ? "\(n) (full)" : "\(n) (reduced; full \(full) with \(environmentVariable)=1)"
  }
}
