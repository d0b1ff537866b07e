// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToAffine.cpp - ROIPooling to affine loops ---------------===//
//
// Affine loops over (box, channel, bin); max mode: scf.for loops over each
// bin's data-dependent pixels; memref.load for the gathered pixels.
//
//===----------------------------------------------------------------------===//

#include "ParallelNest.h"
#include "Patterns.h"

#include "ROIPoolingBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIPooling version to affine loops over (box, channel,
/// bin); each box's batch index and corners once, outside the channel loops.
struct ROIPoolingToAffine : ROIPoolingBufferPattern {
  using ROIPoolingBufferPattern::ROIPoolingBufferPattern;

  LogicalResult
  rewriteMatched(ROIPoolingOpInterface op, const ROIPoolingMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    Value boxes = indexValue(rewriter, loc, m.outputShape[0]);
    Value channels = indexValue(rewriter, loc, m.outputShape[1]);
    buildParallelNest(
        rewriter, loc, {boxes}, [&](OpBuilder &b, Location l, ValueRange box) {
          Value r = box[0];
          ROIPoolingStart roi = buildROIPoolingStart(b, l, m, r);
          Value ph = arith::ConstantIndexOp::create(b, l, m.attrs.pooledH);
          Value pw = arith::ConstantIndexOp::create(b, l, m.attrs.pooledW);
          buildParallelNest(
              b, l, {channels, ph, pw},
              [&](OpBuilder &ib, Location il, ValueRange ivs) {
                Value bin = buildROIPoolingBinAt(ib, il, m, roi, ivs[0], ivs[1],
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

void mlir::ov::populateROIPoolingToAffinePatterns(RewritePatternSet &patterns) {
  patterns.add<ROIPoolingToAffine>(patterns.getContext());
}
