// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToVector.cpp - ROIAlignRotated on vectors -----------===//
//
// ROIAlignRotated-15 on ov-to-vector, `lanes` bins of a box at a time: each
// sample's rotated position, neighbours and bilinear weights are computed
// once, as vectors over the bins, by the builders every lowering shares
// (docs/semantics.md 8.3, steps 5-8). Two kernels read the pixels:
//
// - staged (f32, f64): in parallel over (block of `lanes` channels, box)
//   tasks, blocks outer; the turned box's bounding rectangle of the block's
//   planes is staged as [pixel][channel lane] (ROIAlignBlocked.cpp's
//   buildStagedRegion), then for each bin lane its four taps are four
//   contiguous vector loads of the block's channels, and the bins' results
//   are transposed into the channels' output rows;
// - gather (f16, bf16, and boxes whose rectangle does not fit the scratch
//   buffer): per channel four gathers from its plane at the lanes' taps.
//
// Each (bin, channel) sees its samples in OpenVINO's order with the same
// operations, so both equal the scalar lowerings bit for bit.
//
//===----------------------------------------------------------------------===//

#include "BinLanes.h"
#include "Patterns.h"
#include "RotatedKernel.h"
#include "VectorUtils.h"

#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Channels per gather task: a box's geometry (its sine and cosine) and
/// each sample's taps are computed once per task, so a tile must be large
/// enough to share them; boxes x tiles tasks keep the threads busy.
static constexpr int64_t kRotatedTileChannels = 64;
/// Sample (sy, sx) of every bin of the group, for every channel of the
/// task: its taps once, then per channel four gathers and acc + value /
/// count in the channel's output row.
static void buildSample(OpBuilder &b, Location loc, const RotatedKernel &k,
                        const RotatedTask &t, const BinLanes &g, Value sy,
                        Value sx, Value laneWidth) {
  const ROIAlignRotatedMatch &m = k.m;
  const RotatedROIGeometry &geo = t.roi.geometry;
  RoundedArith a(b, loc, m.elementType);
  auto [mapY, mapX] =
      buildRotatedSamplePosition(a, geo, g.binRow, g.binCol, sy, sx);
  ROISampleTaps taps =
      buildROISampleTaps(a, buildROISampleAxisAt(a, mapY, m.height, k.laneType),
                         buildROISampleAxisAt(a, mapX, m.width, k.laneType));
  GatheredTaps gathered =
      buildGatheredTaps(b, loc, taps, laneWidth, m.elementType);
  IndexMath im{b, loc};
  scf::ForOp::create(b, loc, t.c0, t.c1, im.c(1), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       RoundedArith ca(cb, cl, m.elementType);
                       Value value =
                           gatherSampleValue(cb, cl, gathered, g, m.data,
                                             t.roi.image, c, m.elementType);
                       Value acc = g.load(cb, cl, k.output, t.box, c);
                       g.store(cb, cl, k.output, t.box, c,
                               ca.add(acc, ca.divByCount(value, geo.count)));
                       scf::YieldOp::create(cb, cl);
                     });
}

/// Bins q0 .. q0 + lanes - 1 (the first `valid` of them exist) of every
/// channel of the task: 0, then every sample, rows outer.
void mlir::ov::vectorize::buildRotatedGatherGroup(OpBuilder &b, Location loc,
                                                  const RotatedKernel &k,
                                                  const RotatedTask &t,
                                                  Value q0, int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  const RotatedROIGeometry &geo = t.roi.geometry;
  BinLanes g = buildBinLanes(b, loc, k.laneType, k.m.elementType,
                             k.m.attrs.pooledH, k.m.attrs.pooledW, q0, valid);
  Value zero = v.splat(RoundedArith(b, loc, k.m.elementType).constant(0.0),
                       k.laneType.getNumElements());
  scf::ForOp::create(b, loc, t.c0, t.c1, m.c(1), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       g.store(cb, cl, k.output, t.box, c, zero);
                       scf::YieldOp::create(cb, cl);
                     });
  Value laneWidth = v.splat(v.cast(k.m.width, k.laneType.getElementType()),
                            k.laneType.getNumElements());
  scf::ForOp::create(
      b, loc, m.c(0), geo.samplesY, m.c(1), ValueRange{},
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange) {
        IndexMath ym{yb, yl};
        scf::ForOp::create(
            yb, yl, ym.c(0), geo.samplesX, ym.c(1), ValueRange{},
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange) {
              buildSample(xb, xl, k, t, g, sy, sx, laneWidth);
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(yb, yl);
      });
}

