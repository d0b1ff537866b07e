// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolToVector.cpp - AvgPool as vectorized CPU loops --------------===//
//
// The fast CPU path of AvgPool-1, -14 and -16. For groups of (n, c) planes in
// parallel (scf.parallel, the caller's parallel-for later; a group's sums are
// built side by side, independent chains of adds), walks the output rows and
// vectorizes along the output's last axis, `lanes` outputs at a time (as many
// as a statically narrower output row holds, rounded up to a power of two:
// chooseLanes). Every lane keeps its own sum and adds its window's taps one
// at a time in OpenVINO's order (depth, row, column; docs/semantics.md 7.3),
// so no sum is reassociated:
//   - interior chunks (every tap of every lane inside the row) load each
//     kernel column (dilation columns apart) with one contiguous
//     vector.load of stride * lanes elements, de-interleaved by a
//     vector.shuffle (stride > 1);
//   - chunks right of the interior read with a masked load whose lanes past
//     the row's end are 0;
//   - chunks left of the interior read from the row's first column with an
//     expanding load whose lanes outside the row are 0;
//   - taps of the outer axes are clamped to the input (never read padding).
// Adding a 0 for a tap outside the input leaves the sum as it was: the sum
// starts at +0 and never becomes -0, and every other value plus +0 is
// itself (as the linalg lowering's zero padding). No gathers, no address
// outside the input. The divisor is the window's (buildAvgPoolCount), one
// per row in the interior and per lane at the borders, and the average is
// the linalg lowering's (buildAvgPoolAverage) on vectors. The plan (buffers,
// dims, pads, lanes), the outer taps and the output stores are the pooling
// kernels' (PoolKernel.h).
//
// Left to the other lowerings: last strides above 4 and last-axis kernels
// wider than kMaxUnrolledColumns (as for MaxPool), and element types other
// than f16, bf16, f32, f64 and 8- to 64-bit integers.
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "PoolKernel.h"
#include "VectorUtils.h"

#include "BufferBridge.h"
#include "ov/Dialect/AvgPoolOps.h"
#include "ov/Semantics/AvgPoolKernel.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Whether the kernel computes `type`'s averages: the floats RoundedArith
/// rounds and the integers OpenVINO's AvgPool takes.
static bool isVectorizedElementType(Type type) {
  if (isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type))
    return true;
  auto integer = dyn_cast<IntegerType>(type);
  return integer && llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth());
}

namespace {

/// How a chunk reads a kernel column's `lanes` taps (columns col + l*s).
enum class AvgReads {
  /// Every tap inside the row: one contiguous load (and a stride shuffle).
  Interior,
  /// col >= 0: a masked load of the columns below the row's end.
  UpToRowEnd,
  /// Any col: an expanding load from the row's first column into the lanes
  /// inside the row.
  FromRowStart,
};

/// One (n, c) plane of a group of planes.
struct AvgPlane {
  Value n, c;
};

/// The chunks of one output row (outerOut: its outer output coordinates)
/// of a group of planes, and what they share: the divisor's factor of the
/// outer axes. The planes' chunks are summed side by side, each plane's
/// sum an independent chain of adds (the sums' latency overlaps).
class AvgPoolRow {
public:
  AvgPoolRow(const PoolPlan &plan, Value padsInAverage,
             ArrayRef<AvgPlane> planes, ArrayRef<Value> outerOut)
      : plan(plan), padsInAverage(padsInAverage), planes(planes),
        outerOut(outerOut), p(plan.axis(plan.k - 1)), lanes(plan.lanes),
        s(p.stride) {}

  void build(OpBuilder &b, Location loc);

private:
  void chunks(OpBuilder &b, Location loc, Value from, Value to, AvgReads reads,
              bool masked);
  SmallVector<Value> sumChunk(OpBuilder &b, Location loc, Value ow0,
                              AvgReads reads);
  Value loadColumn(OpBuilder &b, Location loc, const AvgPlane &plane,
                   ArrayRef<Value> rowCoords, Value col, AvgReads reads);
  Value insideRow(OpBuilder &b, Location loc, Value col, int64_t size);
  Value chunkCount(OpBuilder &b, Location loc, Value ow0, AvgReads reads);

  const PoolPlan &plan;
  Value padsInAverage;
  ArrayRef<AvgPlane> planes;
  ArrayRef<Value> outerOut;
  PoolAxis p; // the last axis
  int64_t lanes, s;
  Value outerTaps; // the taps inside the input on the outer axes, multiplied
};

} // namespace

