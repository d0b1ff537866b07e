// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ReferenceTest.cpp - The C++ reference on worked examples -----------===//
//
// The reference's MaxPool-14 (ceil_torch) and ROIAlign-9 (aligned_mode) on
// the examples of docs/semantics.md 6.1 and 6.2 and on ROIs worked by hand.
// The data below is linear (value = 4*y + x), so bilinear sampling returns
// 4*y + x exactly and the expected averages can be computed on paper.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include <gtest/gtest.h>

using namespace ove2e;
using ovrt::DType;
using ovrt::Tensor;

namespace {

MaxPoolAttrs pool1d(int64_t k, int64_t s, int64_t pb, int64_t pe,
                    Rounding rounding, AutoPad autoPad = AutoPad::Explicit) {
  MaxPoolAttrs a;
  a.version = 14;
  a.kernel = {k};
  a.strides = {s};
  a.padsBegin = {pb};
  a.padsEnd = {pe};
  a.rounding = rounding;
  a.autoPad = autoPad;
  return a;
}

int64_t outSize(const MaxPoolAttrs &a, int64_t d) {
  auto g = maxPoolGeometry(a, {d});
  EXPECT_TRUE(g.ok());
  return g.ok() ? g->output[0] : -1;
}

TEST(ReferenceMaxPool14, CeilTorchDropsAWindowInTheEndPadding) {
  // docs/semantics.md 1.4: D=5, pads 1/1, k=2, s=2 gives 4 with ceil (the
  // last window starts at padded index 6, past the data) and 3 with
  // ceil_torch.
  EXPECT_EQ(outSize(pool1d(2, 2, 1, 1, Rounding::Ceil), 5), 4);
  EXPECT_EQ(outSize(pool1d(2, 2, 1, 1, Rounding::CeilTorch), 5), 3);
  EXPECT_EQ(outSize(pool1d(2, 2, 1, 1, Rounding::Floor), 5), 3);
  // A last window that starts on the last element is kept: D=6, pads 0/1.
  EXPECT_EQ(outSize(pool1d(2, 2, 0, 1, Rounding::CeilTorch), 6), 3);
  // ceil_torch applies under auto_pad too (checked against OpenVINO's
  // shape inference): same_upper, D=10, k=2, s=5 pads 0/0 gives 3 with
  // ceil (a window at index 10) and 2 with ceil_torch; valid likewise.
  EXPECT_EQ(outSize(pool1d(2, 5, 0, 0, Rounding::Ceil, AutoPad::SameUpper), 10),
            3);
  EXPECT_EQ(
      outSize(pool1d(2, 5, 0, 0, Rounding::CeilTorch, AutoPad::SameUpper), 10),
      2);
  EXPECT_EQ(
      outSize(pool1d(2, 5, 0, 0, Rounding::CeilTorch, AutoPad::Valid), 10), 2);
  EXPECT_STREQ(roundingName(Rounding::CeilTorch), "ceil_torch");
}

TEST(ReferenceMaxPool14, CeilTorchValuesAndIndices) {
  auto x = Tensor::fromVector<float>(DType::F32, {1, 1, 5}, {1, 2, 3, 4, 5});
  ASSERT_TRUE(x.ok());
  auto r = referenceMaxPool(pool1d(2, 2, 1, 1, Rounding::CeilTorch), *x);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(r->values.shape(), (std::vector<int64_t>{1, 1, 3}));
  const float *v = r->values.dataAs<float>();
  const int64_t *i = r->indices.dataAs<int64_t>();
  EXPECT_EQ(v[0], 1.0f); // [pad, 1]
  EXPECT_EQ(v[1], 3.0f); // [2, 3]
  EXPECT_EQ(v[2], 5.0f); // [4, 5]
  EXPECT_EQ(i[0], 0);
  EXPECT_EQ(i[1], 2);
  EXPECT_EQ(i[2], 4);
}

// data [1, 1, 4, 4] with value 4*y + x.
Tensor linearData() {
  std::vector<float> v(16);
  for (int i = 0; i < 16; ++i)
    v[size_t(i)] = float(i);
  return Tensor::fromVector<float>(DType::F32, {1, 1, 4, 4}, v).take();
}

ovrt::Result<Tensor> roi(ROIAlignAlignedMode aligned, std::vector<float> box,
                         float scale, int64_t samplingRatio,
                         ROIAlignMode mode = ROIAlignMode::Avg) {
  ROIAlignAttrs a{1, 1, samplingRatio, scale, mode};
  a.alignedMode = aligned;
  Tensor data = linearData();
  Tensor rois = Tensor::fromVector<float>(DType::F32, {1, 4}, box).take();
  Tensor idx =
      Tensor::fromVector<int64_t>(DType::I64, {1}, {int64_t(0)}).take();
  return referenceROIAlign(a, data, rois, idx);
}

float only(const ovrt::Result<Tensor> &t) {
  EXPECT_TRUE(t.ok());
  return t.ok() ? t->dataAs<float>()[0] : -1.0f;
}

TEST(ReferenceROIAlign9, AlignedModesShiftTheCorners) {
  using M = ROIAlignAlignedMode;
  std::vector<float> box{0.5f, 0.5f, 2.5f, 2.5f};
  // asymmetric: X1 = 0.5, X2 = 2.5, two samples per axis at 1 and 2:
  // (5 + 6 + 9 + 10) / 4.
  EXPECT_EQ(only(roi(M::Asymmetric, box, 1.0f, 2)), 7.5f);
  // half_pixel_for_nn: X1 = 0.5 - 0.5 = 0, X2 = 2: samples at 0.5 and 1.5:
  // (2.5 + 3.5 + 6.5 + 7.5) / 4.
  EXPECT_EQ(only(roi(M::HalfPixelForNN, box, 1.0f, 2)), 5.0f);
  // half_pixel, scale 0.5: X1 = (0.5 + 0.5)*0.5 - 0.5 = 0,
  // X2 = (2.5 + 0.5)*0.5 - 0.5 = 1: samples at 0.25 and 0.75:
  // (1.25 + 1.75 + 3.25 + 3.75) / 4. asymmetric: X1 = 0.25, X2 = 1.25,
  // samples at 0.5 and 1: (2.5 + 3 + 4.5 + 5) / 4.
  EXPECT_EQ(only(roi(M::HalfPixel, box, 0.5f, 2)), 2.5f);
  EXPECT_EQ(only(roi(M::Asymmetric, box, 0.5f, 2)), 3.75f);
}

TEST(ReferenceROIAlign9, EmptyBinsHaveNoSamples) {
  using M = ROIAlignAlignedMode;
  std::vector<float> empty{1, 1, 1, 1}, inverted{1, 1, 0.5f, 0.5f};
  // No minimum of 1: an empty or slightly inverted box has bin size 0 or
  // in (-1, 0), ceil gives 0 samples, and the output is 0 (avg divides
  // nothing by 0).
  EXPECT_EQ(only(roi(M::HalfPixelForNN, empty, 1.0f, 0)), 0.0f);
  EXPECT_EQ(only(roi(M::HalfPixel, inverted, 1.0f, 0, ROIAlignMode::Max)),
            0.0f);
  // asymmetric makes the empty box 1x1 at (1, 1): one sample at 1.5.
  EXPECT_EQ(only(roi(M::Asymmetric, empty, 1.0f, 0)), 7.5f);
  // A fixed sampling ratio still samples an empty box: all at X1 = 0.5.
  EXPECT_EQ(only(roi(M::HalfPixelForNN, empty, 1.0f, 2)), 2.5f);
}

TEST(ReferenceROIAlign9, NegativeAdaptiveCountIsRejected) {
  // Bin size -3: ceil gives -3 samples, which OpenVINO asserts against.
  auto r = roi(ROIAlignAlignedMode::HalfPixel, {3, 3, 0, 0}, 1.0f, 0);
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.error().find("samples"), std::string::npos);
}

} // namespace
