// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingToVector.cpp - ROIPooling, bins as lanes -----------------===//
//
// ROIPooling-2 on ov-to-vector: in parallel over (box, channel tile) tasks,
// `lanes` bins of the box at a time. Each bin's geometry is computed once
// per task, lane by lane, by the scalar builders every lowering shares
// (ROIPoolingKernel.h: the max-mode pixel rectangle, the bilinear sample's
// position), then applied to every channel of the tile by gathers from the
// channel's plane:
//
//  - max: the rectangle's first pixel, then the other pixels of the
//    group's largest rectangle in rows-outer order, a lane past its own
//    last row (column) reading that row (column) again, which changes
//    nothing: each lane keeps the plugin's (max < x) ? x : max, so NaN and
//    signed zeros come out as in the scalar kernel; 0 for an empty bin.
//  - bilinear: the four neighbours, three fused multiply-adds in C
//    (math.fma: one rounding, as the scalar lowerings' exact fma), 0
//    outside the map.
//
// Every gather reads all its lanes at offsets inside the plane (an empty
// or outside lane reads pixel 0): where the target loads a gather's lanes
// one by one (prefer-no-gather), a masked lane would cost a branch. A group
// whose lanes are all empty or outside stores zeros without a read.
//
// Each lane sees its pixels in OpenVINO's order, so the result equals the
// scalar lowerings' bit for bit.
//
//===----------------------------------------------------------------------===//

#include "BinLanes.h"
#include "Patterns.h"
#include "ROIPoolingBridge.h"
#include "VectorUtils.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <functional>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Channels per task: a box's bins are computed once per task, so a tile
/// must be large enough to share them; boxes x tiles tasks keep the
/// threads busy.
static constexpr int64_t kPoolingTileChannels = 64;

namespace {

/// The op as the kernel reads it.
struct PoolingKernel : BinLaneOutput {
  ROIPoolingMatch m;
  VectorType accType; // lanes x T
};

/// One (box, channel tile) task.
struct PoolingTask {
  Value box, c0, c1;
  ROIPoolingStart roi;
};

/// A group's max-mode rectangles as lanes: the first pixel's offset in the
/// plane (0 for an empty bin), the last row and column inside the rectangle
/// (0 for an empty bin), the non-empty lanes; as scalars the largest
/// rectangle's rows and columns and whether any lane is non-empty.
struct MaxLanes {
  Value first, lastRow, lastCol, nonEmpty;
  Value maxRows, maxCols, any; // index, index, i1 scalars
};

/// A group's bilinear samples as lanes: the four neighbours' offsets in the
/// plane, the fractions (C) and the lanes inside the map.
struct BilinearLanes {
  SmallVector<Value, 4> offsets; // top-left, top-right, bottom-left, -right
  Value yFraction, xFraction, inside;
  Value any; // i1: a lane is inside
};

/// One axis of a bilinear sample, as buildBilinearROIValue reads it.
struct SampleAxis {
  Value outside, low, high, fraction;
};

} // namespace

/// `scalars` (index values) as one vector of `type`'s integer lanes.
static Value laneVector(OpBuilder &b, Location loc, VectorType type,
                        ArrayRef<Value> scalars) {
  SmallVector<Value> lanes;
  for (Value s : scalars)
    lanes.push_back(
        arith::IndexCastOp::create(b, loc, type.getElementType(), s));
  return vector::FromElementsOp::create(b, loc, type, lanes);
}

/// The (row, column) of each lane's bin (index values): bin q0 + lane, the
/// lanes past the last bin repeating it (their results are never stored).
static SmallVector<std::pair<Value, Value>>
laneBins(OpBuilder &b, Location loc, const PoolingKernel &k, Value q0) {
  IndexMath m{b, loc};
  int64_t pooledW = k.m.attrs.pooledW;
  Value last = m.c(k.m.attrs.pooledH * pooledW - 1);
  SmallVector<std::pair<Value, Value>> bins;
  for (int64_t lane = 0; lane < k.laneType.getNumElements(); ++lane) {
    Value q = m.min(m.add(q0, m.c(lane)), last);
    bins.emplace_back(arith::DivUIOp::create(b, loc, q, m.c(pooledW)),
                      arith::RemUIOp::create(b, loc, q, m.c(pooledW)));
  }
  return bins;
}

