/// An opaque 8-bit sRGB colour, as a screenshot or a decoded video frame stores it.
public struct PixelColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8

  /// A colour from its three 8-bit channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour written `#RRGGBB` (the `#` optional, hex digits in either case); nil otherwise.
  public init?(hex text: some StringProtocol) {
    let digits = Array((text.hasPrefix("#") ? text.dropFirst() : text[...]).utf8)
    guard digits.count == 6 else { return nil }
    var channels: [UInt8] = []
    for pair in stride(from: 0, to: 6, by: 2) {
      guard let high = Self.hexValue(digits[pair]), let low = Self.hexValue(digits[pair + 1]) else { return nil }
      channels.append(high << 4 | low)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2])
  }

  /// `#RRGGBB` in upper-case hex.
  public var description: String {
    let digits = Array("0123456789ABCDEF".utf8)
    var text: [UInt8] = [UInt8(ascii: "#")]
    for channel in [red, green, blue] { text += [digits[Int(channel >> 4)], digits[Int(channel & 15)]] }
    return String(decoding: text, as: UTF8.self)
  }

  /// The Euclidean distance between black and white in 8-bit RGB, 255·√3: the
  /// unit of a colour-key tolerance.
  public static let fullDistance = 255 * 3.0.squareRoot()

  /// The three channels packed as 0xRRGGBB, an order for ties.
  var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
