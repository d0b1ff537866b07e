// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyPattern.h - One conversion pattern base per family -*- C++ -*-===//
//
// Every lowering of a family starts the same way: match the op through its
// family interface, whatever its version, and reify what it needs (its
// bridge's match function: matchMaxPool, matchAvgPool, matchROIAlign).
// FamilyPattern does that once; a lowering writes only what it builds from
// the match (`rewriteMatched`), and, where it leaves some ops to another
// lowering, a `precondition` that is checked before anything is built. Each
// family's bridge names its pattern bases (MaxPoolPattern, AvgPoolPattern,
// ROIAlignPattern).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_FAMILYPATTERN_H
#define OV_LIB_CONVERSION_FAMILYPATTERN_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::ov {

template <typename Interface, typename Match,
          FailureOr<Match> (*matchFn)(RewriterBase &, Interface,
                                      ArrayRef<Value>)>
struct FamilyPattern : OpInterfaceConversionPattern<Interface> {
  using OpInterfaceConversionPattern<Interface>::OpInterfaceConversionPattern;
  using FamilyInterface = Interface;

  LogicalResult
  matchAndRewrite(Interface op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const final {
    if (failed(precondition(op, rewriter)))
      return failure();
    FailureOr<Match> matched = matchFn(rewriter, op, operands);
    if (failed(matched))
      return failure();
    return rewriteMatched(op, *matched, rewriter);
  }

  /// Whether this lowering takes `op` (a match-failure note when not).
  virtual LogicalResult
  precondition(Interface op, ConversionPatternRewriter &rewriter) const {
    return success();
  }
  /// Replaces `op`, matched as `m`.
  virtual LogicalResult
  rewriteMatched(Interface op, const Match &m,
                 ConversionPatternRewriter &rewriter) const = 0;
};

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_FAMILYPATTERN_H
