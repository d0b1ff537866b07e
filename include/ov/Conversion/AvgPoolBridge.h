//===- AvgPoolBridge.h - What AvgPool lowerings start from --*- C++ -*-===//

#ifndef OV_CONVERSION_AVGPOOLBRIDGE_H
#define OV_CONVERSION_AVGPOOLBRIDGE_H

#include "ov/Conversion/BufferBridge.h"
#include "ov/Dialect/AvgPoolOps.h"

namespace mlir::ov {

/// The converted input, the attributes, and the output shape and pads
/// reified from them (ShapeRules), as for MaxPool (MaxPoolMatch).
struct AvgPoolMatch {
  Value input; // a ranked tensor
  RankedTensorType inputType, outputType;
  PoolingAttrs attrs;
  bool excludePad = false;
  SmallVector<OpFoldResult> outputShape;
  SmallVector<std::pair<OpFoldResult, OpFoldResult>> pads;
};

/// Matches `op` of any AvgPool version with its converted `operands`; fails,
/// with a match-failure note and before building anything, on an unranked
/// input or result.
FailureOr<AvgPoolMatch> matchAvgPool(RewriterBase &rewriter,
                                     AvgPoolOpInterface op,
                                     ArrayRef<Value> operands);

/// AvgPool's patterns, which ov-to-affine and ov-to-linalg add to theirs
/// (lib/Conversion/OVToAffine/AvgPoolToAffine.cpp,
/// lib/Conversion/OVToLinalg/AvgPoolToLinalg.cpp).
void populateAvgPoolToAffinePatterns(RewritePatternSet &patterns);
void populateAvgPoolToLinalgPatterns(RewritePatternSet &patterns);

} // namespace mlir::ov

#endif // OV_CONVERSION_AVGPOOLBRIDGE_H
