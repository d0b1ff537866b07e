// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- ovrt/Parallel.h - The parallel-for a module runs its loops on -*- C
 * -*-===//
 *
 * A compiled CPU module (descriptor version 5, runtime/ABI.md) runs its
 * parallel loops through the `ovrt_parallel` its caller passes with each run:
 * libovrt passes its own pool's, or one the host installed
 * (ovrt_module_set_parallel, ovrt_module_run_into_parallel in ovrt/ovrt.h).
 * Plain C, no dependency: included by ovrt/ovrt.h, and the layout that
 * ov-compile's ov-lower-parallel-launches emits calls through.
 *
 *===----------------------------------------------------------------------===*/
#ifndef OVRT_PARALLEL_H
#define OVRT_PARALLEL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One chunk of a parallel loop: the iterations [begin, end) of its
 * linearized iteration space, with `closure` the module's captured values. */
typedef void (*ovrt_parallel_body)(void *closure, int64_t begin, int64_t end);

typedef struct ovrt_parallel {
  /* Runs body(closure, b, e) over disjoint chunks [b, e) that cover
   * [0, n) exactly once (n >= 1), on any threads, in any order and with any
   * number of chunks; returns when every chunk has finished. `data` is this
   * struct's `data`. A body may call into modules again (nested regions):
   * such a call must not wait for the threads that run the outer region. */
  void (*parallel_for)(void *data, int64_t n, ovrt_parallel_body body,
                       void *closure);
  void *data;
} ovrt_parallel;

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* OVRT_PARALLEL_H */
