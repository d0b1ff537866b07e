// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Npy.h - numpy .npy files (header-only) --------------*- C++ -*-===//
//
// Reading and writing numpy's .npy format (versions 1.0, 2.0 and 3.0) through
// the C ABI. Every failure is a one-line message that starts with the file
// name.
//
// Decisions (see runtime/README.md):
//  - bf16 has no numpy dtype. A bf16 tensor is written with descr '<u2' (its
//    raw bits), and a '<u2' file is read as bf16 only when the caller asks for
//    bf16 explicitly (loadNpy(path, DType::BF16)).
//  - Big-endian data ('>') is byte-swapped to the host's little-endian order.
//  - 'fortran_order': True is accepted: the data is transposed to row-major.
//  - A file that is not a regular file is read header first, then only the
//    data the header declares (at most 4 GiB): never an endless stream.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_NPY_H
#define OVRT_NPY_H

#include "ovrt/Tensor.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ovrt {

/// Reads an .npy file. When `expected` is given, the file must hold that
/// dtype ("x.npy: holds i32 data, expected f32"); expected == BF16 accepts
/// '<u2' (and '>u2') data and reinterprets its bits as bfloat16.
inline Result<Tensor> loadNpy(const std::string &path,
                              std::optional<DType> expected = std::nullopt) {
  ovrt_tensor *h = nullptr;
  int rc = expected ? ovrt_npy_load_as(path.c_str(), int(*expected), &h)
                    : ovrt_npy_load(path.c_str(), &h);
  if (rc != OVRT_OK)
    return detail::lastError(rc);
  return Tensor::adopt(h);
}

/// Writes `tensor` as an .npy file laid out byte for byte like numpy.save
/// (version 1.0, or 2.0 when the header needs it).
inline Status saveNpy(const std::string &path, const Tensor &tensor) {
  if (!tensor.valid())
    return Status::error(path + ": cannot save an empty (moved-from) tensor");
  int rc = ovrt_npy_save(path.c_str(), tensor.handle());
  return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
}

/// In-memory variants of the two above; `name` prefixes the error messages.
inline Result<Tensor> parseNpy(const void *bytes, size_t size,
                               std::string_view name,
                               std::optional<DType> expected = std::nullopt) {
  ovrt_tensor *h = nullptr;
  int rc = ovrt_npy_parse(bytes, size, std::string(name).c_str(),
                          expected ? int(*expected) : -1, &h);
  if (rc != OVRT_OK)
    return detail::lastError(rc);
  return Tensor::adopt(h);
}
inline Result<std::vector<uint8_t>> encodeNpy(const Tensor &tensor) {
  if (!tensor.valid())
    return Status::error("cannot encode an empty (moved-from) tensor");
  void *bytes = nullptr;
  size_t size = 0;
  int rc = ovrt_npy_encode(tensor.handle(), &bytes, &size);
  if (rc != OVRT_OK)
    return detail::lastError(rc);
  std::vector<uint8_t> out(size);
  if (size)
    std::memcpy(out.data(), bytes, size);
  ovrt_free(bytes);
  return out;
}

/// The numpy descr a tensor of this dtype is written with ('<f4', '|u1',
/// '|b1'; '<u2' for bf16).
inline const char *npyDescr(DType type) {
  const char *descr = "";
  ovrt_npy_descr(int(type), &descr);
  return descr;
}

} // namespace ovrt

#endif // OVRT_NPY_H
