// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CompiledModuleTest.cpp - Both APIs on a module ov-compile built ----===//
//
// The C ABI and the header-only C++ API over it, on examples/roi_align.mlir
// compiled by ov-compile when the test starts (not only on the hand-written
// fakes), and one test per status code of the C ABI (CApiStatusTest.*).
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

#include <cstring>
#include <sys/resource.h>
#include <vector>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OVRT_TEST_ASAN 1
#endif
#endif

namespace {

/// examples/roi_align.mlir: data f32 [2, 64, 50, 50], rois f32 [?, 4],
/// batch indices i32 [?] -> f32 [?, 64, 7, 7]. Compiled once per process.
const std::string &roiModule() {
  static std::string path =
      ovrt_test::compileExample("roi_align.mlir", "", "roi_align.so");
  return path;
}

struct RoiInputs {
  std::vector<float> data = std::vector<float>(2 * 64 * 50 * 50);
  std::vector<float> rois;
  std::vector<int32_t> batch;
  explicit RoiInputs(std::vector<int32_t> indices) : batch(indices) {
    for (size_t i = 0; i < data.size(); ++i)
      data[i] = float(i % 977) * 0.25f;
    for (size_t r = 0; r < batch.size(); ++r) {
      float x = float(r % 7) * 20;
      rois.insert(rois.end(), {x, 8, x + 60, 120});
    }
  }
  int64_t count() const { return int64_t(batch.size()); }
};

/// Wraps `inputs` as C tensors (no copy); destroys them at scope exit.
struct CInputs {
  ovrt_tensor *t[3] = {nullptr, nullptr, nullptr};
  explicit CInputs(RoiInputs &in) {
    int64_t dataShape[] = {2, 64, 50, 50}, roiShape[] = {in.count(), 4},
            batchShape[] = {in.count()};
    EXPECT_EQ(ovrt_tensor_wrap(OVRT_F32, 4, dataShape, in.data.data(),
                               in.data.size() * 4, OVRT_TENSOR_READ_ONLY,
                               nullptr, nullptr, &t[0]),
              OVRT_OK)
        << ovrt_last_error();
    EXPECT_EQ(ovrt_tensor_wrap(OVRT_F32, 2, roiShape, in.rois.data(),
                               in.rois.size() * 4, 0, nullptr, nullptr, &t[1]),
              OVRT_OK)
        << ovrt_last_error();
    EXPECT_EQ(ovrt_tensor_wrap(OVRT_I32, 1, batchShape, in.batch.data(),
                               in.batch.size() * 4, 0, nullptr, nullptr, &t[2]),
              OVRT_OK)
        << ovrt_last_error();
  }
  ~CInputs() {
    for (ovrt_tensor *x : t)
      ovrt_tensor_destroy(x);
  }
  const ovrt_tensor *const *get() const { return t; }
};

ovrt_module *loadC() {
  ovrt_module *m = nullptr;
  EXPECT_EQ(ovrt_module_load(roiModule().c_str(), &m), OVRT_OK)
      << ovrt_last_error();
  return m;
}

} // namespace

