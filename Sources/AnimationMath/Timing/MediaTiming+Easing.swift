/// The eased progress that animations and groups feed their values with.
extension MediaTiming {
  /// The eased progress `q = f(p)` at `parentTime`, or nil when the object is
  /// not applied; `f` is linear when `timingFunction` is nil (Core Animation's
  /// default for explicit animations).
  public func easedProgress(
    parentTime: Double, in placement: Placement = .topLevel, timingFunction: TimingFunction?
  ) -> Double? {
    guard let progress = evaluate(parentTime: parentTime, in: placement).progress else { return nil }
    return timingFunction?.value(at: progress) ?? progress
  }
}
