// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FakeCudaTest.h - Tests against the stand-in CUDA driver --*- C++ -*-===//
//
// Helpers of the tests that run with FakeCudaDriver.c as libcuda.so.1
// (DeviceEntryTest.cpp, StreamEntryTest.cpp): its counters, and buffers in
// its "device" memory.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_TEST_FAKECUDATEST_H
#define OVRT_TEST_FAKECUDATEST_H

#include "FakeCudaCounters.h"

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <vector>

namespace ovrt_test {

/// The fake driver's counters (libovrt dlopened it; this finds that copy).
inline FakeCudaCounters &counters() {
  static FakeCudaCounters *c = [] {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    auto get = lib ? reinterpret_cast<FakeCudaCounters *(*)()>(
                         dlsym(lib, "fake_cuda_counters"))
                   : nullptr;
    return get ? get() : nullptr;
  }();
  if (!c) {
    ADD_FAILURE() << "the fake CUDA driver is not loaded";
    static FakeCudaCounters none{};
    return none;
  }
  return *c;
}

/// A buffer in (fake) device memory holding `values`, freed at scope exit.
class DeviceBuffer {
public:
  template <typename T> explicit DeviceBuffer(const std::vector<T> &values) {
    bytes_ = values.size() * sizeof(T);
    EXPECT_EQ(ovrt_device_allocate("cuda", bytes_, &ptr_), OVRT_OK)
        << ovrt_last_error();
    EXPECT_EQ(ovrt_device_copy("cuda", ptr_, values.data(), bytes_), OVRT_OK)
        << ovrt_last_error();
  }
  ~DeviceBuffer() { EXPECT_EQ(ovrt_device_free("cuda", ptr_), OVRT_OK); }
  void *data() const { return ptr_; }
  ovrt::Tensor wrap(ovrt::DType type, std::vector<int64_t> shape) const {
    ovrt::Result<ovrt::Tensor> t =
        ovrt::Tensor::wrap(type, std::move(shape), ptr_, bytes_);
    EXPECT_TRUE(t.ok()) << t.error();
    return t.ok() ? t.take() : ovrt::Tensor();
  }

private:
  void *ptr_ = nullptr;
  size_t bytes_ = 0;
};

} // namespace ovrt_test

#endif // OVRT_TEST_FAKECUDATEST_H