TEST(CompiledModuleTest, CApiRunsRunsIntoAndReusesOutputs) {
  ovrt_module *m = loadC();
  ASSERT_NE(m, nullptr);
  const ovrt_descriptor *d = nullptr;
  ASSERT_EQ(ovrt_module_descriptor(m, &d), OVRT_OK);
  const char *target = nullptr;
  ASSERT_EQ(ovrt_descriptor_target(d, &target), OVRT_OK);
  EXPECT_STREQ(target, "cpu");
  int dtype = -1;
  int64_t rank = -1;
  const int64_t *dims = nullptr;
  ASSERT_EQ(
      ovrt_module_function_output(m, "roi_align", 0, &dtype, &rank, &dims),
      OVRT_OK);
  EXPECT_EQ(dtype, OVRT_F32);
  ASSERT_EQ(rank, 4);
  EXPECT_EQ(dims[0], -1);
  EXPECT_EQ(dims[1], 64);

  RoiInputs in({0, 1, 1});
  CInputs cin(in);
  int64_t shape[4] = {};
  ASSERT_EQ(ovrt_module_output_shapes(m, "roi_align", cin.get(), 3, shape, 4),
            OVRT_OK)
      << ovrt_last_error();
  EXPECT_EQ(shape[0], 3);
  EXPECT_EQ(shape[3], 7);

  ovrt_module_trim_pool(m);
  size_t allocations0 = 0, cached = 0;
  ASSERT_EQ(ovrt_module_pool_stats(m, &allocations0, &cached), OVRT_OK);
  ovrt_tensor *out[1] = {nullptr};
  std::vector<float> first;
  for (int i = 0; i < 3; ++i) {
    ASSERT_EQ(ovrt_module_run(m, "roi_align", cin.get(), 3, out, 1), OVRT_OK)
        << ovrt_last_error();
    void *p = nullptr;
    size_t bytes = 0;
    ovrt_tensor_data(out[0], &p);
    ovrt_tensor_byte_size(out[0], &bytes);
    ASSERT_EQ(bytes, size_t(3 * 64 * 7 * 7 * 4));
    if (i == 0)
      first.assign(static_cast<float *>(p),
                   static_cast<float *>(p) + bytes / 4);
    else
      EXPECT_EQ(std::memcmp(p, first.data(), bytes), 0);
    ovrt_tensor_destroy(out[0]);
  }
  size_t allocations = 0;
  ovrt_module_pool_stats(m, &allocations, &cached);
  EXPECT_EQ(allocations, allocations0 + 1); // three runs, one buffer
  EXPECT_EQ(cached, 1u);

  // Into caller memory, wrapped without a copy.
  std::vector<float> mine(first.size(), -1.0f);
  int64_t outShape[] = {3, 64, 7, 7};
  ovrt_tensor *into = nullptr;
  ASSERT_EQ(ovrt_tensor_wrap(OVRT_F32, 4, outShape, mine.data(),
                             mine.size() * 4, 0, nullptr, nullptr, &into),
            OVRT_OK);
  void *p = nullptr;
  ovrt_tensor_data(into, &p);
  EXPECT_EQ(p, mine.data());
  ovrt_tensor *const outs[] = {into};
  ASSERT_EQ(ovrt_module_run_into(m, "roi_align", cin.get(), 3, outs, 1),
            OVRT_OK)
      << ovrt_last_error();
  EXPECT_EQ(mine, first);

  // A CPU module's device memory is host memory: run_on_device is run_into.
  std::fill(mine.begin(), mine.end(), -1.0f);
  ASSERT_EQ(ovrt_module_run_on_device(m, "roi_align", cin.get(), 3, outs, 1),
            OVRT_OK)
      << ovrt_last_error();
  EXPECT_EQ(mine, first);
  ovrt_tensor_destroy(into);

  // Two loads are one module (one handle).
  ovrt_module *again = loadC();
  EXPECT_EQ(again, m);
  ovrt_module_release(again);
  ovrt_module_release(m);
}

