// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeviceKindsTest.cpp - Devices by kind, without a GPU --------------===//
//
// The backend-neutral device functions (ovrt_device_*, ovrt/Device.h) on
// the kinds every machine has ("cpu"; "vulkan", whose device memory is host
// memory), their errors, and a CPU module's device kind and run on memory
// of it. The CUDA kind against a driver: DeviceEntryTest (fake driver).
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

TEST(DeviceKindsTest, TheKindsAreTheTargets) {
  EXPECT_EQ(ovrt::deviceKinds(),
            (std::vector<std::string>{"cpu", "cuda", "vulkan"}));
  const char *kind = nullptr;
  EXPECT_EQ(ovrt_device_kind(3, &kind), OVRT_OUT_OF_RANGE);
  EXPECT_STREQ(ovrt_last_error(),
               "ovrt_device_kind: index 3 is outside 0 to 2");
  EXPECT_EQ(ovrt_device_kind(-1, &kind), OVRT_OUT_OF_RANGE);
  EXPECT_EQ(ovrt_num_device_kinds(nullptr), OVRT_INVALID_ARGUMENT);
}

TEST(DeviceKindsTest, AnUnknownKindIsNamed) {
  void *p = reinterpret_cast<void *>(1);
  EXPECT_EQ(ovrt_device_allocate("rocm", 16, &p), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(p, nullptr);
  EXPECT_STREQ(ovrt_last_error(),
               "ovrt_device_allocate: unknown device kind 'rocm' (libovrt "
               "knows cpu, cuda, vulkan)");
  EXPECT_EQ(ovrt_device_status("CPU"), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_device_status(nullptr), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_device_free("rocm", nullptr), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_device_take_thread_error(""), OVRT_INVALID_ARGUMENT);
}

TEST(DeviceKindsTest, HostKindsAllocateAlignedHostMemory) {
  for (const char *kind : {"cpu", "vulkan"}) {
    SCOPED_TRACE(kind);
    ASSERT_TRUE(ovrt::deviceTakeThreadError(kind).ok());
    void *p = nullptr;
    ASSERT_EQ(ovrt_device_allocate(kind, 100, &p), OVRT_OK)
        << ovrt_last_error();
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(p) % 64, 0u);
    const char text[] = "host memory";
    char back[sizeof text] = {};
    EXPECT_EQ(ovrt_device_copy(kind, p, text, sizeof text), OVRT_OK);
    EXPECT_EQ(std::memcmp(p, text, sizeof text), 0); // host memory indeed
    EXPECT_EQ(ovrt_device_copy(kind, back, p, sizeof text), OVRT_OK);
    EXPECT_STREQ(back, text);
    EXPECT_EQ(ovrt_device_copy(kind, nullptr, text, 1), OVRT_INVALID_ARGUMENT);
    EXPECT_EQ(ovrt_device_free(kind, p), OVRT_OK);
    EXPECT_EQ(ovrt_device_free(kind, nullptr), OVRT_OK);
    ASSERT_EQ(ovrt_device_allocate(kind, 0, &p), OVRT_OK);
    EXPECT_EQ(p, nullptr);
  }
  EXPECT_TRUE(ovrt::deviceStatus("cpu").ok());
  void *p = nullptr;
  EXPECT_EQ(ovrt_device_allocate("cpu", SIZE_MAX, &p), OVRT_RESOURCE_EXHAUSTED);
  EXPECT_EQ(p, nullptr);
}

/// The CUDA names are the "cuda" kind's functions under another name.
TEST(DeviceKindsTest, TheCudaNamesAreAliases) {
  int byName = ovrt_device_status("cuda");
  std::string reason = byName == OVRT_OK ? "" : ovrt_last_error();
  EXPECT_EQ(ovrt_cuda_driver_status(), byName);
  EXPECT_EQ(byName == OVRT_OK ? "" : std::string(ovrt_last_error()), reason);
  EXPECT_TRUE(byName == OVRT_OK || byName == OVRT_UNAVAILABLE) << reason;
  EXPECT_EQ(ovrt::cudaDriverStatus().ok(), byName == OVRT_OK);
}

TEST(DeviceKindsTest, ACPUModuleRunsOnMemoryOfItsKind) {
  static std::string path =
      ovrt_test::compileExample("roi_align.mlir", "", "roi_align.so");
  ovrt::Result<std::shared_ptr<ovrt::Module>> loaded = ovrt::Module::load(path);
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  std::shared_ptr<ovrt::Module> m = loaded.take();
  ASSERT_EQ(m->deviceKinds(), std::vector<std::string>{"cpu"});

  std::vector<float> data(2 * 64 * 50 * 50),
      rois = {0, 0, 10, 10, 5, 5, 30, 40};
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = float(i % 613) * 0.5f;
  std::vector<int32_t> batch = {1, 0};
  auto upload = [](const auto &values) {
    ovrt::Result<ovrt::DeviceBuffer> b =
        ovrt::DeviceBuffer::allocate("cpu", values.size() * sizeof(values[0]));
    EXPECT_TRUE(b.ok()) << b.error();
    ovrt::DeviceBuffer buffer = b.take();
    EXPECT_TRUE(buffer.copyFromHost(values.data()).ok());
    return buffer;
  };
  ovrt::DeviceBuffer dData = upload(data), dRois = upload(rois),
                     dBatch = upload(batch);
  ovrt::Result<ovrt::DeviceBuffer> dOut =
      ovrt::DeviceBuffer::allocate("cpu", 2 * 64 * 7 * 7 * sizeof(float));
  ASSERT_TRUE(dOut.ok());
  auto wrap = [](const ovrt::DeviceBuffer &b, ovrt::DType type,
                 std::vector<int64_t> shape) {
    return ovrt::Tensor::wrap(type, std::move(shape), b.data(), b.bytes())
        .take();
  };
  ovrt::Tensor in[] = {wrap(dData, ovrt::DType::F32, {2, 64, 50, 50}),
                       wrap(dRois, ovrt::DType::F32, {2, 4}),
                       wrap(dBatch, ovrt::DType::I32, {2})};
  ovrt::Tensor out = wrap(*dOut, ovrt::DType::F32, {2, 64, 7, 7});
  const ovrt::Tensor *inputs[] = {&in[0], &in[1], &in[2]};
  ovrt::Tensor *outputs[] = {&out};
  ASSERT_TRUE(m->runOnDevice("roi_align", inputs, 3, outputs, 1).ok());

  ovrt::Result<std::vector<ovrt::Tensor>> host = m->run("roi_align", inputs, 3);
  ASSERT_TRUE(host.ok()) << host.error();
  std::vector<float> back(2 * 64 * 7 * 7);
  ASSERT_TRUE(dOut->copyToHost(back.data()).ok());
  EXPECT_EQ(std::memcmp(back.data(), (*host)[0].data(), back.size() * 4), 0);
  EXPECT_NE(back[64 * 49 + 5], 0.0f); // box 2 read batch 0's data
}
