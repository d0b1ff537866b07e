// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignGather.cpp - ROIAlign with bins as lanes -------------------===//
//
// The gather ROIAlign kernel: `lanes` bins of one box at a time, each
// sample's neighbours and bilinear weights computed once as vectors and
// applied to every channel of the task by four gathers from its plane, the
// running avg/max kept in the channel's output row.
//
//===----------------------------------------------------------------------===//

#include "BinLanes.h"
#include "ROIAlignKernel.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// One sample (sy, sx) of every bin of the group, for every channel of the
/// task: the four neighbours' lane offsets once, then per channel four
/// gathers from its plane and the running avg/max in its output row.
static void gatherSample(OpBuilder &b, Location loc, const ROIKernel &k,
                         const ROITask &t, const BinLanes &g,
                         const ROISampleAxis &y, Value sx, Value laneWidth) {
  RoundedArith a(b, loc, k.floatType);
  IndexMath m{b, loc};
  ROISampleAxis x = buildROISampleAxisX(a, t.g, g.binCol, sx, k.width);
  GatheredTaps gathered = buildGatheredTaps(b, loc, buildROISampleTaps(a, y, x),
                                            laneWidth, k.floatType);
  scf::ForOp::create(
      b, loc, t.c0, t.c1, m.c(1), ValueRange{},
      [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
        RoundedArith ca(cb, cl, k.floatType);
        Value sample = gatherSampleValue(cb, cl, gathered, g, k.data, t.image,
                                         c, k.floatType);
        Value acc = g.load(cb, cl, k.output, t.box, c);
        g.store(cb, cl, k.output, t.box, c, accumulate(ca, k, t, acc, sample));
        scf::YieldOp::create(cb, cl);
      });
}

/// Bins q0 .. q0 + lanes - 1 (the first `valid` of them exist) of every
/// channel of the task.
static void buildGroup(OpBuilder &b, Location loc, const ROIKernel &k,
                       const ROITask &t, Value q0, int64_t valid) {
  IndexMath m{b, loc};
  VectorMath v{b, loc};
  BinLanes g = buildBinLanes(b, loc, k.laneType, k.floatType, k.attrs.pooledH,
                             k.attrs.pooledW, q0, valid);
  // Both modes start at 0.
  Value zero = zeros(b, loc, k);
  scf::ForOp::create(b, loc, t.c0, t.c1, m.c(1), ValueRange{},
                     [&](OpBuilder &cb, Location cl, Value c, ValueRange) {
                       g.store(cb, cl, k.output, t.box, c, zero);
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
  forEachBinGroup(b, loc, k.lanes, k.attrs.pooledH * k.attrs.pooledW,
                  [&](OpBuilder &gb, Location gl, Value q0, int64_t valid) {
                    buildGroup(gb, gl, k, t, q0, valid);
                  });
}
