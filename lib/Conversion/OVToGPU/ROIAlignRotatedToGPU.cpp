// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToGPU.cpp - ROIAlignRotated as GPU-mapped loops ----===//
//
// One block per (box, tile of blockSize outputs of the box's [C, PH, PW]);
// each thread computes one output (bins fastest: coalesced stores), the
// box's geometry included (the box's five values are the same for the whole
// block: cached loads).
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"
#include "Patterns.h"

#include "ROIAlignRotatedBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;

namespace {

/// Lowers every ROIAlignRotated version to one kernel over (box, tile).
struct ROIAlignRotatedToGPU : ROIAlignRotatedBufferPattern {
  ROIAlignRotatedToGPU(MLIRContext *ctx, const GPUPatternOptions &options)
      : ROIAlignRotatedBufferPattern(ctx), blockSize(options.blockSize),
        positiveZeroSums(options.positiveZeroSums),
        loopPassLimit(options.loopPassLimit), refused(options.refused) {}

  LogicalResult
  rewriteMatched(ROIAlignRotatedOpInterface op, const ROIAlignRotatedMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    // A thread's loops: its bin's sample rows and columns. With a fixed
    // sampling ratio they are known here; past the loop-pass limit the op is
    // refused (adaptive counts depend on the boxes: not checked,
    // docs/vulkan.md).
    int64_t ratio = m.attrs.samplingRatio;
    if (ratio > 0 &&
        !withinLoopPassLimit(loopNestPasses({ratio, ratio}), loopPassLimit))
      return refuseLoopPasses(rewriter, op,
                              "sampling_ratio " + std::to_string(ratio) + " (" +
                                  std::to_string(ratio * ratio) +
                                  " samples per bin)",
                              loopPassLimit, refused);
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
            RotatedROIStart roi = buildRotatedROIStart(ib, il, m, blockIds[0]);
            Value value = buildRotatedROIBinAt(ib, il, m, roi, c, row, col);
            if (positiveZeroSums)
              value = buildPositiveZeroSum(ib, il, value);
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
  bool positiveZeroSums;
  int64_t loopPassLimit; // 0: none
  bool *refused;
};

} // namespace

void mlir::ov::populateROIAlignRotatedToGPUPatterns(
    RewritePatternSet &patterns, const GPUPatternOptions &options) {
  patterns.add<ROIAlignRotatedToGPU>(patterns.getContext(), options);
}
