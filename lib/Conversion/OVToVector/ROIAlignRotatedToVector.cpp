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
#include "ROIAlignKernel.h"
#include "ROIAlignRotatedBridge.h"
#include "VectorUtils.h"

#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Channels per gather task: a box's geometry (its sine and cosine) and
/// each sample's taps are computed once per task, so a tile must be large
/// enough to share them; boxes x tiles tasks keep the threads busy.
static constexpr int64_t kRotatedTileChannels = 64;
/// Pixels (of `lanes` channels each) in a staged task's scratch buffer: the
/// turned box's bounding rectangle, rows padded to whole vectors, after
/// pixel (0, 0). 8192 pixels of 16 f32 channels are 512 KiB of stack per
/// thread (libovrt's workers get 8 MiB, as a caller's thread has); larger
/// rectangles take the gather kernel.
static constexpr int64_t kRotatedScratchPixels = 8192;
/// The staged kernel takes a box where |centre| + half extent stays below
/// 2^17 on both axes: its sample positions, rounded in T (f32 or f64) at
/// each step, then stay within a tenth of a pixel of the exact turn, well
/// inside the rectangle's margin of kRotatedMargin pixels on each side.
static constexpr double kRotatedStagedExtent = 131072.0;
static constexpr double kRotatedMargin = 2.0;

namespace {

/// The op as the kernels read it.
struct RotatedKernel {
  ROIAlignRotatedMatch m;
  Value output; // viewed as [R, C, pooled_h * pooled_w]
  Value boxes, channels;
  VectorType laneType; // integer lanes (pixel offsets inside a plane)
  /// Whether the staged kernel runs (f32, f64: a power-of-two lane count).
  bool staged = false;
  /// The staged kernel's view, for the blocked ROIAlign kernel's helpers
  /// (ROIAlignKernel.h): lanes channels a block, the output views.
  ROIKernel block;
};

/// One (box, channel tile) task of the gather kernel.
struct RotatedTask {
  Value box, c0, c1;
  RotatedROIStart roi;
};

/// One (channel block, box) task of the staged kernel.
struct StagedTask {
  ROITask block; // box, image, c0, c1
  RotatedROIStart roi;
  ROIRegion rg;
  Value scratch; // [pixel][channel lane]: (0, 0), then the rectangle
  Value staging; // the output block [channel lane][bin], or null
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

/// The f64 arithmetic of a box's rectangle (exact for the T values it
/// starts from; not part of any result).
namespace {
struct WideMath {
  OpBuilder &b;
  Location loc;

  Value of(Value v) {
    Type f64 = b.getF64Type();
    return v.getType() == f64 ? v : arith::ExtFOp::create(b, loc, f64, v);
  }
  Value c(double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  }
  Value abs(Value v) { return math::AbsFOp::create(b, loc, of(v)); }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value lt(Value x, Value y) {
    return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, y);
  }
  /// floor(v) clamped to [0, last] (NaN: 0), as an index.
  Value pixel(Value v, Value last) {
    Value floor = math::FloorOp::create(b, loc, v);
    Value lo = arith::MaxNumFOp::create(b, loc, floor, c(0.0));
    Value hi = arith::MinNumFOp::create(b, loc, lo, last);
    Value i = arith::FPToSIOp::create(b, loc, b.getI64Type(), hi);
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), i);
  }
};
} // namespace

