// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- HostParallel.cpp - A host's parallel-for, held to its contract -----===//
//
// Each loop the module hands a checked parallel-for becomes a Region,
// registered under a number that the host sees as the chunks' closure: a
// chunk looks its region up, claims its range and runs the module's body.
// When the host's parallel_for returns, the region is unregistered (a later
// chunk finds nothing and does nothing), chunks still running are waited
// for, and a loop left short is a problem of the run.
//
//===----------------------------------------------------------------------===//

#include "HostParallel.h"

#include <condition_variable>
#include <cstdint>
#include <iterator>
#include <map>
#include <unordered_map>

namespace ovrt::impl {

static thread_local HostParallelRun *tlsRun = nullptr;

static std::string range(int64_t begin, int64_t end) {
  return "[" + std::to_string(begin) + ", " + std::to_string(end) + ")";
}

namespace {

/// One parallel loop in flight through a host's parallel-for.
struct Region {
  ovrt_parallel_body body = nullptr;
  void *closure = nullptr;
  int64_t n = 0;
  HostParallelRun *run = nullptr;
  /// Claimed ranges, begin -> end, adjacent ones merged.
  std::map<int64_t, int64_t> claimed;
  int64_t covered = 0;
  int32_t active = 0;
  std::string problem;

  void note(const std::string &what) {
    if (problem.empty())
      problem = what;
  }
  /// Claims [begin, end) unless it overlaps a claimed range.
  bool claim(int64_t begin, int64_t end) {
    auto next = claimed.lower_bound(begin);
    if (next != claimed.end() && next->first < end)
      return false;
    auto prev = next == claimed.begin() ? claimed.end() : std::prev(next);
    if (prev != claimed.end() && prev->second > begin)
      return false;
    covered += end - begin;
    if (next != claimed.end() && next->first == end) {
      end = next->second;
      claimed.erase(next);
    }
    if (prev != claimed.end() && prev->second == begin) {
      prev->second = end;
      return true;
    }
    claimed.emplace(begin, end);
    return true;
  }
  /// Why the chunk [begin, end) may not run, or "".
  std::string refusal(int64_t begin, int64_t end) {
    if (begin < 0 || end > n || begin > end)
      return "asked for a chunk " + range(begin, end) + " outside " +
             range(0, n);
    if (begin < end && !claim(begin, end))
      return "asked for the iterations " + range(begin, end) +
             " of a loop again (each must run once)";
    return "";
  }
};

/// The regions in flight, by number (the closure the host passes back).
struct Registry {
  std::mutex mutex;
  std::condition_variable idle;
  std::unordered_map<uintptr_t, Region *> live;
  uintptr_t next = 1;
};

} // namespace

static Registry &registry() {
  static Registry *r = new Registry; // leaked: chunks may outlive statics
  return *r;
}

static void checkedChunk(void *token, int64_t begin, int64_t end) {
  Registry &reg = registry();
  std::unique_lock<std::mutex> lock(reg.mutex);
  auto it = reg.live.find(reinterpret_cast<uintptr_t>(token));
  if (it == reg.live.end())
    return; // its loop is over: nothing to run it on
  Region &region = *it->second;
  if (std::string why = region.refusal(begin, end); !why.empty()) {
    region.note(why);
    return;
  }
  if (begin == end)
    return;
  ++region.active;
  lock.unlock();
  {
    HostParallelRun::Enter enter(region.run);
    region.body(region.closure, begin, end);
  }
  lock.lock();
  if (--region.active == 0)
    reg.idle.notify_all();
}

static void checkedParallelFor(void *data, int64_t n, ovrt_parallel_body body,
                               void *closure) {
  if (n <= 0)
    return;
  const auto &host = *static_cast<const ovrt_parallel *>(data);
  Region region;
  region.body = body;
  region.closure = closure;
  region.n = n;
  region.run = HostParallelRun::current();
  Registry &reg = registry();
  uintptr_t token;
  {
    std::lock_guard<std::mutex> lock(reg.mutex);
    token = reg.next++;
    reg.live.emplace(token, &region);
  }
  host.parallel_for(host.data, n, &checkedChunk,
                    reinterpret_cast<void *>(token));
  std::unique_lock<std::mutex> lock(reg.mutex);
  reg.live.erase(token);
  reg.idle.wait(lock, [&] { return region.active == 0; });
  if (region.problem.empty() && region.covered != n)
    region.note("ran " + std::to_string(region.covered) + " of the " +
                std::to_string(n) + " iterations of a loop");
  if (!region.problem.empty() && region.run)
    region.run->fail(region.problem);
}

HostParallelRun::HostParallelRun()
    : outer_(tlsRun), depth_(tlsRun ? tlsRun->depth_ + 1 : 1) {
  tlsRun = this;
}

HostParallelRun::~HostParallelRun() { tlsRun = outer_; }

Status HostParallelRun::depthStatus() const {
  if (depth_ <= kMaxNestedRuns)
    return Status::success();
  return Status::error(StatusCode::FailedPrecondition,
                       "runs nested more than " +
                           std::to_string(kMaxNestedRuns) +
                           " deep on one thread (a parallel-for that runs "
                           "modules inside its loops, recursively)");
}

Status HostParallelRun::status() const {
  std::lock_guard<std::mutex> lock(mutex_);
  if (problem_.empty())
    return Status::success();
  return Status::error(StatusCode::FailedPrecondition,
                       "the host's parallel-for " + problem_ +
                           " (runtime/ABI.md, \"Parallel loops\"); the "
                           "outputs are not valid");
}

void HostParallelRun::fail(const std::string &problem) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (problem_.empty())
    problem_ = problem;
}

HostParallelRun *HostParallelRun::current() { return tlsRun; }

HostParallelRun::Enter::Enter(HostParallelRun *run) : outer_(tlsRun) {
  tlsRun = run;
}

HostParallelRun::Enter::~Enter() { tlsRun = outer_; }

ovrt_parallel checkedParallel(const ovrt_parallel *host) {
  return ovrt_parallel{&checkedParallelFor, const_cast<ovrt_parallel *>(host)};
}

} // namespace ovrt::impl
