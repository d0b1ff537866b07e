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

namespace ovmlir_openvino {

/// Whether values of `from` convert to `to` here: i32 <-> i64, and between
/// f16, bf16 and f32.
bool convertible(ovrt::DType from, ovrt::DType to);

/// Converts `count` elements (integers exactly or wrapping as a C++ cast
/// does; floats through f32, rounding to nearest even when narrowing).
void convert(const void *from, ovrt::DType fromType, void *to,
             ovrt::DType toType, int64_t count);

} // namespace ovmlir_openvino

#endif // OVMLIR_OPENVINO_PRECISION_H
