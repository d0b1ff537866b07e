// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Cuda.h - The CUDA backend (header-only) -------------*- C++ -*-===//
//
// libovrt defines the mgpu* functions that compiled CUDA modules call (the
// MLIR GPU runtime ABI) over the CUDA driver API, loaded with
// dlopen("libcuda.so.1") on first use. Module::load/run report its errors;
// these functions are for callers that want to know before, and for tests.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_CUDA_H
#define OVRT_CUDA_H

#include "ovrt/Tensor.h"

namespace ovrt {

/// Success when libcuda.so.1 loads, cuInit succeeds and the device exists;
/// otherwise why not (Unavailable), e.g. "no CUDA driver (libcuda.so.1 not
/// found)" or "no CUDA device". Loads the driver on the first call.
/// Kept for one release: deviceStatus("cuda") (ovrt/Device.h).
inline Status cudaDriverStatus() {
  int rc = ovrt_device_status("cuda");
  return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
}

/// The first error the mgpu* functions recorded on this thread since the
/// last call (success if none), and clears it. While an error is pending,
/// the mgpu* functions that do work (allocate, copy, launch) do nothing on
/// this thread; those that release resources still run.
/// Kept for one release: deviceTakeThreadError("cuda").
inline Status cudaTakeThreadError() {
  int rc = ovrt_device_take_thread_error("cuda");
  return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
}

} // namespace ovrt

#endif // OVRT_CUDA_H
