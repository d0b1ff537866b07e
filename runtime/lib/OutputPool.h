// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OutputPool.h - Reused output storage of a module ---------*- C++ -*-===//
//
// Module::run hands out outputs whose storage comes from the module's pool:
// when such a tensor is destroyed its buffer goes back to the pool, and the
// next run of a function with outputs of the same size takes it again. In a
// serving loop (run, use the outputs, drop them, run again) nothing is
// allocated after the first call and the pages stay mapped, so the kernel
// pays no page faults. See runtime/README.md, "Output storage".
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_OUTPUTPOOL_H
#define OVRT_LIB_OUTPUTPOOL_H

#include "Core.h"

#include <atomic>
#include <cstddef>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace ovrt::impl {

/// A reference-counted cache of aligned buffers, keyed by capacity. The
/// module holds one reference and every buffer lent out holds one, so the
/// pool outlives the module while its tensors are alive.
class OutputPool {
public:
  /// Free buffers above this many bytes in total are freed instead of kept.
  static constexpr size_t kDefaultMaxCachedBytes = size_t(4) << 30;

  static OutputPool *create();
  void retain() { refs_.fetch_add(1, std::memory_order_relaxed); }
  /// Drops a reference; the last one frees the cached buffers and the pool.
  void release();

  /// An uninitialized tensor whose buffer is a cached one of the same
  /// capacity if there is one, a new allocation otherwise.
  Result<Tensor> take(DType type, std::vector<int64_t> shape);

  /// Frees every cached buffer (buffers lent out are unaffected).
  void trim();
  /// Statistics, for tests: buffers allocated so far, buffers cached now.
  size_t allocations() const;
  size_t cachedBuffers() const;

private:
  OutputPool() = default;
  ~OutputPool();
  static void giveBack(void *data, void *context);

  std::atomic<long> refs_{1};
  mutable std::mutex mutex_;
  std::unordered_map<size_t, std::vector<void *>> free_;
  size_t cachedBytes_ = 0;
  size_t allocations_ = 0;
};

} // namespace ovrt::impl

#endif // OVRT_LIB_OUTPUTPOOL_H
