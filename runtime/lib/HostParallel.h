// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HostParallel.h - A host's parallel-for, held to contract -*- C++ -*-===//
//
// A parallel-for the host installs (ovrt_module_set_parallel) or passes with
// a call (ovrt_module_run_into_parallel) is run through a checking layer:
// every chunk it asks for must lie inside [0, n) and overlap no chunk run
// before, the chunks must cover [0, n) by the time it returns, and a chunk
// asked for after it returned is ignored. A chunk that breaks the rule is not
// run; the C API run that owns the loop then fails with the first problem
// (runtime/ABI.md, "Parallel loops"). libovrt's own pool is not checked.
//
//===----------------------------------------------------------------------===//

#ifndef OVRT_LIB_HOSTPARALLEL_H
#define OVRT_LIB_HOSTPARALLEL_H

#include "ovrt/Error.h"
#include "ovrt/Parallel.h"

#include <mutex>
#include <string>

namespace ovrt::impl {

/// The most C API runs nested on one thread (a host's parallel-for that
/// runs a module, whose parallel-for runs a module, ...): each level holds a
/// module's stack frame, scratch buffers included.
inline constexpr int kMaxNestedRuns = 16;

/// One C API run on this thread: the problems of the host's parallel-for
/// during it. Constructed before the run, on the run's thread.
class HostParallelRun {
public:
  HostParallelRun();
  ~HostParallelRun();
  HostParallelRun(const HostParallelRun &) = delete;
  HostParallelRun &operator=(const HostParallelRun &) = delete;

  /// An error when this run is nested more than kMaxNestedRuns deep.
  Status depthStatus() const;
  /// The first problem of the host's parallel-for, or success.
  Status status() const;
  /// Records `problem` (the first one wins).
  void fail(const std::string &problem);

  /// The run whose module code runs on this thread now, or null.
  static HostParallelRun *current();

  /// Makes `run` this thread's current run for a scope (a chunk of its
  /// loop on another thread).
  class Enter {
  public:
    explicit Enter(HostParallelRun *run);
    ~Enter();
    Enter(const Enter &) = delete;
    Enter &operator=(const Enter &) = delete;

  private:
    HostParallelRun *outer_;
  };

private:
  HostParallelRun *outer_;
  int depth_;
  mutable std::mutex mutex_;
  std::string problem_;
};

/// The checking form of `host` (which must outlive the runs that use the
/// result): what libovrt hands the module instead of `host`.
ovrt_parallel checkedParallel(const ovrt_parallel *host);

} // namespace ovrt::impl

#endif // OVRT_LIB_HOSTPARALLEL_H
