// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedBridge.cpp - What its lowerings start from ---------===//

#include "ROIAlignRotatedBridge.h"
#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
using namespace mlir::ov;

/// matchROIAlignRotated, with the operands read as buffers and the output
/// buffer allocated when `toBuffers`.
static FailureOr<ROIAlignRotatedMatch> prepare(RewriterBase &rewriter,
                                               ROIAlignRotatedOpInterface op,
                                               ArrayRef<Value> operands,
                                               bool toBuffers) {
  Location loc = op->getLoc();
  Value data = convertedOperand(op, operands, op.getData());
  Value rois = convertedOperand(op, operands, op.getRois());
  Value batchIndices = convertedOperand(op, operands, op.getBatchIndices());
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!dataType || !outputType || !isa<RankedTensorType>(rois.getType()) ||
      !isa<RankedTensorType>(batchIndices.getType()))
    return rewriter.notifyMatchFailure(op, "unranked operand or result");
  ReifiedRankedShapedTypeDims reified;
  if (failed(reifyResultShapes(rewriter, op, reified)))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

  ROIAlignRotatedMatch m;
  m.data = data;
  m.rois = rois;
  m.batchIndices = batchIndices;
  m.outputType = outputType;
  m.outputShape = reified[0];
  m.elementType = dataType.getElementType();
  m.attrs = op.getROIAlignRotatedAttrs();
  if (toBuffers) {
    m.data = readBuffer(rewriter, loc, data);
    m.rois = readBuffer(rewriter, loc, rois);
    m.batchIndices = readBuffer(rewriter, loc, batchIndices);
    m.output = allocBuffer(rewriter, loc, outputType, m.outputShape);
  }
  m.unsignedIndices = isUnsignedInteger(
      cast<ShapedType>(batchIndices.getType()).getElementType());
  auto dim = [&](int64_t d) {
    return indexValue(rewriter, loc,
                      tensor::getMixedSize(rewriter, loc, data, d));
  };
  m.batch = dim(0);
  m.height = dim(2);
  m.width = dim(3);
  m.spatialScale = arith::ConstantOp::create(
      rewriter, loc, rewriter.getF32FloatAttr(m.attrs.spatialScale));
  return m;
}

FailureOr<ROIAlignRotatedMatch>
ov::matchROIAlignRotated(RewriterBase &rewriter, ROIAlignRotatedOpInterface op,
                         ArrayRef<Value> operands) {
  return prepare(rewriter, op, operands, /*toBuffers=*/false);
}

FailureOr<ROIAlignRotatedMatch>
ov::bridgeROIAlignRotated(RewriterBase &rewriter, ROIAlignRotatedOpInterface op,
                          ArrayRef<Value> operands) {
  return prepare(rewriter, op, operands, /*toBuffers=*/true);
}

RotatedROIStart ov::buildRotatedROIStart(OpBuilder &b, Location loc,
                                         const ROIAlignRotatedMatch &m,
                                         Value roi) {
  RotatedROIStart start;
  start.image =
      buildClampedBatchIndex(b, loc, readElement(b, loc, m.batchIndices, roi),
                             m.unsignedIndices, m.batch);
  RoundedArith a(b, loc, m.elementType);
  SmallVector<Value> box;
  for (int64_t i = 0; i < 5; ++i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    box.push_back(readElement(b, loc, m.rois, ValueRange{roi, col}));
  }
  start.geometry = buildRotatedROIGeometry(a, box, m.spatialScale, m.attrs);
  return start;
}

Value ov::buildRotatedROIBinAt(OpBuilder &b, Location loc,
                               const ROIAlignRotatedMatch &m,
                               const RotatedROIStart &roi, Value c,
                               Value binRow, Value binCol) {
  return buildRotatedROIBin(
      b, loc, m.elementType, roi.geometry, binRow, binCol, m.height, m.width,
      [&](OpBuilder &xb, Location xl, Value y, Value x) {
        return readElement(xb, xl, m.data, ValueRange{roi.image, c, y, x});
      });
}
