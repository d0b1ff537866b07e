// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Cuda.h - libovrt-internal side of the CUDA backend -------*- C++ -*-===//
#ifndef OVRT_LIB_CUDA_H
#define OVRT_LIB_CUDA_H

#include "Backend.h"
#include "ThreadError.h"

#include <cstddef>
#include <vector>

namespace ovrt::impl::cuda {

/// This thread's error of the ovrt_mgpu* functions (ThreadError.h).
ThreadError &threadError();
/// Forgets this thread's pending mgpu* error (before calling into a module).
void clearThreadError();

/// While alive, the module code this thread runs works on the caller's
/// CUstream `stream` (null: the legacy default stream) and must not wait for
/// the device (ovrt_module_run_on_stream; CudaStream.cpp): the module's
/// mgpuStreamCreate returns `stream`, its mgpuStreamSynchronize and
/// mgpuStreamDestroy of it do nothing, and anything that would block the host
/// or allocate outside the stream's order is an error instead.
class CallerStream {
public:
  explicit CallerStream(void *stream);
  ~CallerStream();
  CallerStream(const CallerStream &) = delete;
  CallerStream &operator=(const CallerStream &) = delete;

private:
  bool wasActive_;
  void *previous_;
};

/// Whether a CallerStream is alive on this thread; `stream` receives it.
bool callerStream(void **stream);
/// Whether `stream` is this thread's caller stream (a CallerStream is alive).
bool isCallerStream(void *stream);

using impl::DeviceRun;
using impl::HostBuffer;

/// Module::run's host path for large calls (CudaStaging.cpp): stages the
/// host inputs into device twins through reused pinned memory, calls `run`,
/// stages the outputs back, and returns once they are in `outputs`. Returns
/// false, having done nothing, when the call is small or staging is not
/// available (the caller then takes the module's own path); an error of the
/// driver or of `run` otherwise.
Result<bool> runStaged(const std::vector<HostBuffer> &inputs,
                       const std::vector<HostBuffer> &outputs,
                       const DeviceRun &run);

} // namespace ovrt::impl::cuda

#endif // OVRT_LIB_CUDA_H