TEST(CompiledModuleTest, CxxApiRunsRunsIntoAndWraps) {
  ovrt::Result<std::shared_ptr<ovrt::Module>> loaded =
      ovrt::Module::load(roiModule());
  ASSERT_TRUE(loaded.ok()) << loaded.error();
  const ovrt::Module &m = **loaded;
  ASSERT_EQ(m.functions().size(), 1u);
  const ovrt::FunctionSpec &fn = m.functions()[0];
  EXPECT_EQ(fn.inputs[1].str(), "f32 tensor of rank 2 [?, 4]");
  EXPECT_EQ(fn.errors.size(), m.function("roi_align")->errors.size());

  RoiInputs in({1, 0});
  std::vector<ovrt::Tensor> inputs;
  inputs.push_back(
      ovrt::Tensor::fromVector(ovrt::DType::F32, {2, 64, 50, 50}, in.data)
          .take());
  inputs.push_back(ovrt::Tensor::wrap(ovrt::DType::F32, {2, 4}, in.rois.data(),
                                      in.rois.size() * 4)
                       .take());
  inputs.push_back(ovrt::Tensor::wrap(ovrt::DType::I32, {2}, in.batch.data(),
                                      in.batch.size() * 4)
                       .take());
  EXPECT_EQ(inputs[1].data(), in.rois.data());
  ovrt::Result<std::vector<ovrt::Tensor>> out = m.run(inputs);
  ASSERT_TRUE(out.ok()) << out.error();
  EXPECT_EQ((*out)[0].typeString(), "f32 [2, 64, 7, 7]");

  std::vector<const ovrt::Tensor *> ptrs;
  for (const ovrt::Tensor &t : inputs)
    ptrs.push_back(&t);
  auto shapes = m.outputShapes("roi_align", ptrs.data(), ptrs.size());
  ASSERT_TRUE(shapes.ok()) << shapes.error();
  ovrt::Tensor into =
      ovrt::Tensor::allocate(ovrt::DType::F32, (*shapes)[0]).take();
  ovrt::Tensor *outPtr = &into;
  ovrt::Status s = m.runInto("roi_align", ptrs.data(), ptrs.size(), &outPtr, 1);
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(std::memcmp(into.data(), (*out)[0].data(), into.byteSize()), 0);

  // Input errors name the input; the module's own check is OutOfRange.
  in.batch[1] = 2;
  ovrt::Result<std::vector<ovrt::Tensor>> bad = m.run(inputs);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.code(), ovrt::StatusCode::OutOfRange);
  EXPECT_NE(bad.error().find("a batch index is outside [0, N)"),
            std::string::npos);
}

//===----------------------------------------------------------------------===//
// One test per C ABI status code
//===----------------------------------------------------------------------===//

TEST(CApiStatusTest, InvalidArgument) {
  ovrt_module *m = loadC();
  ASSERT_NE(m, nullptr);
  RoiInputs in({0});
  CInputs cin(in);
  // rois as the first input: a dtype/shape mismatch names the input.
  const ovrt_tensor *swapped[] = {cin.t[1], cin.t[0], cin.t[2]};
  ovrt_tensor *out[1] = {reinterpret_cast<ovrt_tensor *>(1)};
  EXPECT_EQ(ovrt_module_run(m, "roi_align", swapped, 3, out, 1),
            OVRT_INVALID_ARGUMENT);
  EXPECT_STREQ(ovrt_last_error(), "input 1: expected f32 tensor of rank 4 "
                                  "[2, 64, 50, 50], got f32 [1, 4]");
  EXPECT_EQ(out[0], nullptr);
  EXPECT_STREQ(ovrt_status_name(OVRT_INVALID_ARGUMENT), "INVALID_ARGUMENT");
  // A wrong output count: checked before any slot is written.
  ovrt_tensor *one[1] = {reinterpret_cast<ovrt_tensor *>(1)};
  EXPECT_EQ(ovrt_module_run(m, "roi_align", cin.get(), 3, one, 5),
            OVRT_INVALID_ARGUMENT);
  EXPECT_STREQ(ovrt_last_error(), "function 'roi_align' has 1 output, got 5");
  EXPECT_EQ(one[0], nullptr);
  ovrt_module_release(m);
}

TEST(CApiStatusTest, OutOfRange) {
  ovrt_module *m = loadC();
  ASSERT_NE(m, nullptr);
  RoiInputs in({0, 5});
  CInputs cin(in);
  ovrt_tensor *out[1] = {reinterpret_cast<ovrt_tensor *>(1)};
  EXPECT_EQ(ovrt_module_run(m, "roi_align", cin.get(), 3, out, 1),
            OVRT_OUT_OF_RANGE);
  // The message names the first box out of range and its batch index.
  EXPECT_NE(std::string(ovrt_last_error())
                .find("a batch index is outside [0, N) (N = data dim 0) "
                      "(box 1: 5)"),
            std::string::npos)
      << ovrt_last_error();
  EXPECT_EQ(out[0], nullptr);
  EXPECT_STREQ(ovrt_status_name(OVRT_OUT_OF_RANGE), "OUT_OF_RANGE");
  ovrt_module_release(m);
}

