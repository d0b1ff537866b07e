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
  PassOptions::Option<std::string> lowering{
      *this, "lowering",
      llvm::cl::desc("How ov ops are lowered: vector (fast parallel kernels, "
                     "ov-to-linalg for the rest), linalg, or affine"),
      llvm::cl::init("vector")};
  PassOptions::Option<int64_t> vectorBits{
      *this, "vector-bits",
      llvm::cl::desc("Vector width of the target in bits (ov-to-vector)"),
      llvm::cl::init(256)};
};

/// ov ops on tensors -> bufferized, destination-passing functions (results
/// become out-parameters, also for public functions) -> LLVM dialect.
/// Parallel loops become OpenMP (the code then needs libomp).
void buildOVLowerToCPUPipeline(OpPassManager &pm,
                               const CPUPipelineOptions &options);

/// Registers `ov-lower-to-cpu` and `ov-lower-to-cpu-affine`.
void registerOVPipelines();

} // namespace ov
} // namespace mlir

#endif // OV_PIPELINES_PIPELINES_H
