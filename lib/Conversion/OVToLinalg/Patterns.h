// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Patterns.h - The op families of ov-to-linalg -------------*- C++ -*-===//
//
// One populate function per op family (private to lib/Conversion/OVToLinalg;
// populateOVToLinalgPatternsAndLegality in ov/Conversion/Passes.h adds them
// all): the family's patterns and which of its ops stay legal, as
// torch-mlir's populatePoolingPatternsAndLegality.
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOLINALG_PATTERNS_H
#define OV_LIB_CONVERSION_OVTOLINALG_PATTERNS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir {
class ConversionTarget;
namespace ov {

/// AvgPool-1 and -14 (AvgPoolToLinalg.cpp).
void populateAvgPoolToLinalgPatternsAndLegality(RewritePatternSet &patterns,
                                                ConversionTarget &target);

/// MaxPool-1, -8 and -14 (MaxPoolToLinalg.cpp).
void populateMaxPoolToLinalgPatternsAndLegality(RewritePatternSet &patterns,
                                                ConversionTarget &target);

/// ROIAlign-3 and -9 (ROIAlignToLinalg.cpp).
void populateROIAlignToLinalgPatternsAndLegality(RewritePatternSet &patterns,
                                                 ConversionTarget &target);

/// ROIAlignRotated-15 (ROIAlignRotatedToLinalg.cpp).
void populateROIAlignRotatedToLinalgPatternsAndLegality(
    RewritePatternSet &patterns, ConversionTarget &target);

/// ROIPooling-2 (ROIPoolingToLinalg.cpp).
void populateROIPoolingToLinalgPatternsAndLegality(RewritePatternSet &patterns,
                                                   ConversionTarget &target);

} // namespace ov
} // namespace mlir

#endif // OV_LIB_CONVERSION_OVTOLINALG_PATTERNS_H
