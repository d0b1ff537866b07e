// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignBridge.h - What ROIAlign lowerings start from ----*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_ROIALIGNBRIDGE_H
#define OV_LIB_CONVERSION_ROIALIGNBRIDGE_H

#include "BufferBridge.h"
#include "FamilyPattern.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Semantics/ROIAlignKernel.h"

namespace mlir::ov {

/// What every ROIAlign lowering starts from: the converted operands (tensors
/// from matchROIAlign; read-only signless buffers from bridgeROIAlign, which
/// also allocates the output buffer), the reified result shape, the
/// attributes and the values the sample loops need.
struct ROIAlignMatch {
  Value data, rois, batchIndices;
  Value output; // the output buffer (bridgeROIAlign only)
  RankedTensorType outputType;
  SmallVector<OpFoldResult> outputShape;
  Type elementType;
  ROIAlignAttrs attrs;
  bool unsignedIndices = false;
  /// data's dims N, H and W as index values.
  Value batch, height, width;
  /// spatial_scale as an f32 constant.
  Value spatialScale;
};

/// Matches `op` of any ROIAlign version with its converted `operands`;
/// fails, with a match-failure note, on an unranked operand or result or a
/// result shape that cannot be reified.
FailureOr<ROIAlignMatch> matchROIAlign(RewriterBase &rewriter,
                                       ROIAlignOpInterface op,
                                       ArrayRef<Value> operands);

/// matchROIAlign for the loop lowerings on buffers (ov-to-affine, ov-to-gpu).
FailureOr<ROIAlignMatch> bridgeROIAlign(RewriterBase &rewriter,
                                        ROIAlignOpInterface op,
                                        ArrayRef<Value> operands);

/// The base of the ROIAlign lowerings on tensors (ov-to-linalg) and on
/// buffers (ov-to-affine, ov-to-gpu): they write only `rewriteMatched`.
using ROIAlignPattern =
    FamilyPattern<ROIAlignOpInterface, ROIAlignMatch, matchROIAlign>;
using ROIAlignBufferPattern =
    FamilyPattern<ROIAlignOpInterface, ROIAlignMatch, bridgeROIAlign>;

/// What the bins of ROI `roi` share, read from `m`'s operands (tensors or
/// buffers): the clamped batch index of its image, and its geometry.
struct ROIStart {
  Value image;
  ROIGeometry geometry;
};
ROIStart buildROIStart(OpBuilder &b, Location loc, const ROIAlignMatch &m,
                       Value roi);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIALIGNBRIDGE_H
