/// RGBA pixels as a PNG file, uncompressed (deflate's stored blocks), and
/// bytes as base64 text, for images embedded in an SVG.
enum PNGEncoder {
  /// A PNG of `width` × `height` 8-bit RGBA pixels (`rgba`, rows top to bottom).
  static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    precondition(rgba.count == width * height * 4, "one RGBA quadruple per pixel")
    var raw: [UInt8] = []
    raw.reserveCapacity(height * (width * 4 + 1))
    for row in 0..<height {
      raw.append(0)  // filter: none
      raw += rgba[(row * width * 4)..<((row + 1) * width * 4)]
    }
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    chunk("IHDR", header, into: &png)
    chunk("IDAT", zlibStored(raw), into: &png)
    chunk("IEND", [], into: &png)
    return png
  }

  /// `data` as a zlib stream of stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65_535)
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + bigEndian(b << 16 | a)
  }

  /// RFC 4648 base64 with padding.
  static func base64(_ data: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((data.count + 2) / 3 * 4)
    var index = 0
    while index < data.count {
      let count = min(3, data.count - index)
      var group = UInt32(data[index]) << 16
      if count > 1 { group |= UInt32(data[index + 1]) << 8 }
      if count > 2 { group |= UInt32(data[index + 2]) }
      for k in 0..<4 {
        out.append(k <= count ? alphabet[Int(group >> (18 - 6 * UInt32(k)) & 63)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func chunk(_ type: String, _ body: [UInt8], into png: inout [UInt8]) {
    let typed = Array(type.utf8) + body
    png += bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
