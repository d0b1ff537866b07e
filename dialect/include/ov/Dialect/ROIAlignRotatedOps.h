// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedOps.h - The ROIAlignRotated family's C++ --*- C++ -*-===//
//
// ROIAlignRotated-15 (ROIAlignRotatedOps.td) on the ROI base (ROIOps.h), its
// attributes as values, and the C++ every version shares
// (dialect/lib/ROIAlignRotatedOps.cpp), which the op's ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIALIGNROTATEDOPS_H
#define OV_DIALECT_ROIALIGNROTATEDOPS_H

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ROIOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {

/// The attributes of a ROIAlignRotated op: the ROI base's bins and the
/// angle's direction.
struct ROIAlignRotatedAttrs : ROIAttrs {
  /// The angle turns clockwise (OpenVINO negates it).
  bool clockwise = false;
};

/// ROIAlignRotated's boxes: [x_ctr, y_ctr, width, height, angle], the image
/// in a batch_indices operand.
inline const ROIBoxLayout kROIAlignRotatedBoxLayout{
    5, "[x_ctr, y_ctr, width, height, angle]", true};

class ROIAlignRotatedOpInterface;

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
