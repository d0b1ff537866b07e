// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StagingTest.cpp - Module::run's pinned host path, stand-in driver --===//
//
// Module::run (ovrt_module_run, runInto on host memory) of a CUDA module
// stages large calls through pinned memory libovrt owns and reuses
// (lib/CudaStaging.cpp). Against FakeCudaDriver.c, whose copies are real
// memcpy and which counts pinned allocations and copies from or to them,
// these tests run the hand-written module FakeCudaModule.c built with
// FAKE_DEVICE_ENTRY (copy: output = input, through device memory) and check
// the data and what each path asked of the driver.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "FakeCudaTest.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

using ovrt_test::counters;

/// Chunks of 4 MiB (kChunk in CudaStaging.cpp): 10 MiB are 3 chunks.
constexpr int64_t kLarge = (10 << 20) / 4;
/// 4 KiB, below the staging threshold (1 MiB moved).
constexpr int64_t kSmall = 1024;

std::shared_ptr<ovrt::Module> loadCopy() {
  ovrt::Result<std::shared_ptr<ovrt::Module>> m =
      ovrt::Module::load(OVRT_FAKE_CUDA_STAGING_MODULE);
  EXPECT_TRUE(m.ok()) << m.error();
  return m.ok() ? m.take() : nullptr;
}

std::vector<float> ramp(int64_t n) {
  std::vector<float> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i)
    v[size_t(i)] = float(i % 100003) * 0.5f;
  return v;
}

/// Module::run of `copy` on `n` floats, counters reset first (cuMemHostAlloc
/// failing when `failPinning`); the output must equal the input.
void runCopy(const ovrt::Module &m, int64_t n, bool failPinning = false) {
  std::vector<float> values = ramp(n);
  ovrt::Result<ovrt::Tensor> x =
      ovrt::Tensor::fromVector(ovrt::DType::F32, {n}, values);
  ASSERT_TRUE(x.ok()) << x.error();
  const ovrt::Tensor *inputs[] = {&*x};
  counters() = {};
  counters().failHostAlloc = failPinning;
  ovrt::Result<std::vector<ovrt::Tensor>> out = m.run("copy", inputs, 1);
  ASSERT_TRUE(out.ok()) << out.error();
  ASSERT_EQ((*out)[0].numElements(), n);
  EXPECT_EQ(std::memcmp((*out)[0].data(), values.data(), size_t(n) * 4), 0)
      << "the output is not the input";
}

/// The module's own path: two device twins, copies in and out from pageable
/// memory, nothing pinned.
void expectModulesPath() {
  EXPECT_EQ(counters().hostAllocations, 0);
  EXPECT_EQ(counters().pinnedCopies, 0);
  EXPECT_EQ(counters().allocations, 2);
  EXPECT_EQ(counters().asyncCopies, 3); // in, the "kernel", out
  EXPECT_EQ(counters().launches, 1);
}

TEST(StagingTest, SmallHostCallsTakeTheModulesPath) {
  std::shared_ptr<ovrt::Module> m = loadCopy();
  ASSERT_TRUE(m);
  runCopy(*m, kSmall);
  expectModulesPath();
}

TEST(StagingTest, LargeHostCallsStageThroughReusedPinnedMemory) {
  std::shared_ptr<ovrt::Module> m = loadCopy();
  ASSERT_TRUE(m);
  for (int call = 0; call < 3; ++call) {
    SCOPED_TRACE("call " + std::to_string(call + 1));
    runCopy(*m, kLarge);
    // One pinned block at most, on the first staged call of the process;
    // later calls reuse it (and the stream and events).
    EXPECT_LE(counters().hostAllocations, call == 0 ? 1 : 0);
    EXPECT_LE(counters().streamsCreated, call == 0 ? 1 : 0)
        << "the stager's stream comes with its pinned block";
    // 3 chunks in and 3 out, all async from or to pinned memory; the one
    // other async copy is the module's device-to-device "kernel".
    EXPECT_EQ(counters().pinnedCopies, 6);
    EXPECT_EQ(counters().asyncCopies, 7);
    EXPECT_EQ(counters().syncCopies, 0);
    EXPECT_EQ(counters().eventRecords, 6);
    // Device twins from the stream-ordered pool, never a blocking call.
    EXPECT_EQ(counters().allocations, 2);
    EXPECT_EQ(counters().blockingAllocations, 0);
    EXPECT_EQ(counters().blockingFrees, 0);
    EXPECT_EQ(counters().launches, 1);
    // One wait for the whole call (the device entry's own synchronization
    // is the stager's stream, which the call waits for once).
    EXPECT_EQ(counters().streamSyncs, 1);
  }
}

