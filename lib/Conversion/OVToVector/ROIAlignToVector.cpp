// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignToVector.cpp - ROIAlign as vectorized CPU loops ------------===//
//
// The fast CPU path of ROIAlign-3. Per image, a choice: where its boxes'
// regions add up to at least the map, the whole-map kernel (in parallel over
// (group of channel blocks, image) tasks: the group's map transposed once,
// then every box of the image; ROIAlignGrouped.cpp); else, in parallel over
// (channel block, box) tasks, either the blocked kernel (the box's region
// transposed into a per-thread scratch buffer, channels as lanes; the x-axis
// data of its samples tabulated once; ROIAlignBlocked.cpp) or the gather
// kernel (bins as lanes; ROIAlignGather.cpp). This file builds the tasks and
// picks the kernels. Semantics: docs/semantics.md 3.3.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "ROIAlignKernel.h"

#include "BufferBridge.h"
#include "ov/Dialect/ROIAlignOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The part of the feature map the box of geometry `g` reads. Sample
/// positions are monotonic in the bin and the sample index (they grow when
/// bin sizes are >= 0, always so in asymmetric mode), and so are their
/// neighbours: every inside sample's neighbours lie between those of the
/// first sample of the first bin and of the last sample of the last bin, on
/// both axes.
static ROIRegion buildRegion(OpBuilder &b, Location loc, const ROIKernel &k,
                             const ROIGeometry &g) {
  IndexMath m{b, loc};
  RoundedArith a(b, loc, k.floatType);
  ROIRegion rg;
  ROISampleAxis yFirst = buildROISampleAxisY(a, g, m.c(0), m.c(0), k.height);
  ROISampleAxis yLast = buildROISampleAxisY(
      a, g, m.c(k.attrs.pooledH - 1), m.sub(g.samplesY, m.c(1)), k.height);
  ROISampleAxis xFirst = buildROISampleAxisX(a, g, m.c(0), m.c(0), k.width);
  ROISampleAxis xLast = buildROISampleAxisX(a, g, m.c(k.attrs.pooledW - 1),
                                            m.sub(g.samplesX, m.c(1)), k.width);
  Value yEnd = yLast.high, xEnd = xLast.high;
  rg.y0 = yFirst.low;
  rg.x0 = xFirst.low;
  if (k.attrs.isAligned()) {
    // Without the minimum size, bins may be negative and positions then
    // shrink: the region spans the neighbours of both ends.
    rg.y0 = m.min(rg.y0, yLast.low);
    rg.x0 = m.min(rg.x0, xLast.low);
    yEnd = m.max(yEnd, yFirst.high);
    xEnd = m.max(xEnd, xFirst.high);
  }
  rg.rows = m.add(m.sub(yEnd, rg.y0), m.c(1));
  rg.cols = m.add(m.sub(xEnd, rg.x0), m.c(1));
  rg.stride = m.mul(m.ceilDiv(rg.cols, k.lanes), k.lanes);
  return rg;
}

/// Whether the column sample table holds the box's samples:
/// pooled_w * samplesX <= kROIColumnSamples, without a product that a huge
/// pooled_w could overflow.
static Value columnsFit(IndexMath &m, const ROIKernel &k,
                        const ROIGeometry &g) {
  return m.le(g.samplesX, m.c(kROIColumnSamples / k.attrs.pooledW));
}

/// Whether the blocked kernel takes the box on its own: its region fits the
/// scratch buffer and its samples the column table.
static Value regionFits(IndexMath &m, const ROIKernel &k, const ROIGeometry &g,
                        const ROIRegion &rg) {
  Value fits = m.andI(m.andI(m.ge(rg.rows, m.c(1)), m.ge(rg.cols, m.c(1))),
                      m.le(m.mul(rg.rows, rg.stride), m.c(kROIScratchPixels)));
  return m.andI(fits, columnsFit(m, k, g));
}

