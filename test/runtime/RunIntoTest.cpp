// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- RunIntoTest.cpp - Module::runInto (caller-allocated outputs) -------===//
//
// runInto is run() without the output allocation: the benchmark (bench/) and
// serving loops reuse output tensors across runs. Same checks as run(), plus
// the outputs' count, dtypes, shapes and aliasing.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <thread>

using namespace ovrt;

namespace {

std::shared_ptr<Module> loadFake() {
  Result<std::shared_ptr<Module>> m = Module::load(OVRT_FAKE_MODULE);
  EXPECT_TRUE(m.ok()) << m.error();
  return m.ok() ? m.take() : nullptr;
}

Tensor make(DType type, std::vector<int64_t> shape) {
  Result<Tensor> t = Tensor::create(type, std::move(shape));
  EXPECT_TRUE(t.ok()) << t.error();
  return t.ok() ? t.take() : Tensor();
}

Tensor f32(std::vector<int64_t> shape, std::vector<float> values) {
  Result<Tensor> t = Tensor::fromVector(DType::F32, std::move(shape), values);
  EXPECT_TRUE(t.ok()) << t.error();
  return t.ok() ? t.take() : Tensor();
}

Tensor i64Scalar(int64_t v) {
  Result<Tensor> t = Tensor::fromVector<int64_t>(DType::I64, {}, {v});
  EXPECT_TRUE(t.ok());
  return t.ok() ? t.take() : Tensor();
}

std::string message(const Status &s) { return s.ok() ? "<ok>" : s.message(); }

} // namespace

TEST(RunIntoTest, WritesIntoTheGivenOutputAndReusesIt) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Tensor x = f32({3}, {1, 2.5, -4});
  // Garbage in the output: runInto does not clear it, the module overwrites.
  Tensor y = f32({3}, {NAN, 1e30f, -7});
  const void *buffer = y.data();
  const Tensor *in[] = {&x};
  Tensor *out[] = {&y};
  ASSERT_EQ(message(m->runInto("add1", in, 1, out, 1)), "<ok>");
  EXPECT_EQ(y.data(), buffer);
  EXPECT_EQ(y.dataAs<float>()[0], 2.0f);
  EXPECT_EQ(y.dataAs<float>()[1], 3.5f);
  EXPECT_EQ(y.dataAs<float>()[2], -3.0f);

  // Again into the same tensor with new inputs.
  x.dataAs<float>()[0] = 41;
  ASSERT_EQ(message(m->runInto("add1", in, 1, out, 1)), "<ok>");
  EXPECT_EQ(y.dataAs<float>()[0], 42.0f);
  EXPECT_EQ(y.data(), buffer);
}

TEST(RunIntoTest, MultipleOutputsRankZeroAndEmpty) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Tensor x = f32({2, 4}, {1, 2, 3, 4, 10, 20, 30, 40});
  Tensor s = i64Scalar(3);
  Tensor sums = make(DType::F32, {2});
  Tensor rows = make(DType::I64, {});
  const Tensor *in[] = {&x, &s};
  Tensor *out[] = {&sums, &rows};
  ASSERT_EQ(message(m->runInto("rowsum", in, 2, out, 2)), "<ok>");
  EXPECT_EQ(sums.dataAs<float>()[0], 30.0f);
  EXPECT_EQ(sums.dataAs<float>()[1], 300.0f);
  EXPECT_EQ(rows.dataAs<int64_t>()[0], 2);

  Tensor none = f32({0, 4}, {});
  Tensor noSums = make(DType::F32, {0});
  const Tensor *emptyIn[] = {&none, &s};
  Tensor *emptyOut[] = {&noSums, &rows};
  ASSERT_EQ(message(m->runInto("rowsum", emptyIn, 2, emptyOut, 2)), "<ok>");
  EXPECT_EQ(rows.dataAs<int64_t>()[0], 0);

  Tensor c = make(DType::F64, {});
  Tensor *constOut[] = {&c};
  ASSERT_EQ(message(m->runInto("const42", nullptr, 0, constOut, 1)), "<ok>");
  EXPECT_EQ(c.dataAs<double>()[0], 42.0);
}

TEST(RunIntoTest, SameResultsAsRun) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  std::vector<float> values(64 * 4);
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = float(i % 13) - 6.5f;
  std::vector<Tensor> in;
  in.push_back(f32({64, 4}, values));
  in.push_back(i64Scalar(5));
  Result<std::vector<Tensor>> ref = m->run("rowsum", in);
  ASSERT_TRUE(ref.ok()) << ref.error();
  Tensor sums = make(DType::F32, {64});
  Tensor rows = make(DType::I64, {});
  const Tensor *ptrs[] = {&in[0], &in[1]};
  Tensor *out[] = {&sums, &rows};
  ASSERT_EQ(message(m->runInto("rowsum", ptrs, 2, out, 2)), "<ok>");
  for (int i = 0; i < 64; ++i)
    EXPECT_EQ(sums.dataAs<float>()[i], (*ref)[0].dataAs<float>()[i]) << i;
  EXPECT_EQ(rows.dataAs<int64_t>()[0], (*ref)[1].dataAs<int64_t>()[0]);
}

