//===- Pipelines.h - Named ov lowering pipelines ------------------*- C++ -*-===//
//
// ov dialect -> LLVM dialect, for the CPU. Other compilers embed these with
// buildOVLowerToCPUPipeline(); opt-style tools get them as
// `--ov-lower-to-cpu` (linalg path) and `--ov-lower-to-cpu-affine`.
//
//===----------------------------------------------------------------------===//

#ifndef OV_PIPELINES_PIPELINES_H
#define OV_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
namespace ov {

struct CPUPipelineOptions : public PassPipelineOptions<CPUPipelineOptions> {
  PassOptions::Option<bool> affine{
      *this, "affine",
      llvm::cl::desc("Lower ov ops with ov-to-affine instead of ov-to-linalg"),
      llvm::cl::init(false)};
};

/// ov ops on tensors -> bufferized, destination-passing functions (results
/// become out-parameters, also for public functions) -> LLVM dialect.
void buildOVLowerToCPUPipeline(OpPassManager &pm,
                               const CPUPipelineOptions &options);

/// Registers `ov-lower-to-cpu` and `ov-lower-to-cpu-affine`.
void registerOVPipelines();

} // namespace ov
} // namespace mlir

#endif // OV_PIPELINES_PIPELINES_H
