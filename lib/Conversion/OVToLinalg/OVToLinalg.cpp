// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVToLinalg.cpp - Lower ov ops to linalg (ov-to-linalg) -------------===//
//
// The pass and its populate list: every family lowers in its own file
// (<Family>ToLinalg.cpp, declared in Patterns.h) and says which of its ops
// stay legal (the pooling families leave windows too large to materialize
// to ov-to-affine); every other ov op is illegal.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"

#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVDialect.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOLINALG
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

namespace {

struct ConvertOVToLinalgPass
    : public ov::impl::ConvertOVToLinalgBase<ConvertOVToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    // Every ov op is illegal but those a family leaves for ov-to-affine.
    target.addIllegalDialect<OVDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(ctx);
    populateOVToLinalgPatternsAndLegality(patterns, target);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

// One line per family.
void mlir::ov::populateOVToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &target) {
  populateAvgPoolToLinalgPatternsAndLegality(patterns, target);
  populateMaxPoolToLinalgPatternsAndLegality(patterns, target);
  populateROIAlignToLinalgPatternsAndLegality(patterns, target);
  populateROIAlignRotatedToLinalgPatternsAndLegality(patterns, target);
  populateROIPoolingToLinalgPatternsAndLegality(patterns, target);
}
