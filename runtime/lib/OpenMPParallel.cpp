// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OpenMPParallel.cpp - Loops on the process's OpenMP threads ---------===//
//
// A parallel-for that runs a module's loop on the OpenMP runtime already in
// the process (a host's, e.g. PyTorch's libgomp), so that the host's
// thread-count setting governs both and the two never keep two sets of
// threads busy. libovrt does not link OpenMP: the runtime is looked up with
// dlsym(RTLD_DEFAULT) through GNU's ABI (GOMP_parallel, which libgomp has and
// LLVM's libomp and Intel's libiomp5 also export) and omp_get_thread_num /
// omp_get_num_threads. A region of n iterations asks for min(threads, n)
// threads; each thread of the team it gets runs the chunk of its number,
// cut as libovrt's pool cuts (OpenMP's static schedule over the team's
// size), and GOMP_parallel returns once every thread has finished.
//
//===----------------------------------------------------------------------===//

#include "ThreadPool.h"

#include <algorithm>
#include <atomic>
#include <dlfcn.h>
#include <mutex>
#include <string>

namespace ovrt::impl {

namespace {

/// The OpenMP entry points libovrt calls (GNU's ABI).
struct OpenMPRuntime {
  void (*parallel)(void (*fn)(void *), void *data, unsigned numThreads,
                   unsigned flags);
  int (*threadNum)();
  int (*numThreads)();
};

/// One region: what each thread of the team needs to find its chunk.
struct Team {
  const OpenMPRuntime *omp;
  ovrt_parallel_body body;
  void *closure;
  int64_t n;
};

} // namespace

/// The team's threads: chunk omp_get_thread_num() of min(team size, n).
/// A team smaller than asked for (OMP_THREAD_LIMIT, a nested region that
/// OpenMP serializes) still covers [0, n).
static void teamMain(void *data) {
  const Team &team = *static_cast<const Team *>(data);
  int64_t chunks =
      std::min<int64_t>(std::max(team.omp->numThreads(), 1), team.n);
  int64_t k = team.omp->threadNum();
  if (k < 0 || k >= chunks)
    return;
  int64_t begin, end;
  staticChunk(team.n, chunks, k, begin, end);
  team.body(team.closure, begin, end);
}

/// The runtime found, once found (a runtime loaded later is found by a
/// later call; a found one stays: OpenMP runtimes are not unloaded).
static std::atomic<const OpenMPRuntime *> found{nullptr};

static const OpenMPRuntime *findRuntime() {
  if (const OpenMPRuntime *omp = found.load(std::memory_order_acquire))
    return omp;
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  if (const OpenMPRuntime *omp = found.load(std::memory_order_acquire))
    return omp;
  void *parallel = dlsym(RTLD_DEFAULT, "GOMP_parallel");
  void *threadNum = dlsym(RTLD_DEFAULT, "omp_get_thread_num");
  void *numThreads = dlsym(RTLD_DEFAULT, "omp_get_num_threads");
  if (!parallel || !threadNum || !numThreads)
    return nullptr;
  static OpenMPRuntime runtime;
  runtime.parallel = reinterpret_cast<decltype(runtime.parallel)>(parallel);
  runtime.threadNum = reinterpret_cast<decltype(runtime.threadNum)>(threadNum);
  runtime.numThreads =
      reinterpret_cast<decltype(runtime.numThreads)>(numThreads);
  found.store(&runtime, std::memory_order_release);
  return &runtime;
}

/// `data` is the thread count. One thread, or one iteration, runs on the
/// calling thread without entering OpenMP.
static void openmpParallelFor(void *data, int64_t n, ovrt_parallel_body body,
                              void *closure) {
  if (n <= 0)
    return;
  auto threads = static_cast<int64_t>(reinterpret_cast<intptr_t>(data));
  const OpenMPRuntime *omp = found.load(std::memory_order_acquire);
  if (threads <= 1 || n == 1 || !omp) {
    body(closure, 0, n);
    return;
  }
  Team team{omp, body, closure, n};
  omp->parallel(&teamMain, &team, unsigned(std::min(threads, n)), 0);
}

/// One parallel-for per thread count, built at first use: each is static.
static const ovrt_parallel *forThreads(int32_t threads) {
  static const ovrt_parallel *table = [] {
    auto *entries = new ovrt_parallel[kMaxThreads + 1];
    for (int32_t t = 0; t <= kMaxThreads; ++t)
      entries[t] = {&openmpParallelFor,
                    reinterpret_cast<void *>(static_cast<intptr_t>(t))};
    return entries;
  }();
  return &table[threads];
}

Status openmpParallel(int32_t threads, const ovrt_parallel **parallel) {
  if (threads < 1 || threads > kMaxThreads)
    return Status::error(StatusCode::InvalidArgument,
                         "thread count " + std::to_string(threads) +
                             " is not from 1 to " +
                             std::to_string(kMaxThreads));
  if (!findRuntime())
    return Status::error(
        StatusCode::Unavailable,
        "no OpenMP runtime in the process (GOMP_parallel, omp_get_thread_num "
        "and omp_get_num_threads not found with dlsym(RTLD_DEFAULT); "
        "libgomp, libomp and libiomp5 provide them when loaded globally)");
  *parallel = forThreads(threads);
  return Status::success();
}

} // namespace ovrt::impl
