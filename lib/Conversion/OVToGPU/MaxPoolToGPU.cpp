// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolToGPU.cpp - MaxPool as GPU-mapped loops (ov-to-gpu) --------===//
//
// Each thread computes K = 1, 2 or 4 adjacent output elements of one row
// (outputsPerThread). The flat (row-major) index of its first is
// (blockIdx.x * blockSize + threadIdx.x) * K, so consecutive threads walk
// the output's last axis (W): coalesced stores, and loads `stride` elements
// apart. Index arithmetic is 32-bit where the static sizes allow it
// (fitsIn32BitIndices). The taps of the window are scf.for loops with
// constant bounds (unrolled by LLVM once the pipeline has sunk the static
// sizes into the kernel); a tap outside the input is predicated off and its
// address clamped, so padding is never read and no thread diverges. Values
// and MaxPool-8's indices come from one traversal (indices nothing reads are
// not computed). The thread's K values, and K indices, go out as one vector
// store each (st.global.v4 / v2) when the buffer's base address is aligned
// to the vector's size, a run-time test uniform across the grid (device
// pointers may come from the caller), else as K scalar stores
// (storeAdjacent). Past `loop-pass-limit` a thread computes one element
// and the window is split across launches (buildThreadChunk).
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"
#include "Patterns.h"

#include "MaxPoolBridge.h"
#include "ov/Semantics/MaxPoolKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::ov;

/// `v` (index or i32) as `type`.
static Value castIndex(OpBuilder &b, Location loc, Value v, Type type) {
  if (v.getType() == type)
    return v;
  return arith::IndexCastOp::create(b, loc, type, v);
}

static Value constantOf(OpBuilder &b, Location loc, Type type, int64_t v) {
  if (type.isIndex())
    return indexConstant(b, loc, v);
  return arith::ConstantIntOp::create(b, loc, type, v);
}

/// Whether every coordinate, size and flat index the MaxPool kernel
/// computes fits in a signed 32-bit integer: static shapes with fewer than
/// 2^31 elements in the input and the output, and static pads such that the
/// furthest tap, (out - 1) * stride + (kernel - 1) * dilation, stays below
/// 2^31 (the first tap's coordinate, o * stride - pad, may be negative: it
/// wraps and the unsigned range check rejects it, as with 64 bits). Then the
/// kernel does its index arithmetic in 32 bits, which the GPU does natively.
static bool
fitsIn32BitIndices(RankedTensorType input, RankedTensorType output,
                   const PoolingAttrs &attrs,
                   ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads) {
  constexpr int64_t kLimit = int64_t(1) << 31;
  if (!input.hasStaticShape() || !output.hasStaticShape() ||
      input.getNumElements() >= kLimit || output.getNumElements() >= kLimit)
    return false;
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    std::optional<int64_t> pad = getConstantIntValue(pads[j].first);
    PoolAxis p = attrs.axis(j);
    std::optional<int64_t> last =
        llvm::checkedMul(output.getDimSize(j + 2) - 1, p.stride);
    std::optional<int64_t> reach = llvm::checkedMul(p.kernel - 1, p.dilation);
    if (!pad || *pad < 0 || *pad >= kLimit || !last || !reach)
      return false;
    std::optional<int64_t> furthest = llvm::checkedAdd(*last, *reach);
    if (!furthest || *furthest >= kLimit)
      return false;
  }
  return true;
}

