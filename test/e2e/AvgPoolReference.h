// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolReference.h - Naive AvgPool-1/14/16 reference -----*- C++ -*-===//
//
// AvgPool written straight from docs/semantics.md 7 with plain loops, for the
// differential tests: shapes are MaxPool's (maxPoolGeometry, with AvgPool-16's
// dilations); tap j of an axis reads o*s - pad + j*d; the sum starts at 0 in
// T and adds the taps inside the input in
// depth, row, column order, each addition one operation in T (f16: in float,
// rounded to nearest even; bf16: ov::bfloat16's rule; integers wrap); the
// divisor is the kernel's size when exclude_pad is false and a resolved pad
// is non-zero, else the taps inside the input; floats divide in T, integers
// toward zero in 64 bits; a window without taps gives 0.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TEST_E2E_AVGPOOLREFERENCE_H
#define OV_TEST_E2E_AVGPOOLREFERENCE_H

#include "Reference.h"

namespace ove2e {

struct AvgPoolAttrs {
  int version = 1; // 1, 14 or 16 (v14 and v16 also take ceil_torch)
  std::vector<int64_t> kernel, strides, padsBegin, padsEnd;
  /// v16 only; empty means all ones.
  std::vector<int64_t> dilations;
  bool excludePad = false;
  Rounding rounding = Rounding::Floor;
  AutoPad autoPad = AutoPad::Explicit;
};

/// AvgPool over `input` (rank 3-5, any of the 12 element types).
ovrt::Result<ovrt::Tensor> referenceAvgPool(const AvgPoolAttrs &attrs,
                                            const ovrt::Tensor &input);

} // namespace ove2e

#endif // OV_TEST_E2E_AVGPOOLREFERENCE_H
