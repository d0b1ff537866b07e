// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVToGPU.cpp - Lower ov ops to GPU-mapped parallel loops (ov-to-gpu) ===//
//
// Every op becomes two nested scf.parallel loops on memrefs: the outer one
// mapped to blocks, the inner one to threads (`mapping` attributes read by
// convert-parallel-loops-to-gpu, which builds the gpu.launch), on the kernel
// skeleton of GPUKernel.h. Every family lowers in its own file
// (<Family>ToGPU.cpp, declared in Patterns.h), with ov/Semantics' element
// semantics, as the CPU lowerings; the pass marks the ov dialect illegal, so
// an op without a GPU pattern fails to legalize, named.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVDialect.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOGPU
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

static void populateOVToGPUFamilies(RewritePatternSet &patterns,
                                    const GPUPatternOptions &options);

namespace {

struct ConvertOVToGPUPass
    : public ov::impl::ConvertOVToGPUBase<ConvertOVToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    if (!BlockSizeRule::isValid(blockSize)) {
      getOperation().emitError()
          << "ov-to-gpu: block-size=" << static_cast<int64_t>(blockSize)
          << " is not " << BlockSizeRule::describe();
      return signalPassFailure();
    }
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    target.addIllegalDialect<OVDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(ctx);
    if (loopPassLimit < 0) {
      getOperation().emitError()
          << "ov-to-gpu: loop-pass-limit="
          << static_cast<int64_t>(loopPassLimit) << " is negative";
      return signalPassFailure();
    }
    // A refused op (refuseLoopPasses) has said why; the pass then fails.
    bool refused = false;
    GPUPatternOptions options{blockSize, vectorStores, positiveZeroSums,
                              loopPassLimit, &refused};
    populateOVToGPUFamilies(patterns, options);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))) ||
        refused)
      signalPassFailure();
  }
};

} // namespace

// One line per family.
static void populateOVToGPUFamilies(RewritePatternSet &patterns,
                                    const GPUPatternOptions &options) {
  populateAvgPoolToGPUPatterns(patterns, options);
  populateMaxPoolToGPUPatterns(patterns, options);
  populateROIAlignToGPUPatterns(patterns, options);
  populateROIAlignRotatedToGPUPatterns(patterns, options);
  populateROIPoolingToGPUPatterns(patterns, options);
}

void mlir::ov::populateOVToGPUPatterns(RewritePatternSet &patterns,
                                       int64_t blockSize, bool vectorStores,
                                       bool positiveZeroSums,
                                       int64_t loopPassLimit) {
  populateOVToGPUFamilies(
      patterns, {blockSize, vectorStores, positiveZeroSums, loopPassLimit});
}