/// The tap loops over spatial axis `axis` and inward, for output element
/// `outer` = (n, c, o_0, ...). `coords` collects the (clamped) tap
/// coordinates of enclosing axes and `valid` whether all of them lie inside
/// the input. Returns the final `carried` (best value, and with indices its
/// spatial position).
static SmallVector<Value> buildTapLoops(OpBuilder &b, Location loc,
                                        const MaxPoolWindow &w, Value input,
                                        ValueRange outer,
                                        SmallVector<Value> &coords, Value valid,
                                        unsigned axis, ValueRange carried) {
  if (axis == w.attrs.spatialRank()) {
    Type indexType = b.getIndexType();
    SmallVector<Value> indices;
    for (Value v : outer.take_front(2))
      indices.push_back(castIndex(b, loc, v, indexType));
    for (Value v : coords)
      indices.push_back(castIndex(b, loc, v, indexType));
    Value tap = memref::LoadOp::create(b, loc, input, indices);
    return buildMaxPoolTapUpdate(b, loc, w, tap, coords, carried, valid);
  }

  PoolAxis p = w.attrs.axis(axis);
  Type type = w.indexType;
  // i = o*s - pad (the first tap's coordinate); tap t is at i + t*d.
  Value first = arith::SubIOp::create(
      b, loc,
      arith::MulIOp::create(b, loc, outer[2 + axis],
                            constantOf(b, loc, type, p.stride)),
      w.padsBegin[axis]);
  auto loop = scf::ForOp::create(
      b, loc, indexConstant(b, loc, 0), indexConstant(b, loc, p.kernel),
      indexConstant(b, loc, 1), carried,
      [&](OpBuilder &nb, Location nl, Value t, ValueRange iterArgs) {
        Value coord = arith::AddIOp::create(
            nb, nl, first,
            arith::MulIOp::create(nb, nl, castIndex(nb, nl, t, type),
                                  constantOf(nb, nl, type, p.dilation)));
        // 0 <= coord < D; an unsigned compare does both.
        Value inside = arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult,
                                             coord, w.inputDims[axis]);
        Value clamped = arith::SelectOp::create(nb, nl, inside, coord,
                                                constantOf(nb, nl, type, 0));
        coords.push_back(clamped);
        SmallVector<Value> results = buildTapLoops(
            nb, nl, w, input, outer, coords,
            arith::AndIOp::create(nb, nl, valid, inside), axis + 1, iterArgs);
        coords.pop_back();
        scf::YieldOp::create(nb, nl, results);
      });
  return SmallVector<Value>(loop.getResults());
}

/// Adjacent output elements per MaxPool thread: 4 or 2 when the static last
/// dim is a multiple (the elements then share a row: one index
/// decomposition, the row's tests and the overlapping taps' loads are
/// shared) and the thread's taps stay within 64 (fully unrolled; a 7x7
/// window measured slower with more), else 1.
static int64_t outputsPerThread(RankedTensorType output,
                                const PoolingAttrs &attrs) {
  constexpr int64_t kMaxTaps = 64;
  int64_t width = output.getShape().back();
  int64_t taps = 1;
  for (unsigned j = 0; j < attrs.spatialRank(); ++j)
    taps *= attrs.axis(j).kernel;
  if (ShapedType::isDynamic(width))
    return 1;
  for (int64_t k : {4, 2})
    if (width % k == 0 && taps <= kMaxTaps / k)
      return k;
  return 1;
}

namespace {

/// One MaxPool kernel's buffers and sizes, built before the kernel loops
/// (which may hold nothing else).
struct MaxPoolKernel {
  MaxPoolWindow window;
  Value inBuf, outBuf, idxBuf; // idxBuf null without indices
  Type indicesElementType;
  MaxPoolIndexing indexing;
  SmallVector<Value> outDims; // in the window's index type
  Value init;                 // the running maximum's initial value
  int64_t perThread;
  bool vectorStores = true; // else scalar stores only (storeAdjacent)
};

} // namespace

/// Whether `buffer`'s first element lies at an address that is a multiple
/// of `bytes` (a power of 2). The output buffers have the identity layout
/// (offset 0), so that is the aligned pointer. Uniform across the grid: the
/// branch on it does not diverge.
static Value isBaseAligned(OpBuilder &b, Location loc, Value buffer,
                           int64_t bytes) {
  assert(cast<MemRefType>(buffer.getType()).getLayout().isIdentity());
  Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  Value low =
      arith::AndIOp::create(b, loc, base, indexConstant(b, loc, bytes - 1));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, low,
                               indexConstant(b, loc, 0));
}

