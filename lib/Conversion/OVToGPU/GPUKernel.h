//===- GPUKernel.h - ov-to-gpu's kernel skeleton ----------------*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H
#define OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::ov {

/// An scf.parallel over `gridSizes` mapped to blocks around an scf.parallel
/// over [0, blockSize) mapped to thread x (OVToGPU.cpp); `body` gets the
/// block ids and the thread id.
void buildGPUKernel(
    OpBuilder &b, Location loc, ArrayRef<Value> gridSizes, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, ValueRange, Value)> body);

/// AvgPool's ov-to-gpu pattern (AvgPoolToGPU.cpp).
void populateAvgPoolToGPUPatterns(RewritePatternSet &patterns,
                                  int64_t blockSize, bool positiveZeroSums);

/// `sum` (a float scalar accumulated from +0.0 by additions) with -0.0
/// replaced by +0.0 (ZeroSums.cpp); integers and non-zero values unchanged.
Value buildPositiveZeroSum(OpBuilder &b, Location loc, Value sum);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H
