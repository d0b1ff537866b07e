// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedToVector.cpp - ROIAlignRotated, bins as lanes -------===//
//
// ROIAlignRotated-15 on ov-to-vector: in parallel over (box, channel tile)
// tasks, `lanes` bins of the box at a time. Each sample's rotated position,
// neighbours and bilinear weights are computed once, as vectors, by the
// builders every lowering shares (docs/semantics.md 8.3, steps 5-8), then
// applied to every channel of the tile: four gathers from the channel's
// plane, the weighted sum, and acc + value / count kept in the channel's
// output row. Each lane sees its samples in OpenVINO's order, so the
// result equals the scalar lowerings' bit for bit.
//
//===----------------------------------------------------------------------===//

#include "BinLanes.h"
#include "Patterns.h"
#include "ROIAlignRotatedBridge.h"
#include "VectorUtils.h"

#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Channels per task: a box's geometry (its sine and cosine) and each
/// sample's taps are computed once per task, so a tile must be large enough
/// to share them; boxes x tiles tasks keep the threads busy.
static constexpr int64_t kRotatedTileChannels = 64;

namespace {

/// The op as the kernel reads it.
struct RotatedKernel {
  ROIAlignRotatedMatch m;
  Value output; // viewed as [R, C, pooled_h * pooled_w]
  Value boxes, channels;
  VectorType laneType; // integer lanes (pixel offsets inside a plane)
};

/// One (box, channel tile) task.
struct RotatedTask {
  Value box, c0, c1;
  RotatedROIStart roi;
};

} // namespace

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
static void buildGroup(OpBuilder &b, Location loc, const RotatedKernel &k,
                       const RotatedTask &t, Value q0, int64_t valid) {
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
              buildGroup(gb, gl, k, t, q0, valid);
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
    k.boxes = indexValue(rewriter, loc, k.m.outputShape[0]);
    k.channels = indexValue(rewriter, loc, k.m.outputShape[1]);
    // Gathers take 32-bit (or 64-bit) offsets: as many bins as they fit.
    int64_t lanes = lanesFor(k.m.elementType, target.vectorBits, 32);
    k.laneType = VectorType::get({lanes}, planeFitsI32(dataType)
                                              ? rewriter.getI32Type()
                                              : rewriter.getI64Type());
    // [R, C, pooled_h * pooled_w]: the bins of one channel are contiguous.
    k.output = memref::CollapseShapeOp::create(
        rewriter, loc, k.m.output,
        ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
    buildTasks(rewriter, loc, k);
    rewriter.replaceOp(op, toTensor(rewriter, loc, k.m.output, k.m.outputType));
    return success();
  }

private:
  VectorTarget target;
};

} // namespace

void mlir::ov::vectorize::populateROIAlignRotatedToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<ROIAlignRotatedToVector>(patterns.getContext(), target);
}
