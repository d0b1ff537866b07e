// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Precision.h - Element types the CPU plugin substitutes ---*- C++ -*-===//
//
// The CPU plugin runs a model in its own precisions, at a custom op's ports
// too: i64 values as i32, f32 as f16 under the f16 inference hint, an f16
// model in f32. A module keeps the element types of the model it was
// compiled from, so evaluate() converts between the two where they differ.
//
//===----------------------------------------------------------------------===//
#ifndef OVMLIR_OPENVINO_PRECISION_H
#define OVMLIR_OPENVINO_PRECISION_H

#include "ovrt/DType.h"

#include <cstdint>
#include <optional>

namespace ovmlir_openvino {

/// Whether values of `from` convert to `to` here: i32 <-> i64, and between
/// f16, bf16 and f32.
bool convertible(ovrt::DType from, ovrt::DType to);

/// The first of `count` elements of `from` whose value `to` cannot hold
/// (an i64 outside i32's range), or none. Floats always convert (rounding,
/// to infinity where out of range, as OpenVINO converts them).
std::optional<int64_t> firstUnrepresentable(const void *from,
                                            ovrt::DType fromType,
                                            ovrt::DType toType, int64_t count);

/// Element `i` of an i32 or i64 buffer.
int64_t loadIndexValue(const void *data, ovrt::DType type, int64_t i);

/// Converts `count` elements (integers exactly: callers check
/// firstUnrepresentable first; floats through f32, rounding to nearest even
/// when narrowing).
void convert(const void *from, ovrt::DType fromType, void *to,
             ovrt::DType toType, int64_t count);

} // namespace ovmlir_openvino

#endif // OVMLIR_OPENVINO_PRECISION_H
