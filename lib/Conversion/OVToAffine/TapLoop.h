// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TapLoop.h - The affine loop over a pooling window's taps -*- C++ -*-===//
//
// What the affine lowerings of the pooling families share (private to
// lib/Conversion/OVToAffine): the loop over one spatial axis's taps that
// fall inside the input.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOAFFINE_TAPLOOP_H
#define OV_LIB_CONVERSION_OVTOAFFINE_TAPLOOP_H

#include "ov/Dialect/FamilyAttrs.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"

namespace mlir::ov {

/// The body of a tap loop: the tap's input coordinate and the loop's
/// iteration values in, the values to yield out.
using TapLoopBody = function_ref<SmallVector<Value>(
    OpBuilder &, Location, Value coord, ValueRange iterArgs)>;

/// An affine.for over the taps t of axis `p` whose input coordinate
/// i = o*s + t*d - pad lies in [0, dim): t >= ceil((pad - o*s) / d) and
/// t < ceil((dim + pad - o*s) / d), within [0, kernel). Returns its results.
inline SmallVector<Value> buildTapLoop(OpBuilder &b, Location loc,
                                       const PoolAxis &p, Value o, Value pad,
                                       Value dim, ValueRange carried,
                                       TapLoopBody body) {
  MLIRContext *ctx = b.getContext();
  AffineExpr out = getAffineDimExpr(0, ctx);
  AffineExpr padSym = getAffineSymbolExpr(0, ctx);
  AffineExpr dimSym = getAffineSymbolExpr(1, ctx);
  AffineExpr zero = getAffineConstantExpr(0, ctx);
  AffineExpr kernel = getAffineConstantExpr(p.kernel, ctx);
  AffineMap lbMap = AffineMap::get(
      1, 2, {zero, (padSym - out * p.stride).ceilDiv(p.dilation)}, ctx);
  AffineMap ubMap = AffineMap::get(
      1, 2, {kernel, (dimSym + padSym - out * p.stride).ceilDiv(p.dilation)},
      ctx);
  SmallVector<Value> operands{o, pad, dim};
  auto loop = affine::AffineForOp::create(
      b, loc, operands, lbMap, operands, ubMap, 1, carried,
      [&](OpBuilder &nb, Location nl, Value t, ValueRange iterArgs) {
        AffineExpr tap = getAffineDimExpr(1, ctx);
        Value coord = affine::AffineApplyOp::create(
            nb, nl,
            AffineMap::get(2, 1, out * p.stride + tap * p.dilation - padSym,
                           ctx),
            ValueRange{o, t, pad});
        affine::AffineYieldOp::create(nb, nl, body(nb, nl, coord, iterArgs));
      });
  return SmallVector<Value>(loop.getResults());
}

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOAFFINE_TAPLOOP_H