/// Left border chunks from the row's start up to the first multiple of
/// `lanes` at or past `first` (their expanding loads read any columns, so
/// the last one need not stop at `first`), interior chunks while they start
/// before the interior's end, then the rest up to the row's end with masked
/// loads. Chunks that may pass the output's end store masked.
void AvgPoolRow::build(OpBuilder &b, Location loc) {
  IndexMath m{b, loc};
  outerTaps = m.c(1);
  for (unsigned j = 0; j + 1 < plan.k; ++j)
    outerTaps =
        m.mul(outerTaps, buildTapsInside(b, loc, outerOut[j], plan.axis(j),
                                         plan.padsBegin[j], plan.inDims[j]));
  Value outW = plan.outDims[plan.k - 1];
  auto [first, interiorEnd] = interiorChunkStarts(b, loc, plan);
  Value leftStop = m.min(m.mul(m.ceilDiv(first, lanes), lanes), outW);
  chunks(b, loc, m.c(0), leftStop, AvgReads::FromRowStart, /*masked=*/true);
  Value span = m.max(m.c(0), m.sub(interiorEnd, leftStop));
  Value count = arith::CeilDivSIOp::create(b, loc, span, m.c(lanes));
  Value interiorStop = m.add(leftStop, m.mul(count, lanes));
  chunks(b, loc, leftStop, interiorStop, AvgReads::Interior,
         /*masked=*/false);
  chunks(b, loc, interiorStop, outW, AvgReads::UpToRowEnd, /*masked=*/true);
}

/// The chunks starting at from, from + lanes, ... below `to`, each summed,
/// divided and stored (the first `to - ow0` lanes where `masked`).
void AvgPoolRow::chunks(OpBuilder &b, Location loc, Value from, Value to,
                        AvgReads reads, bool masked) {
  IndexMath m{b, loc};
  scf::ForOp::create(
      b, loc, from, to, m.c(lanes), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
        IndexMath cm{cb, cl};
        SmallVector<Value> sums = sumChunk(cb, cl, ow0, reads);
        Value count = chunkCount(cb, cl, ow0, reads);
        Value valid;
        if (masked)
          valid = cm.min(cm.c(lanes), cm.sub(to, ow0));
        for (auto [plane, sum] : llvm::zip(planes, sums)) {
          Value average =
              buildAvgPoolAverage(cb, cl, plan.originalElementType, sum, count);
          storeChunk(cb, cl, plan, plane.n, plane.c, outerOut, ow0, {average},
                     /*planeOffset=*/Value(), valid, masked);
        }
        scf::YieldOp::create(cb, cl);
      });
}

/// The chunk's sums, one vector per plane: from 0, the window's rows in
/// scan order (the outer taps clamped to the input), each row's kernel
/// columns in order.
SmallVector<Value> AvgPoolRow::sumChunk(OpBuilder &b, Location loc, Value ow0,
                                        AvgReads reads) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  Type element = plan.originalElementType;
  Value zero = v.splat(buildAvgPoolZero(b, loc, element), lanes);
  Value col0 = m.sub(m.mul(ow0, s), plan.padsBegin[plan.k - 1]);
  SmallVector<Value> coords;
  SmallVector<Value> zeros(planes.size(), zero);
  return forEachOuterTap(
      b, loc, plan, outerOut, 0, plan.k - 1, coords, m.c(0), zeros,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value,
          ValueRange iter) -> SmallVector<Value> {
        IndexMath rm{rb, rl};
        SmallVector<Value> sums(iter);
        for (int64_t kw = 0; kw < p.kernel; ++kw) {
          Value col = rm.add(col0, rm.c(kw * p.dilation));
          for (auto [plane, sum] : llvm::zip(planes, sums))
            sum = buildAvgPoolAdd(
                rb, rl, element, sum,
                loadColumn(rb, rl, plane, rowCoords, col, reads));
        }
        return sums;
      });
}

