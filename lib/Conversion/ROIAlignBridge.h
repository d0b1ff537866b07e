// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignBridge.h - What ROIAlign lowerings start from ----*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_ROIALIGNBRIDGE_H
#define OV_LIB_CONVERSION_ROIALIGNBRIDGE_H

#include "ROIBridge.h"
#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Semantics/ROIAlignKernel.h"

namespace mlir::ov {

/// ROIAlign's match: the ROI base's (ROIMatch) and its attributes.
struct ROIAlignMatch : ROIMatch {
  ROIAlignAttrs attrs;
};

/// The base of the ROIAlign lowerings on tensors (ov-to-linalg) and on
/// buffers (ov-to-affine, ov-to-gpu): they write only `rewriteMatched`.
using ROIAlignPattern = ROIPattern<ROIAlignOpInterface, ROIAlignMatch,
                                   &ROIAlignOpInterface::getROIAlignAttrs>;
using ROIAlignBufferPattern =
    ROIBufferPattern<ROIAlignOpInterface, ROIAlignMatch,
                     &ROIAlignOpInterface::getROIAlignAttrs>;

/// What the bins of ROI `roi` share, read from `m`'s operands (tensors or
/// buffers): the clamped batch index of its image, and its geometry.
struct ROIStart {
  Value image;
  ROIGeometry geometry;
};
ROIStart buildROIStart(OpBuilder &b, Location loc, const ROIAlignMatch &m,
                       Value roi);

/// The scalar lowerings' box (ROIBoxFn): box `roi`'s start, and the builder
/// of its bins (buildROIBin over `m.data`).
ROIBinFn buildROIAlignBox(OpBuilder &b, Location loc, const ROIAlignMatch &m,
                          Value roi);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_ROIALIGNBRIDGE_H
