// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolRows.cpp - The direct MaxPool kernel's rows and row blocks --===//
//
// The direct kernel of one (n, c) plane (buildPlane): loops over the outer
// output axes, the second-to-last in blocks of plan.rowBlock rows where the
// block's taps on it are inside the input; each row (or block) walked along
// the last axis in chunks (RowBuilder), after prefetching the input rows it
// is the first to read; each chunk built by buildChunk (MaxPoolChunk.h).
//
//===----------------------------------------------------------------------===//

#include "MaxPoolChunk.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

#include <functional>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The most input rows one block of output rows prefetches.
constexpr int64_t kMaxFrontRows = 16;

namespace {

/// Walks the last axis of `rows` output rows (from outerOut.back() on the
/// second-to-last axis) in chunks of `lanes`: interior chunks with loads,
/// the others with masked loads or gathers; partial chunks masked.
class RowBuilder {
public:
  RowBuilder(const PoolPlan &plan, Value n, Value c, ArrayRef<Value> outerOut,
             Value planeOffset, int64_t rows)
      : plan(plan), n(n), c(c), outerOut(outerOut), planeOffset(planeOffset),
        rows(rows), p(plan.axis(plan.k - 1)), lanes(plan.lanes), s(p.stride) {}

  void build(OpBuilder &b, Location loc) {
    prefetchFrontRows(b, loc);
    IndexMath m{b, loc};
    Value outW = plan.outDims[plan.k - 1];
    auto [first, interiorEnd] = interiorChunkStarts(b, loc, plan);
    // [0, first): border chunks; [first, first + j*lanes) interior chunks with
    // start < interiorEnd; then border chunks to the end.
    Value start = leftBorder(b, loc, first, interiorEnd);
    // Interior: chunk starts start, start + lanes, ... below interiorEnd.
    Value span = m.sub(interiorEnd, start);
    Value chunks = arith::CeilDivSIOp::create(b, loc, span, m.c(lanes));
    Value interiorStop = m.add(start, m.mul(chunks, lanes));
    scf::ForOp::create(b, loc, start, interiorStop, m.c(lanes), ValueRange{},
                       [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
                         SmallVector<Value> res =
                             buildChunk(cb, cl, ow0, ChunkKind::Interior);
                         store(cb, cl, ow0, res, Value(), /*masked=*/false);
                         scf::YieldOp::create(cb, cl);
                       });
    // Right border and the partial last chunk (their columns are >= 0).
    borderChunks(b, loc, interiorStop, outW, ChunkKind::Masked);
  }

private:
  /// Row offsets (from o*s - pad) along outer axis `a` that the block's
  /// `outputs` outputs read and no earlier output along it does: the front of
  /// the window, which moves `outputs`*s rows per block. (Row r was read by
  /// the block `back` rows earlier iff r + back is among this block's rows.)
  static SmallVector<int64_t> frontRows(const PoolAxis &p, int64_t outputs) {
    SmallVector<int64_t> read;
    for (int64_t j = 0; j < outputs; ++j)
      for (int64_t t = 0; t < p.kernel; ++t)
        read.push_back(j * p.stride + t * p.dilation);
    int64_t step = outputs * p.stride;
    SmallVector<int64_t> front;
    for (int64_t r : read) {
      bool readBefore = false;
      for (int64_t back = step; back <= read.back() && !readBefore;
           back += step)
        readBefore = llvm::is_contained(read, r + back);
      if (!readBefore && !llvm::is_contained(front, r))
        front.push_back(r);
    }
    return front;
  }

