// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToAffine.cpp - ROIPooling to affine loops ---------------===//
//
// The ROI families' affine loops over (box, channel, bin) (ParallelNest.h);
// max mode: scf.for loops over each bin's data-dependent pixels; memref.load
// for the gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"

#include "ROIPoolingBridge.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIPooling version to affine loops over (box, channel,
/// bin); each box's image and corners (max: its pixel box) once, outside the
/// channel loops.
struct ROIPoolingToAffine : ROIPoolingBufferPattern {
  using ROIPoolingBufferPattern::ROIPoolingBufferPattern;

  LogicalResult
  rewriteMatched(ROIPoolingOpInterface op, const ROIPoolingMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildROIBinLoops(rewriter, op->getLoc(), m, m.attrs,
                             [&](OpBuilder &b, Location loc, Value r) {
                               return buildROIPoolingBox(b, loc, m, r);
                             }));
    return success();
  }
};

} // namespace

void mlir::ov::populateROIPoolingToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<ROIPoolingToAffine>(patterns.getContext());
}
