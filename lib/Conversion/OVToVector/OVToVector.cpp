//===- OVToVector.cpp - Vectorized, parallel CPU kernels (ov-to-vector) ---===//
//
// The fast CPU path: MaxPool (MaxPoolToVector.cpp) and ROIAlign
// (ROIAlignToVector.cpp) as vectorized loop nests in one scf.parallel
// (OpenMP later). Ops the kernels do not cover stay for ov-to-linalg.
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
    if (!VectorBitsRule::isValid(vectorBits)) {
      getOperation().emitError()
          << "ov-to-vector: vector-bits=" << static_cast<int64_t>(vectorBits)
          << " is not " << VectorBitsRule::describe();
      return signalPassFailure();
    }
    // Ops the fast kernels do not cover stay for ov-to-linalg; each pattern
    // replaces an ov op by non-ov IR, so one walk suffices.
    RewritePatternSet patterns(&getContext());
    populateOVToVectorPatterns(patterns, vectorBits);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::ov::populateOVToVectorPatterns(RewritePatternSet &patterns,
                                          int64_t vectorBits) {
  vectorize::populateMaxPoolToVectorPatterns(patterns, vectorBits);
  vectorize::populateROIAlignToVectorPatterns(patterns, vectorBits);
}
