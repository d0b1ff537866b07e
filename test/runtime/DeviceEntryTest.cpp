// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- DeviceEntryTest.cpp - CUDA modules' device entry, fake driver ------===//
//
// Runs in its own process with FakeCudaDriver.c as libcuda.so.1: modules
// that ov-compile --target cuda builds load, and their host code runs
// against "device" memory that is host memory. No kernel executes (the
// outputs are not written), so these tests check what each entry point asks
// of the driver (allocations, copies, launches) and that the checks read
// the device inputs they need through a copy to the host.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "FakeCudaTest.h"
#include "TestUtil.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

namespace {

using ovrt_test::counters;
using ovrt_test::DeviceBuffer;

/// examples/roi_align.mlir compiled for the CUDA target, once per process.
const std::string &cudaRoiModule() {
  static std::string path = ovrt_test::compileExample(
      "roi_align.mlir", "--target cuda", "roi_align_cuda.so");
  return path;
}

/// ROIAlign's inputs (data [2, 64, 50, 50], 3 boxes) in device memory, and
/// its output [3, 64, 7, 7].
struct DeviceRoiRun {
  DeviceBuffer data{std::vector<float>(2 * 64 * 50 * 50, 1.0f)};
  DeviceBuffer rois{std::vector<float>{0, 0, 10, 10, 5, 5, 30, 40, 1, 2, 3, 4}};
  DeviceBuffer batch;
  DeviceBuffer out{std::vector<float>(3 * 64 * 7 * 7)};
  explicit DeviceRoiRun(std::vector<int32_t> indices) : batch(indices) {}

  ovrt::Status run(const ovrt::Module &m, bool onDevice) {
    ovrt::Tensor in[] = {data.wrap(ovrt::DType::F32, {2, 64, 50, 50}),
                         rois.wrap(ovrt::DType::F32, {3, 4}),
                         batch.wrap(ovrt::DType::I32, {3})};
    ovrt::Tensor result = out.wrap(ovrt::DType::F32, {3, 64, 7, 7});
    const ovrt::Tensor *inputs[] = {&in[0], &in[1], &in[2]};
    ovrt::Tensor *outputs[] = {&result};
    counters() = {};
    return onDevice ? m.runOnDevice("roi_align", inputs, 3, outputs, 1)
                    : m.runInto("roi_align", inputs, 3, outputs, 1);
  }
};

std::shared_ptr<ovrt::Module> loadRoi() {
  ovrt::Result<std::shared_ptr<ovrt::Module>> m =
      ovrt::Module::load(cudaRoiModule());
  EXPECT_TRUE(m.ok()) << m.error();
  return m.ok() ? m.take() : nullptr;
}

} // namespace

TEST(DeviceEntryTest, TheFakeDriverIsInUse) {
  ASSERT_TRUE(ovrt::cudaDriverStatus().ok());
  std::shared_ptr<ovrt::Module> m = loadRoi();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->descriptor().target, "cuda");
  EXPECT_GE(counters().modulesLoaded, 1);
  // The checks read the boxes and the batch indices, not the data.
  const ovrt::FunctionSpec *fn = m->descriptor().find("roi_align");
  ASSERT_NE(fn, nullptr);
  EXPECT_EQ(fn->inputsReadByCheck, (std::vector<int64_t>{1, 2}));
}

TEST(DeviceEntryTest, DeviceEntryLaunchesWithoutCopiesOrAllocations) {
  std::shared_ptr<ovrt::Module> m = loadRoi();
  ASSERT_TRUE(m);
  DeviceRoiRun run({0, 1, 1});
  ovrt::Status s = run.run(*m, /*onDevice=*/true);
  ASSERT_TRUE(s.ok()) << s.message();
  FakeCudaCounters c = counters();
  EXPECT_EQ(c.launches, 1);
  EXPECT_EQ(c.allocations, 0);
  EXPECT_EQ(c.asyncCopies, 0);
  // The boxes and the batch indices, read back for the checks.
  EXPECT_EQ(c.syncCopies, 2);
}

TEST(DeviceEntryTest, HostEntryCopiesThroughDeviceTwins) {
  std::shared_ptr<ovrt::Module> m = loadRoi();
  ASSERT_TRUE(m);
  // Host memory this time (the fake device memory is host memory too).
  DeviceRoiRun run({0, 1, 1});
  ovrt::Status s = run.run(*m, /*onDevice=*/false);
  ASSERT_TRUE(s.ok()) << s.message();
  FakeCudaCounters c = counters();
  EXPECT_EQ(c.launches, 1);
  // A twin per input and for the output; three copies in, one back.
  EXPECT_EQ(c.allocations, 4);
  EXPECT_EQ(c.frees, 4);
  EXPECT_EQ(c.asyncCopies, 4);
  EXPECT_EQ(c.syncCopies, 0);
}

