internal import CGSL

/// The gsl_odeiv2 stepping methods the spring oracle can use.
///
/// Explicit Runge–Kutta methods (`rk2` … `rk8pd`) suit non-stiff springs;
/// the implicit ones (`rk1imp` … `bsimp`, `msbdf`) suit stiff, heavily
/// over-damped springs (ζ ≫ 1), whose fast mode forces explicit methods into
/// tiny steps. `bsimp` and `msbdf` use the analytic Jacobian.
public enum GSLStepper: String, Sendable, CaseIterable {
  /// Explicit embedded Runge–Kutta (2, 3).
  case rk2
  /// Explicit 4th order Runge–Kutta (classical).
  case rk4
  /// Explicit embedded Runge–Kutta–Fehlberg (4, 5).
  case rkf45
  /// Explicit embedded Runge–Kutta Cash–Karp (4, 5).
  case rkck
  /// Explicit embedded Runge–Kutta Prince–Dormand (8, 9): the default oracle.
  case rk8pd
  /// Implicit Gaussian first order Runge–Kutta (backward Euler).
  case rk1imp
  /// Implicit Gaussian second order Runge–Kutta (implicit midpoint).
  case rk2imp
  /// Implicit Gaussian 4th order Runge–Kutta.
  case rk4imp
  /// Implicit Bulirsch–Stoer method of Bader and Deuflhard (needs the Jacobian).
  case bsimp
  /// Variable-coefficient linear multistep Adams method in Nordsieck form.
  case msadams
  /// Variable-coefficient linear multistep backward differentiation formula.
  case msbdf

  /// GSL's step type object.
  var stepType: UnsafePointer<gsl_odeiv2_step_type> {
    let index = Int32(Self.allCases.firstIndex(of: self)!)
    return cgsl_odeiv2_step_type(index)
  }
}
