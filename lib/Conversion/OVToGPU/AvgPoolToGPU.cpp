// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolToGPU.cpp - AvgPool as GPU-mapped loops (ov-to-gpu) ---------===//
//
// One thread per output element: blocks of `block-size` threads over the
// flat output, each thread summing its window's taps (dilated for
// AvgPool-16) inside the input with loops clamped to the input (padding is
// never read), in OpenVINO's tap order, then dividing once
// (docs/semantics.md 7.3; the same builders as the CPU lowerings). Past
// `loop-pass-limit` the window is split across launches (buildThreadChunk).
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"
#include "Patterns.h"

#include "AvgPoolBridge.h"
#include "ov/Semantics/AvgPoolKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::ov;

namespace {
/// What a thread needs: the input buffer, the element type as written, and
/// per spatial axis the begin pad and the input dim (index values).
struct AvgPoolThread {
  const AvgPoolMatch &m;
  Value input, output, padsInAverage;
  SmallVector<Value> padsBegin, inputDims, outDims;
  bool positiveZeroSums = false; // buildPositiveZeroSum before dividing
};
} // namespace

/// The tap loops of axis `axis` and inward: taps t of the window at `o`
/// with 0 <= o*s - pb + t*d < D (buildTapRange's, the divisor's range).
static Value buildTapLoops(OpBuilder &b, Location loc, const AvgPoolThread &t,
                           ArrayRef<Value> out, SmallVector<Value> &coords,
                           unsigned axis, Value sum) {
  Type elementType = t.m.inputType.getElementType();
  if (axis == t.m.attrs.spatialRank()) {
    SmallVector<Value> indices{out[0], out[1]};
    llvm::append_range(indices, coords);
    Value tap = memref::LoadOp::create(b, loc, t.input, indices);
    return buildAvgPoolAdd(b, loc, elementType, sum, tap);
  }
  PoolAxis p = t.m.attrs.axis(axis);
  auto c = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  // start = o*s - pb (may be negative).
  Value start = arith::SubIOp::create(
      b, loc, arith::MulIOp::create(b, loc, out[2 + axis], c(p.stride)),
      t.padsBegin[axis]);
  auto [lb, ub] = buildTapRange(b, loc, out[2 + axis], p, t.padsBegin[axis],
                                t.inputDims[axis]);
  ub = arith::MaxSIOp::create(b, loc, ub, lb);
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, c(1), ValueRange{sum},
      [&](OpBuilder &nb, Location nl, Value tap, ValueRange acc) {
        Value offset = tap;
        if (p.dilation != 1)
          offset = arith::MulIOp::create(
              nb, nl, tap, arith::ConstantIndexOp::create(nb, nl, p.dilation));
        coords.push_back(arith::AddIOp::create(nb, nl, start, offset));
        Value next = buildTapLoops(nb, nl, t, out, coords, axis + 1, acc[0]);
        coords.pop_back();
        scf::YieldOp::create(nb, nl, next);
      });
  return loop.getResult(0);
}

/// The row-major coordinates of output element `flat`.
static SmallVector<Value> outputCoords(OpBuilder &b, Location loc,
                                       const AvgPoolThread &t, Value flat) {
  unsigned rank = t.outDims.size();
  SmallVector<Value> out(rank);
  Value rest = flat;
  for (int64_t d = int64_t(rank) - 1; d >= 0; --d) {
    out[d] = arith::RemUIOp::create(b, loc, rest, t.outDims[d]);
    rest = arith::DivUIOp::create(b, loc, rest, t.outDims[d]);
  }
  return out;
}

/// Stores the average of the window at `out` whose taps summed to `sum`.
static void storeAverage(OpBuilder &b, Location loc, const AvgPoolThread &t,
                         ArrayRef<Value> out, Value sum) {
  Type elementType = t.m.inputType.getElementType();
  Value inside = arith::ConstantIndexOp::create(b, loc, 1);
  for (unsigned j = 0; j < t.m.attrs.spatialRank(); ++j)
    inside = arith::MulIOp::create(
        b, loc, inside,
        buildTapsInside(b, loc, out[2 + j], t.m.attrs.axis(j), t.padsBegin[j],
                        t.inputDims[j]));
  Value count = buildAvgPoolCount(b, loc, t.m.attrs, t.padsInAverage, inside);
  if (t.positiveZeroSums)
    sum = buildPositiveZeroSum(b, loc, sum);
  memref::StoreOp::create(b, loc,
                          buildAvgPoolAverage(b, loc, elementType, sum, count),
                          t.output, out);
}

/// Output element `flat` (row-major) of the thread: its window's average.
static void buildThreadOutput(OpBuilder &b, Location loc,
                              const AvgPoolThread &t, Value flat) {
  SmallVector<Value> out = outputCoords(b, loc, t, flat);
  SmallVector<Value> coords;
  Value sum =
      buildTapLoops(b, loc, t, out, coords, 0,
                    buildAvgPoolZero(b, loc, t.m.inputType.getElementType()));
  storeAverage(b, loc, t, out, sum);
}

