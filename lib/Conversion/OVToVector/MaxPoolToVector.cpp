// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolToVector.cpp - MaxPool as vectorized CPU loops --------------===//
//
// The fast CPU path of MaxPool. For each (n, c) plane in parallel
// (scf.parallel, the caller's parallel-for later), walks the output rows and
// vectorizes along the output's last axis, `lanes` outputs at a time:
//   - interior chunks (every tap of every lane inside the row) load each
//     kernel column with one contiguous vector.load of stride * lanes
//     elements and de-interleave it with a vector.shuffle (stride > 1); where
//     a row's whole window is stride * lanes elements, it is loaded once and
//     every kernel column shuffled out of it;
//   - border and partial chunks gather with lane indices clamped into the
//     row and replace out-of-row lanes by the initial value, so no address
//     is ever outside the input;
//   - taps of the outer axes are clamped to the input (never read padding);
//   - a chunk whose window fits two wide vectors folds the raw rows of its
//     window elementwise first and picks the kernel columns out of the
//     folded one (ColumnsFirstFold); with indices only where the window has
//     rows enough to pay for the columns' join, which breaks ties by the
//     smaller index;
//   - where the kernel is taller than its stride, interior output rows go in
//     blocks that load each input row once per kernel column and fold its
//     max into every output row of the block whose window holds it;
//   - each block of output rows first prefetches the input rows it is the
//     first to read into L2, ahead of the loads: in 3-D, the rows the next
//     output along the outermost axis reads; in 2-D, the target's
//     prefetch distance ahead where windows share no input (the kernel
//     streams it at a tap per element).
// The processor facts these choices depend on are the VectorTarget's
// (ov/Conversion/VectorTarget.h); the measurements behind them are in
// docs/perf-notes.md.
// Large indices in rows of whole cache lines go out with non-temporal stores
// (storeIndicesNontemporal), in both kernels.
// The update is OpenVINO's strict greater-than select (LLVM's max pattern;
// NaN never wins, the first maximum in scan order is kept) and carries the
// spatial index of the winner for MaxPool-8. Semantics:
// docs/semantics.md 1.6-1.7. 2-D MaxPool-8 with indices and unit strides
// takes the separable kernel instead (MaxPoolSeparable.cpp).
//
//===----------------------------------------------------------------------===//

#include "Patterns.h"
#include "PoolKernel.h"
#include "VectorUtils.h"

#include "BufferBridge.h"
#include "ov/Dialect/MaxPoolOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::ov;
using namespace mlir::ov::vectorize;

/// The vectorized MaxPool: one parallel loop over the N*C planes. Returns
/// the results (values[, indices]) as tensors.
static SmallVector<Value> lowerMaxPool(PatternRewriter &rewriter, Location loc,
                                       Value input, const PoolingAttrs &attrs,
                                       RankedTensorType outputType,
                                       RankedTensorType indicesType,
                                       int64_t axis,
                                       const VectorTarget &target) {
  SmallVector<OpFoldResult> outShape;
  PoolPlan plan = buildPlan(rewriter, loc, input, attrs, outputType,
                            indicesType, axis, target, outShape);
  IndexMath m{rewriter, loc};
  Value batch = indexValue(rewriter, loc, outShape[0]);
  Value planes = m.mul(batch, plan.channels);
  scf::ParallelOp::create(
      rewriter, loc, ValueRange{m.c(0)}, ValueRange{planes}, ValueRange{m.c(1)},
      [&](OpBuilder &b, Location l, ValueRange ivs) {
        Value n = arith::DivUIOp::create(b, l, ivs[0], plan.channels);
        Value c = arith::RemUIOp::create(b, l, ivs[0], plan.channels);
        buildPlane(b, l, plan, n, c);
      });

  SmallVector<Value> results{toTensor(rewriter, loc, plan.output, outputType)};
  if (indicesType)
    results.push_back(toTensor(rewriter, loc, plan.indices, indicesType));
  return results;
}

namespace {

/// Every MaxPool version: the op's operands and attributes, and the cases
/// the kernel leaves to the other lowerings; lowerMaxPool builds the rest.
struct MaxPoolToVector : OpInterfaceRewritePattern<MaxPoolOpInterface> {
  MaxPoolToVector(MLIRContext *ctx, const VectorTarget &target)
      : OpInterfaceRewritePattern(ctx), target(target) {}

  LogicalResult matchAndRewrite(MaxPoolOpInterface op,
                                PatternRewriter &rewriter) const override {
    PoolingAttrs attrs = op.getPoolingAttrs();
    if (failed(matchPoolingKernel(rewriter, op, op.getInput(), op.getOutput(),
                                  attrs)))
      return failure();
    auto outputType = cast<RankedTensorType>(op.getOutput().getType());
    int64_t axis = 0;
    RankedTensorType indicesType;
    // Indices nobody reads are not computed (MaxPool-8 with dilations stays
    // MaxPool-8 when its indices are unused: MaxPool-1 has no dilations).
    Value indices = op.getIndicesOrNull();
    if (indices && !indices.use_empty()) {
      axis = op.getIndicesAxisFromZero();
      // Beyond axis 2 every index needs its own modulo: the generic path.
      if (axis > 2)
        return rewriter.notifyMatchFailure(op, "axis > 2");
      indicesType = cast<RankedTensorType>(indices.getType());
    }
    SmallVector<Value> results =
        lowerMaxPool(rewriter, op.getLoc(), op.getInput(), attrs, outputType,
                     indicesType, axis, target);
    rewriter.replaceAllUsesWith(op.getOutput(), results[0]);
    if (indicesType)
      rewriter.replaceAllUsesWith(indices, results[1]);
    rewriter.eraseOp(op);
    return success();
  }

private:
  VectorTarget target;
};

} // namespace

void mlir::ov::vectorize::populateMaxPoolToVectorPatterns(
    RewritePatternSet &patterns, const VectorTarget &target) {
  patterns.add<MaxPoolToVector>(patterns.getContext(), target);
}
