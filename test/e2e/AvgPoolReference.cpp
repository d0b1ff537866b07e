// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- AvgPoolReference.cpp - Naive AvgPool-1/14/16 reference -------------===//

#include "AvgPoolReference.h"

#include <cstring>
#include <type_traits>

using namespace ove2e;
using ovrt::DType;
using ovrt::Result;
using ovrt::Status;
using ovrt::Tensor;

namespace {

/// The arithmetic of one storage type S: add and divide as docs/semantics.md
/// 7.3 says, on the stored bits.
struct F16Ops {
  using S = uint16_t;
  static S add(S a, S b) {
    return floatToHalf(halfToFloat(a) + halfToFloat(b));
  }
  static S div(S a, int64_t n) {
    return floatToHalf(halfToFloat(a) / halfToFloat(floatToHalf(float(n))));
  }
};
struct BF16Ops {
  using S = uint16_t;
  static S add(S a, S b) {
    return floatToBFloat16(bfloat16ToFloat(a) + bfloat16ToFloat(b));
  }
  static S div(S a, int64_t n) {
    return floatToBFloat16(bfloat16ToFloat(a) /
                           bfloat16ToFloat(floatToBFloat16(float(n))));
  }
};
template <typename F> struct FloatOps {
  using S = F;
  static S add(S a, S b) { return a + b; }
  static S div(S a, int64_t n) { return a / F(n); }
};
/// Integers: the sum wraps in S (unsigned arithmetic, then truncated); the
/// quotient is taken toward zero in 64 bits.
template <typename I> struct IntOps {
  using S = I;
  using U = std::make_unsigned_t<I>;
  static S add(S a, S b) { return S(U(U(a) + U(b))); }
  static S div(S a, int64_t n) {
    if constexpr (std::is_signed_v<I>)
      return S(int64_t(a) / n);
    else
      return S(uint64_t(a) / uint64_t(n));
  }
};

template <typename Ops>
void avgPoolKernel(const AvgPoolAttrs &attrs, const PoolGeometry &g,
                   const std::vector<int64_t> &inShape,
                   const std::vector<int64_t> &outShape,
                   const typename Ops::S *in, typename Ops::S *out) {
  using S = typename Ops::S;
  size_t k = inShape.size() - 2;
  // Every input as 3-D spatial: missing leading axes have size 1, kernel 1,
  // stride 1, dilation 1 and no padding.
  int64_t dim[3], kern[3], stride[3], dil[3], padBegin[3], outDim[3];
  for (size_t a = 0; a < 3; ++a) {
    size_t pad = 3 - k;
    if (a < pad) {
      dim[a] = kern[a] = stride[a] = dil[a] = outDim[a] = 1;
      padBegin[a] = 0;
      continue;
    }
    size_t i = a - pad;
    dim[a] = inShape[2 + i];
    kern[a] = attrs.kernel[i];
    stride[a] = attrs.strides[i];
    dil[a] = attrs.dilations.empty() ? 1 : attrs.dilations[i];
    padBegin[a] = g.padsBegin[i];
    outDim[a] = outShape[2 + i];
  }
  bool anyPad = false;
  for (size_t i = 0; i < k; ++i)
    anyPad |= g.padsBegin[i] != 0 || g.padsEnd[i] != 0;
  bool padsInAverage = !attrs.excludePad && anyPad;
  int64_t N = inShape[0], C = inShape[1];
  int64_t inPlane = dim[0] * dim[1] * dim[2],
          outPlane = outDim[0] * outDim[1] * outDim[2];
  S zero;
  std::memset(&zero, 0, sizeof(S));
  for (int64_t p = 0; p < N * C; ++p) {
    const S *plane = in + p * inPlane;
    S *dst = out + p * outPlane;
    for (int64_t o0 = 0; o0 < outDim[0]; ++o0)
      for (int64_t o1 = 0; o1 < outDim[1]; ++o1)
        for (int64_t o2 = 0; o2 < outDim[2]; ++o2) {
          S sum = zero;
          int64_t count = 0;
          for (int64_t j0 = 0; j0 < kern[0]; ++j0)
            for (int64_t j1 = 0; j1 < kern[1]; ++j1)
              for (int64_t j2 = 0; j2 < kern[2]; ++j2) {
                int64_t t0 = o0 * stride[0] - padBegin[0] + j0 * dil[0];
                int64_t t1 = o1 * stride[1] - padBegin[1] + j1 * dil[1];
                int64_t t2 = o2 * stride[2] - padBegin[2] + j2 * dil[2];
                bool inside = t0 >= 0 && t0 < dim[0] && t1 >= 0 &&
                              t1 < dim[1] && t2 >= 0 && t2 < dim[2];
                if (inside)
                  sum = Ops::add(sum, plane[(t0 * dim[1] + t1) * dim[2] + t2]);
                if (inside || padsInAverage)
                  ++count;
              }
          dst[(o0 * outDim[1] + o1) * outDim[2] + o2] =
              count == 0 ? zero : Ops::div(sum, count);
        }
  }
}

} // namespace

Result<Tensor> ove2e::referenceAvgPool(const AvgPoolAttrs &attrs,
                                       const Tensor &input) {
  if (attrs.rounding == Rounding::CeilTorch && attrs.version == 1)
    return Status::error("ceil_torch is AvgPool-14's and -16's only");
  if (!attrs.dilations.empty() && attrs.version != 16)
    return Status::error("dilations are AvgPool-16's only");
  MaxPoolAttrs shapeAttrs;
  shapeAttrs.version = 14;
  shapeAttrs.kernel = attrs.kernel;
  shapeAttrs.strides = attrs.strides;
  shapeAttrs.padsBegin = attrs.padsBegin;
  shapeAttrs.padsEnd = attrs.padsEnd;
  shapeAttrs.dilations = attrs.dilations;
  shapeAttrs.rounding = attrs.rounding;
  shapeAttrs.autoPad = attrs.autoPad;
  const std::vector<int64_t> &inShape = input.shape();
  Result<std::vector<int64_t>> outShape =
      maxPoolOutputShape(shapeAttrs, inShape);
  if (!outShape)
    return outShape.status();
  std::vector<int64_t> spatial(inShape.begin() + 2, inShape.end());
  PoolGeometry g = maxPoolGeometry(shapeAttrs, spatial).take();
  Result<Tensor> result = Tensor::create(input.dtype(), *outShape);
  if (!result)
    return result.status();
  const void *in = input.data();
  void *out = result->data();
  auto run = [&](auto ops) {
    using Ops = decltype(ops);
    using S = typename Ops::S;
    avgPoolKernel<Ops>(attrs, g, inShape, *outShape, static_cast<const S *>(in),
                       static_cast<S *>(out));
  };
  switch (input.dtype()) {
  case DType::F16:
    run(F16Ops());
    break;
  case DType::BF16:
    run(BF16Ops());
    break;
  case DType::F32:
    run(FloatOps<float>());
    break;
  case DType::F64:
    run(FloatOps<double>());
    break;
  case DType::I8:
    run(IntOps<int8_t>());
    break;
  case DType::I16:
    run(IntOps<int16_t>());
    break;
  case DType::I32:
    run(IntOps<int32_t>());
    break;
  case DType::I64:
    run(IntOps<int64_t>());
    break;
  case DType::U8:
    run(IntOps<uint8_t>());
    break;
  case DType::U16:
    run(IntOps<uint16_t>());
    break;
  case DType::U32:
    run(IntOps<uint32_t>());
    break;
  case DType::U64:
    run(IntOps<uint64_t>());
    break;
  default:
    return Status::error("AvgPool: unsupported element type");
  }
  return result;
}
