/// Arc length along a whole ``BezierPath``: total length, positions by arc length,
/// and N samples spaced by Bézier parameter or by arc length.
///
/// Building a measure builds one ``ArcLengthTable`` per drawing segment
/// (typically 40–500 speed evaluations each, 230 on average for random cubics) and the running lengths at the
/// segment boundaries. Move-to elements are jumps and add no length; a
/// close adds its line back to the subpath start (see ``BezierPath``).
///
/// ``samples(count:spacing:)`` with ``PathSampleSpacing/arcLength`` walks the
/// segment and panel tables once, so N samples cost O(N + panels), each a
/// few guarded Newton steps inside one panel.
public struct PathMeasure: Sendable {
  /// The path measured.
  public let path: BezierPath
  /// One table per entry of ``BezierPath/segments``.
  public let tables: [ArcLengthTable]
  /// Arc length from the path's start to the start of each segment, plus the
  /// total at the end (count = segments + 1).
  public let segmentStarts: [Double]

  /// The most samples ``samples(count:spacing:)`` will produce.
  public static let maximumSampleCount = 10_000_000

  /// Measures `path`.
  public init(_ path: BezierPath) {
    self.path = path
    tables = path.segments.map { ArcLengthTable($0) }
    var starts = [0.0]
    starts.reserveCapacity(tables.count + 1)
    for table in tables { starts.append(starts[starts.count - 1] + table.length) }
    segmentStarts = starts
  }

  /// The total arc length (0 for a path without drawing segments).
  public var length: Double { segmentStarts[segmentStarts.count - 1] }

  /// Arc length from the path's start to parameter `t` of segment `segment`.
  ///
  /// - Precondition: `segment` is a valid index into ``BezierPath/segments``.
  public func arcLength(segment: Int, parameter t: Double) -> Double {
    segmentStarts[segment] + tables[segment].arcLength(at: t)
  }

  /// The sample at parameter `t ∈ [0, 1]` of segment `segment`.
  ///
  /// - Precondition: `segment` is a valid index into ``BezierPath/segments``.
  public func sample(segment: Int, parameter t: Double) -> PathSample {
    let t = min(max(t, 0), 1)
    return makeSample(segment, t, arcLength: arcLength(segment: segment, parameter: t))
  }

  /// The sample at arc length `arcLength` from the start (clamped to
  /// [0, ``length``]): the point a distance `arcLength` along the path.
  ///
  /// The sample's ``PathSample/arcLength`` is the arc length of the point
  /// returned, `s(parameter)`, which differs from the request by rounding
  /// only (≤ 2⁻⁴⁸·L; exactly a panel boundary's sum when the request is
  /// within 2⁻⁵⁰·L of it, so a request landing on a cusp returns the cusp).
  ///
  /// At a boundary between segments the later segment is chosen (at t = 0);
  /// at the very start the first segment of positive length, at the very
  /// end the last one (at t = 1), so zero-length segments never provide a
  /// sample when a real one is there.
  ///
  /// - Throws: ``PathSamplingError/noSegments`` for a path without segments.
  public func sample(atArcLength arcLength: Double) throws(PathSamplingError) -> PathSample {
    guard !tables.isEmpty else { throw .noSegments }
    var walker = Walker()
    return sample(atArcLength: arcLength, walker: &walker)
  }

  /// The samples at each arc length of `arcLengths` (metres along the path
  /// from its start, in any order; each clamped to [0, ``length``]), in the
  /// order given: the batch form of ``sample(atArcLength:)``.
  ///
  /// Ascending requests walk the tables once (O(N + panels)); a request
  /// behind the previous one restarts the walk.
  ///
  /// - Throws: ``PathSamplingError/noSegments`` for a path without segments;
  ///   ``PathSamplingError/nonFiniteArcLength(_:)`` for a NaN or infinite
  ///   request.
  public func samples(atArcLengths arcLengths: [Double]) throws(PathSamplingError) -> [PathSample] {
    guard !tables.isEmpty else { throw .noSegments }
    if let bad = arcLengths.first(where: { !$0.isFinite }) { throw .nonFiniteArcLength(bad) }
    var walker = Walker()
    return arcLengths.map { sample(atArcLength: $0, walker: &walker) }
  }

