/// A color as red, green, blue and alpha components in [0, 1] (sRGB, not
/// premultiplied), like a `CGColor` in the device RGB space.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Alpha (opacity), 0…1.
  public var alpha: Double

  /// Creates a color from components in [0, 1].
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `rgba(r, g, b, a)` with components in [0, 1].
  public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
