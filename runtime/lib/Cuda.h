//===- Cuda.h - libovrt-internal side of the CUDA backend -------*- C++ -*-===//
#ifndef OVRT_LIB_CUDA_H
#define OVRT_LIB_CUDA_H

namespace ovrt::impl::cuda {

/// Forgets this thread's pending mgpu* error (before calling into a module).
void clearThreadError();

} // namespace ovrt::impl::cuda

#endif // OVRT_LIB_CUDA_H