TEST(RunIntoTest, OutputMismatchesRunNothing) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Tensor x = f32({3}, {1, 2, 3});
  const Tensor *in[] = {&x};
  auto error = [&](Tensor *y) {
    Tensor *out[] = {y};
    return message(m->runInto("add1", in, 1, out, 1));
  };

  Tensor wrongDim = f32({4}, {9, 9, 9, 9});
  EXPECT_EQ(error(&wrongDim), "output 1: expected f32 [3], got f32 [4]");
  EXPECT_EQ(wrongDim.dataAs<float>()[0], 9.0f); // nothing ran
  Tensor wrongRank = make(DType::F32, {1, 3});
  EXPECT_EQ(error(&wrongRank), "output 1: expected f32 [3], got f32 [1, 3]");
  Tensor wrongType = make(DType::F64, {3});
  EXPECT_EQ(error(&wrongType), "output 1: expected f32 [3], got f64 [3]");
  Tensor moved;
  EXPECT_EQ(error(&moved), "output 1: no tensor (null or moved-from)");
  EXPECT_EQ(error(nullptr), "output 1: no tensor (null or moved-from)");

  // Aliasing an input, or another output.
  Tensor *self[] = {&x};
  EXPECT_EQ(message(m->runInto("add1", in, 1, self, 1)),
            "output 1 is the same tensor as input 1");
  Tensor s = i64Scalar(1);
  Tensor x2 = f32({2, 4}, std::vector<float>(8, 1.0f));
  Tensor sums = make(DType::F32, {2});
  const Tensor *in2[] = {&x2, &s};
  Tensor *twice[] = {&sums, &sums};
  EXPECT_EQ(message(m->runInto("rowsum", in2, 2, twice, 2)),
            "output 2 is the same tensor as output 1");

  // Counts.
  Tensor y = make(DType::F32, {3});
  Tensor *two[] = {&y, &sums};
  EXPECT_EQ(message(m->runInto("add1", in, 1, two, 2)),
            "function 'add1' has 1 output, got 2");
  EXPECT_EQ(message(m->runInto("rowsum", in2, 2, two, 1)),
            "function 'rowsum' has 2 outputs, got 1");
  EXPECT_EQ(message(m->runInto("add1", in, 1, nullptr, 0)),
            "function 'add1' has 1 output, got 0");
  EXPECT_EQ(message(m->runInto("nope", in, 1, two, 1)),
            m->path() + ": no function 'nope'");
}

/// Caller memory as a tensor, without a copy.
static Tensor wrapped(DType type, std::vector<int64_t> shape, void *data) {
  size_t bytes = dtypeSize(type);
  for (int64_t d : shape)
    bytes *= size_t(d);
  Result<Tensor> t = Tensor::wrap(type, std::move(shape), data, bytes);
  EXPECT_TRUE(t.ok()) << t.error();
  return t.ok() ? t.take() : Tensor();
}

static bool startsWith(const std::string &s, const std::string &prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// Aliasing is a matter of memory, not of tensors: the same buffer wrapped
// twice (as every Python call does) or overlapping views of one buffer.
TEST(RunIntoTest, OutputsSharingMemoryWithAnInputRunNothing) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  alignas(64) float buf[8] = {1, 1, 1, 1, 1, 1, 1, 1};
  Tensor x = wrapped(DType::F32, {4}, buf);
  const Tensor *in[] = {&x};
  auto run = [&](Tensor &y) {
    Tensor *out[] = {&y};
    return message(m->runInto("add1", in, 1, out, 1));
  };
  Tensor same = wrapped(DType::F32, {4}, buf);
  EXPECT_PRED2(startsWith, run(same),
               "output 1 overlaps input 1 in memory (16 bytes at 0x");
  Tensor *sameOut[] = {&same};
  EXPECT_PRED2(startsWith, message(m->runOnDevice("add1", in, 1, sameOut, 1)),
               "output 1 overlaps input 1 in memory (16 bytes at 0x");
  Tensor tail = wrapped(DType::F32, {4}, buf + 2);
  EXPECT_PRED2(startsWith, run(tail),
               "output 1 overlaps input 1 in memory (16 bytes at 0x");
  // One shared element is enough, and aliasing is checked before shapes.
  Tensor last = wrapped(DType::F32, {1}, buf + 3);
  Tensor *lastOut[] = {&last};
  EXPECT_PRED2(startsWith, message(m->runInto("add1", in, 1, lastOut, 1)),
               "output 1 overlaps input 1 in memory (4 bytes at 0x");
  for (float v : buf)
    EXPECT_EQ(v, 1.0f); // nothing ran
  // Adjacent but disjoint: accepted.
  Tensor next = wrapped(DType::F32, {4}, buf + 4);
  EXPECT_EQ(run(next), "<ok>");
  EXPECT_EQ(buf[3], 1.0f);
  EXPECT_EQ(buf[4], 2.0f);
  EXPECT_EQ(buf[7], 2.0f);
}