  /// Prefetches the input rows that this block is the first to read, whole,
  /// plan.prefetchAhead elements ahead (prefetchInput): each row once per
  /// plane. Only for rows of a static width within flatPrefetchBytes (longer
  /// rows would need prefetches spread over their chunks) and at most
  /// kMaxFrontRows front rows.
  void prefetchFrontRows(OpBuilder &b, Location loc) {
    std::optional<int64_t> width = getConstantIntValue(plan.inDims[plan.k - 1]);
    if (!plan.prefetchAhead || plan.k < 2 || !width ||
        *width * plan.elementBytes() >
            flatPrefetchBytes(plan.target, plan.withIndices()))
      return;
    SmallVector<SmallVector<int64_t>> fronts;
    int64_t count = 1;
    for (unsigned a = 0; a + 1 < plan.k; ++a) {
      fronts.push_back(frontRows(plan.axis(a), a + 2 == plan.k ? rows : 1));
      count *= fronts.back().size();
    }
    if (count == 0 || count > kMaxFrontRows)
      return;
    IndexMath m{b, loc};
    // Each combination of per-axis front rows, clamped into the input.
    SmallVector<int64_t> pick(fronts.size(), 0);
    for (int64_t i = 0; i < count; ++i) {
      Value offset = m.c(0);
      for (unsigned a = 0; a < fronts.size(); ++a) {
        Value coord = m.add(
            m.sub(m.mul(outerOut[a], plan.axis(a).stride), plan.padsBegin[a]),
            m.c(fronts[a][pick[a]]));
        coord = m.max(m.c(0), m.min(coord, m.sub(plan.inDims[a], m.c(1))));
        offset = m.mul(m.add(offset, coord), plan.inDims[a + 1]);
      }
      prefetchInput(b, loc, plan, n, c, offset, *width);
      for (unsigned a = fronts.size(); a-- > 0;) {
        if (++pick[a] < int64_t(fronts[a].size()))
          break;
        pick[a] = 0;
      }
    }
  }

  SmallVector<Value> buildChunk(OpBuilder &b, Location loc, Value ow0,
                                ChunkKind kind, int64_t staticPad = 0) {
    return vectorize::buildChunk(b, loc, plan, n, c, outerOut, ow0, kind,
                                 staticPad, rows);
  }

  /// Stores each output row's (value[, index]) of a chunk.
  void store(OpBuilder &cb, Location cl, Value ow0, ArrayRef<Value> results,
             Value count, bool masked) {
    IndexMath cm{cb, cl};
    size_t group = plan.withIndices() ? 2 : 1;
    SmallVector<Value> at(outerOut.begin(), outerOut.end());
    for (int64_t j = 0; j < rows; ++j) {
      if (j > 0)
        at.back() = cm.add(outerOut.back(), cm.c(j));
      storeChunk(cb, cl, plan, n, c, at, ow0, results.slice(j * group, group),
                 planeOffset, count, masked);
    }
  }

  /// Chunks from `from` to `to` (masked stores).
  void borderChunks(OpBuilder &lb, Location ll, Value from, Value to,
                    ChunkKind kind) {
    IndexMath lm{lb, ll};
    scf::ForOp::create(lb, ll, from, to, lm.c(lanes), ValueRange{},
                       [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
                         IndexMath cm{cb, cl};
                         SmallVector<Value> res = buildChunk(cb, cl, ow0, kind);
                         Value count = cm.min(cm.c(lanes), cm.sub(to, ow0));
                         store(cb, cl, ow0, res, count, /*masked=*/true);
                         scf::YieldOp::create(cb, cl);
                       });
  }

  /// Left border, up to `first` (masked stores keep chunks from overlapping):
  /// with a static pad of at most `lanes` outputs, one chunk of static
  /// shuffles covers [0, lanes); else gathers. Returns the first interior
  /// chunk start (and moves interiorEnd to it at least).
  Value leftBorder(OpBuilder &b, Location loc, Value first,
                   Value &interiorEnd) {
    IndexMath m{b, loc};
    Value outW = plan.outDims[plan.k - 1];
    std::optional<int64_t> staticPad =
        getConstantIntValue(plan.padsBegin[plan.k - 1]);
    if (!staticPad || llvm::divideCeil(*staticPad, s) > lanes) {
      borderChunks(b, loc, m.c(0), first, ChunkKind::Gather);
      return first;
    }
    Value count = m.min(m.c(lanes), outW);
    scf::IfOp::create(
        b, loc, m.lt(m.c(0), count), [&](OpBuilder &cb, Location cl) {
          Value zero = IndexMath{cb, cl}.c(0);
          SmallVector<Value> res =
              buildChunk(cb, cl, zero, ChunkKind::StaticFirst, *staticPad);
          store(cb, cl, zero, res, count, /*masked=*/true);
          scf::YieldOp::create(cb, cl);
        });
    Value start = m.max(first, count);
    interiorEnd = m.max(start, interiorEnd);
    return start;
  }

