// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DifferentialCases.cpp - Case generation helpers --------------------===//
//
// The element types, MLIR text and input filling the random cases of every
// family use (DifferentialTest.h).
//
//===----------------------------------------------------------------------===//

#include "DifferentialTest.h"

namespace ove2e {

//===----------------------------------------------------------------------===//
// Types and text
//===----------------------------------------------------------------------===//

std::string join(const std::vector<int64_t> &values) {
  std::string s = "[";
  for (size_t i = 0; i < values.size(); ++i)
    s += (i ? ", " : "") + std::to_string(values[i]);
  return s + "]";
}

/// "tensor<1x?x5xf32>": dims with dynamic[i] set print as '?'.
std::string tensorType(const std::vector<int64_t> &shape,
                       const std::vector<bool> &dynamic,
                       const std::string &element) {
  std::string s = "tensor<";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (dynamic[i] ? std::string("?") : std::to_string(shape[i])) + "x";
  return s + element + ">";
}

std::string shapeString(const std::vector<int64_t> &shape) {
  return ovrt::formatShape(shape);
}

//===----------------------------------------------------------------------===//
// Tensor filling
//===----------------------------------------------------------------------===//

void setFloat(Tensor &t, int64_t i, double v) {
  switch (t.dtype()) {
  case DType::F16:
    t.dataAs<uint16_t>()[i] = floatToHalf(float(v));
    break;
  case DType::BF16:
    t.dataAs<uint16_t>()[i] = floatToBFloat16(float(v));
    break;
  case DType::F32:
    t.dataAs<float>()[i] = float(v);
    break;
  case DType::F64:
    t.dataAs<double>()[i] = v;
    break;
  default:
    break;
  }
}

/// Stores the low bytes of `raw` (two's complement) into integer element i.
void setRaw(Tensor &t, int64_t i, uint64_t raw) {
  size_t size = ovrt::dtypeSize(t.dtype());
  std::memcpy(static_cast<char *>(t.data()) + i * size, &raw, size);
}

int bitWidth(DType type) { return int(ovrt::dtypeSize(type)) * 8; }

/// The largest finite value of a float dtype.
double maxFinite(DType type) {
  switch (type) {
  case DType::F16:
    return 65504.0;
  case DType::BF16:
    return double(bfloat16ToFloat(0x7f7f));
  case DType::F32:
    return double(std::numeric_limits<float>::max());
  default:
    return std::numeric_limits<double>::max();
  }
}

double smallestSubnormal(DType type) {
  switch (type) {
  case DType::F16:
    return 0x1p-24;
  case DType::BF16:
    return double(bfloat16ToFloat(1));
  case DType::F32:
    return double(std::numeric_limits<float>::denorm_min());
  default:
    return std::numeric_limits<double>::denorm_min();
  }
}

/// MaxPool input values: several flavours, chosen per tensor.
/// Returns the flavour's name.
const char *fillPoolInput(Rng &rng, Tensor &t) {
  int64_t count = t.numElements();
  DType type = t.dtype();
  if (isFloatType(type)) {
    double nan = std::numeric_limits<double>::quiet_NaN();
    double inf = std::numeric_limits<double>::infinity();
    double big = maxFinite(type);
    std::vector<double> specials{nan,
                                 inf,
                                 -inf,
                                 0.0,
                                 -0.0,
                                 big,
                                 -big,
                                 1.0,
                                 -1.0,
                                 smallestSubnormal(type),
                                 -smallestSubnormal(type)};
    // f32's lowest: the initial value of the running maximum.
    specials.push_back(double(std::numeric_limits<float>::lowest()));
    std::vector<double> ties{-2.0, -1.0, -0.0, 0.0, 1.0, 2.0};
    size_t flavour = rng.weighted({4, 3, 2, 1.5, 0.7, 1});
    double nanRate = rng.pick(std::vector<double>{0.1, 0.3, 0.6});
    for (int64_t i = 0; i < count; ++i) {
      double v;
      switch (flavour) {
      case 0: // wide random values
        v = rng.uniform(-100, 100);
        break;
      case 1: // ties, signed zeros
        v = rng.pick(ties);
        break;
      case 2: // NaNs among values
        v = rng.chance(nanRate) ? nan : rng.uniform(-50, 50);
        break;
      case 3: // special values
        v = rng.chance(0.6) ? rng.pick(specials) : rng.uniform(-3, 3);
        break;
      case 4: // only NaN
        v = nan;
        break;
      default: // all negative, some at the extremes
        v = rng.chance(0.3) ? -big : -rng.uniform(0.5, 1e4);
        break;
      }
      setFloat(t, i, v);
    }
    return std::vector<
        const char *>{"wide values",    "ties",    "NaNs",
                      "special values", "all NaN", "negative"}[flavour];
  }
  int bits = bitWidth(type);
  bool isUnsigned = isUnsignedType(type);
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  uint64_t minSigned = 1ull << (bits - 1); // bit pattern of INT_MIN
  std::vector<uint64_t> extremes{
      0, 1, mask, mask - 1, minSigned, minSigned - 1, minSigned + 1};
  size_t flavour = rng.weighted({3, 3, 2, 1});
  for (int64_t i = 0; i < count; ++i) {
    uint64_t raw;
    switch (flavour) {
    case 0: // the whole range
      raw = rng.next();
      break;
    case 1: // ties
      raw = isUnsigned ? uint64_t(rng.range(0, 3)) : uint64_t(rng.range(-2, 2));
      break;
    case 2: // extremes (INT_MIN equals the initial value, 0 the unsigned one)
      raw = rng.pick(extremes);
      break;
    default: // mostly the initial value
      raw = rng.chance(0.7) ? (isUnsigned ? 0 : minSigned)
                            : uint64_t(rng.range(-5, 5));
      break;
    }
    setRaw(t, i, raw & mask);
  }
  return std::vector<const char *>{"full range", "ties", "extremes",
                                   "initial value"}[flavour];
}

std::vector<bool> dynamicDims(size_t mode, int64_t rank) {
  std::vector<bool> dynamic(size_t(rank), false);
  for (int64_t d = 0; d < rank; ++d)
    dynamic[size_t(d)] =
        mode == 1 || (mode == 2 && d < 2) || (mode == 3 && d >= 2);
  return dynamic;
}

std::string poolWindowText(const std::vector<int64_t> &kernel,
                           const std::vector<int64_t> &strides,
                           const std::vector<int64_t> &padsBegin,
                           const std::vector<int64_t> &padsEnd) {
  return "kernel = " + join(kernel) + " strides = " + join(strides) +
         " pads_begin = " + join(padsBegin) + " pads_end = " + join(padsEnd);
}

const std::vector<ElementType> &poolElementTypes() {
  static const std::vector<ElementType> types{
      {DType::F32, "f32"},  {DType::F16, "f16"},  {DType::I8, "i8"},
      {DType::I8, "si8"},   {DType::U8, "ui8"},   {DType::I32, "i32"},
      {DType::I32, "si32"}, {DType::I64, "i64"},  {DType::I64, "si64"},
      {DType::U32, "ui32"}, {DType::U64, "ui64"}, {DType::BF16, "bf16"},
      {DType::F64, "f64"},  {DType::I16, "i16"},  {DType::I16, "si16"},
      {DType::U16, "ui16"}};
  return types;
}

} // namespace ove2e
