//===- OVToGPU.cpp - Lower ov ops to GPU-mapped parallel loops (ov-to-gpu) ===//
//
// Every op becomes two nested scf.parallel loops on memrefs: the outer one
// mapped to blocks, the inner one to threads (`mapping` attributes read by
// convert-parallel-loops-to-gpu, which builds the gpu.launch).
//
// MaxPool: each thread computes K = 1, 2 or 4 adjacent output elements of
// one row (outputsPerThread). The flat (row-major) index of its first is
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
// (storeAdjacent).
//
// ROIAlign: one block per (ROI, channel tile); the tile holds
// max(1, blockSize / bins) channel groups of up to 4 channels, and the
// block's threads take its (group, bin) pairs, bins fastest (the output is
// [R, C, PH, PW]: coalesced stores). Each thread computes the ROI's
// geometry (the four coordinates are the same for the whole block: cached
// loads) and each sample's position, neighbours and weights once for the
// channels of its group (buildROIBinChannels).
//
// The element semantics are KernelBuilders', as for the CPU lowerings.
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"

#include "BufferBridge.h"
#include "FamilyPattern.h"
#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/CheckedArithmetic.h"

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOGPU
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static Value cIndex(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIndexOp::create(b, loc, v);
}

/// Maps the dims of `loop` to `processors`, in order.
static void mapLoop(scf::ParallelOp loop, ArrayRef<gpu::Processor> processors) {
  MLIRContext *ctx = loop.getContext();
  AffineMap id = AffineMap::getMultiDimIdentityMap(1, ctx);
  SmallVector<gpu::ParallelLoopDimMappingAttr> mapping;
  for (gpu::Processor p : processors)
    mapping.push_back(gpu::ParallelLoopDimMappingAttr::get(ctx, p, id, id));
  (void)gpu::setMappingAttr(loop, mapping);
}

/// Builds the kernel skeleton: an scf.parallel over `gridSizes` mapped to
/// block x, y, ... around an scf.parallel over [0, blockSize) mapped to
/// thread x; `body` gets the block ids and the thread id. Everything the body
/// needs from outside must be created before the call (the loops hold only
/// the inner loop and the body).
static void
buildKernel(OpBuilder &b, Location loc, ArrayRef<Value> gridSizes,
            int64_t blockSize,
            function_ref<void(OpBuilder &, Location, ValueRange, Value)> body) {
  Value zero = cIndex(b, loc, 0), one = cIndex(b, loc, 1);
  Value threads = cIndex(b, loc, blockSize);
  SmallVector<Value> zeros(gridSizes.size(), zero), ones(gridSizes.size(), one);
  auto blocks = scf::ParallelOp::create(
      b, loc, zeros, gridSizes, ones,
      [&](OpBuilder &bb, Location bl, ValueRange blockIds) {
        auto inner = scf::ParallelOp::create(
            bb, bl, ValueRange{zero}, ValueRange{threads}, ValueRange{one},
            [&](OpBuilder &tb, Location tl, ValueRange threadIds) {
              body(tb, tl, blockIds, threadIds[0]);
            });
        mapLoop(inner, {gpu::Processor::ThreadX});
      });
  SmallVector<gpu::Processor> blockDims{gpu::Processor::BlockX,
                                        gpu::Processor::BlockY,
                                        gpu::Processor::BlockZ};
  blockDims.resize(gridSizes.size());
  mapLoop(blocks, blockDims);
}

static Value ceilDiv(OpBuilder &b, Location loc, Value x, int64_t d) {
  return arith::CeilDivUIOp::create(b, loc, x, cIndex(b, loc, d));
}

//===----------------------------------------------------------------------===//
// MaxPool
//===----------------------------------------------------------------------===//

/// `v` (index or i32) as `type`.
static Value castIndex(OpBuilder &b, Location loc, Value v, Type type) {
  if (v.getType() == type)
    return v;
  return arith::IndexCastOp::create(b, loc, type, v);
}

