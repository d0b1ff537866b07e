// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- BackendTest.cpp - The backends by target (libovrt internals) -------===//
//
// makeBackend and the thread errors of the backends (runtime/lib/Backend.h,
// ThreadError.h). They are internal to libovrt, which exports only the C
// ABI, so this test compiles libovrt's sources in.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "Core.h"
#include "Cuda.h"
#include "Vulkan.h"

#include <gtest/gtest.h>

#include <string>

using namespace ovrt::impl;
using ovrt::ModuleDescriptor;

static std::unique_ptr<Backend> backendFor(const std::string &target) {
  ModuleDescriptor descriptor;
  descriptor.target = target;
  ovrt::Result<std::unique_ptr<Backend>> backend = makeBackend(descriptor);
  EXPECT_TRUE(backend.ok()) << backend.error();
  return backend.ok() ? backend.take() : nullptr;
}

TEST(BackendTest, EachKnownTargetGetsItsBackend) {
  std::unique_ptr<Backend> cpu = backendFor("cpu");
  ASSERT_TRUE(cpu);
  EXPECT_EQ(cpu->target(), "cpu");
  EXPECT_EQ(cpu->threadError(), nullptr);
  EXPECT_FALSE(cpu->hasDeviceMemory());
  EXPECT_FALSE(cpu->runsOnCallerStreams());

  std::unique_ptr<Backend> cuda = backendFor("cuda");
  ASSERT_TRUE(cuda);
  EXPECT_EQ(cuda->target(), "cuda");
  EXPECT_EQ(cuda->threadError(), &cuda::threadError());
  EXPECT_TRUE(cuda->hasDeviceMemory());
  EXPECT_TRUE(cuda->runsOnCallerStreams());

  std::unique_ptr<Backend> vulkan = backendFor("vulkan");
  ASSERT_TRUE(vulkan);
  EXPECT_EQ(vulkan->target(), "vulkan");
  EXPECT_EQ(vulkan->threadError(), &vulkan::threadError());
  // A Vulkan module runs on host tensors only.
  EXPECT_FALSE(vulkan->hasDeviceMemory());
  EXPECT_FALSE(vulkan->runsOnCallerStreams());
}

TEST(BackendTest, AnUnknownTargetIsRefusedInOneLine) {
  for (std::string target : {"tpu", "", "CUDA", "cuda "}) {
    ModuleDescriptor descriptor;
    descriptor.target = target;
    ovrt::Result<std::unique_ptr<Backend>> backend = makeBackend(descriptor);
    ASSERT_FALSE(backend.ok()) << "target '" << target << "'";
    EXPECT_EQ(backend.code(), ovrt::StatusCode::FailedPrecondition);
    EXPECT_EQ(backend.error(), "the module's target '" + target +
                                   "' has no backend in this libovrt (it "
                                   "runs cpu, cuda, vulkan)");
  }
}

TEST(BackendTest, TheDescriptorAcceptsExactlyTheTargetsWithABackend) {
  EXPECT_EQ(backendTargets(),
            (std::vector<std::string_view>{"cpu", "cuda", "vulkan"}));
  for (std::string_view target : backendTargets()) {
    EXPECT_TRUE(hasBackend(target));
    ovrt::Result<ModuleDescriptor> d = parseModuleDescriptor(
        "ovmodule 1\ntarget " + std::string(target) + "\n");
    ASSERT_TRUE(d.ok()) << d.error();
    EXPECT_EQ(d->target, target);
  }
  EXPECT_FALSE(hasBackend("tpu"));
  ovrt::Result<ModuleDescriptor> d =
      parseModuleDescriptor("ovmodule 1\ntarget tpu\n");
  ASSERT_FALSE(d.ok());
  EXPECT_NE(d.error().find("expected `target cpu`, `target cuda` or `target "
                           "vulkan`"),
            std::string::npos)
      << d.error();
}

TEST(BackendTest, TheFirstThreadErrorWinsUntilTaken) {
  ThreadError error;
  EXPECT_TRUE(error.take().ok());
  error.record("first", ovrt::StatusCode::Unavailable);
  error.record("second", ovrt::StatusCode::Internal);
  EXPECT_TRUE(error.pending());
  ovrt::Status taken = error.take();
  EXPECT_EQ(taken.code(), ovrt::StatusCode::Unavailable);
  EXPECT_EQ(taken.message(), "first");
  EXPECT_FALSE(error.pending());
  EXPECT_TRUE(error.take().ok());
}

TEST(BackendTest, ABackendTakesOnlyItsOwnThreadError) {
  std::unique_ptr<Backend> cuda = backendFor("cuda");
  std::unique_ptr<Backend> vulkan = backendFor("vulkan");
  ASSERT_TRUE(cuda && vulkan);
  cuda::threadError().record("CUDA error: x", ovrt::StatusCode::Internal);
  vulkan::threadError().record("Vulkan error: y",
                               ovrt::StatusCode::Unavailable);
  EXPECT_EQ(cuda->takeThreadError().message(), "CUDA error: x");
  EXPECT_TRUE(cuda->takeThreadError().ok());
  EXPECT_EQ(vulkan->takeThreadError().message(), "Vulkan error: y");
  EXPECT_TRUE(backendFor("cpu")->takeThreadError().ok());
}

TEST(BackendTest, LoadingStartsAndEndsWithEveryThreadErrorCleared) {
  std::unique_ptr<Backend> cuda = backendFor("cuda");
  std::unique_ptr<Backend> vulkan = backendFor("vulkan");
  ASSERT_TRUE(cuda && vulkan);
  cuda::threadError().record("stale", ovrt::StatusCode::Internal);
  vulkan::threadError().record("stale", ovrt::StatusCode::Internal);
  {
    EveryThreadErrorCleared loading;
    EXPECT_FALSE(cuda::threadError().pending());
    EXPECT_FALSE(vulkan::threadError().pending());
    // What a module's constructors leave is the backend's to take inside.
    cuda::threadError().record("kernels did not load",
                               ovrt::StatusCode::Internal);
    vulkan::threadError().record("left by another backend",
                                 ovrt::StatusCode::Internal);
    EXPECT_EQ(cuda->takeThreadError().message(), "kernels did not load");
  }
  EXPECT_FALSE(vulkan::threadError().pending());
}
