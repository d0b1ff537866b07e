// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedStaged.cpp - ROIAlignRotated, channels as lanes -----===//
//
// ROIAlignRotated's staged kernels (f32, f64): a block of `lanes` channels
// of the map staged as [pixel][channel lane], so that each bin's taps are
// contiguous vector loads of the block's channels. Each sample's taps are
// computed once as vectors over `lanes` bins (the builders every lowering
// shares), then per bin lane its four scratch pixels and weights are lane
// extracts; the weighted sum and acc + value / count are the scalar
// lowerings' operations in their order, so the results equal them bit for
// bit. The bins' results are transposed into the block's output rows.
//
// What is staged, per image: the whole map once per channel block where
// the image's boxes' rectangles add up to at least the map and it fits
// kROIWholeMapL2s L2s (the boxes then read it from cache); else each box's
// turned bounding rectangle, per (channel block, box) task.
//
//===----------------------------------------------------------------------===//

#include "BinLanes.h"
#include "RotatedKernel.h"
#include "VectorUtils.h"

#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

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

/// One (channel block, box) task of the staged kernel.
struct StagedTask {
  ROITask block; // box, image, c0, c1
  RotatedROIStart roi;
  ROIRegion rg;
  Value scratch; // [pixel][channel lane]: (0, 0), then the rectangle
  Value staging; // the output block [channel lane][bin], or null
};

} // namespace

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

/// Every bin of the task's box from the staged `t.scratch` (region
/// `t.rg`), `lanes` bins at a time, then the output block's copy.
static void buildStagedBox(OpBuilder &b, Location loc, const RotatedKernel &k,
                           const StagedTask &t) {
  int64_t lanes = k.block.lanes;
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  forEachBinGroup(b, loc, lanes, bins,
                  [&](OpBuilder &gb, Location gl, Value q0, int64_t valid) {
                    buildStagedGroup(gb, gl, k, t, q0, valid);
                  });
  if (t.staging)
    copyStagedBlock(b, loc, k.block, t.block, t.staging, lanes);
}

/// One (channel block, box) task: the box's rectangle staged where it
/// fits, else the gather kernel on the block's channels.
static void buildBoxTask(OpBuilder &b, Location loc, const RotatedKernel &k,
                         StagedTask t) {
  int64_t lanes = k.block.lanes;
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  auto [rg, fits] = buildRotatedRegion(b, loc, k, t.roi.geometry);
  t.rg = rg;
  scf::IfOp::create(
      b, loc, fits,
      [&](OpBuilder &sb, Location sl) {
        buildStagedRegion(sb, sl, k.block, t.block, t.scratch, t.rg);
        buildStagedBox(sb, sl, k, t);
        scf::YieldOp::create(sb, sl);
      },
      [&](OpBuilder &gb, Location gl) {
        RotatedTask gt{t.block.box, t.block.c0, t.block.c1, t.roi};
        forEachBinGroup(
            gb, gl, lanes, bins,
            [&](OpBuilder &qb, Location ql, Value q0, int64_t valid) {
              buildRotatedGatherGroup(qb, ql, k, gt, q0, valid);
            });
        scf::YieldOp::create(gb, gl);
      });
}

/// The output block of a task ([channel lane][bin]), where it fits
/// kROIStagingBytes; allocated at the top of the parallel loop's body
/// (ov-outline-parallel-loops moves it out of the loop).
static Value allocStaging(OpBuilder &b, Location loc, const RotatedKernel &k) {
  int64_t lanes = k.block.lanes;
  int64_t bins = k.m.attrs.pooledH * k.m.attrs.pooledW;
  Type floatType = k.m.elementType;
  if (lanes * bins * floatType.getIntOrFloatBitWidth() / 8 > kROIStagingBytes)
    return Value();
  return memref::AllocaOp::create(b, loc,
                                  MemRefType::get({lanes * bins}, floatType),
                                  b.getI64IntegerAttr(64));
}