/// One (box, channel block) task: the blocked kernel when the box's
/// region of the feature map fits the scratch buffer, else the gather
/// kernel.
static void buildTask(OpBuilder &b, Location loc, const ROIKernel &k,
                      const ROITask &t, const Buffers &buf) {
  IndexMath m{b, loc};
  if (!llvm::isPowerOf2_64(k.lanes)) {
    buildGatherTask(b, loc, k, t);
    return;
  }
  ROIRegion rg = buildRegion(b, loc, k, t.g);
  scf::IfOp::create(
      b, loc, regionFits(m, k, t.g, rg),
      [&](OpBuilder &tb, Location tl) {
        buildBlockedTask(tb, tl, k, t, buf, rg);
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        buildGatherTask(eb, el, k, t);
        scf::YieldOp::create(eb, el);
      });
}

/// The geometry of box `box` (steps 1-4).
ROIGeometry mlir::ov::vectorize::buildBoxGeometry(OpBuilder &b, Location l,
                                                  const ROIKernel &k,
                                                  Value box) {
  IndexMath m{b, l};
  RoundedArith a(b, l, k.floatType);
  auto coord = [&](int64_t i) {
    return memref::LoadOp::create(b, l, k.rois, ValueRange{box, m.c(i)})
        .getResult();
  };
  return buildROIGeometry(a, coord(0), coord(1), coord(2), coord(3), k.scale,
                          k.attrs);
}

/// The image of box `box`.
Value mlir::ov::vectorize::buildBoxImage(OpBuilder &b, Location l,
                                         const ROIKernel &k, Value box) {
  return buildClampedBatchIndex(
      b, l, memref::LoadOp::create(b, l, k.batchIndices, ValueRange{box}),
      k.unsignedIndices, k.batch);
}

/// The body of a loop over an index range, given the builder inside it.
using IndexLoopBody = function_ref<void(OpBuilder &, Location, Value)>;

/// for i in [from, to): body(i), with no loop-carried values.
static void buildIndexLoop(OpBuilder &b, Location loc, Value from, Value to,
                           IndexLoopBody body) {
  scf::ForOp::create(b, loc, from, to, IndexMath{b, loc}.c(1), ValueRange{},
                     [&](OpBuilder &fb, Location fl, Value i, ValueRange) {
                       body(fb, fl, i);
                       scf::YieldOp::create(fb, fl);
                     });
}

/// Tiles per map axis of the box order: consecutive boxes of an image lie
/// in one tile (a few of its boxes' regions share the cache).
constexpr int64_t kROIOrderTiles = 8;

/// Box `box`'s coordinate `i` (0: x1, 1: y1) on the feature map as the
/// index of its tile along an axis of `size` pixels and `tiles` tiles: the
/// coordinate times the spatial scale, clamped to [0, size - 1] (NaN to 0),
/// times tiles / size (a proxy of the box's place, for the order only).
static Value buildBoxTile(OpBuilder &b, Location l, const ROIKernel &k,
                          Value box, int64_t i, Value size, Value tiles) {
  IndexMath m{b, l};
  Type f32 = b.getF32Type();
  Value v = memref::LoadOp::create(b, l, k.rois, ValueRange{box, m.c(i)});
  if (v.getType().getIntOrFloatBitWidth() < 32)
    v = arith::ExtFOp::create(b, l, f32, v);
  else if (v.getType() != f32)
    v = arith::TruncFOp::create(b, l, f32, v);
  v = arith::MulFOp::create(b, l, v, k.scale);
  Value last = arith::UIToFPOp::create(
      b, l, f32,
      arith::IndexCastUIOp::create(b, l, b.getI64Type(), m.sub(size, m.c(1))));
  v = arith::MinNumFOp::create(
      b, l,
      arith::MaxNumFOp::create(
          b, l, v, arith::ConstantOp::create(b, l, b.getF32FloatAttr(0))),
      last);
  Value pixel = arith::IndexCastUIOp::create(
      b, l, b.getIndexType(), arith::FPToUIOp::create(b, l, b.getI64Type(), v));
  // (size - 1 may round up to size in f32.)
  return m.min(arith::DivUIOp::create(b, l, m.mul(pixel, tiles), size),
               m.sub(tiles, m.c(1)));
}

