// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingBridge.cpp - What its lowerings start from --------------===//

#include "ROIPoolingBridge.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
using namespace mlir::ov;

/// matchROIPooling, with the operands read as buffers and the output buffer
/// allocated when `toBuffers`.
static FailureOr<ROIPoolingMatch> prepare(RewriterBase &rewriter,
                                          ROIPoolingOpInterface op,
                                          ArrayRef<Value> operands,
                                          bool toBuffers) {
  Location loc = op->getLoc();
  Value data = convertedOperand(op, operands, op.getData());
  Value rois = convertedOperand(op, operands, op.getRois());
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!dataType || !outputType || !isa<RankedTensorType>(rois.getType()))
    return rewriter.notifyMatchFailure(op, "unranked operand or result");
  ReifiedRankedShapedTypeDims reified;
  if (failed(reifyResultShapes(rewriter, op, reified)))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

  ROIPoolingMatch m;
  m.data = data;
  m.rois = rois;
  m.outputType = outputType;
  m.outputShape = reified[0];
  m.elementType = dataType.getElementType();
  m.attrs = op.getROIPoolingAttrs();
  if (toBuffers) {
    m.data = readBuffer(rewriter, loc, data);
    m.rois = readBuffer(rewriter, loc, rois);
    m.output = allocBuffer(rewriter, loc, outputType, m.outputShape);
  }
  auto dim = [&](int64_t d) {
    return indexValue(rewriter, loc,
                      tensor::getMixedSize(rewriter, loc, data, d));
  };
  m.batch = dim(0);
  m.height = dim(2);
  m.width = dim(3);
  return m;
}

FailureOr<ROIPoolingMatch> ov::matchROIPooling(RewriterBase &rewriter,
                                               ROIPoolingOpInterface op,
                                               ArrayRef<Value> operands) {
  return prepare(rewriter, op, operands, /*toBuffers=*/false);
}

FailureOr<ROIPoolingMatch> ov::bridgeROIPooling(RewriterBase &rewriter,
                                                ROIPoolingOpInterface op,
                                                ArrayRef<Value> operands) {
  return prepare(rewriter, op, operands, /*toBuffers=*/true);
}

ROIPoolingStart ov::buildROIPoolingStart(OpBuilder &b, Location loc,
                                         const ROIPoolingMatch &m, Value roi) {
  ROIPoolingStart start;
  auto column = [&](int64_t i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    return readElement(b, loc, m.rois, ValueRange{roi, col});
  };
  start.image = buildROIPoolingImage(b, loc, column(0), m.batch);
  for (int64_t i = 1; i < 5; ++i)
    start.corners.push_back(column(i));
  if (m.attrs.isMax())
    start.maxBox = buildMaxROIBox(b, loc, start.corners, m.attrs.spatialScale);
  return start;
}

Value ov::buildROIPoolingBinAt(OpBuilder &b, Location loc,
                               const ROIPoolingMatch &m,
                               const ROIPoolingStart &roi, Value c,
                               Value binRow, Value binCol) {
  auto read = [&](OpBuilder &rb, Location rl, Value y, Value x) {
    return readElement(rb, rl, m.data, ValueRange{roi.image, c, y, x});
  };
  if (m.attrs.isMax()) {
    MaxROIBin bin = buildMaxROIBin(b, loc, roi.maxBox, m.attrs, binRow, binCol,
                                   m.height, m.width);
    return buildMaxROIBinValue(b, loc, m.elementType, bin, read);
  }
  // corners: x1, y1, x2, y2.
  Value y = buildBilinearPosition(b, loc, roi.corners[1], roi.corners[3],
                                  m.height, m.attrs.pooledH, binRow);
  Value x = buildBilinearPosition(b, loc, roi.corners[0], roi.corners[2],
                                  m.width, m.attrs.pooledW, binCol);
  return buildBilinearROIValue(b, loc, m.elementType, y, x, m.height, m.width,
                               read);
}
