// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedChecks.cpp - ROIAlignRotated's run-time checks ------===//
//
// ModuleABICheckOpInterface for every ROIAlignRotated version (an external
// model on the ops implementing ROIAlignRotatedOpInterface): matching box
// counts, a non-empty map, batch indices in [0, N), and the boxes' values
// read and checked with the family's own arithmetic (ROIAlignRotatedKernel.h,
// docs/semantics.md 8.4).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/ROIAlignRotatedKernel.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FormatVariadic.h"

#include <limits>

using namespace mlir;
using namespace mlir::ov;

namespace {
/// The loop-carried checks of the boxes, in the order they are reported.
enum BoxCheck : unsigned { Finite, Angle, TooMany, Negative };
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

/// One box's checks (BoxCheck order), `adaptive` adding the two on sample
/// counts; each as (ok, value bits).
static SmallVector<std::pair<Value, Value>>
checkBox(OpBuilder &b, Location loc, Value rois, Value r, Value scale,
         const ROIAlignRotatedAttrs &attrs) {
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
  return out;
}

/// The checks of the first `count` boxes' values.
static void addBoxChecks(OpBuilder &b, ROIAlignRotatedOpInterface op,
                         Value count, RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  ROIAlignRotatedAttrs attrs = op.getROIAlignRotatedAttrs();
  unsigned numChecks = attrs.samplingRatio == 0 ? 4 : 2;
  Value scale =
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(attrs.spatialScale));
  SmallVector<Value> initial;
  for (unsigned i = 0; i < numChecks; ++i)
    FirstFailure::initial(b, loc).appendTo(initial);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, step, initial,
      [&](OpBuilder &lb, Location l, Value r, ValueRange acc) {
        SmallVector<Value> results;
        for (auto [i, check] :
             llvm::enumerate(checkBox(lb, l, op.getRois(), r, scale, attrs)))
          FirstFailure::at(acc, 3 * i)
              .next(lb, l, check.first, r, check.second)
              .appendTo(results);
        scf::YieldOp::create(lb, l, results);
      });
  auto add = [&](BoxCheck check, std::string message) {
    FirstFailure result = FirstFailure::at(loop.getResults(), 3 * check);
    checks.add(result.ok, std::move(message), result.detail("box", "f64"));
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
}

/// The batch indices in [0, N), the first `count` of them.
static void addBatchIndexCheck(OpBuilder &b, Location loc, Value batchIndices,
                               Value count, Value batch,
                               RuntimeCheckList &checks) {
  Type elementType = getElementTypeOrSelf(batchIndices.getType());
  bool isUnsigned = isUnsignedInteger(elementType);
  Type intType = toSignlessType(elementType);
  SmallVector<Value> initial;
  FirstFailure::initial(b, loc).appendTo(initial);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  auto loop = scf::ForOp::create(
      b, loc, zero, count, step, initial,
      [&](OpBuilder &lb, Location l, Value r, ValueRange acc) {
        Value raw = castToSignless(
            lb, l, tensor::ExtractOp::create(lb, l, batchIndices, r));
        Value wide = raw;
        if (intType.getIntOrFloatBitWidth() < 64)
          wide = isUnsigned
                     ? arith::ExtUIOp::create(lb, l, lb.getI64Type(), raw)
                           .getResult()
                     : arith::ExtSIOp::create(lb, l, lb.getI64Type(), raw)
                           .getResult();
        Value n = arith::IndexCastOp::create(lb, l, lb.getI64Type(), batch);
        Value zero64 = arith::ConstantIntOp::create(lb, l, 0, 64);
        // Unsigned 64-bit values above INT64_MAX read as negative: out.
        Value ok = arith::AndIOp::create(
            lb, l,
            arith::CmpIOp::create(lb, l, arith::CmpIPredicate::sge, wide,
                                  zero64),
            arith::CmpIOp::create(lb, l, arith::CmpIPredicate::slt, wide, n));
        SmallVector<Value> results;
        FirstFailure::at(acc, 0).next(lb, l, ok, r, wide).appendTo(results);
        scf::YieldOp::create(lb, l, results);
      });
  FirstFailure result = FirstFailure::at(loop.getResults(), 0);
  checks.add(result.ok, "a batch index is outside [0, N) (N = data dim 0)",
             result.detail("box", isUnsigned ? "u64" : "i64"));
}

/// Every ROIAlignRotated version's checks.
static void addROIAlignRotatedChecks(OpBuilder &b,
                                     ROIAlignRotatedOpInterface op,
                                     RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  Value rois = op.getRois(), batchIndices = op.getBatchIndices();
  auto dim = [&](Value v, int64_t d) { return dimValue(b, loc, v, d); };
  Value roiCount = dim(rois, 0), indexCount = dim(batchIndices, 0);
  if (cast<RankedTensorType>(rois.getType()).isDynamicDim(0) ||
      cast<RankedTensorType>(batchIndices.getType()).isDynamicDim(0))
    checks.add(cmpIndex(b, loc, arith::CmpIPredicate::eq, roiCount, indexCount),
               "rois dim 0 differs from batch_indices dim 0");
  auto dataType = cast<RankedTensorType>(op.getData().getType());
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  if (dataType.isDynamicDim(2) || dataType.isDynamicDim(3))
    checks.add(arith::AndIOp::create(b, loc,
                                     cmpIndex(b, loc, arith::CmpIPredicate::sge,
                                              dim(op.getData(), 2), one),
                                     cmpIndex(b, loc, arith::CmpIPredicate::sge,
                                              dim(op.getData(), 3), one)),
               "the feature map is empty (data dim 2 or 3 is 0)");
  Value count = arith::MinSIOp::create(b, loc, roiCount, indexCount);
  if (isReadableInCheck(batchIndices))
    addBatchIndexCheck(b, loc, batchIndices, count, dim(op.getData(), 0),
                       checks);
  if (isReadableInCheck(rois))
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
