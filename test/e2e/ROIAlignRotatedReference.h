// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedReference.h - Naive ROIAlignRotated-15 ----*- C++ -*-===//
//
// ROIAlignRotated-15 (f32, f16, bf16, f64) written straight from
// docs/semantics.md 8.3 with plain loops, for the differential tests: the
// angle's cosine and sine from the C library in double, rounded to float;
// every other step one operation in T in the documented order (f16/bf16:
// computed in f32 and rounded to T after each, the centre's product and
// - 0.5 and each step of the rotation included; f64: the rotated position
// rounded to f32, as the reference keeps it in a float); the inputs the
// compiled module must reject (8.4) are refused with the reason.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TEST_E2E_ROIALIGNROTATEDREFERENCE_H
#define OV_TEST_E2E_ROIALIGNROTATEDREFERENCE_H

#include "ovrt/Tensor.h"

#include <string>

namespace ove2e {

struct ROIAlignRotatedAttrs {
  int64_t pooledH = 1, pooledW = 1, samplingRatio = 0;
  float spatialScale = 1.0f;
  bool clockwise = false;
};

/// Why the compiled module must reject these inputs ("" when it runs):
/// "batch index ..." or "negative adaptive sample count ...", each naming
/// the first box ("box R").
std::string roiAlignRotatedRejection(const ROIAlignRotatedAttrs &attrs,
                                     const ovrt::Tensor &data,
                                     const ovrt::Tensor &rois,
                                     const std::vector<int64_t> &batch);

/// The output [R, C, pooled_h, pooled_w] (data and rois of one float type).
ovrt::Result<ovrt::Tensor>
referenceROIAlignRotated(const ROIAlignRotatedAttrs &attrs,
                         const ovrt::Tensor &data, const ovrt::Tensor &rois,
                         const std::vector<int64_t> &batch);

} // namespace ove2e

#endif // OV_TEST_E2E_ROIALIGNROTATEDREFERENCE_H
