import AnimationMath
import TestSupport
import Testing

/// Lerps of small numbers at exact binary fractions, or one cubic-bézier
/// solve: a few ulp.
private let valueTolerance = 1e-12

private func timing(
  begin: Double = 0, duration: Double = 0, fill: FillMode = .removed, removedOnCompletion: Bool = true
) -> MediaTiming {
  // Valid constants.
  try! MediaTiming(beginTime: begin, duration: duration, fillMode: fill, removedOnCompletion: removedOnCompletion)
}

private func ramp(_ keyPath: String, _ timing: MediaTiming) -> LayerAnimation {
  .basic(BasicAnimation(keyPath: keyPath, from: .scalar(0), to: .scalar(1), timing: timing))
}

private func value(_ values: [PropertyValue], _ keyPath: String) -> Double? {
  guard case .scalar(let x) = values.last(where: { $0.keyPath == keyPath })?.value else { return nil }
  return x
}

@Suite("AnimationGroup: children in the group's eased, clipped time")
struct AnimationGroupTests {
  @Test("linear group: children see the group's local time; they are clipped, not scaled")
  func clipping() {
    // Group b 1, D 2, linear: child time τ = (t − 1). Child a: b 0.5, D 1 →
    // (τ − 0.5). Child b: D 3 > 2 → at the group's end p = 2/3 (clipped).
    let group = AnimationGroup(
      animations: [ramp("a", timing(begin: 0.5, duration: 1)), ramp("b", timing(duration: 3))],
      timing: timing(begin: 1, duration: 2))
    let early = group.values(parentTime: 1.25)  // τ 0.25: a before (no fill), b 1/12
    #expect(value(early, "a") == nil)
    expectClose(value(early, "b") ?? .nan, 0.25 / 3, absolute: valueTolerance)
    let middle = group.values(parentTime: 2)  // τ 1: a 0.5, b 1/3
    expectClose(value(middle, "a") ?? .nan, 0.5, absolute: valueTolerance)
    expectClose(value(middle, "b") ?? .nan, 1.0 / 3, absolute: valueTolerance)
    let end = group.values(parentTime: 3)  // τ 2 (closed interval): b 2/3, never 1
    expectClose(value(end, "b") ?? .nan, 2.0 / 3, absolute: valueTolerance)
    #expect(group.values(parentTime: 3.5).isEmpty)  // the group is removed, and so are its children
  }

  @Test("the group's timing function warps the children's time")
  func easedTime() throws {
    // steps(2, end), D 1: t 0.3 → q 0 → τ 0; t 0.6 → q ½ → τ ½. Child D 1 linear.
    var group = AnimationGroup(
      animations: [ramp("x", timing(duration: 1))], timing: timing(duration: 1),
      timingFunction: .steps(try StepsEasing(count: 2, position: .jumpEnd)))
    expectClose(value(group.values(parentTime: 0.3), "x") ?? .nan, 0, absolute: valueTolerance)
    expectClose(value(group.values(parentTime: 0.6), "x") ?? .nan, 0.5, absolute: valueTolerance)
    expectClose(group.childTime(parentTime: 0.6) ?? .nan, 0.5, absolute: valueTolerance)
    // easeInEaseOut is symmetric: f(½) = ½, so τ(½) = ½ (seed 003's test point).
    group.timingFunction = .easeInEaseOut
    expectClose(group.childTime(parentTime: 0.5) ?? .nan, 0.5, absolute: valueTolerance)
  }

  @Test("children inherit the group's duration and ignore removedOnCompletion")
  func inheritance() {
    // Child D 0 → the group's 4: at τ 1, p ¼.
    let inherit = AnimationGroup(animations: [ramp("x", timing())], timing: timing(duration: 4))
    expectClose(value(inherit.values(parentTime: 1), "x") ?? .nan, 0.25, absolute: valueTolerance)
    // Child D 1 with fill forwards (removedOnCompletion YES, ignored in a
    // group): at τ 1.5 it holds 1; a top-level twin would be removed.
    let hold = AnimationGroup(
      animations: [ramp("x", timing(duration: 1, fill: .forwards))], timing: timing(duration: 2))
    expectClose(value(hold.values(parentTime: 1.5), "x") ?? .nan, 1, absolute: valueTolerance)
  }

  @Test("a frozen group (fill forwards) keeps a child that ends with it at its end value")
  func frozenGroup() {
    // Seed 003's recipe: group fill forwards, removedOnCompletion NO; child
    // b 0.2, D 0.8 ends exactly at the group's end. After the group: q = 1,
    // τ = 1 = the child's end → applied (closed interval) at 1.
    let group = AnimationGroup(
      animations: [ramp("path", timing(begin: 0.2, duration: 0.8)), ramp("scale", timing(duration: 0.2))],
      timing: timing(duration: 1, fill: .forwards, removedOnCompletion: false), timingFunction: .easeInEaseOut)
    let after = group.values(parentTime: 5)
    expectClose(value(after, "path") ?? .nan, 1, absolute: valueTolerance)
    #expect(value(after, "scale") == nil, "the scale child has no fill: the layer shows its model value")
  }

  @Test("Animation.keyPaths lists a group's properties in order")
  func keyPaths() {
    let group = LayerAnimation.group(
      AnimationGroup(animations: [ramp("b", timing()), ramp("a", timing()), ramp("b", timing())], timing: timing()))
    #expect(group.keyPaths == ["b", "a"])
  }
}
