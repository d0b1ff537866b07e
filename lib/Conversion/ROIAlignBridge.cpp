// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignBridge.cpp - What every ROIAlign lowering starts from ------===//

#include "ROIAlignBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;

/// matchROIAlign, with the operands read as buffers and the output buffer
/// allocated when `toBuffers` (before the sizes, which the loops use).
static FailureOr<ov::ROIAlignMatch> prepareROIAlign(RewriterBase &rewriter,
                                                    ov::ROIAlignOpInterface op,
                                                    ArrayRef<Value> operands,
                                                    bool toBuffers) {
  Location loc = op->getLoc();
  Value data = ov::convertedOperand(op, operands, op.getData());
  Value rois = ov::convertedOperand(op, operands, op.getRois());
  Value batchIndices = ov::convertedOperand(op, operands, op.getBatchIndices());
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!dataType || !outputType || !isa<RankedTensorType>(rois.getType()) ||
      !isa<RankedTensorType>(batchIndices.getType()))
    return rewriter.notifyMatchFailure(op, "unranked operand or result");
  ReifiedRankedShapedTypeDims reified;
  if (failed(reifyResultShapes(rewriter, op, reified)))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

  ov::ROIAlignMatch bridge;
  bridge.data = data;
  bridge.rois = rois;
  bridge.batchIndices = batchIndices;
  bridge.outputType = outputType;
  bridge.outputShape = reified[0];
  bridge.elementType = dataType.getElementType();
  bridge.attrs = op.getROIAlignAttrs();
  if (toBuffers) {
    bridge.data = ov::readBuffer(rewriter, loc, data);
    bridge.rois = ov::readBuffer(rewriter, loc, rois);
    bridge.batchIndices = ov::readBuffer(rewriter, loc, batchIndices);
    bridge.output =
        ov::allocBuffer(rewriter, loc, outputType, bridge.outputShape);
  }
  bridge.unsignedIndices = ov::isUnsignedInteger(
      cast<ShapedType>(batchIndices.getType()).getElementType());
  auto dim = [&](int64_t d) {
    return ov::indexValue(rewriter, loc,
                          tensor::getMixedSize(rewriter, loc, data, d));
  };
  bridge.batch = dim(0);
  bridge.height = dim(2);
  bridge.width = dim(3);
  bridge.spatialScale = arith::ConstantOp::create(
      rewriter, loc, rewriter.getF32FloatAttr(bridge.attrs.spatialScale));
  return bridge;
}

FailureOr<ov::ROIAlignMatch> ov::matchROIAlign(RewriterBase &rewriter,
                                               ROIAlignOpInterface op,
                                               ArrayRef<Value> operands) {
  return prepareROIAlign(rewriter, op, operands, /*toBuffers=*/false);
}

FailureOr<ov::ROIAlignMatch> ov::bridgeROIAlign(RewriterBase &rewriter,
                                                ROIAlignOpInterface op,
                                                ArrayRef<Value> operands) {
  return prepareROIAlign(rewriter, op, operands, /*toBuffers=*/true);
}

ov::ROIStart ov::buildROIStart(OpBuilder &b, Location loc,
                               const ROIAlignMatch &m, Value roi) {
  ROIStart start;
  start.image =
      buildClampedBatchIndex(b, loc, readElement(b, loc, m.batchIndices, roi),
                             m.unsignedIndices, m.batch);
  RoundedArith a(b, loc, m.elementType);
  auto coord = [&](int64_t i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    return readElement(b, loc, m.rois, ValueRange{roi, col});
  };
  start.geometry = buildROIGeometry(a, coord(0), coord(1), coord(2), coord(3),
                                    m.spatialScale, m.attrs);
  return start;
}
