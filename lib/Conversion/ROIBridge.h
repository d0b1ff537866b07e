// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIBridge.h - What every ROI lowering starts from --------*- C++ -*-===//
//
// The match that the ROI families (ROIOpInterface: ROIAlign,
// ROIAlignRotated) share: the converted operands, the reified result shape,
// data's dims and the spatial scale, and each box's image (its batch index,
// clamped) and values. Each family's bridge (ROIAlignBridge.h,
// ROIAlignRotatedBridge.h) names its match, a ROIMatch plus the family's
// attributes, and its pattern bases, and adds what only the family builds.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_ROIBRIDGE_H
#define OV_LIB_CONVERSION_ROIBRIDGE_H

#include "BufferBridge.h"
#include "FamilyPattern.h"
#include "ov/Dialect/ROIOps.h"

#include <functional>

namespace mlir::ov {

/// What every ROI lowering starts from: the converted operands (tensors, or
/// read-only signless buffers with the output buffer allocated for the loop
/// lowerings), the reified result shape and the values the bins need.
struct ROIMatch {
  /// `batchIndices` is null where the family keeps the index in the boxes.
  Value data, rois, batchIndices;
  Value output; // the output buffer (the buffer matches only)
  RankedTensorType outputType;
  SmallVector<OpFoldResult> outputShape;
  Type elementType;
  bool unsignedIndices = false;
  /// data's dims N, H and W as index values.
  Value batch, height, width;
  /// spatial_scale as an f32 constant.
  Value spatialScale;
};

/// Fills `m` for `op` of any ROI family with its converted `operands`,
/// reading them as buffers and allocating the output buffer when
/// `toBuffers` (ov-to-affine, ov-to-gpu, ov-to-vector); fails, with a
/// match-failure note, on an unranked operand or result or a result shape
/// that cannot be reified.
LogicalResult matchROI(RewriterBase &rewriter, ROIOpInterface op,
                       ArrayRef<Value> operands, bool toBuffers, ROIMatch &m);

/// The match function of a ROI family whose match `Match` is a ROIMatch
/// plus `attrs`, the family's attributes (`attrsOf`, a method of the
/// family's interface): matchROI, then the attributes.
template <typename Interface, typename Match, auto attrsOf, bool toBuffers>
FailureOr<Match> matchROIFamily(RewriterBase &rewriter, Interface op,
                                ArrayRef<Value> operands) {
  Match m;
  if (failed(matchROI(rewriter, op, operands, toBuffers, m)))
    return failure();
  m.attrs = (op.*attrsOf)();
  return m;
}

/// The pattern bases of a ROI family's lowerings on tensors (ov-to-linalg)
/// and on buffers (ov-to-affine, ov-to-gpu): they write only
/// `rewriteMatched`.
template <typename Interface, typename Match, auto attrsOf>
using ROIPattern =
    FamilyPattern<Interface, Match,
                  matchROIFamily<Interface, Match, attrsOf, false>>;
template <typename Interface, typename Match, auto attrsOf>
using ROIBufferPattern =
    FamilyPattern<Interface, Match,
                  matchROIFamily<Interface, Match, attrsOf, true>>;

/// The image of box `roi` (an index): its batch index, from batch_indices
/// or the box's column 0, clamped to [0, N - 1] so that no address depends
/// on unchecked data (the compiled module's input check rejects indices
/// outside [0, N) before any kernel runs).
Value buildROIImage(OpBuilder &b, Location loc, const ROIMatch &m, Value roi);

/// The scalar lowerings' skeleton (ov-to-affine's loops, ov-to-linalg's
/// generic), the same for every ROI family: per box, the family builds
/// what the box's bins share (`ROIBoxFn`, once per box) and returns the
/// builder of its bin (c, binRow, binCol) (`ROIBinFn`).
using ROIBinFn = std::function<Value(OpBuilder &b, Location loc, Value c,
                                     Value binRow, Value binCol)>;
using ROIBoxFn = function_ref<ROIBinFn(OpBuilder &b, Location loc, Value r)>;

/// Values `first` to `first + count - 1` of box `roi`, in T.
SmallVector<Value> readROIBox(OpBuilder &b, Location loc, const ROIMatch &m,
                              Value roi, int64_t first, int64_t count);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIBRIDGE_H
