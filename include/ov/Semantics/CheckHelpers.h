// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CheckHelpers.h - What the run-time checks share ----------*- C++ -*-===//
//
// The helpers that each family's run-time checks (lib/Semantics/
// <Family>Checks.cpp) call back: reading dims and values in a check
// function, carrying the first failing item through a loop, and the checks
// of the family bases: the pooling families' shapes (CheckHelpers.cpp) and
// the ROI families' counts, map and batch indices (ROIChecks.cpp). The
// registry of the families' checks is RuntimeChecks.h.
//
//===----------------------------------------------------------------------===//

#ifndef OV_SEMANTICS_CHECKHELPERS_H
#define OV_SEMANTICS_CHECKHELPERS_H

#include "ov/Dialect/OVOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"

namespace mlir::ov {

/// Values a check function can read: those not computed by ov ops (function
/// arguments and constants). Others are only clamped.
bool isReadableInCheck(Value value);

/// A dim of a ranked tensor as an index value.
Value dimValue(OpBuilder &b, Location loc, Value tensor, int64_t dim);

/// `x pred y` on index values.
Value cmpIndex(OpBuilder &b, Location loc, arith::CmpIPredicate pred, Value x,
               Value y);

/// The bits of a floating-point `value` widened to f64, as i64.
Value f64Bits(OpBuilder &b, Location loc, Value value);

/// `values[i]` for the first i whose `bad[i]` holds, else the last value.
Value firstBad(OpBuilder &b, Location loc, ArrayRef<Value> bad,
               ArrayRef<Value> values);

/// A loop-carried check over items (boxes): whether every item so far
/// passed, and the first failing item's index and value bits (i64 both).
struct FirstFailure {
  Value ok, index, bits;

  static FirstFailure initial(OpBuilder &b, Location loc);
  /// Unpacks three loop-carried values from `acc` at `at`.
  static FirstFailure at(ValueRange acc, unsigned at) {
    return {acc[at], acc[at + 1], acc[at + 2]};
  }
  void appendTo(SmallVectorImpl<Value> &values) const {
    values.append({ok, index, bits});
  }
  /// This state after item `itemIndex` (an index value), which passed iff
  /// `okHere`, with value bits `bitsHere`.
  FirstFailure next(OpBuilder &b, Location loc, Value okHere, Value itemIndex,
                    Value bitsHere) const;
  RuntimeCheckDetail detail(StringRef item, StringRef dtype) const {
    return {item.str(), dtype.str(), index, bits};
  }
};

/// Reports an item's next check, in order: whether it passed (`ok`) and the
/// bits of its value (i64).
using CheckReporter = function_ref<void(Value ok, Value bits)>;

/// An scf.for over the items [0, count) carrying one FirstFailure per check
/// (`numChecks`): `checkItem` builds an item's checks and reports each,
/// which updates that check's FirstFailure where it is reported. Returns
/// each check's FirstFailure after the loop.
SmallVector<FirstFailure>
buildFirstFailureLoop(OpBuilder &b, Location loc, Value count,
                      unsigned numChecks,
                      function_ref<void(OpBuilder &b, Location loc, Value item,
                                        CheckReporter report)>
                          checkItem);

/// Whether a GPU thread whose loop nest runs `trips` iterations (float
/// scalars of any width, outermost first; ordered compares, so a NaN
/// fails) makes fewer than `limit` loop passes, counted as ov-to-gpu counts
/// them (loopNestPasses, lib/Conversion/OVToGPU/LoopPasses.cpp): a loop of
/// t iterations whose body makes B passes makes t * (B + 1) + 1. Computed
/// in f64: exact below 2^53, and monotone above it. An i1.
Value buildLoopNestPassesBelow(OpBuilder &b, Location loc,
                               ArrayRef<Value> trips, int64_t limit);

/// The message of a box refused because its adaptive samples per bin
/// (sampling_ratio = 0) would make a GPU thread pass the target's
/// loop-pass limit; the detail is the box's samples per bin.
std::string adaptiveLoopPassMessage(int64_t limit);

/// The pooling families' shape checks (docs/semantics.md 1.2 at run time):
/// dynamic N and C must not be 0, and on every dynamic spatial axis the
/// dilated kernel must fit in the padded input.
void addPoolingShapeChecks(OpBuilder &b, Location loc, Value input,
                           const PoolingAttrs &attrs, RuntimeCheckList &checks);

/// The ROI base's checks (every ROI family, docs/semantics.md 3.2 at run
/// time): rois dim 0 equal to batch_indices dim 0 (where the family has the
/// operand and a count is dynamic), a non-empty feature map (where H or W is
/// dynamic), and, where readable, every box's batch index in [0, N) (read
/// from batch_indices, or truncated from the boxes' column 0 where the
/// family keeps it there). Returns the number of boxes the family's own
/// checks of the box values read.
Value addROIChecks(OpBuilder &b, ROIOpInterface op, RuntimeCheckList &checks);

} // namespace mlir::ov

#endif // OV_SEMANTICS_CHECKHELPERS_H
