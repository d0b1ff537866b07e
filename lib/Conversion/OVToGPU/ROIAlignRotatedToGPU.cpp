// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToGPU.cpp - ROIAlignRotated as GPU-mapped loops ----===//
//
// One block per (box, tile of blockSize outputs of the box's [C, PH, PW]);
// each thread computes one output (bins fastest: coalesced stores), the
// box's geometry included (the box's five values are the same for the whole
// block: cached loads). Past `loop-pass-limit` a fixed sampling ratio's
// samples are split across launches (buildBinChunk).
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"
#include "Patterns.h"

#include "ROIAlignRotatedBridge.h"
#include "ov/Semantics/ROIAlignKernel.h"
#include "ov/Semantics/ROIAlignRotatedKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;

/// Launch `chunk` of a bin whose samples are split across launches
/// (loop-pass-limit; a fixed sampling ratio): the bin's samples in
/// buildRotatedROIBin's order (rows outer) as one loop over the flat
/// samples [chunk * size, min(count, (chunk + 1) * size)), each sample and
/// the accumulation buildRotatedROIBin's, so the result is bit-equal. The
/// running sum (in T) waits in the output between launches.
static Value buildBinChunk(OpBuilder &b, Location loc,
                           const ROIAlignRotatedMatch &m,
                           const RotatedROIStart &roi, Value c, Value row,
                           Value col, ValueRange at, const LoopChunks &chunks,
                           int64_t chunk) {
  const RotatedROIGeometry &g = roi.geometry;
  RoundedArith a(b, loc, m.elementType);
  Value sum = chunk == 0 ? a.constant(0.0)
                         : memref::LoadOp::create(b, loc, m.output, at);
  Value begin = indexConstant(b, loc, chunk * chunks.size);
  Value end = arith::MinUIOp::create(
      b, loc, indexConstant(b, loc, (chunk + 1) * chunks.size), g.count);
  Value columns =
      arith::MaxUIOp::create(b, loc, g.samplesX, indexConstant(b, loc, 1));
  auto loop = scf::ForOp::create(
      b, loc, begin, end, indexConstant(b, loc, 1), ValueRange{sum},
      [&](OpBuilder &xb, Location xl, Value flat, ValueRange acc) {
        RoundedArith xa(xb, xl, m.elementType);
        Value sy = arith::DivUIOp::create(xb, xl, flat, columns);
        Value sx = arith::RemUIOp::create(xb, xl, flat, columns);
        auto [mapY, mapX] = buildRotatedSamplePosition(xa, g, row, col, sy, sx);
        Type index = xb.getIndexType();
        ROISampleAxis y = buildROISampleAxisAt(xa, mapY, m.height, index);
        ROISampleAxis x = buildROISampleAxisAt(xa, mapX, m.width, index);
        ROISampleTaps t = buildROISampleTaps(xa, y, x);
        auto read = [&](Value py, Value px) {
          return readElement(xb, xl, m.data, ValueRange{roi.image, c, py, px});
        };
        Value value = buildROISampleValue(
            xa, t, read(t.yLow, t.xLow), read(t.yLow, t.xHigh),
            read(t.yHigh, t.xLow), read(t.yHigh, t.xHigh));
        scf::YieldOp::create(xb, xl,
                             xa.add(acc[0], xa.divByCount(value, g.count)));
      });
  return loop.getResult(0);
}

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
    // sampling ratio they are known here; past the loop-pass limit the
    // samples are split across launches (at most kMaxChunkLaunches, else
    // the op is refused). Adaptive counts depend on the boxes: the module's
    // input checks refuse a box past the limit (ROIAlignRotatedChecks.cpp,
    // docs/vulkan.md).
    int64_t ratio = m.attrs.samplingRatio;
    std::optional<LoopChunks> chunks;
    if (ratio > 0 &&
        !withinLoopPassLimit(loopNestPasses({ratio, ratio}), loopPassLimit)) {
      chunks = planLoopChunks(ratio * ratio, loopPassLimit);
      if (chunks->count > kMaxChunkLaunches)
        return refuseLoopPasses(
            rewriter, op,
            "sampling_ratio " + std::to_string(ratio) + " (" +
                std::to_string(ratio * ratio) + " samples per bin, more than " +
                std::to_string(kMaxChunkLaunches) + " launches of " +
                std::to_string(chunks->size) + ")",
            loopPassLimit, refused);
    }
    Value boxes = indexValue(rewriter, loc, m.outputShape[0]);
    Value channels = indexValue(rewriter, loc, m.outputShape[1]);
    for (int64_t chunk = 0; chunk < (chunks ? chunks->count : 1); ++chunk)
      buildBoxBinGPUKernel(
          rewriter, loc, boxes, channels, m.attrs.pooledH, m.attrs.pooledW,
          blockSize,
          [&](OpBuilder &b, Location l, Value box, Value c, Value row,
              Value col) {
            SmallVector<Value> at{box, c, row, col};
            RotatedROIStart roi = buildRotatedROIStart(b, l, m, box);
            Value value = chunks
                              ? buildBinChunk(b, l, m, roi, c, row, col, at,
                                              *chunks, chunk)
                              : buildRotatedROIBinAt(b, l, m, roi, c, row, col);
            if (positiveZeroSums && (!chunks || chunk + 1 == chunks->count))
              value = buildPositiveZeroSum(b, l, value);
            memref::StoreOp::create(b, l, value, m.output, at);
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