/// The boxes by image, and within an image by tile of the map (rows of
/// tiles, every other row right to left), a counting sort: consecutive
/// tasks read the planes of one image, and consecutive boxes of a
/// whole-map task nearby pixels of its staged map. `starts[n]` is the first
/// position of image n's boxes, `starts[N]` the number of boxes. The
/// buckets (N * tiles) are at most the map's pixels.
BoxOrder mlir::ov::vectorize::buildBoxOrder(OpBuilder &b, Location loc,
                                            const ROIKernel &k) {
  IndexMath m{b, loc};
  Type index = b.getIndexType();
  auto vector = [&](Value size) {
    return memref::AllocOp::create(
               b, loc, MemRefType::get({ShapedType::kDynamic}, index),
               ValueRange{size})
        .getResult();
  };
  auto forEach = [&](Value from, Value to, IndexLoopBody body) {
    buildIndexLoop(b, loc, from, to, body);
  };
  Value tilesY = m.min(k.height, m.c(kROIOrderTiles));
  Value tilesX = m.min(k.width, m.c(kROIOrderTiles));
  Value perImage = m.mul(tilesY, tilesX);
  Value buckets = m.mul(k.batch, perImage);
  BoxOrder bo;
  bo.order = vector(k.boxes);
  bo.starts = vector(m.add(k.batch, m.c(1)));
  Value keys = vector(k.boxes);
  Value counts = vector(m.add(buckets, m.c(1)));
  forEach(m.c(0), m.add(buckets, m.c(1)),
          [&](OpBuilder &fb, Location fl, Value i) {
            memref::StoreOp::create(fb, fl, IndexMath{fb, fl}.c(0), counts,
                                    ValueRange{i});
          });
  // Each box's bucket, counted one past it.
  forEach(m.c(0), k.boxes, [&](OpBuilder &fb, Location fl, Value r) {
    IndexMath fm{fb, fl};
    Value ty = buildBoxTile(fb, fl, k, r, 1, k.height, tilesY);
    Value tx = buildBoxTile(fb, fl, k, r, 0, k.width, tilesX);
    Value odd = arith::CmpIOp::create(
        fb, fl, arith::CmpIPredicate::ne,
        arith::RemUIOp::create(fb, fl, ty, fm.c(2)), fm.c(0));
    tx = arith::SelectOp::create(fb, fl, odd,
                                 fm.sub(fm.sub(tilesX, fm.c(1)), tx), tx);
    Value key = fm.add(fm.mul(buildBoxImage(fb, fl, k, r), perImage),
                       fm.add(fm.mul(ty, tilesX), tx));
    memref::StoreOp::create(fb, fl, key, keys, ValueRange{r});
    Value at = fm.add(key, fm.c(1));
    Value count = memref::LoadOp::create(fb, fl, counts, ValueRange{at});
    memref::StoreOp::create(fb, fl, fm.add(count, fm.c(1)), counts,
                            ValueRange{at});
  });
  // counts[key]: the first position of the bucket.
  forEach(m.c(0), buckets, [&](OpBuilder &fb, Location fl, Value i) {
    IndexMath fm{fb, fl};
    Value next = fm.add(i, fm.c(1));
    Value sum =
        fm.add(memref::LoadOp::create(fb, fl, counts, ValueRange{i}),
               memref::LoadOp::create(fb, fl, counts, ValueRange{next}));
    memref::StoreOp::create(fb, fl, sum, counts, ValueRange{next});
  });
  forEach(m.c(0), m.add(k.batch, m.c(1)),
          [&](OpBuilder &fb, Location fl, Value n) {
            IndexMath fm{fb, fl};
            Value first = memref::LoadOp::create(
                fb, fl, counts, ValueRange{fm.mul(n, perImage)});
            memref::StoreOp::create(fb, fl, first, bo.starts, ValueRange{n});
          });
  // Stable: the boxes of a bucket in their order.
  forEach(m.c(0), k.boxes, [&](OpBuilder &fb, Location fl, Value r) {
    IndexMath fm{fb, fl};
    Value key = memref::LoadOp::create(fb, fl, keys, ValueRange{r});
    Value at = memref::LoadOp::create(fb, fl, counts, ValueRange{key});
    memref::StoreOp::create(fb, fl, r, bo.order, ValueRange{at});
    memref::StoreOp::create(fb, fl, fm.add(at, fm.c(1)), counts,
                            ValueRange{key});
  });
  return bo;
}

