//===- ovrt/Cuda.h - The CUDA backend ---------------------------*- C++ -*-===//
//
// libovrt defines the mgpu* functions that compiled CUDA modules call (the
// MLIR GPU runtime ABI) over the CUDA driver API, loaded with
// dlopen("libcuda.so.1") on first use. Module::load/run report its errors;
// these functions are for callers that want to know before, and for tests.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_CUDA_H
#define OVRT_CUDA_H

#include "ovrt/Error.h"

namespace ovrt {

/// Success when libcuda.so.1 loads, cuInit succeeds and the device exists;
/// otherwise why not, e.g. "no CUDA driver (libcuda.so.1 not found)" or
/// "no CUDA device". Loads the driver on the first call; never crashes.
OVRT_API Status cudaDriverStatus();

/// The first error the mgpu* functions recorded on this thread since the
/// last call (success if none), and clears it. While an error is pending,
/// the mgpu* functions that do work (allocate, copy, launch) do nothing on
/// this thread; those that release resources still run.
OVRT_API Status cudaTakeThreadError();

} // namespace ovrt

#endif // OVRT_CUDA_H
