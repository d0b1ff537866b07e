// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIOps.h - The ROI base: what every ROI family shares ----*- C++ -*-===//
//
// The rules every region-of-interest family (ROIOpInterface, OVInterfaces.td)
// follows, written once with the family's box layout (ROIBoxLayout: the box
// width, whether a `batch_indices` operand holds each box's image) as their
// parameter: the bins' attribute ranges, the shape rule, the verifier,
// reification, interval bounds and the bins' <data>. A family's ODS forwards
// shape inference, reification and bounds here (OV_ROIShapeHooks,
// OVOpBase.td); its own C++ (<Family>Ops.cpp) adds only what the family
// alone has. docs/adding-an-op.md says how a ROI family uses the base.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIOPS_H
#define OV_DIALECT_ROIOPS_H

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {

/// The bin attributes every ROI family shares, in the ranges OpenVINO does
/// not check (docs/conformance.md): pooled sizes >= 1, sampling_ratio in
/// [0, kMaxSamplesPerAxis], spatial_scale finite and > 0.
LogicalResult verifyROIBins(int64_t pooledH, int64_t pooledW,
                            int64_t samplingRatio, float spatialScale,
                            const ShapeDiagnostics &diag);

/// Checks a ROI op's attributes and operand types (docs/semantics.md 3.2:
/// data [N, C, H, W], rois [R, layout.width], batch_indices [R] where the
/// layout has the operand, a non-empty map, addressable sizes) and returns
/// the output shape [R, C, pooled_h, pooled_w], R merged from rois dim 0
/// and batch_indices dim 0. `batchIndicesType` is null without the operand.
FailureOr<SmallVector<int64_t>> inferROIShape(const ROIBoxLayout &layout,
                                              const ROIAttrs &attrs,
                                              Type dataType, Type roisType,
                                              Type batchIndicesType,
                                              const ShapeDiagnostics &diag);

/// The result type a builder gives (all dims dynamic when the operands are
/// invalid, for the verifier to report). `batchIndices` is null without the
/// operand.
RankedTensorType inferROIResultType(StringRef opName,
                                    const ROIBoxLayout &layout,
                                    const ROIAttrs &attrs, Value data,
                                    Value rois, Value batchIndices);

/// InferShapedTypeOpInterface for a ROI op: its operands' types in order
/// (data, rois, then batch_indices where the layout has it).
LogicalResult
inferROIReturnTypes(StringRef opName, std::optional<Location> location,
                    const ROIBoxLayout &layout, const ROIAttrs &attrs,
                    TypeRange operandTypes,
                    SmallVectorImpl<ShapedTypeComponents> &inferred);

/// The base verifier (ROIOpInterface's): rois of data's element type, the
/// shape rule, and the declared result type against it.
LogicalResult verifyROIOp(ROIOpInterface op);

/// The result shape: R from whichever of rois and batch_indices knows it
/// statically, C from data, the pooled sizes.
LogicalResult reifyROIShapes(ROIOpInterface op, OpBuilder &b,
                             ReifiedRankedShapedTypeDims &reified);

/// The output bounds [R, C, pooled_h, pooled_w] from the operands' (empty
/// bounds mean unranked): R is the intersection of rois dim 0 and
/// batch_indices dim 0 (disjoint intervals are an error, as in OpenVINO),
/// rois dim 1 must admit the box width. `batchIndices` is empty without the
/// operand.
FailureOr<SmallVector<DimBounds>>
inferROIBounds(const ROIBoxLayout &layout, const ROIAttrs &attrs,
               ArrayRef<DimBounds> data, ArrayRef<DimBounds> rois,
               ArrayRef<DimBounds> batchIndices, const ShapeDiagnostics &diag);

/// InferDimBoundsOpInterface for a ROI op.
FailureOr<SmallVector<SmallVector<DimBounds>>>
inferROIResultBounds(ROIOpInterface op, ArrayRef<ArrayRef<DimBounds>> operands);

/// The bins' attributes of a layer's <data> in OpenVINO's order: pooled_h,
/// pooled_w, sampling_ratio (where `withSamplingRatio`), spatial_scale.
/// OpenVINO reads a missing attribute as its member's default, 0 (the
/// verifier then rejects the zero sizes and scale, naming them).
FailureOr<ROIAttrs> readROILayerData(LayerDataReader &data,
                                     bool withSamplingRatio = true);

/// Writes the bins' attributes in the order readROILayerData reads them.
void writeROILayerData(const ROIAttrs &attrs, LayerDataWriter &data,
                       bool withSamplingRatio = true);

} // namespace mlir::ov

#endif // OV_DIALECT_ROIOPS_H
