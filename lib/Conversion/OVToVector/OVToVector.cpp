//===- OVToVector.cpp - Vectorized, parallel CPU kernels (ov-to-vector) ---===//
//
// The fast CPU path. MaxPool, for each (n, c) plane in parallel (scf.parallel,
// OpenMP later), walks the output rows and vectorizes along the output's
// last axis, `lanes` outputs at a time:
//   - interior chunks (every tap of every lane inside the row) load each
//     kernel column with one contiguous vector.load of stride * lanes
//     elements and de-interleave it with a vector.shuffle (stride > 1);
//   - border and partial chunks gather with lane indices clamped into the
//     row and replace out-of-row lanes by the initial value, so no address
//     is ever outside the input;
//   - taps of the outer axes are clamped to the input (never read padding);
//   - where the kernel is taller than its stride, interior output rows go in
//     blocks that load each input row once per kernel column and fold its
//     max into every output row of the block whose window holds it.
// The update is OpenVINO's strict greater-than select (LLVM's max pattern;
// NaN never wins, the first maximum in scan order is kept) and carries the
// spatial index of the winner for MaxPool-8. Semantics:
// docs/semantics.md 1.6-1.7.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/BufferBridge.h"
#include "ov/Semantics/KernelBuilders.h"
#include "ov/Conversion/Passes.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

#include <functional>

namespace mlir::ov {
#define GEN_PASS_DEF_CONVERTOVTOVECTOR
#include "ov/Conversion/Passes.h.inc"
} // namespace mlir::ov

using namespace mlir;
using namespace mlir::ov;

namespace {

//===----------------------------------------------------------------------===//
// Scalar helpers (index arithmetic)
//===----------------------------------------------------------------------===//

/// Index arithmetic with the builder and location bound.
struct IndexMath {
  OpBuilder &b;
  Location loc;

  Value c(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, loc, x, y); }
  Value mul(Value x, int64_t y) { return y == 1 ? x : mul(x, c(y)); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value ceilDiv(Value x, int64_t y) {
    return y == 1 ? x : arith::CeilDivSIOp::create(b, loc, x, c(y));
  }
  Value floorDiv(Value x, int64_t y) {
    return y == 1 ? x : arith::FloorDivSIOp::create(b, loc, x, c(y));
  }
  Value lt(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, y);
  }
  Value le(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, x, y);
  }
  Value ge(Value x, Value y) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, x, y);
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
};

/// Taps t in [lo, hi) of one axis keep 0 <= o*s + t*d - pad < D:
///   lo = max(0, ceil((pad - o*s) / d)),  hi = min(k, ceil((D + pad - o*s) / d)).
std::pair<Value, Value> tapRange(IndexMath &m, Value o, const PoolAxis &p,
                                 Value pad, Value dim) {
  Value start = m.sub(pad, m.mul(o, p.stride));
  Value lo = m.max(m.c(0), m.ceilDiv(start, p.dilation));
  Value hi = m.min(m.c(p.kernel), m.ceilDiv(m.add(dim, start), p.dilation));
  return {lo, hi};
}

//===----------------------------------------------------------------------===//
// MaxPool
//===----------------------------------------------------------------------===//

/// Everything the kernel of one plane needs, as values of the enclosing
/// function (loop-invariant).
struct PoolPlan {
  PoolingAttrs attrs;
  unsigned k = 0;                 // spatial rank
  Value input, output, indices;   // signless memrefs (indices may be null)
  SmallVector<Value> inDims;      // spatial input dims
  SmallVector<Value> outDims;     // spatial output dims
  SmallVector<Value> padsBegin;   // resolved
  Value channels;
  Value planeSize;                // product of spatial input dims
  Value modulus;                  // axis product, null for axis 0
  Type elementType;               // signless
  Type originalElementType;       // as declared (decides the initial value)
  bool isUnsigned = false;
  int64_t lanes = 16;             // outputs per vector
  /// Output rows (consecutive outputs of the second-to-last axis) computed
  /// together in the interior, sharing each input row's max (1: none).
  int64_t rowBlock = 1;
  Type laneIndexType;             // i32 or i64 spatial positions
  Type indexElementType;          // i32 or i64 (MaxPool-8)

  bool withIndices() const { return static_cast<bool>(indices); }
  const PoolAxis axis(unsigned j) const { return attrs.axis(j); }
  int64_t lastStride() const { return attrs.strides[k - 1]; }
};

/// Vector helpers for one plan.
struct VectorMath {
  OpBuilder &b;
  Location loc;

  VectorType vec(int64_t lanes, Type element) {
    return VectorType::get({lanes}, element);
  }
  Value splat(Value scalar, int64_t lanes) {
    return vector::BroadcastOp::create(b, loc, vec(lanes, scalar.getType()),
                                       scalar);
  }
  /// [0, step, 2*step, ...] of `type`.
  Value ramp(int64_t lanes, int64_t step, Type type) {
    SmallVector<Attribute> values;
    for (int64_t l = 0; l < lanes; ++l)
      values.push_back(b.getIntegerAttr(type, l * step));
    auto vt = vec(lanes, type);
    return arith::ConstantOp::create(b, loc, vt,
                                     DenseElementsAttr::get(vt, values));
  }
  Value cast(Value scalar, Type type) {
    if (scalar.getType() == type)
      return scalar;
    if (scalar.getType().isIndex() || type.isIndex())
      return arith::IndexCastOp::create(b, loc, type, scalar);
    return arith::ExtSIOp::create(b, loc, type, scalar);
  }
};