/// A task's per-thread buffers (ov-outline-parallel-loops moves them out of
/// the parallel loop: they must be created in its body's block).
Buffers mlir::ov::vectorize::buildBuffers(OpBuilder &b, Location l,
                                          const ROIKernel &k) {
  Buffers buf;
  // [pixel, channel lane]; channels-last data is read where it is.
  if (!k.channelsLast)
    buf.scratch = memref::AllocaOp::create(
        b, l, MemRefType::get({kROIScratchPixels + 1, k.lanes}, k.floatType),
        b.getI64IntegerAttr(64));
  // The task's output block ([channel lane][bin]) is staged and
  // then written with whole-line (non-temporal) stores: no read for
  // ownership of the output lines, which no one reads back soon.
  int64_t blockBytes = k.lanes * k.attrs.pooledH * k.attrs.pooledW *
                       k.floatType.getIntOrFloatBitWidth() / 8;
  if (blockBytes <= kROIStagingBytes)
    buf.staging = memref::AllocaOp::create(
        b, l,
        MemRefType::get({k.lanes * k.attrs.pooledH * k.attrs.pooledW},
                        k.floatType),
        b.getI64IntegerAttr(64));
  buf.columns = allocColumnSamples(b, l, k);
  return buf;
}

/// Whether the row sample table holds the box's samples.
static Value rowsFit(IndexMath &m, const ROIKernel &k, const ROIGeometry &g) {
  return m.le(g.samplesY, m.c(kROIColumnSamples / k.attrs.pooledH));
}

/// Whether the whole-map kernel takes box `g` of an image that takes it:
/// where both sample tables hold the box's samples (the others stay with
/// the per-box tasks).
Value mlir::ov::vectorize::wholeMapTakes(IndexMath &m, const ROIKernel &k,
                                         const ROIGeometry &g) {
  return m.andI(columnsFit(m, k, g), rowsFit(m, k, g));
}

/// The (channel block, box) task at `id` of the per-box loop: its box,
/// channel block and geometry. Boxes the whole-map kernel takes are
/// skipped.
static void buildParallelTask(OpBuilder &b, Location l, const ROIKernel &k,
                              const BoxOrder &bo, Value wholeMap, Value id) {
  IndexMath bm{b, l};
  ROITask t;
  // Channel blocks outer, boxes inner: the threads' (contiguous)
  // shares of the tasks each read the planes of a few channel
  // blocks, which stay in cache while every box reads them.
  Value tile = arith::DivUIOp::create(b, l, id, k.boxes);
  t.box = memref::LoadOp::create(
      b, l, bo.order, ValueRange{arith::RemUIOp::create(b, l, id, k.boxes)});
  t.c0 = bm.mul(tile, k.lanes);
  t.c1 = bm.min(bm.add(t.c0, bm.c(k.lanes)), k.channels);
  t.image = buildBoxImage(b, l, k, t.box);
  Buffers buf = buildBuffers(b, l, k);
  t.g = buildBoxGeometry(b, l, k, t.box);
  Value whole = memref::LoadOp::create(b, l, wholeMap, ValueRange{t.image});
  Value taken = bm.andI(whole, wholeMapTakes(bm, k, t.g));
  Value notTaken = arith::XOrIOp::create(
      b, l, taken, arith::ConstantIntOp::create(b, l, 1, 1));
  scf::IfOp::create(b, l, notTaken, [&](OpBuilder &tb, Location tl) {
    buildTask(tb, tl, k, t, buf);
    scf::YieldOp::create(tb, tl);
  });
}

/// The (channel block, box) tasks of the per-box kernels.
static void buildBoxTasks(OpBuilder &b, Location loc, const ROIKernel &k,
                          const BoxOrder &bo, Value wholeMap) {
  IndexMath m{b, loc};
  Value tasks = m.mul(k.boxes, m.ceilDiv(k.channels, k.lanes));
  scf::ParallelOp::create(b, loc, ValueRange{m.c(0)}, ValueRange{tasks},
                          ValueRange{m.c(1)},
                          [&](OpBuilder &pb, Location pl, ValueRange ivs) {
                            buildParallelTask(pb, pl, k, bo, wholeMap, ivs[0]);
                          });
}