/// The turned box's bounding rectangle in the map, kRotatedMargin pixels
/// wider on each side, clamped to the map; and whether the staged kernel
/// takes the box: the rectangle fits the scratch buffer and the box's
/// coordinates stay below kRotatedStagedExtent (a NaN or infinite box
/// does not).
static std::pair<ROIRegion, Value>
buildRotatedRegion(OpBuilder &b, Location loc, const RotatedKernel &k,
                   const RotatedROIGeometry &geo) {
  IndexMath m{b, loc};
  WideMath w{b, loc};
  // The map's y = py * cos - px * sin + cy, x = py * sin + px * cos + cx,
  // |py| <= |startY|, |px| <= |startX|.
  Value cos = w.abs(geo.cos), sin = w.abs(geo.sin);
  Value sy = w.abs(geo.startY), sx = w.abs(geo.startX);
  Value halfY = w.add(w.mul(sy, cos), w.mul(sx, sin));
  Value halfX = w.add(w.mul(sy, sin), w.mul(sx, cos));
  ROIRegion rg;
  Value small;
  auto axis = [&](Value centre, Value half, Value size, Value &first,
                  Value &count) {
    Value c = w.of(centre);
    Value bounded = w.lt(w.add(w.abs(c), half), w.c(kRotatedStagedExtent));
    small = small ? m.andI(small, bounded) : bounded;
    Value last = arith::SIToFPOp::create(
        b, loc, b.getF64Type(),
        arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                   m.sub(size, m.c(1))));
    Value reach = w.add(half, w.c(kRotatedMargin));
    first = w.pixel(w.sub(c, reach), last);
    count = m.add(m.sub(w.pixel(w.add(c, reach), last), first), m.c(1));
  };
  axis(geo.centerY, halfY, k.m.height, rg.y0, rg.rows);
  axis(geo.centerX, halfX, k.m.width, rg.x0, rg.cols);
  rg.stride = m.mul(m.ceilDiv(rg.cols, k.block.lanes), k.block.lanes);
  Value fits =
      m.andI(m.andI(m.ge(rg.rows, m.c(1)), m.ge(rg.cols, m.c(1))),
             m.le(m.mul(rg.rows, rg.stride), m.c(kRotatedScratchPixels)));
  return {rg, m.andI(small, fits)};
}

/// Each lane's scratch pixel of its four taps: 1 + (row - y0) * stride +
/// (col - x0), the row and column clamped into the rectangle (they lie in
/// it; the clamp only keeps every load inside the buffer); pixel 0 (the
/// map's (0, 0)) for a sample outside the map.
static SmallVector<Value, 4>
stagedOffsets(OpBuilder &b, Location loc, const RotatedKernel &k,
              const StagedTask &t, const ROISampleTaps &taps, Value inside) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  int64_t lanes = k.laneType.getNumElements();
  Type laneInt = k.laneType.getElementType();
  auto lanesOf = [&](Value index) {
    return v.splat(v.cast(index, laneInt), lanes);
  };
  Value zero = lanesOf(m.c(0)), one = lanesOf(m.c(1));
  Value y0 = lanesOf(t.rg.y0), x0 = lanesOf(t.rg.x0);
  Value lastRow = lanesOf(m.sub(t.rg.rows, m.c(1)));
  Value lastCol = lanesOf(m.sub(t.rg.cols, m.c(1)));
  Value stride = lanesOf(t.rg.stride);
  auto within = [&](Value x, Value from, Value last) -> Value {
    Value d = arith::SubIOp::create(b, loc, x, from);
    return arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, d, zero), last);
  };
  auto rowBase = [&](Value row) -> Value {
    return arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, within(row, y0, lastRow), stride),
        one);
  };
  auto pixel = [&](Value base, Value col) -> Value {
    Value at = arith::AddIOp::create(b, loc, base, within(col, x0, lastCol));
    return arith::SelectOp::create(b, loc, inside, at, zero);
  };
  Value low = rowBase(taps.yLow), high = rowBase(taps.yHigh);
  return {pixel(low, taps.xLow), pixel(low, taps.xHigh), pixel(high, taps.xLow),
          pixel(high, taps.xHigh)};
}

