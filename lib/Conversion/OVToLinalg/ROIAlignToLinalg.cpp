// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToLinalg.cpp - ROIAlign to linalg on tensors --------------===//
//
// The ROI families' linalg.generic over [R, C, pooled_h, pooled_w]
// (ROIGeneric.h) whose body gathers pixels with tensor.extract inside
// scf.for sample loops.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ROIGeneric.h"

#include "ROIAlignBridge.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlign version to one linalg.generic over the bins.
struct ROIAlignToLinalg : ROIAlignPattern {
  using ROIAlignPattern::ROIAlignPattern;

  LogicalResult
  rewriteMatched(ROIAlignOpInterface op, const ROIAlignMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildROIBinGeneric(rewriter, op->getLoc(), m,
                               [&](OpBuilder &b, Location loc, Value r) {
                                 return buildROIAlignBox(b, loc, m, r);
                               }));
    return success();
  }
};

} // namespace

/// Every ROIAlign is illegal (the pass's default for the dialect).
void mlir::ov::populateROIAlignToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIAlignToLinalg>(patterns.getContext());
}
