// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RotatedKernel.h - ROIAlignRotated's vector kernels -------*- C++ -*-===//
//
// What the ROIAlignRotated kernels of ov-to-vector share (private to
// lib/Conversion/OVToVector): the op as they read it, the gather kernel's
// task and bin group (ROIAlignRotatedToVector.cpp), and the staged kernels'
// tasks (ROIAlignRotatedStaged.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_ROTATEDKERNEL_H
#define OV_LIB_CONVERSION_OVTOVECTOR_ROTATEDKERNEL_H

#include "BinLanes.h"
#include "ROIAlignKernel.h"
#include "ROIAlignRotatedBridge.h"

namespace mlir::ov::vectorize {

/// The op as the kernels read it.
struct RotatedKernel : BinLaneOutput {
  ROIAlignRotatedMatch m;
  /// Whether the staged kernels run (f32, f64: a power-of-two lane count).
  bool staged = false;
  /// The staged kernels' view, for the blocked ROIAlign kernel's helpers
  /// (ROIAlignKernel.h): lanes channels a block, the output views, the
  /// largest whole-map scratch (wholeMapBytes).
  ROIKernel block;
};

/// One (box, channel tile) task of the gather kernel.
struct RotatedTask {
  Value box, c0, c1;
  RotatedROIStart roi;
};

/// The gather kernel's bins q0 .. q0 + lanes - 1 (the first `valid` of
/// them exist) of every channel of the task (ROIAlignRotatedToVector.cpp).
void buildRotatedGatherGroup(OpBuilder &b, Location loc, const RotatedKernel &k,
                             const RotatedTask &t, Value q0, int64_t valid);

/// The staged kernels' tasks (ROIAlignRotatedStaged.cpp): per image, the
/// whole map staged once per channel block where that stages fewer pixels
/// than the boxes' rectangles, else each box's rectangle; boxes that fit
/// neither take the gather kernel.
void buildRotatedStagedTasks(OpBuilder &b, Location loc,
                             const RotatedKernel &k);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_ROTATEDKERNEL_H
