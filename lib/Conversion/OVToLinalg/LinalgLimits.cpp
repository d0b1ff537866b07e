// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- LinalgLimits.cpp - What ov-to-linalg leaves to affine --------------===//

#include "LinalgLimits.h"

#include "ov/Dialect/ShapeRules.h"

using namespace mlir;
using namespace mlir::ov;

/// ov-to-linalg's limits (LinalgLimits.h): attributes may be as large as
/// 2^62, and materializing such pads or visiting such windows would cost
/// memory and time without bound.
constexpr int64_t kMaxMaterializedPad = 4096;
constexpr int64_t kMaxWindowTaps = 1 << 16;

bool ov::exceedsLinalgLimits(const PoolingAttrs &attrs) {
  int64_t taps = 1;
  for (unsigned j = 0; j < attrs.spatialRank(); ++j) {
    if (attrs.kernel[j] > kMaxWindowTaps)
      return true;
    taps *= attrs.kernel[j]; // Both factors <= 2^16: no overflow.
    if (taps > kMaxWindowTaps || attrs.strides[j] > kMaxMaterializedPad)
      return true;
    if (attrs.autoPad == AutoPad::explicit_ &&
        (attrs.padsBegin[j] > kMaxMaterializedPad ||
         attrs.padsEnd[j] > kMaxMaterializedPad))
      return true;
    // SAME pads add up to less than the dilated kernel.
    bool same = attrs.autoPad == AutoPad::same_upper ||
                attrs.autoPad == AutoPad::same_lower;
    std::optional<int64_t> extent = dilatedKernelSize(attrs.axis(j));
    if (same && (!extent || *extent > kMaxMaterializedPad))
      return true;
  }
  return false;
}
