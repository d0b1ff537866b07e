// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Patterns.h - The op families of ov-to-affine -------------*- C++ -*-===//
//
// One populate function per op family (private to lib/Conversion/OVToAffine;
// populateOVToAffinePatterns in ov/Conversion/Passes.h adds them all).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOAFFINE_PATTERNS_H
#define OV_LIB_CONVERSION_OVTOAFFINE_PATTERNS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::ov {

/// AvgPool-1 and -14 (AvgPoolToAffine.cpp).
void populateAvgPoolToAffinePatterns(RewritePatternSet &patterns);

/// MaxPool-1, -8 and -14 (MaxPoolToAffine.cpp).
void populateMaxPoolToAffinePatterns(RewritePatternSet &patterns);

/// ROIAlign-3 and -9 (ROIAlignToAffine.cpp).
void populateROIAlignToAffinePatterns(RewritePatternSet &patterns);

/// ROIAlignRotated-15 (ROIAlignRotatedToAffine.cpp).
void populateROIAlignRotatedToAffinePatterns(RewritePatternSet &patterns);

/// ROIPooling-2 (ROIPoolingToAffine.cpp).
void populateROIPoolingToAffinePatterns(RewritePatternSet &patterns);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOAFFINE_PATTERNS_H
