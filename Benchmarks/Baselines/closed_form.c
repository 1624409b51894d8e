/* The straightforward C baseline: an under-damped spring's closed form
 * (exp, cos, sin per sample), timed at random times and on a 120 Hz grid.
 * Prints "name median_ns_per_sample" lines; the Swift harness reads them.
 * Build: gcc -O2 -o closed_form closed_form.c -lm */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

volatile double sink;

static double run(const double *times, int n) {
  const double w = 21.8571032292964, z = 0.6, lam = z * w, wd = w * sqrt(1 - z * z);
  const double d0 = -1, v0 = 0.8, a1 = v0 + lam * d0, a2 = lam * v0 + w * w * d0;
  double acc = 0;
  double start = now_ns();
  for (int i = 0; i < n; i++) {
    double t = times[i], e = exp(-lam * t), c = cos(wd * t), s = sin(wd * t) / wd;
    acc += e * (d0 * c + a1 * s) + e * (v0 * c - a2 * s);
  }
  double elapsed = now_ns() - start;
  sink = acc;
  return elapsed / n;
}

int main(void) {
  enum { N = 1 << 16, REPEATS = 15 };
  static double random_times[N], grid_times[N], samples[REPEATS];
  uint64_t state = 0x5EED;
  for (int i = 0; i < N; i++) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    random_times[i] = (double)(state >> 11) / 9007199254740992.0 * 2.0;
    grid_times[i] = i / 120.0;
  }
  const char *names[2] = {"c_closed_form_random", "c_closed_form_grid"};
  const double *inputs[2] = {random_times, grid_times};
  for (int k = 0; k < 2; k++) {
    for (int r = 0; r < REPEATS; r++) samples[r] = run(inputs[k], N);
    qsort(samples, REPEATS, sizeof(double), compare);
    printf("%s %.3f\n", names[k], samples[REPEATS / 2]);
  }
  return 0;
}
