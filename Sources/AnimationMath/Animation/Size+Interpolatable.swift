/// Sizes interpolate width and height independently.
extension Size: Interpolatable {
  /// Component-wise `self + (other − self)·fraction`.
  public func interpolated(to other: Size, by fraction: Double) -> Size {
    Size(
      width: width.interpolated(to: other.width, by: fraction),
      height: height.interpolated(to: other.height, by: fraction))
  }

  /// Component-wise `self + factor·other`.
  public func adding(_ other: Size, scaledBy factor: Double) -> Size {
    Size(width: width + factor * other.width, height: height + factor * other.height)
  }

  /// Component-wise `factor·self`.
  public func scaled(by factor: Double) -> Size { Size(width: factor * width, height: factor * height) }

  /// `√(Δwidth² + Δheight²)`.
  public func distance(to other: Size) -> Double {
    let dw = other.width - width
    let dh = other.height - height
    return (dw * dw + dh * dh).squareRoot()
  }

  /// `width`, `height`.
  public var componentNames: [String] { ["width", "height"] }

  /// `[width, height]`.
  public var componentValues: [Double] { [width, height] }
}
