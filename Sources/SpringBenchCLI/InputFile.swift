#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole input files (CSV, JSON) for the commands that take them.
enum InputFile {
  /// The largest input accepted, so that a wrong path (a device, a huge log)
  /// fails quickly instead of exhausting memory.
  static let maximumBytes = 1 << 30

  /// The bytes of `path` (without a UTF-8 byte-order mark); `-` reads stdin. A file that cannot be read is a
  /// usage error naming the path and the reason.
  static func contents(of path: String, flag: String) throws(CommandLineError) -> [UInt8] {
    let standardInput = StandardStreams.descriptor(forInput: path)
    let descriptor: Int32 = standardInput ?? open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .usage(.unreadable(input: flag, path: path, reason: String(cString: strerror(errno))))
    }
    defer { if standardInput == nil { close(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .usage(.unreadable(input: flag, path: path, reason: String(cString: strerror(errno))))
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
      guard bytes.count <= maximumBytes else {
        throw .usage(.tooLarge(what: "\(flag) '\(path)'", limit: maximumBytes, got: nil, advice: "bytes"))
      }
    }
    // A UTF-8 byte-order mark (Excel writes one) is not part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return bytes
  }

  /// The UTF-8 text of `path` without a byte-order mark; `input` names it in errors.
  static func text(of path: String, input: String) throws(CommandLineError) -> String {
    let bytes = try contents(of: path, flag: input)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .usage(.invalidInput(input: "\(input) '\(path)'", problem: "not UTF-8 text"))
    }
    return text
  }
}
