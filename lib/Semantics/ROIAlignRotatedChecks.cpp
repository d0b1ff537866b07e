// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedChecks.cpp - ROIAlignRotated's run-time checks ------===//
//
// ModuleABICheckOpInterface for every ROIAlignRotated version (an external
// model on the ops implementing ROIAlignRotatedOpInterface): the ROI base's
// checks (CheckHelpers.h: counts, map, batch indices), then the boxes'
// values read and checked with the family's own arithmetic
// (ROIAlignRotatedKernel.h, docs/semantics.md 8.4).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/CheckHelpers.h"
#include "ov/Semantics/ROIAlignRotatedKernel.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::ov;

namespace {
/// The loop-carried checks of the boxes, in the order they are reported.
enum BoxCheck : unsigned { Finite, Angle, TooMany, Negative, Passes };
} // namespace

/// Whether every `oks[i]` holds (ordered compares: a NaN fails them), and the
/// bits of the first failing `values[i]` (of the last value when none fails).
static std::pair<Value, Value>
allOf(OpBuilder &b, Location loc, ArrayRef<Value> oks, ArrayRef<Value> values) {
  Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
  Value ok = yes;
  SmallVector<Value> bad;
  for (Value each : oks) {
    ok = arith::AndIOp::create(b, loc, ok, each);
    bad.push_back(arith::XOrIOp::create(b, loc, each, yes));
  }
  return {ok, f64Bits(b, loc, firstBad(b, loc, bad, values))};
}

/// One box's checks (BoxCheck order), sampling_ratio = 0 adding the two on
/// sample counts and, with a loop-pass limit (`loopPassLimit` > 0), the
/// one on a kernel thread's loop passes (ov-to-gpu's kernel gives each
/// thread one bin: its sample rows and columns); each as (ok, value bits).
static SmallVector<std::pair<Value, Value>>
checkBox(OpBuilder &b, Location loc, Value rois, Value r, Value scale,
         const ROIAlignRotatedAttrs &attrs, int64_t loopPassLimit) {
  Type floatType = getElementTypeOrSelf(rois.getType());
  RoundedArith a(b, loc, floatType);
  SmallVector<Value> box, scaled, finite;
  Value infinity = a.constant(std::numeric_limits<double>::infinity());
  for (int64_t i = 0; i < 5; ++i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    box.push_back(tensor::ExtractOp::create(b, loc, rois, ValueRange{r, col}));
    // The angle is not scaled.
    scaled.push_back(i < 4 ? a.mulByF32(box.back(), scale) : box.back());
    finite.push_back(
        a.lt(math::AbsFOp::create(b, loc, scaled.back()), infinity));
  }
  SmallVector<std::pair<Value, Value>> out;
  out.push_back(allOf(b, loc, finite, scaled));
  Value limit = a.constant(kMaxRotatedAngle);
  Value angle = math::AbsFOp::create(b, loc, box[4]);
  out.push_back(allOf(b, loc, {a.le(angle, limit)}, {box[4]}));
  if (attrs.samplingRatio != 0)
    return out;
  RotatedROIGeometry g = buildRotatedROIGeometry(a, box, scale, attrs);
  auto [nx, ny] = buildRotatedAdaptiveCounts(a, g);
  Value most = a.constant(double(kMaxSamplesPerAxis));
  out.push_back(allOf(b, loc, {a.le(nx, most), a.le(ny, most)}, {nx, ny}));
  Value none = a.constant(0.0);
  out.push_back(allOf(b, loc, {a.ge(nx, none), a.ge(ny, none)}, {nx, ny}));
  if (loopPassLimit <= 0)
    return out;
  auto toF64 = [&](Value v) {
    return v.getType().isF64()
               ? v
               : arith::ExtFOp::create(b, loc, b.getF64Type(), v).getResult();
  };
  Value samples = arith::MulFOp::create(b, loc, toF64(ny), toF64(nx));
  out.push_back({buildLoopNestPassesBelow(b, loc, {ny, nx}, loopPassLimit),
                 f64Bits(b, loc, samples)});
  return out;
}

/// The checks of the first `count` boxes' values.
static void addBoxChecks(OpBuilder &b, ROIAlignRotatedOpInterface op,
                         Value count, RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  ROIAlignRotatedAttrs attrs = op.getROIAlignRotatedAttrs();
  bool checkPasses = attrs.samplingRatio == 0 && checks.loopPassLimit > 0;
  unsigned numChecks = attrs.samplingRatio == 0 ? 4 + checkPasses : 2;
  Value scale =
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(attrs.spatialScale));
  SmallVector<FirstFailure> results = buildFirstFailureLoop(
      b, loc, count, numChecks,
      [&](OpBuilder &lb, Location l, Value r, CheckReporter report) {
        for (auto [ok, bits] : checkBox(lb, l, op.getRois(), r, scale, attrs,
                                        checks.loopPassLimit))
          report(ok, bits);
      });
  auto add = [&](BoxCheck check, std::string message) {
    checks.add(results[check].ok, std::move(message),
               results[check].detail("box", "f64"));
  };
  add(Finite, "a box has a non-finite value (centre and size after scaling "
              "by spatial_scale, or angle)");
  add(Angle, llvm::formatv("a box's angle is outside [-{0}, {0}] radians",
                           int64_t(kMaxRotatedAngle)));
  if (numChecks == 2)
    return;
  add(TooMany, llvm::formatv("a box needs more than {0} samples per bin axis "
                             "(sampling_ratio = 0 with a huge box)",
                             kMaxSamplesPerAxis));
  add(Negative, "a box has a negative adaptive sample count (a bin size of "
                "-1 or less: a negative width or height with "
                "sampling_ratio = 0)");
  if (checkPasses)
    add(Passes, adaptiveLoopPassMessage(checks.loopPassLimit));
}

/// Every ROIAlignRotated version's checks: the ROI base's (counts, map,
/// batch indices), then the boxes'.
static void addROIAlignRotatedChecks(OpBuilder &b,
                                     ROIAlignRotatedOpInterface op,
                                     RuntimeCheckList &checks) {
  Value count = addROIChecks(b, op, checks);
  if (isReadableInCheck(op.getRois()))
    addBoxChecks(b, op, count, checks);
}

namespace {
struct ROIAlignRotatedChecksModel
    : ModuleABICheckOpInterface::FallbackModel<ROIAlignRotatedChecksModel> {
  void buildModuleABIChecks(Operation *op, OpBuilder &builder,
                            RuntimeCheckList &checks) const {
    addROIAlignRotatedChecks(builder, cast<ROIAlignRotatedOpInterface>(op),
                             checks);
  }
};
} // namespace

void ov::registerROIAlignRotatedRuntimeChecks(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, OVDialect *) {
    attachToFamily<ROIAlignRotatedOpInterface, ROIAlignRotatedChecksModel>(
        context);
  });
}
