// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ThreadPoolTest.cpp - libovrt's pool and the host's parallel-for ---===//
//
// The pool's regions (ovrt_default_parallel) at several sizes, from many
// threads at once and nested; its threads, counted in /proc/self/task (none
// at 1 thread, none left once the last module is released); the size
// setting's bounds; and examples/roi_align.mlir compiled by ov-compile, run
// from many threads at once and through a host parallel-for. This binary has
// no OpenMP runtime: ovrt_openmp_parallel says so (OpenMPParallelTest.cpp
// tests it where one is linked).
//
//===----------------------------------------------------------------------===//

#include "ovrt/Runtime.h"
#include "ovrt/ovrt.h"

#include "TestUtil.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

/// The threads of this process now.
int taskCount() {
  DIR *dir = opendir("/proc/self/task");
  if (!dir)
    return -1;
  int count = 0;
  while (dirent *entry = readdir(dir))
    if (entry->d_name[0] != '.')
      ++count;
  closedir(dir);
  return count;
}

/// taskCount() once it equals `want` (an exiting thread leaves /proc a
/// moment after it was joined), or after a second.
int settledTaskCount(int want) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  int count = taskCount();
  while (count != want && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    count = taskCount();
  }
  return count;
}

const ovrt_parallel *pool() {
  const ovrt_parallel *p = nullptr;
  EXPECT_EQ(ovrt_default_parallel(&p), OVRT_OK);
  return p;
}

/// A region that counts, per iteration, how often it ran.
struct Coverage {
  std::vector<std::atomic<int>> hits;
  explicit Coverage(int64_t n) : hits(size_t(n)) {}
  static void body(void *closure, int64_t begin, int64_t end) {
    auto *self = static_cast<Coverage *>(closure);
    for (int64_t i = begin; i < end; ++i)
      ++self->hits[size_t(i)];
  }
  bool exactlyOnce() const {
    for (const std::atomic<int> &h : hits)
      if (h.load() != 1)
        return false;
    return true;
  }
};

void runCovered(int64_t n) {
  Coverage c(n);
  pool()->parallel_for(pool()->data, n, &Coverage::body, &c);
  EXPECT_TRUE(c.exactlyOnce()) << n << " iterations";
}

/// examples/roi_align.mlir, compiled once per process.
const std::string &roiModule() {
  static std::string path =
      ovrt_test::compileExample("roi_align.mlir", "", "roi_align.so");
  return path;
}

/// Inputs of roi_align.mlir: data [2, 64, 50, 50], 13 boxes.
std::vector<ovrt::Tensor> roiInputs() {
  std::vector<ovrt::Tensor> in;
  ovrt::Tensor data =
      ovrt::Tensor::create(ovrt::DType::F32, {2, 64, 50, 50}).take();
  for (int64_t i = 0; i < data.numElements(); ++i)
    data.dataAs<float>()[i] = float(i % 977) * 0.25f;
  ovrt::Tensor rois = ovrt::Tensor::create(ovrt::DType::F32, {13, 4}).take();
  ovrt::Tensor batch = ovrt::Tensor::create(ovrt::DType::I32, {13}).take();
  for (int64_t r = 0; r < 13; ++r) {
    float x = float(r % 7) * 20;
    float box[4] = {x, 8, x + 60, 120};
    std::memcpy(rois.dataAs<float>() + 4 * r, box, sizeof box);
    batch.dataAs<int32_t>()[r] = int32_t(r % 2);
  }
  in.push_back(std::move(data));
  in.push_back(std::move(rois));
  in.push_back(std::move(batch));
  return in;
}

