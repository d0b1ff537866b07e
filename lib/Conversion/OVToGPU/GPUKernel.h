// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- GPUKernel.h - ov-to-gpu's kernel skeleton ----------------*- C++ -*-===//
//
// What the GPU lowerings of every family share (private to
// lib/Conversion/OVToGPU): the kernel skeleton and its index helpers
// (GPUKernel.cpp), and the sign of zero sums (ZeroSums.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H
#define OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::ov {

/// An scf.parallel over `gridSizes` mapped to blocks around an scf.parallel
/// over [0, blockSize) mapped to thread x; `body` gets the block ids and the
/// thread id.
void buildGPUKernel(
    OpBuilder &b, Location loc, ArrayRef<Value> gridSizes, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, ValueRange, Value)> body);

/// The index constant `v`.
Value indexConstant(OpBuilder &b, Location loc, int64_t v);

/// ceil(x / d) of the index `x`, unsigned.
Value ceilDivIndex(OpBuilder &b, Location loc, Value x, int64_t d);

/// `sum` (a float scalar accumulated from +0.0 by additions) with -0.0
/// replaced by +0.0 (ZeroSums.cpp); integers and non-zero values unchanged.
Value buildPositiveZeroSum(OpBuilder &b, Location loc, Value sum);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H