/// The group's rectangles (buildMaxROIBin, lane by lane). An empty lane
/// reads pixel 0 (the plane holds it when any lane is non-empty).
static MaxLanes buildMaxLanes(OpBuilder &b, Location loc,
                              const PoolingKernel &k, const PoolingTask &t,
                              Value q0) {
  IndexMath m{b, loc};
  SmallVector<Value> first, lastRow, lastCol, nonEmpty;
  MaxLanes g;
  g.maxRows = g.maxCols = m.c(0);
  g.any = arith::ConstantIntOp::create(b, loc, 0, 1);
  for (auto [row, col] : laneBins(b, loc, k, q0)) {
    MaxROIBin bin = buildMaxROIBin(b, loc, t.roi.maxBox, k.m.attrs, row, col,
                                   k.m.height, k.m.width);
    Value rows = m.max(m.sub(bin.hEnd, bin.hStart), m.c(0));
    Value cols = m.max(m.sub(bin.wEnd, bin.wStart), m.c(0));
    Value full = m.andI(m.lt(m.c(0), rows), m.lt(m.c(0), cols));
    nonEmpty.push_back(full);
    first.push_back(arith::SelectOp::create(
        b, loc, full, m.add(m.mul(bin.hStart, k.m.width), bin.wStart), m.c(0)));
    lastRow.push_back(m.max(m.sub(rows, m.c(1)), m.c(0)));
    lastCol.push_back(m.max(m.sub(cols, m.c(1)), m.c(0)));
    g.maxRows = m.max(g.maxRows, rows);
    g.maxCols = m.max(g.maxCols, cols);
    g.any = arith::OrIOp::create(b, loc, g.any, full);
  }
  g.first = laneVector(b, loc, k.laneType, first);
  g.lastRow = laneVector(b, loc, k.laneType, lastRow);
  g.lastCol = laneVector(b, loc, k.laneType, lastCol);
  g.nonEmpty = vector::FromElementsOp::create(
      b, loc, VectorType::get({k.laneType.getNumElements()}, b.getI1Type()),
      nonEmpty);
  return g;
}

/// `x` (an index) as every lane of the kernel's lane type.
static Value laneSplat(OpBuilder &b, Location loc, const PoolingKernel &k,
                       Value x) {
  VectorMath v{b, loc};
  return v.splat(v.cast(x, k.laneType.getElementType()),
                 k.laneType.getNumElements());
}

/// Lanes of channel `c`'s plane at `offsets`, every lane read (the
/// offsets are inside the plane: a masked gather becomes a branch per lane
/// where the target loads lanes one by one).
static Value gatherPlane(OpBuilder &b, Location loc, const PoolingKernel &k,
                         const PoolingTask &t, Value c, Value offsets,
                         Value zero) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  SmallVector<Value> plane{t.roi.image, c, m.c(0), m.c(0)};
  return vector::GatherOp::create(b, loc, k.accType, k.m.data, plane, offsets,
                                  v.allTrue(k.laneType.getNumElements()), zero);
}

