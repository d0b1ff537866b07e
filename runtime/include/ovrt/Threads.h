// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Threads.h - Threads of a module's parallel loops ----*- C++ -*-===//
//
// Header-only over the C API (ovrt/ovrt.h, "Threads"): the size of
// libovrt's pool, and ParallelFor, which makes a host's callable the
// parallel-for a module runs its loops on (Module::setParallel, or per call
// Module::runInto).
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_THREADS_H
#define OVRT_THREADS_H

#include "ovrt/Error.h"
#include "ovrt/Tensor.h"
#include "ovrt/ovrt.h"

#include <cstdint>
#include <exception>
#include <functional>
#include <string>
#include <utility>

namespace ovrt {

/// Sets the size of libovrt's pool (1 to 1024; 1: every loop on the calling
/// thread, no thread created). It overrides OVRT_NUM_THREADS.
inline Status setNumThreads(int32_t threads) {
  int rc = ovrt_set_num_threads(threads);
  return rc == OVRT_OK ? Status::success() : detail::lastError(rc);
}
/// The size of libovrt's pool now.
inline int32_t numThreads() {
  int32_t threads = 1;
  ovrt_get_num_threads(&threads);
  return threads;
}

/// One chunk of a region: run(begin, end) runs those iterations.
class Chunk {
public:
  Chunk(ovrt_parallel_body body, void *closure)
      : body_(body), closure_(closure) {}
  void operator()(int64_t begin, int64_t end) const {
    body_(closure_, begin, end);
  }

private:
  ovrt_parallel_body body_;
  void *closure_;
};

/// A host's parallel-for: `fn(n, chunk)` must call chunk(b, e) over disjoint
/// ranges covering [0, n) exactly once, on any threads, and return when all
/// have finished (ovrt/Parallel.h), e.g.
///   ovrt::ParallelFor pf([&](int64_t n, ovrt::Chunk chunk) {
///     tbb::parallel_for(tbb::blocked_range<int64_t>(0, n),
///                       [&](auto r) { chunk(r.begin(), r.end()); });
///   });
/// It must outlive the runs that use it (or be shared with libovrt:
/// Module::setParallel(std::shared_ptr<const ParallelFor>)); it neither
/// copies nor moves (the C struct points at it). An exception `fn` throws (or a
/// chunk's, from the host's own code) does not cross the module: the run fails
/// with its message (ovrt_parallel_fail) and the chunks not run are not run.
class ParallelFor {
public:
  using Fn = std::function<void(int64_t n, Chunk chunk)>;
  explicit ParallelFor(Fn fn) : fn_(std::move(fn)) {
    c_.parallel_for = &call;
    c_.data = this;
  }
  ParallelFor(const ParallelFor &) = delete;
  ParallelFor &operator=(const ParallelFor &) = delete;
  const ovrt_parallel *get() const { return &c_; }

private:
  static void call(void *data, int64_t n, ovrt_parallel_body body,
                   void *closure) noexcept {
#if defined(__cpp_exceptions) || defined(__EXCEPTIONS)
    try {
      static_cast<ParallelFor *>(data)->fn_(n, Chunk(body, closure));
    } catch (const std::exception &e) {
      ovrt_parallel_fail(e.what());
    } catch (...) {
      ovrt_parallel_fail("an exception that is not a std::exception");
    }
#else
    static_cast<ParallelFor *>(data)->fn_(n, Chunk(body, closure));
#endif
  }
  Fn fn_;
  ovrt_parallel c_{};
};

} // namespace ovrt

#endif // OVRT_THREADS_H
