// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OutputPool.cpp - Reused output storage of a module -----------------===//

#include "OutputPool.h"

#include <cstdlib>
#include <cstring>
#include <new>

namespace ovrt::impl {

namespace {

// Data is aligned like Tensor::allocate's (AVX-512 loads); the capacity is
// kept in the block's first kHeader bytes, in front of the data, so that the
// release callback (which only gets the data pointer) knows the size class.
constexpr size_t kAlignment = 64;
constexpr size_t kHeader = kAlignment;

} // namespace

static size_t capacityFor(size_t bytes) {
  return bytes == 0 ? kAlignment
                    : (bytes + kAlignment - 1) / kAlignment * kAlignment;
}

static size_t &capacityOf(void *data) {
  return *reinterpret_cast<size_t *>(static_cast<char *>(data) - kHeader);
}

static void freeBlock(void *data) {
  std::free(static_cast<char *>(data) - kHeader);
}

OutputPool *OutputPool::create() { return new (std::nothrow) OutputPool(); }

OutputPool::~OutputPool() { trim(); }

void OutputPool::release() {
  if (refs_.fetch_sub(1, std::memory_order_acq_rel) == 1)
    delete this;
}

Result<Tensor> OutputPool::take(DType type, std::vector<int64_t> shape) {
  Result<int64_t> bytes = checkedByteSize(type, shape);
  if (!bytes)
    return bytes.status();
  size_t capacity = capacityFor(size_t(*bytes));
  void *data = nullptr;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = free_.find(capacity);
    if (it != free_.end() && !it->second.empty()) {
      data = it->second.back();
      it->second.pop_back();
      cachedBytes_ -= capacity;
    }
  }
  if (!data) {
    // Uninitialized: the kernel writes every element (ABI.md).
    void *block = nullptr;
    if (capacity > SIZE_MAX - kHeader ||
        posix_memalign(&block, kAlignment, kHeader + capacity) != 0 || !block)
      return Status::error(StatusCode::ResourceExhausted,
                           "cannot allocate " + std::to_string(*bytes) +
                               " bytes for a " + dtypeName(type) +
                               " tensor of shape " + formatShape(shape));
    data = static_cast<char *>(block) + kHeader;
    capacityOf(data) = capacity;
    std::lock_guard<std::mutex> lock(mutex_);
    ++allocations_;
  }
  retain(); // held by the buffer until giveBack
  return Tensor::wrap(type, std::move(shape), data, size_t(*bytes), giveBack,
                      this);
}

void OutputPool::giveBack(void *data, void *context) {
  auto *pool = static_cast<OutputPool *>(context);
  size_t capacity = capacityOf(data);
  bool kept = false;
  {
    std::lock_guard<std::mutex> lock(pool->mutex_);
    if (pool->cachedBytes_ + capacity <= kDefaultMaxCachedBytes) {
      pool->free_[capacity].push_back(data);
      pool->cachedBytes_ += capacity;
      kept = true;
    }
  }
  if (!kept)
    freeBlock(data);
  pool->release();
}

void OutputPool::trim() {
  std::unordered_map<size_t, std::vector<void *>> drained;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    drained.swap(free_);
    cachedBytes_ = 0;
  }
  for (auto &entry : drained)
    for (void *data : entry.second)
      freeBlock(data);
}

size_t OutputPool::allocations() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return allocations_;
}

size_t OutputPool::cachedBuffers() const {
  std::lock_guard<std::mutex> lock(mutex_);
  size_t n = 0;
  for (const auto &entry : free_)
    n += entry.second.size();
  return n;
}

} // namespace ovrt::impl
