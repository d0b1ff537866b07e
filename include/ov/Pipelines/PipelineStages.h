// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PipelineStages.h - Stages every target's pipeline shares -*- C++ -*-===//
//
// The stages of lib/Pipelines that each target's pipeline (lib/Target/<T>/)
// composes with its own: bufferization with results as out-parameters, and
// the lowering of loops, memrefs and a GPU target's host code to the LLVM
// dialect; and how a pipeline is registered with its options checked.
//
//===----------------------------------------------------------------------===//

#ifndef OV_PIPELINES_PIPELINESTAGES_H
#define OV_PIPELINES_PIPELINESTAGES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace mlir::ov {

/// Tensors -> memrefs. Results become caller-allocated out-parameters (the
/// compiled-module ABI), written in place where the producer allows it;
/// buffers are freed after their last use.
void addBufferization(OpPassManager &pm);

/// Loops and memrefs -> LLVM dialect for the CPU: parallel loops become
/// chunk functions launched through the caller's parallel-for
/// (runtime/ABI.md).
void addLLVMLowering(OpPassManager &pm);

/// How a GPU target's host code passes each kernel its buffers.
enum class GPUKernelArguments {
  /// memref descriptors, field by field (CUDA).
  Descriptors,
  /// per memref its base pointer and its size in bytes, then 64-bit
  /// scalars (Vulkan: one storage buffer per memref, push constants).
  PointersAndSizes,
};

/// As addLLVMLowering, for a GPU target's host code, whose kernels are
/// already gpu.binary: no parallel loops, and the host's gpu ops become
/// mgpu* calls passing `arguments`.
void addGPUHostLLVMLowering(OpPassManager &pm, GPUKernelArguments arguments);

/// "" or "<name>=<value> is not <rule>" (a rule of OptionRules.h).
template <typename Rule>
std::string checkRule(llvm::StringRef name, int64_t value) {
  if (Rule::isValid(value))
    return "";
  return (name + "=" + llvm::Twine(value) + " is not " + Rule::describe())
      .str();
}

/// As PassPipelineRegistration<Options>, with the parsed options checked by
/// `verifyOptions(const Options &)` ("" or a one-line message): a value out
/// of range is an error, not a pipeline.
template <typename Options>
void registerCheckedPipeline(llvm::StringRef name, llvm::StringRef description,
                             void (*build)(OpPassManager &, const Options &)) {
  registerPassPipeline(
      name, description,
      [build](OpPassManager &pm, llvm::StringRef text,
              function_ref<LogicalResult(const llvm::Twine &)> errorHandler) {
        Options options;
        if (failed(options.parseFromString(text)))
          return failure();
        if (std::string problem = verifyOptions(options); !problem.empty())
          return errorHandler(problem);
        build(pm, options);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> optionsHandler) {
        optionsHandler(Options());
      });
}

} // namespace mlir::ov

#endif // OV_PIPELINES_PIPELINESTAGES_H
