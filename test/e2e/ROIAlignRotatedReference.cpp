// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedReference.cpp - Naive ROIAlignRotated-15 ------------===//

#include "ROIAlignRotatedReference.h"

#include <cmath>

using namespace ove2e;
using ovrt::DType;
using ovrt::Result;
using ovrt::Status;
using ovrt::Tensor;

namespace {
/// One box's values after steps 1-4 of docs/semantics.md 8.3.
struct Box {
  float cx, cy, cosA, sinA, x1, y1, binW, binH, dx, dy;
  int64_t nx, ny;
};
} // namespace

/// ceil(bin) when adaptive, as an integer (the caller refuses negatives).
static int64_t samples(int64_t ratio, float bin) {
  return ratio > 0 ? ratio : int64_t(std::ceil(bin));
}

static Box boxAt(const ROIAlignRotatedAttrs &a, const float *v) {
  Box b;
  float s = a.spatialScale;
  b.cx = v[0] * s - 0.5f;
  b.cy = v[1] * s - 0.5f;
  float w = v[2] * s, h = v[3] * s;
  float angle = a.clockwise ? -v[4] : v[4];
  b.cosA = float(std::cos(double(angle)));
  b.sinA = float(std::sin(double(angle)));
  b.x1 = -w / 2.0f;
  b.y1 = -h / 2.0f;
  b.binW = w / float(a.pooledW);
  b.binH = h / float(a.pooledH);
  b.nx = samples(a.samplingRatio, b.binW);
  b.ny = samples(a.samplingRatio, b.binH);
  b.dx = b.binW / float(b.nx);
  b.dy = b.binH / float(b.ny);
  return b;
}

/// ROIAlign's bilinear rule at (y, x) on a [H, W] plane (3.3 steps 6-8).
static float bilinear(const float *plane, int64_t height, int64_t width,
                      float y, float x) {
  if (!(y >= -1.0f && y <= float(height) && x >= -1.0f && x <= float(width)))
    return ((0.0f * plane[0] + 0.0f * plane[0]) + 0.0f * plane[0]) +
           0.0f * plane[0];
  auto axis = [](float p, int64_t size, int64_t &lo, int64_t &hi) {
    p = std::max(p, 0.0f);
    lo = int64_t(p);
    if (lo >= size - 1) {
      lo = hi = size - 1;
      return 0.0f;
    }
    hi = lo + 1;
    return p - float(lo);
  };
  int64_t y0, y1, x0, x1;
  float ly = axis(y, height, y0, y1), lx = axis(x, width, x0, x1);
  float hy = 1.0f - ly, hx = 1.0f - lx;
  float v = (hy * hx) * plane[y0 * width + x0];
  v = v + (hy * lx) * plane[y0 * width + x1];
  v = v + (ly * hx) * plane[y1 * width + x0];
  return v + (ly * lx) * plane[y1 * width + x1];
}

std::string ove2e::roiAlignRotatedRejection(const ROIAlignRotatedAttrs &attrs,
                                            const Tensor &data,
                                            const Tensor &rois,
                                            const std::vector<int64_t> &batch) {
  int64_t n = data.shape()[0];
  for (size_t r = 0; r < batch.size(); ++r)
    if (batch[r] < 0 || batch[r] >= n)
      return "batch index outside [0, N) at box " + std::to_string(r);
  for (size_t r = 0; r < batch.size(); ++r) {
    Box b = boxAt(attrs, rois.dataAs<float>() + 5 * r);
    if (b.nx < 0 || b.ny < 0)
      return "negative adaptive sample count at box " + std::to_string(r);
  }
  return "";
}

Result<Tensor>
ove2e::referenceROIAlignRotated(const ROIAlignRotatedAttrs &attrs,
                                const Tensor &data, const Tensor &rois,
                                const std::vector<int64_t> &batch) {
  if (data.dtype() != DType::F32 || rois.dtype() != DType::F32)
    return Status::error("ROIAlignRotated reference: f32 only");
  int64_t channels = data.shape()[1], height = data.shape()[2],
          width = data.shape()[3];
  int64_t boxes = int64_t(batch.size()), ph = attrs.pooledH, pw = attrs.pooledW;
  Result<Tensor> out = Tensor::create(DType::F32, {boxes, channels, ph, pw});
  if (!out)
    return out.status();
  float *o = out->dataAs<float>();
  for (int64_t r = 0; r < boxes; ++r) {
    Box b = boxAt(attrs, rois.dataAs<float>() + 5 * r);
    float count = float(b.nx * b.ny);
    for (int64_t c = 0; c < channels; ++c) {
      const float *plane =
          data.dataAs<float>() + (batch[r] * channels + c) * height * width;
      for (int64_t i = 0; i < ph; ++i)
        for (int64_t j = 0; j < pw; ++j) {
          float acc = 0.0f;
          for (int64_t sy = 0; sy < b.ny; ++sy)
            for (int64_t sx = 0; sx < b.nx; ++sx) {
              float py = (b.y1 + float(i) * b.binH) + b.dy * (float(sy) + 0.5f);
              float px = (b.x1 + float(j) * b.binW) + b.dx * (float(sx) + 0.5f);
              float y = (py * b.cosA - px * b.sinA) + b.cy;
              float x = (py * b.sinA + px * b.cosA) + b.cx;
              acc = acc + bilinear(plane, height, width, y, x) / count;
            }
          o[((r * channels + c) * ph + i) * pw + j] = acc;
        }
    }
  }
  return out;
}
