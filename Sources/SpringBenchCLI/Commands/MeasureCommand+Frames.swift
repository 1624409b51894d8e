import AnimationMath
import FrameDecoding

/// The measurements of every frame, and the frames kept for a contact sheet.
struct MeasureRun {
  /// One per frame, nil where nothing is tracked.
  var measurements: [ShapeMeasurement?]
  /// The frames a contact sheet shows, with their indices, in order.
  var sampled: [(index: Int, frame: RGBAFrame)]
}

extension MeasureCommand {
  /// How many frames `--background auto` takes its median over, evenly spaced:
  /// enough for a shape that covers a pixel in fewer than half of them.
  static let medianFrameCount = 31
  /// How many frames a contact sheet shows.
  static let contactSheetFrameCount = 8

  /// `count` indices evenly spread over 0..<total, both ends included.
  static func evenlySpaced(_ count: Int, of total: Int) -> [Int] {
    guard total > count else { return Array(0..<total) }
    return (0..<count).map { Int((Double($0) * Double(total - 1) / Double(count - 1)).rounded()) }
  }

  /// Measures every frame of `input` in `region` under `key`, against `backgroundChoice`
  /// (nil: the first frame's border colour).
  static func measureFrames(
    _ input: FrameInput, key: CoverageKey, region: PixelRegion, background backgroundChoice: BackgroundChoice?,
    keepFrames: Bool
  ) throws(CommandLineError) -> MeasureRun {
    var background: FrameBackground?
    switch (key, backgroundChoice) {
    case (.alpha, _): background = .uniform(PixelColor(red: 0, green: 0, blue: 0))
    case (_, .color(let color)?): background = .uniform(color)
    case (_, .auto?):
      var frames: [RGBAFrame] = []
      let indices = Set(evenlySpaced(medianFrameCount, of: input.count))
      try decoding { () throws(FrameDecodingError) in try input.forEachFrame(only: indices) { frames.append($1) } }
      background = .perPixel(FrameBackground.temporalMedian(of: frames))
    case (_, nil): background = nil
    }
    let kept = keepFrames ? Set(evenlySpaced(contactSheetFrameCount, of: input.count)) : []
    var run = MeasureRun(measurements: [], sampled: [])
    run.measurements.reserveCapacity(input.count)
    try decoding { () throws(FrameDecodingError) in
      try input.forEachFrame { index, frame in
        // Without --background, the first frame's border decides it for every frame.
        let still = background ?? .uniform(FrameBackground.borderMode(of: frame))
        background = still
        run.measurements.append(
          ShapeMeasurement(CoverageMap(frame: frame, region: region, key: key, background: still)))
        if kept.contains(index) { run.sampled.append((index, frame)) }
      }
    }
    return run
  }
}
