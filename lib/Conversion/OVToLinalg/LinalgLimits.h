// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LinalgLimits.h - What ov-to-linalg leaves to affine -*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_OVTOLINALG_LINALGLIMITS_H
#define OV_LIB_CONVERSION_OVTOLINALG_LINALGLIMITS_H

#include "FamilyPattern.h"
#include "ov/Dialect/FamilyAttrs.h"

namespace mlir::ov {

/// ov-to-linalg materializes a pooling op's padded input and visits every
/// tap of every window, padding included: past its limits (windows above
/// 2^16 taps, pads or strides above 4096) the op is left for ov-to-affine,
/// whose clamped loops visit only the input.
bool exceedsLinalgLimits(const PoolingAttrs &attrs);

/// A family pattern of ov-to-linalg (FamilyPattern.h): takes the ops within
/// the limits only, leaving the others, with a match-failure note.
template <typename PatternBase> struct WithinLinalgLimits : PatternBase {
  using PatternBase::PatternBase;

  LogicalResult precondition(typename PatternBase::FamilyInterface op,
                             ConversionPatternRewriter &rewriter) const final {
    if (exceedsLinalgLimits(op.getPoolingAttrs()))
      return rewriter.notifyMatchFailure(op, "window or padding too large to "
                                             "materialize: left for "
                                             "ov-to-affine");
    return success();
  }
};

/// ov-to-linalg's legality for a pooling family (`PoolInterface`): its ops
/// (those registered in `context`) past the limits stay legal, for
/// ov-to-affine.
template <typename PoolInterface>
void leaveLargeWindowsToAffine(MLIRContext *context, ConversionTarget &target) {
  for (RegisteredOperationName name : context->getRegisteredOperations())
    if (name.hasInterface<PoolInterface>())
      target.addDynamicallyLegalOp(name, [](Operation *op) {
        return exceedsLinalgLimits(cast<PoolInterface>(op).getPoolingAttrs());
      });
}

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOLINALG_LINALGLIMITS_H
