//===- MaxPoolToVector.cpp - MaxPool as vectorized CPU loops --------------===//
//
// The fast CPU path of MaxPool. For each (n, c) plane in parallel
// (scf.parallel, OpenMP later), walks the output rows and vectorizes along
// the output's last axis, `lanes` outputs at a time:
//   - interior chunks (every tap of every lane inside the row) load each
//     kernel column with one contiguous vector.load of stride * lanes
//     elements and de-interleave it with a vector.shuffle (stride > 1); where
//     a row's whole window is stride * lanes elements, it is loaded once and
//     every kernel column shuffled out of it;
//   - border and partial chunks gather with lane indices clamped into the
//     row and replace out-of-row lanes by the initial value, so no address
//     is ever outside the input;
//   - taps of the outer axes are clamped to the input (never read padding);
//   - a chunk whose window fits two wide vectors folds the raw rows of its
//     window elementwise first and picks the kernel columns out of the
//     folded one (foldColumnsFirst); with indices only where the window has
//     rows enough to pay for the columns' join, which breaks ties by the
//     smaller index;
//   - where the kernel is taller than its stride, interior output rows go in
//     blocks that load each input row once per kernel column and fold its
//     max into every output row of the block whose window holds it;
//   - each block of output rows first prefetches the input rows it is the
//     first to read into L2, ahead of the loads: in 3-D, the rows the next
//     output along the outermost axis reads; in 2-D, 2-4 KiB ahead where
//     windows share no input (the kernel streams it at a tap per element).
// Large indices in rows of whole cache lines go out with non-temporal stores
// (storeIndicesNontemporal), in both kernels.
// The update is OpenVINO's strict greater-than select (LLVM's max pattern;
// NaN never wins, the first maximum in scan order is kept) and carries the
// spatial index of the winner for MaxPool-8. Semantics:
// docs/semantics.md 1.6-1.7. 2-D MaxPool-8 with indices and unit strides
// takes the separable kernel instead (MaxPoolSeparable.cpp).
//
//===----------------------------------------------------------------------===//

#include "MaxPoolKernel.h"
#include "Patterns.h"
#include "VectorUtils.h"

#include "ov/Conversion/BufferBridge.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/KernelBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/MathExtras.h"

#include <functional>
#include <optional>

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// Memref indices [n, c, coords..., last].
static SmallVector<Value> planeIndices(Value n, Value c, ArrayRef<Value> coords,
                                       Value last) {
  SmallVector<Value> indices{n, c};
  llvm::append_range(indices, coords);
  indices.push_back(last);
  return indices;
}

std::pair<Value, Value>
mlir::ov::vectorize::updateBest(OpBuilder &b, Location loc,
                                const PoolPlan &plan, Value tap, Value tapIndex,
                                Value best, Value bestIndex) {
  Value greater = buildStrictlyGreater(b, loc, tap, best, plan.isUnsigned);
  Value value = arith::SelectOp::create(b, loc, greater, tap, best);
  Value index;
  if (plan.withIndices())
    index = arith::SelectOp::create(b, loc, greater, tapIndex, bestIndex);
  return {value, index};
}

/// Where the kernels' memory traffic meets the cache hierarchy: the line
/// size, the non-temporal index stores and the input prefetches.
constexpr int64_t kCacheLineBytes = 64;
/// Indices of at least this many bytes may be written with non-temporal
/// stores (indicesNontemporal): more than a core's L2 holds (1 MiB on the
/// benchmark's Zen 4), so that the next op would not find them there
/// anyway. e_3d's 2 MiB of indices, 1 thread: 1.00-1.13 -> 0.91-1.00 ms
/// cold, hot unchanged (0.44 ms).
constexpr int64_t kNontemporalIndicesBytes = 1024 * 1024;
/// How far ahead of the loads 2-D kernels prefetch their input, in bytes of
/// the flattened input: 4 KiB was the fastest of 1-16 KiB in a C model of
/// b_vgg at 1 thread, cold (2.7 ms; 3.0-3.5 ms at the others), into L2
/// (prefetcht1; into L1 3.5 ms), and in the kernel itself without indices
/// (b_vgg, 1 thread, cold, the median round: 2.75 ms, against 2.94 at 2 KiB
/// and 3.36 at 3 KiB). With indices the kernel was fastest at 2-3 KiB
/// (3.0-3.5 ms against 3.6-3.9 at 4 KiB and 3.8-3.9 at 8 KiB).
static int64_t flatPrefetchBytes(bool withIndices) {
  return withIndices ? 2048 : 4096;
}
/// The farthest a 3-D kernel prefetches ahead (outerStepElements): a
/// sixteenth of the benchmark core's 1 MiB L2, so that the lines are still
/// there when the next layer of outputs reads them. A guard, not a
/// measurement: the benchmark's steps are 8 KiB.
constexpr int64_t kMaxOuterStepBytes = 64 * 1024;
/// The most input rows one block of output rows prefetches.
constexpr int64_t kMaxFrontRows = 16;

/// The alignment of a non-temporal index store: its vector's size, up to a
/// cache line (a wider vector is stored as lines).
static int64_t nontemporalAlignment(const PoolPlan &plan) {
  int64_t vectorBytes = plan.lanes * plan.indexBytes();
  return std::min(vectorBytes, kCacheLineBytes);
}

/// A non-temporal store of `value` at `at` (aligned as nontemporalAlignment).
static void storeNontemporal(OpBuilder &b, Location loc, const PoolPlan &plan,
                             Value value, Value buffer, ValueRange at) {
  auto store = vector::StoreOp::create(b, loc, value, buffer, at);
  store.setNontemporal(true);
  store.setAlignment(uint64_t(nontemporalAlignment(plan)));
}

