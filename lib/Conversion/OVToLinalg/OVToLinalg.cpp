//===- OVToLinalg.cpp - Lower ov ops to linalg (ov-to-linalg) -------------===//

#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVOps.h"

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
    target.addIllegalDialect<OVDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(ctx);
    populateOVToLinalgPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::ov::populateOVToLinalgPatterns(RewritePatternSet &patterns) {}
