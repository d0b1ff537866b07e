// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolPlan.cpp - The pooling kernels' plan of one op ----------------===//
//
// The loop-invariant plan of one pooling op (buildPlan; MaxPool, AvgPool):
// its buffers, dims and pads, and the choices that shape its kernel: the
// vector lanes, the block of output rows computed together, the separable
// kernel, how far ahead the input is prefetched and whether the indices go
// out non-temporally; the loops over the taps of the outer axes
// (forEachOuterTap); and what every pooling kernel reads the plan for: the
// interior chunks of a row (interiorChunkStarts) and the input rows of a
// block of output rows (blockInputRows).
//
//===----------------------------------------------------------------------===//

#include "PoolKernel.h"
#include "VectorUtils.h"

#include "BufferBridge.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/MathExtras.h"

#include <optional>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The farthest a 3-D kernel prefetches ahead (outerStepElements): a
/// sixteenth of a core's L2, so that the lines are still there when the
/// next layer of outputs reads them. A guard, not a measurement.
static int64_t maxOuterStepBytes(const VectorTarget &target) {
  return target.l2Bytes / 16;
}

/// Taps of one input row unrolled at most per block of output rows.
constexpr int64_t kMaxBlockTaps = 128;

/// Output rows computed together (RowBlockFold's blocks): the block size with
/// the fewest tap and row updates per output, where that saves at least a
/// quarter of the kernel's taps (kernels taller than their stride); 1
/// otherwise. With indices a row carries two accumulators (value and
/// index): at most 8 rows where there are 32 vector registers (AVX-512),
/// else 4 (docs/perf-notes.md, "Blocks of output rows").
static int64_t chooseRowBlock(const PoolingAttrs &attrs, unsigned k,
                              bool withIndices, int64_t vectorBits) {
  int64_t maxRowsWithIndices = vectorBits >= 512 ? 8 : 4;
  if (k < 2)
    return 1;
  PoolAxis p = attrs.axis(k - 2);
  int64_t columns = attrs.kernel[k - 1];
  // Bounds the span of input rows (and its arithmetic) before counting.
  if (p.kernel > kMaxBlockTaps || p.stride > kMaxBlockTaps ||
      p.dilation > kMaxBlockTaps)
    return 1;
  double direct = double(p.kernel * columns), bestCost = direct;
  int64_t best = 1;
  for (int64_t rows : {2, 4, 8}) {
    if (withIndices && rows > maxRowsWithIndices)
      break;
    int64_t inputRows = blockInputRows(p, rows).size();
    if (inputRows * columns > kMaxBlockTaps)
      break;
    double cost = double(inputRows * columns + rows * p.kernel) / rows;
    if (cost < bestCost) {
      best = rows;
      bestCost = cost;
    }
  }
  return bestCost * 4 <= direct * 3 ? best : 1;
}

/// Whether no two windows share an input element (each window's span along
/// every axis at most its stride): the kernel then streams through its input
/// at a tap per element, and the hardware prefetchers alone leave a core
/// short of the bandwidth. Where 2-D windows overlap, the kernels spend more
/// time per element and software prefetches only cost time (the separable
/// kernel's too; docs/perf-notes.md).
static bool windowsAreDisjoint(const PoolingAttrs &attrs) {
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    PoolAxis p = attrs.axis(j);
    if ((p.kernel - 1) * p.dilation + 1 > p.stride)
      return false;
  }
  return true;
}

/// The input elements between the windows of two outputs one apart on the
/// outermost spatial axis of a 3-D or wider pooling (its stride times the
/// static size of a slice across it); nullopt for 2-D, dynamic slices or an
/// overflow.
static std::optional<int64_t> outerStepElements(const PoolingAttrs &attrs,
                                                ArrayRef<int64_t> inputShape) {
  if (attrs.spatialRank() < 3)
    return std::nullopt;
  int64_t step = attrs.axis(0).stride;
  for (int64_t dim : inputShape.drop_front(3))
    if (ShapedType::isDynamic(dim) || llvm::MulOverflow(step, dim, step))
      return std::nullopt;
  return step;
}

/// How many elements ahead of the rows a block of outputs reads the kernel
/// prefetches its input (0: none):
///   - 3-D and wider: the rows the next output along the outermost axis
///     reads, one layer of outputs ahead (each depth slice of e_3d is a page
///     of its own, and the hardware prefetchers follow each for a page
///     only; docs/perf-notes.md, "3-D"). Where that step is shorter than
///     flatPrefetchBytes (small slices) or longer than maxOuterStepBytes, as
///     2-D;
///   - 2-D and the rest: flatPrefetchBytes, only where windows are disjoint
///     (windowsAreDisjoint).
static int64_t choosePrefetchAhead(const PoolingAttrs &attrs,
                                   ArrayRef<int64_t> inputShape,
                                   int64_t elementBytes, bool withIndices,
                                   const VectorTarget &target) {
  int64_t flat = flatPrefetchBytes(target, withIndices) / elementBytes;
  std::optional<int64_t> step = outerStepElements(attrs, inputShape);
  if (step && *step >= flat &&
      *step <= maxOuterStepBytes(target) / elementBytes)
    return *step;
  return windowsAreDisjoint(attrs) ? flat : 0;
}

