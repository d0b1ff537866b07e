// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CApiTest.cpp - The C API -------------------------------------------===//

#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <thread>

extern "C" int ovrt_test_use_from_c(void);

TEST(CApiTest, UsableFromC) { EXPECT_EQ(ovrt_test_use_from_c(), 0); }

TEST(CApiTest, TensorsAndNpy) {
  int64_t shape[] = {2, 2};
  float data[] = {1, 2, 3, 4};
  ovrt_tensor *t = nullptr;
  ASSERT_EQ(
      ovrt_tensor_create_from_data(OVRT_F32, 2, shape, data, sizeof data, &t),
      OVRT_OK)
      << ovrt_last_error();
  int dtype = -1;
  int64_t rank = -1, count = -1;
  const int64_t *dims = nullptr;
  size_t bytes = 0;
  void *p = nullptr;
  EXPECT_EQ(ovrt_tensor_dtype(t, &dtype), OVRT_OK);
  EXPECT_EQ(dtype, OVRT_F32);
  EXPECT_EQ(ovrt_tensor_rank(t, &rank), OVRT_OK);
  EXPECT_EQ(rank, 2);
  EXPECT_EQ(ovrt_tensor_shape(t, &dims), OVRT_OK);
  EXPECT_EQ(dims[0], 2);
  EXPECT_EQ(dims[1], 2);
  EXPECT_EQ(ovrt_tensor_num_elements(t, &count), OVRT_OK);
  EXPECT_EQ(count, 4);
  EXPECT_EQ(ovrt_tensor_byte_size(t, &bytes), OVRT_OK);
  EXPECT_EQ(bytes, 16u);
  EXPECT_EQ(ovrt_tensor_data(t, &p), OVRT_OK);
  EXPECT_EQ(std::memcmp(p, data, 16), 0);

  ovrt_test::TempDir dir;
  ASSERT_TRUE(dir.ok());
  std::string path = dir.file("t.npy");
  ASSERT_EQ(ovrt_npy_save(path.c_str(), t), OVRT_OK) << ovrt_last_error();
  ovrt_tensor *back = nullptr;
  ASSERT_EQ(ovrt_npy_load(path.c_str(), &back), OVRT_OK) << ovrt_last_error();
  void *q = nullptr;
  ovrt_tensor_data(back, &q);
  EXPECT_EQ(std::memcmp(q, data, 16), 0);
  ovrt_tensor *wrong = reinterpret_cast<ovrt_tensor *>(1);
  EXPECT_EQ(ovrt_npy_load_as(path.c_str(), OVRT_I32, &wrong),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(wrong, nullptr);
  EXPECT_EQ(std::string(ovrt_last_error()),
            path + ": holds f32 data, expected i32");

  EXPECT_EQ(ovrt_tensor_destroy(back), OVRT_OK);
  EXPECT_EQ(ovrt_tensor_destroy(t), OVRT_OK);
  EXPECT_EQ(ovrt_tensor_destroy(nullptr), OVRT_OK);
}

TEST(CApiTest, ErrorsAreStatusesWithMessages) {
  ovrt_tensor *t = nullptr;
  EXPECT_EQ(ovrt_tensor_create(99, 0, nullptr, &t), OVRT_INVALID_ARGUMENT);
  EXPECT_NE(std::string(ovrt_last_error()).find("unknown dtype"),
            std::string::npos);
  EXPECT_EQ(ovrt_tensor_create(OVRT_F32, 1, nullptr, &t),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_tensor_create(OVRT_F32, -1, nullptr, &t),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_tensor_create(OVRT_F32, 0, nullptr, nullptr),
            OVRT_INVALID_ARGUMENT);
  int64_t huge[] = {int64_t(1) << 50, int64_t(1) << 50};
  EXPECT_EQ(ovrt_tensor_create(OVRT_F32, 2, huge, &t), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(ovrt_last_error()),
            "tensor of shape [1125899906842624, 1125899906842624] is too "
            "large");
  EXPECT_EQ(ovrt_npy_load("/nonexistent.npy", &t), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(ovrt_last_error()),
            "/nonexistent.npy: cannot open: No such file or directory");
  EXPECT_EQ(ovrt_tensor_dtype(nullptr, nullptr), OVRT_INVALID_ARGUMENT);
  const char *name = nullptr;
  EXPECT_EQ(ovrt_dtype_name(OVRT_BF16, &name), OVRT_OK);
  EXPECT_STREQ(name, "bf16");
  size_t size = 0;
  EXPECT_EQ(ovrt_dtype_size(OVRT_U64, &size), OVRT_OK);
  EXPECT_EQ(size, 8u);
  EXPECT_EQ(ovrt_dtype_size(-1, &size), OVRT_INVALID_ARGUMENT);

  // Rank-0 tensors need no shape pointer.
  ASSERT_EQ(ovrt_tensor_create(OVRT_I8, 0, nullptr, &t), OVRT_OK);
  ovrt_tensor_destroy(t);
}

/// Messages are one line fit for a terminal: control characters from a path
/// come out as \xNN (issue 27's class 11; Python shows these messages raw).
TEST(CApiTest, ErrorsEscapeControlCharacters) {
  auto hasControl = [](const std::string &s) {
    return std::any_of(s.begin(), s.end(), [](char c) {
      return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
    });
  };
  ovrt_tensor *t = nullptr;
  EXPECT_EQ(ovrt_npy_load("/nonexistent\x1b[31m\n\x7f.npy", &t),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(std::string(ovrt_last_error()),
            "/nonexistent\\x1b[31m\\x0a\\x7f.npy: cannot open: No such file "
            "or directory");
  ovrt_module *m = nullptr;
  EXPECT_NE(ovrt_module_load("/nonexistent\x1b]0;title\x07.so", &m), OVRT_OK);
  std::string message = ovrt_last_error();
  EXPECT_FALSE(hasControl(message)) << message;
  EXPECT_NE(message.find("\\x1b]0;title\\x07"), std::string::npos) << message;
}

TEST(CApiTest, LastErrorIsPerThread) {
  ovrt_tensor *t = nullptr;
  ASSERT_EQ(ovrt_npy_load("/nonexistent-main.npy", &t), OVRT_INVALID_ARGUMENT);
  std::thread([] {
    ovrt_tensor *u = nullptr;
    EXPECT_STREQ(ovrt_last_error(), "");
    EXPECT_EQ(ovrt_npy_load("/nonexistent-thread.npy", &u),
              OVRT_INVALID_ARGUMENT);
  }).join();
  EXPECT_NE(std::string(ovrt_last_error()).find("nonexistent-main"),
            std::string::npos);
}

TEST(CApiTest, ModulesLoadAndRun) {
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_MODULE, &m), OVRT_OK)
      << ovrt_last_error();
  int64_t n = 0;
  ASSERT_EQ(ovrt_module_num_functions(m, &n), OVRT_OK);
  EXPECT_EQ(n, 8);
  const char *name = nullptr;
  ASSERT_EQ(ovrt_module_function_name(m, 0, &name), OVRT_OK);
  EXPECT_STREQ(name, "add1");
  EXPECT_EQ(ovrt_module_function_name(m, 8, &name), OVRT_INVALID_ARGUMENT);
  int64_t ins = 0, outs = 0;
  ASSERT_EQ(ovrt_module_function_arity(m, "rowsum", &ins, &outs), OVRT_OK);
  EXPECT_EQ(ins, 2);
  EXPECT_EQ(outs, 2);
  EXPECT_EQ(ovrt_module_function_arity(m, "nope", &ins, &outs),
            OVRT_INVALID_ARGUMENT);

  int64_t shape[] = {3};
  float data[] = {1, 2, 3};
  ovrt_tensor *x = nullptr;
  ASSERT_EQ(
      ovrt_tensor_create_from_data(OVRT_F32, 1, shape, data, sizeof data, &x),
      OVRT_OK);
  const ovrt_tensor *inputs[] = {x};
  ovrt_tensor *outputs[1] = {nullptr};
  ASSERT_EQ(ovrt_module_run(m, "add1", inputs, 1, outputs, 1), OVRT_OK)
      << ovrt_last_error();
  void *p = nullptr;
  ovrt_tensor_data(outputs[0], &p);
  EXPECT_EQ(static_cast<float *>(p)[0], 2.0f);
  EXPECT_EQ(static_cast<float *>(p)[2], 4.0f);
  ovrt_tensor_destroy(outputs[0]);

  // Wrong output room, a failing check, a wrong dtype.
  ovrt_tensor *two[2];
  EXPECT_EQ(ovrt_module_run(m, "add1", inputs, 1, two, 2),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(two[0], nullptr);
  int64_t zero[] = {0};
  ovrt_tensor *empty = nullptr;
  ASSERT_EQ(ovrt_tensor_create(OVRT_F32, 1, zero, &empty), OVRT_OK);
  const ovrt_tensor *emptyIn[] = {empty};
  EXPECT_EQ(ovrt_module_run(m, "add1", emptyIn, 1, outputs, 1),
            OVRT_OUT_OF_RANGE);
  EXPECT_STREQ(ovrt_last_error(),
               "fake.add1 at fake.mlir:3:5: the input must not be empty");
  EXPECT_EQ(outputs[0], nullptr);
  ovrt_tensor *ints = nullptr;
  ASSERT_EQ(ovrt_tensor_create(OVRT_I32, 1, shape, &ints), OVRT_OK);
  const ovrt_tensor *intIn[] = {ints};
  EXPECT_EQ(ovrt_module_run(m, "add1", intIn, 1, outputs, 1),
            OVRT_INVALID_ARGUMENT);
  EXPECT_STREQ(ovrt_last_error(),
               "input 1: expected f32 tensor of rank 1 [?], got i32 [3]");

  ovrt_tensor_destroy(ints);
  ovrt_tensor_destroy(empty);
  ovrt_tensor_destroy(x);
  EXPECT_EQ(ovrt_module_release(m), OVRT_OK);
  EXPECT_EQ(ovrt_module_release(nullptr), OVRT_OK);

  ovrt_module *bad = nullptr;
  EXPECT_EQ(ovrt_module_load("/nonexistent.so", &bad), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(bad, nullptr);
}

// Every entry that takes arrays checks their counts against the function's
// before it reads them: a count larger than the caller's array is an error,
// not a read past it (under ASan the two-entry case shows a read too).
TEST(CApiTest, CountsAreCheckedBeforeTheArraysAreRead) {
  ovrt_module *m = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_MODULE, &m), OVRT_OK)
      << ovrt_last_error();
  int64_t shape[] = {3};
  ovrt_tensor *x = nullptr, *y = nullptr;
  ASSERT_EQ(ovrt_tensor_create(OVRT_F32, 1, shape, &x), OVRT_OK);
  ASSERT_EQ(ovrt_tensor_create(OVRT_F32, 1, shape, &y), OVRT_OK);
  // One-entry arrays on the heap, so that ASan sees any read past them.
  auto *in = new const ovrt_tensor *[1]{x};
  auto *out = new ovrt_tensor *[1]{y};
  for (int64_t count : {int64_t(2), int64_t(1) << 40}) {
    std::string want =
        "function 'add1' expects 1 input, got " + std::to_string(count);
    EXPECT_EQ(ovrt_module_run_into(m, "add1", in, count, out, 1),
              OVRT_INVALID_ARGUMENT);
    EXPECT_EQ(ovrt_last_error(), want);
    EXPECT_EQ(ovrt_module_run_on_device(m, "add1", in, count, out, 1),
              OVRT_INVALID_ARGUMENT);
    EXPECT_EQ(ovrt_last_error(), want);
    int64_t dims[1];
    EXPECT_EQ(ovrt_module_output_shapes(m, "add1", in, count, dims, 1),
              OVRT_INVALID_ARGUMENT);
    EXPECT_EQ(ovrt_last_error(), want);
    ovrt_tensor *fresh[1] = {nullptr};
    EXPECT_EQ(ovrt_module_run(m, "add1", in, count, fresh, 1),
              OVRT_INVALID_ARGUMENT);
    EXPECT_EQ(ovrt_last_error(), want);
    EXPECT_EQ(fresh[0], nullptr);
    EXPECT_EQ(ovrt_module_run_into(m, "add1", in, 1, out, count),
              OVRT_INVALID_ARGUMENT);
    EXPECT_EQ(ovrt_last_error(),
              "function 'add1' has 1 output, got " + std::to_string(count));
  }
  delete[] in;
  delete[] out;
  ovrt_tensor_destroy(x);
  ovrt_tensor_destroy(y);
  ovrt_module_release(m);
}

