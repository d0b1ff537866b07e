// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Device.h - Devices by kind (header-only) ------------*- C++ -*-===//
//
// The devices libovrt runs modules on, named by kind ("cpu", "cuda",
// "vulkan"; a module's target), and memory of a kind for
// Module::runOnDevice (ovrt_device_* in ovrt.h).
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_DEVICE_H
#define OVRT_DEVICE_H

#include "ovrt/Tensor.h"

#include <string>
#include <utility>
#include <vector>

namespace ovrt {

/// The device kinds this libovrt runs, in its fixed order.
inline std::vector<std::string> deviceKinds() {
  int64_t count = 0;
  std::vector<std::string> kinds;
  if (ovrt_num_device_kinds(&count) != OVRT_OK)
    return kinds;
  for (int64_t i = 0; i < count; ++i)
    if (const char *kind = nullptr; ovrt_device_kind(i, &kind) == OVRT_OK)
      kinds.emplace_back(kind);
  return kinds;
}

/// Success when the device of `kind` can be used; otherwise why not
/// (Unavailable: no driver, no device; InvalidArgument: an unknown kind).
inline Status deviceStatus(const std::string &kind) {
  int rc = ovrt_device_status(kind.c_str());
  return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
}

/// The first error the kind's runtime functions recorded on this thread
/// since the last call (success if none), and clears it.
inline Status deviceTakeThreadError(const std::string &kind) {
  int rc = ovrt_device_take_thread_error(kind.c_str());
  return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
}

/// `bytes` bytes of a device kind's memory, freed when destroyed.
class DeviceBuffer {
public:
  static Result<DeviceBuffer> allocate(const std::string &kind, size_t bytes) {
    void *ptr = nullptr;
    int rc = ovrt_device_allocate(kind.c_str(), bytes, &ptr);
    if (rc != OVRT_OK)
      return detail::lastError(rc);
    return DeviceBuffer(kind, ptr, bytes);
  }

  DeviceBuffer(DeviceBuffer &&other) noexcept
      : kind_(std::move(other.kind_)), data_(std::exchange(other.data_, {})),
        bytes_(std::exchange(other.bytes_, 0)) {}
  DeviceBuffer &operator=(DeviceBuffer &&other) noexcept {
    if (this != &other) {
      reset();
      kind_ = std::move(other.kind_);
      data_ = std::exchange(other.data_, nullptr);
      bytes_ = std::exchange(other.bytes_, 0);
    }
    return *this;
  }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() { reset(); }

  void *data() const { return data_; }
  size_t bytes() const { return bytes_; }
  const std::string &kind() const { return kind_; }

  /// Copies `bytes()` bytes from host memory at `src` into the buffer.
  Status copyFromHost(const void *src) const {
    int rc = ovrt_device_copy(kind_.c_str(), data_, src, bytes_);
    return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
  }
  /// Copies the buffer's `bytes()` bytes into host memory at `dst`.
  Status copyToHost(void *dst) const {
    int rc = ovrt_device_copy(kind_.c_str(), dst, data_, bytes_);
    return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
  }

private:
  DeviceBuffer(std::string kind, void *data, size_t bytes)
      : kind_(std::move(kind)), data_(data), bytes_(bytes) {}
  void reset() {
    if (data_)
      ovrt_device_free(kind_.c_str(), data_);
    data_ = nullptr;
  }

  std::string kind_;
  void *data_ = nullptr;
  size_t bytes_ = 0;
};

} // namespace ovrt

#endif // OVRT_DEVICE_H
