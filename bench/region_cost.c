// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- region_cost.c - The cost of one empty parallel region
 * ---------------===//
 *
 *   cc -O2 -Iruntime/include bench/region_cost.c -o region_cost \
 *      BUILD/runtime/libovrt.so -Wl,-rpath,BUILD/runtime
 *   ./region_cost [THREADS] [REGIONS] [GAP_US]
 *
 * Times REGIONS (default 20000) empty regions of THREADS iterations (default
 * 2) on libovrt's pool of THREADS threads, each on its own (clock_gettime
 * around the parallel_for call), after 1000 untimed ones; prints the median,
 * the 90th percentile and the minimum in microseconds. Back to back by
 * default; GAP_US > 0 sleeps that long between regions (past the workers'
 * spin, a region then wakes them from the futex).
 * Built with -fopenmp it times `#pragma omp parallel for` over the same
 * iterations too (the OpenMP runtime's cost, for comparison).
 *
 *===----------------------------------------------------------------------===*/
#include "ovrt/ovrt.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#ifdef _OPENMP
#include <omp.h>
#endif

static volatile int64_t sink;

static void touch(void *closure, int64_t begin, int64_t end) {
  (void)closure;
  sink = begin + end;
}

static double nowUs(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

static int byValue(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static void report(const char *what, int threads, double *us, int count) {
  qsort(us, (size_t)count, sizeof *us, byValue);
  printf("REGION system=%s threads=%d regions=%d median_us=%.3f p90_us=%.3f "
         "min_us=%.3f\n",
         what, threads, count, us[count / 2], us[count * 9 / 10], us[0]);
}

int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 2;
  int regions = argc > 2 ? atoi(argv[2]) : 20000;
  int gap = argc > 3 ? atoi(argv[3]) : 0;
  if (threads < 1 || regions < 1 || gap < 0) {
    fprintf(stderr, "usage: region_cost [THREADS >= 1] [REGIONS >= 1] "
                    "[GAP_US >= 0]\n");
    return 2;
  }
  if (ovrt_set_num_threads(threads) != OVRT_OK) {
    fprintf(stderr, "region_cost: %s\n", ovrt_last_error());
    return 1;
  }
  const ovrt_parallel *pool = NULL;
  ovrt_default_parallel(&pool);
  double *us = malloc(sizeof(double) * (size_t)regions);
  if (!us)
    return 1;
  for (int r = 0; r < 1000; ++r)
    pool->parallel_for(pool->data, threads, touch, NULL);
  for (int r = 0; r < regions; ++r) {
    if (gap)
      usleep((useconds_t)gap);
    double t0 = nowUs();
    pool->parallel_for(pool->data, threads, touch, NULL);
    us[r] = nowUs() - t0;
  }
  report("ovrt", threads, us, regions);
#ifdef _OPENMP
  omp_set_num_threads(threads);
  for (int r = 0; r < 1000 + regions; ++r) {
    if (gap && r >= 1000)
      usleep((useconds_t)gap);
    double t0 = nowUs();
#pragma omp parallel for schedule(static)
    for (int64_t i = 0; i < threads; ++i)
      sink = i;
    if (r >= 1000)
      us[r - 1000] = nowUs() - t0;
  }
  report("openmp", threads, us, regions);
#endif
  free(us);
  return 0;
}
