// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParallelNest.h - ov-to-affine's loops over a result -----*- C++ -*-===//
//
// What the affine lowerings of every family share (private to
// lib/Conversion/OVToAffine): the nest of affine.for loops over a result's
// dims.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOAFFINE_PARALLELNEST_H
#define OV_LIB_CONVERSION_OVTOAFFINE_PARALLELNEST_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

namespace mlir::ov {

/// Builds `affine.for` loops from 0 to each of `ubs` around `body`.
inline void
buildParallelNest(OpBuilder &b, Location loc, ArrayRef<Value> ubs,
                  function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  SmallVector<Value> lbs(ubs.size(), arith::ConstantIndexOp::create(b, loc, 0));
  SmallVector<int64_t> steps(ubs.size(), 1);
  affine::buildAffineLoopNest(b, loc, lbs, ubs, steps, body);
}

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOAFFINE_PARALLELNEST_H
