/// The still background a colour key measures against.
public enum FrameBackground: Sendable, Hashable {
  /// One colour everywhere.
  case uniform(PixelColor)
  /// A colour per pixel (a gradient, a texture), a frame of the same size.
  case perPixel(RGBAFrame)

  /// The most common colour of the border pixels of `frame` (its first and
  /// last rows and columns); among equally common colours, the smallest 0xRRGGBB.
  public static func borderMode(of frame: RGBAFrame) -> PixelColor {
    var counts: [PixelColor: Int] = [:]
    for column in 0..<frame.width {
      counts[frame.color(column: column, row: 0), default: 0] += 1
      if frame.height > 1 { counts[frame.color(column: column, row: frame.height - 1), default: 0] += 1 }
    }
    if frame.height > 2 {
      for row in 1..<(frame.height - 1) {
        counts[frame.color(column: 0, row: row), default: 0] += 1
        if frame.width > 1 { counts[frame.color(column: frame.width - 1, row: row), default: 0] += 1 }
      }
    }
    return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key.packed > b.key.packed }!.key
  }

  /// The per-channel temporal median of `frames` (all the same size, at least
  /// one): a pixel's background is the value it holds in most frames once a
  /// moving shape has passed. With an even count the lower of the two middle
  /// values is taken, so every channel is a value some frame holds.
  public static func temporalMedian(of frames: [RGBAFrame]) -> RGBAFrame {
    precondition(!frames.isEmpty, "a median needs at least one frame")
    var result = frames[0]
    let middle = (frames.count - 1) / 2
    var values = [UInt8](repeating: 0, count: frames.count)
    for index in 0..<result.bytes.count where index % 4 != 3 {
      for (k, frame) in frames.enumerated() { values[k] = frame.bytes[index] }
      values.sort()
      result.bytes[index] = values[middle]
    }
    for index in stride(from: 3, to: result.bytes.count, by: 4) { result.bytes[index] = 255 }
    return result
  }

  /// The background colour at pixel (`column`, `row`) of the frame.
  func color(column: Int, row: Int) -> PixelColor {
    switch self {
    case .uniform(let color): color
    case .perPixel(let frame): frame.color(column: column, row: row)
    }
  }
}
