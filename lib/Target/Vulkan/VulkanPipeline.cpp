// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanPipeline.cpp - The vulkan target's pipeline ------------------===//
//
// The shared GPU stages (lib/Target/GPU) around the vulkan target's own:
// the kernels' buffers as bindings (ov-gpu-vulkan-abi), their lowering to
// SPIR-V modules in gpu.binary objects, and the launch sizes.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/Vulkan/VulkanPipeline.h"
#include "ov/Conversion/OptionRules.h"
#include "ov/Pipelines/PipelineStages.h"
#include "ov/Target/GPU/GPUPipeline.h"
#include "ov/Target/Vulkan/Passes.h"
#include "ov/Target/Vulkan/VulkanTarget.h"

#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {

/// The vulkan target's capability names beyond Shader, and the storage
/// capabilities and extensions each implies for buffers of its types.
struct VulkanCapability {
  StringLiteral name, storage, extension;
};
constexpr VulkanCapability kVulkanCapabilities[] = {
    {"Int64", "", ""},
    {"Float64", "", ""},
    {"Int16", "StorageBuffer16BitAccess", "SPV_KHR_16bit_storage"},
    {"Float16", "StorageBuffer16BitAccess", "SPV_KHR_16bit_storage"},
    {"Int8", "StorageBuffer8BitAccess", "SPV_KHR_8bit_storage"},
};

} // namespace

/// The kernels (gpu.module) -> SPIR-V modules in gpu.binary objects.
static void addVulkanKernelLowering(OpPassManager &pm,
                                    const ov::VulkanPipelineOptions &options) {
  GpuSPIRVAttachTargetOptions target;
  // Vulkan 1.1's SPIR-V.
  target.spirvVersion = "v1.3";
  target.clientApi = "Vulkan";
  target.spirvCapabilities.push_back("Shader");
  target.spirvExtensions.push_back("SPV_KHR_storage_buffer_storage_class");
  // IEEE signed zeros, infinities and NaNs (ov-gpu-vulkan-binaries).
  target.spirvCapabilities.push_back("SignedZeroInfNanPreserve");
  target.spirvExtensions.push_back("SPV_KHR_float_controls");
  SmallVector<StringRef> listed;
  StringRef(options.capabilities).split(listed, ',', -1, false);
  for (const VulkanCapability &cap : kVulkanCapabilities) {
    if (!llvm::is_contained(listed, cap.name))
      continue;
    target.spirvCapabilities.push_back(cap.name.str());
    if (!cap.storage.empty() &&
        !llvm::is_contained(target.spirvCapabilities, cap.storage)) {
      target.spirvCapabilities.push_back(cap.storage.str());
      target.spirvExtensions.push_back(cap.extension.str());
    }
  }
  pm.addPass(createGpuSPIRVAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(ov::createOVGPUVulkanKernels({options.capabilities}));
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  // math.ceil (ROIAlign's adaptive sample counts) and the other math ops the
  // kernels use become GLSL.std.450 instructions, which are exact for ceil,
  // floor and fabs; convert-gpu-to-spirv has no math patterns of its own.
  kernels.addPass(createConvertMathToSPIRVPass());
  // 64-bit index arithmetic: no overflow whatever the kernel computes in
  // index (the kernels choose i32 themselves where the sizes allow it).
  std::unique_ptr<Pass> toSPIRV = createConvertGPUToSPIRVPass();
  (void)toSPIRV->initializeOptions("use-64bit-index=true",
                                   [](const Twine &) { return failure(); });
  pm.addPass(std::move(toSPIRV));
  pm.addPass(ov::createOVGPUVulkanBinaries());
  OpPassManager &spirvModules =
      pm.nest<gpu::GPUModuleOp>().nest<spirv::ModuleOp>();
  spirvModules.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModules.addPass(spirv::createSPIRVUpdateVCEPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "bin";
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

std::string ov::verifyOptions(const VulkanPipelineOptions &options) {
  if (std::string problem =
          checkRule<BlockSizeRule>("block-size", options.blockSize);
      !problem.empty())
    return problem;
  SmallVector<StringRef> listed;
  StringRef(options.capabilities).split(listed, ',', -1, false);
  for (StringRef name : listed)
    if (llvm::none_of(kVulkanCapabilities, [&](const VulkanCapability &cap) {
          return cap.name == name;
        }))
      return ("capabilities: unknown SPIR-V capability '" + name +
              "' (expected Int64, Int16, Int8, Float64, Float16)")
          .str();
  if (!llvm::is_contained(listed, "Int64"))
    return "capabilities='" + options.capabilities +
           "' lacks Int64, which the vulkan target's index arithmetic needs";
  return "";
}

void ov::buildOVLowerToVulkanPipeline(OpPassManager &pm,
                                      const VulkanPipelineOptions &options) {
  // Scalar stores, zero sums made +0.0 (kVulkanKernelTraits).
  addGPUKernels(pm, options.blockSize, kVulkanKernelTraits);
  addGPUHostPrefix(pm);
  // Buffers as bindings, sizes and scalars as push constants.
  pm.addPass(createOVGPUVulkanABI());
  addVulkanKernelLowering(pm, options);
  pm.addPass(createOVGPUVulkanLaunchSizes());
  addGPUHostLLVMLowering(pm, GPUKernelArguments::PointersAndSizes);
}

void ov::registerVulkanPipelines() {
  registerCheckedPipeline<VulkanPipelineOptions>(
      "ov-lower-to-vulkan",
      "Lower ov ops for Vulkan compute: the ov-lower-to-cuda kernels with "
      "scalar stores, as SPIR-V compute shaders (float arithmetic "
      "NoContraction; dynamic sizes as push constants; bf16 as integer bit "
      "arithmetic on 16-bit storage) embedded as gpu.binary, host code "
      "calling the mgpu* runtime functions with each kernel buffer's base "
      "and byte size, then the kernel's scalars",
      buildOVLowerToVulkanPipeline);
}
