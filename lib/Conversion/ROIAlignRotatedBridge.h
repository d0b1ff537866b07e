// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedBridge.h - What its lowerings start from --*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_ROIALIGNROTATEDBRIDGE_H
#define OV_LIB_CONVERSION_ROIALIGNROTATEDBRIDGE_H

#include "ROIBridge.h"
#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Semantics/ROIAlignRotatedKernel.h"

namespace mlir::ov {

/// ROIAlignRotated's match: the ROI base's (ROIMatch) and its attributes.
struct ROIAlignRotatedMatch : ROIMatch {
  ROIAlignRotatedAttrs attrs;
};

/// The base of the lowerings on tensors (ov-to-linalg) and on buffers
/// (ov-to-affine, ov-to-gpu): they write only `rewriteMatched`.
using ROIAlignRotatedPattern =
    ROIPattern<ROIAlignRotatedOpInterface, ROIAlignRotatedMatch,
               &ROIAlignRotatedOpInterface::getROIAlignRotatedAttrs>;
using ROIAlignRotatedBufferPattern =
    ROIBufferPattern<ROIAlignRotatedOpInterface, ROIAlignRotatedMatch,
                     &ROIAlignRotatedOpInterface::getROIAlignRotatedAttrs>;

/// The buffer match on its own (ov-to-vector's kernel, a plain rewrite).
inline constexpr auto bridgeROIAlignRotated =
    matchROIFamily<ROIAlignRotatedOpInterface, ROIAlignRotatedMatch,
                   &ROIAlignRotatedOpInterface::getROIAlignRotatedAttrs, true>;

/// What the bins of box `roi` share, read from `m`'s operands (tensors or
/// buffers): the clamped batch index of its image, and its geometry.
struct RotatedROIStart {
  Value image;
  RotatedROIGeometry geometry;
};
RotatedROIStart buildRotatedROIStart(OpBuilder &b, Location loc,
                                     const ROIAlignRotatedMatch &m, Value roi);

/// The scalar lowerings' box (ROIBoxFn): box `roi`'s start, and the builder
/// of its bins (buildRotatedROIBinAt).
ROIBinFn buildRotatedROIBox(OpBuilder &b, Location loc,
                            const ROIAlignRotatedMatch &m, Value roi);

/// Bin (binRow, binCol) of channel `c` of the box started by `roi`.
Value buildRotatedROIBinAt(OpBuilder &b, Location loc,
                           const ROIAlignRotatedMatch &m,
                           const RotatedROIStart &roi, Value c, Value binRow,
                           Value binCol);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIALIGNROTATEDBRIDGE_H
