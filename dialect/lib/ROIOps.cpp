// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIOps.cpp - The ROI base: what every ROI family shares -----------===//

#include "ov/Dialect/ROIOps.h"
#include "ov/Dialect/FamilyOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>
#include <string>

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// Verification and shape inference
//===----------------------------------------------------------------------===//

LogicalResult ov::verifyROIBins(int64_t pooledH, int64_t pooledW,
                                int64_t samplingRatio, float spatialScale,
                                const ShapeDiagnostics &diag) {
  if (pooledH < 1)
    return diag.fail("expected pooled_h >= 1, got ", pooledH);
  if (pooledW < 1)
    return diag.fail("expected pooled_w >= 1, got ", pooledW);
  if (samplingRatio < 0)
    return diag.fail("expected sampling_ratio >= 0 (0: adaptive), got ",
                     samplingRatio);
  if (samplingRatio > kMaxSamplesPerAxis)
    return diag.fail("expected sampling_ratio <= ", kMaxSamplesPerAxis,
                     " (samples per bin axis), got ", samplingRatio);
  if (!std::isfinite(spatialScale) || !(spatialScale > 0.0f))
    return diag.fail("expected spatial_scale to be finite and > 0, got ",
                     spatialScale);
  return success();
}

/// "[R, 4]": the rois layout of `layout`.
static std::string roisLayout(const ROIBoxLayout &layout) {
  return "[R, " + std::to_string(layout.width) + "]";
}

FailureOr<SmallVector<int64_t>>
ov::inferROIShape(const ROIBoxLayout &layout, const ROIAttrs &attrs,
                  Type dataType, Type roisType, Type batchIndicesType,
                  const ShapeDiagnostics &diag) {
  if (failed(verifyRank(dataType, 4, "data", "[N, C, H, W]", diag)) ||
      failed(verifyRank(roisType, 2, "rois", roisLayout(layout), diag)) ||
      (batchIndicesType &&
       failed(verifyRank(batchIndicesType, 1, "batch_indices", "[R]", diag))))
    return failure();
  int64_t width = dimOrDynamic(roisType, 1);
  if (!ShapedType::isDynamic(width) && width != layout.width)
    return diag.fail("expected rois dim 1 to be ", layout.width, " (",
                     layout.columns, "), got ", width);
  int64_t roiCount = dimOrDynamic(roisType, 0);
  int64_t indexCount = batchIndicesType ? dimOrDynamic(batchIndicesType, 0)
                                        : ShapedType::kDynamic;
  if (!ShapedType::isDynamic(roiCount) && !ShapedType::isDynamic(indexCount) &&
      roiCount != indexCount)
    return diag.fail("expected rois dim 0 (", roiCount,
                     ") to equal batch_indices dim 0 (", indexCount, ")");
  if (failed(verifyROIBins(attrs.pooledH, attrs.pooledW, attrs.samplingRatio,
                           attrs.spatialScale, diag)))
    return failure();
  // Stricter than OpenVINO: an empty map would make every sample read
  // outside it (OpenVINO reads out of bounds).
  for (unsigned d : {2u, 3u})
    if (dimOrDynamic(dataType, d) == 0)
      return diag.fail("expected a non-empty feature map, got data dim ", d,
                       " = 0");
  if (failed(verifyAddressable(dataType, "data", diag)) ||
      failed(verifyAddressable(roisType, "rois", diag)) ||
      (batchIndicesType &&
       failed(verifyAddressable(batchIndicesType, "batch_indices", diag))))
    return failure();
  int64_t r = ShapedType::isDynamic(roiCount) ? indexCount : roiCount;
  SmallVector<int64_t> out{r, dimOrDynamic(dataType, 1), attrs.pooledH,
                           attrs.pooledW};
  Type outType = RankedTensorType::get(out, getElementTypeOrSelf(dataType));
  if (failed(verifyAddressable(outType, "the output", diag)))
    return failure();
  return out;
}

RankedTensorType ov::inferROIResultType(StringRef opName,
                                        const ROIBoxLayout &layout,
                                        const ROIAttrs &attrs, Value data,
                                        Value rois, Value batchIndices) {
  FailureOr<SmallVector<int64_t>> shape =
      inferROIShape(layout, attrs, data.getType(), rois.getType(),
                    batchIndices ? batchIndices.getType() : Type(),
                    ShapeDiagnostics(std::nullopt, opName));
  return tensorOf(shape, 4, getElementTypeOrSelf(data.getType()));
}

LogicalResult
ov::inferROIReturnTypes(StringRef opName, std::optional<Location> location,
                        const ROIBoxLayout &layout, const ROIAttrs &attrs,
                        TypeRange operandTypes,
                        SmallVectorImpl<ShapedTypeComponents> &inferred) {
  FailureOr<SmallVector<int64_t>> shape =
      inferROIShape(layout, attrs, operandTypes[0], operandTypes[1],
                    layout.batchIndexOperand ? operandTypes[2] : Type(),
                    ShapeDiagnostics(location, opName));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(operandTypes[0]));
  return success();
}

