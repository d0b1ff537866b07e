// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignOps.h - The ROIAlign family's ops and C++ --------*- C++ -*-===//
//
// ROIAlign-3 and -9 (ROIAlignOps.td) and the C++ every version shares
// (dialect/lib/ROIAlignOps.cpp), which the ops' ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIALIGNOPS_H
#define OV_DIALECT_ROIALIGNOPS_H

#include "ov/Dialect/OVOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {
class ROIAlignOpInterface;
namespace detail {
/// The family verifier that the interface runs for every version.
LogicalResult verifyROIAlignInterface(Operation *op);
} // namespace detail

/// Element types and every rule of docs/semantics.md 3.2.
LogicalResult verifyROIAlign(ROIAlignOpInterface op);

/// The result type (all dims dynamic when the operands are invalid, for the
/// verifier to report).
RankedTensorType inferROIAlignResultType(Value data, Value rois,
                                         Value batchIndices, int64_t pooledH,
                                         int64_t pooledW,
                                         int64_t samplingRatio);

LogicalResult
inferROIAlignReturnTypes(StringRef opName, std::optional<Location> location,
                         int64_t pooledH, int64_t pooledW,
                         int64_t samplingRatio, TypeRange operandTypes,
                         SmallVectorImpl<ShapedTypeComponents> &inferred);

LogicalResult reifyROIAlignShapes(ROIAlignOpInterface op, OpBuilder &b,
                                  ReifiedRankedShapedTypeDims &reified);

} // namespace mlir::ov

#include "ov/Dialect/ROIAlignInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignOps.h.inc"

#endif // OV_DIALECT_ROIALIGNOPS_H