/// The whole feature map as a region: rows of whole vectors.
static ROIRegion wholeMapRegion(IndexMath &m, const ROIKernel &k) {
  return {m.c(0), m.c(0), k.height, k.width,
          m.mul(m.ceilDiv(k.width, k.lanes), k.lanes)};
}

/// Per image (an i1 each), whether its boxes take the whole-map kernel: a
/// channel block of the whole map is staged once and read by every box of
/// the image. Rule: the per-box kernel would stage at least as many pixels
/// (the regions of the image's boxes that it takes) as the map has, and the
/// map's scratch fits k.wholeMapBytes, so that it stays in cache while the
/// boxes read it (docs/perf-notes.md).
static Value buildWholeMapChoice(OpBuilder &b, Location loc,
                                 const ROIKernel &k) {
  IndexMath m{b, loc};
  Type index = b.getIndexType();
  Value staged = memref::AllocOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, index),
      ValueRange{k.batch});
  Value choice = memref::AllocOp::create(
      b, loc, MemRefType::get({ShapedType::kDynamic}, b.getI1Type()),
      ValueRange{k.batch});
  auto forEach = [&](Value count, IndexLoopBody body) {
    buildIndexLoop(b, loc, m.c(0), count, body);
  };
  forEach(k.batch, [&](OpBuilder &fb, Location fl, Value n) {
    memref::StoreOp::create(fb, fl, IndexMath{fb, fl}.c(0), staged,
                            ValueRange{n});
  });
  forEach(k.boxes, [&](OpBuilder &fb, Location fl, Value r) {
    IndexMath fm{fb, fl};
    ROIGeometry g = buildBoxGeometry(fb, fl, k, r);
    ROIRegion rg = buildRegion(fb, fl, k, g);
    Value pixels = arith::SelectOp::create(fb, fl, regionFits(fm, k, g, rg),
                                           fm.mul(rg.rows, rg.stride), fm.c(0));
    Value image = buildBoxImage(fb, fl, k, r);
    Value sum = memref::LoadOp::create(fb, fl, staged, ValueRange{image});
    memref::StoreOp::create(fb, fl, fm.add(sum, pixels), staged,
                            ValueRange{image});
  });
  // The scratch holds pixel (0, 0) and H rows of `stride` pixels.
  int64_t elementBytes = k.floatType.getIntOrFloatBitWidth() / 8;
  int64_t maxPixels =
      k.groupBlocks
          ? k.wholeMapBytes / (k.groupBlocks * k.lanes * elementBytes) - 1
          : 0;
  ROIRegion map = wholeMapRegion(m, k);
  Value mapPixels = m.mul(map.rows, map.stride);
  Value mapFits = m.andI(m.andI(m.ge(k.height, m.c(1)), m.ge(k.width, m.c(1))),
                         m.andI(m.andI(m.le(k.height, m.c(maxPixels)),
                                       m.le(map.stride, m.c(maxPixels))),
                                m.le(mapPixels, m.c(maxPixels))));
  if (maxPixels < 1)
    mapFits = arith::ConstantIntOp::create(b, loc, 0, 1);
  forEach(k.batch, [&](OpBuilder &fb, Location fl, Value n) {
    IndexMath fm{fb, fl};
    Value sum = memref::LoadOp::create(fb, fl, staged, ValueRange{n});
    memref::StoreOp::create(fb, fl, fm.andI(mapFits, fm.ge(sum, mapPixels)),
                            choice, ValueRange{n});
  });
  return choice;
}

