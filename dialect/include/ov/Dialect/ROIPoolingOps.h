// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingOps.h - The ROIPooling family's C++ ------------*- C++ -*-===//
//
// ROIPooling-2 (ROIPoolingOps.td) on the ROI base (ROIOps.h): its
// attributes as values, its box layout, its own verifier rules and its
// <data> (dialect/lib/ROIPoolingOps.cpp), which the op's ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIPOOLINGOPS_H
#define OV_DIALECT_ROIPOOLINGOPS_H

#include "ov/Dialect/ROIOps.h"

#include <string>

namespace mlir::ov {

/// The attributes of a ROIPooling op: the ROI base's bins (no sampling
/// ratio) and the method.
struct ROIPoolingAttrs : ROIAttrs {
  /// "max" or "bilinear" (the verifier refuses anything else).
  std::string method = "max";

  bool isMax() const { return method == "max"; }
};

/// ROIPooling's boxes: [batch, x1, y1, x2, y2], the image in column 0.
inline const ROIBoxLayout kROIPoolingBoxLayout{5, "[batch, x1, y1, x2, y2]",
                                               false};

class ROIPoolingOpInterface;
namespace detail {
/// The family's rules beyond the ROI base's (docs/semantics.md 9.2): a
/// normal spatial_scale, method max or bilinear.
LogicalResult verifyROIPoolingInterface(Operation *op);
} // namespace detail

/// The layer's <data>: output_size and output_roi (pooled_h, pooled_w),
/// then the ROI base's bins, which win (OpenVINO's visiting order); method
/// "max" when absent.
FailureOr<ROIPoolingAttrs> readROIPoolingLayerData(LayerDataReader &data);
void writeROIPoolingLayerData(ROIPoolingOpInterface op, LayerDataWriter &data);

} // namespace mlir::ov

#include "ov/Dialect/ROIPoolingInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIPoolingOps.h.inc"

#endif // OV_DIALECT_ROIPOOLINGOPS_H