namespace {
int releases = 0;
void *releasedData = nullptr;
void countRelease(void *data, void *context) {
  ++releases;
  releasedData = data;
  EXPECT_EQ(context, &releases);
}
} // namespace

TEST(CApiTest, WrappedMemoryIsReleasedOnceOnDestroyAndOnFailure) {
  alignas(16) float data[6] = {1, 2, 3, 4, 5, 6};
  int64_t shape[] = {2, 3};
  releases = 0;
  ovrt_tensor *t = nullptr;
  ASSERT_EQ(ovrt_tensor_wrap(OVRT_F32, 2, shape, data, sizeof data, 0,
                             countRelease, &releases, &t),
            OVRT_OK)
      << ovrt_last_error();
  void *p = nullptr;
  ovrt_tensor_data(t, &p);
  EXPECT_EQ(p, data); // no copy
  int readOnly = -1;
  EXPECT_EQ(ovrt_tensor_is_read_only(t, &readOnly), OVRT_OK);
  EXPECT_EQ(readOnly, 0);
  EXPECT_EQ(releases, 0);
  ovrt_tensor_destroy(t);
  EXPECT_EQ(releases, 1);
  EXPECT_EQ(releasedData, data);

  // A failed wrap hands the memory back at once and returns no tensor.
  t = reinterpret_cast<ovrt_tensor *>(1);
  EXPECT_EQ(ovrt_tensor_wrap(OVRT_F32, 2, shape, data, sizeof data - 4, 0,
                             countRelease, &releases, &t),
            OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(t, nullptr);
  EXPECT_STREQ(ovrt_last_error(), "tensor f32 [2, 3] needs 24 bytes, got 20");
  EXPECT_EQ(releases, 2);
  // data + 1 is 4-byte aligned; f64 elements need 8.
  EXPECT_EQ(ovrt_tensor_wrap(OVRT_F64, 1, shape, data + 1, 16, 0, countRelease,
                             &releases, &t),
            OVRT_INVALID_ARGUMENT);
  EXPECT_STREQ(ovrt_last_error(),
               "cannot wrap memory that is not aligned to its 8-byte elements");
  EXPECT_EQ(releases, 3);
  EXPECT_EQ(
      ovrt_tensor_wrap(99, 0, nullptr, data, 4, 0, countRelease, &releases, &t),
      OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(releases, 4);
}