/// The output's bytes of one run (into a fresh tensor).
std::string runRoi(const ovrt::Module &m, const std::vector<ovrt::Tensor> &in,
                   const ovrt::ParallelFor *parallel = nullptr) {
  std::vector<const ovrt::Tensor *> ptrs{&in[0], &in[1], &in[2]};
  ovrt::Tensor out =
      ovrt::Tensor::create(ovrt::DType::F32, {13, 64, 7, 7}).take();
  ovrt::Tensor *outs[] = {&out};
  ovrt::Status s =
      parallel ? m.runInto("roi_align", ptrs.data(), 3, outs, 1, *parallel)
               : m.runInto("roi_align", ptrs.data(), 3, outs, 1);
  EXPECT_TRUE(s.ok()) << s.message();
  return std::string(static_cast<const char *>(out.data()), out.byteSize());
}

TEST(ThreadPoolTest, ChunksCoverEveryIterationOnce) {
  for (int32_t threads : {1, 2, 3, 7}) {
    ASSERT_EQ(ovrt_set_num_threads(threads), OVRT_OK);
    for (int64_t n : {1, 2, 3, 7, 8, 100, 1001})
      runCovered(n);
  }
}

TEST(ThreadPoolTest, ConcurrentAndNestedRegions) {
  ASSERT_EQ(ovrt_set_num_threads(3), OVRT_OK);
  struct Outer {
    std::atomic<int> hits{0};
    static void body(void *closure, int64_t begin, int64_t end) {
      auto *self = static_cast<Outer *>(closure);
      for (int64_t i = begin; i < end; ++i) {
        runCovered(5); // a region inside a region runs inline
        ++self->hits;
      }
    }
  };
  std::vector<std::thread> callers;
  std::atomic<int> wrong{0};
  for (int t = 0; t < 6; ++t)
    callers.emplace_back([&] {
      for (int r = 0; r < 50; ++r) {
        Outer o;
        pool()->parallel_for(pool()->data, 9, &Outer::body, &o);
        if (o.hits != 9)
          ++wrong;
      }
    });
  for (std::thread &c : callers)
    c.join();
  EXPECT_EQ(wrong.load(), 0);
}

/// The child of a fork has none of the parent's workers: its regions must
/// not wait for them (it would hang; the alarm turns that into a failure).
TEST(ThreadPoolTest, AForkedChildRunsRegions) {
  ASSERT_EQ(ovrt_set_num_threads(2), OVRT_OK);
  runCovered(100);
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    alarm(20);
    const ovrt_parallel *p = nullptr;
    ovrt_default_parallel(&p);
    Coverage c(100);
    p->parallel_for(p->data, 100, &Coverage::body, &c);
    p->parallel_for(p->data, 100, &Coverage::body, &c);
    for (const std::atomic<int> &h : c.hits)
      if (h.load() != 2)
        _exit(1);
    _exit(0);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
}

TEST(ThreadPoolTest, OneThreadCreatesNone) {
  ASSERT_EQ(ovrt_set_num_threads(1), OVRT_OK);
  int before = taskCount();
  auto m = ovrt::Module::load(roiModule());
  ASSERT_TRUE(m.ok()) << m.error();
  std::vector<ovrt::Tensor> in = roiInputs();
  runRoi(**m, in);
  runCovered(100);
  EXPECT_EQ(taskCount(), before);
}

TEST(ThreadPoolTest, NoThreadLeftAfterTheLastModule) {
  ASSERT_EQ(ovrt_set_num_threads(3), OVRT_OK);
  int before = taskCount();
  {
    auto m = ovrt::Module::load(roiModule());
    ASSERT_TRUE(m.ok()) << m.error();
    std::vector<ovrt::Tensor> in = roiInputs();
    runRoi(**m, in);
    // Two workers beside the caller.
    EXPECT_EQ(taskCount(), before + 2);
  }
  EXPECT_EQ(settledTaskCount(before), before);
}

TEST(ThreadPoolTest, ManyThreadsRunOneModule) {
  ASSERT_EQ(ovrt_set_num_threads(1), OVRT_OK);
  auto m = ovrt::Module::load(roiModule());
  ASSERT_TRUE(m.ok()) << m.error();
  std::vector<ovrt::Tensor> in = roiInputs();
  std::string want = runRoi(**m, in);
  ASSERT_EQ(ovrt_set_num_threads(2), OVRT_OK);
  std::atomic<int> differ{0};
  std::vector<std::thread> callers;
  for (int t = 0; t < 8; ++t)
    callers.emplace_back([&] {
      for (int r = 0; r < 10; ++r)
        if (runRoi(**m, in) != want)
          ++differ;
    });
  for (std::thread &c : callers)
    c.join();
  EXPECT_EQ(differ.load(), 0);
}