TEST(CApiStatusTest, OutOfRangeNamesTheFirstNonFiniteBox) {
  ovrt_module *m = loadC();
  ASSERT_NE(m, nullptr);
  RoiInputs in({0, 1, 0});
  in.rois[1 * 4 + 2] = -std::numeric_limits<float>::infinity();
  in.rois[2 * 4 + 0] = std::numeric_limits<float>::quiet_NaN();
  CInputs cin(in);
  ovrt_tensor *out[1] = {nullptr};
  EXPECT_EQ(ovrt_module_run(m, "roi_align", cin.get(), 3, out, 1),
            OVRT_OUT_OF_RANGE);
  EXPECT_NE(std::string(ovrt_last_error())
                .find("a box has a non-finite coordinate after scaling by "
                      "spatial_scale (box 1: -inf)"),
            std::string::npos)
      << ovrt_last_error();
  ovrt_module_release(m);
}

TEST(CApiTest, DescriptorErrorDetails) {
  ovrt_module *m = loadC();
  ASSERT_NE(m, nullptr);
  const ovrt_descriptor *d = nullptr;
  ASSERT_EQ(ovrt_module_descriptor(m, &d), OVRT_OK);
  int64_t version = 0;
  ASSERT_EQ(ovrt_descriptor_version(d, &version), OVRT_OK);
  EXPECT_EQ(version, 5);
#if defined(__x86_64__)
  // ov-compile names the CPU features the module needs (x86-64's first).
  int64_t numFeatures = 0;
  ASSERT_EQ(ovrt_descriptor_num_cpu_features(d, &numFeatures), OVRT_OK);
  ASSERT_GE(numFeatures, 1);
  const char *feature = nullptr;
  ASSERT_EQ(ovrt_descriptor_cpu_feature(d, 0, &feature), OVRT_OK);
  EXPECT_STREQ(feature, "sse2");
  EXPECT_EQ(ovrt_descriptor_cpu_feature(d, numFeatures, &feature),
            OVRT_INVALID_ARGUMENT);
#endif
  const char *name = nullptr;
  int64_t numIn = 0, numOut = 0, numErrors = 0;
  ASSERT_EQ(ovrt_descriptor_function(d, 0, &name, &numIn, &numOut, &numErrors),
            OVRT_OK);
  int withDetail = 0;
  for (int64_t e = 0; e < numErrors; ++e) {
    const char *message = nullptr, *item = nullptr;
    int dtype = -1;
    ASSERT_EQ(ovrt_descriptor_error(d, 0, e, &message), OVRT_OK);
    ASSERT_EQ(ovrt_descriptor_error_detail(d, 0, e, &item, &dtype), OVRT_OK);
    std::string text = message;
    if (text.find("batch index") != std::string::npos) {
      EXPECT_STREQ(item, "box");
      EXPECT_EQ(dtype, OVRT_I64); // the module's batch indices are i32
    } else if (text.find("non-finite") != std::string::npos) {
      EXPECT_STREQ(item, "box");
      EXPECT_EQ(dtype, OVRT_F64);
    } else if (text.find("differs") != std::string::npos) {
      EXPECT_STREQ(item, "");
    }
    withDetail += *item != 0;
  }
  EXPECT_GE(withDetail, 2);
  // The checks read the boxes' and batch indices' values, the data's dims.
  int read[3] = {-1, -1, -1};
  for (int64_t i = 0; i < 3; ++i)
    ASSERT_EQ(ovrt_descriptor_input_read_by_check(d, 0, i, &read[i]), OVRT_OK);
  EXPECT_EQ(read[0], 0);
  EXPECT_EQ(read[1], 1);
  EXPECT_EQ(read[2], 1);
  EXPECT_EQ(ovrt_descriptor_input_read_by_check(d, 0, 3, &read[0]),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_descriptor_input_read_by_check(d, 1, 0, &read[0]),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_descriptor_input_read_by_check(d, 0, 0, nullptr),
            OVRT_INVALID_ARGUMENT);
  const char *item = nullptr;
  int dtype = 0;
  EXPECT_EQ(ovrt_descriptor_error_detail(d, 0, numErrors, &item, &dtype),
            OVRT_INVALID_ARGUMENT);
  EXPECT_STREQ(
      ovrt_last_error(),
      "ovrt_descriptor_error_detail: invalid argument: error index out "
      "of range");
  EXPECT_EQ(ovrt_descriptor_error_detail(d, 1, 0, &item, &dtype),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_descriptor_error_detail(d, 0, 0, nullptr, &dtype),
            OVRT_INVALID_ARGUMENT);
  ovrt_module_release(m);
}

