//===- Pipelines.cpp - Named ov lowering pipelines ------------------------===//

#include "ov/Pipelines/Pipelines.h"
#include "ov/Conversion/Passes.h"
#include "ov/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {

/// ov ops -> linalg or affine, on tensors, then tidy up.
void addOVLowering(OpPassManager &pm, const ov::CPUPipelineOptions &options) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  if (options.lowering == "affine") {
    funcPm.addPass(ov::createConvertOVToAffine());
  } else {
    if (options.lowering == "vector")
      funcPm.addPass(ov::createConvertOVToVector({options.vectorBits}));
    funcPm.addPass(ov::createConvertOVToLinalg());
    funcPm.addPass(createLinalgElementwiseOpFusionPass());
  }
  funcPm.addPass(createCanonicalizerPass());
  funcPm.addPass(createCSEPass());
}

/// Tensors -> memrefs. Results become caller-allocated out-parameters (the
/// compiled-module ABI), written in place where the producer allows it.
void addBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.nest<func::FuncOp>().addPass(ov::createOVDistinctReturnedBuffers());
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.hoistDynamicAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.nest<func::FuncOp>().addPass(createCanonicalizerPass());
  bufferization::buildBufferDeallocationPipeline(pm);
}

/// Loops and memrefs -> LLVM dialect.
void addLLVMLowering(OpPassManager &pm, const ov::CPUPipelineOptions &options) {
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(ov::createOVLowerStridedCopies());
  funcPm.addPass(createConvertLinalgToAffineLoopsPass());
  funcPm.addPass(createLowerAffinePass());
  funcPm.addPass(createCanonicalizerPass());
  pm.addPass(createConvertSCFToOpenMPPass());
  // scf-to-openmp wraps each parallel body in memref.alloca_scope; its static
  // allocas (kernel scratch) become per-thread buffers at the start of the
  // omp.parallel region, and without allocas inside, canonicalization
  // inlines the scope (a multi-block scope, after scf-to-cf, would not
  // verify).
  pm.addPass(ov::createOVHoistParallelAllocas());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  // bf16 conversions as integer round-to-nearest-even: no compiler-rt call,
  // and denormals kept (the AVX512-BF16 instructions flush them).
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

} // namespace

void ov::buildOVLowerToCPUPipeline(OpPassManager &pm,
                                   const CPUPipelineOptions &options) {
  addOVLowering(pm, options);
  addBufferization(pm);
  addLLVMLowering(pm, options);
}

void ov::registerOVPipelines() {
  PassPipelineRegistration<CPUPipelineOptions>(
      "ov-lower-to-cpu",
      "Lower ov ops to the LLVM dialect for the CPU: ov-to-vector's parallel "
      "vectorized kernels with ov-to-linalg for the rest (lowering=vector, "
      "the default), or only ov-to-linalg (lowering=linalg), or ov-to-affine "
      "(lowering=affine); then one-shot bufferization with results as "
      "out-parameters, loops, OpenMP, LLVM",
      buildOVLowerToCPUPipeline);
  PassPipelineRegistration<>(
      "ov-lower-to-cpu-affine",
      "Lower ov ops to the LLVM dialect for the CPU through ov-to-affine loop "
      "nests (same as ov-lower-to-cpu{lowering=affine})",
      [](OpPassManager &pm) {
        CPUPipelineOptions options;
        options.lowering = "affine";
        buildOVLowerToCPUPipeline(pm, options);
      });
}