/// Stores the thread's adjacent `values` of one row, the e-th at
/// `indices[e]`. With several, as one vector store where that is sound: the
/// first element's flat index is a multiple of their count K and K divides
/// the row, so the vector's address is a multiple of its byte size exactly
/// when the buffer's base is. The base is not known statically (the module
/// may run on device pointers its caller passes in; cuMemAlloc's are
/// 256-byte aligned), so a run-time test of it picks the vector store
/// (st.global.v4 / v2: its `alignment` tells NVPTX it may) or K scalar ones.
/// Without `vectorStores` (SPIR-V: no pointers to test), always K scalar
/// stores.
static void storeAdjacent(OpBuilder &b, Location loc, ArrayRef<Value> values,
                          Value buffer, ArrayRef<SmallVector<Value>> indices,
                          bool vectorStores) {
  auto scalarStores = [&](OpBuilder &sb, Location sl) {
    for (auto [value, at] : llvm::zip_equal(values, indices))
      memref::StoreOp::create(sb, sl, value, buffer, at);
  };
  Type elementType = values.front().getType();
  unsigned bits = elementType.getIntOrFloatBitWidth();
  int64_t bytes = static_cast<int64_t>(values.size()) * bits / 8;
  if (!vectorStores || values.size() == 1 || bits % 8 != 0 ||
      !llvm::isPowerOf2_64(bytes)) {
    scalarStores(b, loc);
    return;
  }
  scf::IfOp::create(
      b, loc, isBaseAligned(b, loc, buffer, bytes),
      [&](OpBuilder &vb, Location vl) {
        auto type =
            VectorType::get({static_cast<int64_t>(values.size())}, elementType);
        Value vector = vector::FromElementsOp::create(vb, vl, type, values);
        vector::StoreOp::create(vb, vl, vector, buffer, indices.front(),
                                /*nontemporal=*/false, llvm::Align(bytes));
        scf::YieldOp::create(vb, vl);
      },
      [&](OpBuilder &sb, Location sl) {
        scalarStores(sb, sl);
        scf::YieldOp::create(sb, sl);
      });
}

/// The thread's `k.perThread` adjacent output elements of one row, from the
/// first one's flat (row-major) index `flat`: for each, the tap loops; then
/// the values' stores and the indices' (storeAdjacent).
static void buildThreadOutputs(OpBuilder &b, Location loc,
                               const MaxPoolKernel &k, Value flat) {
  const MaxPoolWindow &w = k.window;
  unsigned rank = k.outDims.size();
  // Row-major coordinates of the output element, last axis first
  // (divisions by constants once the sizes are static).
  SmallVector<Value> ivs(rank);
  Value rest = castIndex(b, loc, flat, w.indexType);
  for (unsigned d = rank; d-- > 1;) {
    ivs[d] = arith::RemUIOp::create(b, loc, rest, k.outDims[d]);
    rest = arith::DivUIOp::create(b, loc, rest, k.outDims[d]);
  }
  ivs[0] = rest;
  Value firstColumn = ivs[rank - 1];
  SmallVector<SmallVector<Value>> outIndices;
  SmallVector<Value> values, indices;
  for (int64_t e = 0; e < k.perThread; ++e) {
    ivs[rank - 1] = arith::AddIOp::create(b, loc, firstColumn,
                                          constantOf(b, loc, w.indexType, e));
    outIndices.emplace_back();
    for (Value v : ivs)
      outIndices.back().push_back(castIndex(b, loc, v, b.getIndexType()));
    SmallVector<Value> carried{k.init};
    if (k.idxBuf)
      carried.push_back(constantOf(b, loc, w.indexType, 0));
    SmallVector<Value> coords;
    Value valid = arith::ConstantIntOp::create(b, loc, 1, 1);
    SmallVector<Value> best =
        buildTapLoops(b, loc, w, k.inBuf, ivs, coords, valid, 0, carried);
    values.push_back(best[0]);
    if (!k.idxBuf)
      continue;
    Value index = castIndex(
        b, loc, buildMaxPoolIndex(b, loc, k.indexing, ivs[0], ivs[1], best[1]),
        b.getIndexType());
    indices.push_back(
        arith::IndexCastOp::create(b, loc, k.indicesElementType, index));
  }
  storeAdjacent(b, loc, values, k.outBuf, outIndices, k.vectorStores);
  if (k.idxBuf)
    storeAdjacent(b, loc, indices, k.idxBuf, outIndices, k.vectorStores);
}

/// `v` (index or integer) as `type` (index or integer), signed.
static Value castInteger(OpBuilder &b, Location loc, Value v, Type type) {
  Type from = v.getType();
  if (from == type)
    return v;
  if (from.isIndex() || type.isIndex())
    return arith::IndexCastOp::create(b, loc, type, v);
  if (from.getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth())
    return arith::ExtSIOp::create(b, loc, type, v);
  return arith::TruncIOp::create(b, loc, type, v);
}

