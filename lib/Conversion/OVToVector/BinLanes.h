// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- BinLanes.h - A box's output bins as vector lanes ---------*- C++ -*-===//
//
// The gather kernels of the ROI families (ROIAlignGather.cpp,
// ROIAlignRotatedToVector.cpp) take `lanes` bins of one box at a time, bin
// q = row * pooled_w + col in lane q mod lanes, and keep each channel's
// running value in its output row (private to lib/Conversion/OVToVector).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_BINLANES_H
#define OV_LIB_CONVERSION_OVTOVECTOR_BINLANES_H

#include "ov/Semantics/ROIAlignKernel.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::ov {
struct ROIMatch;
} // namespace mlir::ov

namespace mlir::ov::vectorize {

/// Bins q0 .. q0 + lanes - 1 of a box (the first `valid` of them exist), as
/// lanes: each lane's bin, and the channels' output rows at those bins.
struct BinLanes {
  Value q0;
  bool masked = false;
  Value binRow, binCol; // per lane, of the lane integer type
  Value mask;           // the valid lanes (masked groups)
  VectorType accType;   // lanes x the float type

  /// output[box, c, q0 ..] ([R, C, pooled_h * pooled_w]; masked-off lanes
  /// read 0).
  Value load(OpBuilder &b, Location loc, Value output, Value box,
             Value c) const;
  /// Writes the valid lanes of `value` to output[box, c, q0 ..].
  void store(OpBuilder &b, Location loc, Value output, Value box, Value c,
             Value value) const;
};

/// The bin (row, column) of each lane, as `laneType` integers; lanes past
/// the last bin repeat it: their geometry stays well defined, and their
/// results are never stored.
BinLanes buildBinLanes(OpBuilder &b, Location loc, VectorType laneType,
                       Type floatType, int64_t pooledH, int64_t pooledW,
                       Value q0, int64_t valid);

/// One sample of every lane's bin, as the gather kernels read it: its four
/// neighbours' pixel offsets in a plane (y * W + x, from `taps` and the
/// plane width `laneWidth` as lanes) and bilinear weights, computed once
/// and applied to every channel (gatherSampleValue).
struct GatheredTaps {
  ROISampleTaps taps;
  SmallVector<Value, 4> offsets; // (yLow, xLow), (yLow, xHigh), ...
  Value allTrue, passThru;       // the gathers' mask and masked-off value
};
GatheredTaps buildGatheredTaps(OpBuilder &b, Location loc,
                               const ROISampleTaps &taps, Value laneWidth,
                               Type floatType);

/// The sample's value in channel `c` of image `image` of `data` ([N, C, H,
/// W]): four gathers from the plane and the weighted sum in OpenVINO's
/// order.
Value gatherSampleValue(OpBuilder &b, Location loc, const GatheredTaps &g,
                        const BinLanes &bins, Value data, Value image, Value c,
                        Type floatType);

/// Builds `body(q0, valid)` for every group of `lanes` of `bins` bins: the
/// full groups in a loop, then the partial one.
using BinGroupBody =
    function_ref<void(OpBuilder &, Location, Value q0, int64_t valid)>;
void forEachBinGroup(OpBuilder &b, Location loc, int64_t lanes, int64_t bins,
                     BinGroupBody body);

/// The (box, channel tile) tasks of an ROI kernel, in one scf.parallel
/// (a box's tiles are consecutive tasks): `body(box, c0, c1)` for the
/// channels [c0, c1) of each tile of `tileChannels` of `channels`.
using BoxTileBody =
    function_ref<void(OpBuilder &, Location, Value box, Value c0, Value c1)>;
void forEachBoxTileTask(OpBuilder &b, Location loc, Value boxes, Value channels,
                        int64_t tileChannels, BoxTileBody body);

/// What a bins-as-lanes kernel binds of its op's buffer match (`m`, an ROI
/// family's): the output viewed as [R, C, pooled_h * pooled_w] (the bins of
/// a channel contiguous), the box and channel counts, and the integer lanes
/// of pixel offsets, as many as `vectorBits` of 32-bit gather offsets hold:
/// i32 where the data's planes (`dataType`) fit, else i64.
struct BinLaneOutput {
  Value output, boxes, channels;
  VectorType laneType;
};
BinLaneOutput bindBinLaneOutput(OpBuilder &b, Location loc, const ROIMatch &m,
                                RankedTensorType dataType, int64_t vectorBits);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_BINLANES_H
