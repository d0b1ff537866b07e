// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- FakeModule.c - A hand-written "compiled module" for the tests ------===//
 *
 * Stands in for ov-compile's output: exports ov_module_descriptor and the
 * ov_check_NAME / ov_run_NAME pairs exactly as runtime/ABI.md describes,
 * written by hand in C so that the runtime is tested against the ABI text and
 * not against the compiler. The check functions also verify that the runtime
 * passes memref descriptors as promised (offset 0, dense row-major strides,
 * allocated == aligned, 64-byte alignment) and fail with a dedicated check
 * number if it does not.
 *
 * Variants built from this file (see CMakeLists.txt):
 *   default                 the good module
 *   FAKE_BAD_DESCRIPTOR     a descriptor with an unknown line kind
 *   FAKE_UNTERMINATED       a descriptor array without a terminating NUL
 *   FAKE_MISSING_RUN        ov_run_add1 is missing
 *   FAKE_CPU_FEATURES       needs a CPU feature no runtime knows
 *   FAKE_CPU_BASELINE       needs sse2 (every x86-64 machine has it)
 *
 *===----------------------------------------------------------------------===*/
#include <stdint.h>

#define EXPORT __attribute__((visibility("default")))

/* MLIR's ranked memref descriptors for the ranks used here. */
typedef struct {
  void *allocated;
  void *aligned;
  int64_t offset;
} MemRef0D;
typedef struct {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1D;
typedef struct {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[2];
  int64_t strides[2];
} MemRef2D;

/* Whether the runtime kept its promises for a memref of this rank. */
static int goodMemref(const void *desc, int rank) {
  const MemRef2D *m = (const MemRef2D *)desc; /* common prefix */
  if (m->allocated != m->aligned || m->offset != 0 ||
      ((uintptr_t)m->aligned % 64) != 0)
    return 0;
  if (rank == 1) {
    const MemRef1D *m1 = (const MemRef1D *)desc;
    return m1->strides[0] == 1;
  }
  if (rank == 2)
    return m->strides[1] == 1 &&
           m->strides[0] == (m->sizes[1] == 0 ? 1 : m->sizes[1]);
  return 1;
}

/* The dims buffer: a 1-D i64 memref of exactly `n` elements. */
static int64_t *dimsBuffer(void *desc, int64_t n) {
  MemRef1D *m = (MemRef1D *)desc;
  if (m->sizes[0] != n || m->strides[0] != 1 || m->offset != 0)
    return 0;
  return (int64_t *)m->aligned;
}

#if defined(FAKE_BAD_DESCRIPTOR)

EXPORT const char ov_module_descriptor[] = "ovmodule 1\n"
                                           "func add1 1 1\n"
                                           "in f32 1 -1\n"
                                           "out f32 1 -1\n"
                                           "bogus line\n"
                                           "endfunc\n";

#elif defined(FAKE_UNTERMINATED)

/* Exactly as long as its initializer: C leaves out the NUL. */
EXPORT const char ov_module_descriptor[10] = "ovmodule 1";

#else

#if defined(FAKE_CPU_FEATURES)
/* Needs x86-64's baseline and a feature that no runtime knows. */
EXPORT const char ov_module_descriptor[] =
    "ovmodule 4\n"
    "cpufeatures sse2 ovrt-test-no-such-feature\n"
    "func add1 1 1\n"
    "in f32 1 -1\n"
    "out f32 1 -1\n"
    "endfunc\n";
#elif defined(FAKE_CPU_BASELINE)
/* Needs only what every x86-64 machine has. */
EXPORT const char ov_module_descriptor[] = "ovmodule 4\n"
                                           "cpufeatures sse2\n"
                                           "func add1 1 1\n"
                                           "in f32 1 -1\n"
                                           "out f32 1 -1\n"
                                           "endfunc\n";
#elif defined(FAKE_MISSING_RUN)
EXPORT const char ov_module_descriptor[] = "ovmodule 1\n"
                                           "func add1 1 1\n"
                                           "in f32 1 -1\n"
                                           "out f32 1 -1\n"
                                           "endfunc\n";
#else
EXPORT const char ov_module_descriptor[] =
    "ovmodule 1\n"
    /* out = in + 1 on a dynamic 1-D f32 input. */
    "func add1 1 1\n"
    "in f32 1 -1\n"
    "out f32 1 -1\n"
    "error 1 fake.add1 at fake.mlir:3:5: the input must not be empty\n"
    "error 2 fake.add1: bad memref descriptor from the runtime\n"
    "endfunc\n"
    /* out0[i] = scale * sum(x[i, :]), out1 = number of rows. */
    "func rowsum 2 2\n"
    "in f32 2 -1 4\n"
    "in i64 0\n"
    "out f32 1 -1\n"
    "out i64 0\n"
    "error 1 fake.rowsum: the scale must be positive\n"
    "error 2 fake.rowsum: bad memref descriptor from the runtime\n"
    "endfunc\n"
    /* No inputs, a 0-d output. */
    "func const42 0 1\n"
    "out f64 0\n"
    "endfunc\n"
    /* Shape functions that break the ABI, for the runtime's validation. */
    "func bad_negative 1 1\n"
    "in f32 1 -1\n"
    "out f32 1 -1\n"
    "endfunc\n"
    "func bad_static 1 1\n"
    "in f32 1 -1\n"
    "out f32 2 -1 3\n"
    "endfunc\n"
    "func bad_status 1 1\n"
    "in f32 1 -1\n"
    "out f32 1 -1\n"
    "error 1 fake.bad_status: never returned\n"
    "endfunc\n"
    "func bad_huge 1 1\n"
    "in f32 1 -1\n"
    "out f32 1 -1\n"
    "endfunc\n"
    "func bad_unset 1 1\n"
    "in f32 1 -1\n"
    "out f32 2 -1 -1\n"
    "endfunc\n";
#endif

EXPORT int32_t ov_check_add1(void **args) {
  MemRef1D *in = (MemRef1D *)args[0];
  int64_t *dims = dimsBuffer(args[1], 1);
  if (!goodMemref(in, 1) || !dims)
    return 2;
  if (in->sizes[0] == 0)
    return 1;
  dims[0] = in->sizes[0];
  return 0;
}

#if !defined(FAKE_MISSING_RUN)
EXPORT void ov_run_add1(void **args) {
  MemRef1D *in = (MemRef1D *)args[0];
  MemRef1D *out = (MemRef1D *)args[1];
  const float *x = (const float *)in->aligned + in->offset;
  float *y = (float *)out->aligned + out->offset;
  for (int64_t i = 0; i < out->sizes[0]; ++i)
    y[i * out->strides[0]] = x[i * in->strides[0]] + 1.0f;
}
#endif

#if !defined(FAKE_MISSING_RUN)
EXPORT int32_t ov_check_rowsum(void **args) {
  MemRef2D *x = (MemRef2D *)args[0];
  MemRef0D *scale = (MemRef0D *)args[1];
  int64_t *dims = dimsBuffer(args[2], 1);
  if (!goodMemref(x, 2) || !goodMemref(scale, 0) || !dims)
    return 2;
  if (*(const int64_t *)scale->aligned <= 0)
    return 1;
  dims[0] = x->sizes[0];
  return 0;
}

EXPORT void ov_run_rowsum(void **args) {
  MemRef2D *x = (MemRef2D *)args[0];
  MemRef0D *scale = (MemRef0D *)args[1];
  MemRef1D *sums = (MemRef1D *)args[2];
  MemRef0D *rows = (MemRef0D *)args[3];
  const float *xd = (const float *)x->aligned;
  float s = (float)*(const int64_t *)scale->aligned;
  float *out = (float *)sums->aligned;
  for (int64_t i = 0; i < x->sizes[0]; ++i) {
    float acc = 0;
    for (int64_t j = 0; j < x->sizes[1]; ++j)
      acc += xd[i * x->strides[0] + j * x->strides[1]];
    out[i * sums->strides[0]] = s * acc;
  }
  *(int64_t *)rows->aligned = x->sizes[0];
}

EXPORT int32_t ov_check_const42(void **args) {
  return dimsBuffer(args[0], 0) ? 0 : 1;
}
EXPORT void ov_run_const42(void **args) {
  *(double *)((MemRef0D *)args[0])->aligned = 42.0;
}

EXPORT int32_t ov_check_bad_negative(void **args) {
  ((int64_t *)((MemRef1D *)args[1])->aligned)[0] = -5;
  return 0;
}
EXPORT int32_t ov_check_bad_static(void **args) {
  int64_t *dims = (int64_t *)((MemRef1D *)args[1])->aligned;
  dims[0] = ((MemRef1D *)args[0])->sizes[0];
  dims[1] = 4; /* the descriptor says 3 */
  return 0;
}
EXPORT int32_t ov_check_bad_status(void **args) {
  (void)args;
  return 7;
}
EXPORT int32_t ov_check_bad_huge(void **args) {
  ((int64_t *)((MemRef1D *)args[1])->aligned)[0] = (int64_t)1 << 62;
  return 0;
}
EXPORT int32_t ov_check_bad_unset(void **args) {
  ((int64_t *)((MemRef1D *)args[1])->aligned)[0] = 3; /* dim 1 left unset */
  return 0;
}

/* The runtime must never call these: their checks always fail. They
 * write nothing, so a call would only be caught by the result checks. */
static void noRun(void **args) { (void)args; }
EXPORT void ov_run_bad_negative(void **args) { noRun(args); }
EXPORT void ov_run_bad_static(void **args) { noRun(args); }
EXPORT void ov_run_bad_status(void **args) { noRun(args); }
EXPORT void ov_run_bad_huge(void **args) { noRun(args); }
EXPORT void ov_run_bad_unset(void **args) { noRun(args); }
#endif

#endif