static Value constantOf(OpBuilder &b, Location loc, Type type, int64_t v) {
  if (type.isIndex())
    return cIndex(b, loc, v);
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
    std::optional<int64_t> last = llvm::checkedMul(
        output.getDimSize(j + 2) - 1, p.stride);
    std::optional<int64_t> reach =
        llvm::checkedMul(p.kernel - 1, p.dilation);
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
      b, loc, cIndex(b, loc, 0), cIndex(b, loc, p.kernel), cIndex(b, loc, 1),
      carried,
      [&](OpBuilder &nb, Location nl, Value t, ValueRange iterArgs) {
        Value coord = arith::AddIOp::create(
            nb, nl, first,
            arith::MulIOp::create(nb, nl, castIndex(nb, nl, t, type),
                                  constantOf(nb, nl, type, p.dilation)));
        // 0 <= coord < D; an unsigned compare does both.
        Value inside = arith::CmpIOp::create(
            nb, nl, arith::CmpIPredicate::ult, coord, w.inputDims[axis]);
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
  Value low = arith::AndIOp::create(b, loc, base, cIndex(b, loc, bytes - 1));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, low,
                               cIndex(b, loc, 0));
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
    ivs[rank - 1] = arith::AddIOp::create(
        b, loc, firstColumn, constantOf(b, loc, w.indexType, e));
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

namespace {

/// Lowers every MaxPool version to one kernel.
struct MaxPoolToGPU : MaxPoolPattern {
  MaxPoolToGPU(MLIRContext *ctx, int64_t blockSize, bool vectorStores)
      : MaxPoolPattern(ctx), blockSize(blockSize), vectorStores(vectorStores) {}

  LogicalResult
  rewriteMatched(MaxPoolOpInterface op, const MaxPoolMatch &m,
                 ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    Type indexType =
        fitsIn32BitIndices(m.inputType, m.outputType, m.attrs, m.pads)
            ? Type(rewriter.getI32Type())
            : Type(rewriter.getIndexType());
    MaxPoolKernel k{buildMaxPoolWindow(rewriter, loc, m.input, m.attrs,
                                       m.pads, indexType)};
    // Sizes in the kernel's index type (`outDims`) and as index.
    SmallVector<Value> outSizes;
    for (OpFoldResult size : m.outputShape) {
      outSizes.push_back(indexValue(rewriter, loc, size));
      k.outDims.push_back(
          castIndex(rewriter, loc, outSizes.back(), indexType));
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
    Value total = cIndex(rewriter, loc, 1);
    for (Value d : outSizes)
      total = arith::MulIOp::create(rewriter, loc, total, d);
    k.perThread = outputsPerThread(m.outputType, m.attrs);
    k.vectorStores = vectorStores;
    Value numBlocks = ceilDiv(rewriter, loc, total, blockSize * k.perThread);
    Value blockSizeValue = cIndex(rewriter, loc, blockSize);
    Value perThreadValue = cIndex(rewriter, loc, k.perThread);
    k.init = buildPoolInitValue(rewriter, loc, m.inputType.getElementType());

    buildKernel(
        rewriter, loc, {numBlocks}, blockSize,
        [&](OpBuilder &b, Location l, ValueRange blockIds, Value thread) {
          // The thread's first output element; its perThread elements are
          // adjacent in one row (perThread divides the last dim).
          Value flat = arith::MulIOp::create(
              b, l,
              arith::AddIOp::create(
                  b, l,
                  arith::MulIOp::create(b, l, blockIds[0], blockSizeValue),
                  thread),
              perThreadValue);
          Value inRange = arith::CmpIOp::create(
              b, l, arith::CmpIPredicate::ult, flat, total);
          scf::IfOp::create(b, l, inRange, [&](OpBuilder &ib, Location il) {
            buildThreadOutputs(ib, il, k, flat);
            scf::YieldOp::create(ib, il);
          });
        });

    SmallVector<Value> results{
        toTensor(rewriter, loc, k.outBuf, m.outputType)};
    if (k.idxBuf)
      results.push_back(toTensor(rewriter, loc, k.idxBuf, m.indicesType));
    else if (m.indicesType)
      results.push_back(tensor::EmptyOp::create(
          rewriter, loc, m.outputShape, m.indicesType.getElementType()));
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  int64_t blockSize;
  bool vectorStores;
};

} // namespace

//===----------------------------------------------------------------------===//
// ROIAlign
//===----------------------------------------------------------------------===//

/// Channels per thread in the ROIAlign kernel: up to 4 (the sample
/// geometry is shared by them; more would add registers for little), fewer
/// when the static channel count does not fill them.
static int64_t channelsPerThread(RankedTensorType output, int64_t tileC) {
  constexpr int64_t kMax = 4;
  int64_t channels = output.getDimSize(1);
  if (ShapedType::isDynamic(channels))
    return kMax;
  return std::clamp<int64_t>(llvm::divideCeil(channels, tileC), 1, kMax);
}

namespace {

/// The ROIAlign kernel's tiling: a tile of tileC * perThread channels per
/// block. The block's threads stride over tileC * bins (channel group, bin)
/// pairs, bins fastest; a thread computes its bin's sample geometry once and
/// applies it to the perThread channels g, g + tileC, ... of its group
/// (channels apart by tileC so that, for each of them, consecutive threads
/// store consecutive outputs). The values are built before the kernel loops.
struct ROIAlignTiling {
  const ROIAlignBridge &bridge;
  int64_t tileC, perThread;
  bool positiveZeroSums; // avg: buildPositiveZeroSum on each bin's sum
  Value channels, lastChannel, bins, pooledW, tileCValue;
};

} // namespace

/// Stores `values` (one per channel of the group) at bin (binRow, binCol)
/// of ROI `r`; the first channel is in range, the others are checked.
static void storeGroup(OpBuilder &b, Location loc, const ROIAlignTiling &t,
                       Value r, ArrayRef<Value> chans, ArrayRef<Value> values,
                       Value binRow, Value binCol) {
  for (auto [j, value] : llvm::enumerate(values)) {
    auto store = [&, j = j, value = value](OpBuilder &sb, Location sl) {
      memref::StoreOp::create(sb, sl, value, t.bridge.output,
                              ValueRange{r, chans[j], binRow, binCol});
    };
    if (j == 0) {
      store(b, loc);
      continue;
    }
    Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        chans[j], t.channels);
    scf::IfOp::create(b, loc, valid, [&](OpBuilder &sb, Location sl) {
      store(sb, sl);
      scf::YieldOp::create(sb, sl);
    });
  }
}

/// The (channel group, bin) pair `e` of ROI `r`'s tile starting at
/// `firstChannel`: the group's bins, computed together, and their stores.
static void buildTileElement(OpBuilder &b, Location loc,
                             const ROIAlignTiling &t, const ROIStart &roi,
                             Value r, Value firstChannel, Value e) {
  const ROIAlignBridge &br = t.bridge;
  Value group = arith::DivUIOp::create(b, loc, e, t.bins);
  Value bin = arith::RemUIOp::create(b, loc, e, t.bins);
  Value binRow = arith::DivUIOp::create(b, loc, bin, t.pooledW);
  Value binCol = arith::RemUIOp::create(b, loc, bin, t.pooledW);
  // The group's channels; those past the last are read from the last
  // channel (in bounds) and not stored.
  SmallVector<Value> chans, reads;
  for (int64_t j = 0; j < t.perThread; ++j) {
    Value c = arith::AddIOp::create(
        b, loc, firstChannel,
        arith::AddIOp::create(
            b, loc, group,
            arith::MulIOp::create(b, loc, t.tileCValue, cIndex(b, loc, j))));
    chans.push_back(c);
    reads.push_back(arith::MinUIOp::create(b, loc, c, t.lastChannel));
  }
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        chans[0], t.channels);
  scf::IfOp::create(b, loc, inRange, [&](OpBuilder &ib, Location il) {
    SmallVector<Value> values = buildROIBinChannels(
        ib, il, br.elementType, roi.geometry, binRow, binCol, br.height,
        br.width, br.attrs.isMax(), t.perThread,
        [&](OpBuilder &xb, Location xl, int64_t slot, Value y, Value x) {
          return readElement(xb, xl, br.data,
                             ValueRange{roi.image, reads[slot], y, x});
        });
    if (t.positiveZeroSums && !br.attrs.isMax())
      for (Value &value : values)
        value = buildPositiveZeroSum(ib, il, value);
    storeGroup(ib, il, t, r, chans, values, binRow, binCol);
    scf::YieldOp::create(ib, il);
  });
}

namespace {

/// Lowers every ROIAlign version to one kernel: one block per (ROI,
/// channel tile).
struct ROIAlignToGPU : OpInterfaceConversionPattern<ROIAlignOpInterface> {
  ROIAlignToGPU(MLIRContext *ctx, int64_t blockSize, bool positiveZeroSums)
      : Base(ctx), blockSize(blockSize), positiveZeroSums(positiveZeroSums) {}

  LogicalResult
  matchAndRewrite(ROIAlignOpInterface op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op->getLoc();
    FailureOr<ROIAlignBridge> bridge = bridgeROIAlign(rewriter, op, operands);
    if (failed(bridge))
      return failure();
    const ROIAlignAttrs &attrs = bridge->attrs;
    int64_t bins = attrs.pooledH * attrs.pooledW;
    int64_t tileC = std::max<int64_t>(1, blockSize / bins);
    ROIAlignTiling t{*bridge, tileC,
                     channelsPerThread(bridge->outputType, tileC),
                     positiveZeroSums};
    Value numRois = indexValue(rewriter, loc, bridge->outputShape[0]);
    t.channels = indexValue(rewriter, loc, bridge->outputShape[1]);
    Value numTiles =
        ceilDiv(rewriter, loc, t.channels, tileC * t.perThread);
    t.bins = cIndex(rewriter, loc, bins);
    t.tileCValue = cIndex(rewriter, loc, tileC);
    Value tileChannels = cIndex(rewriter, loc, tileC * t.perThread);
    Value tileElements = cIndex(rewriter, loc, tileC * bins);
    Value blockSizeValue = cIndex(rewriter, loc, blockSize);
    t.lastChannel = arith::SubIOp::create(rewriter, loc, t.channels,
                                          cIndex(rewriter, loc, 1));
    t.pooledW = cIndex(rewriter, loc, attrs.pooledW);

    buildKernel(
        rewriter, loc, {numRois, numTiles}, blockSize,
        [&](OpBuilder &b, Location l, ValueRange blockIds, Value thread) {
          Value r = blockIds[0], tile = blockIds[1];
          ROIStart roi = buildROIStart(b, l, t.bridge, r);
          Value firstChannel = arith::MulIOp::create(b, l, tile, tileChannels);
          scf::ForOp::create(
              b, l, thread, tileElements, blockSizeValue, ValueRange{},
              [&](OpBuilder &eb, Location el, Value e, ValueRange) {
                buildTileElement(eb, el, t, roi, r, firstChannel, e);
                scf::YieldOp::create(eb, el);
              });
        });
    rewriter.replaceOp(
        op, toTensor(rewriter, loc, bridge->output, bridge->outputType));
    return success();
  }

private:
  int64_t blockSize;
  bool positiveZeroSums;
};

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct ConvertOVToGPUPass
    : public ov::impl::ConvertOVToGPUBase<ConvertOVToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    if (!BlockSizeRule::isValid(blockSize)) {
      getOperation().emitError()
          << "ov-to-gpu: block-size=" << static_cast<int64_t>(blockSize)
          << " is not " << BlockSizeRule::describe();
      return signalPassFailure();
    }
    MLIRContext *ctx = &getContext();
    ConversionTarget target(*ctx);
    target.addIllegalDialect<OVDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(ctx);
    populateOVToGPUPatterns(patterns, blockSize, vectorStores,
                            positiveZeroSums);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::ov::buildGPUKernel(
    OpBuilder &b, Location loc, ArrayRef<Value> gridSizes, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, ValueRange, Value)> body) {
  buildKernel(b, loc, gridSizes, blockSize, body);
}

void mlir::ov::populateOVToGPUPatterns(RewritePatternSet &patterns,
                                       int64_t blockSize, bool vectorStores,
                                       bool positiveZeroSums) {
  patterns.add<MaxPoolToGPU>(patterns.getContext(), blockSize, vectorStores);
  patterns.add<ROIAlignToGPU>(patterns.getContext(), blockSize,
                              positiveZeroSums);
  populateAvgPoolToGPUPatterns(patterns, blockSize, positiveZeroSums);
}
