// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiDeviceMemory.cpp - The C API's devices, by kind ---------------===//
//
// The device functions (ovrt_device_*), which name the device by its kind
// and leave what differs to that kind's Backend, the kinds a module's
// device entry takes, and the CUDA-named aliases of the previous release.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "CApiInternal.h"

#include <string>

namespace impl = ovrt::impl;
using namespace ovrt::capi;

/// The backend of `kind`, or null with the C API's error set (`fn` names
/// the function).
static const impl::Backend *backendNamed(const char *fn, const char *kind,
                                         int &rc) {
  if (!kind) {
    rc = invalid(fn, "null device kind");
    return nullptr;
  }
  ovrt::Result<const impl::Backend *> backend = impl::backendForKind(kind);
  if (!backend) {
    rc = fail(backend.status().prefixed(std::string(fn) + ": "));
    return nullptr;
  }
  return *backend;
}

extern "C" {

int ovrt_num_device_kinds(int64_t *count) {
  if (!count)
    return invalid("ovrt_num_device_kinds", "null pointer");
  *count = int64_t(impl::backendTargets().size());
  return OVRT_OK;
}

int ovrt_device_kind(int64_t index, const char **kind) {
  if (!kind)
    return invalid("ovrt_device_kind", "null pointer");
  std::vector<std::string_view> kinds = impl::backendTargets();
  if (index < 0 || index >= int64_t(kinds.size()))
    return fail(OVRT_OUT_OF_RANGE,
                "ovrt_device_kind: index " + std::to_string(index) +
                    " is outside 0 to " + std::to_string(kinds.size() - 1));
  // The table's names are string literals: NUL-terminated, static.
  *kind = kinds[size_t(index)].data();
  return OVRT_OK;
}

int ovrt_device_status(const char *kind) {
  int rc = OVRT_OK;
  const impl::Backend *backend = backendNamed("ovrt_device_status", kind, rc);
  if (!backend)
    return rc;
  ovrt::Status s = backend->deviceStatus();
  return s ? OVRT_OK : fail(s);
}

int ovrt_device_take_thread_error(const char *kind) {
  int rc = OVRT_OK;
  const impl::Backend *backend =
      backendNamed("ovrt_device_take_thread_error", kind, rc);
  if (!backend)
    return rc;
  ovrt::Status s = backend->takeThreadError();
  return s ? OVRT_OK : fail(s);
}

int ovrt_device_allocate(const char *kind, size_t bytes, void **device_ptr) {
  if (!device_ptr)
    return invalid("ovrt_device_allocate", "null pointer");
  *device_ptr = nullptr;
  int rc = OVRT_OK;
  const impl::Backend *backend = backendNamed("ovrt_device_allocate", kind, rc);
  if (!backend)
    return rc;
  ovrt::Result<void *> ptr = backend->allocate(bytes);
  if (!ptr)
    return fail(ptr.status());
  *device_ptr = *ptr;
  return OVRT_OK;
}

int ovrt_device_free(const char *kind, void *device_ptr) {
  int rc = OVRT_OK;
  const impl::Backend *backend = backendNamed("ovrt_device_free", kind, rc);
  if (!backend)
    return rc;
  ovrt::Status s = backend->release(device_ptr);
  return s ? OVRT_OK : fail(s);
}

int ovrt_device_copy(const char *kind, void *dst, const void *src,
                     size_t bytes) {
  int rc = OVRT_OK;
  const impl::Backend *backend = backendNamed("ovrt_device_copy", kind, rc);
  if (!backend)
    return rc;
  if (bytes != 0 && (!dst || !src))
    return invalid("ovrt_device_copy", "null pointer");
  ovrt::Status s = backend->copy(dst, src, bytes);
  return s ? OVRT_OK : fail(s);
}

int ovrt_module_num_device_kinds(const ovrt_module *module, int64_t *count) {
  if (!module || !count)
    return invalid("ovrt_module_num_device_kinds", "null pointer");
  *count = 1;
  return OVRT_OK;
}

int ovrt_module_device_kind(const ovrt_module *module, int64_t index,
                            const char **kind) {
  if (!module || !kind)
    return invalid("ovrt_module_device_kind", "null pointer");
  if (index != 0)
    return fail(OVRT_OUT_OF_RANGE, "ovrt_module_device_kind: index " +
                                       std::to_string(index) +
                                       " is outside 0 to 0");
  // Backends name their memory kind with a string literal.
  *kind = module->module->deviceMemoryKind().data();
  return OVRT_OK;
}

int ovrt_cuda_driver_status(void) { return ovrt_device_status("cuda"); }

int ovrt_cuda_take_thread_error(void) {
  return ovrt_device_take_thread_error("cuda");
}

int ovrt_cuda_allocate(size_t bytes, void **device_ptr) {
  return ovrt_device_allocate("cuda", bytes, device_ptr);
}

int ovrt_cuda_free(void *device_ptr) {
  return ovrt_device_free("cuda", device_ptr);
}

int ovrt_cuda_copy(void *dst, const void *src, size_t bytes) {
  return ovrt_device_copy("cuda", dst, src, bytes);
}

} // extern "C"
