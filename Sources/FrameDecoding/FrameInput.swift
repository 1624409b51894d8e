import AnimationMath
import Foundation

/// Frames to measure: a video, a folder of PNG frames or a list of PNG files,
/// decoded by ffmpeg run as a process into ``RGBAFrame``s.
public struct FrameInput: Sendable {
  /// Where the frames come from.
  public enum Source: Sendable, Equatable {
    /// A video file, decoded stream by stream.
    case video(String)
    /// PNG files, one frame each, in this order.
    case images([String])
  }

  /// The frames' origin.
  public let source: Source
  /// Every frame's width, px.
  public let width: Int
  /// Every frame's height, px.
  public let height: Int
  /// How many frames there are, > 0.
  public let count: Int
  /// A video's own presentation times, seconds, one per frame; nil for PNG frames.
  public let timestamps: [Double]?

  /// The input `paths` name: one folder (its `.png` files in natural name
  /// order, frame2 before frame10), one video file, or PNG files in the order given.
  /// Sizes are read here (PNG headers, ffprobe); pixels later, by ``forEachFrame(only:_:)``.
  public static func open(_ paths: [String]) throws(FrameDecodingError) -> FrameInput {
    guard let first = paths.first else { throw .noFrames(path: "") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory) else {
      throw .unreadable(path: first, reason: "no such file or directory")
    }
    if paths.count == 1, isDirectory.boolValue {
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: first)
      } catch {
        throw .unreadable(path: first, reason: "the folder cannot be listed")
      }
      let pngs = names.filter { $0.lowercased().hasSuffix(".png") }.sorted(by: NaturalOrder.precedes)
      guard !pngs.isEmpty else { throw .noFrames(path: first) }
      let base = first.hasSuffix("/") ? first : first + "/"
      return try images(pngs.map { base + $0 })
    }
    if paths.count == 1, !first.lowercased().hasSuffix(".png") { return try video(first) }
    return try images(paths)
  }

  private static func images(_ paths: [String]) throws(FrameDecodingError) -> FrameInput {
    var size: (Int, Int)?
    for path in paths {
      let (width, height) = try PNGHeader.size(of: path)
      if let size, size != (width, height) {
        throw .sizeMismatch(
          path: path, width: width, height: height, expectedWidth: size.0, expectedHeight: size.1)
      }
      size = (width, height)
    }
    return FrameInput(source: .images(paths), width: size!.0, height: size!.1, count: paths.count, timestamps: nil)
  }

  private static func video(_ path: String) throws(FrameDecodingError) -> FrameInput {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .unreadable(path: path, reason: "permission denied")
    }
    let probe = try ExternalTool.find("ffprobe")
    let common = ["-v", "error", "-select_streams", "v:0", "-of", "csv=p=0"]
    let sizeText = String(
      decoding: try probe.output(common + ["-show_entries", "stream=width,height", path], path: path), as: UTF8.self)
    let fields = sizeText.split(whereSeparator: { $0 == "," || $0.isNewline }).compactMap { Int($0) }
    guard fields.count >= 2, fields[0] > 0, fields[1] > 0 else { throw .noFrames(path: path) }
    let timeText = String(
      decoding: try probe.output(common + ["-show_entries", "frame=best_effort_timestamp_time", path], path: path),
      as: UTF8.self)
    var times: [Double] = []
    for line in timeText.split(whereSeparator: \.isNewline) {
      let cell = line.split(separator: ",").first.map(String.init) ?? ""
      guard let time = Double(cell), time.isFinite else {
        throw .decodeFailed(path: path, detail: "a frame has no timestamp ('\(line)')")
      }
      times.append(time)
    }
    guard !times.isEmpty else { throw .noFrames(path: path) }
    return FrameInput(source: .video(path), width: fields[0], height: fields[1], count: times.count, timestamps: times)
  }

  /// Decodes the frames in order and hands each to `body` with its index
  /// (from 0); with `only`, just those indices.
  public func forEachFrame(only: Set<Int>? = nil, _ body: (Int, RGBAFrame) throws(FrameDecodingError) -> Void)
    throws(FrameDecodingError)
  {
    let ffmpeg = try ExternalTool.find("ffmpeg")
    let frameBytes = width * height * 4
    switch source {
    case .images(let paths):
      for (index, path) in paths.enumerated() where only?.contains(index) ?? true {
        let data = try ffmpeg.output(
          ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"], path: path)
        guard data.count == frameBytes, let frame = RGBAFrame(width: width, height: height, bytes: [UInt8](data)) else {
          throw .decodeFailed(path: path, detail: "ffmpeg gave \(data.count) bytes for a \(width)×\(height) frame")
        }
        try body(index, frame)
      }
    case .video(let path):
      var index = 0
      try ffmpeg.stream(
        [
          "-v", "error", "-i", path, "-map", "0:v:0", "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba",
          "-",
        ],
        path: path, chunkSize: frameBytes
      ) { (data: Data) throws(FrameDecodingError) in
        defer { index += 1 }
        guard index < count else {
          throw .decodeFailed(path: path, detail: "ffmpeg decoded more frames than ffprobe counted (\(count))")
        }
        guard only?.contains(index) ?? true else { return }
        try body(index, RGBAFrame(width: width, height: height, bytes: [UInt8](data))!)
      }
      guard index == count else {
        throw .decodeFailed(path: path, detail: "ffmpeg decoded \(index) frames where ffprobe counted \(count)")
      }
    }
  }
}
