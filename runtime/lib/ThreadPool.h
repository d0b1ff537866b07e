// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ThreadPool.h - libovrt's parallel-for --------------------*- C++ -*-===//
//
// The pool that runs a module's parallel loops unless the host installed a
// parallel-for of its own (ovrt/Parallel.h). Its size is one setting:
// ovrt_set_num_threads, else OVRT_NUM_THREADS, else the hardware threads.
//
//===----------------------------------------------------------------------===//

#ifndef OVRT_LIB_THREADPOOL_H
#define OVRT_LIB_THREADPOOL_H

#include "ovrt/Error.h"
#include "ovrt/Parallel.h"

#include <cstdint>

namespace ovrt::impl {

/// The most threads the setting takes.
inline constexpr int32_t kMaxThreads = 1024;

/// Chunk `k` of a region of `n` iterations cut into `chunks` contiguous
/// chunks, the first n % chunks one iteration longer (OpenMP's static
/// schedule): libovrt's pool and its OpenMP parallel-for cut loops alike.
inline void staticChunk(int64_t n, int64_t chunks, int64_t k, int64_t &begin,
                        int64_t &end) {
  int64_t q = n / chunks, r = n % chunks;
  begin = k * q + (k < r ? k : r);
  end = begin + q + (k < r ? 1 : 0);
}

/// The parallel-for that runs a loop on `threads` threads of the process's
/// OpenMP runtime (OpenMPParallel.cpp; static: valid for the process), or
/// an Unavailable error when no OpenMP runtime is loaded, InvalidArgument
/// for a count outside 1 to kMaxThreads.
Status openmpParallel(int32_t threads, const ovrt_parallel **parallel);

/// Sets the pool's size (1 to kMaxThreads; 1: the caller's thread only).
Status setNumThreads(int32_t threads);
/// The pool's size now.
int32_t numThreads();
/// An error naming OVRT_NUM_THREADS and its value when the variable is set
/// to anything but an integer from 1 to kMaxThreads and no explicit size was
/// set; loads and runs fail with it.
Status threadSettingStatus();

/// libovrt's pool as an ovrt_parallel.
const ovrt_parallel *defaultParallel();

/// A loaded module holds the pool: its workers are joined when the last
/// holder lets go.
void retainPool();
void releasePool();

/// The pool's worker threads alive now (for tests).
int32_t poolWorkers();

} // namespace ovrt::impl

#endif // OVRT_LIB_THREADPOOL_H