/// The taps at columns col + l*s of one input row, 0 outside the row.
Value AvgPoolRow::loadColumn(OpBuilder &b, Location loc, const AvgPlane &plane,
                             ArrayRef<Value> rowCoords, Value col,
                             AvgReads reads) {
  Value n = plane.n, c = plane.c;
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  int64_t size = lanes * s;
  VectorType wide = v.vec(size, plan.elementType);
  Value zero = v.splat(buildAvgPoolZero(b, loc, plan.elementType), size);
  Value width = plan.inDims[plan.k - 1];
  Value loaded;
  switch (reads) {
  case AvgReads::Interior:
    loaded = vector::LoadOp::create(b, loc, wide, plan.input,
                                    planeIndices(n, c, rowCoords, col));
    break;
  case AvgReads::UpToRowEnd: {
    // col >= 0; the address stays inside the row when nothing is read.
    Value count = m.max(m.c(0), m.min(m.c(size), m.sub(width, col)));
    Value base = m.max(m.c(0), m.min(col, m.sub(width, m.c(1))));
    loaded = vector::MaskedLoadOp::create(b, loc, wide, plan.input,
                                          planeIndices(n, c, rowCoords, base),
                                          v.firstLanes(size, count), zero);
    break;
  }
  case AvgReads::FromRowStart: {
    // The first lane inside the row reads column max(col, 0), the next
    // ones the columns after it.
    Value base = m.max(m.c(0), m.min(col, m.sub(width, m.c(1))));
    loaded = vector::ExpandLoadOp::create(b, loc, wide, plan.input,
                                          planeIndices(n, c, rowCoords, base),
                                          insideRow(b, loc, col, size), zero);
    break;
  }
  }
  return v.everyNth(loaded, lanes, s);
}

/// The lanes j of `size` whose column col + j is inside the row [0, W).
Value AvgPoolRow::insideRow(OpBuilder &b, Location loc, Value col,
                            int64_t size) {
  VectorMath v{b, loc};
  Type i64 = b.getI64Type();
  Value columns = arith::AddIOp::create(b, loc, v.splat(v.cast(col, i64), size),
                                        v.ramp(size, 1, i64));
  Value zero = v.splat(arith::ConstantIntOp::create(b, loc, 0, 64), size);
  Value width = v.splat(v.cast(plan.inDims[plan.k - 1], i64), size);
  return arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, columns, zero),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, columns, width));
}

/// The chunk's divisors: in the interior every window holds the whole
/// kernel along the last axis (one index for the chunk); at the borders
/// lane l's window holds buildTapsInside's taps of output ow0 + l, as an
/// i64 per lane.
Value AvgPoolRow::chunkCount(OpBuilder &b, Location loc, Value ow0,
                             AvgReads reads) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  if (reads == AvgReads::Interior)
    return buildAvgPoolCount(b, loc, plan.attrs, padsInAverage,
                             m.mul(outerTaps, p.kernel));
  // Lane l starts at pad - (ow0 + l)*s before the row; its taps inside are
  // max(0, min(k, ceil((W + start) / d)) - max(0, ceil(start / d)))
  // (buildTapRange's, per lane).
  Type i64 = b.getI64Type();
  auto constant = [&](int64_t value) {
    return v.splat(arith::ConstantIntOp::create(b, loc, value, 64), lanes);
  };
  auto perDilation = [&](Value x) -> Value {
    if (p.dilation == 1)
      return x;
    return arith::CeilDivSIOp::create(b, loc, x, constant(p.dilation));
  };
  Value start = arith::SubIOp::create(
      b, loc,
      v.splat(v.cast(m.sub(plan.padsBegin[plan.k - 1], m.mul(ow0, s)), i64),
              lanes),
      v.ramp(lanes, s, i64));
  Value width = v.splat(v.cast(plan.inDims[plan.k - 1], i64), lanes);
  Value last = arith::MinSIOp::create(
      b, loc, constant(p.kernel),
      perDilation(arith::AddIOp::create(b, loc, width, start)));
  Value firstTap =
      arith::MaxSIOp::create(b, loc, constant(0), perDilation(start));
  Value taps = arith::MaxSIOp::create(
      b, loc, constant(0), arith::SubIOp::create(b, loc, last, firstTap));
  Value inside = arith::MulIOp::create(b, loc, taps,
                                       v.splat(v.cast(outerTaps, i64), lanes));
  return buildAvgPoolCount(b, loc, plan.attrs, padsInAverage, inside);
}

/// The outputs per chunk: the plan's lanes, or where the output's rows are
/// statically narrower, the power of two that covers a row (1 for a global
/// average): a chunk then holds no output of the next row, and its window
/// may lie inside the row, so that it is read with plain loads.
static int64_t chooseLanes(const PoolPlan &plan, RankedTensorType outputType) {
  int64_t width = outputType.getShape().back();
  if (ShapedType::isDynamic(width) || width >= plan.lanes || width == 0)
    return plan.lanes;
  return int64_t(llvm::PowerOf2Ceil(uint64_t(width)));
}

/// Planes per parallel task: their sums are independent chains of adds
/// built side by side, enough lanes in all (16) that an add's latency is
/// hidden behind the others' (a global average has one lane per plane).
static int64_t planesPerTask(int64_t lanes) {
  return std::clamp<int64_t>(16 / lanes, 1, 8);
}

