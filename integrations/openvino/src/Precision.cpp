// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Precision.cpp - Element types the CPU plugin substitutes -----------===//

#include "Precision.h"

#include <openvino/core/type/bfloat16.hpp>
#include <openvino/core/type/float16.hpp>

#include <limits>

namespace ovmlir_openvino {
namespace {

bool isIndex(ovrt::DType type) {
  return type == ovrt::DType::I32 || type == ovrt::DType::I64;
}

bool isFloat(ovrt::DType type) {
  return type == ovrt::DType::F16 || type == ovrt::DType::BF16 ||
         type == ovrt::DType::F32;
}

int64_t loadIndex(const void *data, ovrt::DType type, int64_t i) {
  return type == ovrt::DType::I64 ? static_cast<const int64_t *>(data)[i]
                                  : static_cast<const int32_t *>(data)[i];
}

void storeIndex(void *data, ovrt::DType type, int64_t i, int64_t value) {
  if (type == ovrt::DType::I64)
    static_cast<int64_t *>(data)[i] = value;
  else
    static_cast<int32_t *>(data)[i] = int32_t(value);
}

float loadFloat(const void *data, ovrt::DType type, int64_t i) {
  switch (type) {
  case ovrt::DType::F16:
    return float(static_cast<const ov::float16 *>(data)[i]);
  case ovrt::DType::BF16:
    return float(static_cast<const ov::bfloat16 *>(data)[i]);
  default:
    return static_cast<const float *>(data)[i];
  }
}

void storeFloat(void *data, ovrt::DType type, int64_t i, float value) {
  switch (type) {
  case ovrt::DType::F16:
    static_cast<ov::float16 *>(data)[i] = ov::float16(value);
    break;
  case ovrt::DType::BF16:
    static_cast<ov::bfloat16 *>(data)[i] =
        ov::bfloat16::from_bits(ov::bfloat16::round_to_nearest_even(value));
    break;
  default:
    static_cast<float *>(data)[i] = value;
  }
}

} // namespace

std::optional<int64_t> firstUnrepresentable(const void *from,
                                            ovrt::DType fromType,
                                            ovrt::DType toType, int64_t count) {
  if (fromType != ovrt::DType::I64 || toType != ovrt::DType::I32)
    return std::nullopt;
  const int64_t *values = static_cast<const int64_t *>(from);
  for (int64_t i = 0; i < count; ++i)
    if (values[i] < std::numeric_limits<int32_t>::min() ||
        values[i] > std::numeric_limits<int32_t>::max())
      return i;
  return std::nullopt;
}

int64_t loadIndexValue(const void *data, ovrt::DType type, int64_t i) {
  return loadIndex(data, type, i);
}

bool convertible(ovrt::DType from, ovrt::DType to) {
  return (isIndex(from) && isIndex(to)) || (isFloat(from) && isFloat(to));
}

void convert(const void *from, ovrt::DType fromType, void *to,
             ovrt::DType toType, int64_t count) {
  if (isIndex(fromType)) {
    for (int64_t i = 0; i < count; ++i)
      storeIndex(to, toType, i, loadIndex(from, fromType, i));
    return;
  }
  for (int64_t i = 0; i < count; ++i)
    storeFloat(to, toType, i, loadFloat(from, fromType, i));
}

} // namespace ovmlir_openvino
