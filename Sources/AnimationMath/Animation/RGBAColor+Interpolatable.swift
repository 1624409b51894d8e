/// Colors interpolate each component independently, without premultiplying by
/// alpha (the documented behaviour of `CABasicAnimation` on `CGColor`
/// properties in the same color space is not public; straight component-wise
/// interpolation is what the bench chooses, see TIMING_NOTES).
extension RGBAColor: Interpolatable {
  /// Component-wise `self + (other − self)·fraction`.
  public func interpolated(to other: RGBAColor, by fraction: Double) -> RGBAColor {
    RGBAColor(
      red: red.interpolated(to: other.red, by: fraction), green: green.interpolated(to: other.green, by: fraction),
      blue: blue.interpolated(to: other.blue, by: fraction), alpha: alpha.interpolated(to: other.alpha, by: fraction))
  }

  /// Component-wise `self + factor·other`.
  public func adding(_ other: RGBAColor, scaledBy factor: Double) -> RGBAColor {
    RGBAColor(
      red: red + factor * other.red, green: green + factor * other.green, blue: blue + factor * other.blue,
      alpha: alpha + factor * other.alpha)
  }

  /// Component-wise `factor·self`.
  public func scaled(by factor: Double) -> RGBAColor {
    RGBAColor(red: factor * red, green: factor * green, blue: factor * blue, alpha: factor * alpha)
  }

  /// Euclidean distance in (r, g, b, a).
  public func distance(to other: RGBAColor) -> Double {
    let d = [other.red - red, other.green - green, other.blue - blue, other.alpha - alpha]
    return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
  }

  /// `r`, `g`, `b`, `a`.
  public var componentNames: [String] { ["r", "g", "b", "a"] }

  /// `[red, green, blue, alpha]`.
  public var componentValues: [Double] { [red, green, blue, alpha] }
}