TEST(DeviceEntryTest, ChecksReadDeviceInputsThroughTheHost) {
  std::shared_ptr<ovrt::Module> m = loadRoi();
  ASSERT_TRUE(m);
  DeviceRoiRun run({0, 5, 1});
  ovrt::Status s = run.run(*m, /*onDevice=*/true);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.code(), ovrt::StatusCode::OutOfRange);
  EXPECT_NE(s.message().find("a batch index is outside [0, N)"),
            std::string::npos)
      << s.message();
  EXPECT_NE(s.message().find("(box 1: 5)"), std::string::npos) << s.message();
  EXPECT_EQ(counters().launches, 0);
}

TEST(DeviceEntryTest, ModulesWithoutTheEntryAreAPreconditionFailure) {
  // The hand-written CUDA module predates the device entry.
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_CUDA_MODULE, &m), OVRT_OK)
      << ovrt_last_error();
  std::vector<float> in(4), out(4);
  int64_t shape[] = {4};
  ovrt_tensor *t[2] = {};
  ASSERT_EQ(ovrt_tensor_wrap(OVRT_F32, 1, shape, in.data(), 16, 0, nullptr,
                             nullptr, &t[0]),
            OVRT_OK);
  ASSERT_EQ(ovrt_tensor_wrap(OVRT_F32, 1, shape, out.data(), 16, 0, nullptr,
                             nullptr, &t[1]),
            OVRT_OK);
  EXPECT_EQ(ovrt_module_run_on_device(m, "copy", &t[0], 1, &t[1], 1),
            OVRT_FAILED_PRECONDITION);
  EXPECT_NE(std::strstr(ovrt_last_error(), "no entry point on device memory"),
            nullptr)
      << ovrt_last_error();
  ovrt_tensor_destroy(t[0]);
  ovrt_tensor_destroy(t[1]);
  ovrt_module_release(m);
}

TEST(DeviceEntryTest, DeviceMemoryCalls) {
  void *p = nullptr;
  counters() = {};
  ASSERT_EQ(ovrt_device_allocate("cuda", 64, &p), OVRT_OK);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(counters().allocations, 1);
  const char text[] = "device";
  char back[sizeof text] = {};
  EXPECT_EQ(ovrt_device_copy("cuda", p, text, sizeof text), OVRT_OK);
  EXPECT_EQ(ovrt_device_copy("cuda", back, p, sizeof text), OVRT_OK);
  EXPECT_STREQ(back, "device");
  EXPECT_EQ(counters().syncCopies, 2);
  EXPECT_EQ(ovrt_device_copy("cuda", nullptr, text, 1), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_device_allocate("cuda", 8, nullptr), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_device_free("cuda", p), OVRT_OK);
  EXPECT_EQ(counters().frees, 1);
  EXPECT_EQ(ovrt_device_free("cuda", nullptr), OVRT_OK);
  EXPECT_EQ(ovrt_device_status("cuda"), OVRT_OK);
  EXPECT_EQ(ovrt_device_take_thread_error("cuda"), OVRT_OK);
}

/// The CUDA names of the previous release reach the same driver calls.
TEST(DeviceEntryTest, TheCudaNamesAreAliases) {
  void *p = nullptr;
  counters() = {};
  ASSERT_EQ(ovrt_cuda_allocate(64, &p), OVRT_OK);
  const char text[] = "alias";
  EXPECT_EQ(ovrt_cuda_copy(p, text, sizeof text), OVRT_OK);
  EXPECT_EQ(ovrt_cuda_free(p), OVRT_OK);
  EXPECT_EQ(counters().allocations, 1);
  EXPECT_EQ(counters().syncCopies, 1);
  EXPECT_EQ(counters().frees, 1);
  EXPECT_EQ(ovrt_cuda_driver_status(), OVRT_OK);
  EXPECT_EQ(ovrt_cuda_take_thread_error(), OVRT_OK);
}

/// A CUDA module's device entry takes "cuda" memory; the C++ DeviceBuffer
/// allocates it.
TEST(DeviceEntryTest, ACudaModuleTakesCudaMemory) {
  std::shared_ptr<ovrt::Module> m = loadRoi();
  ASSERT_TRUE(m);
  EXPECT_EQ(m->deviceKinds(), std::vector<std::string>{"cuda"});
  counters() = {};
  {
    ovrt::Result<ovrt::DeviceBuffer> b =
        ovrt::DeviceBuffer::allocate("cuda", 256);
    ASSERT_TRUE(b.ok()) << b.error();
    EXPECT_EQ(b->kind(), "cuda");
    EXPECT_EQ(counters().allocations, 1);
  }
  EXPECT_EQ(counters().frees, 1);
}

