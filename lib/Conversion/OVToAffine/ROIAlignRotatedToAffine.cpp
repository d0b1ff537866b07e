// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToAffine.cpp - ROIAlignRotated to affine loops -----===//
//
// The ROI families' affine loops over (box, channel, bin) (ParallelNest.h),
// scf.for loops over the data-dependent sample counts, memref.load for the
// gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"

#include "ROIAlignRotatedBridge.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlignRotated version to affine loops over (box, channel,
/// bin); each box's geometry once, outside the channel loops.
struct ROIAlignRotatedToAffine : ROIAlignRotatedBufferPattern {
  using ROIAlignRotatedBufferPattern::ROIAlignRotatedBufferPattern;

  LogicalResult
  rewriteMatched(ROIAlignRotatedOpInterface op, const ROIAlignRotatedMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildROIBinLoops(rewriter, op->getLoc(), m, m.attrs,
                             [&](OpBuilder &b, Location loc, Value r) {
                               return buildRotatedROIBox(b, loc, m, r);
                             }));
    return success();
  }
};

} // namespace

void mlir::ov::populateROIAlignRotatedToAffinePatterns(
    RewritePatternSet &patterns) {
  patterns.add<ROIAlignRotatedToAffine>(patterns.getContext());
}
