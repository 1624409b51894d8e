#pragma once
// The GSL headers the oracle uses. Nothing but GSLOracle imports this module.
#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_integration.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_poly.h>
#include <gsl/gsl_math.h>

// Accessors for GSL's global solver descriptors: Swift 6 refuses to read a
// mutable C global from concurrent code, so the oracle calls these instead.
static inline const gsl_root_fsolver_type *cgsl_root_fsolver_brent(void) {
  return gsl_root_fsolver_brent;
}
