// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ROIAlignRotatedReference.cpp - Naive ROIAlignRotated-15 ------------===//

#include "ROIAlignRotatedReference.h"
#include "Reference.h"

#include <algorithm>
#include <cmath>

using namespace ove2e;
using ovrt::DType;
using ovrt::Result;
using ovrt::Status;
using ovrt::Tensor;

/// Arithmetic in T, as OpenVINO's reference kernel does it with T's own
/// operators: C is the compute type, round() rounds to T after every single
/// operation (identity for f32 and f64; IEEE for f16, ov::bfloat16's rule
/// for bf16).
static float identityF(float x) { return x; }
static double identityD(double x) { return x; }
static float roundHalf(float x) { return halfToFloat(floatToHalf(x)); }
static float roundBF16(float x) { return bfloat16ToFloat(floatToBFloat16(x)); }

namespace {
template <typename Compute, Compute (*Round)(Compute)> struct Arith {
  using C = Compute;
  static C round(C x) { return Round(x); }
};
using F32Arith = Arith<float, identityF>;
using F64Arith = Arith<double, identityD>;
using F16Arith = Arith<float, roundHalf>;
using BF16Arith = Arith<float, roundBF16>;

/// One box's values after steps 1-4 of docs/semantics.md 8.3 (T values in
/// the compute type C; the cosine and sine are floats, as the reference's).
template <typename C> struct Box {
  C cx, cy, x1, y1, binW, binH, dx, dy;
  float cosA, sinA;
  int64_t nx, ny;
};
} // namespace

/// Element i of a float tensor in the compute type (exact).
static double loadAsDouble(const Tensor &t, int64_t i) {
  switch (t.dtype()) {
  case DType::F16:
    return halfToFloat(t.dataAs<uint16_t>()[i]);
  case DType::BF16:
    return bfloat16ToFloat(t.dataAs<uint16_t>()[i]);
  case DType::F64:
    return t.dataAs<double>()[i];
  default:
    return t.dataAs<float>()[i];
  }
}

/// `v` (already a T value in the compute type) stored as T.
static void storeAs(Tensor &t, int64_t i, double v) {
  switch (t.dtype()) {
  case DType::F16:
    t.dataAs<uint16_t>()[i] = floatToHalf(float(v));
    break;
  case DType::BF16:
    t.dataAs<uint16_t>()[i] = floatToBFloat16(float(v));
    break;
  case DType::F64:
    t.dataAs<double>()[i] = v;
    break;
  default:
    t.dataAs<float>()[i] = float(v);
  }
}

/// ceil(bin) when adaptive, as an integer (the caller refuses negatives).
template <typename C> static int64_t samples(int64_t ratio, C bin) {
  return ratio > 0 ? ratio : int64_t(std::ceil(bin));
}

/// Steps 1-4: each operation in T (A::round after it), the spatial scale an
/// f32 operand, the angle's cosine and sine from the C library in double
/// rounded to float.
template <typename A>
static Box<typename A::C> boxAt(const ROIAlignRotatedAttrs &a,
                                const Tensor &rois, int64_t r) {
  using C = typename A::C;
  auto rnd = [](C x) { return A::round(x); };
  C v[5];
  for (int k = 0; k < 5; ++k)
    v[k] = C(loadAsDouble(rois, 5 * r + k));
  Box<C> b;
  C s = C(a.spatialScale);
  b.cx = rnd(rnd(v[0] * s) - C(0.5));
  b.cy = rnd(rnd(v[1] * s) - C(0.5));
  C w = rnd(v[2] * s), h = rnd(v[3] * s);
  C angle = a.clockwise ? -v[4] : v[4];
  b.cosA = float(std::cos(double(angle)));
  b.sinA = float(std::sin(double(angle)));
  b.x1 = rnd(-w / C(2));
  b.y1 = rnd(-h / C(2));
  b.binW = rnd(w / C(a.pooledW));
  b.binH = rnd(h / C(a.pooledH));
  b.nx = samples(a.samplingRatio, b.binW);
  b.ny = samples(a.samplingRatio, b.binH);
  b.dx = rnd(b.binW / rnd(C(b.nx)));
  b.dy = rnd(b.binH / rnd(C(b.ny)));
  return b;
}