  const PoolPlan &plan;
  Value n, c;
  ArrayRef<Value> outerOut;
  Value planeOffset;
  int64_t rows;
  PoolAxis p; // the last axis
  int64_t lanes, s;
};

} // namespace

void mlir::ov::vectorize::buildPlane(OpBuilder &b, Location loc,
                                     const PoolPlan &plan, Value n, Value c) {
  IndexMath m{b, loc};
  Value planeOffset;
  if (plan.withIndices()) {
    planeOffset = m.mul(m.add(m.mul(n, plan.channels), c), plan.planeSize);
    if (plan.modulus)
      planeOffset = arith::RemUIOp::create(b, loc, planeOffset, plan.modulus);
  }
  if (plan.separable) {
    buildSeparablePlane(b, loc, plan, n, c, planeOffset);
    return;
  }
  // Loops over the outer output axes; the second-to-last in blocks of
  // plan.rowBlock rows where every block row's taps on it are inside the
  // input.
  SmallVector<Value> outerOut;
  std::function<void(OpBuilder &, Location, unsigned)> rows;
  auto loop = [&](OpBuilder &rb, Location rl, unsigned axis, Value from,
                  Value to, int64_t step) {
    IndexMath rm{rb, rl};
    scf::ForOp::create(
        rb, rl, from, to, rm.c(step), ValueRange{},
        [&](OpBuilder &nb, Location nl, Value o, ValueRange) {
          outerOut.push_back(o);
          if (axis + 2 == plan.k)
            RowBuilder(plan, n, c, outerOut, planeOffset, step).build(nb, nl);
          else
            rows(nb, nl, axis + 1);
          outerOut.pop_back();
          scf::YieldOp::create(nb, nl);
        });
  };
  rows = [&](OpBuilder &rb, Location rl, unsigned axis) {
    IndexMath rm{rb, rl};
    if (axis + 1 == plan.k) { // 1-D pooling: the row itself
      RowBuilder(plan, n, c, outerOut, planeOffset, 1).build(rb, rl);
      return;
    }
    Value outDim = plan.outDims[axis];
    if (axis + 2 != plan.k || plan.rowBlock == 1) {
      loop(rb, rl, axis, rm.c(0), outDim, 1);
      return;
    }
    // Rows o whose taps o*s - pad + t*d (t < k) are all inside [0, D).
    PoolAxis p = plan.axis(axis);
    Value pad = plan.padsBegin[axis];
    Value first = rm.min(rm.ceilDiv(pad, p.stride), outDim);
    Value lastInside =
        rm.floorDiv(rm.sub(rm.add(plan.inDims[axis], pad),
                           rm.c(1 + (p.kernel - 1) * p.dilation)),
                    p.stride);
    Value end = rm.max(first, rm.min(rm.add(lastInside, rm.c(1)), outDim));
    Value blocks =
        arith::DivUIOp::create(rb, rl, rm.sub(end, first), rm.c(plan.rowBlock));
    Value blocksEnd = rm.add(first, rm.mul(blocks, plan.rowBlock));
    loop(rb, rl, axis, rm.c(0), first, 1);
    loop(rb, rl, axis, first, blocksEnd, plan.rowBlock);
    loop(rb, rl, axis, blocksEnd, outDim, 1);
  };
  rows(b, loc, 0);
}