  /// `count` samples of the path, both ends included, spaced as `spacing`
  /// says (see ``PathSampleSpacing``).
  ///
  /// For ``PathSampleSpacing/arcLength`` sample k is the point at arc
  /// length `L·k/(count − 1)`; its ``PathSample/arcLength`` is `s(t)` of the
  /// point returned, within 2⁻⁴⁸·L of the request (see
  /// ``sample(atArcLength:)``), and the parameters are nondecreasing within
  /// each segment. A zero-length path gives `count` samples at its start point
  /// with arc length 0 — never a NaN.
  ///
  /// - Throws: ``PathSamplingError/noSegments`` when the path has no
  ///   drawing segment; ``PathSamplingError/invalidSampleCount(_:)`` unless
  ///   2 ≤ `count` ≤ ``maximumSampleCount``.
  public func samples(
    count: Int, spacing: PathSampleSpacing
  ) throws(PathSamplingError) -> [PathSample] {
    guard count >= 2, count <= Self.maximumSampleCount else {
      throw .invalidSampleCount(count)
    }
    guard !tables.isEmpty else { throw .noSegments }
    var result: [PathSample] = []
    result.reserveCapacity(count)
    let intervals = count - 1
    switch spacing {
    case .parameter:
      // u = k/(N−1), segment ⌊u·E⌋, t = frac(u·E), in exact integers.
      let segmentCount = tables.count
      var panel = 0
      var lastSegment = -1
      for k in 0..<count {
        let (quotient, remainder) = (k * segmentCount).quotientAndRemainder(dividingBy: intervals)
        let segment = min(quotient, segmentCount - 1)
        let t = quotient >= segmentCount ? 1.0 : Double(remainder) / Double(intervals)
        if segment != lastSegment { panel = 0 }
        lastSegment = segment
        let table = tables[segment]
        panel = table.panelIndex(containing: t, from: panel)
        let s =
          segmentStarts[segment] + (t >= 1 ? table.length : table.arcLength(at: t, panel: panel))
        result.append(makeSample(segment, t, arcLength: s))
      }
    case .arcLength:
      let total = length
      var walker = Walker()
      for k in 0..<count {
        let target = k == intervals ? total : total * Double(k) / Double(intervals)
        result.append(sample(atArcLength: target, walker: &walker))
      }
    }
    return result
  }

  // MARK: - Walking the tables

  /// The position of a forward walk through segments and panels.
  struct Walker {
    var segment = 0
    var panel = 0
    /// The last point solved in `panel` of `segment` (t, local arc length),
    /// from which the next solve in the same panel resumes.
    var last: (parameter: Double, arcLength: Double)?
  }

  /// The sample at `arcLength`, resuming the walk at `walker` when the
  /// target is not behind it (sorted targets make the walk linear).
  func sample(atArcLength arcLength: Double, walker: inout Walker) -> PathSample {
    let total = length
    if !(arcLength > 0) || !(arcLength < total) {
      let atEnd = arcLength >= total && total > 0
      let candidates = atEnd ? Array(tables.indices.reversed()) : Array(tables.indices)
      let segment = candidates.first { tables[$0].length > 0 } ?? candidates[0]
      let s = atEnd ? total : 0
      return makeSample(segment, atEnd ? 1 : 0, arcLength: s)
    }
    if segmentStarts[walker.segment] > arcLength { walker = Walker() }
    // The segment j with S_j ≤ s < S_{j+1} (so of positive length).
    while walker.segment + 1 < tables.count, segmentStarts[walker.segment + 1] <= arcLength {
      walker.segment += 1
      walker.panel = 0
      walker.last = nil
    }
    let table = tables[walker.segment]
    let local = min(arcLength - segmentStarts[walker.segment], table.length)
    if table.arcLength(atPanelStart: walker.panel) > local { walker.panel = 0 }
    let panel = table.panelIndex(containingArcLength: local, from: walker.panel)
    if panel != walker.panel { walker.last = nil }
    walker.panel = panel
    let (t, reached) = table.solve(arcLength: local, panel: panel, resume: walker.last)
    walker.last = (t, reached)
    return makeSample(walker.segment, t, arcLength: segmentStarts[walker.segment] + reached)
  }

  /// Assembles the sample of segment `segment` at `t`.
  func makeSample(_ segment: Int, _ t: Double, arcLength: Double) -> PathSample {
    let geometry = path.segments[segment]
    return PathSample(
      segment: segment, parameter: t, arcLength: arcLength, position: geometry.point(at: t),
      angle: geometry.tangentAngle(at: t))
  }
}