/// The (channel block, box) tasks, in parallel, blocks outer: consecutive
/// tasks read the same channels of the map, which stay in cache from box
/// to box. Boxes of the images in `wholeMap` are skipped.
static void buildBoxTasks(OpBuilder &b, Location loc, const RotatedKernel &k,
                          Value wholeMap) {
  IndexMath m{b, loc};
  int64_t lanes = k.block.lanes;
  Value tasks = m.mul(m.ceilDiv(k.channels, lanes), k.boxes);
  scf::ParallelOp::create(
      b, loc, ValueRange{m.c(0)}, ValueRange{tasks}, ValueRange{m.c(1)},
      [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        IndexMath pm{pb, pl};
        StagedTask t;
        t.scratch = memref::AllocaOp::create(
            pb, pl,
            MemRefType::get({kRotatedScratchPixels + 1, lanes},
                            k.m.elementType),
            pb.getI64IntegerAttr(64));
        t.staging = allocStaging(pb, pl, k);
        Value block = arith::DivUIOp::create(pb, pl, ivs[0], k.boxes);
        t.block.box = arith::RemUIOp::create(pb, pl, ivs[0], k.boxes);
        t.block.c0 = pm.mul(block, lanes);
        t.block.c1 = pm.min(pm.add(t.block.c0, pm.c(lanes)), k.channels);
        Value image = buildROIImage(pb, pl, k.m, t.block.box);
        Value whole = memref::LoadOp::create(pb, pl, wholeMap, image);
        Value one = arith::ConstantIntOp::create(pb, pl, 1, 1);
        Value perBox = arith::XOrIOp::create(pb, pl, whole, one);
        scf::IfOp::create(pb, pl, perBox, [&](OpBuilder &tb, Location tl) {
          t.roi = buildRotatedROIStart(tb, tl, k.m, t.block.box);
          t.block.image = t.roi.image;
          buildBoxTask(tb, tl, k, t);
          scf::YieldOp::create(tb, tl);
        });
      });
}

/// The whole map as a region: rows of whole vectors.
static ROIRegion wholeMapRegion(IndexMath &m, const RotatedKernel &k) {
  return {m.c(0), m.c(0), k.m.height, k.m.width,
          m.mul(m.ceilDiv(k.m.width, k.block.lanes), k.block.lanes)};
}

/// Whether a whole map's scratch (pixel (0, 0), then H rows of `stride`
/// pixels of `lanes` channels) fits k.block.wholeMapBytes, without a
/// product that a huge map could overflow.
static Value wholeMapFits(IndexMath &m, const RotatedKernel &k,
                          const ROIRegion &map) {
  int64_t elementBytes = k.m.elementType.getIntOrFloatBitWidth() / 8;
  int64_t most = k.block.wholeMapBytes / (k.block.lanes * elementBytes) - 1;
  Value limit = m.c(std::max<int64_t>(most, 0));
  Value sized = m.andI(m.ge(map.rows, m.c(1)), m.ge(map.cols, m.c(1)));
  Value small = m.andI(m.le(map.rows, limit), m.le(map.stride, limit));
  return m.andI(m.andI(sized, small), m.le(m.mul(map.rows, map.stride), limit));
}

/// Per image (an i1 each), whether its boxes take the whole-map kernel:
/// the rectangles of its boxes that the per-box kernel would stage add up
/// to at least the map's pixels, and the map's scratch fits.
static Value buildWholeMapChoice(OpBuilder &b, Location loc,
                                 const RotatedKernel &k) {
  IndexMath m{b, loc};
  Value staged = memref::AllocOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, b.getIndexType()),
      ValueRange{k.m.batch});
  Value choice = memref::AllocOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, b.getI1Type()),
      ValueRange{k.m.batch});
  auto forEach = [&](Value count, function_ref<void(IndexMath &, Value)> f) {
    scf::ForOp::create(b, loc, m.c(0), count, m.c(1), ValueRange{},
                       [&](OpBuilder &fb, Location fl, Value i, ValueRange) {
                         IndexMath fm{fb, fl};
                         f(fm, i);
                         scf::YieldOp::create(fb, fl);
                       });
  };
  forEach(k.m.batch, [&](IndexMath &fm, Value n) {
    memref::StoreOp::create(fm.b, fm.loc, fm.c(0), staged, n);
  });
  forEach(k.boxes, [&](IndexMath &fm, Value r) {
    RotatedROIStart roi = buildRotatedROIStart(fm.b, fm.loc, k.m, r);
    auto [rg, fits] = buildRotatedRegion(fm.b, fm.loc, k, roi.geometry);
    Value pixels = arith::SelectOp::create(fm.b, fm.loc, fits,
                                           fm.mul(rg.rows, rg.stride), fm.c(0));
    Value sum = memref::LoadOp::create(fm.b, fm.loc, staged, roi.image);
    memref::StoreOp::create(fm.b, fm.loc, fm.add(sum, pixels), staged,
                            roi.image);
  });
  ROIRegion map = wholeMapRegion(m, k);
  Value fits = wholeMapFits(m, k, map);
  forEach(k.m.batch, [&](IndexMath &fm, Value n) {
    Value sum = memref::LoadOp::create(fm.b, fm.loc, staged, n);
    Value mapPixels = fm.mul(map.rows, map.stride);
    memref::StoreOp::create(fm.b, fm.loc, fm.andI(fits, fm.ge(sum, mapPixels)),
                            choice, n);
  });
  return choice;
}

