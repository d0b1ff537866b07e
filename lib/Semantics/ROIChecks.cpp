// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIChecks.cpp - The ROI base's run-time checks --------------------===//
//
// What every ROI family's run-time checks start with (ROIOpInterface, the
// family's box layout): the counts, the map, and the batch index of each box
// against N. Each family then checks its boxes' values with its own
// arithmetic (lib/Semantics/<Family>Checks.cpp).
//
//===----------------------------------------------------------------------===//

#include "ov/Semantics/CheckHelpers.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

/// Whether box `r`'s batch index (the i64 `wide`) is in [0, N) (`batch`, an
/// index). Unsigned 64-bit values above INT64_MAX read as negative: out.
static Value indexInRange(OpBuilder &b, Location loc, Value wide, Value batch) {
  Value n = arith::IndexCastOp::create(b, loc, b.getI64Type(), batch);
  Value zero64 = arith::ConstantIntOp::create(b, loc, 0, 64);
  return arith::AndIOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, wide, zero64),
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, wide, n));
}

/// The batch indices of the first `count` boxes in [0, N): read from the
/// integer `batchIndices` [R] where the family has the operand, else from
/// the boxes' column 0 (a float truncated toward zero, as a C++ cast does:
/// in range iff -1 < value < N and N > 0, since a value in (-1, 0) truncates
/// to 0; NaN is out).
static void addBatchIndexCheck(OpBuilder &b, Location loc, Value batchIndices,
                               Value rois, Value count, Value batch,
                               RuntimeCheckList &checks) {
  Type elementType =
      getElementTypeOrSelf((batchIndices ? batchIndices : rois).getType());
  bool isUnsigned = batchIndices && isUnsignedInteger(elementType);
  FirstFailure result = buildFirstFailureLoop(
      b, loc, count, 1,
      [&](OpBuilder &lb, Location l, Value r, CheckReporter report) {
        if (batchIndices) {
          // Cast the scalar: a signless view of the tensor would not
          // bufferize.
          Value raw = castToSignless(
              lb, l, tensor::ExtractOp::create(lb, l, batchIndices, r));
          Value wide = raw;
          if (toSignlessType(elementType).getIntOrFloatBitWidth() < 64)
            wide = isUnsigned
                       ? arith::ExtUIOp::create(lb, l, lb.getI64Type(), raw)
                             .getResult()
                       : arith::ExtSIOp::create(lb, l, lb.getI64Type(), raw)
                             .getResult();
          return report(indexInRange(lb, l, wide, batch), wide);
        }
        Value col = arith::ConstantIndexOp::create(lb, l, 0);
        Value value =
            tensor::ExtractOp::create(lb, l, rois, ValueRange{r, col});
        Value wide = value.getType().isF64()
                         ? value
                         : arith::ExtFOp::create(lb, l, lb.getF64Type(), value)
                               .getResult();
        Value n = arith::SIToFPOp::create(
            lb, l, lb.getF64Type(),
            arith::IndexCastOp::create(lb, l, lb.getI64Type(), batch));
        Value minusOne =
            arith::ConstantOp::create(lb, l, lb.getF64FloatAttr(-1.0));
        Value zero = arith::ConstantOp::create(lb, l, lb.getF64FloatAttr(0.0));
        Value ok = arith::AndIOp::create(
            lb, l,
            arith::CmpFOp::create(lb, l, arith::CmpFPredicate::OGT, wide,
                                  minusOne),
            arith::CmpFOp::create(lb, l, arith::CmpFPredicate::OLT, wide, n));
        ok = arith::AndIOp::create(
            lb, l, ok,
            arith::CmpFOp::create(lb, l, arith::CmpFPredicate::OGT, n, zero));
        report(ok, f64Bits(lb, l, wide));
      })[0];
  checks.add(result.ok, "a batch index is outside [0, N) (N = data dim 0)",
             result.detail("box", !batchIndices ? "f64"
                                  : isUnsigned  ? "u64"
                                                : "i64"));
}

Value ov::addROIChecks(OpBuilder &b, ROIOpInterface op,
                       RuntimeCheckList &checks) {
  Location loc = op.getLoc();
  Value data = op.getData(), rois = op.getRois();
  Value batchIndices = op.getBatchIndices();
  auto dim = [&](Value v, int64_t d) { return dimValue(b, loc, v, d); };
  Value roiCount = dim(rois, 0), indexCount;
  if (batchIndices) {
    indexCount = dim(batchIndices, 0);
    if (cast<RankedTensorType>(rois.getType()).isDynamicDim(0) ||
        cast<RankedTensorType>(batchIndices.getType()).isDynamicDim(0))
      checks.add(
          cmpIndex(b, loc, arith::CmpIPredicate::eq, roiCount, indexCount),
          "rois dim 0 differs from batch_indices dim 0");
  }
  auto dataType = cast<RankedTensorType>(data.getType());
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  if (dataType.isDynamicDim(2) || dataType.isDynamicDim(3))
    checks.add(
        arith::AndIOp::create(
            b, loc,
            cmpIndex(b, loc, arith::CmpIPredicate::sge, dim(data, 2), one),
            cmpIndex(b, loc, arith::CmpIPredicate::sge, dim(data, 3), one)),
        "the feature map is empty (data dim 2 or 3 is 0)");
  // Only the boxes that both rois and batch_indices have are read.
  Value count =
      batchIndices
          ? arith::MinSIOp::create(b, loc, roiCount, indexCount).getResult()
          : roiCount;
  Value source = batchIndices ? batchIndices : rois;
  if (isReadableInCheck(source))
    addBatchIndexCheck(b, loc, batchIndices, rois, count, dim(data, 0), checks);
  return count;
}