TEST(RunIntoTest, OutputsSharingMemoryWithEachOtherRunNothing) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Tensor x = f32({2, 4}, {1, 2, 3, 4, 10, 20, 30, 40});
  Tensor s = i64Scalar(1);
  const Tensor *in[] = {&x, &s};
  // sums: f32 [2] (8 bytes); rows: i64 [] (8 bytes).
  alignas(64) int64_t buf[3] = {-1, -1, -1};
  auto run = [&](void *sums, void *rows) {
    Tensor a = wrapped(DType::F32, {2}, sums);
    Tensor b = wrapped(DType::I64, {}, rows);
    Tensor *out[] = {&a, &b};
    return message(m->runInto("rowsum", in, 2, out, 2));
  };
  EXPECT_PRED2(startsWith, run(buf, buf),
               "output 2 overlaps output 1 in memory (8 bytes at 0x");
  EXPECT_EQ(buf[0], -1);
  EXPECT_EQ(run(buf, buf + 1), "<ok>");
  EXPECT_EQ(reinterpret_cast<float *>(buf)[1], 100.0f);
  EXPECT_EQ(buf[1], 2);
  EXPECT_EQ(buf[2], -1);
  // An output over an input's memory that is not the first input.
  int64_t *scale = static_cast<int64_t *>(s.data());
  EXPECT_PRED2(startsWith, run(buf, scale),
               "output 2 overlaps input 2 in memory (8 bytes at 0x");
}

// Inputs are only read: they may share memory (the buffer is wrapped twice).
TEST(RunIntoTest, InputsMayShareMemory) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  alignas(64) int64_t buf[4] = {2, 2, 2, 2};
  Tensor x = wrapped(DType::F32, {2, 4}, buf);
  Tensor s = wrapped(DType::I64, {}, buf);
  const Tensor *in[] = {&x, &s};
  Tensor sums = make(DType::F32, {2});
  Tensor rows = make(DType::I64, {});
  Tensor *out[] = {&sums, &rows};
  EXPECT_EQ(message(m->runInto("rowsum", in, 2, out, 2)), "<ok>");
  EXPECT_EQ(rows.dataAs<int64_t>()[0], 2);
}

TEST(RunIntoTest, InputChecksAndModuleChecksStillApply) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  Tensor y = make(DType::F32, {3});
  Tensor *out[] = {&y};
  Tensor badRank = f32({1, 3}, {1, 2, 3});
  const Tensor *in[] = {&badRank};
  EXPECT_EQ(message(m->runInto("add1", in, 1, out, 1)),
            "input 1: expected f32 tensor of rank 1 [?], got f32 [1, 3]");
  EXPECT_EQ(message(m->runInto("add1", nullptr, 0, out, 1)),
            "function 'add1' expects 1 input, got 0");

  Tensor empty = f32({0}, {});
  Tensor emptyOut = make(DType::F32, {0});
  const Tensor *emptyIn[] = {&empty};
  Tensor *emptyOuts[] = {&emptyOut};
  EXPECT_EQ(message(m->runInto("add1", emptyIn, 1, emptyOuts, 1)),
            "fake.add1 at fake.mlir:3:5: the input must not be empty");

  // A bad shape from the module is reported before the outputs are compared.
  Tensor x = f32({3}, {1, 2, 3});
  const Tensor *xin[] = {&x};
  EXPECT_EQ(message(m->runInto("bad_negative", xin, 1, out, 1)),
            m->path() + ": function 'bad_negative' output 1: the module's "
                        "check returned a negative dim in [-5]");
}

TEST(RunIntoTest, ConcurrentRunsIntoTheirOwnOutputs) {
  std::shared_ptr<Module> m = loadFake();
  ASSERT_TRUE(m);
  constexpr int kThreads = 8, kRuns = 100;
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      Tensor x = f32({16}, std::vector<float>(16, float(t)));
      Tensor y = make(DType::F32, {16});
      const Tensor *in[] = {&x};
      Tensor *out[] = {&y};
      for (int r = 0; r < kRuns; ++r) {
        if (!m->runInto("add1", in, 1, out, 1).ok()) {
          ++failures;
          continue;
        }
        for (int i = 0; i < 16; ++i)
          if (y.dataAs<float>()[i] != float(t) + 1.0f)
            ++failures;
      }
    });
  for (std::thread &th : threads)
    th.join();
  EXPECT_EQ(failures.load(), 0);
}
