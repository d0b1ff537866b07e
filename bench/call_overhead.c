// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- call_overhead.c - The C call's cost: ovrt_module_run_on_device ----===//
 *
 *   call_overhead MODULE.so FUNCTION CALLS
 *
 * Loads a CUDA module, allocates a device buffer for every input and output
 * of FUNCTION (static shapes), wraps each once, and prints the median over
 * 7 rounds of CALLS calls of the mean time per call, in microseconds, of
 *
 *   device  ovrt_module_run_on_device (returns when the kernels are done)
 *   stream  ovrt_module_run_on_stream on the legacy default stream (returns
 *           once the work is enqueued; one run_on_device after the round)
 *
 * as `device US` and `stream US` lines. bench/call_overhead.py compares them
 * with the Python calls; the GPU pack's runner runs it on a GPU. Against the
 * stand-in driver (test/runtime/FakeCudaDriver.c) no kernel runs: the times
 * are the runtime's own work.
 *
 *===----------------------------------------------------------------------===*/
#include "ovrt/ovrt.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { kMaxTensors = 16, kRounds = 7 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int fail(const char *what) {
  fprintf(stderr, "call_overhead: %s: %s\n", what, ovrt_last_error());
  return 1;
}

/* A device buffer for one declared tensor, wrapped. */
static int wrapDevice(int dtype, int64_t rank, const int64_t *dims,
                      ovrt_tensor **t) {
  size_t bytes = 0;
  if (ovrt_dtype_size(dtype, &bytes) != OVRT_OK)
    return fail("ovrt_dtype_size");
  for (int64_t d = 0; d < rank; ++d) {
    if (dims[d] < 0) {
      fprintf(stderr, "call_overhead: dynamic dims are not supported\n");
      return 1;
    }
    bytes *= (size_t)dims[d];
  }
  void *ptr = NULL;
  if (ovrt_device_allocate("cuda", bytes, &ptr) != OVRT_OK)
    return fail("ovrt_device_allocate");
  if (ovrt_tensor_wrap(dtype, rank, dims, ptr, bytes, 0, NULL, NULL, t) !=
      OVRT_OK)
    return fail("ovrt_tensor_wrap");
  return 0;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: call_overhead MODULE.so FUNCTION CALLS\n");
    return 2;
  }
  const char *fn = argv[2];
  long calls = atol(argv[3]);
  ovrt_module *m = NULL;
  if (ovrt_module_load(argv[1], &m) != OVRT_OK)
    return fail(argv[1]);
  int64_t nin = 0, nout = 0;
  if (ovrt_module_function_arity(m, fn, &nin, &nout) != OVRT_OK)
    return fail(fn);
  if (calls < 1 || nin > kMaxTensors || nout > kMaxTensors) {
    fprintf(stderr, "call_overhead: bad CALLS or too many tensors\n");
    return 2;
  }
  ovrt_tensor *in[kMaxTensors], *out[kMaxTensors];
  for (int64_t i = 0; i < nin + nout; ++i) {
    int dtype;
    int64_t rank;
    const int64_t *dims;
    int rc =
        i < nin
            ? ovrt_module_function_input(m, fn, i, &dtype, &rank, &dims)
            : ovrt_module_function_output(m, fn, i - nin, &dtype, &rank, &dims);
    if (rc != OVRT_OK)
      return fail("signature");
    if (wrapDevice(dtype, rank, dims, i < nin ? &in[i] : &out[i - nin]))
      return 1;
  }
  const ovrt_tensor *const *ins = (const ovrt_tensor *const *)in;
  for (int stream = 0; stream < 2; ++stream) {
    double us[kRounds];
    for (int r = 0; r < kRounds; ++r) {
      double t0 = now();
      for (long c = 0; c < calls; ++c) {
        int rc =
            stream ? ovrt_module_run_on_stream(m, fn, ins, nin, out, nout, NULL)
                   : ovrt_module_run_on_device(m, fn, ins, nin, out, nout);
        if (rc != OVRT_OK)
          return fail(stream ? "ovrt_module_run_on_stream"
                             : "ovrt_module_run_on_device");
      }
      us[r] = (now() - t0) / (double)calls;
      if (stream &&
          ovrt_module_run_on_device(m, fn, ins, nin, out, nout) != OVRT_OK)
        return fail("ovrt_module_run_on_device");
    }
    qsort(us, kRounds, sizeof us[0], cmp);
    printf("%s %.3f\n", stream ? "stream" : "device", us[kRounds / 2]);
  }
  return 0;
}
