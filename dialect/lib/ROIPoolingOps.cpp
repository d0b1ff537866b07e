// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingOps.cpp - The ROIPooling family -------------------------===//
//
// What ROIPooling-2 has beyond the ROI base (ROIOps.h, which owns its shape
// rule, reification and bounds with kROIPoolingBoxLayout): OpenVINO's two
// attribute rules the base does not have (docs/semantics.md 9.2) and the
// layer's <data> with its output_size/output_roi lists.
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIPoolingOps.h"
#include "ov/Dialect/FamilyOps.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ov;

LogicalResult ov::detail::verifyROIPoolingInterface(Operation *op) {
  ROIPoolingAttrs attrs = cast<ROIPoolingOpInterface>(op).getROIPoolingAttrs();
  ShapeDiagnostics diag = diagnosticsFor(op);
  // std::isnormal: OpenVINO refuses a subnormal scale too.
  if (!std::isnormal(attrs.spatialScale) || std::signbit(attrs.spatialScale))
    return diag.fail("expected spatial_scale to be a normal number > 0, got ",
                     attrs.spatialScale);
  if (attrs.method != "max" && attrs.method != "bilinear")
    return diag.fail("expected method to be \"max\" or \"bilinear\", got \"",
                     attrs.method, "\"");
  return success();
}

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface)
//===----------------------------------------------------------------------===//

/// OpenVINO visits output_size, output_roi (the same list), then pooled_h
/// and pooled_w, each overwriting the pooled sizes: a later attribute wins.
/// Absent sizes and scale are 0 (the verifier refuses them, naming them);
/// method is "max" when absent.
FailureOr<ROIPoolingAttrs> ov::readROIPoolingLayerData(LayerDataReader &data) {
  int64_t listH = 0, listW = 0;
  for (StringRef list : {"output_size", "output_roi"}) {
    FailureOr<SmallVector<int64_t>> sizes = data.readList(list, false);
    if (failed(sizes))
      return failure();
    if (sizes->empty())
      continue;
    if (sizes->size() != 2)
      return data.attributeError(list)
             << "expected 2 values (pooled_h, pooled_w), got " << sizes->size();
    listH = (*sizes)[0];
    listW = (*sizes)[1];
  }
  bool hasH = data.readText("pooled_h").has_value();
  bool hasW = data.readText("pooled_w").has_value();
  FailureOr<ROIAttrs> bins =
      readROILayerData(data, /*withSamplingRatio=*/false);
  if (failed(bins))
    return failure();
  ROIPoolingAttrs attrs;
  static_cast<ROIAttrs &>(attrs) = *bins;
  if (!hasH)
    attrs.pooledH = listH;
  if (!hasW)
    attrs.pooledW = listW;
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
  writeROILayerData(attrs, data, /*withSamplingRatio=*/false);
  data.writeText("method", attrs.method);
}

#include "ov/Dialect/ROIPoolingInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIPoolingOps.cpp.inc"
