/// A timing-function parameter outside its range (a cubic-bezier x outside
/// [0, 1], too few `linear()` stops, …); see ``ParameterError``.
public typealias EasingParameterError = ParameterError
