// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToGPU.cpp - ROIPooling as GPU-mapped loops --------------===//
//
// One block per (box, tile of blockSize outputs of the box's [C, PH, PW]);
// each thread computes one output (bins fastest: coalesced stores), the
// box's start included (the box's five values are the same for the whole
// block: cached loads). Max bins loop over their pixels; bilinear bins read
// four. No sums: the sign of zero needs no fix-up.
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"
#include "Patterns.h"

#include "ROIPoolingBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIPooling version to one kernel over (box, tile).
struct ROIPoolingToGPU : ROIPoolingBufferPattern {
  ROIPoolingToGPU(MLIRContext *ctx, int64_t blockSize)
      : ROIPoolingBufferPattern(ctx), blockSize(blockSize) {}

  LogicalResult
  rewriteMatched(ROIPoolingOpInterface op, const ROIPoolingMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    Value boxes = indexValue(rewriter, loc, m.outputShape[0]);
    Value channels = indexValue(rewriter, loc, m.outputShape[1]);
    Value bins =
        indexConstant(rewriter, loc, m.attrs.pooledH * m.attrs.pooledW);
    Value pooledW = indexConstant(rewriter, loc, m.attrs.pooledW);
    Value perBox = arith::MulIOp::create(rewriter, loc, channels, bins);
    Value tiles = ceilDivIndex(rewriter, loc, perBox, blockSize);
    Value tileSize = indexConstant(rewriter, loc, blockSize);
    buildGPUKernel(
        rewriter, loc, {boxes, tiles}, blockSize,
        [&](OpBuilder &b, Location l, ValueRange blockIds, Value thread) {
          Value e = arith::AddIOp::create(
              b, l, arith::MulIOp::create(b, l, blockIds[1], tileSize), thread);
          Value inRange =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult, e, perBox);
          scf::IfOp::create(b, l, inRange, [&](OpBuilder &ib, Location il) {
            Value c = arith::DivUIOp::create(ib, il, e, bins);
            Value bin = arith::RemUIOp::create(ib, il, e, bins);
            Value row = arith::DivUIOp::create(ib, il, bin, pooledW);
            Value col = arith::RemUIOp::create(ib, il, bin, pooledW);
            ROIPoolingStart roi = buildROIPoolingStart(ib, il, m, blockIds[0]);
            Value value = buildROIPoolingBinAt(ib, il, m, roi, c, row, col);
            memref::StoreOp::create(ib, il, value, m.output,
                                    ValueRange{blockIds[0], c, row, col});
            scf::YieldOp::create(ib, il);
          });
        });
    rewriter.replaceOp(op, toTensor(rewriter, loc, m.output, m.outputType));
    return success();
  }

private:
  int64_t blockSize;
};

} // namespace

void mlir::ov::populateROIPoolingToGPUPatterns(
    RewritePatternSet &patterns, const GPUPatternOptions &options) {
  patterns.add<ROIPoolingToGPU>(patterns.getContext(), options.blockSize);
}
