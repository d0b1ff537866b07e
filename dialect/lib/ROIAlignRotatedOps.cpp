// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedOps.cpp - The ROIAlignRotated family ---------------===//
//
// Verifier, shape inference, reification, interval bounds and the OpenVINO
// IR mapping of every ROIAlignRotated version (docs/semantics.md 8.2),
// written once against ROIAlignRotatedOpInterface (the op's ODS forwards to
// them). The generic pieces (addressable sizes, the result type check) are
// ShapeRules.h's.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Dialect/FamilyOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// Verification and shape inference
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<int64_t>>
ov::inferROIAlignRotatedShape(const ROIAlignRotatedAttrs &attrs, Type dataType,
                              Type roisType, Type batchIndicesType,
                              const ShapeDiagnostics &diag) {
  if (failed(verifyRank(dataType, 4, "data", "[N, C, H, W]", diag)) ||
      failed(verifyRank(roisType, 2, "rois", "[R, 5]", diag)) ||
      failed(verifyRank(batchIndicesType, 1, "batch_indices", "[R]", diag)))
    return failure();
  int64_t coords = dimOrDynamic(roisType, 1);
  if (!ShapedType::isDynamic(coords) && coords != 5)
    return diag.fail("expected rois dim 1 to be 5 ([x_ctr, y_ctr, width, "
                     "height, angle]), got ",
                     coords);
  int64_t roiCount = dimOrDynamic(roisType, 0);
  int64_t indexCount = dimOrDynamic(batchIndicesType, 0);
  if (!ShapedType::isDynamic(roiCount) && !ShapedType::isDynamic(indexCount) &&
      roiCount != indexCount)
    return diag.fail("expected rois dim 0 (", roiCount,
                     ") to equal batch_indices dim 0 (", indexCount, ")");
  if (failed(verifyROIBins(attrs.pooledH, attrs.pooledW, attrs.samplingRatio,
                           attrs.spatialScale, diag)))
    return failure();
  // Stricter than OpenVINO, which reads outside an empty map.
  for (unsigned d : {2u, 3u})
    if (dimOrDynamic(dataType, d) == 0)
      return diag.fail("expected a non-empty feature map, got data dim ", d,
                       " = 0");
  if (failed(verifyAddressable(dataType, "data", diag)) ||
      failed(verifyAddressable(roisType, "rois", diag)) ||
      failed(verifyAddressable(batchIndicesType, "batch_indices", diag)))
    return failure();
  int64_t r = ShapedType::isDynamic(roiCount) ? indexCount : roiCount;
  SmallVector<int64_t> out{r, dimOrDynamic(dataType, 1), attrs.pooledH,
                           attrs.pooledW};
  Type outType = RankedTensorType::get(out, getElementTypeOrSelf(dataType));
  if (failed(verifyAddressable(outType, "the output", diag)))
    return failure();
  return out;
}

RankedTensorType
ov::inferROIAlignRotatedResultType(Value data, Value rois, Value batchIndices,
                                   const ROIAlignRotatedAttrs &attrs) {
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignRotatedShape(
      attrs, data.getType(), rois.getType(), batchIndices.getType(),
      ShapeDiagnostics(std::nullopt, "ov.roi_align_rotated"));
  return tensorOf(shape, 4, getElementTypeOrSelf(data.getType()));
}

LogicalResult ov::detail::verifyROIAlignRotatedInterface(Operation *op) {
  auto rotated = cast<ROIAlignRotatedOpInterface>(op);
  ShapeDiagnostics diag = diagnosticsFor(op);
  Type dataElement = getElementTypeOrSelf(rotated.getData().getType());
  Type roisElement = getElementTypeOrSelf(rotated.getRois().getType());
  if (dataElement != roisElement)
    return diag.fail("expected rois to have the element type of data (",
                     dataElement, "), got ", roisElement);
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignRotatedShape(
      rotated.getROIAlignRotatedAttrs(), rotated.getData().getType(),
      rotated.getRois().getType(), rotated.getBatchIndices().getType(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(rotated.getOutput().getType(), *shape, dataElement,
                          "output", diag);
}

LogicalResult ov::inferROIAlignRotatedReturnTypes(
    StringRef opName, std::optional<Location> location,
    const ROIAlignRotatedAttrs &attrs, TypeRange operandTypes,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignRotatedShape(
      attrs, operandTypes[0], operandTypes[1], operandTypes[2],
      ShapeDiagnostics(location, opName));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(operandTypes[0]));
  return success();
}

LogicalResult
ov::reifyROIAlignRotatedShapes(ROIAlignRotatedOpInterface op, OpBuilder &b,
                               ReifiedRankedShapedTypeDims &reified) {
  Location loc = op.getLoc();
  auto dimOfValue = [&](Value v, int64_t dim) -> OpFoldResult {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type)
      return OpFoldResult();
    if (!type.isDynamicDim(dim))
      return b.getIndexAttr(type.getDimSize(dim));
    return tensor::DimOp::create(b, loc, v, dim).getResult();
  };
  // R comes from whichever of rois/batch_indices knows it statically.
  auto roisType = dyn_cast<RankedTensorType>(op.getRois().getType());
  OpFoldResult r = roisType && !roisType.isDynamicDim(0)
                       ? dimOfValue(op.getRois(), 0)
                       : dimOfValue(op.getBatchIndices(), 0);
  OpFoldResult c = dimOfValue(op.getData(), 1);
  if (!r || !c)
    return failure();
  ROIAlignRotatedAttrs attrs = op.getROIAlignRotatedAttrs();
  reified.push_back(
      {r, c, b.getIndexAttr(attrs.pooledH), b.getIndexAttr(attrs.pooledW)});
  return success();
}

