// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedKernel.h - ROIAlignRotated's semantics as IR -*- C++ -*-//
//
// docs/semantics.md 8.3, built once and used by every ROIAlignRotated
// lowering (ov-to-affine, ov-to-linalg, ov-to-gpu) and by the input checks
// of compiled modules. The bilinear sampling once a position is known is
// ROIAlign's (ROIAlignKernel.h).
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_ROIALIGNROTATEDKERNEL_H
#define OV_SEMANTICS_ROIALIGNROTATEDKERNEL_H

#include "ov/Dialect/ROIAlignRotatedOps.h"
#include "ov/Semantics/ElementArith.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <utility>

namespace mlir::ov {

/// The largest |angle| (radians) a compiled module accepts: its sine and
/// cosine are exact to f64 rounding up to here (docs/semantics.md 8.3).
inline constexpr double kMaxRotatedAngle = 1048576.0; // 2^20

/// sin(angle) and cos(angle) of an f64 `angle` with |angle| <= 2^20, in f64,
/// from arith and math.floor only (the same bits on every target): a
/// three-part Cody-Waite reduction by pi/2 and Taylor polynomials to degree
/// 17 and 18 on [-pi/4, pi/4].
std::pair<Value, Value> buildSinCosF64(OpBuilder &b, Location loc, Value angle);

/// One box's geometry (steps 1-4 of docs/semantics.md 8.3), in T except
/// `cos`, `sin` (f32, or f64 for T = f64: the reference's `float`, widened
/// where its arithmetic is double).
struct RotatedROIGeometry {
  Value centerX, centerY;   // x_ctr * scale - 0.5, y_ctr * scale - 0.5
  Value cos, sin;           // of the angle, negated when clockwise
  Value startX, startY;     // -width / 2, -height / 2 (box axes)
  Value binW, binH;         // box size / pooled size
  Value samplesX, samplesY; // nx, ny as index, clamped to [0, 4096]
  Value sampleW, sampleH;   // bin size / count
  Value count;              // nx * ny as index
};

/// Steps 1-4 for one box: `box` its five values in T, `spatialScale` an f32.
RotatedROIGeometry buildRotatedROIGeometry(RoundedArith &a, ArrayRef<Value> box,
                                           Value spatialScale,
                                           const ROIAlignRotatedAttrs &attrs);

/// The unclamped adaptive sample counts ceil(bin size) (T), for the input
/// checks.
std::pair<Value, Value> buildRotatedAdaptiveCounts(RoundedArith &a,
                                                   const RotatedROIGeometry &g);

/// Steps 5-6 for sample (sy, sx) (index values) of bin (binRow, binCol):
/// its position in the map (y, x) in T. The bin indices are index values,
/// or vectors of signless integers (one bin per lane: the positions are
/// vectors of that shape, the box's values broadcast).
std::pair<Value, Value> buildRotatedSamplePosition(RoundedArith &a,
                                                   const RotatedROIGeometry &g,
                                                   Value binRow, Value binCol,
                                                   Value sy, Value sx);

/// Reads one pixel of the box's (batch, channel) plane at (y, x) (index
/// values, always in range), with the builder of the sample loop body.
using RotatedPixelReader =
    function_ref<Value(OpBuilder &b, Location loc, Value y, Value x)>;

/// One output bin (steps 5-9): scf.for loops over its samples (rows outer),
/// each rotated into the map and sampled bilinearly, averaged in T from 0
/// as acc + value / count. Shared by every lowering.
Value buildRotatedROIBin(OpBuilder &b, Location loc, Type elementType,
                         const RotatedROIGeometry &g, Value binRow,
                         Value binCol, Value height, Value width,
                         RotatedPixelReader readPixel);

} // namespace mlir::ov

#endif // OV_SEMANTICS_ROIALIGNROTATEDKERNEL_H
