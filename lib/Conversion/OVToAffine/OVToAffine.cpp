// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVToAffine.cpp - Lower ov ops to affine loop nests (ov-to-affine) --===//
//
// The pass and its populate list: every family lowers in its own file
// (<Family>ToAffine.cpp, declared in Patterns.h); the pass marks the ov
// dialect illegal, so an op without a pattern fails to legalize, named.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVDialect.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOAFFINE
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

namespace {

struct ConvertOVToAffinePass
    : public ov::impl::ConvertOVToAffineBase<ConvertOVToAffinePass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    target.addIllegalDialect<OVDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(ctx);
    populateOVToAffinePatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

// One line per family.
void mlir::ov::populateOVToAffinePatterns(RewritePatternSet &patterns) {
  populateAvgPoolToAffinePatterns(patterns);
  populateMaxPoolToAffinePatterns(patterns);
  populateROIAlignToAffinePatterns(patterns);
  populateROIAlignRotatedToAffinePatterns(patterns);
  populateROIPoolingToAffinePatterns(patterns);
}