/// Stores a chunk's indices (the first `count` lanes; null: all) where the
/// plan allows non-temporal stores. A whole chunk on an aligned column goes
/// out non-temporally. A partial chunk goes by aligned slices: non-temporal
/// where all of a slice's lanes are valid, masked as usual otherwise. A line
/// stored as usual beside non-temporal ones cost their gain: b_vgg with
/// indices in a C model, 3.42 ms cold with every line non-temporal, 3.69 ms
/// with its rows' last line stored as usual, 3.63 ms with none.
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
            vector::MaskedStoreOp::create(
                eb, el, plan.indices, sliceAt,
                VectorMath{eb, el}.firstLanes(sliceLanes, valid), slice);
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
  Value mask;
  if (masked)
    mask = v.firstLanes(plan.lanes, count);
  auto store = [&](Value value, Value buffer) {
    if (masked)
      vector::MaskedStoreOp::create(b, loc, buffer, at, mask, value);
    else
      vector::StoreOp::create(b, loc, value, buffer, at);
  };
  store(results[0], plan.output);
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
    store(indices, plan.indices);
    return;
  }
  storeIndicesNontemporal(b, loc, plan, at, indices, masked ? count : Value());
}

/// Whether the indices' aligned lines may be stored non-temporally (null:
/// never): large indices whose rows are whole aligned stores long (so that
/// every row starts on a boundary) and whose buffer starts on one. A
/// non-temporal store writes its line without reading it first; the
/// indices (i64 by default) are most of what a MaxPool-8 writes. A/B
/// medians, 1 thread: c_k7_same 0.62-0.77 -> 0.54-0.58 ms cold; b_vgg
/// 3.8-4.3 -> 3.6-3.7 ms cold, 3.5-4.4 -> 3.2-3.4 ms hot; a_resnet_stem
/// 1.71-1.76 -> 1.52-1.62 ms hot (with every line of a row non-temporal:
/// storeIndicesNontemporal).
static Value indicesNontemporal(OpBuilder &b, Location loc,
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
  return m.andI(aligned, m.ge(bytes, m.c(kNontemporalIndicesBytes)));
}

