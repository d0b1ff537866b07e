// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToAffine.cpp - ROIAlign to affine loop nests --------------===//
//
// The ROI families' affine loops over (roi, channel, bin) (ParallelNest.h),
// scf.for loops over the data-dependent sample counts, memref.load for the
// gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"

#include "ROIAlignBridge.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlign version to affine loops over (roi, channel, bin);
/// each ROI's geometry once, outside the channel loops.
struct ROIAlignToAffine : ROIAlignBufferPattern {
  using ROIAlignBufferPattern::ROIAlignBufferPattern;

  LogicalResult
  rewriteMatched(ROIAlignOpInterface op, const ROIAlignMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(
        op, buildROIBinLoops(rewriter, op->getLoc(), m, m.attrs,
                             [&](OpBuilder &b, Location loc, Value r) {
                               return buildROIAlignBox(b, loc, m, r);
                             }));
    return success();
  }
};

} // namespace

void mlir::ov::populateROIAlignToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<ROIAlignToAffine>(patterns.getContext());
}
