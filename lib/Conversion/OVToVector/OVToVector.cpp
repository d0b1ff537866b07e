// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OVToVector.cpp - Vectorized, parallel CPU kernels (ov-to-vector) ---===//
//
// The fast CPU path: each family's kernels (<Family>ToVector.cpp, one
// row each in kFamilyKernels below) as vectorized loop nests in one
// scf.parallel (the caller's parallel-for later). Ops the kernels do not cover
// stay for ov-to-linalg.
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
    if (std::string problem = target.parseFamilyBits(familyVectorBits);
        !problem.empty()) {
      getOperation().emitError() << "ov-to-vector: " << problem;
      return signalPassFailure();
    }
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

namespace {
/// A family's kernels: its layer type (the key of its vector width) and
/// its populate function (<Family>ToVector.cpp).
struct FamilyKernels {
  StringLiteral family;
  void (*populate)(RewritePatternSet &, const VectorTarget &);
};
} // namespace

/// One row per family with vector kernels.
static constexpr FamilyKernels kFamilyKernels[] = {
    {"AvgPool", vectorize::populateAvgPoolToVectorPatterns},
    {"MaxPool", vectorize::populateMaxPoolToVectorPatterns},
    {"ROIAlign", vectorize::populateROIAlignToVectorPatterns},
    {"ROIAlignRotated", vectorize::populateROIAlignRotatedToVectorPatterns},
    {"ROIPooling", vectorize::populateROIPoolingToVectorPatterns},
};

ArrayRef<StringLiteral> mlir::ov::vectorKernelFamilies() {
  static const SmallVector<StringLiteral> names = [] {
    SmallVector<StringLiteral> list;
    for (const FamilyKernels &row : kFamilyKernels)
      list.push_back(row.family);
    return list;
  }();
  return names;
}

void mlir::ov::populateOVToVectorPatterns(RewritePatternSet &patterns,
                                          const VectorTarget &target) {
  for (const FamilyKernels &row : kFamilyKernels)
    row.populate(patterns, target.forFamily(row.family));
}
