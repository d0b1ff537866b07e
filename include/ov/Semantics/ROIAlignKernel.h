// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignKernel.h - ROIAlign's semantics as IR ------------*- C++ -*-===//
//
// docs/semantics.md 3.3, built once and used by every ROIAlign lowering
// (ov-to-affine, ov-to-linalg, ov-to-gpu, ov-to-vector) and by the input
// checks of compiled modules: steps 1-9 with one rounding to T per
// operation (RoundedArith), no FMA.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_ROIALIGNKERNEL_H
#define OV_SEMANTICS_ROIALIGNKERNEL_H

#include "ov/Dialect/ROIAlignOps.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::ov {

/// Per-ROI geometry (steps 1-4 of docs/semantics.md 3.3), in T.
struct ROIGeometry {
  Value startX, startY;     // X1, Y1 after scaling
  Value binW, binH;         // roi size / pooled size
  Value samplesX, samplesY; // nx, ny as index (>= 1, clamped for safety)
  Value sampleW, sampleH;   // dx = bin_w / nx, dy = bin_h / ny
  Value count;              // nx * ny as index
};

/// Steps 1-4 for one ROI: `x1..y2` are the ROI's coordinates in T,
/// `spatialScale` an f32 value. `samplesX/Y` come out clamped to
/// [1, kMaxSamplesPerAxis] (asymmetric) or [0, kMaxSamplesPerAxis] (the
/// aligned modes, whose empty boxes take no samples) so that no loop bound
/// is ever poison or huge.
ROIGeometry buildROIGeometry(RoundedArith &a, Value x1, Value y1, Value x2,
                             Value y2, Value spatialScale,
                             const ROIAlignAttrs &attrs);

/// The unclamped adaptive sample counts ceil(bin size) as T values, for the
/// input check against kMaxSamplesPerAxis.
std::pair<Value, Value> buildAdaptiveSampleCounts(RoundedArith &a,
                                                  const ROIGeometry &g);

/// A batch index (a signless integer read from batch_indices) as an index
/// clamped to [0, batch - 1], so that no address depends on unchecked data;
/// the compiled module's input check rejects indices outside [0, N) before
/// any kernel runs.
Value buildClampedBatchIndex(OpBuilder &b, Location loc, Value raw,
                             bool isUnsigned, Value batch);

/// Reads one pixel of the ROI's (batch, channel) plane at (y, x) (index
/// values, always in range) and returns it in T.
using PixelReader = function_ref<Value(Value y, Value x)>;

/// Steps 5-7 along one axis for sample `sampleIndex` (index) of bin
/// `binIndex`: whether the position is inside [-1, size], its neighbours
/// and its fractional part. `binIndex` is an index, or a vector of signless
/// integers (one bin per lane); the neighbours have its type, the other
/// values its shape.
struct ROISampleAxis {
  Value inside;    // i1
  Value low, high; // neighbours, of binIndex's type
  Value frac;      // T: position - low
};
ROISampleAxis buildROISampleAxisY(RoundedArith &a, const ROIGeometry &g,
                                  Value binRow, Value sampleY, Value height);
ROISampleAxis buildROISampleAxisX(RoundedArith &a, const ROIGeometry &g,
                                  Value binCol, Value sampleX, Value width);

/// Steps 6-7 and the fraction of step 8 along one axis for a sample at
/// `pos` (T): the rule of every ROI family once the position is known
/// (ROIAlignRotated computes its positions itself). `intType` is the
/// neighbours' type (index, or integer lanes of pos's shape).
ROISampleAxis buildROISampleAxisAt(RoundedArith &a, Value pos, Value size,
                                   Type intType);

/// Step 8 without the pixels: the four neighbours (y, x) and the bilinear
/// weights of a sample, shared by every channel. An outside sample has
/// neighbours (0, 0) and weights 0 (OpenVINO reads pixel (0, 0) with weight
/// 0, so a NaN there still propagates).
struct ROISampleTaps {
  Value yLow, yHigh, xLow, xHigh;
  Value w1, w2, w3, w4; // for (yLow, xLow), (yLow, xHigh), (yHigh, xLow),
                        // (yHigh, xHigh)
};
ROISampleTaps buildROISampleTaps(RoundedArith &a, const ROISampleAxis &y,
                                 const ROISampleAxis &x);

/// The sample's value from its four pixels (in T): the weighted sum in
/// OpenVINO's order, left to right.
Value buildROISampleValue(RoundedArith &a, const ROISampleTaps &taps, Value p1,
                          Value p2, Value p3, Value p4);

/// Steps 5-8 for sample (sy, sx) (index values) of bin (binRow, binCol):
/// position, out-of-range test (a NaN position counts as out of range),
/// clamp, neighbours and bilinear weights, and the sum of the four weighted
/// pixels in OpenVINO's order. An out-of-range sample reads pixel (0, 0)
/// four times with weight 0, as OpenVINO does.
Value buildROISample(RoundedArith &a, const ROIGeometry &g, Value binRow,
                     Value binCol, Value sy, Value sx, Value height,
                     Value width, PixelReader readPixel);

/// Reads a pixel as PixelReader does, with the builder and location of the
/// sample loop body it is called from.
using LoopPixelReader =
    function_ref<Value(OpBuilder &b, Location loc, Value y, Value x)>;

/// One output bin (steps 5-9): scf.for loops over the bin's samples, rows
/// outer, each sample from buildROISample, accumulated in T from 0 as
/// OpenVINO does (avg: acc + value / count; max: value if value > acc).
/// Shared by the scalar lowerings (affine, linalg, GPU).
Value buildROIBin(OpBuilder &b, Location loc, Type elementType,
                  const ROIGeometry &g, Value binRow, Value binCol,
                  Value height, Value width, bool isMax,
                  LoopPixelReader readPixel);

/// Reads a pixel of channel `slot` (0 to channels - 1) of the bins that
/// buildROIBinChannels computes together.
using ChannelPixelReader = function_ref<Value(OpBuilder &b, Location loc,
                                              int64_t slot, Value y, Value x)>;

/// buildROIBin for the same bin of `channels` channels at once: each
/// sample's position, neighbours and weights are computed once and shared,
/// and each channel's accumulator is updated exactly as buildROIBin's (the
/// same operations in the same order), so every result is bit-equal to
/// buildROIBin's for that channel. buildROIBin is the case channels = 1.
SmallVector<Value> buildROIBinChannels(OpBuilder &b, Location loc,
                                       Type elementType, const ROIGeometry &g,
                                       Value binRow, Value binCol, Value height,
                                       Value width, bool isMax,
                                       int64_t channels,
                                       ChannelPixelReader readPixel);

} // namespace mlir::ov

#endif // OV_SEMANTICS_ROIALIGNKERNEL_H
