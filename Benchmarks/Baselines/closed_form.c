/* The straightforward C baseline: an under-damped spring's closed form
 * (exp, cos, sin per sample, which gcc -O2 fuses into one sincos call).
 * Built as a shared object (gcc -O2 -shared -fPIC closed_form.c -lm) that the
 * Swift harness loads with dlopen, so that its repeats interleave with the
 * Swift kernels' in one process. */
#define _GNU_SOURCE
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

struct row_stream { row_sink flush; void *context; };

static ssize_t row_stream_write(void *cookie, const char *bytes, size_t count) {
  struct row_stream *stream = cookie;
  if (stream->flush) stream->flush(bytes, (long)count, stream->context);
  return (ssize_t)count;
}

/* The main job's kernel in C: printf_rows.c's loop (same header, same
 * spring in closed form, same "%.17g" numbers, so the same bytes) printed
 * with fprintf into a stdio stream with a 64 KiB buffer whose writes go to
 * `flush` (dropped when `flush` is NULL) instead of write(2): the C process's
 * work without process start-up or the system calls. Returns the bytes. */
long c_write_rows(long n, row_sink flush, void *context) {
  struct row_stream stream = {flush, context};
  cookie_io_functions_t functions = {NULL, row_stream_write, NULL, NULL};
  FILE *out = fopencookie(&stream, "w", functions);
  if (!out) return -1;
  setvbuf(out, NULL, _IOFBF, 1 << 16);
  const double w = 10, z = 0.5, lam = z * w, wd = w * sqrt(1 - z * z);
  const double d0 = -1, v0 = 0, a1 = v0 + lam * d0, a2 = lam * v0 + w * w * d0;
  long total = fprintf(out, "t,value,velocity\n");
  for (long k = 0; k < n; k++) {
    double t = 1.0 * k / (n - 1), e = exp(-lam * t), c = cos(wd * t), s = sin(wd * t) / wd;
    total += fprintf(out, "%.17g,%.17g,%.17g\n", t, 1 + e * (d0 * c + a1 * s), e * (v0 * c - a2 * s));
  }
  fclose(out);
  return total;
}
