// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToGPU.cpp - ROIAlign as GPU-mapped loops (ov-to-gpu) ------===//
//
// One block per (ROI, channel tile); the tile holds max(1, blockSize / bins)
// channel groups of up to 4 channels, and the block's threads take its
// (group, bin) pairs, bins fastest (the output is [R, C, PH, PW]: coalesced
// stores). Each thread computes the ROI's geometry (the four coordinates are
// the same for the whole block: cached loads) and each sample's position,
// neighbours and weights once for the channels of its group
// (buildROIBinChannels). Past `loop-pass-limit` a fixed sampling ratio's
// samples are split across launches (buildBinChunk).
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"
#include "Patterns.h"

#include "ROIAlignBridge.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

/// Channels per thread in the ROIAlign kernel: up to 4 (the sample
/// geometry is shared by them; more would add registers for little), fewer
/// when the static channel count does not fill them.
static int64_t channelsPerThread(RankedTensorType output, int64_t tileC) {
  constexpr int64_t kMax = 4;
  int64_t channels = output.getDimSize(1);
  if (ShapedType::isDynamic(channels))
    return kMax;
  return std::clamp<int64_t>(llvm::divideCeil(channels, tileC), 1, kMax);
}

namespace {

/// The ROIAlign kernel's tiling: a tile of tileC * perThread channels per
/// block. The block's threads stride over tileC * bins (channel group, bin)
/// pairs, bins fastest; a thread computes its bin's sample geometry once and
/// applies it to the perThread channels g, g + tileC, ... of its group
/// (channels apart by tileC so that, for each of them, consecutive threads
/// store consecutive outputs). The values are built before the kernel loops.
struct ROIAlignTiling {
  const ROIAlignMatch &bridge;
  int64_t tileC, perThread;
  bool positiveZeroSums; // avg: buildPositiveZeroSum on each bin's sum
  Value channels, lastChannel, bins, pooledW, tileCValue;
};

} // namespace

/// Stores `values` (one per channel of the group) at bin (binRow, binCol)
/// of ROI `r`; the first channel is in range, the others are checked.
static void storeGroup(OpBuilder &b, Location loc, const ROIAlignTiling &t,
                       Value r, ArrayRef<Value> chans, ArrayRef<Value> values,
                       Value binRow, Value binCol) {
  for (auto [j, value] : llvm::enumerate(values)) {
    auto store = [&, j = j, value = value](OpBuilder &sb, Location sl) {
      memref::StoreOp::create(sb, sl, value, t.bridge.output,
                              ValueRange{r, chans[j], binRow, binCol});
    };
    if (j == 0) {
      store(b, loc);
      continue;
    }
    Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        chans[j], t.channels);
    scf::IfOp::create(b, loc, valid, [&](OpBuilder &sb, Location sl) {
      store(sb, sl);
      scf::YieldOp::create(sb, sl);
    });
  }
}

/// The launch of a bin's samples split across launches (loop-pass-limit;
/// a fixed sampling ratio): which launch, and the split.
struct ROIChunk {
  const LoopChunks *chunks = nullptr; // null: one launch, no split
  int64_t index = 0;
  bool isLast() const { return !chunks || index + 1 == chunks->count; }
};

