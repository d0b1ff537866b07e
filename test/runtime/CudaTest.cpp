// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CudaTest.cpp - libovrt's CUDA backend without a GPU ----------------===//
//
// Without a CUDA driver every mgpu* function must fail softly (null handles,
// a recorded error, no crash) and a CUDA module must load (its descriptor is
// readable) but fail every run with "no CUDA driver". With a driver these
// tests skip (the GPU execution tests are the e2e `cuda` path and
// test/Integration/cuda-run.test).

#include "ovrt/Runtime.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <thread>

extern "C" {
void *ovrt_mgpuModuleLoadJIT(void *data, int optLevel);
void *ovrt_mgpuModuleLoad(void *data, size_t size);
void ovrt_mgpuModuleUnload(void *module);
void *ovrt_mgpuModuleGetFunction(void *module, const char *name);
void ovrt_mgpuLaunchKernel(void *f, intptr_t gx, intptr_t gy, intptr_t gz,
                           intptr_t bx, intptr_t by, intptr_t bz, int32_t smem,
                           void *stream, void **params, void **extra,
                           size_t paramsCount);
void *ovrt_mgpuStreamCreate();
void ovrt_mgpuStreamSynchronize(void *stream);
void ovrt_mgpuStreamDestroy(void *stream);
void *ovrt_mgpuEventCreate();
void ovrt_mgpuEventDestroy(void *event);
void *ovrt_mgpuMemAlloc(uint64_t bytes, void *stream, bool hostShared);
void ovrt_mgpuMemFree(void *ptr, void *stream);
void ovrt_mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream);
void ovrt_mgpuMemset32(void *dst, unsigned value, size_t count, void *stream);
}

namespace {

/// Skips the test when a CUDA driver and device are present.
#define SKIP_WITH_DRIVER()                                                     \
  do {                                                                         \
    if (ovrt::cudaDriverStatus().ok())                                         \
      GTEST_SKIP() << "a CUDA driver is present; the no-driver paths are "     \
                      "not reachable";                                         \
  } while (0)

TEST(CudaTest, NoDriverIsAnError) {
  SKIP_WITH_DRIVER();
  ovrt::Status s = ovrt::cudaDriverStatus();
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("CUDA"), std::string::npos) << s.message();
  // Asked again: the same answer (the driver is looked for once).
  EXPECT_EQ(ovrt::cudaDriverStatus().message(), s.message());
}

TEST(CudaTest, MgpuFunctionsFailSoftlyWithoutADriver) {
  SKIP_WITH_DRIVER();
  (void)ovrt::cudaTakeThreadError();
  static const char ptx[] = ".version 7.8\n.target sm_90\n";
  EXPECT_EQ(ovrt_mgpuModuleLoadJIT(const_cast<char *>(ptx), 2), nullptr);
  ovrt::Status first = ovrt::cudaTakeThreadError();
  ASSERT_FALSE(first.ok());
  EXPECT_EQ(first.message(), ovrt::cudaDriverStatus().message());
  // Taken: cleared.
  EXPECT_TRUE(ovrt::cudaTakeThreadError().ok());

  // Everything a compiled module calls, in order, with the null handles
  // the failed calls return: no crash, one error.
  void *stream = ovrt_mgpuStreamCreate();
  EXPECT_EQ(stream, nullptr);
  void *device = ovrt_mgpuMemAlloc(64, stream, false);
  EXPECT_EQ(device, nullptr);
  float host[16] = {0};
  ovrt_mgpuMemcpy(device, host, sizeof host, stream);
  ovrt_mgpuMemset32(device, 0, 16, stream);
  void *fn = ovrt_mgpuModuleGetFunction(nullptr, "kernel");
  EXPECT_EQ(fn, nullptr);
  void *params[1] = {&device};
  ovrt_mgpuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, stream, params, nullptr, 1);
  ovrt_mgpuMemcpy(host, device, sizeof host, stream);
  ovrt_mgpuMemFree(device, stream);
  ovrt_mgpuStreamSynchronize(stream);
  ovrt_mgpuStreamDestroy(stream);
  ovrt_mgpuModuleUnload(nullptr);
  EXPECT_EQ(ovrt_mgpuEventCreate(), nullptr);
  ovrt_mgpuEventDestroy(nullptr);
  EXPECT_EQ(ovrt_mgpuModuleLoad(const_cast<char *>(ptx), sizeof ptx), nullptr);
  ovrt::Status s = ovrt::cudaTakeThreadError();
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.message(), ovrt::cudaDriverStatus().message());
}