/// Loops over the outer output axes [axis, k - 1) around `body`.
static void forEachOutputRow(OpBuilder &b, Location loc, const PoolPlan &plan,
                             unsigned axis, SmallVector<Value> &outerOut,
                             function_ref<void(OpBuilder &, Location)> body) {
  if (axis + 1 >= plan.k) {
    body(b, loc);
    return;
  }
  IndexMath m{b, loc};
  scf::ForOp::create(b, loc, m.c(0), plan.outDims[axis], m.c(1), ValueRange{},
                     [&](OpBuilder &nb, Location nl, Value o, ValueRange) {
                       outerOut.push_back(o);
                       forEachOutputRow(nb, nl, plan, axis + 1, outerOut, body);
                       outerOut.pop_back();
                       scf::YieldOp::create(nb, nl);
                     });
}

/// The vectorized AvgPool: one parallel loop over the N*C planes, each
/// plane's rows in chunks. Returns the averages as a tensor.
static Value lowerAvgPool(PatternRewriter &rewriter, Location loc,
                          AvgPoolOpInterface op, RankedTensorType outputType,
                          const VectorTarget &target) {
  Value input = op.getInput();
  PoolingAttrs attrs = op.getPoolingAttrs();
  SmallVector<OpFoldResult> outShape;
  PoolPlan plan =
      buildPlan(rewriter, loc, input, attrs, outputType,
                /*indicesType=*/nullptr, /*axis=*/0, target, outShape);
  plan.lanes = chooseLanes(plan, outputType);
  unsigned elementBits = plan.elementType.getIntOrFloatBitWidth();
  plan.valuesTruncated =
      isa<IntegerType>(plan.elementType) ? elementBits < 64 : elementBits < 32;
  Value padsInAverage =
      buildPadsInAverage(rewriter, loc, op.getExcludePadding(),
                         reifyPoolingPads(rewriter, loc, input, attrs));
  IndexMath m{rewriter, loc};
  Value planes = m.mul(indexValue(rewriter, loc, outShape[0]), plan.channels);
  int64_t perTask = planesPerTask(plan.lanes);
  Value tasks = m.ceilDiv(planes, perTask);
  scf::ParallelOp::create(
      rewriter, loc, ValueRange{m.c(0)}, ValueRange{tasks}, ValueRange{m.c(1)},
      [&](OpBuilder &b, Location l, ValueRange ivs) {
        IndexMath bm{b, l};
        // The last task's missing planes repeat its last one (the same
        // values to the same place, by the same thread).
        SmallVector<AvgPlane> group;
        for (int64_t j = 0; j < perTask; ++j) {
          Value plane = bm.min(bm.add(bm.mul(ivs[0], perTask), bm.c(j)),
                               bm.sub(planes, bm.c(1)));
          group.push_back({arith::DivUIOp::create(b, l, plane, plan.channels),
                           arith::RemUIOp::create(b, l, plane, plan.channels)});
        }
        SmallVector<Value> outerOut;
        forEachOutputRow(
            b, l, plan, 0, outerOut, [&](OpBuilder &rb, Location rl) {
              AvgPoolRow(plan, padsInAverage, group, outerOut).build(rb, rl);
            });
      });
  return toTensor(rewriter, loc, plan.output, outputType);
}

namespace {

/// Every AvgPool version: the cases the kernel leaves to the other
/// lowerings (matchPoolingKernel's and the element types it does not
/// vectorize); lowerAvgPool builds the rest.
struct AvgPoolToVector : OpInterfaceRewritePattern<AvgPoolOpInterface> {
  VectorTarget target;

  AvgPoolToVector(MLIRContext *ctx, const VectorTarget &target)
      : OpInterfaceRewritePattern(ctx), target(target) {}

  LogicalResult matchAndRewrite(AvgPoolOpInterface op,
                                PatternRewriter &rewriter) const override {
    // Unranked tensors have an element type too.
    auto inputType = cast<TensorType>(op.getInput().getType());
    if (!isVectorizedElementType(inputType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type not vectorized");
    if (failed(matchPoolingKernel(rewriter, op, op.getInput(), op.getOutput(),
                                  op.getPoolingAttrs())))
      return failure();
    Value average =
        lowerAvgPool(rewriter, op.getLoc(), op,
                     cast<RankedTensorType>(op.getOutput().getType()), target);
    rewriter.replaceOp(op, average);
    return success();
  }
};

} // namespace

/// AvgPool's pattern, ahead of ov-to-linalg's.
void mlir::ov::vectorize::populateAvgPoolToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<AvgPoolToVector>(patterns.getContext(), target);
}
