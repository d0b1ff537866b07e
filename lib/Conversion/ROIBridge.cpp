// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIBridge.cpp - What every ROI lowering starts from ---------------===//

#include "ROIBridge.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
using namespace mlir::ov;

LogicalResult ov::matchROI(RewriterBase &rewriter, ROIOpInterface op,
                           ArrayRef<Value> operands, bool toBuffers,
                           ROIMatch &m) {
  Location loc = op->getLoc();
  Value data = convertedOperand(op, operands, op.getData());
  Value rois = convertedOperand(op, operands, op.getRois());
  Value batchIndices = op.getBatchIndices();
  if (batchIndices)
    batchIndices = convertedOperand(op, operands, batchIndices);
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!dataType || !outputType || !isa<RankedTensorType>(rois.getType()) ||
      (batchIndices && !isa<RankedTensorType>(batchIndices.getType())))
    return rewriter.notifyMatchFailure(op, "unranked operand or result");
  ReifiedRankedShapedTypeDims reified;
  if (failed(reifyResultShapes(rewriter, op, reified)))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

  m.data = data;
  m.rois = rois;
  m.batchIndices = batchIndices;
  m.outputType = outputType;
  m.outputShape = reified[0];
  m.elementType = dataType.getElementType();
  if (toBuffers) {
    m.data = readBuffer(rewriter, loc, data);
    m.rois = readBuffer(rewriter, loc, rois);
    if (batchIndices)
      m.batchIndices = readBuffer(rewriter, loc, batchIndices);
    m.output = allocBuffer(rewriter, loc, outputType, m.outputShape);
  }
  m.unsignedIndices =
      batchIndices &&
      isUnsignedInteger(
          cast<ShapedType>(batchIndices.getType()).getElementType());
  auto dim = [&](int64_t d) {
    return indexValue(rewriter, loc,
                      tensor::getMixedSize(rewriter, loc, data, d));
  };
  m.batch = dim(0);
  m.height = dim(2);
  m.width = dim(3);
  m.spatialScale = arith::ConstantOp::create(
      rewriter, loc, rewriter.getF32FloatAttr(op.getROIAttrs().spatialScale));
  return success();
}

Value ov::buildROIImage(OpBuilder &b, Location loc, const ROIMatch &m,
                        Value roi) {
  if (m.batchIndices)
    return buildClampedBatchIndex(b, loc,
                                  readElement(b, loc, m.batchIndices, roi),
                                  m.unsignedIndices, m.batch);
  // Column 0 of the box, truncated toward zero: NaN reads as 0 and the value
  // is bounded before the conversion, so that it is never poison.
  Value value = readROIBox(b, loc, m, roi, 0, 1)[0];
  if (!value.getType().isF64())
    value = arith::ExtFOp::create(b, loc, b.getF64Type(), value);
  auto constant = [&](double v) {
    return arith::ConstantOp::create(b, loc, b.getF64FloatAttr(v));
  };
  Value isNaN =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, value, value);
  value = arith::SelectOp::create(b, loc, isNaN, constant(0.0), value);
  value = arith::MaximumFOp::create(b, loc, value, constant(-1.0));
  value = arith::MinimumFOp::create(b, loc, value, constant(2147483647.0));
  Value raw = arith::FPToSIOp::create(b, loc, b.getI64Type(), value);
  return buildClampedBatchIndex(b, loc, raw, /*isUnsigned=*/false, m.batch);
}

SmallVector<Value> ov::readROIBox(OpBuilder &b, Location loc, const ROIMatch &m,
                                  Value roi, int64_t first, int64_t count) {
  SmallVector<Value> box;
  for (int64_t i = first; i < first + count; ++i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    box.push_back(readElement(b, loc, m.rois, ValueRange{roi, col}));
  }
  return box;
}
