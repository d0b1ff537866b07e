// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanSpirv.h - What libovrt checks in a module's SPIR-V -*- C++ -*-===//
//
// Drivers trust the SPIR-V they are given: they size tables by its ID bound
// and bindings, build pipelines from its descriptor sets and workgroup
// sizes, and read push constants where its offsets say (lavapipe crashed
// or computed wrong results on each). A Vulkan module's kernel binary is
// therefore checked before the driver sees it, against the SPIR-V
// specification, the device's limits and the layout libovrt gives every
// pipeline (descriptor set 0, one range of push constants). No Vulkan call:
// the checks are plain functions of the words and the limits.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_VULKANSPIRV_H
#define OVRT_LIB_VULKANSPIRV_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace ovrt::impl::vulkan {

/// SPIR-V's universal limit on a module's ID bound (its spec, 2.17).
constexpr uint32_t kMaxSpirvIdBound = 4194303;

/// What a module's SPIR-V must fit in.
struct SpirvLimits {
  uint32_t maxStorageBuffers;       // maxPerStageDescriptorStorageBuffers
  uint32_t maxWorkGroupSize[3];     // maxComputeWorkGroupSize
  uint32_t maxWorkGroupInvocations; // maxComputeWorkGroupInvocations
  uint32_t pushConstantBytes;       // the range every pipeline layout declares
};

/// Checks `count` words of SPIR-V: the header (magic number, ID bound), the
/// instruction lengths, and for every kernel (GLCompute entry point) its
/// LocalSize (each size at least 1 and within the limits), its buffers (in
/// descriptor set 0, bindings within maxStorageBuffers) and its push
/// constant members (inside pushConstantBytes). Returns "" and the number
/// of storage buffer bindings (one more than the largest Binding) in
/// `bindings`; else the first problem in one line, naming the kernel and
/// the value ("Vulkan: kernel 'k': ...").
std::string checkSpirv(const uint32_t *words, size_t count,
                       const SpirvLimits &limits, uint32_t &bindings);

} // namespace ovrt::impl::vulkan

#endif // OVRT_LIB_VULKANSPIRV_H
