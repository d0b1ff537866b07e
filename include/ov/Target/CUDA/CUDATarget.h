// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CUDATarget.h - Facts of the cuda target ------------------*- C++ -*-===//
//
// What the cuda pipelines (CUDAPipeline.cpp) and the cuda target's description
// (lib/Target/CUDA/CUDATarget.cpp) both read.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CUDA_CUDATARGET_H
#define OV_TARGET_CUDA_CUDATARGET_H

#include "ov/Target/TargetDescription.h"

namespace mlir::ov {

/// The cuda kernels (and their CPU emulation, which runs the same ones):
/// a buffer's alignment is tested at run time, so adjacent outputs are one
/// vector store where it allows; NVIDIA's drivers keep `0.0 + x`, so sums
/// need no -0.0 fix-up.
inline constexpr GPUKernelTraits kCUDAKernelTraits{/*vectorStores=*/true,
                                                   /*positiveZeroSums=*/false};

} // namespace mlir::ov

#endif // OV_TARGET_CUDA_CUDATARGET_H