//===----------------------------------------------------------------------===//
// Dim intervals
//===----------------------------------------------------------------------===//

static std::string formatDim(const DimBounds &d) {
  std::string upper =
      d.upper == kUnboundedDim ? std::string("?") : std::to_string(d.upper);
  if (d.isStatic())
    return upper;
  return std::to_string(d.lower) + ".." + upper;
}

FailureOr<SmallVector<SmallVector<DimBounds>>>
ov::inferROIAlignRotatedResultBounds(ROIAlignRotatedOpInterface op,
                                     ArrayRef<ArrayRef<DimBounds>> operands) {
  ShapeDiagnostics diag = diagnosticsFor(op);
  ArrayRef<DimBounds> data = operands[0], rois = operands[1],
                      indices = operands[2];
  DimBounds roiCount = rois.empty() ? DimBounds{} : rois[0];
  DimBounds indexCount = indices.empty() ? DimBounds{} : indices[0];
  auto admits = [](const DimBounds &d, int64_t v) {
    return d.lower <= v && (d.upper == kUnboundedDim || v <= d.upper);
  };
  if (!rois.empty() && !admits(rois[1], 5))
    return diag.fail("expected rois dim 1 to be 5 ([x_ctr, y_ctr, width, "
                     "height, angle]), got ",
                     formatDim(rois[1]));
  DimBounds r{std::max(roiCount.lower, indexCount.lower), kUnboundedDim};
  for (const DimBounds &d : {roiCount, indexCount})
    if (d.upper != kUnboundedDim)
      r.upper = r.upper == kUnboundedDim ? d.upper : std::min(r.upper, d.upper);
  if (r.upper != kUnboundedDim && r.lower > r.upper)
    return diag.fail("expected rois dim 0 (", formatDim(roiCount),
                     ") to be compatible with batch_indices dim 0 (",
                     formatDim(indexCount), "): the intervals are disjoint");
  ROIAlignRotatedAttrs attrs = op.getROIAlignRotatedAttrs();
  DimBounds channels = data.empty() ? DimBounds{} : data[1];
  return SmallVector<SmallVector<DimBounds>>{{r,
                                              channels,
                                              {attrs.pooledH, attrs.pooledH},
                                              {attrs.pooledW, attrs.pooledW}}};
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface)
//===----------------------------------------------------------------------===//

/// OpenVINO reads a missing attribute as its member's default: 0 for the
/// sizes, ratio and scale (the verifier then rejects the zero sizes and
/// scale, naming them), false for clockwise_mode.
FailureOr<ROIAlignRotatedAttrs>
ov::readROIAlignRotatedLayerData(LayerDataReader &data) {
  ROIAlignRotatedAttrs attrs;
  FailureOr<int64_t> pooledH = data.readInteger("pooled_h", 0);
  if (failed(pooledH))
    return failure();
  FailureOr<int64_t> pooledW = data.readInteger("pooled_w", 0);
  if (failed(pooledW))
    return failure();
  FailureOr<int64_t> samplingRatio = data.readInteger("sampling_ratio", 0);
  if (failed(samplingRatio))
    return failure();
  FailureOr<double> scale = data.readNumber("spatial_scale", 0.0);
  if (failed(scale))
    return failure();
  FailureOr<bool> clockwise = data.readBoolean("clockwise_mode", false);
  if (failed(clockwise))
    return failure();
  attrs.pooledH = *pooledH;
  attrs.pooledW = *pooledW;
  attrs.samplingRatio = *samplingRatio;
  attrs.spatialScale = float(*scale);
  attrs.clockwise = *clockwise;
  return attrs;
}

/// Every attribute, in the order of OpenVINO's serializer.
void ov::writeROIAlignRotatedLayerData(ROIAlignRotatedOpInterface op,
                                       LayerDataWriter &data) {
  ROIAlignRotatedAttrs attrs = op.getROIAlignRotatedAttrs();
  data.writeInteger("pooled_h", attrs.pooledH);
  data.writeInteger("pooled_w", attrs.pooledW);
  data.writeInteger("sampling_ratio", attrs.samplingRatio);
  data.writeNumber("spatial_scale", attrs.spatialScale);
  data.writeText("clockwise_mode", attrs.clockwise ? "true" : "false");
}

#include "ov/Dialect/ROIAlignRotatedInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignRotatedOps.cpp.inc"