/// The (box, channel tile) tasks, in parallel: a box's tiles are
/// consecutive tasks.
static void buildTasks(OpBuilder &b, Location loc, const RotatedKernel &k) {
  int64_t lanes = k.laneType.getNumElements();
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  forEachBoxTileTask(
      b, loc, k.boxes, k.channels, kRotatedTileChannels,
      [&](OpBuilder &pb, Location pl, Value box, Value c0, Value c1) {
        RotatedTask t;
        t.box = box;
        t.c0 = c0;
        t.c1 = c1;
        t.roi = buildRotatedROIStart(pb, pl, k.m, box);
        forEachBinGroup(
            pb, pl, lanes, bins,
            [&](OpBuilder &gb, Location gl, Value q0, int64_t valid) {
              buildRotatedGatherGroup(gb, gl, k, t, q0, valid);
            });
      });
}

namespace {

/// Every ROIAlignRotated version, through its family interface: the
/// operands as buffers (the family's bridge), the kernel above, the output
/// back as a tensor.
struct ROIAlignRotatedToVector
    : OpInterfaceRewritePattern<ROIAlignRotatedOpInterface> {
  ROIAlignRotatedToVector(MLIRContext *ctx, const VectorTarget &target)
      : OpInterfaceRewritePattern(ctx), target(target) {}

  LogicalResult matchAndRewrite(ROIAlignRotatedOpInterface op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dataType = dyn_cast<RankedTensorType>(op.getData().getType());
    if (!dataType)
      return rewriter.notifyMatchFailure(op, "unranked data");
    SmallVector<Value> operands(op->getOperands());
    FailureOr<ROIAlignRotatedMatch> matched =
        bridgeROIAlignRotated(rewriter, op, operands);
    if (failed(matched))
      return failure();
    RotatedKernel k;
    k.m = *matched;
    static_cast<BinLaneOutput &>(k) =
        bindBinLaneOutput(rewriter, loc, k.m, dataType, target.vectorBits);
    int64_t lanes = k.laneType.getNumElements();
    // Staged where a block of channels is one vector of T and its L x L
    // transposes are shuffles: f32 and f64 (f16/bf16 positions, rounded to
    // T, may leave any rectangle's margin).
    k.staged = llvm::isPowerOf2_64(lanes) &&
               (k.m.elementType.isF32() || k.m.elementType.isF64());
    if (k.staged) {
      setUpBlock(rewriter, loc, k);
      buildRotatedStagedTasks(rewriter, loc, k);
    } else {
      buildTasks(rewriter, loc, k);
    }
    rewriter.replaceOp(op, toTensor(rewriter, loc, k.m.output, k.m.outputType));
    return success();
  }

private:
  VectorTarget target;

  /// The staged kernel's view of the op (RotatedKernel::block).
  void setUpBlock(OpBuilder &b, Location loc, RotatedKernel &k) const {
    ROIKernel &blk = k.block;
    blk.data = k.m.data;
    blk.channels = k.channels;
    blk.height = k.m.height;
    blk.width = k.m.width;
    blk.boxes = k.boxes;
    blk.floatType = k.m.elementType;
    blk.laneType = k.laneType;
    blk.lanes = k.laneType.getNumElements();
    blk.attrs.pooledH = k.m.attrs.pooledH;
    blk.attrs.pooledW = k.m.attrs.pooledW;
    blk.output = k.output;
    blk.flatOutput = memref::CollapseShapeOp::create(
        b, loc, k.m.output, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
    // Outputs far larger than a core's cache are written non-temporally
    // (as ROIAlign's).
    blk.nontemporalBytes = 4 * target.l2Bytes;
    // A whole map is staged where it fits 16 L2s (as ROIAlign's).
    blk.wholeMapBytes = kROIWholeMapL2s * target.l2Bytes;
  }
};

} // namespace

void mlir::ov::vectorize::populateROIAlignRotatedToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<ROIAlignRotatedToVector>(patterns.getContext(), target);
}
