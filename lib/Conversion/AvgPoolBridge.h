//===- AvgPoolBridge.h - What AvgPool lowerings start from --*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_AVGPOOLBRIDGE_H
#define OV_LIB_CONVERSION_AVGPOOLBRIDGE_H

#include "BufferBridge.h"
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

/// AvgPool's patterns, which ov-to-affine and ov-to-linalg add to theirs
/// (lib/Conversion/OVToAffine/AvgPoolToAffine.cpp,
/// lib/Conversion/OVToLinalg/AvgPoolToLinalg.cpp).
void populateAvgPoolToAffinePatterns(RewritePatternSet &patterns);
void populateAvgPoolToLinalgPatterns(RewritePatternSet &patterns);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_AVGPOOLBRIDGE_H
