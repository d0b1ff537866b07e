// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignOps.cpp - The ROIAlign family: ROIAlign-3 and -9 ----------===//
//
// What ROIAlign adds to the ROI base (ROIOps.h, which verifies, infers,
// reifies and bounds every version with ROIAlign's box layout): its
// builder's result type and its OpenVINO IR mapping (mode, aligned_mode).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Dialect/FamilyOps.h"

#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::ov;

FailureOr<SmallVector<int64_t>>
ov::inferROIAlignShape(const ROIAlignAttrs &attrs, Type dataType, Type roisType,
                       Type batchIndicesType, const ShapeDiagnostics &diag) {
  return inferROIShape(kROIAlignBoxLayout, attrs, dataType, roisType,
                       batchIndicesType, diag);
}

FailureOr<SmallVector<DimBounds>>
ov::inferROIAlignBounds(const ROIAlignAttrs &attrs, ArrayRef<DimBounds> data,
                        ArrayRef<DimBounds> rois,
                        ArrayRef<DimBounds> batchIndices,
                        const ShapeDiagnostics &diag) {
  return inferROIBounds(kROIAlignBoxLayout, attrs, data, rois, batchIndices,
                        diag);
}

RankedTensorType ov::inferROIAlignResultType(Value data, Value rois,
                                             Value batchIndices,
                                             int64_t pooledH, int64_t pooledW,
                                             int64_t samplingRatio,
                                             float spatialScale) {
  return inferROIResultType(
      "ov.roi_align", kROIAlignBoxLayout,
      ROIAttrs{pooledH, pooledW, samplingRatio, spatialScale}, data, rois,
      batchIndices);
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

/// Builds ROIAlign-`OpTy` from a layer: the ROI base's bins, then mode
/// (default avg) and aligned_mode (default asymmetric), OpenVINO's defaults
/// for absent attributes.
template <typename OpTy>
static FailureOr<Operation *>
buildROIAlignFromLayer(OpBuilder &builder, Location loc, ValueRange inputs,
                       LayerDataReader &data) {
  FailureOr<ROIAttrs> bins = readROILayerData(data);
  if (failed(bins))
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
  }
  RankedTensorType type =
      inferROIResultType(OpTy::getOperationName(), kROIAlignBoxLayout, *bins,
                         inputs[0], inputs[1], inputs[2]);
  auto op = OpTy::create(builder, loc, type, inputs[0], inputs[1], inputs[2],
                         bins->pooledH, bins->pooledW, bins->samplingRatio,
                         APFloat(bins->spatialScale), *mode);
  if constexpr (hasAlignedModeAttr<OpTy>)
    op.setAlignedMode(alignedMode);
  return op.getOperation();
}

template <typename OpTy>
static void writeROIAlignLayerData(OpTy op, LayerDataWriter &data) {
  ROIAlignAttrs attrs = op.getROIAlignAttrs();
  writeROILayerData(attrs, data);
  data.writeText("mode", stringifyROIAlignMode(attrs.mode));
  if constexpr (hasAlignedModeAttr<OpTy>)
    data.writeText("aligned_mode", stringifyAlignedMode(attrs.alignedMode));
}

} // namespace mlir::ov

#include "ov/Dialect/ROIAlignInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignOps.cpp.inc"