/// ROIAlign's bilinear rule at (y, x) on a [H, W] plane (3.3 steps 6-8),
/// each operation in T.
template <typename A>
static typename A::C bilinear(const Tensor &data, int64_t planeOffset,
                              int64_t height, int64_t width, typename A::C y,
                              typename A::C x) {
  using C = typename A::C;
  auto rnd = [](C v) { return A::round(v); };
  auto at = [&](int64_t row, int64_t col) {
    return C(loadAsDouble(data, planeOffset + row * width + col));
  };
  if (!(y >= C(-1) && y <= rnd(C(height)) && x >= C(-1) &&
        x <= rnd(C(width)))) {
    C p = at(0, 0);
    return rnd(rnd(rnd(rnd(C(0) * p) + rnd(C(0) * p)) + rnd(C(0) * p)) +
               rnd(C(0) * p));
  }
  auto axis = [&](C p, int64_t size, int64_t &lo, int64_t &hi) {
    p = std::max(p, C(0));
    lo = int64_t(p);
    if (lo >= size - 1) {
      lo = hi = size - 1;
      return C(0);
    }
    hi = lo + 1;
    return rnd(p - rnd(C(lo)));
  };
  int64_t y0, y1, x0, x1;
  C ly = axis(y, height, y0, y1), lx = axis(x, width, x0, x1);
  C hy = rnd(C(1) - ly), hx = rnd(C(1) - lx);
  C v = rnd(rnd(hy * hx) * at(y0, x0));
  v = rnd(v + rnd(rnd(hy * lx) * at(y0, x1)));
  v = rnd(v + rnd(rnd(ly * hx) * at(y1, x0)));
  return rnd(v + rnd(rnd(ly * lx) * at(y1, x1)));
}

template <typename F> static auto dispatchFloat(DType type, F f) {
  switch (type) {
  case DType::F16:
    return f(F16Arith());
  case DType::BF16:
    return f(BF16Arith());
  case DType::F64:
    return f(F64Arith());
  default:
    return f(F32Arith());
  }
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
    bool negative = dispatchFloat(rois.dtype(), [&](auto arith) {
      auto b = boxAt<decltype(arith)>(attrs, rois, int64_t(r));
      return b.nx < 0 || b.ny < 0;
    });
    if (negative)
      return "negative adaptive sample count at box " + std::to_string(r);
  }
  return "";
}

/// Steps 5-9 for every box, channel and bin.
template <typename A>
static void rotatedKernel(const ROIAlignRotatedAttrs &attrs, const Tensor &data,
                          const Tensor &rois, const std::vector<int64_t> &batch,
                          Tensor &out) {
  using C = typename A::C;
  auto rnd = [](C v) { return A::round(v); };
  int64_t channels = data.shape()[1], height = data.shape()[2],
          width = data.shape()[3];
  int64_t boxes = int64_t(batch.size()), ph = attrs.pooledH, pw = attrs.pooledW;
  for (int64_t r = 0; r < boxes; ++r) {
    Box<C> b = boxAt<A>(attrs, rois, r);
    C count = C(b.nx * b.ny);
    C cosA = C(b.cosA), sinA = C(b.sinA);
    for (int64_t c = 0; c < channels; ++c) {
      int64_t plane = (batch[r] * channels + c) * height * width;
      for (int64_t i = 0; i < ph; ++i)
        for (int64_t j = 0; j < pw; ++j) {
          C acc = C(0);
          for (int64_t sy = 0; sy < b.ny; ++sy)
            for (int64_t sx = 0; sx < b.nx; ++sx) {
              C py = rnd(rnd(b.y1 + rnd(rnd(C(i)) * b.binH)) +
                         rnd(b.dy * rnd(rnd(C(sy)) + C(0.5))));
              C px = rnd(rnd(b.x1 + rnd(rnd(C(j)) * b.binW)) +
                         rnd(b.dx * rnd(rnd(C(sx)) + C(0.5))));
              // Each product, difference and sum in T; the reference keeps
              // the position in a float (f64: rounded to f32 here).
              C y = rnd(rnd(rnd(py * cosA) - rnd(px * sinA)) + b.cy);
              C x = rnd(rnd(rnd(py * sinA) + rnd(px * cosA)) + b.cx);
              y = C(float(y));
              x = C(float(x));
              C value = bilinear<A>(data, plane, height, width, y, x);
              acc = rnd(acc + rnd(value / count));
            }
          storeAs(out, ((r * channels + c) * ph + i) * pw + j, double(acc));
        }
    }
  }
}

Result<Tensor>
ove2e::referenceROIAlignRotated(const ROIAlignRotatedAttrs &attrs,
                                const Tensor &data, const Tensor &rois,
                                const std::vector<int64_t> &batch) {
  if (!isFloatType(data.dtype()) || rois.dtype() != data.dtype())
    return Status::error("ROIAlignRotated reference: data and rois of one "
                         "float type");
  Result<Tensor> out =
      Tensor::create(data.dtype(), {int64_t(batch.size()), data.shape()[1],
                                    attrs.pooledH, attrs.pooledW});
  if (!out)
    return out.status();
  dispatchFloat(data.dtype(), [&](auto arith) {
    rotatedKernel<decltype(arith)>(attrs, data, rois, batch, *out);
    return 0;
  });
  return out;
}
