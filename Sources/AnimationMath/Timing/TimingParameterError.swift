/// A timing parameter outside its range (a negative repeat count, a NaN
/// duration, …); see ``ParameterError``.
public typealias TimingParameterError = ParameterError
