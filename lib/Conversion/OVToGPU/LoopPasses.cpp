// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LoopPasses.cpp - A thread's loop passes under a limit (ov-to-gpu) --===//
//
// Mesa's llvmpipe (lavapipe) gives each shader invocation one loop counter:
// every pass through the end of any loop (each iteration, and the pass in
// which a loop's condition exits it) decrements it, and at 0 every running
// loop exits without an error (docs/vulkan.md, "Loop passes"). ov-to-gpu's
// `loop-pass-limit` keeps every thread below such a limit: a family counts
// its thread's passes with loopNestPasses and, past the limit, splits the
// work across launches (planLoopChunks) or refuses the op.
//
//===----------------------------------------------------------------------===//

#include "GPUKernel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;

int64_t ov::loopNestPasses(ArrayRef<int64_t> trips) {
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  int64_t passes = 0; // the innermost body makes none
  for (int64_t trip : llvm::reverse(trips)) {
    std::optional<int64_t> next = llvm::checkedMul(
        std::max<int64_t>(trip, 0), passes == kMax ? passes : passes + 1);
    if (!next || *next == kMax)
      return kMax;
    passes = *next + 1;
  }
  return passes;
}

bool ov::withinLoopPassLimit(int64_t passes, int64_t limit) {
  return limit <= 0 || passes < limit;
}

ov::LoopChunks ov::planLoopChunks(int64_t steps, int64_t limit,
                                  int64_t outerTrips) {
  // One loop of `size` iterations makes size + 1 passes; inside a loop of
  // t iterations, t * (size + 2) + 1: below the limit.
  int64_t size = outerTrips > 0 ? (limit - 2) / outerTrips - 2 : limit - 2;
  size = std::max<int64_t>(1, size);
  return {size, static_cast<int64_t>(
                    llvm::divideCeil(std::max<int64_t>(steps, 1), size))};
}

LogicalResult ov::refuseLoopPasses(ConversionPatternRewriter &rewriter,
                                   Operation *op, StringRef what, int64_t limit,
                                   bool *refused) {
  InFlightDiagnostic diag = op->emitError();
  diag << "'" << op->getName() << "': " << what
       << " exceeds the target's limit of " << limit
       << " loop passes per GPU thread (loop-pass-limit; Mesa's llvmpipe "
          "stops longer loops early)";
  if (!refused)
    return failure();
  *refused = true;
  SmallVector<Value> empties;
  for (Value result : op->getResults()) {
    auto type = cast<RankedTensorType>(result.getType());
    SmallVector<OpFoldResult> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      sizes.push_back(
          type.isDynamicDim(d)
              ? OpFoldResult(
                    arith::ConstantIndexOp::create(rewriter, op->getLoc(), 0)
                        .getResult())
              : OpFoldResult(rewriter.getIndexAttr(type.getDimSize(d))));
    empties.push_back(tensor::EmptyOp::create(rewriter, op->getLoc(), sizes,
                                              type.getElementType()));
  }
  rewriter.replaceOp(op, empties);
  return success();
}

LogicalResult ov::refuseWindowChunks(ConversionPatternRewriter &rewriter,
                                     Operation *op, int64_t taps,
                                     const LoopChunks &chunks, int64_t limit,
                                     bool *refused) {
  return refuseLoopPasses(
      rewriter, op,
      "a window of " + std::to_string(taps) + " taps (more than " +
          std::to_string(kMaxChunkLaunches) + " launches of " +
          std::to_string(chunks.size) + ")",
      limit, refused);
}
