// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignChecks.cpp - ROIAlign's run-time checks --------------------===//
//
// ModuleABICheckOpInterface for every ROIAlign version (an external model on
// the ops implementing ROIAlignOpInterface): the ROI base's checks
// (CheckHelpers.h), then the boxes read and checked with ROIAlign's own
// arithmetic (ROIAlignKernel.h).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/ShapeRules.h"
#include "ov/Semantics/CheckHelpers.h"
#include "ov/Semantics/ROIAlignKernel.h"
#include "ov/Semantics/RuntimeChecks.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::ov;

/// A float scalar widened to f64.
static Value toF64(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isF64())
    return value;
  return arith::ExtFOp::create(b, loc, b.getF64Type(), value);
}

/// The most (channel group, bin) elements one thread of ov-to-gpu's
/// ROIAlign kernel takes, whatever its block size (ROIAlignToGPU.cpp: a
/// block of B threads strides over tileC * bins elements, tileC =
/// max(1, B / bins): one each when bins <= B, else ceil(bins / B); B is at
/// least 32, BlockSizeRule).
static int64_t maxElementsPerThread(const ROIAlignAttrs &attrs) {
  constexpr int64_t kMinBlockSize = 32;
  return llvm::divideCeil(attrs.pooledH * attrs.pooledW, kMinBlockSize);
}

/// Box `r`'s four coordinates of `rois`, reporting whether all are finite
/// after scaling by `scale` (the first that is not as the detail).
static SmallVector<Value> readFiniteScaledBox(OpBuilder &b, Location loc,
                                              RoundedArith &a, Value rois,
                                              Value r, Value scale,
                                              CheckReporter report) {
  SmallVector<Value> coords, scaled, bad;
  Value infinity = a.constant(std::numeric_limits<double>::infinity());
  Value yes = arith::ConstantIntOp::create(b, loc, 1, 1);
  for (int64_t i = 0; i < 4; ++i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    coords.push_back(
        tensor::ExtractOp::create(b, loc, rois, ValueRange{r, col}));
    scaled.push_back(a.mulByF32(coords.back(), scale));
    Value magnitude = math::AbsFOp::create(b, loc, scaled.back());
    bad.push_back(
        arith::XOrIOp::create(b, loc, a.lt(magnitude, infinity), yes));
  }
  Value anyBad =
      arith::OrIOp::create(b, loc, arith::OrIOp::create(b, loc, bad[0], bad[1]),
                           arith::OrIOp::create(b, loc, bad[2], bad[3]));
  report(arith::XOrIOp::create(b, loc, anyBad, yes),
         f64Bits(b, loc, firstBad(b, loc, bad, scaled)));
  return coords;
}

