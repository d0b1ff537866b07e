// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Patterns.h - The op families of ov-to-vector -------------*- C++ -*-===//
//
// One populate function per op family (private to lib/Conversion/OVToVector;
// populateOVToVectorPatterns in ov/Conversion/Passes.h adds them all).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOVECTOR_PATTERNS_H
#define OV_LIB_CONVERSION_OVTOVECTOR_PATTERNS_H

#include "ov/Conversion/VectorTarget.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::ov::vectorize {

/// AvgPool-1 and AvgPool-14 (AvgPoolToVector.cpp).
void populateAvgPoolToVectorPatterns(RewritePatternSet &patterns,
                                     const VectorTarget &target);

/// MaxPool-1 and MaxPool-8 (MaxPoolToVector.cpp).
void populateMaxPoolToVectorPatterns(RewritePatternSet &patterns,
                                     const VectorTarget &target);

/// ROIAlign-3 (ROIAlignToVector.cpp).
void populateROIAlignToVectorPatterns(RewritePatternSet &patterns,
                                      const VectorTarget &target);

/// ROIAlignRotated-15 (ROIAlignRotatedToVector.cpp).
void populateROIAlignRotatedToVectorPatterns(RewritePatternSet &patterns,
                                             const VectorTarget &target);

/// ROIPooling-2 (ROIPoolingToVector.cpp).
void populateROIPoolingToVectorPatterns(RewritePatternSet &patterns,
                                        const VectorTarget &target);

} // namespace mlir::ov::vectorize

#endif // OV_LIB_CONVERSION_OVTOVECTOR_PATTERNS_H
