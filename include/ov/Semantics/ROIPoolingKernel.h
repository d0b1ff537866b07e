// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingKernel.h - ROIPooling's semantics as IR --------*- C++ -*-===//
//
// docs/semantics.md 9.3, built once and used by every ROIPooling lowering
// (ov-to-affine, ov-to-linalg) and by the input checks of compiled modules.
// Positions and interpolation are computed in C: f64 for T = f64, else f32
// (OpenVINO's CPU plugin converts f16 and bf16 to f32 around the kernel).
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_ROIPOOLINGKERNEL_H
#define OV_SEMANTICS_ROIPOOLINGKERNEL_H

#include "ov/Dialect/ROIPoolingOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::ov {

/// The largest |coordinate * spatial_scale| of a max-mode box a compiled
/// module accepts: OpenVINO converts the rounded value to a 32-bit int and
/// computes end - start + 1 in it (docs/semantics.md 9.4).
inline constexpr double kMaxROIPoolingCoordinate = 536870912.0; // 2^29

/// C: the type positions are computed in (f64 for f64, else f32).
Type roiPoolingComputeType(Type elementType);

/// `x` (a T or C scalar) as C (exact).
Value toROIPoolingCompute(OpBuilder &b, Location loc, Value x);

//===----------------------------------------------------------------------===//
// method = max
//===----------------------------------------------------------------------===//

/// coordinate * spatial_scale in f64 (exact for f16, bf16 and f32; the
/// plugin's scale is a double), unrounded, for the input checks.
Value buildMaxScaledCoordinate(OpBuilder &b, Location loc, Value coordinate,
                               float spatialScale);

/// A max-mode box: its first row and column and its size in pixels
/// (index values; steps 2-3).
struct MaxROIBox {
  Value startH, startW; // round(y1 * scale), round(x1 * scale)
  Value roiH, roiW;     // max(end - start + 1, 1)
};

/// Steps 2-3 from the box's four coordinates x1, y1, x2, y2 (T scalars),
/// each clamped to +-kMaxROIPoolingCoordinate (NaN to the lower bound)
/// before its conversion, which the input checks make a no-op.
MaxROIBox buildMaxROIBox(OpBuilder &b, Location loc, ArrayRef<Value> corners,
                         float spatialScale);

/// The pixels of bin (binRow, binCol) (step 4): [hStart, hEnd) x
/// [wStart, wEnd), clipped to the map (index values).
struct MaxROIBin {
  Value hStart, hEnd, wStart, wEnd;
};
MaxROIBin buildMaxROIBin(OpBuilder &b, Location loc, const MaxROIBox &box,
                         const ROIPoolingAttrs &attrs, Value binRow,
                         Value binCol, Value height, Value width);

/// Reads one pixel of the box's (batch, channel) plane at (y, x) (index
/// values, always in range), with the builder of the loop body.
using ROIPoolingPixelReader =
    function_ref<Value(OpBuilder &b, Location loc, Value y, Value x)>;

/// Step 5: 0 for an empty bin, else the running maximum from the first
/// pixel, replaced by a pixel only when the maximum is less (rows outer).
Value buildMaxROIBinValue(OpBuilder &b, Location loc, Type elementType,
                          const MaxROIBin &bin, ROIPoolingPixelReader read);

//===----------------------------------------------------------------------===//
// method = bilinear
//===----------------------------------------------------------------------===//

/// The sample position of bin row `bin` (or column) on one axis (step 2 of
/// 9.3's bilinear rule), in C: `start`, `end` the box's normalised
/// coordinates (T or C scalars), `size` the map's H (or W) as index,
/// `pooled` the pooled size, `bin` an index value.
Value buildBilinearPosition(OpBuilder &b, Location loc, Value start, Value end,
                            Value size, int64_t pooled, Value bin);

/// m * k + a (f32) rounded once, from f64 arithmetic without fusion (the
/// same bits as math.fma on every target, Vulkan included, whose Fma may
/// round the product): the exact product, TwoSum's error, round to odd.
Value buildExactFmaF32(OpBuilder &b, Location loc, Value m, Value k, Value a);

/// Steps 3-5: 0 when (y, x) (C) is outside [0, H-1] x [0, W-1] or NaN, else
/// the bilinear sample of its four neighbours, three fused multiply-adds in
/// C (f32: buildExactFmaF32; f64: math.fma), rounded to T.
Value buildBilinearROIValue(OpBuilder &b, Location loc, Type elementType,
                            Value y, Value x, Value height, Value width,
                            ROIPoolingPixelReader read);

} // namespace mlir::ov

#endif // OV_SEMANTICS_ROIPOOLINGKERNEL_H