void mlir::ov::vectorize::prefetchInput(OpBuilder &b, Location loc,
                                        const PoolPlan &plan, Value n, Value c,
                                        Value offset, int64_t elements) {
  IndexMath m{b, loc};
  int64_t lineElements = kCacheLineBytes / plan.elementBytes();
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

namespace {

/// Taps t in [lo, hi) of one axis keep 0 <= o*s + t*d - pad < D:
///   lo = max(0, ceil((pad - o*s) / d)),
///   hi = min(k, ceil((D + pad - o*s) / d)).
std::pair<Value, Value> tapRange(IndexMath &m, Value o, const PoolAxis &p,
                                 Value pad, Value dim) {
  Value start = m.sub(pad, m.mul(o, p.stride));
  Value lo = m.max(m.c(0), m.ceilDiv(start, p.dilation));
  Value hi = m.min(m.c(p.kernel), m.ceilDiv(m.add(dim, start), p.dilation));
  return {lo, hi};
}

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

/// How a chunk reads a kernel column's `lanes` taps (columns col + l*s).
enum class ChunkKind {
  /// Every tap inside the row: one contiguous load (and a stride shuffle).
  Interior,
  /// col >= 0 (right border, partial chunks): one masked load of the
  /// columns below W, the others taking the initial value.
  Masked,
  /// The first chunk (ow0 = 0) with a static begin pad: col is a constant,
  /// possibly negative; a masked load from column 0 and one static shuffle
  /// that puts the initial value in the lanes left of the row.
  StaticFirst,
  /// Lanes gather from clamped columns; out-of-row lanes take the initial
  /// value (any other border).
  Gather,
};

/// The input row offsets (from the first output's first row) that a block
/// of `rows` consecutive outputs along axis `p` reads, ascending.
SmallVector<int64_t> blockInputRows(const PoolAxis &p, int64_t rows) {
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

/// One chunk of `lanes` outputs starting at `ow0` along the last axis, for
/// `rows` consecutive outputs of the second-to-last axis starting at
/// outerOut.back() (rows > 1 only where all their taps of that axis are
/// inside the input); see ChunkKind for how each kind reads its taps. Taps
/// outside the row never win (they hold the initial value), and no address
/// outside the input is ever read. build() returns (value[, index]) per
/// output row.
class ChunkBuilder {
public:
  ChunkBuilder(const PoolPlan &plan, Value n, Value c, ArrayRef<Value> outerOut,
               Value ow0, ChunkKind kind, int64_t staticPad)
      : plan(plan), n(n), c(c), outerOut(outerOut), ow0(ow0), kind(kind),
        staticPad(staticPad), p(plan.axis(plan.k - 1)), lanes(plan.lanes),
        s(p.stride), elem(plan.elementType) {}

  SmallVector<Value> build(OpBuilder &b, Location loc, int64_t rows) {
    buildInitialValues(b, loc);
    SmallVector<Value> results = rows > 1 ? foldRowBlock(b, loc, rows)
                                 : canFoldColumnsFirst()
                                     ? foldColumnsFirst(b, loc)
                                     : foldSingleRow(b, loc);
    if (plan.withIndices())
      for (size_t j = 1; j < results.size(); j += 2)
        results[j] = arith::AddIOp::create(b, loc, results[j], laneTerm);
    return results;
  }

private:
  using BestPair = std::pair<Value, Value>;

  void buildInitialValues(OpBuilder &b, Location loc) {
    VectorMath v{b, loc};
    IndexMath m{b, loc};
    // The initial value depends on signedness (0 for unsigned types), which
    // only the declared element type knows.
    initScalar = buildPoolInitValue(b, loc, plan.originalElementType);
    init = v.splat(initScalar, lanes);
    carried = {init};
    col0 = m.sub(m.mul(ow0, s), plan.padsBegin[plan.k - 1]);
    width = plan.inDims[plan.k - 1];
    zeroIdx = m.c(0);
    // Indices: the spatial index of lane l's tap (row, kw) is
    //   rowBase + kw*d + (col0 + l*s),
    // whose last term is the same for every tap. The taps select the uniform
    // rowBase + kw*d (one broadcast), and the lane term is added once per
    // chunk; the running index starts at -(col0 + l*s), so that a lane no tap
    // wins ends at index 0.
    if (plan.withIndices()) {
      laneTerm = arith::AddIOp::create(
          b, loc, v.splat(v.cast(col0, plan.laneIndexType), lanes),
          v.ramp(lanes, s, plan.laneIndexType));
      Value zero = v.splat(
          arith::ConstantOp::create(b, loc, b.getZeroAttr(plan.laneIndexType)),
          lanes);
      carried.push_back(arith::SubIOp::create(b, loc, zero, laneTerm));
    }
  }

  /// The kernel columns of one input row folded into (best, bestIndex) in
  /// scan order.
  BestPair foldRow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                   Value rowBase, Value best, Value bestIndex) {
    VectorMath rv{rb, rl};
    // Tap kw's index is the row's plus a constant: one broadcast per row, and
    // the selects take vectors (a select of a broadcast scalar becomes a
    // masked broadcast, whose latency from the scalar unit would chain the
    // taps: c_k7_same with indices went from 1.12 to 0.93 ms at 1 thread).
    Value rowIndex;
    if (plan.withIndices())
      rowIndex = rv.splat(rv.cast(rowBase, plan.laneIndexType), lanes);
    // The row's window and the kernel columns taken from it (readsWholeWindow).
    Value window;
    SmallVector<Value> windowColumns(p.kernel);
    if (readsWholeWindow())
      window = loadWindow(rb, rl, rowCoords, 0, lanes * s, windowSpan());
    for (int64_t kw = 0; kw < p.kernel; ++kw) {
      Value tap;
      if (window)
        tap = columnOfWindow(rb, rl, window, windowColumns, kw);
      if (!tap)
        tap = loadTap(rb, rl, rowCoords, kw);
      Value tapIndex;
      if (plan.withIndices())
        tapIndex = kw == 0
                       ? rowIndex
                       : arith::AddIOp::create(
                             rb, rl, rowIndex,
                             rv.splat(arith::ConstantOp::create(
                                          rb, rl,
                                          rb.getIntegerAttr(plan.laneIndexType,
                                                            kw * p.dilation)),
                                      lanes));
      std::tie(best, bestIndex) =
          updateBest(rb, rl, plan, tap, tapIndex, best, bestIndex);
    }
    return {best, bestIndex};
  }

  /// Kernel column kw's lanes of one row, read as the chunk's kind reads
  /// them.
  Value loadTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                int64_t kw) {
    IndexMath rm{rb, rl};
    // StaticFirst chunks read static columns.
    Value col = kind == ChunkKind::StaticFirst
                    ? Value()
                    : rm.add(col0, rm.c(kw * p.dilation));
    if (kind == ChunkKind::Masked || kind == ChunkKind::StaticFirst)
      return loadMaskedTap(rb, rl, rowCoords, kw, col);
    if (kind == ChunkKind::Interior)
      return loadInteriorTap(rb, rl, rowCoords, col);
    return gatherTap(rb, rl, rowCoords, col);
  }

  /// Masked and StaticFirst chunks: one masked load of the row's columns,
  /// then (stride > 1 or shifted) one shuffle to the lanes. `col` is kernel
  /// column kw's (Masked; null for StaticFirst, whose columns are static).
  Value loadMaskedTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                      int64_t kw, Value col) {
    IndexMath rm{rb, rl};
    // Static column (StaticFirst) or dynamic col >= 0 (Masked).
    int64_t staticCol = -staticPad + kw * p.dilation;
    Value from = kind == ChunkKind::StaticFirst ? rm.c(staticCol) : col;
    Value loaded =
        staticCol < 0 && kind == ChunkKind::StaticFirst
            ? expandFromRowStart(rb, rl, rowCoords, staticCol)
            : loadInRow(rb, rl, rowCoords, from, lanes * s, lanes * s);
    if (s == 1)
      return loaded;
    SmallVector<int64_t> lanesMask;
    for (int64_t l = 0; l < lanes; ++l)
      lanesMask.push_back(l * s);
    return vector::ShuffleOp::create(rb, rl, loaded, loaded, lanesMask);
  }

  /// Lanes j < `valid` of columns from + j (from >= 0) where they are in
  /// the row, the other lanes of the `size` the initial value: a masked load
  /// whose address stays inside the row even when nothing is loaded (and is
  /// then never read); a plain load for interior chunks.
  Value loadInRow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                  Value from, int64_t size, int64_t valid) {
    VectorMath rv{rb, rl};
    IndexMath rm{rb, rl};
    if (kind == ChunkKind::Interior && size == valid)
      return vector::LoadOp::create(rb, rl, rv.vec(size, elem), plan.input,
                                    planeIndices(n, c, rowCoords, from));
    Value end = rm.min(rm.add(from, rm.c(valid)), width);
    Value count = rm.max(rm.c(0), rm.sub(end, from));
    Value base = rm.max(rm.c(0), rm.min(from, rm.sub(width, rm.c(1))));
    return vector::MaskedLoadOp::create(rb, rl, rv.vec(size, elem), plan.input,
                                        planeIndices(n, c, rowCoords, base),
                                        rv.firstLanes(size, count),
                                        rv.splat(initScalar, size));
  }

  /// Lanes j of columns firstCol + j (firstCol < 0), the initial value left
  /// of the row and past its end: one expanding load of the row from column
  /// 0 into the lanes inside it. (A masked load from column 0 and a shuffle
  /// that shifts in the initial value reads three registers, which x86
  /// lowers lane by lane: e_3d with indices went from 0.65 to 0.52 ms at 1
  /// thread without it.)
  Value expandFromRowStart(OpBuilder &rb, Location rl,
                           ArrayRef<Value> rowCoords, int64_t firstCol) {
    VectorMath rv{rb, rl};
    IndexMath rm{rb, rl};
    int64_t size = lanes * s;
    Value columns = arith::AddIOp::create(
        rb, rl, rv.ramp(size, 1, rb.getI32Type()),
        rv.splat(arith::ConstantIntOp::create(rb, rl, firstCol, 32), size));
    return vector::ExpandLoadOp::create(rb, rl, rv.vec(size, elem), plan.input,
                                        planeIndices(n, c, rowCoords, rm.c(0)),
                                        insideRow(rb, rl, columns),
                                        rv.splat(initScalar, size));
  }

  /// The lanes of `columns` (i32 column numbers) inside the row: 0 <= col <
  /// W.
  Value insideRow(OpBuilder &rb, Location rl, Value columns) {
    VectorMath rv{rb, rl};
    int64_t size = cast<VectorType>(columns.getType()).getNumElements();
    Value zero = rv.splat(arith::ConstantIntOp::create(rb, rl, 0, 32), size);
    Value rowEnd = rv.splat(rv.cast(width, rb.getI32Type()), size);
    return arith::AndIOp::create(
        rb, rl,
        arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::sge, columns, zero),
        arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::slt, columns,
                              rowEnd));
  }

  /// `column` with the initial value in the lanes left of the row.
  Value selectLeftOfRow(OpBuilder &b, Location loc, ArrayRef<bool> leftOfRow,
                        Value column) {
    if (llvm::none_of(leftOfRow, [](bool x) { return x; }))
      return column;
    auto maskType = VectorType::get({lanes}, b.getI1Type());
    Value left = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(maskType, leftOfRow));
    return arith::SelectOp::create(b, loc, left, init, column);
  }

  /// Interior chunks: one contiguous load, de-interleaved by a shuffle.
  Value loadInteriorTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                        Value col) {
    VectorMath rv{rb, rl};
    auto wide = rv.vec(lanes * s, elem);
    Value tap = vector::LoadOp::create(rb, rl, wide, plan.input,
                                       planeIndices(n, c, rowCoords, col));
    if (s > 1) {
      SmallVector<int64_t> mask;
      for (int64_t l = 0; l < lanes; ++l)
        mask.push_back(l * s);
      tap = vector::ShuffleOp::create(rb, rl, tap, tap, mask);
    }
    return tap;
  }

  /// Gather chunks: columns col + l*s, clamped into the row for the address;
  /// lanes outside the row keep the initial value.
  Value gatherTap(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                  Value col) {
    VectorMath rv{rb, rl};
    IndexMath rm{rb, rl};
    Type i32 = rb.getI32Type();
    Value cols = arith::AddIOp::create(
        rb, rl, rv.splat(rv.cast(col, i32), lanes), rv.ramp(lanes, s, i32));
    Value zero = rv.splat(arith::ConstantIntOp::create(rb, rl, 0, 32), lanes);
    Value lastCol = rv.splat(rv.cast(rm.sub(width, rm.c(1)), i32), lanes);
    Value inside = insideRow(rb, rl, cols);
    Value clamped = arith::MinSIOp::create(
        rb, rl, arith::MaxSIOp::create(rb, rl, cols, zero), lastCol);
    Value allTrue = rv.allTrue(lanes);
    Value gathered = vector::GatherOp::create(
        rb, rl, rv.vec(lanes, elem), plan.input,
        planeIndices(n, c, rowCoords, zeroIdx), clamped, allTrue, init);
    return arith::SelectOp::create(rb, rl, inside, gathered, init);
  }

  /// One output row: the window's rows in scan order.
  SmallVector<Value> foldSingleRow(OpBuilder &b, Location loc) {
    SmallVector<Value> coords;
    return forEachOuterTap(
        b, loc, plan, outerOut, 0, plan.k - 1, coords, zeroIdx, carried,
        [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
            Value rowBase, ValueRange iter) -> SmallVector<Value> {
          auto [best, index] = foldRow(rb, rl, rowCoords, rowBase, iter[0],
                                       plan.withIndices() ? iter[1] : Value());
          SmallVector<Value> next{best};
          if (plan.withIndices())
            next.push_back(index);
          return next;
        });
  }

  /// Column (of the raw row window, from its first loaded column) that lane
  /// l of kernel column kw reads; negative: left of the row (StaticFirst).
  /// Interior and Masked windows start at col0, StaticFirst ones at column 0.
  int64_t windowColumn(int64_t kw, int64_t l) const {
    int64_t shift = kind == ChunkKind::StaticFirst ? -staticPad : 0;
    return shift + kw * p.dilation + l * s;
  }
  int64_t windowSpan() const {
    return windowColumn(p.kernel - 1, lanes - 1) + 1;
  }

  /// Columns first (foldColumnsFirst) needs outer axes to fold over,
  /// whole-row loads, and a window of at most two wide vectors; with
  /// indices, windows of enough rows to pay for its column step.
  bool canFoldColumnsFirst() const {
    return plan.k >= 2 && windowFits() &&
           (!plan.withIndices() || columnsFirstPaysForIndices());
  }

  /// Counted in vector operations per output vector: the scan spends about
  /// 4 per tap (a column shuffle, a compare, a max and an index select);
  /// columns first about 4 per row and window part (a load, a compare, a
  /// max and an index select), then 9 per kernel column (the value and index
  /// shuffles, the index offset and joinByIndex). e_3d (27 taps, one part)
  /// went from 0.43 to 0.32 ms at 1 thread, hot; the ResNet stem (3x3, two
  /// parts), where the count says scan, from 1.34-1.46 to 1.53-1.61 ms when
  /// it took columns first too.
  bool columnsFirstPaysForIndices() const {
    int64_t rows = 1;
    for (unsigned a = 0; a + 1 < plan.k; ++a)
      rows *= plan.axis(a).kernel;
    int64_t parts = windowTail() ? 2 : 1;
    return rows * p.kernel * 4 > rows * parts * 4 + p.kernel * 9;
  }

  /// Whether the window's columns come from whole-row loads in at most two
  /// wide vectors.
  bool windowFits() const {
    int64_t span = windowSpan();
    return kind != ChunkKind::Gather && span >= 1 && span <= 2 * lanes * s;
  }

  /// Strided chunks whose window is one wide vector read it once per row and
  /// shuffle the kernel columns out of it (but those with lanes left of the
  /// row: x86 lowers that shuffle and select lane by lane), where each
  /// column would otherwise load and de-interleave lanes * s elements of its
  /// own: e_3d with indices went from 0.52 to 0.445 ms at 1 thread.
  bool readsWholeWindow() const {
    return s > 1 && windowFits() && windowTail() == 0;
  }

  /// Whether kernel column kw has lanes left of the row (StaticFirst).
  bool leftOfRow(int64_t kw) const { return windowColumn(kw, 0) < 0; }

  /// A later kernel column whose lanes, shifted up by j lanes, are kernel
  /// column kw's lanes inside the row, while kw's first j lanes are exactly
  /// those left of the row: (kw2, j), or nullopt.
  std::optional<std::pair<int64_t, int64_t>> shiftSource(int64_t kw) const {
    for (int64_t kw2 = kw + 1; kw2 < p.kernel; ++kw2) {
      int64_t gap = (kw2 - kw) * p.dilation;
      if (gap % s != 0 || leftOfRow(kw2))
        continue;
      int64_t j = gap / s;
      if (j < lanes && windowColumn(kw, j - 1) < 0 && windowColumn(kw, j) >= 0)
        return std::make_pair(kw2, j);
    }
    return std::nullopt;
  }

  /// Kernel column kw of a row's window (one wide vector), each column
  /// built once per row (`columns`): a shuffle of the window; for a column
  /// with lanes left of the row, its shiftSource's column shifted up by j
  /// lanes behind the initial value (one two-register shuffle, where loading
  /// from the row start takes an expanding load and a de-interleaving
  /// shuffle); null where neither applies.
  Value columnOfWindow(OpBuilder &b, Location loc, Value window,
                       SmallVectorImpl<Value> &columns, int64_t kw) {
    Value &column = columns[kw];
    if (column)
      return column;
    if (!leftOfRow(kw)) {
      column = kernelColumn(b, loc, window, window, kw);
    } else if (auto source = shiftSource(kw)) {
      auto [kw2, j] = *source;
      SmallVector<int64_t> mask;
      for (int64_t l = 0; l < lanes; ++l)
        mask.push_back(l < j ? l : lanes + l - j);
      column = vector::ShuffleOp::create(
          b, loc, init, columnOfWindow(b, loc, window, columns, kw2), mask);
    }
    return column;
  }

  /// The lanes past the first wide vector that the window needs (0: none).
  int64_t windowTail() const {
    int64_t wide = lanes * s, span = windowSpan();
    return span <= wide
               ? 0
               : std::min<int64_t>(llvm::PowerOf2Ceil(span - wide), wide);
  }

  /// `size` window elements from window column `offset` of one input row,
  /// the first `valid` of them from the row where inside it, the others the
  /// initial value (never read).
  Value loadWindow(OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
                   int64_t offset, int64_t size, int64_t valid) {
    IndexMath rm{rb, rl};
    Value first = kind == ChunkKind::StaticFirst ? rm.c(0) : col0;
    return loadInRow(rb, rl, rowCoords, rm.add(first, rm.c(offset)), size,
                     valid);
  }

  /// The raw row windows of every outer tap are folded elementwise first
  /// (loads only, no shuffles), then the kernel columns are picked out of
  /// that one window with one shuffle each and joined: a window's taps come
  /// rows first, columns last, not in scan order.
  ///   - Without indices only the maximum's value counts, and the strict
  ///     greater-than fold is associative once NaNs are out (every fold
  ///     starts from the initial value): the same maximum in any order, up to
  ///     the sign of a zero maximum (the first zero in scan order wins). A
  ///     chunk with a zero maximum in any lane is recomputed in scan order
  ///     (foldSingleRow): bit-exact, and rare on real data. e_3d went from
  ///     0.44 to 0.165 ms at 1 thread.
  ///   - With indices each raw column keeps its first maximum by rows (and
  ///     the row's index), and the columns' join breaks ties by the smaller
  ///     index (joinByIndex): the spatial index grows in scan order within a
  ///     window, so the first maximum in scan order is the maximum with the
  ///     smallest index, the sign of a zero included.
  SmallVector<Value> foldColumnsFirst(OpBuilder &b, Location loc) {
    VectorMath v{b, loc};
    bool withIndices = plan.withIndices();
    int64_t wide = lanes * s, span = windowSpan(), tail = windowTail();
    SmallVector<int64_t> sizes{wide};
    if (tail)
      sizes.push_back(tail);
    // The parts' values, then (with indices) the parts' row indices.
    SmallVector<Value> start;
    for (int64_t size : sizes)
      start.push_back(v.splat(initScalar, size));
    if (withIndices)
      for (int64_t size : sizes)
        start.push_back(v.splat(arith::ConstantOp::create(
                                    b, loc, b.getZeroAttr(plan.laneIndexType)),
                                size));
    SmallVector<Value> coords;
    SmallVector<Value> acc = forEachOuterTap(
        b, loc, plan, outerOut, 0, plan.k - 1, coords, zeroIdx, start,
        [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
            Value rowBase, ValueRange iter) -> SmallVector<Value> {
          VectorMath rv{rb, rl};
          SmallVector<Value> values, indices;
          for (auto [part, size] : llvm::enumerate(sizes)) {
            int64_t offset = part * wide;
            Value tap = loadWindow(rb, rl, rowCoords, offset, size,
                                   std::min(span - offset, size));
            Value rowIndex;
            if (withIndices)
              rowIndex = rv.splat(rv.cast(rowBase, plan.laneIndexType), size);
            auto [value, index] =
                updateBest(rb, rl, plan, tap, rowIndex, iter[part],
                           withIndices ? iter[sizes.size() + part] : Value());
            values.push_back(value);
            if (withIndices)
              indices.push_back(index);
          }
          llvm::append_range(values, indices);
          return values;
        });
    Value values = acc[0], valuesTail = widenTail(b, loc, acc, tail ? 1 : 0);
    if (!withIndices) {
      // The window's lanes are never below the initial value (its folds
      // start there), so the first column is the first fold's result.
      Value best = kernelColumn(b, loc, values, valuesTail, 0);
      for (int64_t kw = 1; kw < p.kernel; ++kw)
        best = foldInto(b, loc, best,
                        kernelColumn(b, loc, values, valuesTail, kw));
      return {isa<FloatType>(elem) ? recomputeIfZero(b, loc, best) : best};
    }
    size_t firstIndex = sizes.size();
    Value rows = acc[firstIndex],
          rowsTail = widenTail(b, loc, acc, tail ? firstIndex + 1 : firstIndex);
    BestPair best;
    for (int64_t kw = 0; kw < p.kernel; ++kw) {
      // Tap kw's index is its row's plus kw * d (foldRow).
      Value tapIndex = arith::AddIOp::create(
          b, loc, kernelColumnOf(b, loc, rows, rowsTail, kw),
          v.splat(arith::ConstantOp::create(
                      b, loc,
                      b.getIntegerAttr(plan.laneIndexType, kw * p.dilation)),
                  lanes));
      BestPair column{kernelColumn(b, loc, values, valuesTail, kw), tapIndex};
      best = kw == 0 ? column : joinByIndex(b, loc, best, column);
    }
    // A lane no tap is above the initial value in ends at (initial value,
    // 0), as the scan's: its running index's start.
    Value above =
        buildStrictlyGreater(b, loc, best.first, init, plan.isUnsigned);
    return {best.first,
            arith::SelectOp::create(b, loc, above, best.second, carried[1])};
  }

  /// The shuffles' second operand for part `part` of a folded window: the
  /// tail widened to the wide vector's length (window column wide + j is its
  /// lane j), or (no tail: `part` is the window itself) the window again.
  Value widenTail(OpBuilder &b, Location loc, ArrayRef<Value> acc,
                  size_t part) {
    int64_t wide = lanes * s, tail = windowTail();
    if (!tail)
      return acc[part];
    SmallVector<int64_t> widen;
    for (int64_t j = 0; j < wide; ++j)
      widen.push_back(j < tail ? j : 0);
    return vector::ShuffleOp::create(b, loc, acc[part], acc[part], widen);
  }

  /// The join of two kernel columns' (value, index) by lane: the second
  /// where its value is strictly greater, or equal (a zero of either sign
  /// equals the other) with a smaller index.
  BestPair joinByIndex(OpBuilder &b, Location loc, BestPair best,
                       BestPair column) {
    Value greater =
        buildStrictlyGreater(b, loc, column.first, best.first, plan.isUnsigned);
    Value equal = isa<FloatType>(elem)
                      ? arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                              column.first, best.first)
                            .getResult()
                      : arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                              column.first, best.first)
                            .getResult();
    Value earlier = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                          column.second, best.second);
    Value take = arith::OrIOp::create(
        b, loc, greater, arith::AndIOp::create(b, loc, equal, earlier));
    return {arith::SelectOp::create(b, loc, take, column.first, best.first),
            arith::SelectOp::create(b, loc, take, column.second, best.second)};
  }

  /// The strict greater-than update of `best` by `tap`, without an index.
  Value foldInto(OpBuilder &b, Location loc, Value best, Value tap) {
    return updateBest(b, loc, plan, tap, Value(), best, Value()).first;
  }

  /// Kernel column kw's lanes out of the folded window (`window`, then
  /// `second`); lanes left of the row take the initial value.
  Value kernelColumn(OpBuilder &b, Location loc, Value window, Value second,
                     int64_t kw) {
    SmallVector<bool> leftOfRow;
    for (int64_t l = 0; l < lanes; ++l)
      leftOfRow.push_back(windowColumn(kw, l) < 0);
    return selectLeftOfRow(b, loc, leftOfRow,
                           kernelColumnOf(b, loc, window, second, kw));
  }

  /// Kernel column kw's lanes out of a window of any element type (lanes
  /// left of the row: its column 0).
  Value kernelColumnOf(OpBuilder &b, Location loc, Value window, Value second,
                       int64_t kw) {
    SmallVector<int64_t> mask;
    for (int64_t l = 0; l < lanes; ++l)
      mask.push_back(std::max<int64_t>(windowColumn(kw, l), 0));
    bool identity =
        lanes * s == lanes && llvm::equal(mask, llvm::seq<int64_t>(0, lanes));
    if (identity)
      return window;
    return vector::ShuffleOp::create(b, loc, window, second, mask);
  }

  /// `best`, or the scan-order fold where a lane's maximum is a zero.
  Value recomputeIfZero(OpBuilder &b, Location loc, Value best) {
    auto type = cast<VectorType>(best.getType());
    Value zero = arith::ConstantOp::create(
        b, loc, DenseElementsAttr::get(type, b.getFloatAttr(elem, 0.0)));
    Value isZero =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, best, zero);
    Value anyZero =
        vector::ReductionOp::create(b, loc, vector::CombiningKind::OR, isZero);
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{type}, anyZero,
                                  /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
      scf::YieldOp::create(b, loc, foldSingleRow(b, loc)[0]);
      b.setInsertionPointToStart(ifOp.elseBlock());
      scf::YieldOp::create(b, loc, best);
    }
    return ifOp.getResult(0);
  }

  /// A block of output rows: each input row's max over the kernel columns is
  /// computed once and folded into every output row whose window holds the
  /// row, in ascending row order. The row's first maximum, then the first row
  /// holding the window's maximum: the same winner as the row-major scan of
  /// the window (strict greater-than keeps the first).
  SmallVector<Value> foldRowBlock(OpBuilder &b, Location loc, int64_t rows) {
    unsigned last = plan.k - 1;
    unsigned axis = last - 1;
    PoolAxis ph = plan.axis(axis);
    SmallVector<Value> blockCarried;
    for (int64_t j = 0; j < rows; ++j)
      llvm::append_range(blockCarried, carried);
    SmallVector<Value> coords;
    return forEachOuterTap(
        b, loc, plan, outerOut, 0, axis, coords, zeroIdx, blockCarried,
        [&](OpBuilder &rb, Location rl, ArrayRef<Value> outerCoords, Value base,
            ValueRange iter) -> SmallVector<Value> {
          IndexMath rm{rb, rl};
          size_t group = carried.size();
          SmallVector<Value> acc(iter.begin(), iter.end());
          Value top =
              rm.sub(rm.mul(outerOut[axis], ph.stride), plan.padsBegin[axis]);
          SmallVector<Value> rowCoords(outerCoords.begin(), outerCoords.end());
          for (int64_t i : blockInputRows(ph, rows)) {
            Value coord = rm.add(top, rm.c(i));
            rowCoords.push_back(coord);
            Value rowBase = rm.mul(rm.add(base, coord), plan.inDims[last]);
            auto [rowMax, rowIndex] =
                foldRow(rb, rl, rowCoords, rowBase, init,
                        plan.withIndices() ? carried[1] : Value());
            rowCoords.pop_back();
            for (int64_t j = 0; j < rows; ++j) {
              int64_t t = i - j * ph.stride;
              if (t < 0 || t % ph.dilation != 0 || t / ph.dilation >= ph.kernel)
                continue;
              Value *out = &acc[j * group];
              auto [value, index] =
                  updateBest(rb, rl, plan, rowMax, rowIndex, out[0],
                             plan.withIndices() ? out[1] : Value());
              out[0] = value;
              if (plan.withIndices())
                out[1] = index;
            }
          }
          return acc;
        });
  }

  const PoolPlan &plan;
  Value n, c;
  ArrayRef<Value> outerOut;
  Value ow0;
  ChunkKind kind;
  int64_t staticPad;
  PoolAxis p; // the last axis
  int64_t lanes, s;
  Type elem;
  // Set by buildInitialValues.
  Value initScalar;           // the initial value
  Value init;                 // the initial value in every lane
  SmallVector<Value> carried; // (init[, -laneTerm]): one row's start
  Value col0;                 // input column of lane 0, kernel column 0
  Value width;                // input row length
  Value zeroIdx;
  Value laneTerm; // col0 + l*s per lane (with indices)
};

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
        *width * plan.elementBytes() > flatPrefetchBytes(plan.withIndices()))
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
    return ChunkBuilder(plan, n, c, outerOut, ow0, kind, staticPad)
        .build(b, loc, rows);
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

