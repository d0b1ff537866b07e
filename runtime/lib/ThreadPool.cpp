// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ThreadPool.cpp - libovrt's parallel-for ----------------------------===//
//
// One process-wide pool. A region of n iterations on T threads is split
// statically into min(T, n) contiguous chunks (the first n % chunks one
// iteration longer, as OpenMP's static schedule); the caller runs chunk 0
// and worker k chunk k. Workers are created at the first region that needs
// them, wait for the next region spinning briefly and then on a futex, and
// are joined when the last loaded module lets go of the pool.
//
// One region runs on the pool at a time: a caller that finds it busy (another
// thread's region, or a region nested in a chunk) runs its region inline on
// its own thread, so that nothing waits for a thread that waits for it.
//
//===----------------------------------------------------------------------===//

#include "ThreadPool.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <climits>
#include <cstdlib>
#include <mutex>
#include <new>
#include <pthread.h>
#include <sched.h>
#include <string>
#include <thread>
#include <vector>

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace ovrt::impl {

namespace {

/// Worker stacks: the modules' chunk functions keep their scratch buffers
/// (static allocas, e.g. MaxPool's separable rings and ROIAlign's per-task
/// buffers, up to a few hundred KiB) on the stack, as they do on the
/// caller's thread, whose stack is usually 8 MiB; a worker gets as much, so
/// that a kernel that runs on the caller runs on a worker too.
constexpr size_t kWorkerStackBytes = size_t(8) << 20;
/// How long an idle worker (and a waiting caller) spins before it sleeps:
/// back-to-back regions (a model's layers) then cost no futex round trip.
constexpr std::chrono::microseconds kSpinTime(200);

void futexWait(std::atomic<int32_t> &word, int32_t expected) {
  syscall(SYS_futex, reinterpret_cast<int32_t *>(&word), FUTEX_WAIT_PRIVATE,
          expected, nullptr, nullptr, 0);
}
void futexWake(std::atomic<int32_t> &word, int32_t count) {
  syscall(SYS_futex, reinterpret_cast<int32_t *>(&word), FUTEX_WAKE_PRIVATE,
          count, nullptr, nullptr, 0);
}
inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

/// Spins until `done()` or kSpinTime has passed; returns done().
template <typename Done> bool spinUntil(Done done) {
  auto start = std::chrono::steady_clock::now();
  for (unsigned i = 1;; ++i) {
    if (done())
      return true;
    cpuRelax();
    if (i % 64 == 0 && std::chrono::steady_clock::now() - start > kSpinTime)
      return done();
  }
}

/// Whether this thread is one of the pool's workers.
thread_local bool tlsPoolWorker = false;

class Pool {
public:
  void run(int64_t n, ovrt_parallel_body body, void *closure);
  void retain();
  void release();
  int32_t workers() {
    std::lock_guard<std::mutex> lock(lifecycle_);
    return int32_t(threads_.size());
  }
  /// In the child of a fork: none of the workers exists there, and a lock
  /// or region another thread held at the fork is nobody's.
  void forgetWorkers() {
    new (&lifecycle_) std::mutex;
    threads_.clear();
    busy_.store(false);
    stop_.store(false);
    sleepingWorkers_.store(0);
    pending_.store(0);
    callerSleeping_.store(0);
  }

private:
  struct Start {
    Pool *pool;
    int32_t id;
    int32_t seen;
  };
  static void *workerMain(void *arg);
  void work(int32_t id, int32_t seen);
  /// Creates workers until there are `wanted` (fewer if the system refuses);
  /// returns how many there are.
  int32_t ensureWorkers(int32_t wanted);
  void runChunk(int32_t k) {
    int64_t begin, end;
    staticChunk(n_, chunks_, k, begin, end);
    body_(closure_, begin, end);
  }
  /// Takes the pool for a region or for joining; false if it is taken.
  bool tryTake() { return !busy_.exchange(true, std::memory_order_acquire); }
  void give() { busy_.store(false, std::memory_order_release); }

  std::mutex lifecycle_; // threads_, holders_
  std::vector<pthread_t> threads_;
  int64_t holders_ = 0;
  std::atomic<bool> busy_{false};
  std::atomic<bool> stop_{false};
  /// Bumped for each region (and to stop): workers wait on it.
  std::atomic<int32_t> generation_{0};
  std::atomic<int32_t> sleepingWorkers_{0};
  /// Workers yet to finish the region; the caller waits on it.
  std::atomic<int32_t> pending_{0};
  std::atomic<int32_t> callerSleeping_{0};
  // The region: written by its caller before generation_ is bumped.
  ovrt_parallel_body body_ = nullptr;
  void *closure_ = nullptr;
  int64_t n_ = 0;
  int32_t chunks_ = 1;
};

void *Pool::workerMain(void *arg) {
  Start start = *static_cast<Start *>(arg);
  delete static_cast<Start *>(arg);
  tlsPoolWorker = true;
  start.pool->work(start.id, start.seen);
  return nullptr;
}

void Pool::work(int32_t id, int32_t seen) {
  for (;;) {
    auto changed = [&] {
      return generation_.load(std::memory_order_acquire) != seen;
    };
    if (!spinUntil(changed)) {
      sleepingWorkers_.fetch_add(1);
      while (!changed())
        futexWait(generation_, seen);
      sleepingWorkers_.fetch_sub(1);
    }
    seen = generation_.load(std::memory_order_acquire);
    if (stop_.load(std::memory_order_acquire))
      return;
    // Every worker acknowledges every region, taking part or not: the
    // next region starts only once each has seen this one.
    if (id < chunks_)
      runChunk(id);
    if (pending_.fetch_sub(1) == 1 && callerSleeping_.load())
      futexWake(pending_, 1);
  }
}

int32_t Pool::ensureWorkers(int32_t wanted) {
  std::lock_guard<std::mutex> lock(lifecycle_);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, kWorkerStackBytes);
  while (int32_t(threads_.size()) < wanted) {
    auto *start = new Start{this, int32_t(threads_.size()) + 1,
                            generation_.load(std::memory_order_relaxed)};
    pthread_t thread;
    if (pthread_create(&thread, &attr, workerMain, start) != 0) {
      delete start;
      break;
    }
    threads_.push_back(thread);
  }
  pthread_attr_destroy(&attr);
  return int32_t(threads_.size());
}

void Pool::run(int64_t n, ovrt_parallel_body body, void *closure) {
  if (n <= 0)
    return;
  int32_t threads = numThreads();
  if (threads <= 1 || n == 1 || !tryTake()) {
    body(closure, 0, n);
    return;
  }
  int32_t workers = ensureWorkers(threads - 1);
  body_ = body;
  closure_ = closure;
  n_ = n;
  // Workers beyond the setting (it was lowered) only acknowledge.
  chunks_ = int32_t(
      std::min<int64_t>(n, int64_t(std::min(workers, threads - 1)) + 1));
  pending_.store(workers, std::memory_order_relaxed);
  generation_.fetch_add(1);
  if (sleepingWorkers_.load() > 0)
    futexWake(generation_, INT_MAX);
  runChunk(0);
  auto finished = [&] { return pending_.load(std::memory_order_acquire) == 0; };
  if (!spinUntil(finished)) {
    callerSleeping_.store(1);
    for (int32_t left; (left = pending_.load()) != 0;)
      futexWait(pending_, left);
    callerSleeping_.store(0);
  }
  give();
}

void Pool::retain() {
  std::lock_guard<std::mutex> lock(lifecycle_);
  ++holders_;
}

void Pool::release() {
  {
    std::lock_guard<std::mutex> lock(lifecycle_);
    if (--holders_ > 0 || threads_.empty() || tlsPoolWorker)
      return;
  }
  // No region runs while the workers stop: wait for the one in flight.
  while (!tryTake())
    std::this_thread::yield();
  std::vector<pthread_t> joining;
  {
    std::lock_guard<std::mutex> lock(lifecycle_);
    // A module loaded meanwhile keeps the workers.
    if (holders_ == 0) {
      stop_.store(true, std::memory_order_release);
      generation_.fetch_add(1);
      futexWake(generation_, INT_MAX);
      joining.swap(threads_);
    }
  }
  for (pthread_t thread : joining)
    pthread_join(thread, nullptr);
  stop_.store(false, std::memory_order_release);
  give();
}

/// Leaked on purpose: a worker may still wait on it while the process exits.
Pool &pool() {
  static Pool *p = [] {
    auto *created = new Pool;
    pthread_atfork(nullptr, nullptr, [] { pool().forgetWorkers(); });
    return created;
  }();
  return *p;
}

void poolParallelFor(void *, int64_t n, ovrt_parallel_body body,
                     void *closure) {
  pool().run(n, body, closure);
}

const ovrt_parallel kDefaultParallel = {&poolParallelFor, nullptr};

std::atomic<int32_t> explicitThreads{0};

struct EnvSetting {
  int32_t threads = 0;
  Status error;
};

/// OVRT_NUM_THREADS, read once: decimal digits only (leading zeros
/// allowed, however many: "0004" and "00004" are 4), 1 to kMaxThreads.
EnvSetting readEnvSetting() {
  EnvSetting s;
  const char *text = std::getenv("OVRT_NUM_THREADS");
  if (!text)
    return s;
  std::string value(text);
  bool digits = !value.empty() &&
                std::all_of(value.begin(), value.end(),
                            [](char c) { return c >= '0' && c <= '9'; });
  std::string significant =
      value.substr(std::min(value.find_first_not_of('0'), value.size()));
  // More than 4 significant digits is above kMaxThreads (and past strtol).
  long parsed = digits && significant.size() <= 4
                    ? std::strtol(significant.c_str(), nullptr, 10)
                    : 0;
  if (parsed >= 1 && parsed <= kMaxThreads) {
    s.threads = int32_t(parsed);
    return s;
  }
  std::string shown;
  for (char c : value.substr(0, 40))
    shown += std::isprint(static_cast<unsigned char>(c)) ? c : '?';
  if (value.size() > 40)
    shown += "...";
  s.error = Status::error(StatusCode::InvalidArgument,
                          "OVRT_NUM_THREADS='" + shown +
                              "' is not an integer from 1 to " +
                              std::to_string(kMaxThreads));
  return s;
}

const EnvSetting &envSetting() {
  static const EnvSetting s = readEnvSetting();
  return s;
}

/// The CPUs this process may run on (as OpenMP counts them).
int32_t hardwareThreads() {
  cpu_set_t set;
  int32_t count = 0;
  if (sched_getaffinity(0, sizeof set, &set) == 0)
    count = CPU_COUNT(&set);
  if (count <= 0)
    count = int32_t(std::thread::hardware_concurrency());
  return std::clamp<int32_t>(count, 1, kMaxThreads);
}

} // namespace

Status setNumThreads(int32_t threads) {
  if (threads < 1 || threads > kMaxThreads)
    return Status::error(StatusCode::InvalidArgument,
                         "thread count " + std::to_string(threads) +
                             " is not from 1 to " +
                             std::to_string(kMaxThreads));
  explicitThreads.store(threads);
  return Status::success();
}

int32_t numThreads() {
  if (int32_t t = explicitThreads.load(std::memory_order_relaxed))
    return t;
  if (int32_t t = envSetting().threads)
    return t;
  static const int32_t hardware = hardwareThreads();
  return hardware;
}

Status threadSettingStatus() {
  if (explicitThreads.load())
    return Status::success();
  return envSetting().error;
}

const ovrt_parallel *defaultParallel() { return &kDefaultParallel; }

void retainPool() { pool().retain(); }
void releasePool() { pool().release(); }
int32_t poolWorkers() { return pool().workers(); }

} // namespace ovrt::impl