/// The boxes of one image and channel group that the whole-map kernel
/// takes, from the staged map.
static void buildWholeMapBoxes(OpBuilder &b, Location l, const ROIKernel &k,
                               const BoxOrder &bo, ROITask t,
                               const GroupBuffers &buf, Value scratch,
                               const ROIRegion &map) {
  IndexMath m{b, l};
  Value first = memref::LoadOp::create(b, l, bo.starts, ValueRange{t.image});
  Value last = memref::LoadOp::create(b, l, bo.starts,
                                      ValueRange{m.add(t.image, m.c(1))});
  scf::ForOp::create(
      b, l, first, last, m.c(1), ValueRange{},
      [&](OpBuilder &rb, Location rl, Value i, ValueRange) {
        IndexMath rm{rb, rl};
        t.box = memref::LoadOp::create(rb, rl, bo.order, ValueRange{i});
        t.g = buildBoxGeometry(rb, rl, k, t.box);
        scf::IfOp::create(rb, rl, wholeMapTakes(rm, k, t.g),
                          [&](OpBuilder &tb, Location tl) {
                            buildGroupBox(tb, tl, k, t, buf, scratch, map);
                            scf::YieldOp::create(tb, tl);
                          });
        scf::YieldOp::create(rb, rl);
      });
}

/// The (channel group, image) task at `id` of the whole-map loop, for an
/// image that takes it: the group's planes transposed once into a heap
/// scratch ([block][pixel][channel lane]), then every box of the image.
static void buildWholeMapTask(OpBuilder &b, Location l, const ROIKernel &k,
                              const BoxOrder &bo, Value wholeMap, Value id) {
  IndexMath m{b, l};
  int64_t groupChannels = k.groupBlocks * k.lanes;
  ROITask t;
  Value group = arith::DivUIOp::create(b, l, id, k.batch);
  t.image = arith::RemUIOp::create(b, l, id, k.batch);
  t.c0 = m.mul(group, groupChannels);
  t.c1 = m.min(m.add(t.c0, m.c(groupChannels)), k.channels);
  GroupBuffers buf = allocGroupBuffers(b, l, k);
  Value take = memref::LoadOp::create(b, l, wholeMap, ValueRange{t.image});
  scf::IfOp::create(b, l, take, [&](OpBuilder &tb, Location tl) {
    IndexMath tm{tb, tl};
    ROIRegion map = wholeMapRegion(tm, k);
    Value scratch = memref::AllocOp::create(
        tb, tl,
        MemRefType::get({k.groupBlocks, ShapedType::kDynamic, k.lanes},
                        k.floatType),
        ValueRange{tm.add(tm.mul(map.rows, map.stride), tm.c(1))},
        tb.getI64IntegerAttr(64));
    buildGroupStage(tb, tl, k, t, scratch, map);
    buildWholeMapBoxes(tb, tl, k, bo, t, buf, scratch, map);
    scf::YieldOp::create(tb, tl);
  });
}

/// The (channel group, image) tasks of the whole-map kernel.
static void buildWholeMapTasks(OpBuilder &b, Location loc, const ROIKernel &k,
                               const BoxOrder &bo, Value wholeMap) {
  IndexMath m{b, loc};
  Value tasks = m.mul(k.batch, m.ceilDiv(k.channels, k.groupBlocks * k.lanes));
  scf::ParallelOp::create(b, loc, ValueRange{m.c(0)}, ValueRange{tasks},
                          ValueRange{m.c(1)},
                          [&](OpBuilder &pb, Location pl, ValueRange ivs) {
                            buildWholeMapTask(pb, pl, k, bo, wholeMap, ivs[0]);
                          });
}

/// The box order, the choice of kernel per image, then the whole-map tasks
/// and the per-box ones. Only with channels: without, the output is empty,
/// and the per-image buffers would be sized by a batch dim that no memory
/// backs (an empty [2^32, 0, H, W] map is valid input); with channels, the
/// map holds at least one element per image.
static void buildTasks(OpBuilder &b, Location loc, const ROIKernel &k) {
  IndexMath m{b, loc};
  Value hasChannels = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                            k.channels, m.c(0));
  scf::IfOp::create(b, loc, hasChannels, [&](OpBuilder &tb, Location tl) {
    BoxOrder bo = buildBoxOrder(tb, tl, k);
    if (k.channelsLast) {
      buildChannelsLastTasks(tb, tl, k, bo);
      scf::YieldOp::create(tb, tl);
      return;
    }
    Value wholeMap = buildWholeMapChoice(tb, tl, k);
    if (k.groupBlocks > 0)
      buildWholeMapTasks(tb, tl, k, bo, wholeMap);
    buildBoxTasks(tb, tl, k, bo, wholeMap);
    scf::YieldOp::create(tb, tl);
  });
}

