/* The straightforward C baseline: an under-damped spring's closed form
 * (exp, cos, sin per sample, which gcc -O2 fuses into one sincos call).
 * Built as a shared object (gcc -O2 -shared -fPIC closed_form.c -lm) that the
 * Swift harness loads with dlopen, so that its repeats interleave with the
 * Swift kernels' in one process. */
#include <math.h>

/* Position + velocity summed over `n` times, for the spring of natural
 * frequency w, damping ratio z < 1, released at displacement d0 (from - to)
 * with velocity v0. */
double c_closed_form(const double *times, long n, double w, double z, double d0, double v0) {
  const double lam = z * w, wd = w * sqrt(1 - z * z);
  const double a1 = v0 + lam * d0, a2 = lam * v0 + w * w * d0;
  double acc = 0;
  for (long i = 0; i < n; i++) {
    double t = times[i], e = exp(-lam * t), c = cos(wd * t), s = sin(wd * t) / wd;
    acc += e * (d0 * c + a1 * s) + e * (v0 * c - a2 * s);
  }
  return acc;
}

#include <stdio.h>

/* Formats `n` doubles with snprintf("%.17g") into `buffer` (64 bytes each,
 * reused); returns the total length, so that nothing is optimised away. */
long c_format(const double *values, long n, char *buffer) {
  long total = 0;
  for (long i = 0; i < n; i++) total += snprintf(buffer, 64, "%.17g", values[i]);
  return total;
}
