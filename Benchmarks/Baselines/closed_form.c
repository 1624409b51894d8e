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

/* Receives a full buffer of rows: `count` bytes at `bytes`. */
typedef void (*row_sink)(const char *bytes, long count, void *context);

/* The main job's kernel in C: the rows printf_rows.c prints (same header,
 * same spring in closed form, same "%.17g" numbers, so the same bytes),
 * formatted with snprintf into a 64 KiB buffer that goes to `flush` each
 * time it fills and at the end (dropped when `flush` is NULL), as stdio
 * would hand it to write(2). Returns the number of bytes formatted. */
long c_write_rows(long n, row_sink flush, void *context) {
  enum { capacity = 1 << 16, row_room = 128 };
  static char buffer[capacity + row_room];
  const double w = 10, z = 0.5, lam = z * w, wd = w * sqrt(1 - z * z);
  const double d0 = -1, v0 = 0, a1 = v0 + lam * d0, a2 = lam * v0 + w * w * d0;
  long used = snprintf(buffer, row_room, "t,value,velocity\n"), total = 0;
  for (long k = 0; k < n; k++) {
    double t = 1.0 * k / (n - 1), e = exp(-lam * t), c = cos(wd * t), s = sin(wd * t) / wd;
    used += snprintf(buffer + used, row_room, "%.17g,%.17g,%.17g\n", t, 1 + e * (d0 * c + a1 * s), e * (v0 * c - a2 * s));
    if (used > capacity) {
      if (flush) flush(buffer, used, context);
      total += used;
      used = 0;
    }
  }
  if (flush) flush(buffer, used, context);
  return total + used;
}
