// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CUDAPipeline.cpp - The cuda targets' pipelines ---------------------===//
//
// The shared GPU stages (lib/Target/GPU) around the cuda target's own: its
// kernels lowered to NVVM and PTX (addKernelLowering), or, for the
// emulation, run on the CPU as loops (ov-gpu-launch-to-loops).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CUDA/CUDAPipeline.h"
#include "ov/Conversion/OptionRules.h"
#include "ov/Pipelines/PipelineStages.h"
#include "ov/Target/CUDA/CUDATarget.h"
#include "ov/Target/CUDA/Passes.h"
#include "ov/Target/GPU/GPUPipeline.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// The kernels (gpu.module) -> NVVM -> PTX in a gpu.binary.
static void addKernelLowering(OpPassManager &pm,
                              const ov::CUDAPipelineOptions &options) {
  GpuNVVMAttachTargetOptions target;
  target.chip = options.gpuChip;
  target.features = options.gpuFeatures.empty()
                        ? ov::defaultPTXFeatures(options.gpuChip)
                        : std::string(options.gpuFeatures);
  target.optLevel = options.optLevel;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createSCFToControlFlowPass());
  // bf16 conversions as integer round-to-nearest-even, as on the CPU.
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  kernels.addPass(arith::createArithExpandOpsPass(expand));
  // The kernels' vector stores. convert-gpu-to-nvvm would lower
  // them only where the vector dialect's ConvertToLLVM interface is
  // registered, which ov-compile's minimal registry does not do.
  kernels.addPass(createConvertVectorToLLVMPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(ov::createOVGPULibdeviceToIntrinsics());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  // 8-byte i64 loads and stores (index outputs) in the translation.
  kernels.addPass(ov::createOVGPUDataLayout());
  // PTX (format isa): the driver JIT-compiles it when the module loads, so
  // building needs no CUDA toolkit (no ptxas).
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

std::string ov::verifyOptions(const CUDAPipelineOptions &options) {
  if (options.optLevel < 0 || options.optLevel > 3)
    return "opt-level=" + std::to_string(options.optLevel) +
           " is not from 0 to 3";
  if (std::string problem =
          checkRule<BlockSizeRule>("block-size", options.blockSize);
      !problem.empty())
    return problem;
  return verifyGPUTarget(options.gpuChip, options.gpuFeatures);
}

std::string ov::verifyOptions(const CUDAEmulationPipelineOptions &options) {
  return checkRule<BlockSizeRule>("block-size", options.blockSize);
}

std::string ov::defaultPTXFeatures(StringRef chip) {
  StringRef arch = chip;
  if (!arch.consume_front("sm_"))
    return "";
  arch.consume_back("a");
  unsigned sm;
  if (arch.getAsInteger(10, sm))
    return "";
  // The first PTX ISA version that supports each architecture.
  unsigned ptx = sm >= 120   ? 87
                 : sm >= 100 ? 86
                 : sm >= 90  ? 78
                 : sm >= 89  ? 78
                 : sm >= 87  ? 74
                 : sm >= 86  ? 71
                 : sm >= 80  ? 70
                 : sm >= 75  ? 63
                 : sm >= 72  ? 61
                             : 60;
  // sm_90a needs 8.0.
  if (chip.ends_with("a") && sm == 90)
    ptx = 80;
  return "+ptx" + std::to_string(ptx);
}

std::string ov::verifyGPUTarget(StringRef chip, StringRef features) {
  // NVPTX's processors (llvm/lib/Target/NVPTX/NVPTX.td); the `a` variants
  // exist from sm_90 on.
  static constexpr unsigned kArchitectures[] = {50,  52,  53,  60,  61, 62, 70,
                                                72,  75,  80,  86,  87, 89, 90,
                                                100, 101, 103, 120, 121};
  static constexpr unsigned kPTXVersions[] = {60, 61, 62, 63, 64, 65, 70, 71,
                                              72, 73, 74, 75, 76, 77, 78, 80,
                                              81, 82, 83, 84, 85, 86, 87, 88};
  StringRef arch = chip;
  unsigned sm = 0;
  bool prefixed = arch.consume_front("sm_");
  bool variant = arch.consume_back("a");
  bool known = prefixed && !arch.getAsInteger(10, sm) &&
               llvm::is_contained(kArchitectures, sm) && (!variant || sm >= 90);
  if (!known)
    return ("unsupported GPU chip '" + chip +
            "' (expected sm_NN with NN one of 50, 52, 53, 60, 61, 62, 70, 72, "
            "75, 80, 86, 87, 89, 90, 100, 101, 103, 120, 121; sm_NNa from 90)")
        .str();
  if (features.empty())
    return "";
  StringRef version = features;
  unsigned ptx = 0;
  if (!version.consume_front("+ptx") || version.getAsInteger(10, ptx) ||
      !llvm::is_contained(kPTXVersions, ptx))
    return ("unsupported GPU features '" + features +
            "' (expected +ptxNN, a PTX ISA version from +ptx60 to +ptx88)")
        .str();
  unsigned needed = 0;
  StringRef(defaultPTXFeatures(chip)).drop_front(4).getAsInteger(10, needed);
  if (ptx < needed)
    return ("GPU features '" + features + "' too old for " + chip +
            " (it needs +ptx" + Twine(needed) + " or later)")
        .str();
  return "";
}

void ov::buildOVLowerToCUDAEmulatedPipeline(
    OpPassManager &pm, const CUDAEmulationPipelineOptions &options) {
  addGPUKernels(pm, options.blockSize, kCUDAKernelTraits);
  pm.nest<func::FuncOp>().addPass(createOVGPULaunchToLoops());
  addBufferization(pm);
  addLLVMLowering(pm);
}

void ov::buildOVLowerToCUDAPipeline(OpPassManager &pm,
                                    const CUDAPipelineOptions &options) {
  addGPUKernels(pm, options.blockSize, kCUDAKernelTraits);
  addGPUHostPrefix(pm);
  addKernelLowering(pm, options);
  addGPUHostLLVMLowering(pm, GPUKernelArguments::Descriptors);
}

void ov::registerCUDAPipelines() {
  registerCheckedPipeline<CUDAPipelineOptions>(
      "ov-lower-to-cuda",
      "Lower ov ops for NVIDIA GPUs: ov-to-gpu kernels (see ov-to-gpu), "
      "bufferization, gpu.launch, per "
      "function an entry on device buffers (__ov_device_<name>) and one with "
      "host buffers that copies (the CPU ABI), NVVM, PTX for gpu-chip "
      "embedded as "
      "gpu.binary, host code calling the mgpu* runtime functions",
      buildOVLowerToCUDAPipeline);
  registerCheckedPipeline<CUDAEmulationPipelineOptions>(
      "ov-lower-to-cuda-emulated",
      "Testing only: the ov-lower-to-cuda kernels run on the CPU (each "
      "gpu.launch becomes loops over its blocks and threads, "
      "ov-gpu-launch-to-loops), then the CPU pipeline's bufferization, "
      "parallel-loop and LLVM lowering",
      buildOVLowerToCUDAEmulatedPipeline);
}