/// ROIAlign's checks of the boxes' values: finite after scaling and, with
/// sampling_ratio = 0, adaptive sample counts at most kMaxSamplesPerAxis,
/// in the aligned modes not negative, and, for a target with a loop-pass
/// limit (RuntimeCheckList::loopPassLimit), few enough that a kernel thread
/// (its elements, then each bin's sample rows and columns) stays below it.
/// `count` boxes are read.
static void addBoxChecks(OpBuilder &b, ROIAlignOpInterface op, Value count,
                         RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  Value rois = op.getRois();
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  bool adaptive = attrs.samplingRatio == 0;
  // The aligned modes have no minimum box size: a bin of size <= -1 gives a
  // negative adaptive count, on which OpenVINO fails an internal assertion.
  // A count of 0 (no samples) is fine.
  bool checkNegative = adaptive && attrs.isAligned();
  bool checkPasses = adaptive && checks.loopPassLimit > 0;
  unsigned numChecks = 1 + adaptive + checkNegative + checkPasses;
  Type floatType = getElementTypeOrSelf(rois.getType());
  Value scale =
      arith::ConstantOp::create(b, loc, b.getF32FloatAttr(attrs.spatialScale));
  SmallVector<FirstFailure> results = buildFirstFailureLoop(
      b, loc, count, numChecks,
      [&](OpBuilder &lb, Location l, Value r, CheckReporter report) {
        RoundedArith a(lb, l, floatType);
        Value yes = arith::ConstantIntOp::create(lb, l, 1, 1);
        SmallVector<Value> coords =
            readFiniteScaledBox(lb, l, a, rois, r, scale, report);
        if (!adaptive)
          return;
        ROIGeometry g = buildROIGeometry(a, coords[0], coords[1], coords[2],
                                         coords[3], scale, attrs);
        auto [nx, ny] = buildAdaptiveSampleCounts(a, g);
        Value limit = a.constant(double(kMaxSamplesPerAxis));
        // Ordered compares: a NaN count is rejected here too.
        Value nxOk = a.le(nx, limit), nyOk = a.le(ny, limit);
        Value nxBad = arith::XOrIOp::create(lb, l, nxOk, yes);
        report(arith::AndIOp::create(lb, l, nxOk, nyOk),
               f64Bits(lb, l, firstBad(lb, l, {nxBad}, {nx, ny})));
        if (checkNegative) {
          Value none = a.constant(0.0);
          Value nxSigned = a.ge(nx, none), nySigned = a.ge(ny, none);
          Value nxNegative = arith::XOrIOp::create(lb, l, nxSigned, yes);
          report(arith::AndIOp::create(lb, l, nxSigned, nySigned),
                 f64Bits(lb, l, firstBad(lb, l, {nxNegative}, {nx, ny})));
        }
        if (!checkPasses)
          return;
        Value elements = arith::ConstantOp::create(
            lb, l, lb.getF64FloatAttr(double(maxElementsPerThread(attrs))));
        Value samples =
            arith::MulFOp::create(lb, l, toF64(lb, l, ny), toF64(lb, l, nx));
        report(buildLoopNestPassesBelow(lb, l, {elements, ny, nx},
                                        checks.loopPassLimit),
               f64Bits(lb, l, samples));
      });
  checks.add(results[0].ok,
             "a box has a non-finite coordinate after scaling by "
             "spatial_scale",
             results[0].detail("box", "f64"));
  if (!adaptive)
    return;
  checks.add(results[1].ok,
             llvm::formatv("a box needs more than {0} samples per bin "
                           "axis (sampling_ratio = 0 with a huge box)",
                           kMaxSamplesPerAxis),
             results[1].detail("box", "f64"));
  if (checkNegative)
    checks.add(results[2].ok,
               llvm::formatv("a box has a negative adaptive sample count "
                             "(a bin size of -1 or less, aligned_mode = {0} "
                             "with sampling_ratio = 0)",
                             stringifyAlignedMode(attrs.alignedMode)),
               results[2].detail("box", "f64"));
  if (checkPasses)
    checks.add(results.back().ok, adaptiveLoopPassMessage(checks.loopPassLimit),
               results.back().detail("box", "f64"));
}

/// ROIAlign (every version): the ROI base's checks (counts, map, batch
/// indices), then the boxes' (addBoxChecks).
static void addROIAlignChecks(OpBuilder &b, ROIAlignOpInterface op,
                              RuntimeCheckList &checks) {
  Value count = addROIChecks(b, op, checks);
  if (isReadableInCheck(op.getRois()))
    addBoxChecks(b, op, count, checks);
}

namespace {
struct ROIAlignChecksModel
    : ModuleABICheckOpInterface::FallbackModel<ROIAlignChecksModel> {
  void buildModuleABIChecks(Operation *op, OpBuilder &builder,
                            RuntimeCheckList &checks) const {
    addROIAlignChecks(builder, cast<ROIAlignOpInterface>(op), checks);
  }
};
} // namespace

void ov::registerROIAlignRuntimeChecks(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, OVDialect *) {
    attachToFamily<ROIAlignOpInterface, ROIAlignChecksModel>(context);
  });
}