namespace {

/// ROIAlign with bins as vector lanes, in parallel over (box, channel tile)
/// tasks. For `lanes` bins of one box at a time (bin q = row * pooled_w +
/// col in lane q mod lanes), each sample's neighbours and bilinear weights
/// are computed once, as vectors (docs/semantics.md 3.3, steps 5-8, exactly as
/// the scalar kernel per lane), and then applied to every channel of the
/// tile: four gathers from the channel's plane, the weighted sum, and the
/// running avg/max kept in the output row of that channel (contiguous
/// bins; masked for the last, partial group). Each lane sees its samples in
/// OpenVINO's order, so the result equals the scalar kernel's. The pattern
/// reads the op into a ROIKernel; buildTasks builds the rest.
struct ROIAlignToVector : OpInterfaceRewritePattern<ROIAlignOpInterface> {
  ROIAlignToVector(MLIRContext *ctx, const VectorTarget &target)
      : OpInterfaceRewritePattern(ctx), target(target) {}

  LogicalResult matchAndRewrite(ROIAlignOpInterface op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dataType = dyn_cast<RankedTensorType>(op.getData().getType());
    auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
    if (!dataType || !outputType ||
        !isa<RankedTensorType>(op.getRois().getType()) ||
        !isa<RankedTensorType>(op.getBatchIndices().getType()))
      return rewriter.notifyMatchFailure(op, "unranked operand or result");
    ReifiedRankedShapedTypeDims reified;
    if (failed(reifyResultShapes(rewriter, op, reified)))
      return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

    ROIKernel k;
    k.boxes = indexValue(rewriter, loc, reified[0][0]);
    k.floatType = dataType.getElementType();
    // Gathers take 32-bit (or 64-bit) lanes: as many bins as i32 (or f64)
    // lanes fit a vector.
    k.lanes = lanesFor(k.floatType, target.vectorBits, 32);
    readROIFeatureMap(rewriter, loc, k, op.getData());
    // (The output's C from the map read: not from the transpose's result.)
    reified[0][1] = k.channels;
    // Outputs far larger than a core's L2 bypass the caches.
    k.nontemporalBytes = 4 * target.l2Bytes;
    // A channel block's whole map is staged where it fits a few L2s.
    k.wholeMapBytes = kROIWholeMapL2s * target.l2Bytes;
    // (The pooled sizes size the whole-map buffers: attrs first.)
    k.attrs = op.getROIAlignAttrs();
    k.groupBlocks = chooseGroupBlocks(
        k, dataType.isDynamicDim(1) ? 0 : dataType.getDimSize(1));
    k.unsignedIndices =
        isUnsignedInteger(getElementTypeOrSelf(op.getBatchIndices().getType()));
    // Pixel offsets y * W + x, as int lanes.
    k.laneType = VectorType::get({k.lanes}, planeFitsI32(dataType)
                                                ? rewriter.getI32Type()
                                                : rewriter.getI64Type());
    k.rois = readBuffer(rewriter, loc, op.getRois());
    k.batchIndices = readBuffer(rewriter, loc, op.getBatchIndices());
    Value output = allocBuffer(rewriter, loc, outputType, reified[0], 64);
    // [R, C, pooled_h * pooled_w]: the bins of one channel are contiguous.
    k.output = memref::CollapseShapeOp::create(
        rewriter, loc, output,
        ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
    k.flatOutput = memref::CollapseShapeOp::create(
        rewriter, loc, output, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
    k.scale = arith::ConstantOp::create(
        rewriter, loc, rewriter.getF32FloatAttr(k.attrs.spatialScale));
    buildTasks(rewriter, loc, k);
    rewriter.replaceOp(op, toTensor(rewriter, loc, output, outputType));
    return success();
  }

private:
  VectorTarget target;
};

} // namespace

void mlir::ov::vectorize::populateROIAlignToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<ROIAlignToVector>(patterns.getContext(), target);
}
