// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToLinalg.cpp - ROIAlignRotated to linalg -----------===//
//
// The ROI families' linalg.generic over [R, C, pooled_h, pooled_w]
// (ROIGeneric.h) whose body gathers pixels with tensor.extract inside
// scf.for sample loops. The CPU pipelines take ov-to-vector's kernel
// (ROIAlignRotatedToVector.cpp) first and leave to this pattern what it
// does not cover.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ROIGeneric.h"

#include "ROIAlignRotatedBridge.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlignRotated version to one linalg.generic over the bins.
struct ROIAlignRotatedToLinalg : ROIAlignRotatedPattern {
  using ROIAlignRotatedPattern::ROIAlignRotatedPattern;

  LogicalResult
  rewriteMatched(ROIAlignRotatedOpInterface op, const ROIAlignRotatedMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildROIBinGeneric(rewriter, op->getLoc(), m,
                               [&](OpBuilder &b, Location loc, Value r) {
                                 return buildRotatedROIBox(b, loc, m, r);
                               }));
    return success();
  }
};

} // namespace

/// Every ROIAlignRotated is illegal (the pass's default for the dialect).
void mlir::ov::populateROIAlignRotatedToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIAlignRotatedToLinalg>(patterns.getContext());
}
