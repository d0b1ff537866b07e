//===- BufferBridge.cpp - Tensors <-> memrefs inside ov lowerings ---------===//

#include "BufferBridge.h"
#include "ov/Semantics/KernelBuilders.h"
#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;

Value ov::indexValue(OpBuilder &b, Location loc, OpFoldResult ofr) {
  return getValueOrCreateConstantIndexOp(b, loc, ofr);
}

Value ov::readBuffer(OpBuilder &b, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  Value buffer = bufferization::ToBufferOp::create(
      b, loc, MemRefType::get(type.getShape(), type.getElementType()), value,
      /*readOnly=*/true);
  return castToSignless(b, loc, buffer);
}

Value ov::allocBuffer(OpBuilder &b, Location loc, RankedTensorType resultType,
                      ArrayRef<OpFoldResult> sizes,
                      std::optional<int64_t> alignment) {
  SmallVector<Value> dynamic;
  for (auto [i, size] : llvm::enumerate(sizes))
    if (resultType.isDynamicDim(i))
      dynamic.push_back(indexValue(b, loc, size));
  auto type = MemRefType::get(resultType.getShape(),
                              toSignlessType(resultType.getElementType()));
  IntegerAttr align = alignment ? b.getI64IntegerAttr(*alignment) : nullptr;
  return memref::AllocOp::create(b, loc, type, dynamic, align);
}

Value ov::toTensor(OpBuilder &b, Location loc, Value buffer,
                   RankedTensorType resultType) {
  auto memrefType =
      MemRefType::get(resultType.getShape(), resultType.getElementType());
  Value typed = castFromSignless(b, loc, buffer, memrefType);
  return bufferization::ToTensorOp::create(b, loc, resultType, typed,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

Value ov::convertedOperand(Operation *op, ArrayRef<Value> operands,
                           Value operand) {
  for (OpOperand &use : op->getOpOperands())
    if (use.get() == operand)
      return operands[use.getOperandNumber()];
  llvm_unreachable("not an operand of the op");
}

/// matchROIAlign, with the operands read as buffers and the output buffer
/// allocated when `toBuffers` (before the sizes, which the loops use).
static FailureOr<ov::ROIAlignBridge>
prepareROIAlign(RewriterBase &rewriter, ov::ROIAlignOpInterface op,
                ArrayRef<Value> operands, bool toBuffers) {
  Location loc = op->getLoc();
  Value data = ov::convertedOperand(op, operands, op.getData());
  Value rois = ov::convertedOperand(op, operands, op.getRois());
  Value batchIndices =
      ov::convertedOperand(op, operands, op.getBatchIndices());
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!dataType || !outputType || !isa<RankedTensorType>(rois.getType()) ||
      !isa<RankedTensorType>(batchIndices.getType()))
    return rewriter.notifyMatchFailure(op, "unranked operand or result");
  ReifiedRankedShapedTypeDims reified;
  if (failed(reifyResultShapes(rewriter, op, reified)))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

  ov::ROIAlignBridge bridge;
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

FailureOr<ov::ROIAlignBridge> ov::matchROIAlign(RewriterBase &rewriter,
                                                ROIAlignOpInterface op,
                                                ArrayRef<Value> operands) {
  return prepareROIAlign(rewriter, op, operands, /*toBuffers=*/false);
}

FailureOr<ov::ROIAlignBridge> ov::bridgeROIAlign(RewriterBase &rewriter,
                                                 ROIAlignOpInterface op,
                                                 ArrayRef<Value> operands) {
  return prepareROIAlign(rewriter, op, operands, /*toBuffers=*/true);
}

LogicalResult ov::matchPool(RewriterBase &rewriter, Operation *op, Value input,
                            Value output, const PoolingAttrs &attrs,
                            PoolMatch &m) {
  m.input = input;
  m.inputType = dyn_cast<RankedTensorType>(input.getType());
  m.outputType = dyn_cast<RankedTensorType>(output.getType());
  if (!m.inputType || !m.outputType)
    return rewriter.notifyMatchFailure(op, "unranked input or result");
  m.attrs = attrs;
  Location loc = op->getLoc();
  m.outputShape = reifyPoolingOutputShape(rewriter, loc, m.input, m.attrs);
  m.pads = reifyPoolingPads(rewriter, loc, m.input, m.attrs);
  return success();
}

FailureOr<ov::MaxPoolMatch> ov::matchMaxPool(RewriterBase &rewriter,
                                             MaxPoolOpInterface op,
                                             ArrayRef<Value> operands) {
  MaxPoolMatch m;
  if (failed(matchPoolOp(rewriter, op, operands, m)))
    return failure();
  if (Value indices = op.getIndicesOrNull())
    m.indicesType = cast<RankedTensorType>(indices.getType());
  return m;
}

Value ov::readElement(OpBuilder &b, Location loc, Value source,
                      ValueRange indices) {
  if (isa<RankedTensorType>(source.getType()))
    return castToSignless(b, loc,
                          tensor::ExtractOp::create(b, loc, source, indices));
  return memref::LoadOp::create(b, loc, source, indices);
}

ov::ROIStart ov::buildROIStart(OpBuilder &b, Location loc,
                               const ROIAlignBridge &bridge, Value roi) {
  ROIStart start;
  start.image = buildClampedBatchIndex(
      b, loc, readElement(b, loc, bridge.batchIndices, roi),
      bridge.unsignedIndices, bridge.batch);
  RoundedArith a(b, loc, bridge.elementType);
  auto coord = [&](int64_t i) {
    Value col = arith::ConstantIndexOp::create(b, loc, i);
    return readElement(b, loc, bridge.rois, ValueRange{roi, col});
  };
  start.geometry = buildROIGeometry(a, coord(0), coord(1), coord(2), coord(3),
                                    bridge.spatialScale, bridge.attrs);
  return start;
}
