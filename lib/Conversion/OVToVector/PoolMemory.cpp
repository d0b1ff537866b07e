// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolMemory.cpp - The pooling kernels' stores and prefetches -------===//
//
// Where the MaxPool kernels' memory traffic meets the cache hierarchy: the
// store of a chunk of outputs (storeChunk), with large indices in rows of
// whole cache lines stored non-temporally, and the prefetch of input rows
// ahead of the loads (prefetchInput).
//
//===----------------------------------------------------------------------===//

#include "PoolKernel.h"
#include "VectorUtils.h"

#include "BufferBridge.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <optional>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The alignment of a non-temporal index store: its vector's size, up to a
/// cache line (a wider vector is stored as lines).
static int64_t nontemporalAlignment(const PoolPlan &plan) {
  int64_t vectorBytes = plan.lanes * plan.indexBytes();
  return std::min(vectorBytes, plan.target.cacheLineBytes);
}

/// A non-temporal store of `value` at `at` (aligned as nontemporalAlignment).
static void storeNontemporal(OpBuilder &b, Location loc, const PoolPlan &plan,
                             Value value, Value buffer, ValueRange at) {
  auto store = vector::StoreOp::create(b, loc, value, buffer, at);
  store.setNontemporal(true);
  store.setAlignment(uint64_t(nontemporalAlignment(plan)));
}

/// Stores the first `count` lanes of `value` (clamped to [0, lanes]) at
/// `at` of `buffer`: a masked store, or, for a value the kernel truncated
/// from wider lanes (`truncated`), lane by lane. LLVM 22's x86 back end
/// turns a masked store of a truncated vector whose mask it finds to have
/// one lane into a scalar store of the untruncated lane on AVX-512 targets,
/// writing past it: an i32 AvgPool at 256 bits overwrote the next plane's
/// first output and wrote past the output's end (narrow-masked-stores.test).
static void storeFirstLanes(OpBuilder &b, Location loc, Value buffer,
                            ArrayRef<Value> at, Value count, Value value,
                            bool truncated) {
  auto type = cast<VectorType>(value.getType());
  int64_t lanes = type.getNumElements();
  if (!truncated) {
    vector::MaskedStoreOp::create(
        b, loc, buffer, at, VectorMath{b, loc}.firstLanes(lanes, count), value);
    return;
  }
  IndexMath m{b, loc};
  Value end = m.min(m.max(count, m.c(0)), m.c(lanes));
  scf::ForOp::create(b, loc, m.c(0), end, m.c(1), ValueRange{},
                     [&](OpBuilder &lb, Location ll, Value lane, ValueRange) {
                       SmallVector<Value> where(at.begin(), at.end());
                       where.back() =
                           arith::AddIOp::create(lb, ll, where.back(), lane);
                       Value element = vector::ExtractOp::create(
                           lb, ll, value, ArrayRef<OpFoldResult>{lane});
                       memref::StoreOp::create(lb, ll, element, buffer, where);
                       scf::YieldOp::create(lb, ll);
                     });
}

/// Whether the plan's indices are computed in wider lanes than they are
/// stored in.
static bool indicesTruncated(const PoolPlan &plan) {
  return plan.indexElementType.getIntOrFloatBitWidth() <
         plan.laneIndexType.getIntOrFloatBitWidth();
}

/// Stores a chunk's indices (the first `count` lanes; null: all) where the
/// plan allows non-temporal stores. A whole chunk on an aligned column goes
/// out non-temporally. A partial chunk goes by aligned slices: non-temporal
/// where all of a slice's lanes are valid, masked as usual otherwise: a
/// line stored as usual beside non-temporal ones costs their gain
/// (docs/perf-notes.md).
static void storeIndicesNontemporal(OpBuilder &b, Location loc,
                                    const PoolPlan &plan, ArrayRef<Value> at,
                                    Value indices, Value count) {
  IndexMath m{b, loc};
  int64_t alignedLanes = nontemporalAlignment(plan) / plan.indexBytes();
  int64_t sliceLanes = count ? alignedLanes : plan.lanes;
  Value ow0 = at.back();
  Value onBoundary = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, loc, ow0, m.c(alignedLanes)), m.c(0));
  Value allowed = m.andI(plan.indicesNontemporal, onBoundary);
  for (int64_t first = 0; first < plan.lanes; first += sliceLanes) {
    Value slice = indices;
    if (sliceLanes != plan.lanes)
      slice = vector::ExtractStridedSliceOp::create(
          b, loc, indices, ArrayRef<int64_t>{first},
          ArrayRef<int64_t>{sliceLanes}, ArrayRef<int64_t>{1});
    SmallVector<Value> sliceAt(at.begin(), at.end());
    sliceAt.back() = m.add(ow0, m.c(first));
    // Lanes of the slice that are valid (may be <= 0 or above sliceLanes).
    Value valid = count ? m.sub(count, m.c(first)) : Value();
    Value whole = count ? m.ge(valid, m.c(sliceLanes)) : Value();
    scf::IfOp::create(
        b, loc, whole ? m.andI(allowed, whole) : allowed,
        [&](OpBuilder &tb, Location tl) {
          storeNontemporal(tb, tl, plan, slice, plan.indices, sliceAt);
          scf::YieldOp::create(tb, tl);
        },
        [&](OpBuilder &eb, Location el) {
          if (count)
            storeFirstLanes(eb, el, plan.indices, sliceAt, valid, slice,
                            indicesTruncated(plan));
          else
            vector::StoreOp::create(eb, el, slice, plan.indices, sliceAt);
          scf::YieldOp::create(eb, el);
        });
  }
}

