// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingBridge.h - What its lowerings start from -------*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_ROIPOOLINGBRIDGE_H
#define OV_LIB_CONVERSION_ROIPOOLINGBRIDGE_H

#include "ROIBridge.h"
#include "ov/Dialect/ROIPoolingOps.h"
#include "ov/Semantics/ROIPoolingKernel.h"

namespace mlir::ov {

/// ROIPooling's match: the ROI base's (ROIMatch, batchIndices null: the
/// index is the boxes' column 0) and its attributes.
struct ROIPoolingMatch : ROIMatch {
  ROIPoolingAttrs attrs;
};

/// The base of the lowerings on tensors (ov-to-linalg) and on buffers
/// (ov-to-affine): they write only `rewriteMatched`.
using ROIPoolingPattern =
    ROIPattern<ROIPoolingOpInterface, ROIPoolingMatch,
               &ROIPoolingOpInterface::getROIPoolingAttrs>;
using ROIPoolingBufferPattern =
    ROIBufferPattern<ROIPoolingOpInterface, ROIPoolingMatch,
                     &ROIPoolingOpInterface::getROIPoolingAttrs>;

/// The buffer match on its own (ov-to-vector's kernel, a plain rewrite).
inline constexpr auto bridgeROIPooling =
    matchROIFamily<ROIPoolingOpInterface, ROIPoolingMatch,
                   &ROIPoolingOpInterface::getROIPoolingAttrs, true>;

/// What the bins of box `roi` share: the clamped batch index of its image
/// (the base's buildROIImage), its corners x1, y1, x2, y2 (T) and, for max,
/// its pixel box.
struct ROIPoolingStart {
  Value image;
  SmallVector<Value, 4> corners;
  MaxROIBox maxBox;
};
ROIPoolingStart buildROIPoolingStart(OpBuilder &b, Location loc,
                                     const ROIPoolingMatch &m, Value roi);

/// The scalar lowerings' box (ROIBoxFn): box `roi`'s start, and the builder
/// of its bins (buildROIPoolingBinAt).
ROIBinFn buildROIPoolingBox(OpBuilder &b, Location loc,
                            const ROIPoolingMatch &m, Value roi);

/// Bin (binRow, binCol) of channel `c` of the box started by `roi`.
Value buildROIPoolingBinAt(OpBuilder &b, Location loc, const ROIPoolingMatch &m,
                           const ROIPoolingStart &roi, Value c, Value binRow,
                           Value binCol);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIPOOLINGBRIDGE_H
