import Foundation

/// The size a PNG file's header declares, read without decoding the image.
enum PNGHeader {
  /// The width and height, px, from the IHDR chunk that must follow the signature.
  static func size(of path: String) throws(FrameDecodingError) -> (width: Int, height: Int) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      throw .unreadable(
        path: path,
        reason: !exists ? "no such file" : isDirectory.boolValue ? "a folder, not a PNG file" : "permission denied")
    }
    defer { try? handle.close() }
    let bytes = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw .notPNG(path: path)
    }
    func number(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = number(16)
    let height = number(20)
    guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { throw .notPNG(path: path) }
    return (width, height)
  }
}