/// A driver that cannot make the primary context current says why: the
/// call's error names cuCtxPushCurrent and its CUresult.
TEST(DeviceEntryTest, AFailedContextPushNamesItsResult) {
  void *p = nullptr;
  ASSERT_EQ(ovrt_device_allocate("cuda", 64, &p), OVRT_OK) << ovrt_last_error();
  EXPECT_EQ(ovrt_device_free("cuda", p), OVRT_OK); // the driver is loaded
  p = nullptr;
  ovrt_test::counters() = {};
  ovrt_test::counters().failCtxPush = 201; // CUDA_ERROR_INVALID_CONTEXT
  EXPECT_EQ(ovrt_device_allocate("cuda", 64, &p), OVRT_INTERNAL);
  std::string error = ovrt_last_error();
  ovrt_test::counters() = {};
  EXPECT_EQ(error, "CUDA driver: cannot make the primary context current: "
                   "cuCtxPushCurrent failed: CUDA_ERROR_INVALID_CONTEXT "
                   "(fake driver error)");
  EXPECT_EQ(p, nullptr);
  ASSERT_EQ(ovrt_device_allocate("cuda", 64, &p), OVRT_OK) << ovrt_last_error();
  EXPECT_EQ(ovrt_device_free("cuda", p), OVRT_OK);
}

/// Issue 42, class 7: host memory handed to a CUDA module's device entry
/// through the C ABI is refused before anything runs, naming the tensor and
/// the memory, as the Python package refuses NumPy arrays.
TEST(DeviceEntryTest, HostMemoryGivenToTheDeviceEntryIsRefused) {
  ovrt_module *m = nullptr;
  std::string so = ovrt_test::compileExample(
      "resnet_stem.mlir", "--target cuda", "stem_cuda_host_memory.so");
  ASSERT_EQ(ovrt_module_load(so.c_str(), &m), OVRT_OK) << ovrt_last_error();
  int64_t inShape[] = {2, 64, 112, 112}, outShape[] = {2, 64, 56, 56},
          lastShape[] = {2, 64, 28, 28};
  std::vector<float> hostX(2 * 64 * 112 * 112), hostV(2 * 64 * 56 * 56);
  std::vector<int64_t> hostI(hostV.size());
  DeviceBuffer x{hostX}, v{hostV};
  DeviceBuffer i{std::vector<int64_t>(2 * 64 * 56 * 56)};
  DeviceBuffer w{std::vector<float>(2 * 64 * 28 * 28)};
  auto wrap = [](int dtype, int64_t *shape, void *data, size_t bytes) {
    ovrt_tensor *t = nullptr;
    EXPECT_EQ(
        ovrt_tensor_wrap(dtype, 4, shape, data, bytes, 0, nullptr, nullptr, &t),
        OVRT_OK)
        << ovrt_last_error();
    return t;
  };
  size_t xBytes = hostX.size() * 4, vBytes = hostV.size() * 4;
  ovrt_tensor *hostIn = wrap(OVRT_F32, inShape, hostX.data(), xBytes);
  ovrt_tensor *deviceIn = wrap(OVRT_F32, inShape, x.data(), xBytes);
  ovrt_tensor *outs[] = {wrap(OVRT_F32, outShape, v.data(), vBytes),
                         wrap(OVRT_I64, outShape, i.data(), vBytes * 2),
                         wrap(OVRT_F32, lastShape, w.data(), vBytes / 4)};

  counters() = {};
  EXPECT_EQ(ovrt_module_run_on_device(m, "resnet_stem", &hostIn, 1, outs, 3),
            OVRT_INVALID_ARGUMENT);
  std::string error = ovrt_last_error();
  EXPECT_EQ(error.rfind("input 1: 0x", 0), 0u) << error;
  EXPECT_NE(error.find(" is pageable host memory (the CUDA driver did not "
                       "allocate, register or map it), which a cuda module's "
                       "kernels cannot use"),
            std::string::npos)
      << error;
  EXPECT_EQ(counters().launches, 0);
  EXPECT_EQ(counters().syncCopies, 0);

  ovrt_tensor *hostOut = wrap(OVRT_I64, outShape, hostI.data(), vBytes * 2);
  ovrt_tensor *mixed[] = {outs[0], hostOut, outs[2]};
  EXPECT_EQ(ovrt_module_run_on_stream(m, "resnet_stem", &deviceIn, 1, mixed, 3,
                                      nullptr),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(ovrt_last_error()).rfind("output 2: 0x", 0), 0u)
      << ovrt_last_error();
  EXPECT_EQ(counters().launches, 0);

  // Device memory runs, and is asked about once per tensor.
  counters() = {};
  EXPECT_EQ(ovrt_module_run_on_device(m, "resnet_stem", &deviceIn, 1, outs, 3),
            OVRT_OK)
      << ovrt_last_error();
  EXPECT_EQ(counters().pointerQueries, 4);
  EXPECT_GT(counters().launches, 0);

  for (ovrt_tensor *t : {hostIn, hostOut, deviceIn, outs[0], outs[1], outs[2]})
    ovrt_tensor_destroy(t);
  ovrt_module_release(m);
}
