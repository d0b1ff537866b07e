// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolKernel.h - The pooling kernels' shared plan ---------*- C++ -*-===//
//
// What the pooling kernels of ov-to-vector (MaxPool, AvgPool) share (private
// to lib/Conversion/OVToVector): the loop-invariant plan of one op
// and the loops over its outer taps (PoolPlan.cpp), the tap update, the
// store of a chunk of outputs and the input prefetches (PoolMemory.cpp). The
// direct kernel (taps in scan order, MaxPoolRows.cpp and MaxPoolChunk.h) and
// the separable one (MaxPoolSeparable.cpp: row maxima, then column maxima, each
// in log-step doublings) build on them; MaxPoolToVector.cpp holds the pattern.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_POOLKERNEL_H
#define OV_LIB_CONVERSION_OVTOVECTOR_POOLKERNEL_H

#include "ov/Conversion/VectorTarget.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::ov::vectorize {

/// Everything the kernel of one plane needs, as values of the enclosing
/// function (loop-invariant).
struct PoolPlan {
  PoolingAttrs attrs;
  unsigned k = 0;               // spatial rank
  Value input, output, indices; // signless memrefs (indices may be null)
  Value flatInput;              // the input as one dimension (prefetches)
  Value inputElements;          // its size
  SmallVector<Value> inDims;    // spatial input dims
  SmallVector<Value> outDims;   // spatial output dims
  SmallVector<Value> padsBegin; // resolved
  Value channels;
  Value planeSize;          // product of spatial input dims
  Value modulus;            // axis product, null for axis 0
  Type elementType;         // signless
  Type originalElementType; // as declared (decides the initial value)
  bool isUnsigned = false;
  /// Whether the values are computed in wider lanes and truncated for the
  /// store (AvgPool: integers in i64, f16 and bf16 in f32; storeChunk).
  bool valuesTruncated = false;
  int64_t lanes = 16; // outputs per vector
  /// Output rows (consecutive outputs of the second-to-last axis) computed
  /// together in the interior, sharing each input row's max (1: none).
  int64_t rowBlock = 1;
  /// Whether planes take the separable kernel (MaxPoolSeparable.cpp).
  bool separable = false;
  /// How many elements ahead of the rows it reads the kernel prefetches
  /// its input (prefetchInput; 0: never).
  int64_t prefetchAhead = 0;
  /// i1: whether the indices' aligned lines are stored non-temporally
  /// (null: never; storeChunk).
  Value indicesNontemporal;
  VectorTarget target;   // the processor facts
  Type laneIndexType;    // i32 or i64 spatial positions
  Type indexElementType; // i32 or i64 (MaxPool-8)

  bool withIndices() const { return static_cast<bool>(indices); }
  int64_t elementBytes() const {
    return llvm::divideCeil(elementType.getIntOrFloatBitWidth(), 8);
  }
  int64_t indexBytes() const {
    return indexElementType.getIntOrFloatBitWidth() / 8;
  }
  const PoolAxis axis(unsigned j) const { return attrs.axis(j); }
  int64_t lastStride() const { return attrs.strides[k - 1]; }
};

/// How far ahead of the loads 2-D kernels prefetch their input, in bytes of
/// the flattened input, into L2: the target's distance without indices or
/// with them (docs/perf-notes.md, "The 2-D prefetch distance").
inline int64_t flatPrefetchBytes(const VectorTarget &target, bool withIndices) {
  return withIndices ? target.prefetchBytesIndices : target.prefetchBytes;
}

/// Memref indices [n, c, coords..., last].
inline SmallVector<Value> planeIndices(Value n, Value c, ArrayRef<Value> coords,
                                       Value last) {
  SmallVector<Value> indices{n, c};
  llvm::append_range(indices, coords);
  indices.push_back(last);
  return indices;
}

/// The loop-invariant values of the kernel (buffers, dims, pads) and its
/// vector shape; sets `outShape` to the output's. `indicesType` is null for
/// MaxPool-1; `axis` is MaxPool-8's (normalized) index axis.
PoolPlan buildPlan(PatternRewriter &rewriter, Location loc, Value input,
                   const PoolingAttrs &attrs, RankedTensorType outputType,
                   RankedTensorType indicesType, int64_t axis,
                   const VectorTarget &target,
                   SmallVector<OpFoldResult> &outShape);

