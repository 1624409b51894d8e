/// A spring parameter outside the range where the model is defined (mass ≤ 0,
/// negative damping, a non-finite input, …); see ``ParameterError``.
public typealias SpringParameterError = ParameterError
