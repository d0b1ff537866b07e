// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignOps.h - The ROIAlign family's ops and C++ --------*- C++ -*-===//
//
// ROIAlign-3 and -9 (ROIAlignOps.td) on the ROI base (ROIOps.h), their
// attributes as values and the C++ every version shares
// (dialect/lib/ROIAlignOps.cpp), which the ops' ODS forwards to.
//
//===----------------------------------------------------------------------===//

#ifndef OV_DIALECT_ROIALIGNOPS_H
#define OV_DIALECT_ROIALIGNOPS_H

#include "ov/Dialect/OVOps.h"
#include "ov/Dialect/ROIOps.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace mlir::ov {

/// The attributes of a ROIAlign op (v3 is v9 with aligned_mode asymmetric):
/// the ROI base's bins and what only ROIAlign has.
struct ROIAlignAttrs : ROIAttrs {
  ROIAlignMode mode = ROIAlignMode::avg;
  AlignedMode alignedMode = AlignedMode::asymmetric;

  bool isMax() const { return mode == ROIAlignMode::max; }
  /// The aligned modes shift the box by half a pixel and drop OpenVINO's
  /// minimum ROI size of 1 (docs/semantics.md 3.5): adaptive sample counts
  /// may then be 0 (no samples) or negative (an error).
  bool isAligned() const { return alignedMode != AlignedMode::asymmetric; }
};

/// ROIAlign's boxes: [x1, y1, x2, y2], the image in a batch_indices operand.
inline const ROIBoxLayout kROIAlignBoxLayout{4, "[x1, y1, x2, y2]", true};

/// The ROI base's shape rule with ROIAlign's boxes (docs/semantics.md 3.2):
/// the output shape [R, C, pooled_h, pooled_w].
FailureOr<SmallVector<int64_t>>
inferROIAlignShape(const ROIAlignAttrs &attrs, Type dataType, Type roisType,
                   Type batchIndicesType, const ShapeDiagnostics &diag);

/// The ROI base's output bounds with ROIAlign's boxes.
FailureOr<SmallVector<DimBounds>>
inferROIAlignBounds(const ROIAlignAttrs &attrs, ArrayRef<DimBounds> data,
                    ArrayRef<DimBounds> rois, ArrayRef<DimBounds> batchIndices,
                    const ShapeDiagnostics &diag);

/// The result type the builder gives (all dims dynamic when the operands
/// are invalid, for the verifier to report).
RankedTensorType inferROIAlignResultType(Value data, Value rois,
                                         Value batchIndices, int64_t pooledH,
                                         int64_t pooledW, int64_t samplingRatio,
                                         float spatialScale);

} // namespace mlir::ov

#include "ov/Dialect/ROIAlignInterfaces.h.inc"

#define GET_OP_CLASSES
#include "ov/Dialect/ROIAlignOps.h.inc"

#endif // OV_DIALECT_ROIALIGNOPS_H
