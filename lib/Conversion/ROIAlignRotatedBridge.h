// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedBridge.h - What its lowerings start from --*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_ROIALIGNROTATEDBRIDGE_H
#define OV_LIB_CONVERSION_ROIALIGNROTATEDBRIDGE_H

#include "BufferBridge.h"
#include "FamilyPattern.h"
#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Semantics/ROIAlignRotatedKernel.h"

namespace mlir::ov {

/// What every ROIAlignRotated lowering starts from: the converted operands
/// (tensors from matchROIAlignRotated; read-only signless buffers from
/// bridgeROIAlignRotated, which also allocates the output buffer), the
/// reified result shape, the attributes and the values the bins need.
struct ROIAlignRotatedMatch {
  Value data, rois, batchIndices;
  Value output; // the output buffer (bridgeROIAlignRotated only)
  RankedTensorType outputType;
  SmallVector<OpFoldResult> outputShape;
  Type elementType;
  ROIAlignRotatedAttrs attrs;
  bool unsignedIndices = false;
  /// data's dims N, H and W as index values.
  Value batch, height, width;
  /// spatial_scale as an f32 constant.
  Value spatialScale;
};

/// Matches `op` of any ROIAlignRotated version with its converted
/// `operands`; fails, with a match-failure note, on an unranked operand or
/// result or a result shape that cannot be reified.
FailureOr<ROIAlignRotatedMatch>
matchROIAlignRotated(RewriterBase &rewriter, ROIAlignRotatedOpInterface op,
                     ArrayRef<Value> operands);

/// matchROIAlignRotated for the loop lowerings on buffers (ov-to-affine,
/// ov-to-gpu).
FailureOr<ROIAlignRotatedMatch>
bridgeROIAlignRotated(RewriterBase &rewriter, ROIAlignRotatedOpInterface op,
                      ArrayRef<Value> operands);

/// The base of the lowerings on tensors (ov-to-linalg) and on buffers
/// (ov-to-affine, ov-to-gpu): they write only `rewriteMatched`.
using ROIAlignRotatedPattern =
    FamilyPattern<ROIAlignRotatedOpInterface, ROIAlignRotatedMatch,
                  matchROIAlignRotated>;
using ROIAlignRotatedBufferPattern =
    FamilyPattern<ROIAlignRotatedOpInterface, ROIAlignRotatedMatch,
                  bridgeROIAlignRotated>;

/// What the bins of box `roi` share, read from `m`'s operands (tensors or
/// buffers): the clamped batch index of its image, and its geometry.
struct RotatedROIStart {
  Value image;
  RotatedROIGeometry geometry;
};
RotatedROIStart buildRotatedROIStart(OpBuilder &b, Location loc,
                                     const ROIAlignRotatedMatch &m, Value roi);

/// Bin (binRow, binCol) of channel `c` of the box started by `roi`.
Value buildRotatedROIBinAt(OpBuilder &b, Location loc,
                           const ROIAlignRotatedMatch &m,
                           const RotatedROIStart &roi, Value c, Value binRow,
                           Value binCol);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIALIGNROTATEDBRIDGE_H
