// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpenMPParallelTest.cpp - Loops on the process's OpenMP threads -----===//
//
// ovrt_openmp_parallel in a process that has an OpenMP runtime: this file is
// linked once with GNU's libgomp and once with LLVM's libomp (where
// installed), which provide GOMP_parallel; libovrt itself links neither.
// A loop's chunks cover it once, on the threads of the host's own OpenMP
// regions; 1 thread runs on the caller; a nested loop finishes; and
// examples/resnet_stem.mlir gives the pool's bytes at any thread count.
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

// The host's OpenMP (what -fopenmp would compile a `parallel` region to):
// OpenMP's own names.
// NOLINTNEXTLINE(readability-identifier-naming)
extern "C" void GOMP_parallel(void (*fn)(void *), void *data,
                              unsigned numThreads, unsigned flags);
// NOLINTNEXTLINE(readability-identifier-naming)
extern "C" int omp_get_thread_num();

namespace {

/// What a loop's chunks did: the ranges, the threads that ran them.
struct Record {
  std::mutex mutex;
  std::vector<std::pair<int64_t, int64_t>> chunks;
  std::set<std::thread::id> threads;

  static void body(void *self, int64_t begin, int64_t end) {
    auto &r = *static_cast<Record *>(self);
    std::lock_guard<std::mutex> lock(r.mutex);
    r.chunks.emplace_back(begin, end);
    r.threads.insert(std::this_thread::get_id());
  }
  /// Whether the chunks cover [0, n) exactly once.
  bool coversOnce(int64_t n) {
    std::sort(chunks.begin(), chunks.end());
    int64_t next = 0;
    for (auto [begin, end] : chunks) {
      if (begin != next || end <= begin)
        return false;
      next = end;
    }
    return next == n;
  }
};

} // namespace

static const ovrt_parallel *openmp(int32_t threads) {
  const ovrt_parallel *parallel = nullptr;
  EXPECT_EQ(ovrt_openmp_parallel(threads, &parallel), OVRT_OK)
      << ovrt_last_error();
  return parallel;
}

namespace {

TEST(OpenMPParallelTest, ChunksCoverEveryIterationOnce) {
  for (int32_t threads : {1, 2, 3, 7}) {
    const ovrt_parallel *p = openmp(threads);
    ASSERT_NE(p, nullptr);
    for (int64_t n : {1, 2, 3, 5, 100, 1001}) {
      Record r;
      p->parallel_for(p->data, n, &Record::body, &r);
      EXPECT_EQ(int64_t(r.chunks.size()), std::min<int64_t>(threads, n))
          << threads << " threads, n = " << n;
      EXPECT_TRUE(r.coversOnce(n)) << threads << " threads, n = " << n;
    }
  }
}

TEST(OpenMPParallelTest, OneThreadRunsOnTheCaller) {
  for (auto [threads, n] : {std::pair<int32_t, int64_t>{1, 64}, {4, 1}}) {
    const ovrt_parallel *p = openmp(threads);
    ASSERT_NE(p, nullptr);
    Record r;
    p->parallel_for(p->data, n, &Record::body, &r);
    ASSERT_EQ(r.chunks.size(), 1u);
    EXPECT_EQ(r.chunks[0], std::make_pair(int64_t(0), n));
    EXPECT_EQ(r.threads, std::set<std::thread::id>{std::this_thread::get_id()});
  }
}

TEST(OpenMPParallelTest, RunsOnTheHostsOpenMPThreads) {
  // The host's own region on 3 threads, then a loop on 3: OpenMP keeps the
  // team's threads, so the loop runs on those and creates none.
  Record host;
  GOMP_parallel(
      [](void *r) {
        Record::body(r, omp_get_thread_num(), omp_get_thread_num() + 1);
      },
      &host, 3, 0);
  ASSERT_EQ(host.threads.size(), 3u);
  const ovrt_parallel *p = openmp(3);
  ASSERT_NE(p, nullptr);
  Record r;
  p->parallel_for(p->data, 300, &Record::body, &r);
  EXPECT_TRUE(r.coversOnce(300));
  EXPECT_EQ(r.threads.size(), 3u);
  for (std::thread::id id : r.threads)
    EXPECT_TRUE(host.threads.count(id));
}

TEST(OpenMPParallelTest, NestedLoopsFinish) {
  const ovrt_parallel *p = openmp(2);
  ASSERT_NE(p, nullptr);
  struct Outer {
    const ovrt_parallel *p;
    std::atomic<int64_t> inner{0};
  } outer{p};
  p->parallel_for(
      p->data, 4,
      [](void *self, int64_t begin, int64_t end) {
        auto &o = *static_cast<Outer *>(self);
        for (int64_t i = begin; i < end; ++i) {
          Record r;
          o.p->parallel_for(o.p->data, 10, &Record::body, &r);
          if (r.coversOnce(10))
            o.inner += 10;
        }
      },
      &outer);
  EXPECT_EQ(outer.inner.load(), 40);
}

TEST(OpenMPParallelTest, RefusesBadCounts) {
  const ovrt_parallel *p = nullptr;
  for (int32_t bad : {0, -1, 1025}) {
    EXPECT_EQ(ovrt_openmp_parallel(bad, &p), OVRT_INVALID_ARGUMENT);
    EXPECT_NE(std::string(ovrt_last_error())
                  .find("ovrt_openmp_parallel: thread count " +
                        std::to_string(bad) + " is not from 1 to 1024"),
              std::string::npos)
        << ovrt_last_error();
  }
  EXPECT_EQ(ovrt_openmp_parallel(2, nullptr), OVRT_INVALID_ARGUMENT);
}

} // namespace

