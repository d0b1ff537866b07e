// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolToGPU.cpp - AvgPool as GPU-mapped loops (ov-to-gpu) ---------===//
//
// One thread per output element: blocks of `block-size` threads over the
// flat output, each thread summing its window's taps (dilated for
// AvgPool-16) inside the input with loops clamped to the input (padding is
// never read), in OpenVINO's tap order, then dividing once
// (docs/semantics.md 7.3; the same builders as the CPU lowerings).
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

/// Output element `flat` (row-major) of the thread: its window's average.
static void buildThreadOutput(OpBuilder &b, Location loc,
                              const AvgPoolThread &t, Value flat) {
  unsigned rank = t.outDims.size();
  SmallVector<Value> out(rank);
  Value rest = flat;
  for (int64_t d = int64_t(rank) - 1; d >= 0; --d) {
    out[d] = arith::RemUIOp::create(b, loc, rest, t.outDims[d]);
    rest = arith::DivUIOp::create(b, loc, rest, t.outDims[d]);
  }
  Type elementType = t.m.inputType.getElementType();
  SmallVector<Value> coords;
  Value sum = buildTapLoops(b, loc, t, out, coords, 0,
                            buildAvgPoolZero(b, loc, elementType));
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

namespace {
/// Lowers every AvgPool version to one thread per output element.
struct AvgPoolToGPU : AvgPoolPattern {
  AvgPoolToGPU(MLIRContext *ctx, int64_t blockSize, bool positiveZeroSums)
      : AvgPoolPattern(ctx), blockSize(blockSize),
        positiveZeroSums(positiveZeroSums) {}

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
    Value threads = arith::ConstantIndexOp::create(rewriter, loc, blockSize);
    Value numBlocks = arith::CeilDivUIOp::create(rewriter, loc, total, threads);
    buildGPUKernel(
        rewriter, loc, {numBlocks}, blockSize,
        [&](OpBuilder &b, Location l, ValueRange blockIds, Value thread) {
          Value flat = arith::AddIOp::create(
              b, l, arith::MulIOp::create(b, l, blockIds[0], threads), thread);
          Value inRange = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult,
                                                flat, total);
          scf::IfOp::create(b, l, inRange, [&](OpBuilder &ib, Location il) {
            buildThreadOutput(ib, il, t, flat);
            scf::YieldOp::create(ib, il);
          });
        });
    rewriter.replaceOp(op, toTensor(rewriter, loc, t.output, m.outputType));
    return success();
  }

private:
  int64_t blockSize;
  bool positiveZeroSums;
};
} // namespace

void mlir::ov::populateAvgPoolToGPUPatterns(RewritePatternSet &patterns,
                                            const GPUPatternOptions &options) {
  patterns.add<AvgPoolToGPU>(patterns.getContext(), options.blockSize,
                             options.positiveZeroSums);
}
