//===- ovrt/Npy.h - numpy .npy files ----------------------------*- C++ -*-===//
//
// Reading and writing numpy's .npy format (versions 1.0, 2.0 and 3.0). Every
// failure is a one-line message that starts with the file name.
//
// Decisions (see runtime/README.md):
//  - bf16 has no numpy dtype. A bf16 tensor is written with descr '<u2' (its
//    raw bits), and a '<u2' file is read as bf16 only when the caller asks for
//    bf16 explicitly (loadNpy(path, DType::BF16)).
//  - Big-endian data ('>') is byte-swapped to the host's little-endian order.
//  - 'fortran_order': True is accepted: the data is transposed to row-major.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_NPY_H
#define OVRT_NPY_H

#include "ovrt/Tensor.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt {

/// Reads an .npy file. When `expected` is given, the file must hold that
/// dtype ("x.npy: holds i32 data, expected f32"); expected == BF16 accepts
/// '<u2' (and '>u2') data and reinterprets its bits as bfloat16.
OVRT_API Result<Tensor> loadNpy(const std::string &path,
                                std::optional<DType> expected = std::nullopt);

/// Writes `tensor` as an .npy file laid out byte for byte like numpy.save
/// (version 1.0, or 2.0 when the header needs it).
OVRT_API Status saveNpy(const std::string &path, const Tensor &tensor);

/// In-memory variants of the two above; `name` prefixes the error messages.
OVRT_API Result<Tensor> parseNpy(const void *bytes, size_t size,
                                 std::string_view name,
                                 std::optional<DType> expected = std::nullopt);
OVRT_API Result<std::vector<uint8_t>> encodeNpy(const Tensor &tensor);

/// The numpy descr a tensor of this dtype is written with ('<f4', '|u1',
/// '|b1'; '<u2' for bf16).
OVRT_API const char *npyDescr(DType type);

} // namespace ovrt

#endif // OVRT_NPY_H
