// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedOps.cpp - The ROIAlignRotated family ---------------===//
//
// What ROIAlignRotated adds to the ROI base (ROIOps.h, which verifies,
// infers, reifies and bounds every version with the family's box layout,
// docs/semantics.md 8.2): its OpenVINO IR mapping (clockwise_mode).
//
//===----------------------------------------------------------------------===//

#include "ov/Dialect/ROIAlignRotatedOps.h"

using namespace mlir;
using namespace mlir::ov;

//===----------------------------------------------------------------------===//
// OpenVINO IR mapping (OpenVINOLayerOpInterface)
//===----------------------------------------------------------------------===//

/// The ROI base's bins, then clockwise_mode (default false), OpenVINO's
/// defaults for absent attributes.
FailureOr<ROIAlignRotatedAttrs>
ov::readROIAlignRotatedLayerData(LayerDataReader &data) {
  FailureOr<ROIAttrs> bins = readROILayerData(data);
  if (failed(bins))
    return failure();
  FailureOr<bool> clockwise = data.readBoolean("clockwise_mode", false);
  if (failed(clockwise))
    return failure();
  ROIAlignRotatedAttrs attrs;
  static_cast<ROIAttrs &>(attrs) = *bins;
  attrs.clockwise = *clockwise;
  return attrs;
}

/// Every attribute, in the order of OpenVINO's serializer.
void ov::writeROIAlignRotatedLayerData(ROIAlignRotatedOpInterface op,
                                       LayerDataWriter &data) {
  ROIAlignRotatedAttrs attrs = op.getROIAlignRotatedAttrs();
  writeROILayerData(attrs, data);
  data.writeText("clockwise_mode", attrs.clockwise ? "true" : "false");
}

#include "ov/Dialect/ROIAlignRotatedInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignRotatedOps.cpp.inc"
