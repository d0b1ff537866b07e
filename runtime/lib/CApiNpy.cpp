// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiNpy.cpp - The C API's .npy functions ---------------------------===//
//
// ovrt_npy_*: load, save, parse and encode .npy files (runtime/lib/Npy.cpp),
// and ovrt_free for the bytes ovrt_npy_encode returns.
//
//===----------------------------------------------------------------------===//

#include "CApiInternal.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <vector>

namespace impl = ovrt::impl;
using namespace ovrt::capi;

extern "C" {

int ovrt_npy_load(const char *path, ovrt_tensor **out) {
  if (!path || !out)
    return invalid("ovrt_npy_load", "null pointer");
  *out = nullptr;
  return wrapResult(impl::loadNpy(path), out);
}

int ovrt_npy_load_as(const char *path, int dtype, ovrt_tensor **out) {
  if (!path || !out)
    return invalid("ovrt_npy_load_as", "null pointer");
  *out = nullptr;
  if (!validDType(dtype))
    return invalid("ovrt_npy_load_as", "unknown dtype");
  return wrapResult(impl::loadNpy(path, ovrt::DType(dtype)), out);
}

int ovrt_npy_save(const char *path, const ovrt_tensor *tensor) {
  if (!path || !tensor)
    return invalid("ovrt_npy_save", "null pointer");
  ovrt::Status s = impl::saveNpy(path, tensor->tensor);
  return s ? OVRT_OK : fail(s);
}

int ovrt_npy_parse(const void *bytes, size_t size, const char *name, int dtype,
                   ovrt_tensor **out) {
  const char *fn = "ovrt_npy_parse";
  if (!out || !name || (!bytes && size))
    return invalid(fn, "null pointer");
  *out = nullptr;
  if (dtype != -1 && !validDType(dtype))
    return invalid(fn, "unknown dtype");
  std::optional<ovrt::DType> expected;
  if (dtype != -1)
    expected = ovrt::DType(dtype);
  return wrapResult(impl::parseNpy(bytes, size, name, expected), out);
}

int ovrt_npy_encode(const ovrt_tensor *tensor, void **bytes, size_t *size) {
  if (!tensor || !bytes || !size)
    return invalid("ovrt_npy_encode", "null pointer");
  *bytes = nullptr;
  *size = 0;
  ovrt::Result<std::vector<uint8_t>> r = impl::encodeNpy(tensor->tensor);
  if (!r)
    return fail(r.status());
  void *p = std::malloc(std::max<size_t>(r->size(), 1));
  if (!p)
    return fail(OVRT_RESOURCE_EXHAUSTED, "out of memory");
  std::memcpy(p, r->data(), r->size());
  *bytes = p;
  *size = r->size();
  return OVRT_OK;
}

int ovrt_npy_descr(int dtype, const char **descr) {
  if (!validDType(dtype) || !descr)
    return invalid("ovrt_npy_descr", !descr ? "null descr" : "unknown dtype");
  *descr = impl::npyDescr(ovrt::DType(dtype));
  return OVRT_OK;
}

void ovrt_free(void *memory) { std::free(memory); }

} // extern "C"