TEST(ThreadPoolTest, HostParallelForInReverseOrder) {
  ASSERT_EQ(ovrt_set_num_threads(1), OVRT_OK);
  auto m = ovrt::Module::load(roiModule());
  ASSERT_TRUE(m.ok()) << m.error();
  std::vector<ovrt::Tensor> in = roiInputs();
  std::string want = runRoi(**m, in);
  std::atomic<int> calls{0};
  ovrt::ParallelFor reversed([&](int64_t n, ovrt::Chunk chunk) {
    ++calls;
    int64_t pieces = std::min<int64_t>(n, 4);
    for (int64_t k = pieces; k-- > 0;)
      chunk(n * k / pieces, n * (k + 1) / pieces);
  });
  EXPECT_EQ(runRoi(**m, in, &reversed), want);
  EXPECT_GE(calls.load(), 1);
  int perCall = calls;
  ASSERT_TRUE((*m)->setParallel(&reversed).ok());
  EXPECT_EQ(runRoi(**m, in), want);
  EXPECT_EQ(calls.load(), 2 * perCall);
  ASSERT_TRUE((*m)->setParallel(nullptr).ok());
  EXPECT_EQ(runRoi(**m, in), want);
  EXPECT_EQ(calls.load(), 2 * perCall);
}

TEST(ThreadPoolTest, RefusesBadSizes) {
  for (int32_t bad : {0, -1, 1025}) {
    EXPECT_EQ(ovrt_set_num_threads(bad), OVRT_INVALID_ARGUMENT);
    std::string message = ovrt_last_error();
    EXPECT_NE(message.find("thread count " + std::to_string(bad) +
                           " is not from 1 to 1024"),
              std::string::npos)
        << message;
    EXPECT_EQ(message.find('\n'), std::string::npos);
  }
  ASSERT_EQ(ovrt_set_num_threads(5), OVRT_OK);
  int32_t threads = 0;
  ASSERT_EQ(ovrt_get_num_threads(&threads), OVRT_OK);
  EXPECT_EQ(threads, 5);
  ovrt_parallel broken = {nullptr, nullptr};
  ovrt_module *module = nullptr;
  ASSERT_EQ(ovrt_module_load(OVRT_FAKE_MODULE, &module), OVRT_OK)
      << ovrt_last_error();
  EXPECT_EQ(ovrt_module_set_parallel(module, &broken), OVRT_INVALID_ARGUMENT);
  EXPECT_EQ(ovrt_module_set_parallel(nullptr, nullptr), OVRT_INVALID_ARGUMENT);
  ovrt_module_release(module);
}

TEST(ThreadPoolTest, OpenMPParallelNeedsAnOpenMPRuntime) {
  ASSERT_EQ(dlsym(RTLD_DEFAULT, "GOMP_parallel"), nullptr)
      << "this test binary must not load an OpenMP runtime";
  const ovrt_parallel *parallel = nullptr;
  EXPECT_EQ(ovrt_openmp_parallel(2, &parallel), OVRT_UNAVAILABLE);
  EXPECT_EQ(parallel, nullptr);
  std::string message = ovrt_last_error();
  EXPECT_NE(message.find("ovrt_openmp_parallel: no OpenMP runtime in the "
                         "process (GOMP_parallel"),
            std::string::npos)
      << message;
  EXPECT_EQ(message.find('\n'), std::string::npos);
  // A bad count is named first, as with a runtime.
  EXPECT_EQ(ovrt_openmp_parallel(0, &parallel), OVRT_INVALID_ARGUMENT);
}

} // namespace
