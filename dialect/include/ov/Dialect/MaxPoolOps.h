// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolOps.h - The MaxPool family's ops and C++ ----------*- C++ -*-===//
//
// MaxPool-1, -8 and -14 (MaxPoolOps.td) and the C++ every version shares
// (dialect/lib/MaxPoolOps.cpp), which the ops' ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_MAXPOOLOPS_H
#define OV_DIALECT_MAXPOOLOPS_H

#include "ov/Dialect/OVOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {
class MaxPoolOpInterface;
namespace detail {
/// The family verifier that the interface runs for every version.
LogicalResult verifyMaxPoolInterface(Operation *op);
} // namespace detail

/// Every attribute and type rule (docs/semantics.md 1.2), in OpenVINO's order.
LogicalResult verifyMaxPool(MaxPoolOpInterface op);

/// Result types from an op's operands and attributes (`OpTy::Adaptor`).
template <typename OpTy>
LogicalResult
inferMaxPoolReturnTypes(MLIRContext *context, std::optional<Location> location,
                        typename OpTy::Adaptor adaptor, Type inputType,
                        SmallVectorImpl<ShapedTypeComponents> &inferred);

/// The output shape (of every result) as IR.
LogicalResult reifyMaxPoolShapes(MaxPoolOpInterface op, OpBuilder &b,
                                 ReifiedRankedShapedTypeDims &reified);

/// The builder of MaxPool-8 and later: inferred result types, attributes at
/// their defaults left out.
template <typename OpTy>
void buildMaxPoolWithIndices(OpBuilder &builder, OperationState &state,
                             Value input, ArrayRef<int64_t> kernel,
                             ArrayRef<int64_t> strides,
                             ArrayRef<int64_t> padsBegin,
                             ArrayRef<int64_t> padsEnd,
                             ArrayRef<int64_t> dilations,
                             RoundingType roundingType, AutoPad autoPad,
                             Type indexElementType, int64_t axis);

} // namespace mlir::ov

#include "ov/Dialect/MaxPoolInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/MaxPoolOps.h.inc"

#endif // OV_DIALECT_MAXPOOLOPS_H
