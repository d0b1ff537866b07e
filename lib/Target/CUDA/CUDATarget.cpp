// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CUDATarget.cpp - The cuda targets' descriptions --------------------===//
//
// `--target cuda`: host code for the CPU, kernels as PTX for --gpu-chip,
// embedded and JIT-compiled by the driver when the module loads
// (ov-lower-to-cuda, docs/cuda.md). `--target cuda-emulated` (testing
// only): the same kernels run on the CPU, thread by thread, in a CPU module
// (ov-lower-to-cuda-emulated).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CUDA/CUDATarget.h"
#include "ov/Target/CUDA/CUDAPipeline.h"
#include "ov/Target/CompileDriver.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::ov;

static void buildCUDAPipeline(OpPassManager &pm, const CompileOptions &options,
                              const TargetCPU &) {
  CUDAPipelineOptions pipeline;
  pipeline.gpuChip = options.gpuChip;
  pipeline.gpuFeatures = options.gpuFeatures;
  buildOVLowerToCUDAPipeline(pm, pipeline);
}

static std::string verifyCUDAOptions(const CompileOptions &options) {
  return verifyGPUTarget(options.gpuChip, options.gpuFeatures);
}

static void buildCUDAEmulatedPipeline(OpPassManager &pm, const CompileOptions &,
                                      const TargetCPU &) {
  buildOVLowerToCUDAEmulatedPipeline(pm, {});
}

/// The chip, its PTX features and the PTX files: only cuda makes PTX
/// (cuda-emulated's kernels are CPU code).
static constexpr StringLiteral kCUDAOptions[] = {"gpu-chip", "gpu-features",
                                                 "emit-ptx"};

void ov::registerCUDATargets(TargetRegistry &registry) {
  TargetDescription cuda;
  cuda.name = "cuda";
  cuda.help = "NVIDIA GPUs (PTX for --gpu-chip)";
  cuda.descriptorTarget = "cuda";
  cuda.buildPipeline = buildCUDAPipeline;
  cuda.options = kCUDAOptions;
  cuda.verifyOptions = verifyCUDAOptions;
  cuda.gpuKernels = kCUDAKernelTraits;
  cuda.runtimeSymbolPrefix = "ovrt_";
  registry.add(cuda);

  // A CPU module (the CPU ABI, no target line) that calls no GPU runtime.
  TargetDescription emulated;
  emulated.name = "cuda-emulated";
  emulated.help = "testing only: the cuda kernels run on the CPU";
  emulated.buildPipeline = buildCUDAEmulatedPipeline;
  emulated.gpuKernels = kCUDAKernelTraits;
  registry.add(emulated);
}