/// In a death-test child: a run whose output cannot be allocated.
[[noreturn]] void runOutOfMemory() {
  ovrt_module *m = loadC();
  RoiInputs in(std::vector<int32_t>(600000, 0));
  CInputs cin(in);
  struct rlimit limit = {rlim_t(4) << 30, rlim_t(4) << 30};
  setrlimit(RLIMIT_AS, &limit);
  ovrt_tensor *out[1] = {reinterpret_cast<ovrt_tensor *>(1)};
  int rc = ovrt_module_run(m, "roi_align", cin.get(), 3, out, 1);
  bool ok = rc == OVRT_RESOURCE_EXHAUSTED && out[0] == nullptr &&
            std::string(ovrt_last_error()) ==
                "output 1: cannot allocate 7526400000 bytes for a f32 "
                "tensor of shape [600000, 64, 7, 7]";
  std::fprintf(stderr, "%d %s\n", rc, ovrt_last_error());
  std::exit(ok ? 0 : 1);
}

TEST(CApiStatusTest, ResourceExhausted) {
#if defined(OVRT_TEST_ASAN)
  GTEST_SKIP() << "address-space limits and ASan's shadow memory conflict";
#else
  // 600000 boxes: a 7.5 GB output, in a child whose address space is
  // limited to 4 GiB, so that the allocation fails on any machine.
  EXPECT_EXIT(runOutOfMemory(), ::testing::ExitedWithCode(0), "");
#endif
}

TEST(CApiStatusTest, FailedPrecondition) {
  ovrt_module *m = loadC();
  ASSERT_NE(m, nullptr);
  RoiInputs in({0});
  CInputs cin(in);
  std::vector<float> mine(64 * 7 * 7);
  int64_t shape[] = {1, 64, 7, 7};
  ovrt_tensor *readOnly = nullptr;
  ASSERT_EQ(ovrt_tensor_wrap(OVRT_F32, 4, shape, mine.data(), mine.size() * 4,
                             OVRT_TENSOR_READ_ONLY, nullptr, nullptr,
                             &readOnly),
            OVRT_OK);
  ovrt_tensor *const outs[] = {readOnly};
  EXPECT_EQ(ovrt_module_run_into(m, "roi_align", cin.get(), 3, outs, 1),
            OVRT_FAILED_PRECONDITION);
  EXPECT_STREQ(ovrt_last_error(), "output 1 is a read-only tensor");
  EXPECT_STREQ(ovrt_status_name(OVRT_FAILED_PRECONDITION),
               "FAILED_PRECONDITION");
  ovrt_tensor_destroy(readOnly);
  ovrt_module_release(m);
}

