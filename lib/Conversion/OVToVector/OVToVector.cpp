// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVToVector.cpp - Vectorized, parallel CPU kernels (ov-to-vector) ---===//
//
// The fast CPU path: each family's kernels (<Family>ToVector.cpp, one
// populate call each below) as vectorized loop nests in one scf.parallel
// (the caller's parallel-for later). Ops the kernels do not cover stay for
// ov-to-linalg.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ov/Conversion/Passes.h"

#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOVECTOR
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

namespace {

struct ConvertOVToVectorPass
    : public ov::impl::ConvertOVToVectorBase<ConvertOVToVectorPass> {
  using ConvertOVToVectorBase::ConvertOVToVectorBase;

  void runOnOperation() override {
    VectorTarget target;
    target.vectorBits = vectorBits;
    target.maxPoolBits = maxPoolVectorBits;
    target.avgPoolBits = avgPoolVectorBits;
    target.roiAlignBits = roiAlignVectorBits;
    target.cacheLineBytes = cacheLineBytes;
    target.l2Bytes = l2Bytes;
    target.prefetchBytes = prefetchBytes;
    target.prefetchBytesIndices = prefetchBytesIndices;
    if (std::string problem = target.verify(); !problem.empty()) {
      getOperation().emitError() << "ov-to-vector: " << problem;
      return signalPassFailure();
    }
    // Ops the fast kernels do not cover stay for ov-to-linalg; each pattern
    // replaces an ov op by non-ov IR, so one walk suffices.
    RewritePatternSet patterns(&getContext());
    populateOVToVectorPatterns(patterns, target);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::ov::populateOVToVectorPatterns(RewritePatternSet &patterns,
                                          const VectorTarget &target) {
  vectorize::populateAvgPoolToVectorPatterns(
      patterns, target.forFamily(KernelFamily::AvgPool));
  vectorize::populateMaxPoolToVectorPatterns(
      patterns, target.forFamily(KernelFamily::MaxPool));
  vectorize::populateROIAlignToVectorPatterns(
      patterns, target.forFamily(KernelFamily::ROIAlign));
  // ROIAlignRotated's kernel gathers as ROIAlign's gather kernel does: the
  // same width.
  vectorize::populateROIAlignRotatedToVectorPatterns(
      patterns, target.forFamily(KernelFamily::ROIAlign));
  // ROIPooling's kernel gathers too: ROIAlign's width.
  vectorize::populateROIPoolingToVectorPatterns(
      patterns, target.forFamily(KernelFamily::ROIAlign));
}