/// Channel `c`'s maxima of the group: the first pixel, then every other
/// pixel of the group's largest rectangle, rows outer, as the scalar
/// kernel. A lane past its rectangle's last row (column) reads that row
/// (column) again: a pixel it has compared already, which changes nothing
/// ((max < x) ? x : max is idempotent); an empty lane's result is 0.
static Value buildChannelMax(OpBuilder &b, Location loc, const PoolingKernel &k,
                             const PoolingTask &t, const MaxLanes &g, Value c,
                             Value zero) {
  IndexMath m{b, loc};
  Value first = gatherPlane(b, loc, k, t, c, g.first, zero);
  auto rows = scf::ForOp::create(
      b, loc, m.c(0), g.maxRows, m.c(1), ValueRange{first},
      [&](OpBuilder &hb, Location hl, Value dh, ValueRange accH) {
        IndexMath hm{hb, hl};
        Value row =
            arith::MinSIOp::create(hb, hl, laneSplat(hb, hl, k, dh), g.lastRow);
        Value rowFirst = arith::AddIOp::create(
            hb, hl, g.first,
            arith::MulIOp::create(hb, hl, row,
                                  laneSplat(hb, hl, k, k.m.width)));
        // Row 0 starts after the first pixel.
        Value firstCol = arith::SelectOp::create(
            hb, hl,
            arith::CmpIOp::create(hb, hl, arith::CmpIPredicate::eq, dh,
                                  hm.c(0)),
            hm.c(1), hm.c(0));
        auto cols = scf::ForOp::create(
            hb, hl, firstCol, g.maxCols, hm.c(1), accH,
            [&](OpBuilder &wb, Location wl, Value dw, ValueRange acc) {
              Value col = arith::MinSIOp::create(
                  wb, wl, laneSplat(wb, wl, k, dw), g.lastCol);
              Value x = gatherPlane(
                  wb, wl, k, t, c, arith::AddIOp::create(wb, wl, rowFirst, col),
                  zero);
              // The plugin's (max < x) ? x : max.
              Value less = arith::CmpFOp::create(
                  wb, wl, arith::CmpFPredicate::OLT, acc.front(), x);
              scf::YieldOp::create(
                  wb, wl,
                  arith::SelectOp::create(wb, wl, less, x, acc.front())
                      .getResult());
            });
        scf::YieldOp::create(hb, hl, cols.getResults());
      });
  return arith::SelectOp::create(b, loc, g.nonEmpty, rows.getResult(0), zero);
}

/// The integer `x` (C) converted as the scalar kernel converts (through
/// i64), and back.
static Value toIndexC(OpBuilder &b, Location loc, Value x) {
  Value i64 = arith::FPToSIOp::create(b, loc, b.getI64Type(), x);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), i64);
}
static Value fromIndexC(OpBuilder &b, Location loc, Type type, Value index) {
  Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  return arith::SIToFPOp::create(b, loc, type, i64);
}

/// One axis of a bilinear sample at `pos` (C), as buildBilinearROIValue
/// reads it: outside [0, last] (or NaN), the low and high pixel and the
/// fraction; an outside position reads pixel 0.
static SampleAxis buildSampleAxis(OpBuilder &b, Location loc, Value pos,
                                  Value size) {
  IndexMath m{b, loc};
  Type type = pos.getType();
  Value lastPixel = m.sub(size, m.c(1));
  Value last = fromIndexC(b, loc, type, lastPixel);
  Value zero = arith::ConstantOp::create(b, loc, b.getFloatAttr(type, 0.0));
  SampleAxis axis;
  axis.outside = arith::OrIOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ULT, pos, zero),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UGT, pos, last));
  Value at = arith::SelectOp::create(b, loc, axis.outside, zero, pos);
  axis.low = toIndexC(b, loc, math::FloorOp::create(b, loc, at));
  axis.high =
      m.min(toIndexC(b, loc, math::CeilOp::create(b, loc, at)), lastPixel);
  axis.fraction =
      arith::SubFOp::create(b, loc, at, fromIndexC(b, loc, type, axis.low));
  return axis;
}