TEST(CudaTest, EmptyWorkNeedsNoDriver) {
  (void)ovrt::cudaTakeThreadError();
  // Zero-size allocations and copies, and empty grids, are no-ops.
  EXPECT_EQ(ovrt_mgpuMemAlloc(0, nullptr, false), nullptr);
  ovrt_mgpuMemcpy(nullptr, nullptr, 0, nullptr);
  ovrt_mgpuLaunchKernel(nullptr, 0, 1, 1, 256, 1, 1, 0, nullptr, nullptr,
                        nullptr, 0);
  EXPECT_TRUE(ovrt::cudaTakeThreadError().ok());
}

TEST(CudaTest, ErrorsAreThreadLocal) {
  SKIP_WITH_DRIVER();
  (void)ovrt::cudaTakeThreadError();
  EXPECT_EQ(ovrt_mgpuStreamCreate(), nullptr);
  bool otherThreadClean = false;
  std::thread([&] {
    otherThreadClean = ovrt::cudaTakeThreadError().ok();
  }).join();
  EXPECT_TRUE(otherThreadClean);
  EXPECT_FALSE(ovrt::cudaTakeThreadError().ok());
}

TEST(CudaTest, CudaModuleLoadsButDoesNotRunWithoutADriver) {
  SKIP_WITH_DRIVER();
  auto module = ovrt::Module::load(OVRT_FAKE_CUDA_MODULE);
  ASSERT_TRUE(module.ok()) << module.error();
  EXPECT_EQ((*module)->descriptor().target, "cuda");
  ASSERT_NE((*module)->function("copy"), nullptr);
  auto input = ovrt::Tensor::allocate(ovrt::DType::F32, {4});
  ASSERT_TRUE(input.ok());
  std::vector<ovrt::Tensor> inputs;
  inputs.push_back(input.take());
  auto shapes = (*module)->outputShapes(
      "copy", std::vector<const ovrt::Tensor *>{&inputs[0]}.data(), 1);
  ASSERT_TRUE(shapes.ok()) << shapes.error(); // the check runs on the host
  for (int i = 0; i < 2; ++i) {
    auto out = (*module)->run("copy", inputs);
    ASSERT_FALSE(out.ok());
    EXPECT_EQ(out.error(), ovrt::cudaDriverStatus().message());
  }
  // Nothing is left pending on this thread.
  EXPECT_TRUE(ovrt::cudaTakeThreadError().ok());
}

// A module that imports MLIR's own GPU runtime names (mgpu*), not libovrt's
// (ovrt_mgpu*), would bind to whichever library defines them first: refused
// before dlopen, naming what it imports.
TEST(CudaTest, ModulesBuiltForMlirsRuntimeAreRefused) {
  auto module = ovrt::Module::load(OVRT_FAKE_MLIR_CUDA_MODULE);
  ASSERT_FALSE(module.ok());
  EXPECT_NE(module.error().find("a CUDA module built for MLIR's GPU runtime "
                                "(it imports mgpu"),
            std::string::npos)
      << module.error();
  EXPECT_NE(module.error().find("compile it again with this ov-compile"),
            std::string::npos)
      << module.error();
}

TEST(CudaTest, CpuModulesSayCpu) {
  auto module = ovrt::Module::load(OVRT_FAKE_MODULE);
  ASSERT_TRUE(module.ok()) << module.error();
  EXPECT_EQ((*module)->descriptor().target, "cpu");
}

} // namespace
