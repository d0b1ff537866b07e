// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingOps.h - The ROIPooling family's C++ ------------*- C++ -*-===//
//
// ROIPooling-2 (ROIPoolingOps.td), its attributes as values, and the C++
// every version shares (dialect/lib/ROIPoolingOps.cpp), which the op's ODS
// forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIPOOLINGOPS_H
#define OV_DIALECT_ROIPOOLINGOPS_H

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

#include <string>

namespace mlir::ov {

/// The attributes of a ROIPooling op as plain values.
struct ROIPoolingAttrs {
  int64_t pooledH = 1, pooledW = 1;
  float spatialScale = 1.0f;
  /// "max" or "bilinear" (the verifier refuses anything else).
  std::string method = "max";

  bool isMax() const { return method == "max"; }
};

class ROIPoolingOpInterface;
namespace detail {
/// The family verifier that the interface runs for every version.
LogicalResult verifyROIPoolingInterface(Operation *op);
} // namespace detail

/// Checks the attributes and operand types (docs/semantics.md 9.2) and
/// returns the output shape [R, C, pooled_h, pooled_w].
FailureOr<SmallVector<int64_t>>
inferROIPoolingShape(const ROIPoolingAttrs &attrs, Type dataType, Type roisType,
                     const ShapeDiagnostics &diag);

/// The result type (all dims dynamic when the operands are invalid, for the
/// verifier to report).
RankedTensorType inferROIPoolingResultType(Value data, Value rois,
                                           const ROIPoolingAttrs &attrs);

LogicalResult
inferROIPoolingReturnTypes(StringRef opName, std::optional<Location> location,
                           const ROIPoolingAttrs &attrs, TypeRange operandTypes,
                           SmallVectorImpl<ShapedTypeComponents> &inferred);

LogicalResult reifyROIPoolingShapes(ROIPoolingOpInterface op, OpBuilder &b,
                                    ReifiedRankedShapedTypeDims &reified);

/// The output's dim intervals: R from rois dim 0, C from data dim 1, the
/// pooled sizes.
FailureOr<SmallVector<SmallVector<DimBounds>>>
inferROIPoolingResultBounds(ROIPoolingOpInterface op,
                            ArrayRef<ArrayRef<DimBounds>> operands);

/// The layer's <data>: output_size (and its alias output_roi) or
/// pooled_h/pooled_w, spatial_scale, method ("max" when absent).
FailureOr<ROIPoolingAttrs> readROIPoolingLayerData(LayerDataReader &data);
void writeROIPoolingLayerData(ROIPoolingOpInterface op, LayerDataWriter &data);

} // namespace mlir::ov

#include "ov/Dialect/ROIPoolingInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIPoolingOps.h.inc"

#endif // OV_DIALECT_ROIPOOLINGOPS_H
