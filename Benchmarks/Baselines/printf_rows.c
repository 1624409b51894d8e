/* The plain C way to write the main job's CSV: the spring of
 * `springbench --mass 1 --stiffness 100 --damping-coefficient 10 --samples N --until 1`
 * (w = 10 rad/s, z = 0.5, 0 -> 1 at rest) in closed form, and printf("%.17g")
 * for every number, through stdio's buffer.
 * Build: gcc -O2 -o printf_rows printf_rows.c -lm ; run: printf_rows 1000000 > /dev/null */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  const double w = 10, z = 0.5, lam = z * w, wd = w * sqrt(1 - z * z);
  const double d0 = -1, v0 = 0, a1 = v0 + lam * d0, a2 = lam * v0 + w * w * d0;
  printf("t,value,velocity\n");
  for (long k = 0; k < n; k++) {
    double t = 1.0 * k / (n - 1), e = exp(-lam * t), c = cos(wd * t), s = sin(wd * t) / wd;
    printf("%.17g,%.17g,%.17g\n", t, 1 + e * (d0 * c + a1 * s), e * (v0 * c - a2 * s));
  }
  return 0;
}
