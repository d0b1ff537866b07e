// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToLinalg.cpp - ROIPooling to linalg ---------------------===//
//
// The ROI families' linalg.generic over [R, C, pooled_h, pooled_w]
// (ROIGeneric.h) whose body gathers pixels with tensor.extract (max mode:
// inside scf.for loops over the bin's pixels). ov-to-vector has no
// ROIPooling kernel: the CPU pipelines leave the op to this pattern.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ROIGeneric.h"

#include "ROIPoolingBridge.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIPooling version to one linalg.generic over the bins.
struct ROIPoolingToLinalg : ROIPoolingPattern {
  using ROIPoolingPattern::ROIPoolingPattern;

  LogicalResult
  rewriteMatched(ROIPoolingOpInterface op, const ROIPoolingMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildROIBinGeneric(rewriter, op->getLoc(), m,
                               [&](OpBuilder &b, Location loc, Value r) {
                                 return buildROIPoolingBox(b, loc, m, r);
                               }));
    return success();
  }
};

} // namespace

/// Every ROIPooling is illegal (the pass's default for the dialect).
void mlir::ov::populateROIPoolingToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &) {
  patterns.add<ROIPoolingToLinalg>(patterns.getContext());
}
