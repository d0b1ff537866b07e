// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignOps.cpp - The ROIAlign family: ROIAlign-3 and -9 ----------===//
//
// Verifier, shape inference, reification, interval bounds and the OpenVINO
// IR mapping of every ROIAlign version, written once against
// ROIAlignOpInterface (the ops' ODS forwards to them). All shape arithmetic
// and attribute rules are in ShapeRules.cpp.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/FamilyOps.h"
#include "ov/Dialect/ShapeRules.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

RankedTensorType ov::inferROIAlignResultType(Value data, Value rois,
                                             Value batchIndices,
                                             int64_t pooledH, int64_t pooledW,
                                             int64_t samplingRatio) {
  ROIAlignAttrs attrs;
  attrs.pooledH = pooledH;
  attrs.pooledW = pooledW;
  attrs.samplingRatio = samplingRatio;
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignShape(
      attrs, data.getType(), rois.getType(), batchIndices.getType(),
      ShapeDiagnostics(std::nullopt, "ov.roi_align"));
  return tensorOf(shape, 4, getElementTypeOrSelf(data.getType()));
}

LogicalResult ov::detail::verifyROIAlignInterface(Operation *op) {
  return verifyROIAlign(cast<ROIAlignOpInterface>(op));
}

LogicalResult ov::verifyROIAlign(ROIAlignOpInterface op) {
  ShapeDiagnostics diag = diagnosticsFor(op);
  Type dataElement = getElementTypeOrSelf(op.getData().getType());
  Type roisElement = getElementTypeOrSelf(op.getRois().getType());
  if (dataElement != roisElement)
    return diag.fail("expected rois to have the element type of data (",
                     dataElement, "), got ", roisElement);
  FailureOr<SmallVector<int64_t>> shape = inferROIAlignShape(
      op.getROIAlignAttrs(), op.getData().getType(), op.getRois().getType(),
      op.getBatchIndices().getType(), diag);
  if (failed(shape))
    return failure();
  return verifyResultType(op.getOutput().getType(), *shape, dataElement,
                          "output", diag);
}

LogicalResult
ov::inferROIAlignReturnTypes(StringRef opName, std::optional<Location> location,
                             int64_t pooledH, int64_t pooledW,
                             int64_t samplingRatio, TypeRange operandTypes,
                             SmallVectorImpl<ShapedTypeComponents> &inferred) {
  ROIAlignAttrs attrs;
  attrs.pooledH = pooledH;
  attrs.pooledW = pooledW;
  attrs.samplingRatio = samplingRatio;
  FailureOr<SmallVector<int64_t>> shape =
      inferROIAlignShape(attrs, operandTypes[0], operandTypes[1],
                         operandTypes[2], ShapeDiagnostics(location, opName));
  if (failed(shape))
    return failure();
  inferred.emplace_back(*shape, getElementTypeOrSelf(operandTypes[0]));
  return success();
}

LogicalResult ov::reifyROIAlignShapes(ROIAlignOpInterface op, OpBuilder &b,
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
  OpFoldResult r = roisType && !roisType.isDynamicDim(0)
                       ? dimOf(op.getRois(), 0)
                       : dimOf(op.getBatchIndices(), 0);
  OpFoldResult c = dimOf(op.getData(), 1);
  if (!r || !c)
    return failure();
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  reified.push_back(
      {r, c, b.getIndexAttr(attrs.pooledH), b.getIndexAttr(attrs.pooledW)});
  return success();
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface)
//===----------------------------------------------------------------------===//

// The family hooks that the ops' ODS definitions call.
namespace mlir::ov {

/// Whether a ROIAlign version has the `aligned_mode` attribute (ROIAlign-9
/// and later).
template <typename OpTy>
using AlignedModeAttrAccessor =
    decltype(std::declval<OpTy &>().getAlignedModeAttr());
template <typename OpTy>
constexpr bool hasAlignedModeAttr =
    llvm::is_detected<AlignedModeAttrAccessor, OpTy>::value;

/// Builds ROIAlign-`OpTy` from a layer. OpenVINO reads a missing attribute
/// as its member's default: pooled_h, pooled_w, sampling_ratio 0,
/// spatial_scale 0, mode avg, aligned_mode asymmetric (the verifier then
/// rejects the zero sizes and scale, naming them). ROIAlign-3 accepts
/// ROIAlign-9's aligned_mode where it is asymmetric (what v3 computes).
template <typename OpTy>
static FailureOr<Operation *>
buildROIAlignFromLayer(OpBuilder &builder, Location loc, ValueRange inputs,
                       LayerDataReader &data) {
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
  FailureOr<ROIAlignMode> mode =
      data.readEnum("mode", ROIAlignMode::avg, symbolizeROIAlignMode);
  if (failed(mode))
    return failure();
  AlignedMode alignedMode = AlignedMode::asymmetric;
  if constexpr (hasAlignedModeAttr<OpTy>) {
    FailureOr<AlignedMode> read = data.readEnum(
        "aligned_mode", AlignedMode::asymmetric, symbolizeAlignedMode);
    if (failed(read))
      return failure();
    alignedMode = *read;
  } else {
    auto asymmetric = [](StringRef text) {
      return symbolizeAlignedMode(text.trim().lower()) ==
             AlignedMode::asymmetric;
    };
    if (failed(data.readOtherVersionAttribute("aligned_mode", "ROIAlign-9",
                                              asymmetric, "it is asymmetric")))
      return failure();
  }
  RankedTensorType type = inferROIAlignResultType(
      inputs[0], inputs[1], inputs[2], *pooledH, *pooledW, *samplingRatio);
  auto op = OpTy::create(builder, loc, type, inputs[0], inputs[1], inputs[2],
                         *pooledH, *pooledW, *samplingRatio,
                         APFloat(float(*scale)), *mode);
  if constexpr (hasAlignedModeAttr<OpTy>)
    op.setAlignedMode(alignedMode);
  return op.getOperation();
}

static FailureOr<SmallVector<SmallVector<DimBounds>>>
inferROIAlignResultBounds(ROIAlignOpInterface op,
                          ArrayRef<ArrayRef<DimBounds>> operands) {
  FailureOr<SmallVector<DimBounds>> bounds =
      inferROIAlignBounds(op.getROIAlignAttrs(), operands[0], operands[1],
                          operands[2], diagnosticsFor(op));
  if (failed(bounds))
    return failure();
  return SmallVector<SmallVector<DimBounds>>{*bounds};
}

template <typename OpTy>
static void writeROIAlignLayerData(OpTy op, LayerDataWriter &data) {
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  data.writeInteger("pooled_h", attrs.pooledH);
  data.writeInteger("pooled_w", attrs.pooledW);
  data.writeInteger("sampling_ratio", attrs.samplingRatio);
  data.writeNumber("spatial_scale", attrs.spatialScale);
  data.writeText("mode", stringifyROIAlignMode(attrs.mode));
  if constexpr (hasAlignedModeAttr<OpTy>)
    data.writeText("aligned_mode", stringifyAlignedMode(attrs.alignedMode));
}

} // namespace mlir::ov

#include "ov/Dialect/ROIAlignInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignOps.cpp.inc"