/// Launch `chunk` of a window split across launches (loop-pass-limit): the
/// window's taps in row-major order (the tap loops' order) as one loop over
/// [chunk * size, min(K, (chunk + 1) * size)), the taps outside the input
/// skipped, so that the additions are the tap loops' in the same order.
/// The running sum (in T, as the tap loops keep it) waits in the output
/// between launches; the last launch divides and stores the average.
static void buildThreadChunk(OpBuilder &b, Location loc, const AvgPoolThread &t,
                             Value flat, const LoopChunks &chunks,
                             int64_t chunk) {
  SmallVector<Value> out = outputCoords(b, loc, t, flat);
  Type elementType = t.m.inputType.getElementType();
  const PoolingAttrs &attrs = t.m.attrs;
  int64_t taps = 1;
  for (unsigned j = 0; j < attrs.spatialRank(); ++j)
    taps *= attrs.axis(j).kernel;
  auto c = [&](OpBuilder &cb, Location cl, int64_t v) {
    return arith::ConstantIndexOp::create(cb, cl, v);
  };
  SmallVector<Value> starts; // o*s - pb per axis (may be negative)
  for (unsigned j = 0; j < attrs.spatialRank(); ++j)
    starts.push_back(arith::SubIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc, out[2 + j],
                              c(b, loc, attrs.axis(j).stride)),
        t.padsBegin[j]));
  Value sum = chunk == 0 ? buildAvgPoolZero(b, loc, elementType)
                         : memref::LoadOp::create(b, loc, t.output, out);
  int64_t begin = chunk * chunks.size;
  int64_t end = std::min(taps, begin + chunks.size);
  auto loop = scf::ForOp::create(
      b, loc, c(b, loc, begin), c(b, loc, end), c(b, loc, 1), ValueRange{sum},
      [&](OpBuilder &nb, Location nl, Value tap, ValueRange acc) {
        // Row-major tap coordinates, last axis fastest; inside the input
        // when 0 <= coord < D on every axis (one unsigned compare each).
        SmallVector<Value> indices{out[0], out[1]};
        indices.resize(2 + attrs.spatialRank());
        Value inside = arith::ConstantIntOp::create(nb, nl, 1, 1);
        Value rest = tap;
        for (int64_t j = int64_t(attrs.spatialRank()) - 1; j >= 0; --j) {
          PoolAxis p = attrs.axis(j);
          Value k = c(nb, nl, p.kernel);
          Value tj = arith::RemUIOp::create(nb, nl, rest, k);
          rest = arith::DivUIOp::create(nb, nl, rest, k);
          Value coord = arith::AddIOp::create(
              nb, nl, starts[j],
              arith::MulIOp::create(nb, nl, tj, c(nb, nl, p.dilation)));
          inside = arith::AndIOp::create(
              nb, nl, inside,
              arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult, coord,
                                    t.inputDims[j]));
          indices[2 + j] = coord;
        }
        auto add = scf::IfOp::create(
            nb, nl, inside,
            [&](OpBuilder &ib, Location il) {
              Value value = memref::LoadOp::create(ib, il, t.input, indices);
              scf::YieldOp::create(
                  ib, il, buildAvgPoolAdd(ib, il, elementType, acc[0], value));
            },
            [&](OpBuilder &eb, Location el) {
              scf::YieldOp::create(eb, el, acc[0]);
            });
        scf::YieldOp::create(nb, nl, add.getResult(0));
      });
  if (chunk + 1 < chunks.count) {
    memref::StoreOp::create(b, loc, loop.getResult(0), t.output, out);
    return;
  }
  storeAverage(b, loc, t, out, loop.getResult(0));
}

namespace {
/// Lowers every AvgPool version to one thread per output element.
struct AvgPoolToGPU : AvgPoolPattern {
  AvgPoolToGPU(MLIRContext *ctx, const GPUPatternOptions &options)
      : AvgPoolPattern(ctx), blockSize(options.blockSize),
        positiveZeroSums(options.positiveZeroSums),
        loopPassLimit(options.loopPassLimit), refused(options.refused) {}

  LogicalResult
  rewriteMatched(AvgPoolOpInterface op, const AvgPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    AvgPoolThread t{m,
                    readBuffer(rewriter, loc, m.input),
                    allocBuffer(rewriter, loc, m.outputType, m.outputShape),
                    buildPadsInAverage(rewriter, loc, m.excludePad, m.pads),
                    {},
                    {},
                    {},
                    positiveZeroSums};
    buildAvgPoolAxes(rewriter, loc, m, t.padsBegin, t.inputDims);
    Value total = arith::ConstantIndexOp::create(rewriter, loc, 1);
    for (OpFoldResult size : m.outputShape) {
      t.outDims.push_back(indexValue(rewriter, loc, size));
      total = arith::MulIOp::create(rewriter, loc, total, t.outDims.back());
    }
    // One launch, or, past the loop-pass limit, the window split across
    // launches (at most kMaxChunkLaunches).
    SmallVector<int64_t> trips;
    int64_t taps = 1;
    for (unsigned j = 0; j < m.attrs.spatialRank(); ++j) {
      trips.push_back(m.attrs.axis(j).kernel);
      taps *= trips.back();
    }
    std::optional<LoopChunks> chunks;
    if (!withinLoopPassLimit(loopNestPasses(trips), loopPassLimit)) {
      chunks = planLoopChunks(taps, loopPassLimit);
      if (chunks->count > kMaxChunkLaunches)
        return refuseWindowChunks(rewriter, op, taps, *chunks, loopPassLimit,
                                  refused);
    }
    for (int64_t chunk = 0; chunk < (chunks ? chunks->count : 1); ++chunk)
      buildFlatGPUKernel(rewriter, loc, total, blockSize, /*perThread=*/1,
                         [&](OpBuilder &b, Location l, Value flat) {
                           if (chunks)
                             buildThreadChunk(b, l, t, flat, *chunks, chunk);
                           else
                             buildThreadOutput(b, l, t, flat);
                         });
    rewriter.replaceOp(op, toTensor(rewriter, loc, t.output, m.outputType));
    return success();
  }

private:
  int64_t blockSize;
  bool positiveZeroSums;
  int64_t loopPassLimit; // 0: none
  bool *refused;
};
} // namespace

void mlir::ov::populateAvgPoolToGPUPatterns(RewritePatternSet &patterns,
                                            const GPUPatternOptions &options) {
  patterns.add<AvgPoolToGPU>(patterns.getContext(), options);
}
