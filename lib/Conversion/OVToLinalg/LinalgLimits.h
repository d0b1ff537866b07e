//===- LinalgLimits.h - What ov-to-linalg leaves to affine -*- C++ -*-===//

#ifndef OV_LIB_CONVERSION_OVTOLINALG_LINALGLIMITS_H
#define OV_LIB_CONVERSION_OVTOLINALG_LINALGLIMITS_H

#include "ov/Dialect/FamilyAttrs.h"

namespace mlir::ov {

/// ov-to-linalg materializes a pooling op's padded input and visits every
/// tap of every window, padding included: past its limits (windows above
/// 2^16 taps, pads or strides above 4096) the op is left for ov-to-affine,
/// whose clamped loops visit only the input.
bool exceedsLinalgLimits(const PoolingAttrs &attrs);

} // namespace mlir::ov

#endif // OV_LIB_CONVERSION_OVTOLINALG_LINALGLIMITS_H