/// Nested scf.for loops over the taps of the outer axes [axis, stopAxis),
/// clamped to the input. `body(coords, rowBase, carried)` returns the new
/// carried values; rowBase is the flat spatial offset of the taps so far,
/// scaled to the stride of axis stopAxis (with stopAxis = k - 1: the row's
/// offset without the last axis).
using RowBody = function_ref<SmallVector<Value>(
    OpBuilder &, Location, ArrayRef<Value>, Value, ValueRange)>;

SmallVector<Value> forEachOuterTap(OpBuilder &b, Location loc,
                                   const PoolPlan &plan,
                                   ArrayRef<Value> outerOut, unsigned axis,
                                   unsigned stopAxis,
                                   SmallVector<Value> &coords, Value rowBase,
                                   ValueRange carried, RowBody body);

/// The widest last-axis kernel whose taps are unrolled; wider ones (as wide
/// as 2^62 is a valid attribute) are left for the other lowerings.
constexpr int64_t kMaxUnrolledColumns = 64;

/// Fails, with a match-failure note, on what no pooling kernel here covers:
/// an unranked input or result, a last stride above 4 (no gain), a last-axis
/// kernel wider than kMaxUnrolledColumns (each last-axis tap is unrolled
/// into straight-line vector code).
LogicalResult matchPoolingKernel(PatternRewriter &rewriter, Operation *op,
                                 Value input, Value output,
                                 const PoolingAttrs &attrs);

/// The output columns along the last axis where chunks of plan.lanes
/// outputs start: (first, end) such that chunks starting in [first, end)
/// read only columns inside the row with loads of lanes * stride elements
/// (first is past the left border; both are at most the output width).
std::pair<Value, Value> interiorChunkStarts(OpBuilder &b, Location loc,
                                            const PoolPlan &plan);

/// The input row offsets (from the first output's first row) that a block
/// of `rows` consecutive outputs along axis `p` reads, ascending.
SmallVector<int64_t> blockInputRows(const PoolAxis &p, int64_t rows);

/// The kernel of one (n, c) plane: the separable one where plan.separable,
/// else the direct one (MaxPoolRows.cpp).
void buildPlane(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
                Value c);

/// The tap update on vectors or scalars: (best, index) <- (tap, tapIndex) if
/// tap > best. It keeps the first of equal maxima, and a NaN tap never wins.
std::pair<Value, Value> updateBest(OpBuilder &b, Location loc,
                                   const PoolPlan &plan, Value tap,
                                   Value tapIndex, Value best, Value bestIndex);

/// Stores a chunk's values (and spatial indices, made final: widened and
/// offset by the plane) at [n, c, outerOut..., ow0], masked to the `count`
/// valid lanes when `masked`.
void storeChunk(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
                Value c, ArrayRef<Value> outerOut, Value ow0,
                ArrayRef<Value> results, Value planeOffset, Value count,
                bool masked);

/// Whether the indices' aligned lines may be stored non-temporally (null:
/// never; PoolMemory.cpp).
Value indicesNontemporal(OpBuilder &b, Location loc, const PoolPlan &plan,
                         ArrayRef<OpFoldResult> outShape);

/// Asks for the input lines of the `elements` elements `plan.prefetchAhead`
/// past spatial offset `offset` of plane (n, c) (clamped to the input) to be
/// brought to the core's L2: the kernel reads each plane in ascending rows
/// and a thread's planes in ascending order.
void prefetchInput(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
                   Value c, Value offset, int64_t elements);

/// Whether the separable kernel serves `plan` (its static shape, strides and
/// kernel; `plan.separable` is not read). Fills nothing.
bool isSeparable(const PoolPlan &plan);

/// The separable kernel of plane (n, c) (plan.separable).
void buildSeparablePlane(OpBuilder &b, Location loc, const PoolPlan &plan,
                         Value n, Value c, Value planeOffset);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_POOLKERNEL_H
