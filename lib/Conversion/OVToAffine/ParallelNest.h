// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ParallelNest.h - ov-to-affine's loops over a result -----*- C++ -*-===//
//
// What the affine lowerings of every family share (private to
// lib/Conversion/OVToAffine): the nest of affine.for loops over a result's
// dims, and the ROI families' loops over boxes and bins.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOAFFINE_PARALLELNEST_H
#define OV_LIB_CONVERSION_OVTOAFFINE_PARALLELNEST_H

#include "ROIBridge.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::ov {

/// Builds `affine.for` loops from 0 to each of `ubs` around `body`.
inline void
buildParallelNest(OpBuilder &b, Location loc, ArrayRef<Value> ubs,
                  function_ref<void(OpBuilder &, Location, ValueRange)> body) {
  SmallVector<Value> lbs(ubs.size(), arith::ConstantIndexOp::create(b, loc, 0));
  SmallVector<int64_t> steps(ubs.size(), 1);
  affine::buildAffineLoopNest(b, loc, lbs, ubs, steps, body);
}

/// A ROI family's affine lowering (`m` a buffer match): loops over the
/// boxes, each box's start once (`box`), then loops over (channel, bin)
/// storing each bin into `m.output`; returns the result as a tensor.
inline Value buildROIBinLoops(OpBuilder &b, Location loc, const ROIMatch &m,
                              const ROIAttrs &bins, ROIBoxFn box) {
  Value boxes = indexValue(b, loc, m.outputShape[0]);
  Value channels = indexValue(b, loc, m.outputShape[1]);
  buildParallelNest(
      b, loc, {boxes}, [&](OpBuilder &rb, Location rl, ValueRange boxIv) {
        Value r = boxIv[0];
        ROIBinFn bin = box(rb, rl, r);
        Value ph = arith::ConstantIndexOp::create(rb, rl, bins.pooledH);
        Value pw = arith::ConstantIndexOp::create(rb, rl, bins.pooledW);
        buildParallelNest(rb, rl, {channels, ph, pw},
                          [&](OpBuilder &ib, Location il, ValueRange ivs) {
                            Value value = bin(ib, il, ivs[0], ivs[1], ivs[2]);
                            memref::StoreOp::create(
                                ib, il, value, m.output,
                                ValueRange{r, ivs[0], ivs[1], ivs[2]});
                          });
      });
  return toTensor(b, loc, m.output, m.outputType);
}

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOAFFINE_PARALLELNEST_H