/// The group's samples (buildBilinearPosition, lane by lane).
static BilinearLanes buildBilinearLanes(OpBuilder &b, Location loc,
                                        const PoolingKernel &k,
                                        const PoolingTask &t, Value q0) {
  IndexMath m{b, loc};
  const ROIPoolingMatch &km = k.m;
  const SmallVector<Value, 4> &corners = t.roi.corners; // x1, y1, x2, y2
  SmallVector<Value> offsets[4], yFractions, xFractions, outside;
  for (auto [row, col] : laneBins(b, loc, k, q0)) {
    SampleAxis y =
        buildSampleAxis(b, loc,
                        buildBilinearPosition(b, loc, corners[1], corners[3],
                                              km.height, km.attrs.pooledH, row),
                        km.height);
    SampleAxis x =
        buildSampleAxis(b, loc,
                        buildBilinearPosition(b, loc, corners[0], corners[2],
                                              km.width, km.attrs.pooledW, col),
                        km.width);
    Value out = arith::OrIOp::create(b, loc, y.outside, x.outside);
    // Outside lanes read pixel 0 (the plane holds it when a lane is inside).
    auto at = [&](Value r, Value c) {
      return arith::SelectOp::create(b, loc, out, m.c(0),
                                     m.add(m.mul(r, km.width), c))
          .getResult();
    };
    offsets[0].push_back(at(y.low, x.low));
    offsets[1].push_back(at(y.low, x.high));
    offsets[2].push_back(at(y.high, x.low));
    offsets[3].push_back(at(y.high, x.high));
    yFractions.push_back(y.fraction);
    xFractions.push_back(x.fraction);
    outside.push_back(out);
  }
  BilinearLanes g;
  Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value allOutside = yes;
  for (Value o : outside)
    allOutside = arith::AndIOp::create(b, loc, allOutside, o);
  g.any = arith::XOrIOp::create(b, loc, allOutside, yes);
  for (ArrayRef<Value> lanes : offsets)
    g.offsets.push_back(laneVector(b, loc, k.laneType, lanes));
  int64_t n = k.laneType.getNumElements();
  Type c = yFractions.front().getType();
  g.yFraction = vector::FromElementsOp::create(b, loc, VectorType::get({n}, c),
                                               yFractions);
  g.xFraction = vector::FromElementsOp::create(b, loc, VectorType::get({n}, c),
                                               xFractions);
  Value anyOutside = vector::FromElementsOp::create(
      b, loc, VectorType::get({n}, b.getI1Type()), outside);
  g.inside =
      arith::XOrIOp::create(b, loc, anyOutside, VectorMath{b, loc}.allTrue(n));
  return g;
}

/// Channel `c`'s samples of the group: four gathers, three fused
/// multiply-adds in C, 0 outside the map.
static Value buildChannelBilinear(OpBuilder &b, Location loc,
                                  const PoolingKernel &k, const PoolingTask &t,
                                  const BilinearLanes &g, Value c, Value zero) {
  auto computeType = cast<VectorType>(g.yFraction.getType());
  SmallVector<Value, 4> pixels;
  for (Value offsets : g.offsets) {
    Value pixel = gatherPlane(b, loc, k, t, c, offsets, zero);
    if (pixel.getType() != computeType)
      pixel = arith::ExtFOp::create(b, loc, computeType, pixel);
    pixels.push_back(pixel);
  }
  auto lerp = [&](Value from, Value to, Value fraction) -> Value {
    Value delta = arith::SubFOp::create(b, loc, to, from);
    return math::FmaOp::create(b, loc, delta, fraction, from);
  };
  // The plugin's kernel: vfmadd213ps three times.
  Value upper = lerp(pixels[0], pixels[1], g.xFraction);
  Value lower = lerp(pixels[2], pixels[3], g.xFraction);
  Value value = lerp(upper, lower, g.yFraction);
  if (value.getType() != k.accType)
    value = arith::TruncFOp::create(b, loc, k.accType, value);
  return arith::SelectOp::create(b, loc, g.inside, value, zero);
}