/// Launch `chunk` of the group's bin (binRow, binCol): buildROIBinChannels'
/// samples in its order (rows outer) as one loop over the flat samples
/// [chunk * size, min(count, (chunk + 1) * size)), each sample and each
/// channel's accumulation buildROIBinChannels', so the results are
/// bit-equal. The running values (in T) wait in the output between
/// launches; a channel past the last reads the last one's, and is never
/// stored.
static SmallVector<Value> buildBinChunk(OpBuilder &b, Location loc,
                                        const ROIAlignTiling &t,
                                        const ROIStart &roi, Value r,
                                        ArrayRef<Value> reads, Value binRow,
                                        Value binCol, const ROIChunk &chunk) {
  const ROIAlignMatch &br = t.bridge;
  const ROIGeometry &g = roi.geometry;
  bool isMax = br.attrs.isMax();
  RoundedArith a(b, loc, br.elementType);
  SmallVector<Value> initial;
  for (Value channel : reads)
    initial.push_back(
        chunk.index == 0
            ? a.constant(0.0)
            : memref::LoadOp::create(b, loc, br.output,
                                     ValueRange{r, channel, binRow, binCol}));
  int64_t size = chunk.chunks->size;
  Value begin = indexConstant(b, loc, chunk.index * size);
  Value end = arith::MinUIOp::create(
      b, loc, indexConstant(b, loc, (chunk.index + 1) * size), g.count);
  Value columns =
      arith::MaxUIOp::create(b, loc, g.samplesX, indexConstant(b, loc, 1));
  auto loop = scf::ForOp::create(
      b, loc, begin, end, indexConstant(b, loc, 1), initial,
      [&](OpBuilder &xb, Location xl, Value flat, ValueRange acc) {
        RoundedArith xa(xb, xl, br.elementType);
        Value sy = arith::DivUIOp::create(xb, xl, flat, columns);
        Value sx = arith::RemUIOp::create(xb, xl, flat, columns);
        ROISampleAxis y = buildROISampleAxisY(xa, g, binRow, sy, br.height);
        ROISampleAxis x = buildROISampleAxisX(xa, g, binCol, sx, br.width);
        ROISampleTaps taps = buildROISampleTaps(xa, y, x);
        SmallVector<Value> next;
        for (auto [slot, channel] : llvm::enumerate(reads)) {
          auto read = [&, channel = channel](Value py, Value px) {
            return readElement(xb, xl, br.data,
                               ValueRange{roi.image, channel, py, px});
          };
          Value sample = buildROISampleValue(
              xa, taps, read(taps.yLow, taps.xLow), read(taps.yLow, taps.xHigh),
              read(taps.yHigh, taps.xLow), read(taps.yHigh, taps.xHigh));
          // 9. avg: acc + value / n;  max: value if value > acc.
          next.push_back(
              isMax ? xa.select(xa.gt(sample, acc[slot]), sample, acc[slot])
                    : xa.add(acc[slot], xa.divByCount(sample, g.count)));
        }
        scf::YieldOp::create(xb, xl, next);
      });
  return SmallVector<Value>(loop.getResults());
}

/// The (channel group, bin) pair `e` of ROI `r`'s tile starting at
/// `firstChannel`: the group's bins, computed together, and their stores.
static void buildTileElement(OpBuilder &b, Location loc,
                             const ROIAlignTiling &t, const ROIStart &roi,
                             Value r, Value firstChannel, Value e,
                             const ROIChunk &chunk) {
  const ROIAlignMatch &br = t.bridge;
  Value group = arith::DivUIOp::create(b, loc, e, t.bins);
  Value bin = arith::RemUIOp::create(b, loc, e, t.bins);
  Value binRow = arith::DivUIOp::create(b, loc, bin, t.pooledW);
  Value binCol = arith::RemUIOp::create(b, loc, bin, t.pooledW);
  // The group's channels; those past the last are read from the last
  // channel (in bounds) and not stored.
  SmallVector<Value> chans, reads;
  for (int64_t j = 0; j < t.perThread; ++j) {
    Value c = arith::AddIOp::create(
        b, loc, firstChannel,
        arith::AddIOp::create(b, loc, group,
                              arith::MulIOp::create(b, loc, t.tileCValue,
                                                    indexConstant(b, loc, j))));
    chans.push_back(c);
    reads.push_back(arith::MinUIOp::create(b, loc, c, t.lastChannel));
  }
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        chans[0], t.channels);
  scf::IfOp::create(b, loc, inRange, [&](OpBuilder &ib, Location il) {
    SmallVector<Value> values =
        chunk.chunks
            ? buildBinChunk(ib, il, t, roi, r, reads, binRow, binCol, chunk)
            : buildROIBinChannels(
                  ib, il, br.elementType, roi.geometry, binRow, binCol,
                  br.height, br.width, br.attrs.isMax(), t.perThread,
                  [&](OpBuilder &xb, Location xl, int64_t slot, Value y,
                      Value x) {
                    return readElement(
                        xb, xl, br.data,
                        ValueRange{roi.image, reads[slot], y, x});
                  });
    if (t.positiveZeroSums && !br.attrs.isMax() && chunk.isLast())
      for (Value &value : values)
        value = buildPositiveZeroSum(ib, il, value);
    storeGroup(ib, il, t, r, chans, values, binRow, binCol);
    scf::YieldOp::create(ib, il);
  });
}