/// The input as one dimension: dynamic if any dim is (a static 0 among
/// dynamic dims included, as collapse_shape requires), else the product;
/// nullopt where that product overflows.
static std::optional<MemRefType> flatInputType(MemRefType type) {
  int64_t size = 1;
  bool dynamic = false;
  for (int64_t dim : type.getShape()) {
    if (ShapedType::isDynamic(dim))
      dynamic = true;
    else if (llvm::MulOverflow(size, dim, size))
      return std::nullopt;
  }
  return MemRefType::get({dynamic ? ShapedType::kDynamic : size},
                         type.getElementType());
}

LogicalResult mlir::ov::vectorize::matchPoolingKernel(
    PatternRewriter &rewriter, Operation *op, Value input, Value output,
    const PoolingAttrs &attrs) {
  if (!isa<RankedTensorType>(input.getType()) ||
      !isa<RankedTensorType>(output.getType()))
    return rewriter.notifyMatchFailure(op, "unranked input or result");
  if (attrs.strides.back() > 4)
    return rewriter.notifyMatchFailure(op, "last stride > 4: no gain");
  if (attrs.kernel.back() > kMaxUnrolledColumns)
    return rewriter.notifyMatchFailure(op, "last-axis kernel too wide to "
                                           "unroll");
  return success();
}

/// The loop-invariant values of the kernel (buffers, dims, pads) and its
/// vector shape. `indicesType` is null for MaxPool-1; `axis` is MaxPool-8's
/// (normalized) index axis.
PoolPlan mlir::ov::vectorize::buildPlan(PatternRewriter &rewriter, Location loc,
                                        Value input, const PoolingAttrs &attrs,
                                        RankedTensorType outputType,
                                        RankedTensorType indicesType,
                                        int64_t axis,
                                        const VectorTarget &target,
                                        SmallVector<OpFoldResult> &outShape) {
  auto inputType = cast<RankedTensorType>(input.getType());
  bool withIndices = static_cast<bool>(indicesType);
  PoolPlan plan;
  plan.attrs = attrs;
  plan.k = attrs.spatialRank();
  Type elementType = inputType.getElementType();
  plan.elementType = toSignlessType(elementType);
  plan.originalElementType = elementType;
  plan.isUnsigned = isUnsignedInteger(elementType);
  plan.target = target;
  plan.lanes = lanesFor(elementType, target.vectorBits, withIndices ? 32 : 0);
  // Spatial positions fit i32 lanes when the plane size is statically known
  // to be below 2^31.
  plan.laneIndexType = planeFitsI32(inputType) ? Type(rewriter.getI32Type())
                                               : Type(rewriter.getI64Type());
  plan.rowBlock = chooseRowBlock(attrs, plan.k, withIndices, target.vectorBits);
  plan.prefetchAhead = choosePrefetchAhead(
      attrs, inputType.getShape(), plan.elementBytes(), withIndices, target);

  outShape = reifyPoolingOutputShape(rewriter, loc, input, attrs);
  auto pads = reifyPoolingPads(rewriter, loc, input, attrs);
  IndexMath m{rewriter, loc};
  plan.planeSize = m.c(1);
  for (unsigned j = 0; j < plan.k; ++j) {
    plan.inDims.push_back(indexValue(
        rewriter, loc, tensor::getMixedSize(rewriter, loc, input, j + 2)));
    plan.outDims.push_back(indexValue(rewriter, loc, outShape[j + 2]));
    plan.padsBegin.push_back(indexValue(rewriter, loc, pads[j].first));
    plan.planeSize = m.mul(plan.planeSize, plan.inDims.back());
  }
  plan.channels = indexValue(rewriter, loc, outShape[1]);
  plan.input = readBuffer(rewriter, loc, input);
  // The prefetches address the input flattened; none where that overflows.
  std::optional<MemRefType> flatType;
  if (plan.prefetchAhead)
    flatType = flatInputType(cast<MemRefType>(plan.input.getType()));
  if (flatType) {
    ReassociationIndices allDims =
        llvm::to_vector(llvm::seq<int64_t>(0, inputType.getRank()));
    plan.flatInput = memref::CollapseShapeOp::create(
        rewriter, loc, *flatType, plan.input, ArrayRef{allDims});
    plan.inputElements =
        memref::DimOp::create(rewriter, loc, plan.flatInput, 0);
  } else {
    plan.prefetchAhead = 0;
  }
  plan.output = allocBuffer(rewriter, loc, outputType, outShape, 64);
  if (!withIndices)
    return plan;
  plan.indices = allocBuffer(rewriter, loc, indicesType, outShape, 64);
  plan.indexElementType = indicesType.getElementType();
  plan.separable = isSeparable(plan);
  if (plan.separable)
    plan.rowBlock = 1; // its column steps share every row
  plan.indicesNontemporal = indicesNontemporal(rewriter, loc, plan, outShape);
  if (axis > 0) {
    plan.modulus = m.c(1);
    for (int64_t d = axis; d < inputType.getRank(); ++d)
      plan.modulus =
          m.mul(plan.modulus,
                indexValue(rewriter, loc,
                           tensor::getMixedSize(rewriter, loc, input, d)));
  }
  return plan;
}

