// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- MaxPoolBridge.h - What MaxPool lowerings start from ------*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_MAXPOOLBRIDGE_H
#define OV_LIB_CONVERSION_MAXPOOLBRIDGE_H

#include "FamilyPattern.h"
#include "PoolBridge.h"
#include "ov/Dialect/MaxPoolOps.h"

namespace mlir::ov {

/// MaxPool's match: a pooling match and the indices' type.
struct MaxPoolMatch : PoolMatch {
  RankedTensorType indicesType; // null without indices
};

/// Matches `op` of any MaxPool version with its converted `operands`; fails,
/// with a match-failure note and before building anything, on an unranked
/// input or result.
FailureOr<MaxPoolMatch> matchMaxPool(RewriterBase &rewriter,
                                     MaxPoolOpInterface op,
                                     ArrayRef<Value> operands);

/// The base of every MaxPool lowering: it writes only `rewriteMatched`.
using MaxPoolPattern =
    FamilyPattern<MaxPoolOpInterface, MaxPoolMatch, matchMaxPool>;

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_MAXPOOLBRIDGE_H
