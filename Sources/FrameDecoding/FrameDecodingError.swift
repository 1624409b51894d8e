/// Why frames could not be read, each with its message in one place.
public enum FrameDecodingError: Error, Sendable, Equatable {
  /// ffmpeg or ffprobe is not on the PATH.
  case toolMissing(String)
  /// A path that cannot be read, with the reason.
  case unreadable(path: String, reason: String)
  /// A file that is not a PNG where one is expected.
  case notPNG(path: String)
  /// The input holds no frames.
  case noFrames(path: String)
  /// A frame whose size differs from the first frame's.
  case sizeMismatch(path: String, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
  /// ffmpeg or ffprobe failed on `path`; `detail` is its own message.
  case decodeFailed(path: String, detail: String)

  /// Whether the input is at fault (a usage error) rather than the machine (a missing tool).
  public var isInputError: Bool {
    if case .toolMissing = self { return false }
    return true
  }

  /// The message, one line, without `Error: `.
  public var message: String {
    switch self {
    case .toolMissing(let tool):
      return "\(tool) is not installed; measure decodes frames with it. Install it with "
        + "'sudo apt-get install -y ffmpeg' (Debian, Ubuntu) or 'brew install ffmpeg' (macOS)"
    case .unreadable(let path, let reason):
      return "'\(path)' cannot be read: \(reason)"
    case .notPNG(let path):
      return "'\(path)' is not a PNG file (a folder or a list holds PNG frames)"
    case .noFrames(let path):
      return "'\(path)' holds no frames"
    case .sizeMismatch(let path, let width, let height, let expectedWidth, let expectedHeight):
      return "'\(path)' is \(width)×\(height) px where the first frame is \(expectedWidth)×\(expectedHeight); "
        + "every frame must have the same size"
    case .decodeFailed(let path, let detail):
      return "'\(path)' could not be decoded: \(detail)"
    }
  }
}
