//===- BufferBridge.cpp - Tensors <-> memrefs inside ov lowerings ---------===//

#include "ov/Conversion/BufferBridge.h"
#include "ov/Semantics/KernelBuilders.h"
#include "ov/Dialect/OVOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

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

FailureOr<ov::ROIAlignBridge> ov::bridgeROIAlign(RewriterBase &rewriter,
                                                 ROIAlignV3Op op, Value data,
                                                 Value rois,
                                                 Value batchIndices) {
  Location loc = op.getLoc();
  auto dataType = dyn_cast<RankedTensorType>(data.getType());
  auto outputType = dyn_cast<RankedTensorType>(op.getOutput().getType());
  if (!dataType || !outputType || !isa<RankedTensorType>(rois.getType()) ||
      !isa<RankedTensorType>(batchIndices.getType()))
    return rewriter.notifyMatchFailure(op, "unranked operand or result");
  ReifiedRankedShapedTypeDims reified;
  if (failed(op.reifyResultShapes(rewriter, reified)))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");

  ROIAlignBridge bridge;
  bridge.outputType = outputType;
  bridge.outputShape = reified[0];
  bridge.elementType = dataType.getElementType();
  bridge.data = readBuffer(rewriter, loc, data);
  bridge.rois = readBuffer(rewriter, loc, rois);
  bridge.batchIndices = readBuffer(rewriter, loc, batchIndices);
  bridge.output = allocBuffer(rewriter, loc, outputType, bridge.outputShape);
  bridge.unsignedIndices = isUnsignedInteger(
      cast<ShapedType>(batchIndices.getType()).getElementType());
  auto dim = [&](int64_t d) {
    return indexValue(rewriter, loc,
                      tensor::getMixedSize(rewriter, loc, data, d));
  };
  bridge.batch = dim(0);
  bridge.height = dim(2);
  bridge.width = dim(3);
  bridge.spatialScale =
      arith::ConstantOp::create(rewriter, loc, op.getSpatialScaleAttr());
  return bridge;
}
