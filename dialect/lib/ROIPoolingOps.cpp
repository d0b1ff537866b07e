// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingOps.cpp - The ROIPooling family -------------------------===//
//
// Verifier, shape inference, reification, interval bounds and the OpenVINO
// IR mapping of every ROIPooling version (docs/semantics.md 9.2), written
// once against ROIPoolingOpInterface (the op's ODS forwards to them). The
// generic pieces (ranks, addressable sizes, the result type check) are
// ShapeRules.h's.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIPoolingOps.h"
#include "ov/Dialect/FamilyOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// Verification and shape inference
//===----------------------------------------------------------------------===//

/// OpenVINO's attribute rules (roi_pooling_shape_inference.hpp): pooled sizes
/// >= 1, a normal positive spatial_scale, method max or bilinear.
static LogicalResult verifyROIPoolingAttrs(const ROIPoolingAttrs &attrs,
                                           const ShapeDiagnostics &diag) {
  if (attrs.pooledH < 1)
    return diag.fail("expected pooled_h >= 1, got ", attrs.pooledH);
  if (attrs.pooledW < 1)
    return diag.fail("expected pooled_w >= 1, got ", attrs.pooledW);
  if (!std::isnormal(attrs.spatialScale) || std::signbit(attrs.spatialScale))
    return diag.fail("expected spatial_scale to be a normal number > 0, got ",
                     attrs.spatialScale);
  if (attrs.method != "max" && attrs.method != "bilinear")
    return diag.fail("expected method to be \"max\" or \"bilinear\", got \"",
                     attrs.method, "\"");
  return success();
}

FailureOr<SmallVector<int64_t>>
ov::inferROIPoolingShape(const ROIPoolingAttrs &attrs, Type dataType,
                         Type roisType, const ShapeDiagnostics &diag) {
  if (failed(verifyRank(dataType, 4, "data", "[N, C, H, W]", diag)) ||
      failed(verifyRank(roisType, 2, "rois", "[R, 5]", diag)))
    return failure();
  int64_t coords = dimOrDynamic(roisType, 1);
  if (!ShapedType::isDynamic(coords) && coords != 5)
    return diag.fail("expected rois dim 1 to be 5 ([batch, x1, y1, x2, y2]), "
                     "got ",
                     coords);
  if (failed(verifyROIPoolingAttrs(attrs, diag)))
    return failure();
  if (failed(verifyAddressable(dataType, "data", diag)) ||
      failed(verifyAddressable(roisType, "rois", diag)))
    return failure();
  SmallVector<int64_t> out{dimOrDynamic(roisType, 0), dimOrDynamic(dataType, 1),
                           attrs.pooledH, attrs.pooledW};
  Type outType = RankedTensorType::get(out, getElementTypeOrSelf(dataType));
  if (failed(verifyAddressable(outType, "the output", diag)))
    return failure();
  return out;
}

RankedTensorType ov::inferROIPoolingResultType(Value data, Value rois,
                                               const ROIPoolingAttrs &attrs) {
  FailureOr<SmallVector<int64_t>> shape =
      inferROIPoolingShape(attrs, data.getType(), rois.getType(),
                           ShapeDiagnostics(std::nullopt, "ov.roi_pooling"));
  return tensorOf(shape, 4, getElementTypeOrSelf(data.getType()));
}