TEST(CApiStatusTest, Internal) {
  // A module that breaks the ABI (its check returns a negative dim): only
  // the hand-written fake can do that.
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_MODULE, &m), OVRT_OK);
  int64_t shape[] = {3};
  float data[] = {1, 2, 3};
  ovrt_tensor *x = nullptr;
  ASSERT_EQ(
      ovrt_tensor_create_from_data(OVRT_F32, 1, shape, data, sizeof data, &x),
      OVRT_OK);
  const ovrt_tensor *in[] = {x};
  ovrt_tensor *out[1] = {reinterpret_cast<ovrt_tensor *>(1)};
  EXPECT_EQ(ovrt_module_run(m, "bad_negative", in, 1, out, 1), OVRT_INTERNAL);
  EXPECT_NE(std::string(ovrt_last_error())
                .find("the module's check returned a negative dim"),
            std::string::npos)
      << ovrt_last_error();
  EXPECT_EQ(out[0], nullptr);
  EXPECT_STREQ(ovrt_status_name(OVRT_INTERNAL), "INTERNAL");
  ovrt_tensor_destroy(x);
  ovrt_module_release(m);
}

TEST(CApiStatusTest, UnavailableOnDevice) {
  if (ovrt_cuda_driver_status() == OVRT_OK)
    GTEST_SKIP() << "a CUDA driver is present";
  // A compiled CUDA module's device entry without a driver: the read-back
  // of the boxes for the checks is the first thing that needs one.
  static std::string cuda = ovrt_test::compileExample(
      "roi_align.mlir", "--target cuda", "roi_align_cuda.so");
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(cuda.c_str(), &m), OVRT_OK) << ovrt_last_error();
  RoiInputs in({0, 1, 1});
  CInputs cin(in);
  std::vector<float> out(3 * 64 * 7 * 7);
  int64_t outShape[] = {3, 64, 7, 7};
  ovrt_tensor *into = nullptr;
  ASSERT_EQ(ovrt_tensor_wrap(OVRT_F32, 4, outShape, out.data(), out.size() * 4,
                             0, nullptr, nullptr, &into),
            OVRT_OK);
  EXPECT_EQ(ovrt_module_run_on_device(m, "roi_align", cin.get(), 3, &into, 1),
            OVRT_UNAVAILABLE);
  EXPECT_NE(std::string(ovrt_last_error()).find("no CUDA driver"),
            std::string::npos)
      << ovrt_last_error();
  ovrt_tensor_destroy(into);
  ovrt_module_release(m);
}

TEST(CApiStatusTest, Unavailable) {
  if (ovrt_cuda_driver_status() == OVRT_OK)
    GTEST_SKIP() << "a CUDA driver is present";
  EXPECT_EQ(ovrt_cuda_driver_status(), OVRT_UNAVAILABLE);
  EXPECT_STREQ(ovrt_status_name(OVRT_UNAVAILABLE), "UNAVAILABLE");
  // A CUDA module loads (its descriptor is readable) but cannot run.
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_CUDA_MODULE, &m), OVRT_OK)
      << ovrt_last_error();
  const ovrt_descriptor *d = nullptr;
  ovrt_module_descriptor(m, &d);
  const char *name = nullptr;
  int64_t nin = 0, nout = 0, nerr = 0;
  ASSERT_EQ(ovrt_descriptor_function(d, 0, &name, &nin, &nout, &nerr), OVRT_OK);
  std::vector<ovrt_tensor *> ins(size_t(nin), nullptr);
  for (int64_t i = 0; i < nin; ++i) {
    int dtype = 0;
    int64_t rank = 0;
    const int64_t *dims = nullptr;
    ovrt_descriptor_tensor(d, 0, 0, i, &dtype, &rank, &dims);
    std::vector<int64_t> shape(dims, dims + rank);
    for (int64_t &dim : shape)
      dim = dim < 0 ? 1 : dim;
    ASSERT_EQ(ovrt_tensor_create(dtype, rank, shape.data(), &ins[size_t(i)]),
              OVRT_OK);
  }
  std::vector<ovrt_tensor *> outs(size_t(nout) + 1, nullptr);
  EXPECT_EQ(ovrt_module_run(m, name, ins.data(), nin, outs.data(), nout),
            OVRT_UNAVAILABLE);
  EXPECT_NE(std::string(ovrt_last_error()).find("no CUDA driver"),
            std::string::npos)
      << ovrt_last_error();
  for (ovrt_tensor *t : ins)
    ovrt_tensor_destroy(t);
  ovrt_module_release(m);
}
