// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanTarget.cpp - The vulkan target's description -----------------===//
//
// `--target vulkan`: host code for the CPU, kernels as SPIR-V compute
// shaders that libovrt's Vulkan backend runs (ov-lower-to-vulkan,
// docs/vulkan.md).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/Vulkan/VulkanTarget.h"
#include "ov/Target/CompileDriver.h"
#include "ov/Target/Vulkan/VulkanPipeline.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::ov;

static void buildVulkanPipeline(OpPassManager &pm, const CompileOptions &,
                                const TargetCPU &) {
  buildOVLowerToVulkanPipeline(pm, {});
}

void ov::registerVulkanTargets(TargetRegistry &registry) {
  TargetDescription vulkan;
  vulkan.name = "vulkan";
  vulkan.help = "Vulkan compute devices (SPIR-V compute shaders)";
  vulkan.descriptorTarget = "vulkan";
  vulkan.buildPipeline = buildVulkanPipeline;
  vulkan.gpuKernels = kVulkanKernelTraits;
  vulkan.runtimeSymbolPrefix = "ovrt_vk_";
  registry.add(vulkan);
}
