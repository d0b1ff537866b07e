// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- PoolWindow.h - Pooling's padded input and window ---------*- C++ -*-===//
//
// What the linalg lowerings of the pooling families (MaxPool, AvgPool) share
// (private to lib/Conversion/OVToLinalg): the input padded for every window,
// and the affine maps of a reduction over each window's taps.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOLINALG_POOLWINDOW_H
#define OV_LIB_CONVERSION_OVTOLINALG_POOLWINDOW_H

#include "ov/Dialect/FamilyAttrs.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpDefinition.h"

namespace mlir::ov {

/// Pads the spatial dims of `input` with `padValue` (signless; cast to the
/// element type): `pads` at the beginning, and at the end as much as the
/// last window needs (the resolved end pad, or more for ceil-mode windows
/// that run past it: (out - 1) * s + (k - 1) * d + 1 - D - pad_begin).
Value padPoolInput(OpBuilder &b, Location loc, Value input,
                   const PoolingAttrs &attrs,
                   ArrayRef<std::pair<OpFoldResult, OpFoldResult>> pads,
                   ArrayRef<OpFoldResult> outShape, Value padValue);

/// The affine maps of a reduction over the windows, on dims (n, c, o...,
/// t...): the padded input (n, c, o_j * s_j + t_j * d_j), the window (t...)
/// and `numOutputs` outputs (n, c, o...).
SmallVector<AffineMap> poolWindowMaps(MLIRContext *ctx,
                                      const PoolingAttrs &attrs,
                                      unsigned numOutputs);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOLINALG_POOLWINDOW_H