LogicalResult ov::detail::verifyROIPoolingInterface(Operation *op) {
  auto pooling = cast<ROIPoolingOpInterface>(op);
  ShapeDiagnostics diag = diagnosticsFor(op);
  Type dataElement = getElementTypeOrSelf(pooling.getData().getType());
  Type roisElement = getElementTypeOrSelf(pooling.getRois().getType());
  if (dataElement != roisElement)
    return diag.fail("expected rois to have the element type of data (",
                     dataElement, "), got ", roisElement);
  FailureOr<SmallVector<int64_t>> shape = inferROIPoolingShape(
      pooling.getROIPoolingAttrs(), pooling.getData().getType(),
      pooling.getRois().getType(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(pooling.getOutput().getType(), *shape, dataElement,
                          "output", diag);
}

LogicalResult ov::inferROIPoolingReturnTypes(
    StringRef opName, std::optional<Location> location,
    const ROIPoolingAttrs &attrs, TypeRange operandTypes,
    SmallVectorImpl<ShapedTypeComponents> &inferred) {
  FailureOr<SmallVector<int64_t>> shape =
      inferROIPoolingShape(attrs, operandTypes[0], operandTypes[1],
                           ShapeDiagnostics(location, opName));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(operandTypes[0]));
  return success();
}

LogicalResult ov::reifyROIPoolingShapes(ROIPoolingOpInterface op, OpBuilder &b,
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
  OpFoldResult r = dimOfValue(op.getRois(), 0);
  OpFoldResult c = dimOfValue(op.getData(), 1);
  if (!r || !c)
    return failure();
  ROIPoolingAttrs attrs = op.getROIPoolingAttrs();
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
ov::inferROIPoolingResultBounds(ROIPoolingOpInterface op,
                                ArrayRef<ArrayRef<DimBounds>> operands) {
  ShapeDiagnostics diag = diagnosticsFor(op);
  ArrayRef<DimBounds> data = operands[0], rois = operands[1];
  if (!rois.empty()) {
    const DimBounds &coords = rois[1];
    if (coords.lower > 5 || (coords.upper != kUnboundedDim && coords.upper < 5))
      return diag.fail("expected rois dim 1 to be 5 ([batch, x1, y1, x2, "
                       "y2]), got ",
                       formatDim(coords));
  }
  ROIPoolingAttrs attrs = op.getROIPoolingAttrs();
  DimBounds boxes = rois.empty() ? DimBounds{} : rois[0];
  DimBounds channels = data.empty() ? DimBounds{} : data[1];
  return SmallVector<SmallVector<DimBounds>>{{boxes,
                                              channels,
                                              {attrs.pooledH, attrs.pooledH},
                                              {attrs.pooledW, attrs.pooledW}}};
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface)
//===----------------------------------------------------------------------===//

/// OpenVINO visits output_size, output_roi (the same list), then pooled_h
/// and pooled_w, each overwriting the pooled sizes: a later attribute wins.
/// Absent sizes stay 0 and spatial_scale 0 (the verifier refuses both,
/// naming them); method is "max" when absent.
FailureOr<ROIPoolingAttrs> ov::readROIPoolingLayerData(LayerDataReader &data) {
  ROIPoolingAttrs attrs;
  attrs.pooledH = attrs.pooledW = 0;
  for (StringRef list : {"output_size", "output_roi"}) {
    FailureOr<SmallVector<int64_t>> sizes = data.readList(list, false);
    if (failed(sizes))
      return failure();
    if (sizes->empty())
      continue;
    if (sizes->size() != 2)
      return data.attributeError(list)
             << "expected 2 values (pooled_h, pooled_w), got " << sizes->size();
    attrs.pooledH = (*sizes)[0];
    attrs.pooledW = (*sizes)[1];
  }
  FailureOr<int64_t> pooledH = data.readInteger("pooled_h", attrs.pooledH);
  if (failed(pooledH))
    return failure();
  FailureOr<int64_t> pooledW = data.readInteger("pooled_w", attrs.pooledW);
  if (failed(pooledW))
    return failure();
  FailureOr<double> scale = data.readNumber("spatial_scale", 0.0);
  if (failed(scale))
    return failure();
  attrs.pooledH = *pooledH;
  attrs.pooledW = *pooledW;
  attrs.spatialScale = float(*scale);
  if (std::optional<std::string> method = data.readText("method"))
    attrs.method = StringRef(*method).trim().str();
  return attrs;
}

/// Every attribute, in the order of OpenVINO's serializer.
void ov::writeROIPoolingLayerData(ROIPoolingOpInterface op,
                                  LayerDataWriter &data) {
  ROIPoolingAttrs attrs = op.getROIPoolingAttrs();
  data.writeList("output_size", {attrs.pooledH, attrs.pooledW});
  data.writeList("output_roi", {attrs.pooledH, attrs.pooledW});
  data.writeInteger("pooled_h", attrs.pooledH);
  data.writeInteger("pooled_w", attrs.pooledW);
  data.writeNumber("spatial_scale", attrs.spatialScale);
  data.writeText("method", attrs.method);
}

#include "ov/Dialect/ROIPoolingInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIPoolingOps.cpp.inc"
