// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingBridge.h - What its lowerings start from -------*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_ROIPOOLINGBRIDGE_H
#define OV_LIB_CONVERSION_ROIPOOLINGBRIDGE_H

#include "BufferBridge.h"
#include "FamilyPattern.h"
#include "ov/Dialect/ROIPoolingOps.h"
#include "ov/Semantics/ROIPoolingKernel.h"

namespace mlir::ov {

/// What every ROIPooling lowering starts from: the converted operands
/// (tensors from matchROIPooling; read-only buffers from bridgeROIPooling,
/// which also allocates the output buffer), the reified result shape, the
/// attributes and data's dims.
struct ROIPoolingMatch {
  Value data, rois;
  Value output; // the output buffer (bridgeROIPooling only)
  RankedTensorType outputType;
  SmallVector<OpFoldResult> outputShape;
  Type elementType;
  ROIPoolingAttrs attrs;
  /// data's dims N, H and W as index values.
  Value batch, height, width;
};

/// Matches `op` of any ROIPooling version with its converted `operands`;
/// fails, with a match-failure note, on an unranked operand or result or a
/// result shape that cannot be reified.
FailureOr<ROIPoolingMatch> matchROIPooling(RewriterBase &rewriter,
                                           ROIPoolingOpInterface op,
                                           ArrayRef<Value> operands);

/// matchROIPooling for the loop lowerings on buffers (ov-to-affine).
FailureOr<ROIPoolingMatch> bridgeROIPooling(RewriterBase &rewriter,
                                            ROIPoolingOpInterface op,
                                            ArrayRef<Value> operands);

/// The base of the lowerings on tensors (ov-to-linalg) and on buffers
/// (ov-to-affine): they write only `rewriteMatched`.
using ROIPoolingPattern =
    FamilyPattern<ROIPoolingOpInterface, ROIPoolingMatch, matchROIPooling>;
using ROIPoolingBufferPattern =
    FamilyPattern<ROIPoolingOpInterface, ROIPoolingMatch, bridgeROIPooling>;

/// What the bins of box `roi` share: the clamped batch index of its image
/// and its four corners x1, y1, x2, y2 (T); for max, its pixel box.
struct ROIPoolingStart {
  Value image;
  SmallVector<Value, 4> corners;
  MaxROIBox maxBox;
};
ROIPoolingStart buildROIPoolingStart(OpBuilder &b, Location loc,
                                     const ROIPoolingMatch &m, Value roi);

/// Bin (binRow, binCol) of channel `c` of the box started by `roi`.
Value buildROIPoolingBinAt(OpBuilder &b, Location loc, const ROIPoolingMatch &m,
                           const ROIPoolingStart &roi, Value c, Value binRow,
                           Value binCol);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIPOOLINGBRIDGE_H
