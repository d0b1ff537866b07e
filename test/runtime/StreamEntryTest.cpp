// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- StreamEntryTest.cpp - run_on_stream against the fake driver --------===//
//
// ovrt_module_run_on_stream enqueues a CUDA module's device entry on the
// caller's stream. Against FakeCudaDriver.c (libcuda.so.1 of this test
// process) these tests check what the call asks of the driver: the launches,
// all on the caller's stream, and no synchronization, allocation, copy or
// stream of its own; and which functions it refuses.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "FakeCudaTest.h"
#include "TestUtil.h"

#include <gtest/gtest.h>

#include <vector>

namespace {

using ovrt_test::counters;
using ovrt_test::DeviceBuffer;

/// A stream handle of the caller's (the fake driver never dereferences it).
void *const kCallerStream = reinterpret_cast<void *>(uintptr_t(0x5f00));

std::shared_ptr<ovrt::Module> loadExample(const std::string &example,
                                          const std::string &so) {
  ovrt::Result<std::shared_ptr<ovrt::Module>> m = ovrt::Module::load(
      ovrt_test::compileExample(example, "--target cuda", so));
  EXPECT_TRUE(m.ok()) << m.error();
  return m.ok() ? m.take() : nullptr;
}

/// examples/resnet_stem.mlir (two MaxPools) on device buffers: x [2, 64,
/// 112, 112] f32 -> [2, 64, 56, 56] f32 and i64, [2, 64, 28, 28] f32.
struct StemRun {
  DeviceBuffer x{std::vector<float>(2 * 64 * 112 * 112, 1.0f)};
  DeviceBuffer v{std::vector<float>(2 * 64 * 56 * 56)};
  DeviceBuffer i{std::vector<int64_t>(2 * 64 * 56 * 56)};
  DeviceBuffer w{std::vector<float>(2 * 64 * 28 * 28)};

  /// run_on_stream on `stream`, or run_on_device when `sync`.
  ovrt::Status run(const ovrt::Module &m, void *stream, bool sync = false) {
    ovrt::Tensor in = x.wrap(ovrt::DType::F32, {2, 64, 112, 112});
    ovrt::Tensor out[] = {v.wrap(ovrt::DType::F32, {2, 64, 56, 56}),
                          i.wrap(ovrt::DType::I64, {2, 64, 56, 56}),
                          w.wrap(ovrt::DType::F32, {2, 64, 28, 28})};
    const ovrt::Tensor *inputs[] = {&in};
    ovrt::Tensor *outputs[] = {&out[0], &out[1], &out[2]};
    counters() = {};
    counters().expectedStream = stream;
    return sync ? m.runOnDevice("resnet_stem", inputs, 1, outputs, 3)
                : m.runOnStream("resnet_stem", inputs, 1, outputs, 3, stream);
  }
};

/// Two MaxPools in a row: the first one's output is an intermediate, which
/// the device entry allocates and frees (mgpuMemAlloc/MemFree).
const char *const kTwoPools = R"(
func.func @two_pools(%x: tensor<1x4x16x16xf32>) -> tensor<1x4x4x4xf32> {
  %a = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0]
         pads_end = [0, 0] : tensor<1x4x16x16xf32> -> tensor<1x4x8x8xf32>
  %b = ov.max_pool_v1 %a kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0]
         pads_end = [0, 0] : tensor<1x4x8x8xf32> -> tensor<1x4x4x4xf32>
  return %b : tensor<1x4x4x4xf32>
}
)";

/// kTwoPools compiled for the CUDA target, once per process.
std::shared_ptr<ovrt::Module> loadTwoPools() {
  static ovrt_test::TempDir *dir = new ovrt_test::TempDir;
  static std::string so = [] {
    std::string mlir = dir->file("two_pools.mlir"), out = dir->file("two.so");
    EXPECT_TRUE(ovrt_test::writeFile(mlir, kTwoPools));
    int status = -1;
    std::string log =
        ovrt_test::runCommand(std::string("'") + OV_COMPILE_PATH + "' '" +
                                  mlir + "' --target cuda -o '" + out + "'",
                              &status);
    EXPECT_EQ(status, 0) << log;
    return out;
  }();
  ovrt::Result<std::shared_ptr<ovrt::Module>> m = ovrt::Module::load(so);
  EXPECT_TRUE(m.ok()) << m.error();
  return m.ok() ? m.take() : nullptr;
}

/// What a stream call may ask of the driver: launches on the caller's
/// stream, nothing else.
void expectOnlyLaunchesOn(const FakeCudaCounters &c, long launches) {
  EXPECT_EQ(c.launches, launches);
  EXPECT_EQ(c.launchesOnOtherStreams, 0);
  EXPECT_EQ(c.streamSyncs, 0);
  EXPECT_EQ(c.eventSyncs, 0);
  EXPECT_EQ(c.streamsCreated, 0);
  EXPECT_EQ(c.allocations, 0);
  EXPECT_EQ(c.frees, 0);
  EXPECT_EQ(c.syncCopies, 0);
  EXPECT_EQ(c.asyncCopies, 0);
}

/// Runs kTwoPools on `stream` and checks that its intermediate came from
/// the stream-ordered pool on that stream, with nothing blocking.
void expectStreamOrderedIntermediate(void *stream) {
  std::shared_ptr<ovrt::Module> m = loadTwoPools();
  ASSERT_TRUE(m);
  DeviceBuffer x{std::vector<float>(4 * 16 * 16)};
  DeviceBuffer y{std::vector<float>(4 * 4 * 4)};
  ovrt::Tensor in = x.wrap(ovrt::DType::F32, {1, 4, 16, 16});
  ovrt::Tensor out = y.wrap(ovrt::DType::F32, {1, 4, 4, 4});
  const ovrt::Tensor *inputs[] = {&in};
  ovrt::Tensor *outputs[] = {&out};
  counters() = {};
  counters().expectedStream = stream;
  ovrt::Status s = m->runOnStream("two_pools", inputs, 1, outputs, 1, stream);
  ASSERT_TRUE(s.ok()) << s.message();
  FakeCudaCounters c = counters();
  EXPECT_EQ(c.launches, 2);
  EXPECT_EQ(c.launchesOnOtherStreams, 0);
  EXPECT_EQ(c.allocations, 1);
  EXPECT_EQ(c.frees, 1);
  EXPECT_EQ(c.blockingAllocations, 0);
  EXPECT_EQ(c.blockingFrees, 0);
  EXPECT_EQ(c.memoryOpsOnOtherStreams, 0);
  EXPECT_EQ(c.streamSyncs, 0);
  EXPECT_EQ(c.streamsCreated, 0);
}

} // namespace

TEST(StreamEntryTest, MaxPoolEnqueuesOnTheCallersStreamOnly) {
  std::shared_ptr<ovrt::Module> m =
      loadExample("resnet_stem.mlir", "stem_cuda.so");
  ASSERT_TRUE(m);
  StemRun run;
  ovrt::Status s = run.run(*m, kCallerStream);
  ASSERT_TRUE(s.ok()) << s.message();
  // One kernel per MaxPool.
  expectOnlyLaunchesOn(counters(), 2);
}

TEST(StreamEntryTest, NullIsTheLegacyDefaultStream) {
  std::shared_ptr<ovrt::Module> m =
      loadExample("resnet_stem.mlir", "stem_cuda.so");
  ASSERT_TRUE(m);
  StemRun run;
  ovrt::Status s = run.run(*m, nullptr);
  ASSERT_TRUE(s.ok()) << s.message();
  expectOnlyLaunchesOn(counters(), 2);
}

TEST(StreamEntryTest, IntermediatesAreStreamOrderedOnTheCallersStream) {
  expectStreamOrderedIntermediate(kCallerStream);
  // On the legacy default stream too (the module's own null stream would
  // get a blocking cuMemAlloc and cuMemFree).
  expectStreamOrderedIntermediate(nullptr);
}

TEST(StreamEntryTest, TheSynchronousCallsKeepTheirOwnStream) {
  std::shared_ptr<ovrt::Module> m =
      loadExample("resnet_stem.mlir", "stem_cuda.so");
  ASSERT_TRUE(m);
  StemRun run;
  ASSERT_TRUE(run.run(*m, kCallerStream).ok());
  // Right after a stream call on this thread: the module's own stream,
  // synchronized before the call returns.
  ovrt::Status s = run.run(*m, kCallerStream, /*sync=*/true);
  ASSERT_TRUE(s.ok()) << s.message();
  FakeCudaCounters c = counters();
  EXPECT_EQ(c.launches, 2);
  EXPECT_EQ(c.launchesOnOtherStreams, 2);
  EXPECT_EQ(c.streamSyncs, 1);
}

TEST(StreamEntryTest, BadShapesFailBeforeAnythingIsEnqueued) {
  std::shared_ptr<ovrt::Module> m =
      loadExample("resnet_stem.mlir", "stem_cuda.so");
  ASSERT_TRUE(m);
  StemRun run;
  // Output 2 (the indices) as f32, in memory of its own (outputs sharing
  // memory are refused before shapes are compared).
  DeviceBuffer f32Indices{std::vector<float>(2 * 64 * 56 * 56)};
  ovrt::Tensor in = run.x.wrap(ovrt::DType::F32, {2, 64, 112, 112});
  ovrt::Tensor out[] = {run.v.wrap(ovrt::DType::F32, {2, 64, 56, 56}),
                        f32Indices.wrap(ovrt::DType::F32, {2, 64, 56, 56}),
                        run.w.wrap(ovrt::DType::F32, {2, 64, 28, 28})};
  const ovrt::Tensor *inputs[] = {&in};
  ovrt::Tensor *outputs[] = {&out[0], &out[1], &out[2]};
  counters() = {};
  ovrt::Status s =
      m->runOnStream("resnet_stem", inputs, 1, outputs, 3, kCallerStream);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.code(), ovrt::StatusCode::InvalidArgument);
  EXPECT_NE(s.message().find("output 2: expected i64 [2, 64, 56, 56]"),
            std::string::npos)
      << s.message();
  expectOnlyLaunchesOn(counters(), 0);
}

TEST(StreamEntryTest, ROIAlignIsRefusedWithoutReadingItsInputs) {
  // Its checks read the boxes and batch indices on the host, which would
  // wait for the stream: refused, nothing read, nothing enqueued.
  std::shared_ptr<ovrt::Module> m =
      loadExample("roi_align.mlir", "roi_align_cuda.so");
  ASSERT_TRUE(m);
  DeviceBuffer data{std::vector<float>(2 * 64 * 50 * 50)};
  DeviceBuffer rois{std::vector<float>(3 * 4)};
  DeviceBuffer batch{std::vector<int32_t>{0, 7, 1}};
  DeviceBuffer out{std::vector<float>(3 * 64 * 7 * 7)};
  ovrt::Tensor in[] = {data.wrap(ovrt::DType::F32, {2, 64, 50, 50}),
                       rois.wrap(ovrt::DType::F32, {3, 4}),
                       batch.wrap(ovrt::DType::I32, {3})};
  ovrt::Tensor result = out.wrap(ovrt::DType::F32, {3, 64, 7, 7});
  const ovrt::Tensor *inputs[] = {&in[0], &in[1], &in[2]};
  ovrt::Tensor *outputs[] = {&result};
  counters() = {};
  ovrt::Status s =
      m->runOnStream("roi_align", inputs, 3, outputs, 1, kCallerStream);
  ASSERT_FALSE(s.ok());
  EXPECT_EQ(s.code(), ovrt::StatusCode::FailedPrecondition);
  EXPECT_NE(s.message().find("function 'roi_align' cannot run on a stream: "
                             "its checks read the values of input 2 and 3"),
            std::string::npos)
      << s.message();
  expectOnlyLaunchesOn(counters(), 0);
}

TEST(StreamEntryTest, CpuModulesAndBadArgumentsAreRefused) {
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_MODULE, &m), OVRT_OK)
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
  EXPECT_EQ(ovrt_module_run_on_stream(m, "add1", &t[0], 1, &t[1], 1, nullptr),
            OVRT_FAILED_PRECONDITION);
  EXPECT_NE(std::string(ovrt_last_error())
                .find("run_on_stream needs a CUDA "
                      "module"),
            std::string::npos)
      << ovrt_last_error();
  EXPECT_EQ(
      ovrt_module_run_on_stream(nullptr, "add1", &t[0], 1, &t[1], 1, nullptr),
      OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_module_run_on_stream(m, nullptr, &t[0], 1, &t[1], 1, nullptr),
            OVRT_INVALID_ARGUMENT);
  ovrt_tensor_destroy(t[0]);
  ovrt_tensor_destroy(t[1]);
  ovrt_module_release(m);
}