void mlir::ov::vectorize::storeChunk(OpBuilder &b, Location loc,
                                     const PoolPlan &plan, Value n, Value c,
                                     ArrayRef<Value> outerOut, Value ow0,
                                     ArrayRef<Value> results, Value planeOffset,
                                     Value count, bool masked) {
  VectorMath v{b, loc};
  SmallVector<Value> at = planeIndices(n, c, outerOut, ow0);
  auto store = [&](Value value, Value buffer, bool truncated) {
    if (masked)
      storeFirstLanes(b, loc, buffer, at, count, value, truncated);
    else
      vector::StoreOp::create(b, loc, value, buffer, at);
  };
  store(results[0], plan.output, plan.valuesTruncated);
  if (!plan.withIndices())
    return;
  // index = (plane offset mod P) + spatial (no wrap for axis <= 2: the
  // offset mod P is a multiple of S below P - S + 1).
  Type out = plan.indexElementType;
  Value spatial = results[1];
  if (spatial.getType() != v.vec(plan.lanes, out))
    spatial =
        out.getIntOrFloatBitWidth() > plan.laneIndexType.getIntOrFloatBitWidth()
            ? arith::ExtSIOp::create(b, loc, v.vec(plan.lanes, out), spatial)
                  .getResult()
            : arith::TruncIOp::create(b, loc, v.vec(plan.lanes, out), spatial)
                  .getResult();
  Value offset = v.splat(v.cast(planeOffset, out), plan.lanes);
  Value indices = arith::AddIOp::create(b, loc, spatial, offset);
  if (!plan.indicesNontemporal) {
    store(indices, plan.indices, indicesTruncated(plan));
    return;
  }
  storeIndicesNontemporal(b, loc, plan, at, indices, masked ? count : Value());
}

/// Whether the indices' aligned lines may be stored non-temporally (null:
/// never): indices of at least a core's L2 (the next op would not find them
/// there anyway) whose rows are whole aligned stores long (so that every
/// row starts on a boundary) and whose buffer starts on one. A non-temporal
/// store writes its line without reading it first; the indices (i64 by
/// default) are most of what a MaxPool-8 writes (docs/perf-notes.md,
/// "Non-temporal indices").
Value mlir::ov::vectorize::indicesNontemporal(OpBuilder &b, Location loc,
                                              const PoolPlan &plan,
                                              ArrayRef<OpFoldResult> outShape) {
  int64_t alignment = nontemporalAlignment(plan);
  std::optional<int64_t> rowLength = getConstantIntValue(outShape.back());
  if (!rowLength || (*rowLength * plan.indexBytes()) % alignment != 0)
    return Value();
  IndexMath m{b, loc};
  Value base =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, plan.indices);
  Value offset = memref::ExtractStridedMetadataOp::create(b, loc, plan.indices)
                     .getOffset();
  Value address = m.add(base, m.mul(offset, plan.indexBytes()));
  Value aligned = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, loc, address, m.c(alignment)), m.c(0));
  Value bytes = m.c(plan.indexBytes());
  for (OpFoldResult size : outShape)
    bytes = m.mul(bytes, indexValue(b, loc, size));
  return m.andI(aligned, m.ge(bytes, m.c(plan.target.l2Bytes)));
}

void mlir::ov::vectorize::prefetchInput(OpBuilder &b, Location loc,
                                        const PoolPlan &plan, Value n, Value c,
                                        Value offset, int64_t elements) {
  IndexMath m{b, loc};
  int64_t lineElements = plan.target.cacheLineBytes / plan.elementBytes();
  // The run starts prefetchAhead elements ahead, but not past the input's
  // last `elements` (a run is a row of the input, so there are that many,
  // unless the input is empty) nor before its start.
  Value plane = m.add(m.mul(n, plan.channels), c);
  Value ahead = m.add(m.add(m.mul(plane, plan.planeSize), offset),
                      m.c(plan.prefetchAhead));
  Value first =
      m.max(m.c(0), m.min(ahead, m.sub(plan.inputElements, m.c(elements))));
  for (int64_t e = 0; e < elements; e += lineElements)
    memref::PrefetchOp::create(b, loc, plan.flatInput,
                               ValueRange{m.add(first, m.c(e))},
                               /*isWrite=*/false, /*localityHint=*/2,
                               /*isDataCache=*/true);
}