/// Sample (sy, sx) of the group's bins for the task's channel block: the
/// taps of the `lanes` bins as vectors, then for each bin `j` of `accs`
/// its four taps as contiguous loads of the block's channels, the weighted
/// sum in OpenVINO's order and acc + value / count.
static SmallVector<Value> buildStagedSample(OpBuilder &b, Location loc,
                                            const RotatedKernel &k,
                                            const StagedTask &t,
                                            const BinLanes &g, Value sy,
                                            Value sx, ValueRange accs) {
  const ROIAlignRotatedMatch &m = k.m;
  const RotatedROIGeometry &geo = t.roi.geometry;
  RoundedArith a(b, loc, m.elementType);
  auto [mapY, mapX] =
      buildRotatedSamplePosition(a, geo, g.binRow, g.binCol, sy, sx);
  ROISampleAxis y = buildROISampleAxisAt(a, mapY, m.height, k.laneType);
  ROISampleAxis x = buildROISampleAxisAt(a, mapX, m.width, k.laneType);
  ROISampleTaps taps = buildROISampleTaps(a, y, x);
  SmallVector<Value, 4> offsets = stagedOffsets(
      b, loc, k, t, taps, arith::AndIOp::create(b, loc, y.inside, x.inside));
  IndexMath im{b, loc};
  VectorMath v{b, loc};
  int64_t lanes = k.block.lanes;
  VectorType vecType = v.vec(lanes, m.elementType);
  SmallVector<Value> next;
  for (auto [j, acc] : llvm::enumerate(accs)) {
    int64_t binLane = j;
    auto lane = [&](Value vec) -> Value {
      return vector::ExtractOp::create(b, loc, vec, ArrayRef<int64_t>{binLane});
    };
    ROISampleTaps weights;
    weights.w1 = v.splat(lane(taps.w1), lanes);
    weights.w2 = v.splat(lane(taps.w2), lanes);
    weights.w3 = v.splat(lane(taps.w3), lanes);
    weights.w4 = v.splat(lane(taps.w4), lanes);
    SmallVector<Value, 4> pixels;
    for (Value offset : offsets) {
      Value at =
          arith::IndexCastOp::create(b, loc, b.getIndexType(), lane(offset));
      pixels.push_back(vector::LoadOp::create(b, loc, vecType, t.scratch,
                                              ValueRange{at, im.c(0)}));
    }
    Value value = buildROISampleValue(a, weights, pixels[0], pixels[1],
                                      pixels[2], pixels[3]);
    next.push_back(a.add(acc, a.divByCount(value, geo.count)));
  }
  return next;
}

/// Bins q0 .. q0 + valid - 1 of the task's channel block: one vector of
/// channels per bin, from 0 through every sample (rows outer), then
/// transposed into the block's output rows.
static void buildStagedGroup(OpBuilder &b, Location loc, const RotatedKernel &k,
                             const StagedTask &t, Value q0, int64_t valid) {
  IndexMath m{b, loc};
  const RotatedROIGeometry &geo = t.roi.geometry;
  BinLanes g = buildBinLanes(b, loc, k.laneType, k.m.elementType,
                             k.m.attrs.pooledH, k.m.attrs.pooledW, q0, valid);
  Value zero = zeros(b, loc, k.block);
  SmallVector<Value> init(valid, zero);
  auto rows = scf::ForOp::create(
      b, loc, m.c(0), geo.samplesY, m.c(1), init,
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange accY) {
        IndexMath ym{yb, yl};
        auto cols = scf::ForOp::create(
            yb, yl, ym.c(0), geo.samplesX, ym.c(1), accY,
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
              scf::YieldOp::create(
                  xb, xl, buildStagedSample(xb, xl, k, t, g, sy, sx, acc));
            });
        scf::YieldOp::create(yb, yl, cols.getResults());
      });
  // Bins x channels -> channels x bins; row l goes to channel c0 + l.
  SmallVector<Value> perBin(rows.getResults());
  perBin.resize(k.block.lanes, zero);
  SmallVector<Value> perChannel = transpose(b, loc, perBin);
  storeBinChunk(b, loc, k.block, t.block, t.staging, perChannel, m.c(0), q0,
                valid);
}