/// Taps t in [lo, hi) of one axis keep 0 <= o*s + t*d - pad < D:
///   lo = max(0, ceil((pad - o*s) / d)),
///   hi = min(k, ceil((D + pad - o*s) / d)).
static std::pair<Value, Value>
tapRange(IndexMath &m, Value o, const PoolAxis &p, Value pad, Value dim) {
  Value start = m.sub(pad, m.mul(o, p.stride));
  Value lo = m.max(m.c(0), m.ceilDiv(start, p.dilation));
  Value hi = m.min(m.c(p.kernel), m.ceilDiv(m.add(dim, start), p.dilation));
  return {lo, hi};
}

SmallVector<Value> mlir::ov::vectorize::forEachOuterTap(
    OpBuilder &b, Location loc, const PoolPlan &plan, ArrayRef<Value> outerOut,
    unsigned axis, unsigned stopAxis, SmallVector<Value> &coords, Value rowBase,
    ValueRange carried, RowBody body) {
  if (axis == stopAxis)
    return body(b, loc, coords, rowBase, carried);
  IndexMath m{b, loc};
  PoolAxis p = plan.axis(axis);
  auto [lo, hi] =
      tapRange(m, outerOut[axis], p, plan.padsBegin[axis], plan.inDims[axis]);
  auto loop = scf::ForOp::create(
      b, loc, lo, hi, m.c(1), carried,
      [&](OpBuilder &nb, Location nl, Value t, ValueRange iter) {
        IndexMath nm{nb, nl};
        Value coord = nm.sub(
            nm.add(nm.mul(outerOut[axis], p.stride), nm.mul(t, p.dilation)),
            plan.padsBegin[axis]);
        // Row-major: base' = (base + coord) * D_{axis+1}.
        Value base = nm.mul(nm.add(rowBase, coord), plan.inDims[axis + 1]);
        coords.push_back(coord);
        SmallVector<Value> next =
            forEachOuterTap(nb, nl, plan, outerOut, axis + 1, stopAxis, coords,
                            base, iter, body);
        coords.pop_back();
        scf::YieldOp::create(nb, nl, next);
      });
  return SmallVector<Value>(loop.getResults());
}

SmallVector<int64_t> mlir::ov::vectorize::blockInputRows(const PoolAxis &p,
                                                         int64_t rows) {
  SmallVector<int64_t> offsets;
  int64_t span = (rows - 1) * p.stride + (p.kernel - 1) * p.dilation;
  for (int64_t i = 0; i <= span; ++i)
    for (int64_t j = 0; j < rows; ++j) {
      int64_t t = i - j * p.stride;
      if (t >= 0 && t % p.dilation == 0 && t / p.dilation < p.kernel) {
        offsets.push_back(i);
        break;
      }
    }
  return offsets;
}

std::pair<Value, Value>
mlir::ov::vectorize::interiorChunkStarts(OpBuilder &b, Location loc,
                                         const PoolPlan &plan) {
  IndexMath m{b, loc};
  PoolAxis p = plan.axis(plan.k - 1);
  int64_t lanes = plan.lanes, s = p.stride;
  Value outW = plan.outDims[plan.k - 1];
  Value width = plan.inDims[plan.k - 1];
  Value pad = plan.padsBegin[plan.k - 1];
  // Interior chunks [ow0, ow0 + lanes): ow0*s - pad >= 0 and the last
  // loaded element (ow0 + lanes - 1)*s - pad + (k-1)*d + (s-1) <= W - 1.
  Value first = m.min(m.ceilDiv(pad, s), outW);
  Value lastLoad = m.c((lanes - 1) * s + (p.kernel - 1) * p.dilation + s - 1);
  Value limit =
      m.floorDiv(m.sub(m.add(m.sub(width, m.c(1)), pad), lastLoad), s);
  // Chunk starts ow0 <= limit are interior; ow0 + lanes <= outW too.
  Value interiorEnd =
      m.max(first, m.min(m.add(limit, m.c(1)), m.sub(outW, m.c(lanes - 1))));
  return {first, interiorEnd};
}
