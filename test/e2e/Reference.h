// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Reference.h - Naive MaxPool-1/8/14, ROIAlign-3/9 ---------*- C++ -*-===//
//
// A deliberately naive implementation of the three ops, written straight
// from docs/semantics.md (MaxPool 1.3-1.8 and 6.1, ROIAlign 3.3-3.4 and 6.2)
// and the project decisions that complete it:
//  - MaxPool's initial value is numeric_limits<T>::lowest() for f32, f64 and
//    signed integers, 0 for unsigned integers, and f32's lowest converted to
//    T (= -inf) for f16 and bf16;
//  - MaxPool-8 indices are computed in int64, reduced modulo the product of
//    the input dims from `axis` on, then converted to the index type;
//  - ROIAlign f16/bf16 compute every single operation in f32 and round to T
//    (nearest-even) after it; integers (bin index i, sample index a, and H,
//    W in the out-of-range test), the sample counts in dx = bin_w / T(nx)
//    and the neighbours in ly = y - T(y_low) are converted to T (OpenVINO's
//    static_cast<T>, the default of ROIAlignIntegers); pooled sizes and the
//    avg divisor n enter exactly as f32;
//    spatial_scale is an f32 (f64 data: that f32 converted to double). No
//    FMA anywhere.
//  - ROIAlign's out-of-range test treats NaN positions as out of range; such
//    a sample is 0*p(0,0) summed four times.
//  - ROIAlign inputs a compiled module must reject (batch index outside
//    [0, N), a non-finite scaled box coordinate, an adaptive sample count
//    above 4096) are reported by roiAlignRejection().
//
// Nothing here uses MLIR or the project's shape rules: output shapes come
// from the formulas below, and every window tap / sample is visited with
// plain loops.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TEST_E2E_REFERENCE_H
#define OV_TEST_E2E_REFERENCE_H

#include "ovrt/Tensor.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ove2e {

//===----------------------------------------------------------------------===//
// 16-bit floats (round to nearest even; NaN stays NaN)
//===----------------------------------------------------------------------===//

uint16_t floatToHalf(float value);
float halfToFloat(uint16_t bits);
uint16_t floatToBFloat16(float value); // ov::bfloat16(float)'s rounding
float bfloat16ToFloat(uint16_t bits);

bool isFloatType(ovrt::DType type);
bool isUnsignedType(ovrt::DType type);

/// Element `i` of `t` printed exactly enough to tell two values apart
/// (floats: value and bit pattern).
std::string formatElement(const ovrt::Tensor &t, int64_t i);

/// True when element `i` of `a` and `b` (same dtype) is the same: identical
/// bits, or both NaN.
bool sameElement(const ovrt::Tensor &a, const ovrt::Tensor &b, int64_t i);

//===----------------------------------------------------------------------===//
// MaxPool-1 / MaxPool-8
//===----------------------------------------------------------------------===//

enum class AutoPad { Explicit, SameUpper, SameLower, Valid };
enum class Rounding { Floor, Ceil, CeilTorch }; // CeilTorch: v14 only

const char *autoPadName(AutoPad pad);    // "explicit", "same_upper", ...
const char *roundingName(Rounding mode); // "floor", "ceil", "ceil_torch"

struct MaxPoolAttrs {
  int version = 8; // 1, 8 or 14 (v14 is v8 that also takes ceil_torch)
  std::vector<int64_t> kernel, strides, padsBegin, padsEnd;
  /// v8 only; empty means all ones.
  std::vector<int64_t> dilations;
  Rounding rounding = Rounding::Floor;
  AutoPad autoPad = AutoPad::Explicit;
  /// v8 only: I32 or I64.
  ovrt::DType indexType = ovrt::DType::I64;
  /// v8 only, in [-rank, rank - 1].
  int64_t axis = 0;
};

/// Pads as the kernel uses them and the output spatial size.
struct PoolGeometry {
  std::vector<int64_t> padsBegin, padsEnd, output;
};

/// Resolves the pads (1.3) and computes the output spatial size (1.4) for
/// the input spatial dims `spatial`. Fails (ok() false) when the dilated
/// kernel does not fit in the padded input or an attribute is malformed.
ovrt::Result<PoolGeometry> maxPoolGeometry(const MaxPoolAttrs &attrs,
                                           const std::vector<int64_t> &spatial);

/// The full output shape [N, C, out...] for an input shape.
ovrt::Result<std::vector<int64_t>>
maxPoolOutputShape(const MaxPoolAttrs &attrs,
                   const std::vector<int64_t> &input);

struct MaxPoolResult {
  ovrt::Tensor values;
  ovrt::Tensor indices; // v8 only (not valid() for v1)
};

/// MaxPool over `input` (rank 3-5, any of the 12 element types).
ovrt::Result<MaxPoolResult> referenceMaxPool(const MaxPoolAttrs &attrs,
                                             const ovrt::Tensor &input);

//===----------------------------------------------------------------------===//
// ROIAlign-3 / ROIAlign-9
//===----------------------------------------------------------------------===//

enum class ROIAlignMode { Avg, Max };

/// ROIAlign-9's aligned_mode (docs/semantics.md 6.2). Asymmetric is v3.
/// The other two shift each scaled corner by half a pixel and drop the
/// minimum of 1 on the ROI size, so a bin may get no samples (output 0).
enum class ROIAlignAlignedMode { Asymmetric, HalfPixelForNN, HalfPixel };

/// How f16/bf16 ROIAlign takes the sample counts nx, ny in the spacing
/// dx = bin_w / nx and the integer neighbours in ly = y - y_low:
///  - ExactF32: converted exactly to f32 (the first project decision);
///  - RoundedToT (default): rounded to T first, as OpenVINO's reference code
///    does (static_cast<T>(sampling_ratio_x), static_cast<T>(sample_y_low))
///    and the compiler follows.
/// The two differ only for integers T cannot hold (bf16 above 256, f16
/// above 2048). f32 and f64 are unaffected.
enum class ROIAlignIntegers { ExactF32, RoundedToT };

struct ROIAlignAttrs {
  int64_t pooledH = 1, pooledW = 1;
  int64_t samplingRatio = 0; // 0: adaptive
  float spatialScale = 1.0f;
  ROIAlignMode mode = ROIAlignMode::Avg;
  ROIAlignIntegers integers = ROIAlignIntegers::RoundedToT;
  ROIAlignAlignedMode alignedMode = ROIAlignAlignedMode::Asymmetric;
};

/// The most samples per bin axis a compiled module takes with
/// sampling_ratio = 0; boxes needing more are rejected.
constexpr int64_t kMaxSamplesPerAxis = 4096;

/// Why a compiled module must reject these inputs ("" when it must not):
/// "batch index", "non-finite" or "samples" followed by details ("samples"
/// also covers a negative adaptive count, where OpenVINO asserts).
std::string roiAlignRejection(const ROIAlignAttrs &attrs,
                              const ovrt::Tensor &data,
                              const ovrt::Tensor &rois,
                              const ovrt::Tensor &batchIndices);

/// ROIAlign-3/9: data [N, C, H, W] and rois [R, 4] of one float type (f16,
/// bf16, f32, f64), batch indices [R] of any integer type. Fails on inputs
/// roiAlignRejection() rejects.
ovrt::Result<ovrt::Tensor> referenceROIAlign(const ROIAlignAttrs &attrs,
                                             const ovrt::Tensor &data,
                                             const ovrt::Tensor &rois,
                                             const ovrt::Tensor &batchIndices);

} // namespace ove2e

#endif // OV_TEST_E2E_REFERENCE_H
