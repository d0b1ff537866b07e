// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingReference.h - Naive ROIPooling-2 ---------------*- C++ -*-===//
//
// ROIPooling-2 in f32 written straight from docs/semantics.md 9.3 with plain
// loops, for the differential tests: max over exact integer bins from the
// first pixel, bilinear samples blended with std::fma; the inputs the
// compiled module must reject (9.4) are refused with the reason.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TEST_E2E_ROIPOOLINGREFERENCE_H
#define OV_TEST_E2E_ROIPOOLINGREFERENCE_H

#include "ovrt/Tensor.h"

#include <string>

namespace ove2e {

struct ROIPoolingAttrs {
  int64_t pooledH = 1, pooledW = 1;
  float spatialScale = 1.0f;
  bool max = true; // else bilinear
};

/// Why the compiled module must reject these inputs ("" when it runs):
/// "batch index", "coordinate times spatial_scale", "pooled size x rounded
/// box size" or "NaN sample position", then " at box R".
std::string roiPoolingRejection(const ROIPoolingAttrs &attrs,
                                const ovrt::Tensor &data,
                                const ovrt::Tensor &rois);

/// The output [R, C, pooled_h, pooled_w] (f32 data and rois).
ovrt::Result<ovrt::Tensor> referenceROIPooling(const ROIPoolingAttrs &attrs,
                                               const ovrt::Tensor &data,
                                               const ovrt::Tensor &rois);

} // namespace ove2e

#endif // OV_TEST_E2E_ROIPOOLINGREFERENCE_H
