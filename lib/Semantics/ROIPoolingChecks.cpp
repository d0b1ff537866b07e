// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingChecks.cpp - ROIPooling's run-time checks ---------------===//
//
// ModuleABICheckOpInterface for every ROIPooling version (an external model
// on the ops implementing ROIPoolingOpInterface): the ROI base's checks
// (CheckHelpers.h: the map, each box's batch index from column 0), then,
// where OpenVINO's int and float arithmetic would overflow or read out of
// bounds, a refusal naming the box (docs/semantics.md 9.4), computed with
// the family's own arithmetic (ROIPoolingKernel.h).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIPoolingOps.h"
#include "ov/Semantics/CheckHelpers.h"
#include "ov/Semantics/ROIPoolingKernel.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <limits>

using namespace mlir;
using namespace mlir::ov;

namespace {
/// The loop-carried checks of the boxes, in the order they are reported
/// (each method has its own).
enum BoxCheck : unsigned {
  MaxCoordinates = 0,
  MaxBinSize = 1,
  BilinearPosition = 0
};
} // namespace

/// The value bits a check reports: `value` (a float) widened to f64.
static Value bitsOf(OpBuilder &b, Location loc, Value value) {
  return f64Bits(b, loc, value);
}

/// max mode: every scaled coordinate finite and within 2^29 (the first bad
/// one reported), and pooled size x box size below 2^31 on both axes.
static void checkMaxBox(OpBuilder &b, Location loc, ArrayRef<Value> corners,
                        const ROIPoolingAttrs &attrs,
                        SmallVectorImpl<std::pair<Value, Value>> &out) {
  SmallVector<Value> scaled, bad;
  Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value ok = yes;
  for (Value corner : corners) {
    scaled.push_back(
        buildMaxScaledCoordinate(b, loc, corner, attrs.spatialScale));
    Type type = scaled.back().getType();
    Value limit = arith::ConstantOp::create(
        b, loc, b.getFloatAttr(type, kMaxROIPoolingCoordinate));
    Value inRange = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OLE,
        math::AbsFOp::create(b, loc, scaled.back()), limit);
    ok = arith::AndIOp::create(b, loc, ok, inRange);
    bad.push_back(arith::XOrIOp::create(b, loc, inRange, yes));
  }
  out.push_back({ok, bitsOf(b, loc, firstBad(b, loc, bad, scaled))});
  MaxROIBox box = buildMaxROIBox(b, loc, corners, attrs.spatialScale);
  Value most = arith::ConstantIndexOp::create(
      b, loc, std::numeric_limits<int32_t>::max());
  auto fits = [&](Value size, int64_t pooled) -> Value {
    Value product = arith::MulIOp::create(
        b, loc, size, arith::ConstantIndexOp::create(b, loc, pooled));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, product,
                                 most);
  };
  Value fitsH = fits(box.roiH, attrs.pooledH);
  Value larger = arith::SelectOp::create(b, loc, fitsH, box.roiW, box.roiH);
  Value size64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), larger);
  Value sizeF = arith::SIToFPOp::create(b, loc, b.getF64Type(), size64);
  out.push_back(
      {arith::AndIOp::create(b, loc, fitsH, fits(box.roiW, attrs.pooledW)),
       bitsOf(b, loc, sizeF)});
}

/// bilinear mode: no bin's sample position is NaN on either axis (the NaN
/// reported).
static std::pair<Value, Value> checkBilinearBox(OpBuilder &b, Location loc,
                                                ArrayRef<Value> corners,
                                                const ROIPoolingAttrs &attrs,
                                                Value height, Value width) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
  auto axisOk = [&](Value start, Value end, Value size, int64_t pooled) {
    Value count = arith::ConstantIndexOp::create(b, loc, pooled);
    auto loop = scf::ForOp::create(
        b, loc, zero, count, step, ValueRange{yes},
        [&](OpBuilder &lb, Location l, Value bin, ValueRange acc) {
          Value pos =
              buildBilinearPosition(lb, l, start, end, size, pooled, bin);
          Value ordered =
              arith::CmpFOp::create(lb, l, arith::CmpFPredicate::ORD, pos, pos);
          scf::YieldOp::create(
              lb, l, arith::AndIOp::create(lb, l, acc[0], ordered).getResult());
        });
    return loop.getResult(0);
  };
  // corners: x1, y1, x2, y2.
  Value ok = arith::AndIOp::create(
      b, loc, axisOk(corners[1], corners[3], height, attrs.pooledH),
      axisOk(corners[0], corners[2], width, attrs.pooledW));
  Value nan = arith::ConstantOp::create(
      b, loc, b.getF64FloatAttr(std::numeric_limits<double>::quiet_NaN()));
  return {ok, bitsOf(b, loc, nan)};
}

/// The method's checks of the first `count` boxes' values.
static void addBoxChecks(OpBuilder &b, ROIPoolingOpInterface op, Value count,
                         RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  Value rois = op.getRois(), data = op.getData();
  ROIPoolingAttrs attrs = op.getROIPoolingAttrs();
  Value height = dimValue(b, loc, data, 2), width = dimValue(b, loc, data, 3);
  unsigned numChecks = attrs.isMax() ? 2 : 1;
  SmallVector<FirstFailure> results = buildFirstFailureLoop(
      b, loc, count, numChecks,
      [&](OpBuilder &lb, Location l, Value r, CheckReporter report) {
        SmallVector<Value> corners;
        for (int64_t i = 1; i < 5; ++i) {
          Value col = arith::ConstantIndexOp::create(lb, l, i);
          corners.push_back(
              tensor::ExtractOp::create(lb, l, rois, ValueRange{r, col}));
        }
        SmallVector<std::pair<Value, Value>> checked;
        if (attrs.isMax())
          checkMaxBox(lb, l, corners, attrs, checked);
        else
          checked.push_back(
              checkBilinearBox(lb, l, corners, attrs, height, width));
        for (auto [ok, bits] : checked)
          report(ok, bits);
      });
  auto add = [&](unsigned slot, std::string message) {
    checks.add(results[slot].ok, std::move(message),
               results[slot].detail("box", "f64"));
  };
  if (attrs.isMax()) {
    add(MaxCoordinates,
        "a box's coordinate times spatial_scale is not finite or beyond "
        "+-2^29 (OpenVINO converts it to a 32-bit int)");
    add(MaxBinSize, "a box's pooled size x rounded box size exceeds 2^31 - 1 "
                    "(OpenVINO's 32-bit bin arithmetic overflows)");
    return;
  }
  add(BilinearPosition,
      "a box gives a NaN sample position (non-finite or overflowing "
      "coordinates; OpenVINO would read outside the map)");
}

/// Every ROIPooling version's checks.
static void addROIPoolingChecks(OpBuilder &b, ROIPoolingOpInterface op,
                                RuntimeCheckList &checks) {
  Value count = addROIChecks(b, op, checks);
  if (isReadableInCheck(op.getRois()))
    addBoxChecks(b, op, count, checks);
}

namespace {
struct ROIPoolingChecksModel
    : ModuleABICheckOpInterface::FallbackModel<ROIPoolingChecksModel> {
  void buildModuleABIChecks(Operation *op, OpBuilder &builder,
                            RuntimeCheckList &checks) const {
    addROIPoolingChecks(builder, cast<ROIPoolingOpInterface>(op), checks);
  }
};
} // namespace

void ov::registerROIPoolingRuntimeChecks(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, OVDialect *) {
    attachToFamily<ROIPoolingOpInterface, ROIPoolingChecksModel>(context);
  });
}