/// The tap update on vectors or scalars: (best, index) <- (tap, tapIndex) if
/// tap > best.
std::pair<Value, Value> update(OpBuilder &b, Location loc, const PoolPlan &plan,
                               Value tap, Value tapIndex, Value best,
                               Value bestIndex) {
  Value greater = buildStrictlyGreater(b, loc, tap, best, plan.isUnsigned);
  Value value = arith::SelectOp::create(b, loc, greater, tap, best);
  Value index;
  if (plan.withIndices())
    index = arith::SelectOp::create(b, loc, greater, tapIndex, bestIndex);
  return {value, index};
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

/// Memref indices [n, c, coords..., last].
SmallVector<Value> planeIndices(Value n, Value c, ArrayRef<Value> coords,
                                Value last) {
  SmallVector<Value> indices{n, c};
  llvm::append_range(indices, coords);
  indices.push_back(last);
  return indices;
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
/// outside the input is ever read. Returns (value[, index]) per output row.
SmallVector<Value> buildChunk(OpBuilder &b, Location loc, const PoolPlan &plan,
                              Value n, Value c, ArrayRef<Value> outerOut,
                              Value ow0, ChunkKind kind, int64_t rows,
                              int64_t staticPad = 0) {
  bool interior = kind == ChunkKind::Interior;
  VectorMath v{b, loc};
  IndexMath m{b, loc};
  int64_t lanes = plan.lanes;
  unsigned last = plan.k - 1;
  PoolAxis p = plan.axis(last);
  int64_t s = p.stride;
  Type elem = plan.elementType;
  // The initial value depends on signedness (0 for unsigned types), which
  // only the declared element type knows.
  Value init =
      v.splat(buildPoolInitValue(b, loc, plan.originalElementType), lanes);
  SmallVector<Value> carried{init};
  // Input column of lane 0 for kernel column 0.
  Value col0 = m.sub(m.mul(ow0, s), plan.padsBegin[last]);
  Value width = plan.inDims[last];
  Value zeroIdx = m.c(0);
  // Indices: the spatial index of lane l's tap (row, kw) is
  //   rowBase + kw*d + (col0 + l*s),
  // whose last term is the same for every tap. The taps select the uniform
  // rowBase + kw*d (one broadcast), and the lane term is added once per
  // chunk; the running index starts at -(col0 + l*s), so that a lane no tap
  // wins ends at index 0.
  Value laneTerm;
  if (plan.withIndices()) {
    laneTerm = arith::AddIOp::create(
        b, loc, v.splat(v.cast(col0, plan.laneIndexType), lanes),
        v.ramp(lanes, s, plan.laneIndexType));
    Value zero = v.splat(
        arith::ConstantOp::create(b, loc, b.getZeroAttr(plan.laneIndexType)),
        lanes);
    carried.push_back(arith::SubIOp::create(b, loc, zero, laneTerm));
  }

  // The kernel columns of one input row folded into (best, bestIndex) in
  // scan order.
  auto foldRow =
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value rowBase,
          Value best, Value bestIndex) {
        VectorMath rv{rb, rl};
        IndexMath rm{rb, rl};
        for (int64_t kw = 0; kw < p.kernel; ++kw) {
          Value col = rm.add(col0, rm.c(kw * p.dilation));
          Value tap;
          if (kind == ChunkKind::Masked || kind == ChunkKind::StaticFirst) {
            auto wide = rv.vec(lanes * s, elem);
            Value wideInit = rv.splat(
                vector::ExtractOp::create(rb, rl, init, ArrayRef<int64_t>{0}),
                lanes * s);
            // Static column (StaticFirst) or dynamic col >= 0 (Masked).
            int64_t staticCol = -staticPad + kw * p.dilation;
            bool shifted = kind == ChunkKind::StaticFirst && staticCol < 0;
            // Loaded elements: [from, from + lanes*s) intersected with
            // [0, W); `from` stays inside the row even when nothing is
            // loaded (the masked-off address is never read).
            Value from = shifted ? rm.c(0)
                         : kind == ChunkKind::StaticFirst ? rm.c(staticCol)
                                                          : col;
            Value end = shifted ? rm.c(lanes * s + staticCol)
                                : rm.add(from, rm.c(lanes * s));
            Value count = rm.max(
                rm.c(0), rm.sub(rm.min(end, width), from));
            Value base = rm.max(rm.c(0), rm.min(from, rm.sub(width, rm.c(1))));
            Value mask = vector::CreateMaskOp::create(
                rb, rl, rv.vec(lanes * s, rb.getI1Type()), ValueRange{count});
            Value loaded = vector::MaskedLoadOp::create(
                rb, rl, wide, plan.input, planeIndices(n, c, rowCoords, base),
                mask, wideInit);
            // Lane l takes column from + l*s, or the initial value (lanes
            // left of the row, when shifted).
            SmallVector<int64_t> lanesMask;
            for (int64_t l = 0; l < lanes; ++l) {
              int64_t at = shifted ? staticCol + l * s : l * s;
              lanesMask.push_back(at < 0 ? lanes * s : at);
            }
            bool identity = !shifted && s == 1;
            tap = identity ? loaded
                           : vector::ShuffleOp::create(rb, rl, loaded,
                                                       wideInit, lanesMask)
                                 .getResult();
            if (kind == ChunkKind::StaticFirst)
              col = rm.c(staticCol);
          } else if (interior) {
            auto wide = rv.vec(lanes * s, elem);
            tap = vector::LoadOp::create(
                rb, rl, wide, plan.input,
                planeIndices(n, c, rowCoords, col));
            if (s > 1) {
              SmallVector<int64_t> mask;
              for (int64_t l = 0; l < lanes; ++l)
                mask.push_back(l * s);
              tap = vector::ShuffleOp::create(rb, rl, tap, tap, mask);
            }
          } else {
            // Columns col + l*s, clamped into the row for the address; lanes
            // outside the row keep the initial value.
            Type i32 = rb.getI32Type();
            Value cols = arith::AddIOp::create(
                rb, rl, rv.splat(rv.cast(col, i32), lanes),
                rv.ramp(lanes, s, i32));
            Value zero = rv.splat(arith::ConstantIntOp::create(rb, rl, 0, 32),
                                  lanes);
            Value lastCol =
                rv.splat(rv.cast(rm.sub(width, rm.c(1)), i32), lanes);
            Value inside = arith::AndIOp::create(
                rb, rl,
                arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::sge, cols,
                                      zero),
                arith::CmpIOp::create(rb, rl, arith::CmpIPredicate::sle, cols,
                                      lastCol));
            Value clamped = arith::MinSIOp::create(
                rb, rl, arith::MaxSIOp::create(rb, rl, cols, zero), lastCol);
            Value allTrue = arith::ConstantOp::create(
                rb, rl, DenseElementsAttr::get(rv.vec(lanes, rb.getI1Type()),
                                               true));
            Value gathered = vector::GatherOp::create(
                rb, rl, rv.vec(lanes, elem), plan.input,
                planeIndices(n, c, rowCoords, zeroIdx), clamped, allTrue,
                init);
            tap = arith::SelectOp::create(rb, rl, inside, gathered, init);
          }
          Value tapIndex;
          if (plan.withIndices())
            tapIndex = rv.splat(
                rv.cast(rm.add(rowBase, rm.c(kw * p.dilation)),
                        plan.laneIndexType),
                lanes);
          std::tie(best, bestIndex) =
              update(rb, rl, plan, tap, tapIndex, best, bestIndex);
        }
        return std::make_pair(best, bestIndex);
      };

  SmallVector<Value> coords;
  SmallVector<Value> results;
  if (rows == 1) {
    results = forEachOuterTap(
        b, loc, plan, outerOut, 0, last, coords, zeroIdx, carried,
        [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords,
            Value rowBase, ValueRange iter) -> SmallVector<Value> {
          auto [best, index] = foldRow(rb, rl, rowCoords, rowBase, iter[0],
                                       plan.withIndices() ? iter[1] : Value());
          SmallVector<Value> next{best};
          if (plan.withIndices())
            next.push_back(index);
          return next;
        });
  } else {
    // A block of output rows: each input row's max over the kernel columns
    // is computed once and folded into every output row whose window holds
    // the row, in ascending row order. The row's first maximum, then the
    // first row holding the window's maximum: the same winner as the
    // row-major scan of the window (strict greater-than keeps the first).
    unsigned axis = last - 1;
    PoolAxis ph = plan.axis(axis);
    SmallVector<Value> blockCarried;
    for (int64_t j = 0; j < rows; ++j)
      llvm::append_range(blockCarried, carried);
    results = forEachOuterTap(
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
                  update(rb, rl, plan, rowMax, rowIndex, out[0],
                         plan.withIndices() ? out[1] : Value());
              out[0] = value;
              if (plan.withIndices())
                out[1] = index;
            }
          }
          return acc;
        });
  }
  if (plan.withIndices())
    for (size_t j = 1; j < results.size(); j += 2)
      results[j] = arith::AddIOp::create(b, loc, results[j], laneTerm);
  return results;
}

/// Stores a chunk's values (and final indices) at [n, c, outerOut..., ow0],
/// masked to the `count` valid lanes when `masked`.
void storeChunk(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
                Value c, ArrayRef<Value> outerOut, Value ow0,
                ArrayRef<Value> results, Value planeOffset, Value count,
                bool masked) {
  VectorMath v{b, loc};
  SmallVector<Value> at = planeIndices(n, c, outerOut, ow0);
  Value mask;
  if (masked)
    mask = vector::CreateMaskOp::create(
        b, loc, v.vec(plan.lanes, b.getI1Type()), ValueRange{count});
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
    spatial = out.getIntOrFloatBitWidth() >
                      plan.laneIndexType.getIntOrFloatBitWidth()
                  ? arith::ExtSIOp::create(b, loc, v.vec(plan.lanes, out),
                                           spatial)
                        .getResult()
                  : arith::TruncIOp::create(b, loc, v.vec(plan.lanes, out),
                                            spatial)
                        .getResult();
  Value offset = v.splat(v.cast(planeOffset, out), plan.lanes);
  store(arith::AddIOp::create(b, loc, spatial, offset), plan.indices);
}

