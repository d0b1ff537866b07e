// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- BufferBridge.h - Tensors <-> memrefs inside ov lowerings -*- C++ -*-===//
//
// The lowerings that build loop nests on memrefs (ov-to-affine, ov-to-gpu,
// ov-to-vector) bridge to the surrounding tensors the same way: a read-only
// signless view of each operand, a fresh signless buffer per result, and the
// result tensor from that buffer. One-shot bufferization then removes the
// bridges. What a family's lowerings start from is its own bridge
// (PoolBridge.h for what the pooling families share, <Family>Bridge.h).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_BUFFERBRIDGE_H
#define OV_LIB_CONVERSION_BUFFERBRIDGE_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace mlir::ov {

/// `ofr` as an index value (a constant when it is an attribute).
Value indexValue(OpBuilder &b, Location loc, OpFoldResult ofr);

/// A read-only memref view of tensor `value`, with a signless element type.
Value readBuffer(OpBuilder &b, Location loc, Value value);

/// A fresh signless buffer for `resultType`; `sizes` gives every dim (the
/// dynamic ones are used). `alignment` in bytes, when given.
Value allocBuffer(OpBuilder &b, Location loc, RankedTensorType resultType,
                  ArrayRef<OpFoldResult> sizes,
                  std::optional<int64_t> alignment = std::nullopt);

/// The tensor holding `buffer`'s contents, with `resultType`'s element type.
Value toTensor(OpBuilder &b, Location loc, Value buffer,
               RankedTensorType resultType);

/// The value that replaces operand `operand` of `op` in a conversion
/// pattern, from the pattern's converted `operands` (in operand order):
/// family interfaces name operands by role, not by position.
Value convertedOperand(Operation *op, ArrayRef<Value> operands, Value operand);

/// `source[indices]`: tensor.extract (the element made signless) on a
/// tensor, memref.load on a (signless) buffer.
Value readElement(OpBuilder &b, Location loc, Value source, ValueRange indices);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_BUFFERBRIDGE_H