/// The kernel of one (n, c) plane.
void buildPlane(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
                Value c) {
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

/// Taps of one input row unrolled at most per block of output rows.
constexpr int64_t kMaxBlockTaps = 128;

/// Output rows computed together (ChunkBuilder's blocks): the block size with
/// the fewest tap and row updates per output, where that saves at least a
/// quarter of the kernel's taps (kernels taller than their stride); 1
/// otherwise. With indices a row carries two accumulators (value and
/// index): at most 8 rows where there are 32 vector registers (AVX-512:
/// c_k7_same went from 1.19 to 1.03 ms at 1 thread, 0.61 to 0.51 ms at 2,
/// against 4 rows), else 4.
int64_t chooseRowBlock(const PoolingAttrs &attrs, unsigned k, bool withIndices,
                       int64_t vectorBits) {
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
/// at a tap per element, and the hardware prefetchers alone left a core
/// short of the bandwidth (b_vgg at 1 thread, medians of 3 rounds: 3.1-3.4
/// -> 2.7-3.0 ms cold, 2.8-2.9 -> 2.3-2.5 ms hot). Where 2-D windows overlap,
/// the kernels spend more time per element and prefetching only cost time
/// (a_resnet_stem 1.09 -> 1.27 ms hot; c_k7_same with indices 0.67 -> 0.84 ms
/// cold; prefetching the separable kernel's input rows, the same module:
/// 0.54-0.66 -> 0.59-0.68 ms cold).
bool windowsAreDisjoint(const PoolingAttrs &attrs) {
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
std::optional<int64_t> outerStepElements(const PoolingAttrs &attrs,
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
///     of its own, and the hardware prefetchers follow each for a page only).
///     e_3d (3x3x3, stride 2, 32^3; 1 thread, cold, the medians of 41 runs
///     in 3 rounds): 0.62-0.72 -> 0.39-0.49 ms, with indices 0.81-0.92 ->
///     0.53-0.63 ms, hot within 2 %; disjoint 2x2x2 windows on the same
///     input, against flatPrefetchBytes: 0.52-0.59 -> 0.49 ms, with indices
///     0.62-0.69 -> 0.54-0.57 ms.
///     Where that step is shorter than flatPrefetchBytes (small slices) or
///     longer than kMaxOuterStepBytes, as 2-D;
///   - 2-D and the rest: flatPrefetchBytes, only where windows are disjoint
///     (windowsAreDisjoint).
int64_t choosePrefetchAhead(const PoolingAttrs &attrs,
                            ArrayRef<int64_t> inputShape, int64_t elementBytes,
                            bool withIndices) {
  int64_t flat = flatPrefetchBytes(withIndices) / elementBytes;
  std::optional<int64_t> step = outerStepElements(attrs, inputShape);
  if (step && *step >= flat && *step <= kMaxOuterStepBytes / elementBytes)
    return *step;
  return windowsAreDisjoint(attrs) ? flat : 0;
}

/// The input as one dimension: dynamic if any dim is (a static 0 among
/// dynamic dims included, as collapse_shape requires), else the product;
/// nullopt where that product overflows.
std::optional<MemRefType> flatInputType(MemRefType type) {
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

/// The widest last-axis kernel whose taps are unrolled; wider ones (as wide
/// as 2^62 is a valid attribute) are left for the other lowerings.
constexpr int64_t kMaxUnrolledColumns = 64;

/// The loop-invariant values of the kernel (buffers, dims, pads) and its
/// vector shape. `indicesType` is null for MaxPool-1; `axis` is MaxPool-8's
/// (normalized) index axis.
PoolPlan buildPlan(PatternRewriter &rewriter, Location loc, Value input,
                   const PoolingAttrs &attrs, RankedTensorType outputType,
                   RankedTensorType indicesType, int64_t axis,
                   int64_t vectorBits, SmallVector<OpFoldResult> &outShape) {
  auto inputType = cast<RankedTensorType>(input.getType());
  bool withIndices = static_cast<bool>(indicesType);
  PoolPlan plan;
  plan.attrs = attrs;
  plan.k = attrs.spatialRank();
  Type elementType = inputType.getElementType();
  plan.elementType = toSignlessType(elementType);
  plan.originalElementType = elementType;
  plan.isUnsigned = isUnsignedInteger(elementType);
  plan.lanes = lanesFor(elementType, vectorBits, withIndices ? 32 : 0);
  // Spatial positions fit i32 lanes when the plane size is statically known
  // to be below 2^31.
  plan.laneIndexType = planeFitsI32(inputType) ? Type(rewriter.getI32Type())
                                               : Type(rewriter.getI64Type());
  plan.rowBlock = chooseRowBlock(attrs, plan.k, withIndices, vectorBits);
  plan.prefetchAhead = choosePrefetchAhead(attrs, inputType.getShape(),
                                           plan.elementBytes(), withIndices);

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

/// The vectorized MaxPool: one parallel loop over the N*C planes. Returns
/// the results (values[, indices]) as tensors.
SmallVector<Value> lowerMaxPool(PatternRewriter &rewriter, Location loc,
                                Value input, const PoolingAttrs &attrs,
                                RankedTensorType outputType,
                                RankedTensorType indicesType, int64_t axis,
                                int64_t vectorBits) {
  SmallVector<OpFoldResult> outShape;
  PoolPlan plan = buildPlan(rewriter, loc, input, attrs, outputType,
                            indicesType, axis, vectorBits, outShape);
  IndexMath m{rewriter, loc};
  Value batch = indexValue(rewriter, loc, outShape[0]);
  Value planes = m.mul(batch, plan.channels);
  scf::ParallelOp::create(
      rewriter, loc, ValueRange{m.c(0)}, ValueRange{planes}, ValueRange{m.c(1)},
      [&](OpBuilder &b, Location l, ValueRange ivs) {
        Value n = arith::DivUIOp::create(b, l, ivs[0], plan.channels);
        Value c = arith::RemUIOp::create(b, l, ivs[0], plan.channels);
        buildPlane(b, l, plan, n, c);
      });

  SmallVector<Value> results{toTensor(rewriter, loc, plan.output, outputType)};
  if (indicesType)
    results.push_back(toTensor(rewriter, loc, plan.indices, indicesType));
  return results;
}

/// Every MaxPool version: the op's operands and attributes, and the cases
/// the kernel leaves to the other lowerings; lowerMaxPool builds the rest.
struct MaxPoolToVector : OpInterfaceRewritePattern<MaxPoolOpInterface> {
  MaxPoolToVector(MLIRContext *ctx, int64_t vectorBits)
      : OpInterfaceRewritePattern(ctx), vectorBits(vectorBits) {}

  LogicalResult matchAndRewrite(MaxPoolOpInterface op,
                                PatternRewriter &rewriter) const override {
    auto inputType = dyn_cast<RankedTensorType>(op.getInput().getType());
    auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
    if (!inputType || !outputType)
      return rewriter.notifyMatchFailure(op, "unranked input or result");
    PoolingAttrs attrs = op.getPoolingAttrs();
    if (attrs.strides.back() > 4)
      return rewriter.notifyMatchFailure(op, "last stride > 4: no gain");
    // Each last-axis tap is unrolled into straight-line vector code.
    if (attrs.kernel.back() > kMaxUnrolledColumns)
      return rewriter.notifyMatchFailure(op, "last-axis kernel too wide to "
                                             "unroll");
    int64_t axis = 0;
    RankedTensorType indicesType;
    // Indices nobody reads are not computed (MaxPool-8 with dilations stays
    // MaxPool-8 when its indices are unused: MaxPool-1 has no dilations).
    Value indices = op.getIndicesOrNull();
    if (indices && !indices.use_empty()) {
      axis = op.getIndicesAxisFromZero();
      // Beyond axis 2 every index needs its own modulo: the generic path.
      if (axis > 2)
        return rewriter.notifyMatchFailure(op, "axis > 2");
      indicesType = cast<RankedTensorType>(indices.getType());
    }
    SmallVector<Value> results =
        lowerMaxPool(rewriter, op.getLoc(), op.getInput(), attrs, outputType,
                     indicesType, axis, vectorBits);
    rewriter.replaceAllUsesWith(op.getOutput(), results[0]);
    if (indicesType)
      rewriter.replaceAllUsesWith(indices, results[1]);
    rewriter.eraseOp(op);
    return success();
  }

private:
  int64_t vectorBits;
};

} // namespace

void mlir::ov::vectorize::populateMaxPoolToVectorPatterns(
    RewritePatternSet &patterns, int64_t vectorBits) {
  patterns.add<MaxPoolToVector>(patterns.getContext(), vectorBits);
}
