// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignGather.cpp - ROIAlign with bins as lanes -------------------===//
//
// The gather ROIAlign kernel: `lanes` bins of one box at a time, each
// sample's neighbours and bilinear weights computed once as vectors and
// applied to every channel of the task by four gathers from its plane, the
// running avg/max kept in the channel's output row.
//
//===----------------------------------------------------------------------===//

#include "ROIAlignKernel.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

namespace {

/// Bins q0 .. q0 + lanes - 1 of a task (the first `valid` of them exist),
/// as lanes: each lane's bin and the output rows' accumulators.
struct BinGroup {
  Value q0;
  bool masked = false;
  Value binRow, binCol; // per lane
  Value mask;           // the valid lanes (masked groups)
  VectorType accType;

  Value load(OpBuilder &b, Location loc, const ROIKernel &k, const ROITask &t,
             Value c) const {
    SmallVector<Value, 3> at{t.box, c, q0};
    if (!masked)
      return vector::LoadOp::create(b, loc, accType, k.output, at);
    return vector::MaskedLoadOp::create(b, loc, accType, k.output, at, mask,
                                        zeros(b, loc, k));
  }
  void store(OpBuilder &b, Location loc, const ROIKernel &k, const ROITask &t,
             Value c, Value value) const {
    SmallVector<Value, 3> at{t.box, c, q0};
    if (masked)
      vector::MaskedStoreOp::create(b, loc, k.output, at, mask, value);
    else
      vector::StoreOp::create(b, loc, value, k.output, at);
  }
};

} // namespace

/// The bin (row, column) of each lane; lanes past the last bin repeat it:
/// their geometry stays well defined, and their results are never stored.
static BinGroup buildBinGroup(OpBuilder &b, Location loc, const ROIKernel &k,
                              Value q0, int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  BinGroup g;
  g.q0 = q0;
  g.masked = valid < k.lanes;
  Type laneInt = k.laneType.getElementType();
  auto laneSplat = [&](int64_t value) {
    return arith::ConstantOp::create(
        b, loc, k.laneType,
        DenseElementsAttr::get(k.laneType, b.getIntegerAttr(laneInt, value)));
  };
  Value q = arith::AddIOp::create(b, loc, v.splat(v.cast(q0, laneInt), k.lanes),
                                  v.ramp(k.lanes, 1, laneInt));
  if (g.masked)
    q = arith::MinSIOp::create(
        b, loc, q, laneSplat(k.attrs.pooledH * k.attrs.pooledW - 1));
  g.binRow = arith::DivSIOp::create(b, loc, q, laneSplat(k.attrs.pooledW));
  g.binCol = arith::RemSIOp::create(b, loc, q, laneSplat(k.attrs.pooledW));
  if (g.masked)
    g.mask = v.firstLanes(k.lanes, m.c(valid));
  g.accType = v.vec(k.lanes, k.floatType);
  return g;
}

/// One sample (sy, sx) of every bin of the group, for every channel of the
/// task: the four neighbours' lane offsets once, then per channel four
/// gathers from its plane and the running avg/max in its output row.
static void gatherSample(OpBuilder &b, Location loc, const ROIKernel &k,
                         const ROITask &t, const BinGroup &g,
                         const ROISampleAxis &y, Value sx, Value laneWidth) {
  RoundedArith a(b, loc, k.floatType);
  IndexMath m{b, loc};
  ROISampleAxis x = buildROISampleAxisX(a, t.g, g.binCol, sx, k.width);
  ROISampleTaps taps = buildROISampleTaps(a, y, x);
  auto offset = [&](Value row, Value col) {
    return arith::AddIOp::create(
               b, loc, arith::MulIOp::create(b, loc, row, laneWidth), col)
        .getResult();
  };
  Value o1 = offset(taps.yLow, taps.xLow);
  Value o2 = offset(taps.yLow, taps.xHigh);
  Value o3 = offset(taps.yHigh, taps.xLow);
  Value o4 = offset(taps.yHigh, taps.xHigh);
  Value allTrue = VectorMath{b, loc}.allTrue(k.lanes);
  Value passThru = VectorMath{b, loc}.splat(a.constant(0.0), k.lanes);
  scf::ForOp::create(
      b, loc, t.c0, t.c1, m.c(1), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
        RoundedArith ca(cb, cl, k.floatType);
        IndexMath cm{cb, cl};
        SmallVector<Value> plane{t.image, c, cm.c(0), cm.c(0)};
        auto gather = [&](Value offsets) {
          return vector::GatherOp::create(cb, cl, g.accType, k.data, plane,
                                          offsets, allTrue, passThru)
              .getResult();
        };
        Value sample = buildROISampleValue(ca, taps, gather(o1), gather(o2),
                                           gather(o3), gather(o4));
        Value acc = g.load(cb, cl, k, t, c);
        g.store(cb, cl, k, t, c, accumulate(ca, k, t, acc, sample));
        scf::YieldOp::create(cb, cl);
      });
}

/// Bins q0 .. q0 + lanes - 1 (the first `valid` of them exist) of every
/// channel of the task.
static void buildGroup(OpBuilder &b, Location loc, const ROIKernel &k,
                       const ROITask &t, Value q0, int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  BinGroup g = buildBinGroup(b, loc, k, q0, valid);
  // Both modes start at 0.
  Value zero = zeros(b, loc, k);
  scf::ForOp::create(b, loc, t.c0, t.c1, m.c(1), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       g.store(cb, cl, k, t, c, zero);
                       scf::YieldOp::create(cb, cl);
                     });
  Value laneWidth =
      v.splat(v.cast(k.width, k.laneType.getElementType()), k.lanes);
  scf::ForOp::create(
      b, loc, m.c(0), t.g.samplesY, m.c(1), ValueRange{},
      [&](OpBuilder &yb, Location yl, Value sy, ValueRange) {
        RoundedArith ya(yb, yl, k.floatType);
        ROISampleAxis y = buildROISampleAxisY(ya, t.g, g.binRow, sy, k.height);
        IndexMath ym{yb, yl};
        scf::ForOp::create(
            yb, yl, ym.c(0), t.g.samplesX, ym.c(1), ValueRange{},
            [&](OpBuilder &xb, Location xl, Value sx, ValueRange) {
              gatherSample(xb, xl, k, t, g, y, sx, laneWidth);
              scf::YieldOp::create(xb, xl);
            });
        scf::YieldOp::create(yb, yl);
      });
}

/// Every group of `lanes` bins of the task's box: the full groups in a
/// loop, then the partial one (masked).
void mlir::ov::vectorize::buildGatherTask(OpBuilder &b, Location loc,
                                          const ROIKernel &k,
                                          const ROITask &t) {
  IndexMath m{b, loc};
  int64_t bins = k.attrs.pooledH * k.attrs.pooledW;
  int64_t full = bins / k.lanes, rest = bins % k.lanes;
  if (full > 0)
    scf::ForOp::create(b, loc, m.c(0), m.c(full * k.lanes), m.c(k.lanes),
                       ValueRange{},
                       [&](OpBuilder &gb, Location gl, Value q0, ValueRange) {
                         buildGroup(gb, gl, k, t, q0, /*valid=*/k.lanes);
                         scf::YieldOp::create(gb, gl);
                       });
  if (rest > 0)
    buildGroup(b, loc, k, t, m.c(full * k.lanes), rest);
}