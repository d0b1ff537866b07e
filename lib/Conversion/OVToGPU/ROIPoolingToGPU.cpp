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
    buildBoxBinGPUKernel(
        rewriter, loc, indexValue(rewriter, loc, m.outputShape[0]),
        indexValue(rewriter, loc, m.outputShape[1]), m.attrs.pooledH,
        m.attrs.pooledW, blockSize,
        [&](OpBuilder &b, Location l, Value box, Value c, Value row,
            Value col) {
          ROIPoolingStart roi = buildROIPoolingStart(b, l, m, box);
          Value value = buildROIPoolingBinAt(b, l, m, roi, c, row, col);
          memref::StoreOp::create(b, l, value, m.output,
                                  ValueRange{box, c, row, col});
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
