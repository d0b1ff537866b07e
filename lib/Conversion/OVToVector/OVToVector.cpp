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
//   - taps of the outer axes are clamped to the input (never read padding).
// The update is OpenVINO's strict greater-than select (LLVM's max pattern;
// NaN never wins, the first maximum in scan order is kept) and carries the
// spatial index of the winner for MaxPool-8. Semantics: SEMANTICS.md 1.6-1.7.
//
//===----------------------------------------------------------------------===//

#include "ov/Conversion/BufferBridge.h"
#include "ov/Conversion/KernelBuilders.h"
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

/// Nested scf.for loops over the taps of the outer axes (all but the last),
/// clamped to the input. `body(coords, rowBase, carried)` returns the new
/// carried values; rowBase is the flat spatial offset of the row (without
/// the last axis).
using RowBody = function_ref<SmallVector<Value>(
    OpBuilder &, Location, ArrayRef<Value>, Value, ValueRange)>;

SmallVector<Value> forEachOuterTap(OpBuilder &b, Location loc,
                                   const PoolPlan &plan,
                                   ArrayRef<Value> outerOut, unsigned axis,
                                   SmallVector<Value> &coords, Value rowBase,
                                   ValueRange carried, RowBody body) {
  if (axis + 1 == plan.k)
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
        SmallVector<Value> next = forEachOuterTap(nb, nl, plan, outerOut,
                                                  axis + 1, coords, base, iter,
                                                  body);
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

/// One chunk of `lanes` outputs starting at `ow0` along the last axis. With
/// `interior`, every tap of every lane is inside the row (plain loads);
/// otherwise lanes gather from clamped positions and out-of-row taps are
/// replaced by the initial value.
SmallVector<Value> buildChunk(OpBuilder &b, Location loc, const PoolPlan &plan,
                              Value n, Value c, ArrayRef<Value> outerOut,
                              Value ow0, bool interior) {
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
  Value laneRamp;
  if (plan.withIndices()) {
    carried.push_back(v.splat(
        arith::ConstantOp::create(b, loc, b.getZeroAttr(plan.laneIndexType)),
        lanes));
    laneRamp = v.ramp(lanes, s, plan.laneIndexType);
  }
  // Input column of lane 0 for kernel column 0.
  Value col0 = m.sub(m.mul(ow0, s), plan.padsBegin[last]);
  Value width = plan.inDims[last];
  Value zeroIdx = m.c(0);

  SmallVector<Value> coords;
  return forEachOuterTap(
      b, loc, plan, outerOut, 0, coords, zeroIdx, carried,
      [&](OpBuilder &rb, Location rl, ArrayRef<Value> rowCoords, Value rowBase,
          ValueRange iter) -> SmallVector<Value> {
        VectorMath rv{rb, rl};
        IndexMath rm{rb, rl};
        Value best = iter[0];
        Value bestIndex = plan.withIndices() ? iter[1] : Value();
        for (int64_t kw = 0; kw < p.kernel; ++kw) {
          Value col = rm.add(col0, rm.c(kw * p.dilation));
          Value tap;
          if (interior) {
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
          if (plan.withIndices()) {
            Value start = rv.cast(rm.add(rowBase, col), plan.laneIndexType);
            tapIndex = arith::AddIOp::create(rb, rl, rv.splat(start, lanes),
                                             laneRamp);
          }
          std::tie(best, bestIndex) =
              update(rb, rl, plan, tap, tapIndex, best, bestIndex);
        }
        SmallVector<Value> next{best};
        if (plan.withIndices())
          next.push_back(bestIndex);
        return next;
      });
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

/// Walks the last axis of one output row in chunks of `lanes`: interior
/// chunks with loads, the others with gathers; partial chunks masked.
void buildRow(OpBuilder &b, Location loc, const PoolPlan &plan, Value n,
              Value c, ArrayRef<Value> outerOut, Value planeOffset) {
  IndexMath m{b, loc};
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
  auto borderChunks = [&](OpBuilder &lb, Location ll, Value from, Value to) {
    IndexMath lm{lb, ll};
    scf::ForOp::create(
        lb, ll, from, to, lm.c(lanes), ValueRange{},
        [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
          IndexMath cm{cb, cl};
          SmallVector<Value> res =
              buildChunk(cb, cl, plan, n, c, outerOut, ow0, /*interior=*/false);
          Value count = cm.min(cm.c(lanes), cm.sub(to, ow0));
          storeChunk(cb, cl, plan, n, c, outerOut, ow0, res, planeOffset, count,
                     /*masked=*/true);
          scf::YieldOp::create(cb, cl);
        });
  };
  // Left border, up to `first` (masked stores keep chunks from overlapping).
  borderChunks(b, loc, m.c(0), first);
  // Interior: chunk starts first, first + lanes, ... below interiorEnd.
  Value span = m.sub(interiorEnd, first);
  Value chunks = arith::CeilDivSIOp::create(b, loc, span, m.c(lanes));
  Value interiorStop = m.add(first, m.mul(chunks, lanes));
  scf::ForOp::create(
      b, loc, first, interiorStop, m.c(lanes), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value ow0, ValueRange) {
        SmallVector<Value> res =
            buildChunk(cb, cl, plan, n, c, outerOut, ow0, /*interior=*/true);
        storeChunk(cb, cl, plan, n, c, outerOut, ow0, res, planeOffset, Value(),
                   /*masked=*/false);
        scf::YieldOp::create(cb, cl);
      });
  // Right border and the partial last chunk.
  borderChunks(b, loc, interiorStop, outW);
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
  // Loops over the outer output axes.
  SmallVector<Value> outerOut;
  std::function<void(OpBuilder &, Location, unsigned)> rows =
      [&](OpBuilder &rb, Location rl, unsigned axis) {
        if (axis + 1 < plan.k) {
          IndexMath rm{rb, rl};
          scf::ForOp::create(
              rb, rl, rm.c(0), plan.outDims[axis], rm.c(1), ValueRange{},
              [&](OpBuilder &nb, Location nl, Value o, ValueRange) {
                outerOut.push_back(o);
                rows(nb, nl, axis + 1);
                outerOut.pop_back();
                scf::YieldOp::create(nb, nl);
              });
          return;
        }
        buildRow(rb, rl, plan, n, c, outerOut, planeOffset);
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

/// ROIAlign with channels as vector lanes: in parallel over the boxes, for
/// each bin and each group of `lanes` channels, the samples' positions and
/// weights are computed once (scalars) and applied to all lanes, whose
/// pixels are gathered (stride H*W) and whose results are scattered (stride
/// pooled_h*pooled_w). Each lane is one channel computed in OpenVINO's exact
/// order (SEMANTICS.md 3.3), so the result equals the scalar kernel's.
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

    IndexMath m{rewriter, loc};
    VectorMath v{rewriter, loc};
    auto dim = [&](Value t, int64_t d) {
      return indexValue(rewriter, loc,
                        tensor::getMixedSize(rewriter, loc, t, d));
    };
    Value batch = dim(op.getData(), 0), channels = dim(op.getData(), 1);
    Value height = dim(op.getData(), 2), width = dim(op.getData(), 3);
    Value boxes = indexValue(rewriter, loc, reified[0][0]);
    Type floatType = dataType.getElementType();
    int64_t lanes = std::max<int64_t>(
        vectorBits / floatType.getIntOrFloatBitWidth(), 4);
    int64_t pooledH = op.getPooledHAttr().getInt();
    int64_t pooledW = op.getPooledWAttr().getInt();
    int64_t samplingRatio = op.getSamplingRatioAttr().getInt();
    bool isMax = op.getMode() == ROIAlignMode::max;
    bool unsignedIndices = isUnsignedInteger(
        getElementTypeOrSelf(op.getBatchIndices().getType()));
    Type laneIndexType = planesFitI32(dataType) ? rewriter.getI32Type()
                                                : rewriter.getI64Type();

    Value data = readBuffer(rewriter, loc, op.getData());
    Value rois = readBuffer(rewriter, loc, op.getRois());
    Value batchBuf = readBuffer(rewriter, loc, op.getBatchIndices());
    Value output = allocBuffer(rewriter, loc, outputType, reified[0], 64);
    Value scale =
        arith::ConstantOp::create(rewriter, loc, op.getSpatialScaleAttr());
    // Lane l reads channel c0 + l: l * H * W elements further.
    Value planeStride = v.splat(v.cast(m.mul(height, width), laneIndexType),
                                lanes);
    Value pixelLanes = arith::MulIOp::create(
        rewriter, loc, v.ramp(lanes, 1, laneIndexType), planeStride);
    Value outputLanes = v.ramp(lanes, pooledH * pooledW, laneIndexType);

    scf::ParallelOp::create(
        rewriter, loc, ValueRange{m.c(0)}, ValueRange{boxes},
        ValueRange{m.c(1)}, [&](OpBuilder &b, Location l, ValueRange ivs) {
          Value r = ivs[0];
          Value image = buildClampedBatchIndex(
              b, l, memref::LoadOp::create(b, l, batchBuf, ValueRange{r}),
              unsignedIndices, batch);
          RoundedArith a(b, l, floatType);
          IndexMath bm{b, l};
          auto coord = [&](int64_t i) {
            return memref::LoadOp::create(b, l, rois, ValueRange{r, bm.c(i)})
                .getResult();
          };
          ROIGeometry g = buildROIGeometry(a, coord(0), coord(1), coord(2),
                                           coord(3), scale, pooledH, pooledW,
                                           samplingRatio);
          buildBins(b, l, g, floatType, lanes, laneIndexType, data, output,
                    image, r, channels, height, width, pooledH, pooledW,
                    pixelLanes, outputLanes, isMax);
        });
    rewriter.replaceOp(op, toTensor(rewriter, loc, output, outputType));
    return success();
  }

private:
  /// Gathers address every lane with i32 offsets when a whole (n) image,
  /// C*H*W elements, is statically below 2^31.
  static bool planesFitI32(RankedTensorType dataType) {
    int64_t size = 1;
    for (int64_t d : dataType.getShape().drop_front()) {
      if (ShapedType::isDynamic(d))
        return false;
      size *= d;
      if (size >= (int64_t(1) << 31))
        return false;
    }
    return true;
  }

  /// For every bin and channel group of one box: the samples, accumulated in
  /// registers, then scattered to [r, c0 + l, ph, pw].
  static void buildBins(OpBuilder &b, Location loc, const ROIGeometry &g,
                        Type floatType, int64_t lanes, Type laneIndexType,
                        Value data, Value output, Value image, Value r,
                        Value channels, Value height, Value width,
                        int64_t pooledH, int64_t pooledW, Value pixelLanes,
                        Value outputLanes, bool isMax) {
    IndexMath m{b, loc};
    SmallVector<Value> lbs{m.c(0), m.c(0), m.c(0)};
    SmallVector<Value> ubs{m.c(pooledH), m.c(pooledW), channels};
    SmallVector<Value> steps{m.c(1), m.c(1), m.c(lanes)};
    scf::buildLoopNest(
        b, loc, lbs, ubs, steps,
        [&](OpBuilder &nb, Location nl, ValueRange ivs) {
          Value binRow = ivs[0], binCol = ivs[1], c0 = ivs[2];
          IndexMath nm{nb, nl};
          VectorMath nv{nb, nl};
          Value count = nm.min(nm.c(lanes), nm.sub(channels, c0));
          Value mask = vector::CreateMaskOp::create(
              nb, nl, nv.vec(lanes, nb.getI1Type()), ValueRange{count});
          RoundedArith na(nb, nl, floatType);
          Value zero = nv.splat(na.constant(0.0), lanes);
          auto rows = scf::ForOp::create(
              nb, nl, nm.c(0), g.samplesY, nm.c(1), ValueRange{zero},
              [&](OpBuilder &yb, Location yl, Value sy, ValueRange accY) {
                IndexMath ym{yb, yl};
                auto cols = scf::ForOp::create(
                    yb, yl, ym.c(0), g.samplesX, ym.c(1), accY,
                    [&](OpBuilder &xb, Location xl, Value sx, ValueRange acc) {
                      RoundedArith xa(xb, xl, floatType);
                      VectorMath xv{xb, xl};
                      IndexMath xm{xb, xl};
                      Value sample = buildROISample(
                          xa, g, binRow, binCol, sy, sx, height, width,
                          [&](Value y, Value x) {
                            Value offset =
                                xv.cast(xm.add(xm.mul(y, width), x),
                                        laneIndexType);
                            Value indices = arith::AddIOp::create(
                                xb, xl, pixelLanes, xv.splat(offset, lanes));
                            return vector::GatherOp::create(
                                       xb, xl, xv.vec(lanes, floatType), data,
                                       ValueRange{image, c0, xm.c(0), xm.c(0)},
                                       indices, mask, zero)
                                .getResult();
                          });
                      Value next =
                          isMax
                              ? xa.select(xa.gt(sample, acc[0]), sample, acc[0])
                              : xa.add(acc[0], xa.divByCount(sample, g.count));
                      scf::YieldOp::create(xb, xl, next);
                    });
                scf::YieldOp::create(yb, yl, cols.getResults());
              });
          vector::ScatterOp::create(nb, nl, /*resultType=*/Type(), output,
                                    ValueRange{r, c0, binRow, binCol},
                                    outputLanes, mask, rows.getResult(0));
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