/// Walks the last axis of `rows` output rows (from outerOut.back() on the
/// second-to-last axis) in chunks of `lanes`: interior chunks with loads,
/// the others with masked loads or gathers; partial chunks masked.
void buildRow(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
              Value c, ArrayRef<Value> outerOut, Value planeOffset,
              int64_t rows) {
  IndexMath m{b, loc};
  // Stores each output row's (value[, index]) of a chunk.
  auto store = [&](OpBuilder &cb, Location cl, Value ow0,
                   ArrayRef<Value> results, Value count, bool masked) {
    IndexMath cm{cb, cl};
    size_t group = plan.withIndices() ? 2 : 1;
    SmallVector<Value> at(outerOut.begin(), outerOut.end());
    for (int64_t j = 0; j < rows; ++j) {
      if (j > 0)
        at.back() = cm.add(outerOut.back(), cm.c(j));
      storeChunk(cb, cl, plan, n, c, at, ow0, results.slice(j * group, group),
                 planeOffset, count, masked);
    }
  };
  unsigned last = plan.k - 1;
  PoolAxis p = plan.axis(last);
  int64_t lanes = plan.lanes, s = p.stride;
  Value outW = plan.outDims[last];
  Value width = plan.inDims[last];
  Value pad = plan.padsBegin[last];
  // Interior chunks [ow0, ow0 + lanes): ow0*s - pad >= 0 and the last
  // loaded element (ow0 + lanes - 1)*s - pad + (k-1)*d + (s-1) <= W - 1.
  Value first = m.min(m.ceilDiv(pad, s), outW);
  Value lastLoad = m.c((lanes - 1) * s + (p.kernel - 1) * p.dilation + s - 1);
  Value limit = m.floorDiv(m.sub(m.add(m.sub(width, m.c(1)), pad), lastLoad), s);
  // Chunk starts ow0 <= limit are interior; ow0 + lanes <= outW too.
  Value interiorEnd = m.max(first, m.min(m.add(limit, m.c(1)),
                                         m.sub(outW, m.c(lanes - 1))));
  // [0, first): border chunks; [first, first + j*lanes) interior chunks with
  // start < interiorEnd; then border chunks to the end.
  auto borderChunks = [&](OpBuilder &lb, Location ll, Value from, Value to,
                          ChunkKind kind) {
    IndexMath lm{lb, ll};
    scf::ForOp::create(
        lb, ll, from, to, lm.c(lanes), ValueRange{},
        [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
          IndexMath cm{cb, cl};
          SmallVector<Value> res =
              buildChunk(cb, cl, plan, n, c, outerOut, ow0, kind, rows);
          Value count = cm.min(cm.c(lanes), cm.sub(to, ow0));
          store(cb, cl, ow0, res, count, /*masked=*/true);
          scf::YieldOp::create(cb, cl);
        });
  };
  // Left border, up to `first` (masked stores keep chunks from overlapping):
  // with a static pad of at most `lanes` outputs, one chunk of static
  // shuffles covers [0, lanes); else gathers.
  std::optional<int64_t> staticPad = getConstantIntValue(pad);
  Value start = first;
  if (staticPad && llvm::divideCeil(*staticPad, s) <= lanes) {
    Value count = m.min(m.c(lanes), outW);
    scf::IfOp::create(
        b, loc, m.lt(m.c(0), count), [&](OpBuilder &cb, Location cl) {
          Value zero = IndexMath{cb, cl}.c(0);
          SmallVector<Value> res =
              buildChunk(cb, cl, plan, n, c, outerOut, zero,
                         ChunkKind::StaticFirst, rows, *staticPad);
          store(cb, cl, zero, res, count, /*masked=*/true);
          scf::YieldOp::create(cb, cl);
        });
    start = m.max(first, count);
    interiorEnd = m.max(start, interiorEnd);
  } else {
    borderChunks(b, loc, m.c(0), first, ChunkKind::Gather);
  }
  // Interior: chunk starts start, start + lanes, ... below interiorEnd.
  Value span = m.sub(interiorEnd, start);
  Value chunks = arith::CeilDivSIOp::create(b, loc, span, m.c(lanes));
  Value interiorStop = m.add(start, m.mul(chunks, lanes));
  scf::ForOp::create(b, loc, start, interiorStop, m.c(lanes), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
                       SmallVector<Value> res =
                           buildChunk(cb, cl, plan, n, c, outerOut, ow0,
                                      ChunkKind::Interior, rows);
                       store(cb, cl, ow0, res, Value(), /*masked=*/false);
                       scf::YieldOp::create(cb, cl);
                     });
  // Right border and the partial last chunk (their columns are >= 0).
  borderChunks(b, loc, interiorStop, outW, ChunkKind::Masked);
}

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
  // Loops over the outer output axes; the second-to-last in blocks of
  // plan.rowBlock rows where every block row's taps on it are inside the
  // input.
  SmallVector<Value> outerOut;
  std::function<void(OpBuilder &, Location, unsigned)> rows;
  auto loop = [&](OpBuilder &rb, Location rl, unsigned axis, Value from,
                  Value to, int64_t step) {
    IndexMath rm{rb, rl};
    scf::ForOp::create(rb, rl, from, to, rm.c(step), ValueRange{},
                       [&](OpBuilder &nb, Location nl, Value o, ValueRange) {
                         outerOut.push_back(o);
                         if (axis + 2 == plan.k)
                           buildRow(nb, nl, plan, n, c, outerOut, planeOffset,
                                    step);
                         else
                           rows(nb, nl, axis + 1);
                         outerOut.pop_back();
                         scf::YieldOp::create(nb, nl);
                       });
  };
  rows = [&](OpBuilder &rb, Location rl, unsigned axis) {
    IndexMath rm{rb, rl};
    if (axis + 1 == plan.k) { // 1-D pooling: the row itself
      buildRow(rb, rl, plan, n, c, outerOut, planeOffset, 1);
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

} // namespace

namespace {

/// The number of lanes for `elementType` in `vectorBits`-bit vectors; with
/// indices at least 32 bits per lane count (the index vector's width).
int64_t lanesFor(Type elementType, int64_t vectorBits, bool withIndices) {
  int64_t bits = elementType.getIntOrFloatBitWidth();
  if (withIndices)
    bits = std::max<int64_t>(bits, 32);
  return std::max<int64_t>(vectorBits / bits, 4);
}

/// Taps of one input row unrolled at most per block of output rows.
constexpr int64_t kMaxBlockTaps = 128;

/// Output rows computed together (buildChunk's blocks): the block size with
/// the fewest tap and row updates per output, where that saves at least a
/// quarter of the kernel's taps (kernels taller than their stride); 1
/// otherwise. At most 4 rows with indices (twice the accumulators).
int64_t chooseRowBlock(const PoolingAttrs &attrs, unsigned k,
                       bool withIndices) {
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
    if (withIndices && rows > 4)
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

/// Spatial positions fit i32 lanes when the plane size is statically known
/// to be below 2^31.
Type laneIndexTypeFor(OpBuilder &b, RankedTensorType inputType) {
  int64_t size = 1;
  for (int64_t d : inputType.getShape().drop_front(2)) {
    if (ShapedType::isDynamic(d))
      return b.getI64Type();
    size *= d;
    if (size >= (int64_t(1) << 31))
      return b.getI64Type();
  }
  return b.getI32Type();
}

/// The widest last-axis kernel whose taps are unrolled; wider ones (as wide
/// as 2^62 is a valid attribute) are left for the other lowerings.
constexpr int64_t kMaxUnrolledColumns = 64;

template <typename OpTy>
struct MaxPoolToVector : OpRewritePattern<OpTy> {
  MaxPoolToVector(MLIRContext *ctx, int64_t vectorBits)
      : OpRewritePattern<OpTy>(ctx), vectorBits(vectorBits) {}
  static constexpr bool kWithIndices = std::is_same_v<OpTy, MaxPoolV8Op>;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value input = op.getInput();
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto outputType = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (!inputType || !outputType)
      return rewriter.notifyMatchFailure(op, "unranked input or result");
    PoolingAttrs attrs = PoolingAttrs::get(op);
    if (attrs.strides.back() > 4)
      return rewriter.notifyMatchFailure(op, "last stride > 4: no gain");
    // Each last-axis tap is unrolled into straight-line vector code.
    if (attrs.kernel.back() > kMaxUnrolledColumns)
      return rewriter.notifyMatchFailure(op, "last-axis kernel too wide to "
                                             "unroll");
    int64_t axis = 0;
    if constexpr (kWithIndices) {
      axis = op.getAxisAttr().getInt();
      if (axis < 0)
        axis += inputType.getRank();
      // Beyond axis 2 every index needs its own modulo: the generic path.
      if (axis > 2)
        return rewriter.notifyMatchFailure(op, "axis > 2");
    }

    PoolPlan plan;
    plan.attrs = attrs;
    plan.k = attrs.spatialRank();
    Type elementType = inputType.getElementType();
    plan.elementType = toSignlessType(elementType);
    plan.originalElementType = elementType;
    plan.isUnsigned = isUnsignedInteger(elementType);
    plan.lanes = lanesFor(elementType, vectorBits, kWithIndices);
    plan.laneIndexType = laneIndexTypeFor(rewriter, inputType);
    plan.rowBlock = chooseRowBlock(attrs, plan.k, kWithIndices);

    SmallVector<OpFoldResult> outShape =
        reifyPoolingOutputShape(rewriter, loc, input, attrs);
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
    plan.output = allocBuffer(rewriter, loc, outputType, outShape, 64);
    RankedTensorType indicesType;
    if constexpr (kWithIndices) {
      indicesType = cast<RankedTensorType>(op.getIndices().getType());
      plan.indices = allocBuffer(rewriter, loc, indicesType, outShape, 64);
      plan.indexElementType = indicesType.getElementType();
      if (axis > 0) {
        plan.modulus = m.c(1);
        for (int64_t d = axis; d < inputType.getRank(); ++d)
          plan.modulus = m.mul(
              plan.modulus,
              indexValue(rewriter, loc,
                         tensor::getMixedSize(rewriter, loc, input, d)));
      }
    }

    // One parallel loop over the N*C planes.
    Value batch = indexValue(rewriter, loc, outShape[0]);
    Value planes = m.mul(batch, plan.channels);
    scf::ParallelOp::create(
        rewriter, loc, ValueRange{m.c(0)}, ValueRange{planes},
        ValueRange{m.c(1)}, [&](OpBuilder &b, Location l, ValueRange ivs) {
          Value n = arith::DivUIOp::create(b, l, ivs[0], plan.channels);
          Value c = arith::RemUIOp::create(b, l, ivs[0], plan.channels);
          buildPlane(b, l, plan, n, c);
        });

    SmallVector<Value> results{toTensor(rewriter, loc, plan.output, outputType)};
    if constexpr (kWithIndices)
      results.push_back(toTensor(rewriter, loc, plan.indices, indicesType));
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  int64_t vectorBits;
};

//===----------------------------------------------------------------------===//
// ROIAlign
//===----------------------------------------------------------------------===//

/// Pixels (of `lanes` channels each) in a task's scratch buffer: the box's
/// region of the feature map, transposed, plus pixel (0, 0). 4096 pixels of
/// 16 f32 channels are 256 KiB of stack per thread; boxes whose region does
/// not fit take the gather kernel.
constexpr int64_t kROIScratchPixels = 4096;
/// The largest output block (lanes channels x pooled bins) staged on the
/// stack before its non-temporal copy; larger blocks are stored directly.
constexpr int64_t kROIStagingBytes = 64 * 1024;
/// Outputs of at least this size are written with non-temporal stores.
constexpr int64_t kROINontemporalBytes = 4 * 1024 * 1024;

/// ROIAlign with bins as vector lanes, in parallel over (box, channel tile)
/// tasks. For `lanes` bins of one box at a time (bin q = row * pooled_w +
/// col in lane q mod lanes), each sample's neighbours and bilinear weights
/// are computed once, as vectors (docs/semantics.md 3.3, steps 5-8, exactly as
/// the scalar kernel per lane), and then applied to every channel of the
/// tile: four gathers from the channel's plane, the weighted sum, and the
/// running avg/max kept in the output row of that channel (contiguous
/// bins; masked for the last, partial group). Each lane sees its samples in
/// OpenVINO's order, so the result equals the scalar kernel's.
struct ROIAlignToVector : OpRewritePattern<ROIAlignV3Op> {
  ROIAlignToVector(MLIRContext *ctx, int64_t vectorBits)
      : OpRewritePattern(ctx), vectorBits(vectorBits) {}

  LogicalResult matchAndRewrite(ROIAlignV3Op op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dataType = dyn_cast<RankedTensorType>(op.getData().getType());
    auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
    if (!dataType || !outputType ||
        !isa<RankedTensorType>(op.getRois().getType()) ||
        !isa<RankedTensorType>(op.getBatchIndices().getType()))
      return rewriter.notifyMatchFailure(op, "unranked operand or result");
    ReifiedRankedShapedTypeDims reified;
    if (failed(op.reifyResultShapes(rewriter, reified)))
      return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

    Kernel k;
    IndexMath m{rewriter, loc};
    auto dim = [&](Value t, int64_t d) {
      return indexValue(rewriter, loc,
                        tensor::getMixedSize(rewriter, loc, t, d));
    };
    k.batch = dim(op.getData(), 0);
    k.channels = dim(op.getData(), 1);
    k.height = dim(op.getData(), 2);
    k.width = dim(op.getData(), 3);
    Value boxes = indexValue(rewriter, loc, reified[0][0]);
    k.floatType = dataType.getElementType();
    // Gathers take 32-bit (or 64-bit) lanes: as many bins as i32 (or f64)
    // lanes fit a vector.
    k.lanes = std::max<int64_t>(
        vectorBits / std::max<int64_t>(k.floatType.getIntOrFloatBitWidth(),
                                       32),
        4);
    k.pooledH = op.getPooledHAttr().getInt();
    k.pooledW = op.getPooledWAttr().getInt();
    k.samplingRatio = op.getSamplingRatioAttr().getInt();
    k.isMax = op.getMode() == ROIAlignMode::max;
    bool unsignedIndices = isUnsignedInteger(
        getElementTypeOrSelf(op.getBatchIndices().getType()));
    k.laneType = VectorType::get(
        {k.lanes}, planeFitsI32(dataType) ? rewriter.getI32Type()
                                          : rewriter.getI64Type());

    k.data = readBuffer(rewriter, loc, op.getData());
    Value rois = readBuffer(rewriter, loc, op.getRois());
    Value batchBuf = readBuffer(rewriter, loc, op.getBatchIndices());
    Value output = allocBuffer(rewriter, loc, outputType, reified[0], 64);
    // [R, C, pooled_h * pooled_w]: the bins of one channel are contiguous.
    k.output = memref::CollapseShapeOp::create(
        rewriter, loc, output, ArrayRef<ReassociationIndices>{{0}, {1}, {2, 3}});
    k.flatOutput = memref::CollapseShapeOp::create(
        rewriter, loc, output, ArrayRef<ReassociationIndices>{{0}, {1, 2, 3}});
    Value scale =
        arith::ConstantOp::create(rewriter, loc, op.getSpatialScaleAttr());

    Value tiles = m.ceilDiv(k.channels, k.lanes);
    // Per-thread scratch (ov-hoist-parallel-allocas moves it out of the
    // loop): [pixel, channel lane].
    Value scratch;
    Value tasks = m.mul(boxes, tiles);
    // The boxes in image order (stable): consecutive tasks then read the
    // planes of one image at a time.
    Value order = memref::AllocOp::create(
        rewriter, loc, MemRefType::get({ShapedType::kDynamic},
                                       rewriter.getIndexType()),
        ValueRange{boxes});
    scf::ForOp::create(
        rewriter, loc, m.c(0), k.batch, m.c(1), ValueRange{m.c(0)},
        [&](OpBuilder &nb, Location nl, Value n, ValueRange filled) {
          auto inner = scf::ForOp::create(
              nb, nl, IndexMath{nb, nl}.c(0), boxes, IndexMath{nb, nl}.c(1),
              filled,
              [&](OpBuilder &rb, Location rl, Value r, ValueRange at) {
                IndexMath rm{rb, rl};
                Value image = buildClampedBatchIndex(
                    rb, rl,
                    memref::LoadOp::create(rb, rl, batchBuf, ValueRange{r}),
                    unsignedIndices, k.batch);
                Value match = arith::CmpIOp::create(
                    rb, rl, arith::CmpIPredicate::eq, image, n);
                auto put = scf::IfOp::create(
                    rb, rl, match,
                    [&](OpBuilder &tb, Location tl) {
                      memref::StoreOp::create(tb, tl, r, order,
                                              ValueRange{at[0]});
                      scf::YieldOp::create(
                          tb, tl, ValueRange{IndexMath{tb, tl}.add(
                                      at[0], IndexMath{tb, tl}.c(1))});
                    },
                    [&](OpBuilder &eb, Location el) {
                      scf::YieldOp::create(eb, el, ValueRange{at[0]});
                    });
                scf::YieldOp::create(rb, rl, put.getResults());
              });
          scf::YieldOp::create(nb, nl, inner.getResults());
        });
    scf::ParallelOp::create(
        rewriter, loc, ValueRange{m.c(0)}, ValueRange{tasks},
        ValueRange{m.c(1)}, [&](OpBuilder &b, Location l, ValueRange ivs) {
          IndexMath bm{b, l};
          Task t;
          // Channel blocks outer, boxes inner: the threads' (contiguous)
          // shares of the tasks each read the planes of a few channel
          // blocks, which stay in cache while every box reads them.
          Value tile = arith::DivUIOp::create(b, l, ivs[0], boxes);
          t.box = memref::LoadOp::create(
              b, l, order,
              ValueRange{arith::RemUIOp::create(b, l, ivs[0], boxes)});
          t.c0 = bm.mul(tile, k.lanes);
          t.c1 = bm.min(bm.add(t.c0, bm.c(k.lanes)), k.channels);
          t.image = buildClampedBatchIndex(
              b, l, memref::LoadOp::create(b, l, batchBuf, ValueRange{t.box}),
              unsignedIndices, k.batch);
          RoundedArith a(b, l, k.floatType);
          auto coord = [&](int64_t i) {
            return memref::LoadOp::create(b, l, rois,
                                          ValueRange{t.box, bm.c(i)})
                .getResult();
          };
          t.g = buildROIGeometry(a, coord(0), coord(1), coord(2), coord(3),
                                 scale, k.pooledH, k.pooledW, k.samplingRatio);
          scratch = memref::AllocaOp::create(
              b, l,
              MemRefType::get({kROIScratchPixels + 1, k.lanes}, k.floatType),
              b.getI64IntegerAttr(64));
          // The task's output block ([channel lane][bin]) is staged and
          // then written with whole-line (non-temporal) stores: no read for
          // ownership of the output lines, which no one reads back soon.
          Value staging;
          int64_t blockBytes = k.lanes * k.pooledH * k.pooledW *
                               k.floatType.getIntOrFloatBitWidth() / 8;
          if (blockBytes <= kROIStagingBytes)
            staging = memref::AllocaOp::create(
                b, l,
                MemRefType::get({k.lanes * k.pooledH * k.pooledW},
                                k.floatType),
                b.getI64IntegerAttr(64));
          buildTask(b, l, k, t, scratch, staging);
        });
    rewriter.replaceOp(op, toTensor(rewriter, loc, output, outputType));
    return success();
  }

private:
  /// Loop-invariant values of the op.
  struct Kernel {
    Value batch, channels, height, width;
    Value data, output; // output viewed as [R, C, pooled_h * pooled_w]
    Value flatOutput;   // and as [R, C * pooled_h * pooled_w]
    Type floatType;
    VectorType laneType; // integer lanes (pixel offsets inside a plane)
    int64_t lanes = 16, pooledH = 1, pooledW = 1, samplingRatio = 0;
    bool isMax = false;
  };
  /// One (box, channel tile) task.
  struct Task {
    Value box, image, c0, c1;
    ROIGeometry g;
  };

  /// Pixel offsets y * W + x, as int lanes, fit i32 when a plane (H*W
  /// elements) is statically below 2^31.
  static bool planeFitsI32(RankedTensorType dataType) {
    int64_t size = 1;
    for (int64_t d : dataType.getShape().drop_front(2)) {
      if (ShapedType::isDynamic(d))
        return false;
      size *= d;
      if (size >= (int64_t(1) << 31))
        return false;
    }
    return true;
  }

  /// One (box, channel block) task: the blocked kernel when the box's
  /// region of the feature map fits the scratch buffer, else the gather
  /// kernel.
  static void buildTask(OpBuilder &b, Location loc, const Kernel &k,
                        const Task &t, Value scratch, Value staging) {
    IndexMath m{b, loc};
    RoundedArith a(b, loc, k.floatType);
    // Sample positions grow with the bin and the sample index (bin and
    // sample sizes are >= 0), and so do their neighbours: every inside
    // sample's neighbours lie between those of the first sample of the
    // first bin and of the last sample of the last bin, on both axes.
    Region rg;
    ROISampleAxis yFirst = buildROISampleAxisY(a, t.g, m.c(0), m.c(0), k.height);
    ROISampleAxis yLast = buildROISampleAxisY(
        a, t.g, m.c(k.pooledH - 1), m.sub(t.g.samplesY, m.c(1)), k.height);
    ROISampleAxis xFirst = buildROISampleAxisX(a, t.g, m.c(0), m.c(0), k.width);
    ROISampleAxis xLast = buildROISampleAxisX(
        a, t.g, m.c(k.pooledW - 1), m.sub(t.g.samplesX, m.c(1)), k.width);
    rg.y0 = yFirst.low;
    rg.x0 = xFirst.low;
    Value rows = m.add(m.sub(yLast.high, rg.y0), m.c(1));
    rg.cols = m.add(m.sub(xLast.high, rg.x0), m.c(1));
    rg.stride = m.mul(m.ceilDiv(rg.cols, k.lanes), k.lanes);
    Value fits = m.andI(
        m.andI(m.ge(rows, m.c(1)), m.ge(rg.cols, m.c(1))),
        m.le(m.mul(rows, rg.stride), m.c(kROIScratchPixels)));
    rg.rows = rows;
    bool blockedOk = llvm::isPowerOf2_64(k.lanes);
    if (!blockedOk) {
      buildGatherTask(b, loc, k, t);
      return;
    }
    scf::IfOp::create(
        b, loc, fits,
        [&](OpBuilder &tb, Location tl) {
          buildBlockedTask(tb, tl, k, t, scratch, staging, rg);
          scf::YieldOp::create(tb, tl);
        },
        [&](OpBuilder &eb, Location el) {
          buildGatherTask(eb, el, k, t);
          scf::YieldOp::create(eb, el);
        });
  }

  /// The part of the feature map a box reads: rows y0 .. y0 + rows - 1,
  /// columns x0 .. x0 + cols - 1, stored in the scratch buffer from pixel 1
  /// on with `stride` (cols rounded up to whole vectors) pixels per row.
  struct Region {
    Value y0, x0, rows, cols, stride;
  };

  /// The channel of lane `l` of the task, clamped to the last channel (lanes
  /// past it read valid memory; their results are never stored).
  static Value laneChannel(IndexMath &m, const Kernel &k, const Task &t,
                           int64_t l) {
    return m.min(m.add(t.c0, m.c(l)), m.sub(k.channels, m.c(1)));
  }

  /// The L x L transpose of L vectors of L elements (L a power of two), by
  /// log2(L) rounds of two-input shuffles.
  static SmallVector<Value> transpose(OpBuilder &b, Location loc,
                                      SmallVector<Value> rows) {
    int64_t n = rows.size();
    for (int64_t step = 1; step < n; step *= 2)
      for (int64_t i = 0; i < n; ++i) {
        if (i & step)
          continue;
        SmallVector<int64_t> lo, hi;
        for (int64_t p = 0; p < n; ++p) {
          lo.push_back((p & step) ? n + p - step : p);
          hi.push_back((p & step) ? n + p : p + step);
        }
        Value x = rows[i], y = rows[i + step];
        rows[i] = vector::ShuffleOp::create(b, loc, x, y, lo);
        rows[i + step] = vector::ShuffleOp::create(b, loc, x, y, hi);
      }
    return rows;
  }

  /// Channels as lanes: the box's region of the L channels' planes is
  /// transposed into the scratch buffer ([pixel][channel], pixel 0 holding
  /// pixel (0, 0) for outside samples), so each sample reads its four
  /// neighbours as four contiguous vectors. The scalar geometry (the
  /// scalar kernel's, value for value) is shared by the L channels; the
  /// results of up to L bins of a row are transposed back into the output
  /// rows of the channels.
  static void buildBlockedTask(OpBuilder &b, Location loc, const Kernel &k,
                               const Task &t, Value scratch, Value staging,
                               const Region &rg) {
    IndexMath m{b, loc};
    VectorMath v{b, loc};
    int64_t lanes = k.lanes;
    auto vecType = v.vec(lanes, k.floatType);
    // Pixel (0, 0) of every lane's plane.
    for (int64_t l = 0; l < lanes; ++l) {
      Value p = memref::LoadOp::create(
          b, loc, k.data,
          ValueRange{t.image, laneChannel(m, k, t, l), m.c(0), m.c(0)});
      memref::StoreOp::create(b, loc, p, scratch, ValueRange{m.c(0), m.c(l)});
    }
    // The region, lanes columns at a time: one (masked) row load per
    // channel, a transpose, one store per pixel.
    scf::ForOp::create(
        b, loc, m.c(0), rg.rows, m.c(1), ValueRange{},
        [&](OpBuilder &yb, Location yl, Value dy, ValueRange) {
          IndexMath ym{yb, yl};
          Value y = ym.add(rg.y0, dy);
          scf::ForOp::create(
              yb, yl, ym.c(0), rg.cols, ym.c(lanes), ValueRange{},
              [&](OpBuilder &xb, Location xl, Value dx, ValueRange) {
                IndexMath xm{xb, xl};
                VectorMath xv{xb, xl};
                Value x = xm.add(rg.x0, dx);
                Value count = xm.min(xm.c(lanes), xm.sub(k.width, x));
                Value mask = vector::CreateMaskOp::create(
                    xb, xl, xv.vec(lanes, xb.getI1Type()), ValueRange{count});
                Value zero = xv.splat(
                    RoundedArith(xb, xl, k.floatType).constant(0.0), lanes);
                SmallVector<Value> planeRows;
                for (int64_t l = 0; l < lanes; ++l)
                  planeRows.push_back(vector::MaskedLoadOp::create(
                      xb, xl, vecType, k.data,
                      ValueRange{t.image, laneChannel(xm, k, t, l), y, x},
                      mask, zero));
                SmallVector<Value> pixels = transpose(xb, xl, planeRows);
                Value base =
                    xm.add(xm.add(xm.mul(dy, rg.stride), dx), xm.c(1));
                for (int64_t j = 0; j < lanes; ++j)
                  vector::StoreOp::create(
                      xb, xl, pixels[j], scratch,
                      ValueRange{xm.add(base, xm.c(j)), xm.c(0)});
                scf::YieldOp::create(xb, xl);
              });
          scf::YieldOp::create(yb, yl);
        });
    // The bins, row by row, up to `lanes` bins of a row at a time.
    int64_t full = k.pooledW / lanes, rest = k.pooledW % lanes;
    scf::ForOp::create(
        b, loc, m.c(0), m.c(k.pooledH), m.c(1), ValueRange{},
        [&](OpBuilder &rb, Location rl, Value binRow, ValueRange) {
          IndexMath rm{rb, rl};
          if (full > 0)
            scf::ForOp::create(
                rb, rl, rm.c(0), rm.c(full * lanes), rm.c(lanes),
                ValueRange{},
                [&](OpBuilder &cb, Location cl, Value col0, ValueRange) {
                  buildBinChunk(cb, cl, k, t, scratch, staging, rg, binRow,
                                col0, lanes);
                  scf::YieldOp::create(cb, cl);
                });
          if (rest > 0)
            buildBinChunk(rb, rl, k, t, scratch, staging, rg, binRow,
                          rm.c(full * lanes), rest);
          scf::YieldOp::create(rb, rl);
        });
    if (staging)
      copyStagedBlock(b, loc, k, t, staging);
  }

  /// Writes the staged block to output[box, c0 .. c0 + lanes - 1, :]: a
  /// contiguous run of lanes * bins elements when the block has all its
  /// channels, as whole vectors, non-temporal where the run is aligned to
  /// a vector and the output is large (no read for ownership of lines that
  /// will not be read again soon); channel by channel, element by element,
  /// for the partial last block.
  static void copyStagedBlock(OpBuilder &b, Location loc, const Kernel &k,
                              const Task &t, Value staging) {
    IndexMath m{b, loc};
    int64_t lanes = k.lanes, bins = k.pooledH * k.pooledW;
    int64_t vectorBytes = lanes * k.floatType.getIntOrFloatBitWidth() / 8;
    auto vecType = VectorType::get({lanes}, k.floatType);
    Value fullBlock = m.le(m.add(t.c0, m.c(lanes)), k.channels);
    scf::IfOp::create(
        b, loc, fullBlock,
        [&](OpBuilder &fb, Location fl) {
          IndexMath fm{fb, fl};
          // Element offset of the block in the output, and its address.
          Value first = fm.mul(fm.add(fm.mul(t.box, k.channels), t.c0), bins);
          Value base = memref::ExtractAlignedPointerAsIndexOp::create(
              fb, fl, k.output);
          Value offset =
              memref::ExtractStridedMetadataOp::create(fb, fl, k.output)
                  .getOffset();
          Value address = fm.add(
              base, fm.mul(fm.add(offset, first), vectorBytes / lanes));
          Value aligned = arith::CmpIOp::create(
              fb, fl, arith::CmpIPredicate::eq,
              arith::RemUIOp::create(fb, fl, address, fm.c(vectorBytes)),
              fm.c(0));
          // Only outputs far larger than a core's cache bypass it.
          Value outputBytes = fm.mul(
              fm.mul(memref::DimOp::create(fb, fl, k.flatOutput, 0),
                     memref::DimOp::create(fb, fl, k.flatOutput, 1)),
              vectorBytes / lanes);
          aligned = fm.andI(aligned,
                            fm.ge(outputBytes, fm.c(kROINontemporalBytes)));
          Value rowStart = fm.mul(t.c0, bins);
          auto copy = [&](OpBuilder &cb, Location cl, bool nontemporal) {
            IndexMath cm{cb, cl};
            scf::ForOp::create(
                cb, cl, cm.c(0), cm.c(lanes * bins), cm.c(lanes),
                ValueRange{},
                [&](OpBuilder &jb, Location jl, Value j, ValueRange) {
                  IndexMath jm{jb, jl};
                  Value v = vector::LoadOp::create(jb, jl, vecType, staging,
                                                   ValueRange{j});
                  auto store = vector::StoreOp::create(
                      jb, jl, v, k.flatOutput,
                      ValueRange{t.box, jm.add(rowStart, j)});
                  if (nontemporal) {
                    store.setNontemporal(true);
                    store.setAlignment(uint64_t(vectorBytes));
                  }
                  scf::YieldOp::create(jb, jl);
                });
            scf::YieldOp::create(cb, cl);
          };
          scf::IfOp::create(
              fb, fl, aligned,
              [&](OpBuilder &cb, Location cl) { copy(cb, cl, true); },
              [&](OpBuilder &cb, Location cl) { copy(cb, cl, false); });
          scf::YieldOp::create(fb, fl);
        },
        [&](OpBuilder &pb, Location pl) {
          IndexMath pm{pb, pl};
          Value valid = pm.sub(k.channels, t.c0);
          scf::ForOp::create(
              pb, pl, pm.c(0), valid, pm.c(1), ValueRange{},
              [&](OpBuilder &cb, Location cl, Value i, ValueRange) {
                IndexMath cm{cb, cl};
                scf::ForOp::create(
                    cb, cl, cm.c(0), cm.c(bins), cm.c(1), ValueRange{},
                    [&](OpBuilder &eb, Location el, Value q, ValueRange) {
                      IndexMath em{eb, el};
                      Value v = memref::LoadOp::create(
                          eb, el, staging,
                          ValueRange{em.add(em.mul(i, bins), q)});
                      memref::StoreOp::create(
                          eb, el, v, k.output,
                          ValueRange{t.box, em.add(t.c0, i), q});
                      scf::YieldOp::create(eb, el);
                    });
                scf::YieldOp::create(cb, cl);
              });
          scf::YieldOp::create(pb, pl);
        });
  }

  /// Bins (binRow, col0 .. col0 + count - 1) of the task's channels.
  static void buildBinChunk(OpBuilder &b, Location loc, const Kernel &k,
                            const Task &t, Value scratch, Value staging,
                            const Region &rg, Value binRow, Value col0,
                            int64_t count) {
    IndexMath m{b, loc};
    VectorMath v{b, loc};
    int64_t lanes = k.lanes;
    auto vecType = v.vec(lanes, k.floatType);
    Value zero = v.splat(RoundedArith(b, loc, k.floatType).constant(0.0),
                         lanes);
    SmallVector<Value> init(count, zero);
    auto rows = scf::ForOp::create(
        b, loc, m.c(0), t.g.samplesY, m.c(1), init,
        [&](OpBuilder &yb, Location yl, Value sy, ValueRange accs) {
          RoundedArith ya(yb, yl, k.floatType);
          IndexMath ym{yb, yl};
          ROISampleAxis y = buildROISampleAxisY(ya, t.g, binRow, sy, k.height);
          // Scratch pixel of (row, 0): 1 + (row - y0) * stride - x0.
          auto rowBase = [&](Value row) {
            return ym.sub(ym.add(ym.mul(ym.sub(row, rg.y0), rg.stride),
                                 ym.c(1)),
                          rg.x0);
          };
          Value lowBase = rowBase(y.low), highBase = rowBase(y.high);
          SmallVector<Value> next;
          for (int64_t c = 0; c < count; ++c) {
            Value binCol = ym.add(col0, ym.c(c));
            auto cols = scf::ForOp::create(
                yb, yl, ym.c(0), t.g.samplesX, ym.c(1), ValueRange{accs[c]},
                [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
                  RoundedArith xa(xb, xl, k.floatType);
                  IndexMath xm{xb, xl};
                  ROISampleAxis x =
                      buildROISampleAxisX(xa, t.g, binCol, sx, k.width);
                  ROISampleTaps taps = buildROISampleTaps(xa, y, x);
                  Value inside = xm.andI(y.inside, x.inside);
                  auto pixel = [&](Value base, Value col) {
                    Value at = arith::SelectOp::create(
                        xb, xl, inside, xm.add(base, col), xm.c(0));
                    return vector::LoadOp::create(xb, xl, vecType, scratch,
                                                  ValueRange{at, xm.c(0)})
                        .getResult();
                  };
                  Value sample = buildROISampleValue(
                      xa, taps, pixel(lowBase, x.low), pixel(lowBase, x.high),
                      pixel(highBase, x.low), pixel(highBase, x.high));
                  Value prev = acc[0];
                  Value next =
                      k.isMax ? xa.select(xa.gt(sample, prev), sample, prev)
                              : xa.add(prev, xa.divByCount(sample, t.g.count));
                  scf::YieldOp::create(xb, xl, next);
                });
            next.push_back(cols.getResult(0));
          }
          scf::YieldOp::create(yb, yl, next);
        });
    // Bins x channels -> channels x bins; row l goes to channel c0 + l.
    SmallVector<Value> perBin(rows.getResults());
    perBin.resize(lanes, zero);
    SmallVector<Value> perChannel = transpose(b, loc, perBin);
    Value q = m.add(m.mul(binRow, k.pooledW), col0);
    Value mask;
    if (count < lanes)
      mask = vector::CreateMaskOp::create(
          b, loc, v.vec(lanes, b.getI1Type()), ValueRange{m.c(count)});
    if (staging) {
      // Row l of the staged block (every lane: channels past the last one
      // are never copied out).
      int64_t bins = k.pooledH * k.pooledW;
      for (int64_t l = 0; l < lanes; ++l) {
        SmallVector<Value> at{m.add(m.c(l * bins), q)};
        if (mask)
          vector::MaskedStoreOp::create(b, loc, staging, at, mask,
                                        perChannel[l]);
        else
          vector::StoreOp::create(b, loc, perChannel[l], staging, at);
      }
      return;
    }
    for (int64_t l = 0; l < lanes; ++l) {
      Value c = m.add(t.c0, m.c(l));
      scf::IfOp::create(b, loc, m.lt(c, k.channels),
                        [&](OpBuilder &sb, Location sl) {
                          SmallVector<Value> at{t.box, c, q};
                          if (mask)
                            vector::MaskedStoreOp::create(
                                sb, sl, k.output, at, mask, perChannel[l]);
                          else
                            vector::StoreOp::create(sb, sl, perChannel[l],
                                                    k.output, at);
                          scf::YieldOp::create(sb, sl);
                        });
    }
  }

  /// Every group of `lanes` bins of the task's box: the full groups in a
  /// loop, then the partial one (masked).
  static void buildGatherTask(OpBuilder &b, Location loc, const Kernel &k,
                              const Task &t) {
    IndexMath m{b, loc};
    int64_t bins = k.pooledH * k.pooledW;
    int64_t full = bins / k.lanes, rest = bins % k.lanes;
    if (full > 0)
      scf::ForOp::create(
          b, loc, m.c(0), m.c(full * k.lanes), m.c(k.lanes), ValueRange{},
          [&](OpBuilder &gb, Location gl, Value q0, ValueRange) {
            buildGroup(gb, gl, k, t, q0, /*valid=*/k.lanes);
            scf::YieldOp::create(gb, gl);
          });
    if (rest > 0)
      buildGroup(b, loc, k, t, m.c(full * k.lanes), rest);
  }

  /// Bins q0 .. q0 + lanes - 1 (the first `valid` of them exist) of every
  /// channel of the task.
  static void buildGroup(OpBuilder &b, Location loc, const Kernel &k,
                         const Task &t, Value q0, int64_t valid) {
    IndexMath m{b, loc};
    VectorMath v{b, loc};
    bool masked = valid < k.lanes;
    Type laneInt = k.laneType.getElementType();
    auto laneSplat = [&](OpBuilder &nb, Location nl, int64_t value) {
      return arith::ConstantOp::create(
          nb, nl, k.laneType,
          DenseElementsAttr::get(k.laneType,
                                 nb.getIntegerAttr(laneInt, value)));
    };
    // Bin of each lane (lanes past the last bin repeat it: their geometry
    // stays well defined, and their results are never stored).
    Value q = arith::AddIOp::create(
        b, loc, v.splat(v.cast(q0, laneInt), k.lanes),
        v.ramp(k.lanes, 1, laneInt));
    if (masked)
      q = arith::MinSIOp::create(b, loc, q,
                                 laneSplat(b, loc, k.pooledH * k.pooledW - 1));
    Value binRow =
        arith::DivSIOp::create(b, loc, q, laneSplat(b, loc, k.pooledW));
    Value binCol =
        arith::RemSIOp::create(b, loc, q, laneSplat(b, loc, k.pooledW));
    Value mask;
    if (masked)
      mask = vector::CreateMaskOp::create(
          b, loc, v.vec(k.lanes, b.getI1Type()), ValueRange{m.c(valid)});
    auto accType = v.vec(k.lanes, k.floatType);
    auto load = [&](OpBuilder &nb, Location nl, Value c) -> Value {
      SmallVector<Value, 3> at{t.box, c, q0};
      if (!masked)
        return vector::LoadOp::create(nb, nl, accType, k.output, at);
      Value zero = VectorMath{nb, nl}.splat(
          RoundedArith(nb, nl, k.floatType).constant(0.0), k.lanes);
      return vector::MaskedLoadOp::create(nb, nl, accType, k.output, at, mask,
                                          zero);
    };
    auto store = [&](OpBuilder &nb, Location nl, Value c, Value value) {
      SmallVector<Value, 3> at{t.box, c, q0};
      if (masked)
        vector::MaskedStoreOp::create(nb, nl, k.output, at, mask, value);
      else
        vector::StoreOp::create(nb, nl, value, k.output, at);
    };
    // Both modes start at 0.
    {
      Value zero =
          v.splat(RoundedArith(b, loc, k.floatType).constant(0.0), k.lanes);
      scf::ForOp::create(b, loc, t.c0, t.c1, m.c(1), ValueRange{},
                         [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                           store(cb, cl, c, zero);
                           scf::YieldOp::create(cb, cl);
                         });
    }
    Value laneWidth = v.splat(v.cast(k.width, laneInt), k.lanes);
    scf::ForOp::create(
        b, loc, m.c(0), t.g.samplesY, m.c(1), ValueRange{},
        [&](OpBuilder &yb, Location yl, Value sy, ValueRange) {
          RoundedArith ya(yb, yl, k.floatType);
          ROISampleAxis y = buildROISampleAxisY(ya, t.g, binRow, sy, k.height);
          IndexMath ym{yb, yl};
          scf::ForOp::create(
              yb, yl, ym.c(0), t.g.samplesX, ym.c(1), ValueRange{},
              [&](OpBuilder &xb, Location xl, Value sx, ValueRange) {
                RoundedArith xa(xb, xl, k.floatType);
                IndexMath xm{xb, xl};
                ROISampleAxis x =
                    buildROISampleAxisX(xa, t.g, binCol, sx, k.width);
                ROISampleTaps taps = buildROISampleTaps(xa, y, x);
                auto offset = [&](Value row, Value col) {
                  return arith::AddIOp::create(
                             xb, xl,
                             arith::MulIOp::create(xb, xl, row, laneWidth),
                             col)
                      .getResult();
                };
                Value o1 = offset(taps.yLow, taps.xLow);
                Value o2 = offset(taps.yLow, taps.xHigh);
                Value o3 = offset(taps.yHigh, taps.xLow);
                Value o4 = offset(taps.yHigh, taps.xHigh);
                Value allTrue = arith::ConstantOp::create(
                    xb, xl,
                    DenseElementsAttr::get(
                        VectorType::get({k.lanes}, xb.getI1Type()), true));
                Value passThru = VectorMath{xb, xl}.splat(xa.constant(0.0),
                                                          k.lanes);
                scf::ForOp::create(
                    xb, xl, t.c0, t.c1, xm.c(1), ValueRange{},
                    [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                      RoundedArith ca(cb, cl, k.floatType);
                      IndexMath cm{cb, cl};
                      SmallVector<Value> plane{t.image, c, cm.c(0), cm.c(0)};
                      auto gather = [&](Value offsets) {
                        return vector::GatherOp::create(cb, cl, accType,
                                                        k.data, plane, offsets,
                                                        allTrue, passThru)
                            .getResult();
                      };
                      Value sample = buildROISampleValue(
                          ca, taps, gather(o1), gather(o2), gather(o3),
                          gather(o4));
                      Value acc = load(cb, cl, c);
                      Value next =
                          k.isMax
                              ? ca.select(ca.gt(sample, acc), sample, acc)
                              : ca.add(acc, ca.divByCount(sample, t.g.count));
                      store(cb, cl, c, next);
                      scf::YieldOp::create(cb, cl);
                    });
                scf::YieldOp::create(xb, xl);
              });
          scf::YieldOp::create(yb, yl);
        });
  }

  int64_t vectorBits;
};

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

struct ConvertOVToVectorPass
    : public ov::impl::ConvertOVToVectorBase<ConvertOVToVectorPass> {
  using ConvertOVToVectorBase::ConvertOVToVectorBase;

  void runOnOperation() override {
    // Ops the fast kernels do not cover stay for ov-to-linalg; each pattern
    // replaces an ov op by non-ov IR, so one walk suffices.
    RewritePatternSet patterns(&getContext());
    populateOVToVectorPatterns(patterns, vectorBits);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace

void mlir::ov::populateOVToVectorPatterns(RewritePatternSet &patterns,
                                          int64_t vectorBits) {
  patterns.add<MaxPoolToVector<MaxPoolV1Op>, MaxPoolToVector<MaxPoolV8Op>,
               ROIAlignToVector>(patterns.getContext(), vectorBits);
}