/// resnet_stem's outputs' bytes, run with `parallel` (null: the module's).
static std::string stemBytes(const ovrt::Module &module,
                             const ovrt::Tensor &input,
                             const ovrt_parallel *parallel) {
  const ovrt::FunctionSpec &fn = module.functions()[0];
  const ovrt::Tensor *in[] = {&input};
  auto shapes = module.outputShapes(fn.name, in, 1);
  EXPECT_TRUE(shapes.ok()) << shapes.error();
  std::vector<ovrt::Tensor> outs;
  std::vector<ovrt_tensor *> handles;
  for (size_t i = 0; i < shapes->size(); ++i) {
    outs.push_back(
        ovrt::Tensor::create(fn.outputs[i].dtype, (*shapes)[i]).take());
    std::memset(outs.back().data(), 0, outs.back().byteSize());
    handles.push_back(outs.back().handle());
  }
  const ovrt_tensor *ins[] = {input.handle()};
  EXPECT_EQ(ovrt_module_run_into_parallel(module.handle(), fn.name.c_str(), ins,
                                          1, handles.data(),
                                          int64_t(handles.size()), parallel),
            OVRT_OK)
      << ovrt_last_error();
  std::string bytes;
  for (const ovrt::Tensor &t : outs)
    bytes.append(static_cast<const char *>(t.data()), t.byteSize());
  return bytes;
}

namespace {

TEST(OpenMPParallelTest, ModuleGivesThePoolsBytes) {
  std::string path =
      ovrt_test::compileExample("resnet_stem.mlir", "", "openmp_stem.so");
  auto module = ovrt::Module::load(path).take();
  const ovrt::FunctionSpec &fn = module->functions()[0];
  std::vector<int64_t> dims = fn.inputs[0].dims;
  for (int64_t &d : dims)
    if (d < 0)
      d = 16;
  ovrt::Tensor input = ovrt::Tensor::create(fn.inputs[0].dtype, dims).take();
  for (int64_t i = 0; i < input.numElements(); ++i)
    input.dataAs<float>()[i] = float((i * 7919) % 1013) - 500.0f;
  ASSERT_EQ(ovrt_set_num_threads(2), OVRT_OK);
  std::string want = stemBytes(*module, input, nullptr);
  for (int32_t threads : {1, 2, 3}) {
    EXPECT_EQ(stemBytes(*module, input, openmp(threads)), want) << threads;
    // Installed for the module: every later run uses it.
    ASSERT_EQ(ovrt_module_set_parallel(module->handle(), openmp(threads)),
              OVRT_OK);
    EXPECT_EQ(stemBytes(*module, input, nullptr), want) << threads;
  }
  ASSERT_EQ(ovrt_module_set_parallel(module->handle(), nullptr), OVRT_OK);
}

} // namespace
