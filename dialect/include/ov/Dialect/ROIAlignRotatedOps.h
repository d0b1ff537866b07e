// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedOps.h - The ROIAlignRotated family's C++ --*- C++ -*-===//
//
// ROIAlignRotated-15 (ROIAlignRotatedOps.td), its attributes as values, and
// the C++ every version shares (dialect/lib/ROIAlignRotatedOps.cpp), which
// the op's ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIALIGNROTATEDOPS_H
#define OV_DIALECT_ROIALIGNROTATEDOPS_H

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {

/// The attributes of a ROIAlignRotated op as plain values.
struct ROIAlignRotatedAttrs {
  int64_t pooledH = 1, pooledW = 1, samplingRatio = 0;
  float spatialScale = 1.0f;
  /// The angle turns clockwise (OpenVINO negates it).
  bool clockwise = false;
};

class ROIAlignRotatedOpInterface;
namespace detail {
/// The family verifier that the interface runs for every version.
LogicalResult verifyROIAlignRotatedInterface(Operation *op);
} // namespace detail

/// Checks the attributes and operand types (docs/semantics.md 8.2) and
/// returns the output shape [R, C, pooled_h, pooled_w].
FailureOr<SmallVector<int64_t>>
inferROIAlignRotatedShape(const ROIAlignRotatedAttrs &attrs, Type dataType,
                          Type roisType, Type batchIndicesType,
                          const ShapeDiagnostics &diag);

/// The result type (all dims dynamic when the operands are invalid, for the
/// verifier to report).
RankedTensorType
inferROIAlignRotatedResultType(Value data, Value rois, Value batchIndices,
                               const ROIAlignRotatedAttrs &attrs);

LogicalResult inferROIAlignRotatedReturnTypes(
    StringRef opName, std::optional<Location> location,
    const ROIAlignRotatedAttrs &attrs, TypeRange operandTypes,
    SmallVectorImpl<ShapedTypeComponents> &inferred);

LogicalResult reifyROIAlignRotatedShapes(ROIAlignRotatedOpInterface op,
                                         OpBuilder &b,
                                         ReifiedRankedShapedTypeDims &reified);

/// The output's dim intervals: R the intersection of rois dim 0 and
/// batch_indices dim 0, C from data, the pooled sizes.
FailureOr<SmallVector<SmallVector<DimBounds>>>
inferROIAlignRotatedResultBounds(ROIAlignRotatedOpInterface op,
                                 ArrayRef<ArrayRef<DimBounds>> operands);

/// The layer's <data>, OpenVINO's defaults for absent attributes.
FailureOr<ROIAlignRotatedAttrs>
readROIAlignRotatedLayerData(LayerDataReader &data);
void writeROIAlignRotatedLayerData(ROIAlignRotatedOpInterface op,
                                   LayerDataWriter &data);

} // namespace mlir::ov

#include "ov/Dialect/ROIAlignRotatedInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignRotatedOps.h.inc"

#endif // OV_DIALECT_ROIALIGNROTATEDOPS_H
