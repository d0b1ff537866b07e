// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignChannelsLast.cpp - ROIAlign on channels-last data ----------===//
//
// ROIAlign whose data is a linalg.transpose by [0, 3, 1, 2] of an [N, H, W,
// C] tensor (a caller's channels-last data; TOSA's tosa.transpose is one
// after ov-lower-tosa) reads that tensor itself: the channels of a pixel
// are contiguous there, which is what the NCHW kernels stage the planes
// into, so nothing is staged. In parallel over (group of channel blocks,
// box) tasks: the whole-map kernel's box (ROIAlignGrouped.cpp: each
// sample's scalar work once for the group's blocks) where its sample tables
// hold the box, else the blocked kernel block by block
// (buildChannelsLastTask, ROIAlignBlocked.cpp). The transpose is left
// without a use; the canonicalizer erases it.
//
//===----------------------------------------------------------------------===//

#include "ROIAlignKernel.h"

#include "BufferBridge.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The channels-last [N, H, W, C] tensor whose linalg.transpose by
/// [0, 3, 1, 2] is `data`, or null.
static Value channelsLastSource(Value data) {
  auto transpose = data.getDefiningOp<linalg::TransposeOp>();
  if (!transpose || !isa<RankedTensorType>(transpose.getInput().getType()) ||
      transpose.getPermutation() != ArrayRef<int64_t>{0, 3, 1, 2})
    return Value();
  return transpose.getInput();
}

void mlir::ov::vectorize::readROIFeatureMap(OpBuilder &b, Location loc,
                                            ROIKernel &k, Value data) {
  // The kernels transpose bins into channel rows: lanes a power of two.
  Value source =
      llvm::isPowerOf2_64(k.lanes) ? channelsLastSource(data) : Value();
  k.channelsLast = bool(source);
  Value map = source ? source : data;
  auto dim = [&](int64_t d) {
    return indexValue(b, loc, tensor::getMixedSize(b, loc, map, d));
  };
  k.batch = dim(0);
  k.channels = dim(source ? 3 : 1);
  k.height = dim(source ? 1 : 2);
  k.width = dim(source ? 2 : 3);
  k.data = readBuffer(b, loc, map);
}

/// The blocked kernel on each block of the task's group that has channels.
static void buildBlocks(OpBuilder &b, Location loc, const ROIKernel &k,
                        const ROITask &t, const Buffers &buf, int64_t blocks) {
  IndexMath m{b, loc};
  scf::ForOp::create(
      b, loc, m.c(0), m.c(blocks), m.c(1), ValueRange{},
      [&](OpBuilder &gb, Location gl, Value g, ValueRange) {
        IndexMath gm{gb, gl};
        ROITask block = t;
        block.c0 = gm.add(t.c0, gm.mul(g, k.lanes));
        block.c1 = gm.min(gm.add(block.c0, gm.c(k.lanes)), k.channels);
        scf::IfOp::create(gb, gl, gm.lt(block.c0, k.channels),
                          [&](OpBuilder &ib, Location il) {
                            buildChannelsLastTask(ib, il, k, block, buf);
                            scf::YieldOp::create(ib, il);
                          });
        scf::YieldOp::create(gb, gl);
      });
}

/// The (box, group) task at `id`: boxes outer (in the box order), groups
/// inner, so that consecutive tasks read the next channels of the same
/// pixels (a pixel's channels are one contiguous run: the lines that the
/// previous group's loads brought in, and the next ones, which the
/// hardware prefetcher fetches).
static void buildTask(OpBuilder &b, Location l, const ROIKernel &k,
                      const BoxOrder &bo, int64_t blocks, Value id) {
  IndexMath m{b, l};
  ROITask t;
  Value groups = m.ceilDiv(k.channels, blocks * k.lanes);
  Value group = arith::RemUIOp::create(b, l, id, groups);
  t.box = memref::LoadOp::create(
      b, l, bo.order, ValueRange{arith::DivUIOp::create(b, l, id, groups)});
  t.c0 = m.mul(group, blocks * k.lanes);
  t.c1 = m.min(m.add(t.c0, m.c(blocks * k.lanes)), k.channels);
  t.image = buildBoxImage(b, l, k, t.box);
  // (Per-thread buffers: created in the parallel loop's body block.)
  GroupBuffers groupBuf = {};
  if (k.groupBlocks > 0)
    groupBuf = allocGroupBuffers(b, l, k);
  Buffers buf = buildBuffers(b, l, k);
  t.g = buildBoxGeometry(b, l, k, t.box);
  if (k.groupBlocks == 0) {
    buildBlocks(b, l, k, t, buf, blocks);
    return;
  }
  scf::IfOp::create(
      b, l, wholeMapTakes(m, k, t.g),
      [&](OpBuilder &tb, Location tl) {
        buildGroupBox(tb, tl, k, t, groupBuf, Value(), ROIRegion());
        scf::YieldOp::create(tb, tl);
      },
      [&](OpBuilder &eb, Location el) {
        buildBlocks(eb, el, k, t, buf, blocks);
        scf::YieldOp::create(eb, el);
      });
}

void mlir::ov::vectorize::buildChannelsLastTasks(OpBuilder &b, Location loc,
                                                 const ROIKernel &k,
                                                 const BoxOrder &bo) {
  IndexMath m{b, loc};
  int64_t blocks = std::max<int64_t>(k.groupBlocks, 1);
  Value tasks = m.mul(k.boxes, m.ceilDiv(k.channels, blocks * k.lanes));
  scf::ParallelOp::create(b, loc, ValueRange{m.c(0)}, ValueRange{tasks},
                          ValueRange{m.c(1)},
                          [&](OpBuilder &pb, Location pl, ValueRange ivs) {
                            buildTask(pb, pl, k, bo, blocks, ivs[0]);
                          });
}