/// The boxes of image t.block.image, from its staged map.
static void buildWholeMapBoxes(OpBuilder &b, Location loc,
                               const RotatedKernel &k, StagedTask t) {
  IndexMath m{b, loc};
  scf::ForOp::create(
      b, loc, m.c(0), k.boxes, m.c(1), ValueRange{},
      [&](OpBuilder &rb, Location rl, Value r, ValueRange) {
        IndexMath rm{rb, rl};
        Value image = buildROIImage(rb, rl, k.m, r);
        Value mine = arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::eq,
                                           image, t.block.image);
        scf::IfOp::create(rb, rl, mine, [&](OpBuilder &tb, Location tl) {
          t.block.box = r;
          t.roi = buildRotatedROIStart(tb, tl, k.m, r);
          buildStagedBox(tb, tl, k, t);
          scf::YieldOp::create(tb, tl);
        });
        scf::YieldOp::create(rb, rl);
      });
}

/// The (channel block, image) tasks of the images in `wholeMap`, in
/// parallel: the block's planes of the image staged once into a heap
/// scratch ([pixel][channel lane]), then every box of the image.
static void buildWholeMapTasks(OpBuilder &b, Location loc,
                               const RotatedKernel &k, Value wholeMap) {
  IndexMath m{b, loc};
  int64_t lanes = k.block.lanes;
  Value tasks = m.mul(m.ceilDiv(k.channels, lanes), k.m.batch);
  scf::ParallelOp::create(
      b, loc, ValueRange{m.c(0)}, ValueRange{tasks}, ValueRange{m.c(1)},
      [&](OpBuilder &pb, Location pl, ValueRange ivs) {
        IndexMath pm{pb, pl};
        StagedTask t;
        t.staging = allocStaging(pb, pl, k);
        Value block = arith::DivUIOp::create(pb, pl, ivs[0], k.m.batch);
        t.block.image = arith::RemUIOp::create(pb, pl, ivs[0], k.m.batch);
        t.block.c0 = pm.mul(block, lanes);
        t.block.c1 = pm.min(pm.add(t.block.c0, pm.c(lanes)), k.channels);
        Value take = memref::LoadOp::create(pb, pl, wholeMap, t.block.image);
        scf::IfOp::create(pb, pl, take, [&](OpBuilder &tb, Location tl) {
          IndexMath tm{tb, tl};
          t.rg = wholeMapRegion(tm, k);
          t.scratch = memref::AllocOp::create(
              tb, tl,
              MemRefType::get({ShapedType::kDynamic, lanes}, k.m.elementType),
              ValueRange{tm.add(tm.mul(t.rg.rows, t.rg.stride), tm.c(1))},
              tb.getI64IntegerAttr(64));
          buildStagedRegion(tb, tl, k.block, t.block, t.scratch, t.rg,
                            /*block=*/Value(), /*prefetchNextRow=*/true);
          buildWholeMapBoxes(tb, tl, k, t);
          scf::YieldOp::create(tb, tl);
        });
      });
}

void mlir::ov::vectorize::buildRotatedStagedTasks(OpBuilder &b, Location loc,
                                                  const RotatedKernel &k) {
  // Without channels the output is empty and the batch dim may be backed
  // by no memory (an empty [2^32, 0, H, W] map is valid input).
  IndexMath m{b, loc};
  scf::IfOp::create(b, loc, m.ge(k.channels, m.c(1)),
                    [&](OpBuilder &tb, Location tl) {
                      Value wholeMap = buildWholeMapChoice(tb, tl, k);
                      buildWholeMapTasks(tb, tl, k, wholeMap);
                      buildBoxTasks(tb, tl, k, wholeMap);
                      scf::YieldOp::create(tb, tl);
                    });
}
