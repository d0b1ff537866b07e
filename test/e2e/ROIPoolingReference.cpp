// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIPoolingReference.cpp - Naive ROIPooling-2 ----------------------===//

#include "ROIPoolingReference.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

using namespace ove2e;
using ovrt::DType;
using ovrt::Result;
using ovrt::Status;
using ovrt::Tensor;

namespace {
/// A max box: rounded start and size in pixels (steps 1-2).
struct MaxBox {
  int64_t startH, startW, roiH, roiW;
};
} // namespace

static MaxBox maxBox(const float *v, float scale) {
  auto px = [&](int i) {
    return int64_t(std::round(double(v[i]) * double(scale)));
  };
  MaxBox b;
  b.startW = px(1);
  b.startH = px(2);
  b.roiW = std::max<int64_t>(px(3) - b.startW + 1, 1);
  b.roiH = std::max<int64_t>(px(4) - b.startH + 1, 1);
  return b;
}

/// Bilinear step 2: bin k's position on an axis of `size` pixels.
static float position(float start, float end, int64_t size, int64_t pooled,
                      int64_t k) {
  float last = float(size - 1);
  if (pooled == 1)
    return float(0.5 * double(start + end) * double(size - 1));
  float scale = ((end - start) * last) / float(pooled - 1);
  return k == pooled - 1 ? end * last : float(k) * scale + start * last;
}

std::string ove2e::roiPoolingRejection(const ROIPoolingAttrs &attrs,
                                       const Tensor &data, const Tensor &rois) {
  int64_t n = data.shape()[0], height = data.shape()[2],
          width = data.shape()[3];
  int64_t boxes = rois.shape()[0];
  const float *v = rois.dataAs<float>();
  for (int64_t r = 0; r < boxes; ++r)
    if (!(v[5 * r] > -1.0f && double(v[5 * r]) < double(n)))
      return "batch index at box " + std::to_string(r);
  for (int64_t r = 0; r < boxes; ++r) {
    const float *box = v + 5 * r;
    if (attrs.max) {
      for (int i = 1; i < 5; ++i)
        if (!(std::fabs(double(box[i]) * double(attrs.spatialScale)) <=
              536870912.0))
          return "coordinate times spatial_scale at box " + std::to_string(r);
      MaxBox b = maxBox(box, attrs.spatialScale);
      if (b.roiH * attrs.pooledH > INT32_MAX ||
          b.roiW * attrs.pooledW > INT32_MAX)
        return "pooled size x rounded box size at box " + std::to_string(r);
      continue;
    }
    for (int64_t i = 0; i < attrs.pooledH; ++i)
      if (std::isnan(position(box[2], box[4], height, attrs.pooledH, i)))
        return "NaN sample position at box " + std::to_string(r);
    for (int64_t j = 0; j < attrs.pooledW; ++j)
      if (std::isnan(position(box[1], box[3], width, attrs.pooledW, j)))
        return "NaN sample position at box " + std::to_string(r);
  }
  return "";
}

Result<Tensor> ove2e::referenceROIPooling(const ROIPoolingAttrs &attrs,
                                          const Tensor &data,
                                          const Tensor &rois) {
  if (data.dtype() != DType::F32 || rois.dtype() != DType::F32)
    return Status::error("ROIPooling reference: f32 only");
  int64_t channels = data.shape()[1], height = data.shape()[2],
          width = data.shape()[3];
  int64_t boxes = rois.shape()[0], ph = attrs.pooledH, pw = attrs.pooledW;
  Result<Tensor> out = Tensor::create(DType::F32, {boxes, channels, ph, pw});
  if (!out)
    return out.status();
  float *o = out->dataAs<float>();
  for (int64_t r = 0; r < boxes; ++r) {
    const float *box = rois.dataAs<float>() + 5 * r;
    int64_t image = int64_t(box[0]);
    MaxBox b = attrs.max ? maxBox(box, attrs.spatialScale) : MaxBox{};
    for (int64_t c = 0; c < channels; ++c) {
      const float *plane =
          data.dataAs<float>() + (image * channels + c) * height * width;
      for (int64_t i = 0; i < ph; ++i)
        for (int64_t j = 0; j < pw; ++j) {
          float value = 0.0f;
          if (attrs.max) {
            auto clip = [](int64_t v, int64_t limit) {
              return std::min(std::max<int64_t>(v, 0), limit);
            };
            int64_t h0 = clip(i * b.roiH / ph + b.startH, height);
            int64_t h1 =
                clip(((i + 1) * b.roiH + ph - 1) / ph + b.startH, height);
            int64_t w0 = clip(j * b.roiW / pw + b.startW, width);
            int64_t w1 =
                clip(((j + 1) * b.roiW + pw - 1) / pw + b.startW, width);
            if (h1 > h0 && w1 > w0) {
              value = plane[h0 * width + w0];
              for (int64_t y = h0; y < h1; ++y)
                for (int64_t x = w0; x < w1; ++x)
                  if (value < plane[y * width + x])
                    value = plane[y * width + x];
            }
          } else {
            float y = position(box[2], box[4], height, ph, i);
            float x = position(box[1], box[3], width, pw, j);
            if (y >= 0.0f && y <= float(height - 1) && x >= 0.0f &&
                x <= float(width - 1)) {
              int64_t top = int64_t(std::floor(y)),
                      left = int64_t(std::floor(x));
              int64_t bottom =
                  std::min<int64_t>(int64_t(std::ceil(y)), height - 1);
              int64_t right =
                  std::min<int64_t>(int64_t(std::ceil(x)), width - 1);
              float yf = y - float(top), xf = x - float(left);
              float tl = plane[top * width + left],
                    tr = plane[top * width + right];
              float bl = plane[bottom * width + left],
                    br = plane[bottom * width + right];
              float upper = std::fma(tr - tl, xf, tl);
              float lower = std::fma(br - bl, xf, bl);
              value = std::fma(lower - upper, yf, upper);
            }
          }
          o[((r * channels + c) * ph + i) * pw + j] = value;
        }
    }
  }
  return out;
}