/// Bins q0 .. q0 + lanes - 1 (the first `valid` of them exist) of every
/// channel of the task: their geometry once, then each channel's values
/// stored in its output row; only zeros where every lane is empty (max) or
/// outside the map (bilinear), whose plane may hold no pixel.
static void buildGroup(OpBuilder &b, Location loc, const PoolingKernel &k,
                       const PoolingTask &t, Value q0, int64_t valid) {
  BinLanes out = buildBinLanes(b, loc, k.laneType, k.m.elementType,
                               k.m.attrs.pooledH, k.m.attrs.pooledW, q0, valid);
  Value zero = arith::ConstantOp::create(
      b, loc, k.accType,
      DenseElementsAttr::get(k.accType, b.getFloatAttr(k.m.elementType, 0.0)));
  std::function<Value(OpBuilder &, Location, Value)> channel;
  Value any;
  if (k.m.attrs.isMax()) {
    MaxLanes g = buildMaxLanes(b, loc, k, t, q0);
    any = g.any;
    channel = [&k, &t, g, zero](OpBuilder &cb, Location cl, Value c) {
      return buildChannelMax(cb, cl, k, t, g, c, zero);
    };
  } else {
    BilinearLanes g = buildBilinearLanes(b, loc, k, t, q0);
    any = g.any;
    channel = [&k, &t, g, zero](OpBuilder &cb, Location cl, Value c) {
      return buildChannelBilinear(cb, cl, k, t, g, c, zero);
    };
  }
  auto channels = [&](OpBuilder &ib, Location il, bool compute) {
    IndexMath m{ib, il};
    scf::ForOp::create(ib, il, t.c0, t.c1, m.c(1), ValueRange{},
                       [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                         out.store(cb, cl, k.output, t.box, c,
                                   compute ? channel(cb, cl, c) : zero);
                         scf::YieldOp::create(cb, cl);
                       });
    scf::YieldOp::create(ib, il);
  };
  scf::IfOp::create(
      b, loc, any, [&](OpBuilder &ib, Location il) { channels(ib, il, true); },
      [&](OpBuilder &ib, Location il) { channels(ib, il, false); });
}

/// The (box, channel tile) tasks, in parallel: a box's tiles are
/// consecutive tasks.
static void buildTasks(OpBuilder &b, Location loc, const PoolingKernel &k) {
  int64_t lanes = k.laneType.getNumElements();
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  forEachBoxTileTask(
      b, loc, k.boxes, k.channels, kPoolingTileChannels,
      [&](OpBuilder &pb, Location pl, Value box, Value c0, Value c1) {
        PoolingTask t;
        t.box = box;
        t.c0 = c0;
        t.c1 = c1;
        t.roi = buildROIPoolingStart(pb, pl, k.m, box);
        forEachBinGroup(
            pb, pl, lanes, bins,
            [&](OpBuilder &gb, Location gl, Value q0, int64_t valid) {
              buildGroup(gb, gl, k, t, q0, valid);
            });
      });
}

namespace {

/// Every ROIPooling version, through its family interface: the operands as
/// buffers (the family's bridge), the kernel above, the output back as a
/// tensor.
struct ROIPoolingToVector : OpInterfaceRewritePattern<ROIPoolingOpInterface> {
  ROIPoolingToVector(MLIRContext *ctx, const VectorTarget &target)
      : OpInterfaceRewritePattern(ctx), target(target) {}

  LogicalResult matchAndRewrite(ROIPoolingOpInterface op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dataType = dyn_cast<RankedTensorType>(op.getData().getType());
    if (!dataType)
      return rewriter.notifyMatchFailure(op, "unranked data");
    SmallVector<Value> operands(op->getOperands());
    FailureOr<ROIPoolingMatch> matched =
        bridgeROIPooling(rewriter, op, operands);
    if (failed(matched))
      return failure();
    PoolingKernel k;
    k.m = *matched;
    static_cast<BinLaneOutput &>(k) =
        bindBinLaneOutput(rewriter, loc, k.m, dataType, target.vectorBits);
    k.accType = VectorType::get({k.laneType.getNumElements()}, k.m.elementType);
    buildTasks(rewriter, loc, k);
    rewriter.replaceOp(op, toTensor(rewriter, loc, k.m.output, k.m.outputType));
    return success();
  }

private:
  VectorTarget target;
};

} // namespace

void mlir::ov::vectorize::populateROIPoolingToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<ROIPoolingToVector>(patterns.getContext(), target);
}
