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
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {

/// An scf.parallel over `gridSizes` mapped to blocks around an scf.parallel
/// over [0, blockSize) mapped to thread x; `body` gets the block ids and the
/// thread id.
void buildGPUKernel(
    OpBuilder &b, Location loc, ArrayRef<Value> gridSizes, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, ValueRange, Value)> body);

/// A kernel over `total` outputs, thread t of block k handling the
/// `perThread` outputs from flat = (k * blockSize + t) * perThread, those
/// with flat < total: `body` gets `flat` inside that guard.
void buildFlatGPUKernel(OpBuilder &b, Location loc, Value total,
                        int64_t blockSize, int64_t perThread,
                        function_ref<void(OpBuilder &, Location, Value)> body);

/// A kernel over the bins of every box (the ROI families): block (box,
/// tile), tile's thread t taking element e = tile * blockSize + t of the
/// box's channels x pooledH x pooledW, those with e in range: `body` gets
/// the box, the channel and the bin's row and column.
void buildBoxBinGPUKernel(
    OpBuilder &b, Location loc, Value boxes, Value channels, int64_t pooledH,
    int64_t pooledW, int64_t blockSize,
    function_ref<void(OpBuilder &, Location, Value, Value, Value, Value)> body);

/// The index constant `v`.
Value indexConstant(OpBuilder &b, Location loc, int64_t v);

/// ceil(x / d) of the index `x`, unsigned.
Value ceilDivIndex(OpBuilder &b, Location loc, Value x, int64_t d);

/// `sum` (a float scalar accumulated from +0.0 by additions) with -0.0
/// replaced by +0.0 (ZeroSums.cpp); integers and non-zero values unchanged.
Value buildPositiveZeroSum(OpBuilder &b, Location loc, Value sum);

/// The loop passes of a nest of one loop per level, the level-i loop making
/// `trips[i]` iterations (outermost first): a loop of t iterations whose
/// body makes B passes makes t * (B + 1) + 1 (each iteration's end, then
/// the exit). Saturates at INT64_MAX (LoopPasses.cpp).
int64_t loopNestPasses(ArrayRef<int64_t> trips);

/// Whether a thread making at most `passes` loop passes stays below
/// `limit` (0: no limit).
bool withinLoopPassLimit(int64_t passes, int64_t limit);

/// A thread's `steps` sequential steps split across launches that each run
/// one loop of at most `size` steps: size + 1 passes, or inside a loop of
/// `outerTrips` iterations (0: none) outerTrips * (size + 2) + 1, below
/// the limit.
struct LoopChunks {
  int64_t size, count;
};
LoopChunks planLoopChunks(int64_t steps, int64_t limit, int64_t outerTrips = 0);

/// The most launches one op is split into; past it the op is refused.
inline constexpr int64_t kMaxChunkLaunches = 64;

/// Refuses `op` (one error line naming it, the loop passes it needs and
/// the target's `limit`), marks `*refused` (the pass then fails) and
/// replaces its results by empty tensors, so that the conversion goes on
/// and reports nothing more. Without `refused` (no pass to tell), the
/// pattern fails instead.
LogicalResult refuseLoopPasses(ConversionPatternRewriter &rewriter,
                               Operation *op, StringRef what, int64_t limit,
                               bool *refused);

/// A pooling window of `taps` taps split into `chunks` (planLoopChunks)
/// that are more than kMaxChunkLaunches: refuseLoopPasses with the window.
LogicalResult refuseWindowChunks(ConversionPatternRewriter &rewriter,
                                 Operation *op, int64_t taps,
                                 const LoopChunks &chunks, int64_t limit,
                                 bool *refused);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOGPU_GPUKERNEL_H