LogicalResult ov::verifyROIOp(ROIOpInterface op) {
  ShapeDiagnostics diag = diagnosticsFor(op);
  Type dataElement = getElementTypeOrSelf(op.getData().getType());
  Type roisElement = getElementTypeOrSelf(op.getRois().getType());
  if (dataElement != roisElement)
    return diag.fail("expected rois to have the element type of data (",
                     dataElement, "), got ", roisElement);
  Value batchIndices = op.getBatchIndices();
  FailureOr<SmallVector<int64_t>> shape =
      inferROIShape(op.getBoxLayout(), op.getROIAttrs(), op.getData().getType(),
                    op.getRois().getType(),
                    batchIndices ? batchIndices.getType() : Type(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(op.getOutput().getType(), *shape, dataElement,
                          "output", diag);
}

LogicalResult ov::detail::verifyROIOpInterface(Operation *op) {
  return verifyROIOp(cast<ROIOpInterface>(op));
}

LogicalResult ov::reifyROIShapes(ROIOpInterface op, OpBuilder &b,
                                 ReifiedRankedShapedTypeDims &reified) {
  Location loc = op.getLoc();
  auto dimOf = [&](Value v, int64_t dim) -> OpFoldResult {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type)
      return OpFoldResult();
    if (!type.isDynamicDim(dim))
      return b.getIndexAttr(type.getDimSize(dim));
    return tensor::DimOp::create(b, loc, v, dim).getResult();
  };
  // R comes from whichever of rois/batch_indices knows it statically.
  auto roisType = dyn_cast<RankedTensorType>(op.getRois().getType());
  Value batchIndices = op.getBatchIndices();
  OpFoldResult r = !batchIndices || (roisType && !roisType.isDynamicDim(0))
                       ? dimOf(op.getRois(), 0)
                       : dimOf(batchIndices, 0);
  OpFoldResult c = dimOf(op.getData(), 1);
  if (!r || !c)
    return failure();
  ROIAttrs attrs = op.getROIAttrs();
  reified.push_back(
      {r, c, b.getIndexAttr(attrs.pooledH), b.getIndexAttr(attrs.pooledW)});
  return success();
}

//===----------------------------------------------------------------------===//
// Dim intervals
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<DimBounds>>
ov::inferROIBounds(const ROIBoxLayout &layout, const ROIAttrs &attrs,
                   ArrayRef<DimBounds> data, ArrayRef<DimBounds> rois,
                   ArrayRef<DimBounds> batchIndices,
                   const ShapeDiagnostics &diag) {
  DimBounds roiCount = rois.empty() ? DimBounds{} : rois[0];
  DimBounds indexCount = batchIndices.empty() ? DimBounds{} : batchIndices[0];
  if (!rois.empty() && !admitsDim(rois[1], layout.width))
    return diag.fail("expected rois dim 1 to be ", layout.width, " (",
                     layout.columns, "), got ", formatBounds(rois[1]));
  std::optional<DimBounds> r = intersectBounds(roiCount, indexCount);
  if (!r)
    return diag.fail("expected rois dim 0 (", formatBounds(roiCount),
                     ") to be compatible with batch_indices dim 0 (",
                     formatBounds(indexCount), "): the intervals are disjoint");
  DimBounds channels = data.empty() ? DimBounds{} : data[1];
  return SmallVector<DimBounds>{*r,
                                channels,
                                {attrs.pooledH, attrs.pooledH},
                                {attrs.pooledW, attrs.pooledW}};
}

FailureOr<SmallVector<SmallVector<DimBounds>>>
ov::inferROIResultBounds(ROIOpInterface op,
                         ArrayRef<ArrayRef<DimBounds>> operands) {
  ArrayRef<DimBounds> batchIndices =
      op.getBoxLayout().batchIndexOperand ? operands[2] : ArrayRef<DimBounds>();
  FailureOr<SmallVector<DimBounds>> bounds =
      inferROIBounds(op.getBoxLayout(), op.getROIAttrs(), operands[0],
                     operands[1], batchIndices, diagnosticsFor(op));
  if (failed(bounds))
    return failure();
  return SmallVector<SmallVector<DimBounds>>{*bounds};
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping
//===----------------------------------------------------------------------===//

FailureOr<ROIAttrs> ov::readROILayerData(LayerDataReader &data,
                                         bool withSamplingRatio) {
  ROIAttrs attrs;
  FailureOr<int64_t> pooledH = data.readInteger("pooled_h", 0);
  if (failed(pooledH))
    return failure();
  FailureOr<int64_t> pooledW = data.readInteger("pooled_w", 0);
  if (failed(pooledW))
    return failure();
  if (withSamplingRatio) {
    FailureOr<int64_t> samplingRatio = data.readInteger("sampling_ratio", 0);
    if (failed(samplingRatio))
      return failure();
    attrs.samplingRatio = *samplingRatio;
  }
  FailureOr<double> scale = data.readNumber("spatial_scale", 0.0);
  if (failed(scale))
    return failure();
  attrs.pooledH = *pooledH;
  attrs.pooledW = *pooledW;
  attrs.spatialScale = float(*scale);
  return attrs;
}

void ov::writeROILayerData(const ROIAttrs &attrs, LayerDataWriter &data,
                           bool withSamplingRatio) {
  data.writeInteger("pooled_h", attrs.pooledH);
  data.writeInteger("pooled_w", attrs.pooledW);
  if (withSamplingRatio)
    data.writeInteger("sampling_ratio", attrs.samplingRatio);
  data.writeNumber("spatial_scale", attrs.spatialScale);
}