/// Launch `chunk` of a window split across launches (loop-pass-limit), for
/// the output element `flat` (one per thread): the window's taps in
/// row-major order (the tap loops' order) as one loop over [chunk * size,
/// min(K, (chunk + 1) * size)), each tap's update the tap loops' (out of
/// range taps clamped, read and not taken). Between launches the running
/// maximum waits in the output and its spatial position in the indices
/// (which hold it: a plane has fewer than 2^31 elements); the last launch
/// stores the maximum and MaxPool-8's index.
static void buildThreadChunk(OpBuilder &b, Location loc, const MaxPoolKernel &k,
                             Value flat, const LoopChunks &chunks,
                             int64_t chunk) {
  const MaxPoolWindow &w = k.window;
  const PoolingAttrs &attrs = w.attrs;
  Type type = w.indexType, indexType = b.getIndexType();
  unsigned rank = k.outDims.size();
  SmallVector<Value> ivs(rank);
  Value rest = castIndex(b, loc, flat, type);
  for (unsigned d = rank; d-- > 1;) {
    ivs[d] = arith::RemUIOp::create(b, loc, rest, k.outDims[d]);
    rest = arith::DivUIOp::create(b, loc, rest, k.outDims[d]);
  }
  ivs[0] = rest;
  SmallVector<Value> out;
  for (Value v : ivs)
    out.push_back(castIndex(b, loc, v, indexType));
  SmallVector<Value> firsts; // o*s - pad per axis (may wrap below 0)
  int64_t taps = 1;
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    PoolAxis p = attrs.axis(j);
    taps *= p.kernel;
    firsts.push_back(arith::SubIOp::create(
        b, loc,
        arith::MulIOp::create(b, loc, ivs[2 + j],
                              constantOf(b, loc, type, p.stride)),
        w.padsBegin[j]));
  }
  SmallVector<Value> carried;
  if (chunk == 0) {
    carried.push_back(k.init);
    if (k.idxBuf)
      carried.push_back(constantOf(b, loc, type, 0));
  } else {
    carried.push_back(memref::LoadOp::create(b, loc, k.outBuf, out));
    if (k.idxBuf)
      carried.push_back(castInteger(
          b, loc, memref::LoadOp::create(b, loc, k.idxBuf, out), type));
  }
  int64_t begin = chunk * chunks.size;
  int64_t end = std::min(taps, begin + chunks.size);
  auto loop = scf::ForOp::create(
      b, loc, indexConstant(b, loc, begin), indexConstant(b, loc, end),
      indexConstant(b, loc, 1), carried,
      [&](OpBuilder &nb, Location nl, Value tap, ValueRange iterArgs) {
        SmallVector<Value> coords(attrs.spatialRank());
        Value valid = arith::ConstantIntOp::create(nb, nl, 1, 1);
        Value left = castIndex(nb, nl, tap, type);
        for (int64_t j = int64_t(attrs.spatialRank()) - 1; j >= 0; --j) {
          PoolAxis p = attrs.axis(j);
          Value size = constantOf(nb, nl, type, p.kernel);
          Value t = arith::RemUIOp::create(nb, nl, left, size);
          left = arith::DivUIOp::create(nb, nl, left, size);
          Value coord = arith::AddIOp::create(
              nb, nl, firsts[j],
              arith::MulIOp::create(nb, nl, t,
                                    constantOf(nb, nl, type, p.dilation)));
          // 0 <= coord < D; an unsigned compare does both.
          Value inside = arith::CmpIOp::create(
              nb, nl, arith::CmpIPredicate::ult, coord, w.inputDims[j]);
          coords[j] = arith::SelectOp::create(nb, nl, inside, coord,
                                              constantOf(nb, nl, type, 0));
          valid = arith::AndIOp::create(nb, nl, valid, inside);
        }
        SmallVector<Value> indices{out[0], out[1]};
        for (Value v : coords)
          indices.push_back(castIndex(nb, nl, v, indexType));
        Value value = memref::LoadOp::create(nb, nl, k.inBuf, indices);
        scf::YieldOp::create(
            nb, nl,
            buildMaxPoolTapUpdate(nb, nl, w, value, coords, iterArgs, valid));
      });
  SmallVector<Value> best(loop.getResults());
  memref::StoreOp::create(b, loc, best[0], k.outBuf, out);
  if (!k.idxBuf)
    return;
  Value position = best[1];
  if (chunk + 1 == chunks.count)
    position = buildMaxPoolIndex(b, loc, k.indexing, ivs[0], ivs[1], position);
  memref::StoreOp::create(b, loc,
                          castInteger(b, loc, position, k.indicesElementType),
                          k.idxBuf, out);
}

namespace {

/// Lowers every MaxPool version to one kernel.
struct MaxPoolToGPU : MaxPoolPattern {
  MaxPoolToGPU(MLIRContext *ctx, const GPUPatternOptions &options)
      : MaxPoolPattern(ctx), blockSize(options.blockSize),
        vectorStores(options.vectorStores),
        loopPassLimit(options.loopPassLimit), refused(options.refused) {}