/// One (channel block, box) task: the staged kernel where the box's
/// rectangle fits, else the gather kernel on the block's channels.
static void buildStagedTask(OpBuilder &b, Location loc, const RotatedKernel &k,
                            StagedTask t) {
  int64_t lanes = k.block.lanes;
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  auto [rg, fits] = buildRotatedRegion(b, loc, k, t.roi.geometry);
  t.rg = rg;
  scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &sb, Location sl) {
        buildStagedRegion(sb, sl, k.block, t.block, t.scratch, t.rg);
        forEachBinGroup(
            sb, sl, lanes, bins,
            [&](OpBuilder &gb, Location gl, Value q0, int64_t valid) {
              buildStagedGroup(gb, gl, k, t, q0, valid);
            });
        if (t.staging)
          copyStagedBlock(sb, sl, k.block, t.block, t.staging, lanes);
        scf::YieldOp::create(sb, sl);
      },
      [&](OpBuilder &gb, Location gl) {
        RotatedTask gt{t.block.box, t.block.c0, t.block.c1, t.roi};
        forEachBinGroup(
            gb, gl, lanes, bins,
            [&](OpBuilder &qb, Location ql, Value q0, int64_t valid) {
              buildGroup(qb, ql, k, gt, q0, valid);
            });
        scf::YieldOp::create(gb, gl);
      });
}

/// The (channel block, box) tasks, in parallel, blocks outer: consecutive
/// tasks read the same channels of the map, which stay in cache from box to
/// box. Each task's buffers are allocated at the top of the loop body
/// (ov-outline-parallel-loops moves them out of it).
static void buildStagedTasks(OpBuilder &b, Location loc,
                             const RotatedKernel &k) {
  IndexMath m{b, loc};
  int64_t lanes = k.block.lanes;
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  Type floatType = k.m.elementType;
  Value tasks = m.mul(m.ceilDiv(k.channels, lanes), k.boxes);
  scf::ParallelOp::create(
      b, loc, ValueRange{m.c(0)}, ValueRange{tasks}, ValueRange{m.c(1)},
      [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        IndexMath pm{pb, pl};
        StagedTask t;
        t.scratch = memref::AllocaOp::create(
            pb, pl,
            MemRefType::get({kRotatedScratchPixels + 1, lanes}, floatType),
            pb.getI64IntegerAttr(64));
        if (lanes * bins * floatType.getIntOrFloatBitWidth() / 8 <=
            kROIStagingBytes)
          t.staging = memref::AllocaOp::create(
              pb, pl, MemRefType::get({lanes * bins}, floatType),
              pb.getI64IntegerAttr(64));
        Value block = arith::DivUIOp::create(pb, pl, ivs[0], k.boxes);
        t.block.box = arith::RemUIOp::create(pb, pl, ivs[0], k.boxes);
        t.block.c0 = pm.mul(block, lanes);
        t.block.c1 = pm.min(pm.add(t.block.c0, pm.c(lanes)), k.channels);
        t.roi = buildRotatedROIStart(pb, pl, k.m, t.block.box);
        t.block.image = t.roi.image;
        buildStagedTask(pb, pl, k, t);
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
    // Staged where a block of channels is one vector of T and its L x L
    // transposes are shuffles: f32 and f64 (f16/bf16 positions, rounded to
    // T, may leave any rectangle's margin).
    k.staged = llvm::isPowerOf2_64(lanes) &&
               (k.m.elementType.isF32() || k.m.elementType.isF64());
    if (k.staged) {
      setUpBlock(rewriter, loc, k);
      buildStagedTasks(rewriter, loc, k);
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
  }
};

} // namespace

void mlir::ov::vectorize::populateROIAlignRotatedToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<ROIAlignRotatedToVector>(patterns.getContext(), target);
}
