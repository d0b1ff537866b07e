// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Reference.cpp - Naive MaxPool-1/8/14 and ROIAlign-3/9 reference ----===//
//
// See Reference.h. Every formula cites the docs/semantics.md step it
// implements. The file is compiled without floating-point contraction (no FMA).
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <type_traits>

#pragma clang fp contract(off)

using ovrt::DType;
using ovrt::Result;
using ovrt::Status;
using ovrt::Tensor;

namespace ove2e {

//===----------------------------------------------------------------------===//
// 16-bit floats
//===----------------------------------------------------------------------===//

namespace {
uint32_t floatBits(float f) {
  uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
float bitsFloat(uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
} // namespace

uint16_t floatToHalf(float value) {
  uint32_t f = floatBits(value);
  uint16_t sign = uint16_t((f >> 16) & 0x8000);
  uint32_t exp = (f >> 23) & 0xff;
  uint32_t mant = f & 0x7fffff;
  if (exp == 0xff) // inf or NaN (NaN stays a quiet NaN)
    return uint16_t(sign | 0x7c00 | (mant ? 0x200 | (mant >> 13) : 0));
  if (exp == 0) // zero or an f32 subnormal: far below half's smallest
    return sign;
  uint32_t full = mant | 0x800000; // 24-bit significand
  int32_t e = int32_t(exp) - 127 + 15;
  // Bits of `full` to drop: 13 for a normal half; more for a subnormal one,
  // whose unit is 2^-24.
  int32_t shift = e >= 1 ? 13 : 14 - e;
  if (shift > 25)
    return sign; // below half of the smallest subnormal
  uint32_t r = full >> shift;
  uint32_t rem = full & ((1u << shift) - 1);
  uint32_t halfway = 1u << (shift - 1);
  if (rem > halfway || (rem == halfway && (r & 1)))
    ++r;
  if (e < 1) // subnormal; r == 0x400 is the smallest normal, encoded right
    return uint16_t(sign | r);
  if (r == 0x800) { // the rounding carried into the exponent
    r = 0x400;
    ++e;
  }
  if (e >= 31)
    return uint16_t(sign | 0x7c00);
  return uint16_t(sign | (uint32_t(e) << 10) | (r & 0x3ff));
}

float halfToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t exp = (bits >> 10) & 0x1f;
  uint32_t mant = bits & 0x3ff;
  if (exp == 0x1f)
    return bitsFloat(sign | 0x7f800000 | (mant << 13));
  if (exp == 0) { // zero or subnormal: mant * 2^-24
    float v = float(mant) * 0x1p-24f;
    return sign ? -v : v;
  }
  return bitsFloat(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

uint16_t floatToBFloat16(float value) {
  // ov::bfloat16(float), which is not IEEE rounding: half of the last kept
  // bit's weight is added only when that bit is 1; a NaN stays a quiet NaN
  // (docs/semantics.md 3.4).
  uint32_t f = floatBits(value);
  if (value != value)
    return uint16_t((f >> 16) | 0x40u);
  return uint16_t((f + ((f & 0x10000u) >> 1)) >> 16);
}

float bfloat16ToFloat(uint16_t bits) { return bitsFloat(uint32_t(bits) << 16); }

bool isFloatType(DType type) {
  return type == DType::F16 || type == DType::BF16 || type == DType::F32 ||
         type == DType::F64;
}

bool isUnsignedType(DType type) {
  return type == DType::U8 || type == DType::U16 || type == DType::U32 ||
         type == DType::U64;
}

namespace {
/// Element i as double (floats) for printing and NaN tests.
double floatElement(const Tensor &t, int64_t i) {
  switch (t.dtype()) {
  case DType::F16:
    return halfToFloat(t.dataAs<uint16_t>()[i]);
  case DType::BF16:
    return bfloat16ToFloat(t.dataAs<uint16_t>()[i]);
  case DType::F32:
    return t.dataAs<float>()[i];
  case DType::F64:
    return t.dataAs<double>()[i];
  default:
    return 0;
  }
}

uint64_t rawElement(const Tensor &t, int64_t i) {
  uint64_t raw = 0;
  size_t size = ovrt::dtypeSize(t.dtype());
  std::memcpy(&raw, static_cast<const char *>(t.data()) + i * size, size);
  return raw;
}
} // namespace

std::string formatElement(const Tensor &t, int64_t i) {
  char buffer[96];
  uint64_t raw = rawElement(t, i);
  switch (t.dtype()) {
  case DType::F16:
  case DType::BF16:
  case DType::F32:
  case DType::F64:
    std::snprintf(buffer, sizeof buffer, "%.17g (0x%llx)", floatElement(t, i),
                  (unsigned long long)raw);
    break;
  case DType::I8:
    std::snprintf(buffer, sizeof buffer, "%d", int(int8_t(raw)));
    break;
  case DType::I16:
    std::snprintf(buffer, sizeof buffer, "%d", int(int16_t(raw)));
    break;
  case DType::I32:
    std::snprintf(buffer, sizeof buffer, "%d", int(int32_t(raw)));
    break;
  case DType::I64:
    std::snprintf(buffer, sizeof buffer, "%lld", (long long)int64_t(raw));
    break;
  default:
    std::snprintf(buffer, sizeof buffer, "%llu", (unsigned long long)raw);
    break;
  }
  return buffer;
}

bool sameElement(const Tensor &a, const Tensor &b, int64_t i) {
  if (rawElement(a, i) == rawElement(b, i))
    return true;
  return isFloatType(a.dtype()) && std::isnan(floatElement(a, i)) &&
         std::isnan(floatElement(b, i));
}

//===----------------------------------------------------------------------===//
// MaxPool
//===----------------------------------------------------------------------===//

const char *autoPadName(AutoPad pad) {
  switch (pad) {
  case AutoPad::Explicit:
    return "explicit";
  case AutoPad::SameUpper:
    return "same_upper";
  case AutoPad::SameLower:
    return "same_lower";
  case AutoPad::Valid:
    return "valid";
  }
  return "?";
}

const char *roundingName(Rounding mode) {
  switch (mode) {
  case Rounding::Floor:
    return "floor";
  case Rounding::Ceil:
    return "ceil";
  case Rounding::CeilTorch:
    return "ceil_torch";
  }
  return "?";
}

Result<PoolGeometry> maxPoolGeometry(const MaxPoolAttrs &attrs,
                                     const std::vector<int64_t> &spatial) {
  size_t k = spatial.size();
  if (attrs.kernel.size() != k || attrs.strides.size() != k ||
      attrs.padsBegin.size() != k || attrs.padsEnd.size() != k ||
      (!attrs.dilations.empty() && attrs.dilations.size() != k))
    return Status::error("attribute lists do not match the spatial rank");
  PoolGeometry g;
  for (size_t i = 0; i < k; ++i) {
    int64_t D = spatial[i], kk = attrs.kernel[i], s = attrs.strides[i];
    int64_t d = attrs.dilations.empty() ? 1 : attrs.dilations[i];
    if (kk < 1 || s < 1 || d < 1 || D < 1)
      return Status::error("kernel, strides, dilations and dims must be >= 1");
    int64_t dk = (kk - 1) * d + 1; // 1.3: the dilated kernel
    int64_t pb = 0, pe = 0;
    switch (attrs.autoPad) {
    case AutoPad::Explicit:
      pb = attrs.padsBegin[i];
      pe = attrs.padsEnd[i];
      break;
    case AutoPad::Valid:
      break;
    case AutoPad::SameUpper:
    case AutoPad::SameLower: {
      int64_t ceilDs = (D + s - 1) / s;
      int64_t P = (ceilDs - 1) * s + dk - D;
      if (P < 0)
        P = 0;
      int64_t half = P / 2;
      if (attrs.autoPad == AutoPad::SameUpper) {
        pb = half;
        pe = P - half;
      } else {
        pb = P - half;
        pe = half;
      }
      break;
    }
    }
    if (pb < 0 || pe < 0)
      return Status::error("negative pad");
    int64_t padded = D + pb + pe; // 1.4
    if (dk > padded)
      return Status::error("the dilated kernel does not fit the padded input");
    int64_t q = attrs.rounding == Rounding::Floor ? (padded - dk) / s
                                                  : (padded - dk + s - 1) / s;
    // 6.1: ceil_torch drops a last window that would start at or past
    // D + pads_begin, i.e. entirely in the end padding.
    if (attrs.rounding == Rounding::CeilTorch && q * s >= D + pb)
      --q;
    g.padsBegin.push_back(pb);
    g.padsEnd.push_back(pe);
    g.output.push_back(q + 1);
  }
  return g;
}

Result<std::vector<int64_t>>
maxPoolOutputShape(const MaxPoolAttrs &attrs,
                   const std::vector<int64_t> &input) {
  if (input.size() < 3 || input.size() > 5)
    return Status::error("MaxPool input rank must be 3, 4 or 5");
  if (input[0] < 1 || input[1] < 1)
    return Status::error("N and C must be >= 1");
  std::vector<int64_t> spatial(input.begin() + 2, input.end());
  Result<PoolGeometry> g = maxPoolGeometry(attrs, spatial);
  if (!g)
    return g.status();
  std::vector<int64_t> shape{input[0], input[1]};
  shape.insert(shape.end(), g->output.begin(), g->output.end());
  return shape;
}

namespace {

/// The kernel of 1.6 for one element storage type S. `greater(a, b)` is the
/// strict comparison tap > best (false whenever a NaN is involved).
template <typename S, typename Greater>
void maxPoolKernel(const MaxPoolAttrs &attrs, const PoolGeometry &g,
                   const std::vector<int64_t> &inShape,
                   const std::vector<int64_t> &outShape, const S *in,
                   S *outValues, int64_t *outIndices, S init, Greater greater) {
  size_t k = inShape.size() - 2;
  // Every input is processed as 3-D spatial: missing leading spatial axes
  // have size 1, kernel 1, stride 1, dilation 1 and no padding.
  int64_t D[3], K[3], St[3], Dl[3], Pb[3], O[3];
  for (size_t a = 0; a < 3; ++a) {
    size_t pad = 3 - k;
    if (a < pad) {
      D[a] = K[a] = St[a] = Dl[a] = O[a] = 1;
      Pb[a] = 0;
      continue;
    }
    size_t i = a - pad;
    D[a] = inShape[2 + i];
    K[a] = attrs.kernel[i];
    St[a] = attrs.strides[i];
    Dl[a] = attrs.dilations.empty() ? 1 : attrs.dilations[i];
    Pb[a] = g.padsBegin[i];
    O[a] = outShape[2 + i];
  }
  int64_t N = inShape[0], C = inShape[1];
  int64_t S_in = D[0] * D[1] * D[2];
  int64_t S_out = O[0] * O[1] * O[2];
  for (int64_t n = 0; n < N; ++n)
    for (int64_t c = 0; c < C; ++c) {
      const S *plane = in + (n * C + c) * S_in;
      for (int64_t o0 = 0; o0 < O[0]; ++o0)
        for (int64_t o1 = 0; o1 < O[1]; ++o1)
          for (int64_t o2 = 0; o2 < O[2]; ++o2) {
            S best = init;
            int64_t bestFlat = 0;
            // Scan order: depth, then row, then column.
            for (int64_t j0 = 0; j0 < K[0]; ++j0)
              for (int64_t j1 = 0; j1 < K[1]; ++j1)
                for (int64_t j2 = 0; j2 < K[2]; ++j2) {
                  int64_t t0 = o0 * St[0] - Pb[0] + j0 * Dl[0];
                  int64_t t1 = o1 * St[1] - Pb[1] + j1 * Dl[1];
                  int64_t t2 = o2 * St[2] - Pb[2] + j2 * Dl[2];
                  if (t0 < 0 || t0 >= D[0] || t1 < 0 || t1 >= D[1] || t2 < 0 ||
                      t2 >= D[2])
                    continue; // a padded tap is skipped, never read
                  int64_t flat = (t0 * D[1] + t1) * D[2] + t2;
                  S tap = plane[flat];
                  if (greater(tap, best)) {
                    best = tap;
                    bestFlat = flat;
                  }
                }
            int64_t o =
                ((n * C + c) * O[0] + o0) * O[1] * O[2] + o1 * O[2] + o2;
            outValues[o] = best;
            if (outIndices)
              outIndices[o] = (n * C + c) * S_in + bestFlat;
          }
    }
  (void)S_out;
}

template <typename S> S lowestOf() { return std::numeric_limits<S>::lowest(); }

} // namespace

Result<MaxPoolResult> referenceMaxPool(const MaxPoolAttrs &attrs,
                                       const Tensor &input) {
  const std::vector<int64_t> &inShape = input.shape();
  Result<std::vector<int64_t>> outShape = maxPoolOutputShape(attrs, inShape);
  if (!outShape)
    return outShape.status();
  std::vector<int64_t> spatial(inShape.begin() + 2, inShape.end());
  PoolGeometry g = maxPoolGeometry(attrs, spatial).take();
  if (attrs.version == 1 && !attrs.dilations.empty())
    return Status::error("MaxPool-1 has no dilations");
  if (attrs.rounding == Rounding::CeilTorch && attrs.version != 14)
    return Status::error("ceil_torch is MaxPool-14's only");
  // v8 and v14 (v8 plus ceil_torch) have the indices output.
  bool withIndices = attrs.version != 1;

  Result<Tensor> values = Tensor::create(input.dtype(), *outShape);
  if (!values)
    return values.status();
  int64_t count = values->numElements();
  std::vector<int64_t> wide(size_t(count), 0);
  int64_t *idx = withIndices ? wide.data() : nullptr;
  const void *in = input.data();
  void *out = values->data();

  auto run = [&](auto tag, auto init, auto greater) {
    using S = decltype(tag);
    maxPoolKernel<S>(attrs, g, inShape, *outShape, static_cast<const S *>(in),
                     static_cast<S *>(out), idx, init, greater);
  };
  auto plain = [](auto a, auto b) { return a > b; };
  float f32Lowest = std::numeric_limits<float>::lowest();
  switch (input.dtype()) {
  case DType::F16:
    // f32's lowest converted to f16 (-inf); compared as f32 (exact).
    run(uint16_t(), floatToHalf(f32Lowest),
        [](uint16_t a, uint16_t b) { return halfToFloat(a) > halfToFloat(b); });
    break;
  case DType::BF16:
    run(uint16_t(), floatToBFloat16(f32Lowest), [](uint16_t a, uint16_t b) {
      return bfloat16ToFloat(a) > bfloat16ToFloat(b);
    });
    break;
  case DType::F32:
    run(float(), lowestOf<float>(), plain);
    break;
  case DType::F64:
    run(double(), lowestOf<double>(), plain);
    break;
  case DType::I8:
    run(int8_t(), lowestOf<int8_t>(), plain);
    break;
  case DType::I16:
    run(int16_t(), lowestOf<int16_t>(), plain);
    break;
  case DType::I32:
    run(int32_t(), lowestOf<int32_t>(), plain);
    break;
  case DType::I64:
    run(int64_t(), lowestOf<int64_t>(), plain);
    break;
  case DType::U8:
    run(uint8_t(), lowestOf<uint8_t>(), plain);
    break;
  case DType::U16:
    run(uint16_t(), lowestOf<uint16_t>(), plain);
    break;
  case DType::U32:
    run(uint32_t(), lowestOf<uint32_t>(), plain);
    break;
  case DType::U64:
    run(uint64_t(), lowestOf<uint64_t>(), plain);
    break;
  default:
    return Status::error("unsupported MaxPool element type");
  }

  MaxPoolResult result;
  result.values = values.take();
  if (!withIndices)
    return result;

  // 1.7: reduce modulo the product of the input dims from `axis` on.
  int64_t rank = int64_t(inShape.size());
  int64_t axis = attrs.axis < 0 ? attrs.axis + rank : attrs.axis;
  if (axis < 0 || axis >= rank)
    return Status::error("axis out of range");
  if (axis != 0) {
    int64_t modulus = 1;
    for (int64_t d = axis; d < rank; ++d)
      modulus *= inShape[size_t(d)];
    for (int64_t &v : wide)
      v %= modulus;
  }
  if (attrs.indexType != DType::I32 && attrs.indexType != DType::I64)
    return Status::error("index type must be i32 or i64");
  Result<Tensor> indices = Tensor::create(attrs.indexType, *outShape);
  if (!indices)
    return indices.status();
  for (int64_t i = 0; i < count; ++i) {
    if (attrs.indexType == DType::I32)
      indices->dataAs<int32_t>()[i] = int32_t(wide[size_t(i)]);
    else
      indices->dataAs<int64_t>()[i] = wide[size_t(i)];
  }
  result.indices = indices.take();
  return result;
}

//===----------------------------------------------------------------------===//
// ROIAlign
//===----------------------------------------------------------------------===//

namespace {

/// Arithmetic in T: C is the compute type, round() the rounding to T after
/// every single operation (identity for f32 and f64).
struct F32Arith {
  using C = float;
  static C round(C x) { return x; }
  static C load(const Tensor &t, int64_t i) { return t.dataAs<float>()[i]; }
  static void store(Tensor &t, int64_t i, C v) { t.dataAs<float>()[i] = v; }
};
struct F64Arith {
  using C = double;
  static C round(C x) { return x; }
  static C load(const Tensor &t, int64_t i) { return t.dataAs<double>()[i]; }
  static void store(Tensor &t, int64_t i, C v) { t.dataAs<double>()[i] = v; }
};
struct F16Arith {
  using C = float;
  static C round(C x) { return halfToFloat(floatToHalf(x)); }
  static C load(const Tensor &t, int64_t i) {
    return halfToFloat(t.dataAs<uint16_t>()[i]);
  }
  static void store(Tensor &t, int64_t i, C v) {
    t.dataAs<uint16_t>()[i] = floatToHalf(v);
  }
};
struct BF16Arith {
  using C = float;
  static C round(C x) { return bfloat16ToFloat(floatToBFloat16(x)); }
  static C load(const Tensor &t, int64_t i) {
    return bfloat16ToFloat(t.dataAs<uint16_t>()[i]);
  }
  static void store(Tensor &t, int64_t i, C v) {
    t.dataAs<uint16_t>()[i] = floatToBFloat16(v);
  }
};

/// batch_indices[r], widened: signed types as int64, unsigned as uint64
/// (reported through `inRange` against [0, N)).
bool batchIndexInRange(const Tensor &t, int64_t r, int64_t N, int64_t &out) {
  uint64_t raw = rawElement(t, r);
  int64_t value;
  switch (t.dtype()) {
  case DType::I8:
    value = int8_t(raw);
    break;
  case DType::I16:
    value = int16_t(raw);
    break;
  case DType::I32:
    value = int32_t(raw);
    break;
  case DType::I64:
    value = int64_t(raw);
    break;
  default: // unsigned
    if (raw >= uint64_t(N))
      return false;
    value = int64_t(raw);
    break;
  }
  out = value;
  return value >= 0 && value < N;
}

/// A sample count (in dx = bin_w / nx) or an integer neighbour (in
/// ly = y - y_low) as an operand: rounded to T first (OpenVINO's
/// static_cast<T>, the default) or exactly in the compute type.
template <typename A>
typename A::C integerOperand(const ROIAlignAttrs &attrs, int64_t value) {
  using C = typename A::C;
  return attrs.integers == ROIAlignIntegers::ExactF32 ? C(value)
                                                      : A::round(C(value));
}

/// Step 1 for one corner: `x*scale` (asymmetric), `x*scale - 0.5`
/// (half_pixel_for_nn) or `(x + 0.5)*scale - 0.5` (half_pixel), one
/// rounding to T per operation (docs/semantics.md 6.2).
template <typename A>
typename A::C scaledCorner(const ROIAlignAttrs &attrs, const Tensor &rois,
                           int64_t i) {
  using C = typename A::C;
  C x = A::load(rois, i);
  // spatial_scale is an f32; f64 data uses it converted to double exactly.
  C scale = C(attrs.spatialScale);
  switch (attrs.alignedMode) {
  case ROIAlignAlignedMode::Asymmetric:
    return A::round(x * scale);
  case ROIAlignAlignedMode::HalfPixelForNN:
    return A::round(A::round(x * scale) - C(0.5));
  case ROIAlignAlignedMode::HalfPixel:
    return A::round(A::round(A::round(x + C(0.5)) * scale) - C(0.5));
  }
  return x;
}

/// An adaptive sample count ceil(bin size) as an integer in
/// [0, kMaxSamplesPerAxis] (NaN gives 0; the callers reject it earlier).
template <typename C> int64_t clampedCount(C adaptive) {
  if (!(adaptive > C(0)))
    return 0;
  return adaptive > C(kMaxSamplesPerAxis) ? kMaxSamplesPerAxis
                                          : int64_t(adaptive);
}

/// Steps 1-4 for one ROI.
template <typename A> struct ROIGeometry {
  using C = typename A::C;
  C x1, y1;               // scaled start corner
  C binW, binH;           // bin sizes
  C adaptiveX, adaptiveY; // ceil(bin size) (before any clamping)
  int64_t nx, ny;         // samples per bin axis
  C dx, dy;               // sample spacing
};

template <typename A>
ROIGeometry<A> roiGeometry(const ROIAlignAttrs &attrs, const Tensor &rois,
                           int64_t r) {
  using C = typename A::C;
  auto R = [](C v) { return A::round(v); };
  ROIGeometry<A> g;
  // Step 1: each corner scaled separately (6.2 for the aligned modes).
  C X1 = scaledCorner<A>(attrs, rois, r * 4 + 0);
  C Y1 = scaledCorner<A>(attrs, rois, r * 4 + 1);
  C X2 = scaledCorner<A>(attrs, rois, r * 4 + 2);
  C Y2 = scaledCorner<A>(attrs, rois, r * 4 + 3);
  // Step 2: size with the minimum of 1 (std::max(size, 1)), v3 only.
  C roiW = R(X2 - X1);
  C roiH = R(Y2 - Y1);
  if (attrs.alignedMode == ROIAlignAlignedMode::Asymmetric) {
    if (roiW < C(1))
      roiW = C(1);
    if (roiH < C(1))
      roiH = C(1);
  }
  // Step 3: bins; pooled sizes enter exactly.
  g.binW = R(roiW / C(attrs.pooledW));
  g.binH = R(roiH / C(attrs.pooledH));
  // Step 4: samples per bin axis. The adaptive count is 0 for an empty
  // aligned-mode bin (6.2); negative counts are rejected before the kernel
  // runs, and are clamped to 0 here only to keep the geometry defined.
  g.adaptiveX = std::ceil(g.binW);
  g.adaptiveY = std::ceil(g.binH);
  if (attrs.samplingRatio > 0) {
    g.nx = g.ny = attrs.samplingRatio;
  } else {
    g.nx = clampedCount(g.adaptiveX);
    g.ny = clampedCount(g.adaptiveY);
  }
  // Step 5: spacing; counts enter exactly. Unused without samples.
  g.dx = g.nx ? R(g.binW / integerOperand<A>(attrs, g.nx)) : C(0);
  g.dy = g.ny ? R(g.binH / integerOperand<A>(attrs, g.ny)) : C(0);
  g.x1 = X1;
  g.y1 = Y1;
  return g;
}

template <typename A>
std::string rejection(const ROIAlignAttrs &attrs, const Tensor &data,
                      const Tensor &rois, const Tensor &batchIndices) {
  using C = typename A::C;
  int64_t R = rois.dim(0), N = data.dim(0);
  for (int64_t r = 0; r < R; ++r) {
    int64_t b;
    if (!batchIndexInRange(batchIndices, r, N, b))
      return "batch index of ROI " + std::to_string(r) + " is outside [0, N)";
  }
  for (int64_t r = 0; r < R; ++r)
    for (int64_t j = 0; j < 4; ++j) {
      C scaled = scaledCorner<A>(attrs, rois, r * 4 + j);
      if (!std::isfinite(scaled))
        return "non-finite scaled coordinate " + std::to_string(j) +
               " of ROI " + std::to_string(r);
    }
  if (attrs.samplingRatio != 0)
    return "";
  // Rule by rule, as the module checks them: the first box that breaks the
  // first broken rule is the one named.
  for (int64_t r = 0; r < R; ++r) {
    ROIGeometry<A> g = roiGeometry<A>(attrs, rois, r);
    if (!(g.adaptiveX <= C(kMaxSamplesPerAxis)) ||
        !(g.adaptiveY <= C(kMaxSamplesPerAxis)))
      return "samples: ROI " + std::to_string(r) + " needs more than " +
             std::to_string(kMaxSamplesPerAxis) + " samples per bin axis";
  }
  // 6.2: a bin size below -1 (aligned modes only) gives a negative adaptive
  // count, which OpenVINO asserts against.
  for (int64_t r = 0; r < R; ++r) {
    ROIGeometry<A> g = roiGeometry<A>(attrs, rois, r);
    if (g.adaptiveX < C(0) || g.adaptiveY < C(0))
      return "samples: ROI " + std::to_string(r) +
             " has a negative adaptive sample count";
  }
  return "";
}

template <typename A>
void roiAlignKernel(const ROIAlignAttrs &attrs, const Tensor &data,
                    const Tensor &rois, const Tensor &batchIndices,
                    Tensor &out) {
  using C = typename A::C;
  auto R = [](C v) { return A::round(v); };
  int64_t numRois = rois.dim(0), N = data.dim(0), channels = data.dim(1);
  int64_t H = data.dim(2), W = data.dim(3);
  int64_t PH = attrs.pooledH, PW = attrs.pooledW;
  for (int64_t r = 0; r < numRois; ++r) {
    int64_t b = 0;
    batchIndexInRange(batchIndices, r, N, b);
    ROIGeometry<A> g = roiGeometry<A>(attrs, rois, r);
    int64_t n = g.nx * g.ny;
    for (int64_t c = 0; c < channels; ++c) {
      int64_t plane = (b * channels + c) * H * W;
      auto pixel = [&](int64_t y, int64_t x) {
        return A::load(data, plane + y * W + x);
      };
      for (int64_t i = 0; i < PH; ++i)
        for (int64_t j = 0; j < PW; ++j) {
          C acc = C(0);
          for (int64_t a = 0; a < g.ny; ++a)
            for (int64_t s = 0; s < g.nx; ++s) {
              // Step 5: y = (Y1 + i*bin_h) + dy*(a + 0.5).
              C yStart = R(g.y1 + R(R(C(i)) * g.binH));
              C y = R(yStart + R(g.dy * R(R(C(a)) + C(0.5))));
              C xStart = R(g.x1 + R(R(C(j)) * g.binW));
              C x = R(xStart + R(g.dx * R(R(C(s)) + C(0.5))));
              C value;
              // Step 6: out of range (NaN positions too): 0 * p(0, 0) four
              // times.
              // H and W enter as T(H), T(W) (OpenVINO's static_cast<T>).
              if (!(y >= C(-1) && y <= R(C(H)) && x >= C(-1) && x <= R(C(W)))) {
                C p = pixel(0, 0);
                C zero = C(0);
                value = R(R(R(R(zero * p) + R(zero * p)) + R(zero * p)) +
                          R(zero * p));
              } else {
                // Step 7: clamp and neighbours.
                if (y <= C(0))
                  y = C(0);
                if (x <= C(0))
                  x = C(0);
                int64_t y0 = int64_t(y), x0 = int64_t(x), y1, x1;
                if (y0 >= H - 1) {
                  y0 = y1 = H - 1;
                  y = R(C(y0));
                } else {
                  y1 = y0 + 1;
                }
                if (x0 >= W - 1) {
                  x0 = x1 = W - 1;
                  x = R(C(x0));
                } else {
                  x1 = x0 + 1;
                }
                // Step 8: bilinear weights, the four products left to right.
                C ly = R(y - integerOperand<A>(attrs, y0));
                C lx = R(x - integerOperand<A>(attrs, x0));
                C hy = R(C(1) - ly);
                C hx = R(C(1) - lx);
                C w1 = R(hy * hx), w2 = R(hy * lx), w3 = R(ly * hx),
                  w4 = R(ly * lx);
                value = R(R(R(R(w1 * pixel(y0, x0)) + R(w2 * pixel(y0, x1))) +
                            R(w3 * pixel(y1, x0))) +
                          R(w4 * pixel(y1, x1)));
              }
              // Step 9: pooling.
              if (attrs.mode == ROIAlignMode::Avg)
                acc = R(acc + R(value / C(n)));
              else if (value > acc)
                acc = value;
            }
          A::store(out, ((r * channels + c) * PH + i) * PW + j, acc);
        }
    }
  }
}

template <typename F> auto dispatchFloat(DType type, F f) {
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

} // namespace

std::string roiAlignRejection(const ROIAlignAttrs &attrs, const Tensor &data,
                              const Tensor &rois, const Tensor &batchIndices) {
  return dispatchFloat(data.dtype(), [&](auto arith) {
    return rejection<decltype(arith)>(attrs, data, rois, batchIndices);
  });
}

Result<Tensor> referenceROIAlign(const ROIAlignAttrs &attrs, const Tensor &data,
                                 const Tensor &rois,
                                 const Tensor &batchIndices) {
  if (data.rank() != 4 || rois.rank() != 2 || rois.dim(1) != 4 ||
      batchIndices.rank() != 1 || batchIndices.dim(0) != rois.dim(0))
    return Status::error("bad ROIAlign input shapes");
  if (!isFloatType(data.dtype()) || rois.dtype() != data.dtype() ||
      isFloatType(batchIndices.dtype()))
    return Status::error("bad ROIAlign input types");
  if (attrs.pooledH < 1 || attrs.pooledW < 1 || attrs.samplingRatio < 0)
    return Status::error("bad ROIAlign attributes");
  std::string why = roiAlignRejection(attrs, data, rois, batchIndices);
  if (!why.empty())
    return Status::error(why);
  Result<Tensor> out = Tensor::create(
      data.dtype(), {rois.dim(0), data.dim(1), attrs.pooledH, attrs.pooledW});
  if (!out)
    return out;
  dispatchFloat(data.dtype(), [&](auto arith) {
    roiAlignKernel<decltype(arith)>(attrs, data, rois, batchIndices, *out);
    return 0;
  });
  return out;
}

} // namespace ove2e
