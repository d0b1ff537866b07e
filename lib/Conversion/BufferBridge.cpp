// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- BufferBridge.cpp - Tensors <-> memrefs inside ov lowerings ---------===//

#include "BufferBridge.h"
#include "ov/Semantics/ElementArith.h"

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

Value ov::convertedOperand(Operation *op, ArrayRef<Value> operands,
                           Value operand) {
  for (OpOperand &use : op->getOpOperands())
    if (use.get() == operand)
      return operands[use.getOperandNumber()];
  llvm_unreachable("not an operand of the op");
}

Value ov::readElement(OpBuilder &b, Location loc, Value source,
                      ValueRange indices) {
  if (isa<RankedTensorType>(source.getType()))
    return castToSignless(b, loc,
                          tensor::ExtractOp::create(b, loc, source, indices));
  return memref::LoadOp::create(b, loc, source, indices);
}
