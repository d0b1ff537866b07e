// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/DType.h - Element types and shape arithmetic --------*- C++ -*-===//
//
// Header-only, shared by the C++ API and libovrt's implementation (one source
// of truth): the dtype table and the checked shape arithmetic are pure
// functions, so nothing here crosses the shared-library boundary.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_DTYPE_H
#define OVRT_DTYPE_H

#include "ovrt/Error.h"
#include "ovrt/Limits.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt {

/// Element types. The first twelve are the ABI's DTYPEs; Bool exists so that
/// numpy's `|b1` files can be read (no compiled function takes it). The
/// values are the C API's OVRT_F16 ... OVRT_BOOL (static_asserts in CApi.cpp).
enum class DType : uint8_t {
  F16,
  BF16,
  F32,
  F64,
  I8,
  I16,
  I32,
  I64,
  U8,
  U16,
  U32,
  U64,
  Bool,
};

/// Number of DType values (for iteration: DType(0) .. DType(kNumDTypes - 1)).
inline constexpr int kNumDTypes = 13;

namespace detail {
struct DTypeInfo {
  const char *name;
  size_t size;
};
// Indexed by DType; keep in the enum's order.
inline constexpr DTypeInfo kDTypeInfo[kNumDTypes] = {
    {"f16", 2}, {"bf16", 2}, {"f32", 4},  {"f64", 8}, {"i8", 1},
    {"i16", 2}, {"i32", 4},  {"i64", 8},  {"u8", 1},  {"u16", 2},
    {"u32", 4}, {"u64", 8},  {"bool", 1},
};
inline bool validDType(DType type) {
  return unsigned(type) < unsigned(kNumDTypes);
}
} // namespace detail

/// The ABI spelling: "f16", "bf16", "f32", ... "u64"; "bool" for Bool.
inline const char *dtypeName(DType type) {
  return detail::validDType(type) ? detail::kDTypeInfo[unsigned(type)].name
                                  : "<invalid>";
}

/// Size of one element in bytes (1, 2, 4 or 8). An invalid value (e.g. cast
/// from a bad C argument) gets 1 so that arithmetic on it stays harmless.
inline size_t dtypeSize(DType type) {
  return detail::validDType(type) ? detail::kDTypeInfo[unsigned(type)].size : 1;
}

/// Parses an ABI DTYPE ("f32", ...). "bool" is not an ABI DTYPE and is
/// rejected unless allowBool is set.
inline std::optional<DType> parseDType(std::string_view name,
                                       bool allowBool = false) {
  for (int i = 0; i < kNumDTypes; ++i) {
    DType type = DType(i);
    if (type == DType::Bool && !allowBool)
      continue;
    if (name == detail::kDTypeInfo[i].name)
      return type;
  }
  return std::nullopt;
}

// Limits that keep absurd shapes (from a file or from a compiled module's
// shape function) from overflowing or exhausting memory: a tensor has at most
// kMaxRank dims and at most kMaxTensorBytes bytes (1 TiB), ovrt/Limits.h.

/// "[2, 256, 50, 50]"; "[]" for rank 0. With dynamicAsQuestion (for declared
/// types, where -1 means a dynamic dim) -1 prints as "?".
inline std::string formatShape(const std::vector<int64_t> &shape,
                               bool dynamicAsQuestion = false) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      s += ", ";
    s += dynamicAsQuestion && shape[i] == -1 ? std::string("?")
                                             : std::to_string(shape[i]);
  }
  return s + "]";
}

namespace detail {
/// A shape that may be absurdly long, shortened so that error messages stay
/// one readable line.
inline std::string formatShapeForError(const std::vector<int64_t> &shape) {
  if (shape.size() <= 16)
    return formatShape(shape);
  std::vector<int64_t> head(shape.begin(), shape.begin() + 16);
  std::string s = formatShape(head);
  s.pop_back();
  return s + ", ... (" + std::to_string(shape.size()) + " dims)]";
}
} // namespace detail

/// Number of elements of a shape. Fails with "tensor shape [..] has a negative
/// dimension", "tensor rank N exceeds the maximum of 64" or "tensor of shape
/// [..] is too large". "Too large" is judged on the product of the dims with
/// zeros counted as ones, so that row-major strides never overflow either.
inline Result<int64_t> checkedNumElements(const std::vector<int64_t> &shape) {
  if (int64_t(shape.size()) > kMaxRank)
    return Status::error("tensor rank " + std::to_string(shape.size()) +
                         " exceeds the maximum of " + std::to_string(kMaxRank));
  // Every partial product stays <= kMaxTensorBytes (2^40) and every dim is
  // checked against the limit before multiplying, so nothing overflows.
  int64_t nonZeroProduct = 1;
  bool hasZero = false;
  for (int64_t d : shape) {
    if (d < 0)
      return Status::error("tensor shape " +
                           detail::formatShapeForError(shape) +
                           " has a negative dimension");
    if (d == 0) {
      hasZero = true;
      continue;
    }
    if (d > kMaxTensorBytes || nonZeroProduct > kMaxTensorBytes / d)
      return Status::error("tensor of shape " +
                           detail::formatShapeForError(shape) +
                           " is too large");
    nonZeroProduct *= d;
  }
  return hasZero ? int64_t(0) : nonZeroProduct;
}

/// Size in bytes of a dense tensor of this type and shape (same failures).
inline Result<int64_t> checkedByteSize(DType type,
                                       const std::vector<int64_t> &shape) {
  Result<int64_t> count = checkedNumElements(shape);
  if (!count)
    return count.status();
  int64_t size = int64_t(dtypeSize(type));
  if (*count > kMaxTensorBytes / size)
    return Status::error("tensor of shape " +
                         detail::formatShapeForError(shape) + " is too large");
  return *count * size;
}

/// Row-major strides in elements of a dense tensor of this shape (zero dims
/// count as ones, as in checkedNumElements, which also bounds the product).
inline std::vector<int64_t> rowMajorStrides(const std::vector<int64_t> &shape) {
  std::vector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = stride;
    stride *= shape[i] == 0 ? 1 : shape[i];
  }
  return strides;
}

} // namespace ovrt

#endif // OVRT_DTYPE_H
