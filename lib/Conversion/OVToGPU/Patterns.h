// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Patterns.h - The op families of ov-to-gpu ----------------*- C++ -*-===//
//
// One populate function per op family (private to lib/Conversion/OVToGPU;
// populateOVToGPUPatterns in ov/Conversion/Passes.h adds them all).
//
//===----------------------------------------------------------------------===//

#ifndef OV_LIB_CONVERSION_OVTOGPU_PATTERNS_H
#define OV_LIB_CONVERSION_OVTOGPU_PATTERNS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::ov {

/// ov-to-gpu's options, as every family's patterns read them.
struct GPUPatternOptions {
  int64_t blockSize;
  bool vectorStores;       // MaxPool: vector stores behind an alignment test
  bool positiveZeroSums;   // sums: -0.0 becomes +0.0
  int64_t loopPassLimit;   // a thread's loop passes; 0: unlimited
  bool *refused = nullptr; // set when an op is refused (refuseLoopPasses)
};

/// AvgPool-1 and -14 (AvgPoolToGPU.cpp).
void populateAvgPoolToGPUPatterns(RewritePatternSet &patterns,
                                  const GPUPatternOptions &options);

/// MaxPool-1, -8 and -14 (MaxPoolToGPU.cpp).
void populateMaxPoolToGPUPatterns(RewritePatternSet &patterns,
                                  const GPUPatternOptions &options);

/// ROIAlign-3 and -9 (ROIAlignToGPU.cpp).
void populateROIAlignToGPUPatterns(RewritePatternSet &patterns,
                                   const GPUPatternOptions &options);

/// ROIAlignRotated-15 (ROIAlignRotatedToGPU.cpp).
void populateROIAlignRotatedToGPUPatterns(RewritePatternSet &patterns,
                                          const GPUPatternOptions &options);

/// ROIPooling-2 (ROIPoolingToGPU.cpp).
void populateROIPoolingToGPUPatterns(RewritePatternSet &patterns,
                                     const GPUPatternOptions &options);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOGPU_PATTERNS_H
