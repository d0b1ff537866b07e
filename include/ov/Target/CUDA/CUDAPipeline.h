// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CUDAPipeline.h - The cuda targets' pipelines -------------*- C++ -*-===//
//
// ov dialect -> LLVM dialect with PTX kernels (ov-lower-to-cuda), and the
// test-only CPU emulation of the same kernels (ov-lower-to-cuda-emulated),
// with their typed options, checked when parsed from text (verifyOptions).
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CUDA_CUDAPIPELINE_H
#define OV_TARGET_CUDA_CUDAPIPELINE_H

#include "mlir/Pass/PassOptions.h"

#include <string>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace mlir::ov {

struct CUDAPipelineOptions : public PassPipelineOptions<CUDAPipelineOptions> {
  PassOptions::Option<std::string> gpuChip{
      *this, "gpu-chip",
      llvm::cl::desc("NVIDIA architecture the PTX targets: sm_NN or sm_NNa "
                     "(see verifyGPUTarget)"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> gpuFeatures{
      *this, "gpu-features",
      llvm::cl::desc("PTX features (+ptxNN: the PTX ISA version, at least "
                     "the chip's); empty picks the version the chip needs"),
      llvm::cl::init("")};
  PassOptions::Option<int> optLevel{
      *this, "opt-level",
      llvm::cl::desc("Optimization level of the kernels' LLVM IR and of the "
                     "driver's PTX JIT (0-3)"),
      llvm::cl::init(2)};
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size",
      llvm::cl::desc("Threads per block (ov-to-gpu): a multiple of 32 from 32 "
                     "to 1024"),
      llvm::cl::init(256)};
};

/// As for the CPU pipeline; gpu-chip and gpu-features as verifyGPUTarget.
std::string verifyOptions(const CUDAPipelineOptions &options);

/// The PTX ISA feature (+ptxNN) that `chip` (sm_XX[a]) needs: the lowest
/// PTX version supporting it, at least 6.0; "" for an unknown chip.
std::string defaultPTXFeatures(llvm::StringRef chip);

/// Checks a CUDA target: `chip` must be sm_NN (or sm_NNa) for an NVIDIA
/// architecture LLVM's NVPTX backend supports (sm_50 to sm_121), and
/// `features` empty or +ptxNN with a PTX ISA version LLVM knows that is at
/// least the one the chip needs. Returns "" or a one-line message.
std::string verifyGPUTarget(llvm::StringRef chip, llvm::StringRef features);

/// ov ops on tensors -> GPU kernels (ov-to-gpu, up to 4 adjacent output
/// elements per thread or one block per (ROI, channel tile)) -> bufferized
/// functions that keep the CPU ABI and move their data to and from the device
/// themselves -> NVVM -> PTX embedded as gpu.binary (format isa: the driver
/// compiles it at load) -> host code in the LLVM dialect calling the mgpu*
/// runtime functions.
void buildOVLowerToCUDAPipeline(OpPassManager &pm,
                                const CUDAPipelineOptions &options);

struct CUDAEmulationPipelineOptions
    : public PassPipelineOptions<CUDAEmulationPipelineOptions> {
  PassOptions::Option<int64_t> blockSize{
      *this, "block-size",
      llvm::cl::desc("Threads per block (ov-to-gpu): a multiple of 32 from 32 "
                     "to 1024"),
      llvm::cl::init(256)};
};

std::string verifyOptions(const CUDAEmulationPipelineOptions &options);

/// Testing only: the CUDA target's kernels (ov-to-gpu, gpu.launch, exactly
/// as buildOVLowerToCUDAPipeline builds them) executed on the CPU
/// (ov-gpu-launch-to-loops), then the CPU pipeline's bufferization and LLVM
/// lowering: a CPU module with the CPU ABI whose results are the GPU
/// kernels' (docs/cuda.md, for what this cannot check).
void buildOVLowerToCUDAEmulatedPipeline(
    OpPassManager &pm, const CUDAEmulationPipelineOptions &options);

/// Registers `ov-lower-to-cuda` and `ov-lower-to-cuda-emulated`.
void registerCUDAPipelines();

} // namespace mlir::ov

#endif // OV_TARGET_CUDA_CUDAPIPELINE_H
