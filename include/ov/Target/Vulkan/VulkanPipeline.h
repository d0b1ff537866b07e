// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanPipeline.h - The vulkan target's pipeline ----------*- C++ -*-===//
//
// ov dialect -> LLVM dialect with SPIR-V kernels (ov-lower-to-vulkan), with
// its typed options, checked when parsed from text (verifyOptions).
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_VULKAN_VULKANPIPELINE_H
#define OV_TARGET_VULKAN_VULKANPIPELINE_H

#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::ov {

struct VulkanPipelineOptions
    : public PassPipelineOptions<VulkanPipelineOptions> {
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size",
      llvm::cl::desc("Threads per workgroup (ov-to-gpu): a multiple of 32 "
                     "from 32 to 1024"),
      llvm::cl::init(256)};
  PassOptions::Option<std::string> capabilities{
      *this, "capabilities",
      llvm::cl::desc("SPIR-V capabilities of the device beyond Shader, "
                     "comma-separated, from Int64, Int16, Int8, Float64, "
                     "Float16 (Int64 is needed); an element type needing "
                     "one not listed is refused"),
      llvm::cl::init("Int64,Int16,Int8,Float64,Float16")};
};

/// block-size as for CUDA; capabilities: known names, Int64 among them.
std::string verifyOptions(const VulkanPipelineOptions &options);

/// ov ops on tensors -> the CUDA target's GPU kernels with scalar stores
/// (SPIR-V has no pointer to test for alignment) -> bufferized functions
/// that keep the CPU ABI and move their data themselves -> SPIR-V compute
/// shaders (Vulkan 1.1 / SPIR-V 1.3, 64-bit index arithmetic, float
/// arithmetic NoContraction) embedded as gpu.binary -> host code calling
/// the mgpu* functions with, per kernel buffer, its base and byte size
/// (docs/vulkan.md).
void buildOVLowerToVulkanPipeline(OpPassManager &pm,
                                  const VulkanPipelineOptions &options);

/// Registers `ov-lower-to-vulkan`.
void registerVulkanPipelines();

} // namespace mlir::ov

#endif // OV_TARGET_VULKAN_VULKANPIPELINE_H
