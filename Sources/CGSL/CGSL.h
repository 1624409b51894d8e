#pragma once
// The GSL headers the oracle uses. Nothing but GSLOracle imports this module.
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_poly.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_sf_ellint.h>

// GSL exposes its stepper types as mutable global pointers, which Swift 6
// rejects as shared mutable state; these accessors return them by value.
static inline const gsl_odeiv2_step_type *cgsl_odeiv2_step_type(int index) {
  switch (index) {
  case 0: return gsl_odeiv2_step_rk2;
  case 1: return gsl_odeiv2_step_rk4;
  case 2: return gsl_odeiv2_step_rkf45;
  case 3: return gsl_odeiv2_step_rkck;
  case 4: return gsl_odeiv2_step_rk8pd;
  case 5: return gsl_odeiv2_step_rk1imp;
  case 6: return gsl_odeiv2_step_rk2imp;
  case 7: return gsl_odeiv2_step_rk4imp;
  case 8: return gsl_odeiv2_step_bsimp;
  case 9: return gsl_odeiv2_step_msadams;
  case 10: return gsl_odeiv2_step_msbdf;
  default: return 0;
  }
}

// Accessors for GSL's global solver descriptors: Swift 6 refuses to read a
// mutable C global from concurrent code, so the oracle calls these instead.
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_brent(void) {
  return gsl_root_fsolver_brent;
}

// Nonlinear least squares (GSLFitOracle): the trust-region method and the
// Levenberg–Marquardt-with-geodesic-acceleration subproblem.
#include <gsl/gsl_multifit_nlinear.h>

static inline const gsl_multifit_nlinear_type *cgsl_multifit_nlinear_trust(void) {
  return gsl_multifit_nlinear_trust;
}
static inline const gsl_multifit_nlinear_trs *cgsl_multifit_nlinear_trs_lmaccel(void) {
  return gsl_multifit_nlinear_trs_lmaccel;
}
static inline const gsl_multifit_nlinear_scale *cgsl_multifit_nlinear_scale_more(void) {
  return gsl_multifit_nlinear_scale_more;
}
