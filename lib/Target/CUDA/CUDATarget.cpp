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

#include "ov/Support/ToolFiles.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::ov;

/// The tool options only cuda takes: the chip, its PTX features and the
/// PTX files (cuda-emulated's kernels are CPU code).
static constexpr TargetToolOption kCUDAToolOptions[] = {
    {"gpu-chip", "NVIDIA architecture of --target cuda (default sm_90)",
     "sm_NN", "sm_90"},
    {"gpu-features",
     "PTX features of --target cuda, e.g. +ptx80 (default: the PTX version "
     "the chip needs)",
     "+ptxNN"},
    {"emit-ptx",
     "--target cuda: also write each kernel module's PTX to DIR/NAME.ptx",
     "DIR", "", "ptx"},
};

static void buildCUDAPipeline(OpPassManager &pm, const CompileOptions &options,
                              const TargetCPU &) {
  CUDAPipelineOptions pipeline;
  pipeline.gpuChip = options.targetOption("gpu-chip");
  pipeline.gpuFeatures = options.targetOption("gpu-features");
  buildOVLowerToCUDAPipeline(pm, pipeline);
}

static std::string verifyCUDAOptions(const CompileOptions &options) {
  return verifyGPUTarget(options.targetOption("gpu-chip"),
                         options.targetOption("gpu-features"));
}

/// Writes the PTX of every kernel module (gpu.binary objects in format isa)
/// to DIR/NAME.ptx, for checking it with NVIDIA's assembler.
static bool writePTXFiles(ModuleOp module, StringRef dir, std::string &error) {
  if (std::error_code ec = llvm::sys::fs::create_directories(dir)) {
    error = ("cannot create " + dir + ": " + ec.message()).str();
    return false;
  }
  WalkResult walk = module.walk([&](gpu::BinaryOp binary) {
    for (auto object : binary.getObjects().getAsRange<gpu::ObjectAttr>()) {
      if (object.getFormat() != gpu::CompilationTarget::Assembly)
        continue;
      SmallString<128> path(dir);
      llvm::sys::path::append(path, binary.getSymName() + ".ptx");
      AtomicOutputFile file;
      llvm::raw_fd_ostream *os = nullptr;
      if (!file.open(path, error) || !(os = file.stream(error)))
        return WalkResult::interrupt();
      *os << object.getObject().getValue();
      if (!file.commit(error))
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return !walk.wasInterrupted();
}

/// --emit-ptx DIR: the kernels' PTX, for checking it with ptxas.
static bool writePTX(ModuleOp module, const CompileOptions &options,
                     std::string &error) {
  std::string dir = options.targetOption("emit-ptx");
  return dir.empty() || writePTXFiles(module, dir, error);
}

static void buildCUDAEmulatedPipeline(OpPassManager &pm, const CompileOptions &,
                                      const TargetCPU &) {
  buildOVLowerToCUDAEmulatedPipeline(pm, {});
}

void ov::registerCUDATargets(TargetRegistry &registry) {
  TargetDescription cuda;
  cuda.name = "cuda";
  cuda.help = "NVIDIA GPUs (PTX for --gpu-chip)";
  cuda.descriptorTarget = "cuda";
  cuda.buildPipeline = buildCUDAPipeline;
  cuda.toolOptions = kCUDAToolOptions;
  cuda.writeSideOutputs = writePTX;
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