namespace {

/// Lowers every ROIAlign version to one kernel: one block per (ROI,
/// channel tile).
struct ROIAlignToGPU : ROIAlignBufferPattern {
  ROIAlignToGPU(MLIRContext *ctx, const GPUPatternOptions &options)
      : ROIAlignBufferPattern(ctx), blockSize(options.blockSize),
        positiveZeroSums(options.positiveZeroSums),
        loopPassLimit(options.loopPassLimit), refused(options.refused) {}

  LogicalResult
  rewriteMatched(ROIAlignOpInterface op, const ROIAlignMatch &bridge,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    const ROIAlignAttrs &attrs = bridge.attrs;
    int64_t bins = attrs.pooledH * attrs.pooledW;
    int64_t tileC = std::max<int64_t>(1, blockSize / bins);
    ROIAlignTiling t{bridge, tileC, channelsPerThread(bridge.outputType, tileC),
                     positiveZeroSums};
    // A thread's loops: its tile elements, then per element the bin's
    // sample rows and columns. With a fixed sampling ratio they are known
    // here; past the loop-pass limit the samples are split across launches
    // (at most kMaxChunkLaunches, else the op is refused). Adaptive counts
    // depend on the boxes: the module's input checks refuse a box past the
    // limit (ROIAlignChecks.cpp, docs/vulkan.md).
    int64_t ratio = attrs.samplingRatio;
    int64_t elementsPerThread = llvm::divideCeil(tileC * bins, blockSize);
    std::optional<LoopChunks> chunks;
    if (ratio > 0 &&
        !withinLoopPassLimit(loopNestPasses({elementsPerThread, ratio, ratio}),
                             loopPassLimit)) {
      chunks = planLoopChunks(ratio * ratio, loopPassLimit, elementsPerThread);
      if (chunks->count > kMaxChunkLaunches)
        return refuseLoopPasses(
            rewriter, op,
            "sampling_ratio " + std::to_string(ratio) + " (" +
                std::to_string(ratio * ratio) + " samples per bin, " +
                std::to_string(elementsPerThread) +
                " bin(s) per thread, more than " +
                std::to_string(kMaxChunkLaunches) + " launches of " +
                std::to_string(chunks->size) + ")",
            loopPassLimit, refused);
    }
    Value numRois = indexValue(rewriter, loc, bridge.outputShape[0]);
    t.channels = indexValue(rewriter, loc, bridge.outputShape[1]);
    Value numTiles =
        ceilDivIndex(rewriter, loc, t.channels, tileC * t.perThread);
    t.bins = indexConstant(rewriter, loc, bins);
    t.tileCValue = indexConstant(rewriter, loc, tileC);
    Value tileChannels = indexConstant(rewriter, loc, tileC * t.perThread);
    Value tileElements = indexConstant(rewriter, loc, tileC * bins);
    Value blockSizeValue = indexConstant(rewriter, loc, blockSize);
    t.lastChannel = arith::SubIOp::create(rewriter, loc, t.channels,
                                          indexConstant(rewriter, loc, 1));
    t.pooledW = indexConstant(rewriter, loc, attrs.pooledW);

    for (int64_t index = 0; index < (chunks ? chunks->count : 1); ++index) {
      ROIChunk chunk{chunks ? &*chunks : nullptr, index};
      buildGPUKernel(
          rewriter, loc, {numRois, numTiles}, blockSize,
          [&](OpBuilder &b, Location l, ValueRange blockIds, Value thread) {
            Value r = blockIds[0], tile = blockIds[1];
            ROIStart roi = buildROIStart(b, l, t.bridge, r);
            Value firstChannel =
                arith::MulIOp::create(b, l, tile, tileChannels);
            scf::ForOp::create(
                b, l, thread, tileElements, blockSizeValue, ValueRange{},
                [&](OpBuilder &eb, Location el, Value e, ValueRange) {
                  buildTileElement(eb, el, t, roi, r, firstChannel, e, chunk);
                  scf::YieldOp::create(eb, el);
                });
          });
    }
    rewriter.replaceOp(
        op, toTensor(rewriter, loc, bridge.output, bridge.outputType));
    return success();
  }

private:
  int64_t blockSize;
  bool positiveZeroSums;
  int64_t loopPassLimit; // 0: none
  bool *refused;
};

} // namespace

void mlir::ov::populateROIAlignToGPUPatterns(RewritePatternSet &patterns,
                                             const GPUPatternOptions &options) {
  patterns.add<ROIAlignToGPU>(patterns.getContext(), options);
}