TEST(StagingTest, RunIntoHostOutputsStagesToo) {
  std::shared_ptr<ovrt::Module> m = loadCopy();
  ASSERT_TRUE(m);
  std::vector<float> values = ramp(kLarge), result(size_t(kLarge), -1.0f);
  ovrt::Result<ovrt::Tensor> x =
      ovrt::Tensor::fromVector(ovrt::DType::F32, {kLarge}, values);
  ovrt::Result<ovrt::Tensor> y = ovrt::Tensor::wrap(
      ovrt::DType::F32, {kLarge}, result.data(), result.size() * 4);
  ASSERT_TRUE(x.ok() && y.ok());
  const ovrt::Tensor *inputs[] = {&*x};
  ovrt::Tensor *outputs[] = {&*y};
  counters() = {};
  ovrt::Status s = m->runInto("copy", inputs, 1, outputs, 1);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(result, values);
  EXPECT_EQ(counters().pinnedCopies, 6);
}

/// In a fresh process (gtest re-executes the binary for the death test), so
/// that no pinned block exists yet: with cuMemHostAlloc failing the call
/// takes the module's path with the same output; once it succeeds again the
/// next call pins.
TEST(StagingTest, FailedPinningFallsBackToTheModulesPath) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(
      {
        std::shared_ptr<ovrt::Module> m = loadCopy();
        runCopy(*m, kLarge, /*failPinning=*/true);
        bool fellBack =
            counters().hostAllocations == 0 && counters().pinnedCopies == 0 &&
            counters().allocations == 2 && counters().asyncCopies == 3;
        runCopy(*m, kLarge, /*failPinning=*/true);
        bool stillFallsBack = counters().pinnedCopies == 0;
        runCopy(*m, kLarge);
        bool pins =
            counters().hostAllocations == 1 && counters().pinnedCopies == 6;
        std::fprintf(stderr, "fell back %d, still %d, pins after %d, %s\n",
                     fellBack, stillFallsBack, pins,
                     testing::Test::HasFailure() ? "failures" : "equal");
        std::exit(fellBack && stillFallsBack && pins &&
                          !testing::Test::HasFailure()
                      ? 0
                      : 1);
      },
      testing::ExitedWithCode(0), "fell back 1, still 1, pins after 1, equal");
}

/// A staged call whose device twins cannot be freed (cuMemFreeAsync fails
/// after the outputs are complete) fails with the driver's CUresult rather
/// than ignoring it, and leaves no error behind for the next call.
TEST(StagingTest, AFailedFreeOfTheTwinsFailsTheCall) {
  std::shared_ptr<ovrt::Module> m = loadCopy();
  ASSERT_TRUE(m);
  std::vector<float> values = ramp(kLarge);
  ovrt::Result<ovrt::Tensor> x =
      ovrt::Tensor::fromVector(ovrt::DType::F32, {kLarge}, values);
  ASSERT_TRUE(x.ok()) << x.error();
  const ovrt::Tensor *inputs[] = {&*x};
  counters() = {};
  counters().failFreeAsync = 1; // CUDA_ERROR_INVALID_VALUE
  ovrt::Result<std::vector<ovrt::Tensor>> out = m->run("copy", inputs, 1);
  long pinnedCopies = counters().pinnedCopies;
  counters() = {};
  ASSERT_FALSE(out.ok());
  EXPECT_NE(out.error().find("cuMemFreeAsync failed: CUDA_ERROR_INVALID_VALUE"),
            std::string::npos)
      << out.error();
  EXPECT_EQ(pinnedCopies, 6) << "the call was not staged";
  runCopy(*m, kLarge);
  EXPECT_EQ(counters().pinnedCopies, 6);
}

} // namespace