  LogicalResult
  rewriteMatched(MaxPoolOpInterface op, const MaxPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    Type indexType =
        fitsIn32BitIndices(m.inputType, m.outputType, m.attrs, m.pads)
            ? Type(rewriter.getI32Type())
            : Type(rewriter.getIndexType());
    MaxPoolKernel k{
        buildMaxPoolWindow(rewriter, loc, m.input, m.attrs, m.pads, indexType)};
    // Sizes in the kernel's index type (`outDims`) and as index.
    SmallVector<Value> outSizes;
    for (OpFoldResult size : m.outputShape) {
      outSizes.push_back(indexValue(rewriter, loc, size));
      k.outDims.push_back(castIndex(rewriter, loc, outSizes.back(), indexType));
    }
    k.inBuf = readBuffer(rewriter, loc, m.input);
    k.outBuf = allocBuffer(rewriter, loc, m.outputType, m.outputShape);
    // Indices that nothing reads are neither computed nor stored. (A
    // buffer that is only stored to would be dropped by canonicalization,
    // but not once storeAdjacent's alignment test reads its address.)
    bool indicesUsed = m.indicesType && !op->getResult(1).use_empty();
    if (indicesUsed) {
      k.indicesElementType = m.indicesType.getElementType();
      k.idxBuf = allocBuffer(rewriter, loc, m.indicesType, m.outputShape);
      k.indexing = buildMaxPoolIndexing(rewriter, loc, m.input, k.window,
                                        k.outDims[1], op.getIndicesAxis());
    }
    Value total = indexConstant(rewriter, loc, 1);
    for (Value d : outSizes)
      total = arith::MulIOp::create(rewriter, loc, total, d);
    k.perThread = outputsPerThread(m.outputType, m.attrs);
    std::optional<LoopChunks> chunks;
    if (failed(planChunks(m, k, chunks)))
      return refuseWindowChunks(rewriter, op, windowTaps(m), *chunks,
                                loopPassLimit, refused);
    k.vectorStores = vectorStores;
    k.init = buildPoolInitValue(rewriter, loc, m.inputType.getElementType());
    // A thread's perThread outputs are adjacent in one row (perThread
    // divides the last dim).
    for (int64_t chunk = 0; chunk < (chunks ? chunks->count : 1); ++chunk)
      buildFlatGPUKernel(rewriter, loc, total, blockSize, k.perThread,
                         [&](OpBuilder &b, Location l, Value flat) {
                           if (chunks)
                             buildThreadChunk(b, l, k, flat, *chunks, chunk);
                           else
                             buildThreadOutputs(b, l, k, flat);
                         });

    SmallVector<Value> results{toTensor(rewriter, loc, k.outBuf, m.outputType)};
    if (k.idxBuf)
      results.push_back(toTensor(rewriter, loc, k.idxBuf, m.indicesType));
    else if (m.indicesType)
      results.push_back(tensor::EmptyOp::create(
          rewriter, loc, m.outputShape, m.indicesType.getElementType()));
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  static int64_t windowTaps(const MaxPoolMatch &m) {
    int64_t taps = 1;
    for (unsigned j = 0; j < m.attrs.spatialRank(); ++j)
      taps *= m.attrs.axis(j).kernel;
    return taps;
  }

  /// Past the loop-pass limit, one output per thread and the window split
  /// across launches (`chunks`); fails past kMaxChunkLaunches.
  LogicalResult planChunks(const MaxPoolMatch &m, MaxPoolKernel &k,
                           std::optional<LoopChunks> &chunks) const {
    SmallVector<int64_t> trips;
    for (unsigned j = 0; j < m.attrs.spatialRank(); ++j)
      trips.push_back(m.attrs.axis(j).kernel);
    int64_t passes = loopNestPasses(trips);
    if (withinLoopPassLimit(k.perThread > 1 ? passes * k.perThread : passes,
                            loopPassLimit))
      return success();
    k.perThread = 1;
    chunks = planLoopChunks(windowTaps(m), loopPassLimit);
    return success(chunks->count <= kMaxChunkLaunches);
  }

  int64_t blockSize;
  bool vectorStores;
  int64_t loopPassLimit; // 0: none
  bool *refused;
};

} // namespace

void mlir::ov::populateMaxPoolToGPUPatterns(RewritePatternSet &patterns,
                                            const GPUPatternOptions &options) {
  patterns.add<MaxPoolToGPU>(patterns.getContext(), options);
}
