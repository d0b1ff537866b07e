// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToAffine.cpp - ROIAlignRotated to affine loops -----===//
//
// Affine loops over (box, channel, bin), scf.for loops over the
// data-dependent sample counts, memref.load for the gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"

#include "ROIAlignRotatedBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

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
    Location loc = op->getLoc();
    Value boxes = indexValue(rewriter, loc, m.outputShape[0]);
    Value channels = indexValue(rewriter, loc, m.outputShape[1]);
    buildParallelNest(
        rewriter, loc, {boxes}, [&](OpBuilder &b, Location l, ValueRange box) {
          Value r = box[0];
          RotatedROIStart roi = buildRotatedROIStart(b, l, m, r);
          Value ph = arith::ConstantIndexOp::create(b, l, m.attrs.pooledH);
          Value pw = arith::ConstantIndexOp::create(b, l, m.attrs.pooledW);
          buildParallelNest(
              b, l, {channels, ph, pw},
              [&](OpBuilder &ib, Location il, ValueRange ivs) {
                Value bin = buildRotatedROIBinAt(ib, il, m, roi, ivs[0], ivs[1],
                                                 ivs[2]);
                memref::StoreOp::create(ib, il, bin, m.output,
                                        ValueRange{r, ivs[0], ivs[1], ivs[2]});
              });
        });
    rewriter.replaceOp(op, toTensor(rewriter, loc, m.output, m.outputType));
    return success();
  }
};

} // namespace

void mlir::ov::populateROIAlignRotatedToAffinePatterns(
    RewritePatternSet &patterns) {
  patterns.add<ROIAlignRotatedToAffine>(patterns.getContext());
}
