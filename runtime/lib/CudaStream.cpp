// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CudaStream.cpp - The caller's stream of run_on_stream --------------===//
//
// ovrt_module_run_on_stream runs a CUDA module's device entry, whose host
// code (MLIR's gpu-async-region) creates a stream, launches on it,
// synchronizes it and destroys it, all through libovrt's ovrt_mgpu*
// functions. For the asynchronous call libovrt substitutes the caller's
// stream for the module's own, on the calling thread only: the module's code
// runs on that thread, so concurrent calls on other threads keep their own
// streams. The rules the ovrt_mgpu* functions follow while it is set are in
// Cuda.h; Cuda.cpp applies them.
//
//===----------------------------------------------------------------------===//

#include "Cuda.h"

namespace ovrt::impl::cuda {

static thread_local bool active = false;
static thread_local void *current = nullptr;

CallerStream::CallerStream(void *stream)
    : wasActive_(active), previous_(current) {
  active = true;
  current = stream;
}

CallerStream::~CallerStream() {
  active = wasActive_;
  current = previous_;
}

bool callerStream(void **stream) {
  if (active)
    *stream = current;
  return active;
}

bool isCallerStream(void *stream) { return active && stream == current; }

} // namespace ovrt::impl::cuda
