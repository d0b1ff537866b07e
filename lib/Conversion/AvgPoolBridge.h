// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolBridge.h - What AvgPool lowerings start from --*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_AVGPOOLBRIDGE_H
#define OV_LIB_CONVERSION_AVGPOOLBRIDGE_H

#include "FamilyPattern.h"
#include "PoolBridge.h"
#include "ov/Dialect/AvgPoolOps.h"

namespace mlir::ov {

/// AvgPool's match: a pooling match (PoolMatch) and exclude-pad.
struct AvgPoolMatch : PoolMatch {
  bool excludePad = false;
};

/// Matches `op` of any AvgPool version with its converted `operands`; fails,
/// with a match-failure note and before building anything, on an unranked
/// input or result.
FailureOr<AvgPoolMatch> matchAvgPool(RewriterBase &rewriter,
                                     AvgPoolOpInterface op,
                                     ArrayRef<Value> operands);

/// Per spatial axis of `m`: the pad before it and the input's size, as index
/// values (the window bounds of the loop lowerings).
void buildAvgPoolAxes(OpBuilder &b, Location loc, const AvgPoolMatch &m,
                      SmallVectorImpl<Value> &padsBegin,
                      SmallVectorImpl<Value> &inputDims);

/// The base of every AvgPool lowering: it writes only `rewriteMatched`.
using AvgPoolPattern =
    FamilyPattern<AvgPoolOpInterface, AvgPoolMatch, matchAvgPool>;

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_AVGPOOLBRIDGE_H
