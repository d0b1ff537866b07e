// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanTarget.h - Facts of the vulkan target --------------*- C++ -*-===//
//
// What the vulkan pipeline (VulkanPipeline.cpp) and the vulkan target's
// description (lib/Target/Vulkan/VulkanTarget.cpp) both read.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_VULKAN_VULKANTARGET_H
#define OV_TARGET_VULKAN_VULKANTARGET_H

#include "ov/Target/TargetDescription.h"

namespace mlir::ov {

/// llvmpipe's (lavapipe's) loop limiter: one counter per shader invocation
/// (per SIMD batch of invocations) starts at 65535 and every pass through
/// the end of any loop decrements it; at 0 every running loop exits, with
/// no error (docs/vulkan.md, "Loop passes").
inline constexpr int64_t kLavapipeLoopPassLimit = 65535;

/// The vulkan kernels: scalar stores only (SPIR-V's logical addressing has
/// no pointer to test for alignment); zero sums made +0.0 (llvmpipe folds
/// the first `0.0 + x` of an unrolled sum into `x`; docs/vulkan.md); no
/// invocation makes more loop passes than lavapipe's limiter allows.
inline constexpr GPUKernelTraits kVulkanKernelTraits{
    /*vectorStores=*/false, /*positiveZeroSums=*/true,
    /*loopPassLimit=*/kLavapipeLoopPassLimit};

} // namespace mlir::ov

#endif // OV_TARGET_VULKAN_VULKANTARGET_H
