// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CudaStaging.cpp - Module::run's host path through pinned memory ----===//
//
// A CUDA module's own host code (ov_run_NAME) copies its host inputs and
// outputs with cuMemcpyAsync straight from and to the caller's pageable
// memory, which the driver stages through a small bounce buffer of its own:
// a fraction of the bus's bandwidth. For calls of at least kStageFrom bytes
// libovrt therefore runs the module's device entry (ov_run_DEVICE_NAME)
// itself, on device twins it allocates stream-ordered, and moves the data
// through page-locked memory it owns (cuMemHostAlloc):
//
//   - the pinned memory is kSlots slots of kChunk bytes, allocated once per
//     "stager" and reused by every later call; at most kMaxStagers stagers
//     exist (one per concurrent call), so it is bounded;
//   - inputs go in chunks: the host copy of chunk k+1 into a free slot
//     overlaps the DMA of chunk k; a slot is reused once the event recorded
//     after its copy has completed;
//   - the kernels are enqueued after the last input chunk on the same
//     stream, so they see every input in full; outputs come back in chunks
//     after them, the host copy out of chunk k overlapping the DMA of chunk
//     k+1.
//
// Everything is on the stager's stream, which the call synchronizes before
// it returns. When staging is not possible (a driver without
// cuMemHostAlloc or stream-ordered allocation, pinned memory refused, every
// stager busy) the call takes the module's own path, with the same results.
//
//===----------------------------------------------------------------------===//

#include "Core.h"
#include "Cuda.h"
#include "CudaDriver.h"

#include <algorithm>
#include <cstring>
#include <mutex>

namespace ovrt::impl::cuda {

namespace {
/// Calls moving fewer bytes (inputs plus outputs) take the module's path.
constexpr size_t kStageFrom = size_t(1) << 20;
constexpr size_t kChunk = size_t(4) << 20;
constexpr size_t kSlots = 4;
constexpr size_t kMaxStagers = 4;

/// One concurrent call's stream, pinned slots and their events.
struct Stager {
  CUstream stream = nullptr;
  char *pinned = nullptr; // kSlots * kChunk bytes
  CUevent events[kSlots] = {};
  /// A copy was enqueued from or into the slot and may still be running.
  bool pending[kSlots] = {};
  /// Where the slot's device-to-host chunk goes once it has arrived.
  char *drainTo[kSlots] = {};
  size_t drainBytes[kSlots] = {};
};

/// Idle stagers, and how many exist. Leaked on purpose, like the stream
/// cache: modules may run from static destructors.
struct StagerPool {
  std::mutex mutex;
  std::vector<Stager *> idle;
  size_t created = 0;
};
} // namespace

static StagerPool &stagerPool() {
  static auto *pool = new StagerPool;
  return *pool;
}

static void destroyStager(const Driver &d, Stager *st) {
  for (CUevent e : st->events)
    if (e)
      d.cuEventDestroy(e);
  if (st->stream)
    d.cuStreamDestroy(st->stream);
  if (st->pinned)
    d.cuMemFreeHost(st->pinned);
  delete st;
}

/// A new stager, or null when the driver cannot give one. Failures here
/// are not errors of the call (it takes the module's path), so the driver
/// is called directly, without recording them.
static Stager *createStager(const Driver &d) {
  if (!d.cuMemHostAlloc || !d.cuMemFreeHost || !d.cuMemAllocAsync ||
      !d.cuMemFreeAsync)
    return nullptr;
  auto *st = new Stager;
  void *pinned = nullptr;
  if (d.cuMemHostAlloc(&pinned, kSlots * kChunk, 0) != CUDA_SUCCESS) {
    delete st;
    return nullptr;
  }
  st->pinned = static_cast<char *>(pinned);
  bool ok =
      d.cuStreamCreate(&st->stream, CU_STREAM_NON_BLOCKING) == CUDA_SUCCESS;
  for (CUevent &e : st->events)
    ok = ok && d.cuEventCreate(&e, CU_EVENT_DISABLE_TIMING) == CUDA_SUCCESS;
  if (!ok) {
    destroyStager(d, st);
    return nullptr;
  }
  return st;
}

static Stager *acquireStager(const Driver &d) {
  StagerPool &pool = stagerPool();
  {
    std::lock_guard<std::mutex> lock(pool.mutex);
    if (!pool.idle.empty()) {
      Stager *st = pool.idle.back();
      pool.idle.pop_back();
      return st;
    }
    if (pool.created == kMaxStagers)
      return nullptr;
    ++pool.created;
  }
  Stager *st = createStager(d);
  if (!st) {
    std::lock_guard<std::mutex> lock(pool.mutex);
    --pool.created;
  }
  return st;
}

static void releaseStager(Stager *st) {
  StagerPool &pool = stagerPool();
  std::lock_guard<std::mutex> lock(pool.mutex);
  pool.idle.push_back(st);
}

/// Waits until `slot`'s last copy has completed and, for a device-to-host
/// chunk, moves it to its destination; the slot is then free.
static bool waitForSlot(const Scope &s, Stager &st, size_t slot) {
  if (!st.pending[slot])
    return true;
  st.pending[slot] = false;
  bool ok =
      s.check("cuEventSynchronize", s->cuEventSynchronize(st.events[slot]));
  if (ok && st.drainTo[slot])
    std::memcpy(st.drainTo[slot], st.pinned + slot * kChunk,
                st.drainBytes[slot]);
  st.drainTo[slot] = nullptr;
  return ok;
}

/// Enqueues one chunk's copy between `slot` and device memory, then the
/// slot's event.
static bool enqueueChunk(const Scope &s, Stager &st, size_t slot,
                         CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  if (!s.check("cuMemcpyAsync", s->cuMemcpyAsync(dst, src, bytes, st.stream)))
    return false;
  st.pending[slot] = true;
  return s.check("cuEventRecord", s->cuEventRecord(st.events[slot], st.stream));
}

/// Host to device through the slots; `slot` is the next one to use.
static bool copyIn(const Scope &s, Stager &st, size_t &slot, void *device,
                   const void *host, size_t bytes) {
  for (size_t off = 0; off < bytes; off += kChunk, slot = (slot + 1) % kSlots) {
    size_t n = std::min(kChunk, bytes - off);
    if (!waitForSlot(s, st, slot))
      return false;
    char *buffer = st.pinned + slot * kChunk;
    std::memcpy(buffer, static_cast<const char *>(host) + off, n);
    if (!enqueueChunk(s, st, slot, devicePtr(static_cast<char *>(device) + off),
                      devicePtr(buffer), n))
      return false;
  }
  return true;
}

/// Device to host through the slots; each chunk reaches `host` when its slot
/// is next needed, or in drainSlots.
static bool copyOut(const Scope &s, Stager &st, size_t &slot, void *host,
                    const void *device, size_t bytes) {
  for (size_t off = 0; off < bytes; off += kChunk, slot = (slot + 1) % kSlots) {
    size_t n = std::min(kChunk, bytes - off);
    if (!waitForSlot(s, st, slot))
      return false;
    char *buffer = st.pinned + slot * kChunk;
    if (!enqueueChunk(s, st, slot, devicePtr(buffer),
                      devicePtr(static_cast<const char *>(device) + off), n))
      return false;
    st.drainTo[slot] = static_cast<char *>(host) + off;
    st.drainBytes[slot] = n;
  }
  return true;
}

/// Completes every slot, oldest first (from `slot`, the next one to use).
static bool drainSlots(const Scope &s, Stager &st, size_t slot) {
  bool ok = true;
  for (size_t k = 0; k < kSlots; ++k)
    ok = waitForSlot(s, st, (slot + k) % kSlots) && ok;
  return ok;
}

static bool allocateTwins(const Scope &s, const Stager &st,
                          const std::vector<HostBuffer> &buffers,
                          std::vector<void *> &twins) {
  for (const HostBuffer &b : buffers) {
    CUdeviceptr ptr = 0;
    if (!s.check("cuMemAllocAsync",
                 s->cuMemAllocAsync(&ptr, b.bytes, st.stream)))
      return false;
    twins.push_back(reinterpret_cast<void *>(uintptr_t(ptr)));
  }
  return true;
}

/// Frees the twins on the stager's stream; a failed free is the thread's
/// error (the call fails with it unless something failed before).
static void freeTwins(const Scope &s, const Stager &st,
                      const std::vector<void *> &twins) {
  for (void *p : twins)
    s.check("cuMemFreeAsync", s->cuMemFreeAsync(devicePtr(p), st.stream));
}

/// The staged call on `st`: copies in, the device entry, copies out, all
/// on st's stream, which it leaves synchronized.
static Status stagedCall(const Scope &s, Stager &st,
                         const std::vector<HostBuffer> &inputs,
                         const std::vector<HostBuffer> &outputs,
                         const DeviceRun &run) {
  std::vector<void *> in, out;
  size_t slot = 0;
  bool ok =
      allocateTwins(s, st, inputs, in) && allocateTwins(s, st, outputs, out);
  for (size_t i = 0; ok && i < inputs.size(); ++i)
    ok = copyIn(s, st, slot, in[i], inputs[i].data, inputs[i].bytes);
  Status ran = Status::success();
  if (ok) {
    // The device entry clears and takes the thread's error itself; nothing
    // has failed yet.
    ran = run(st.stream, in, out);
  }
  for (size_t i = 0; ok && ran && i < outputs.size(); ++i)
    ok = copyOut(s, st, slot, outputs[i].data, out[i], outputs[i].bytes);
  drainSlots(s, st, slot);
  freeTwins(s, st, in);
  freeTwins(s, st, out);
  s.check("cuStreamSynchronize", s->cuStreamSynchronize(st.stream));
  // The first failure wins: the device entry's, else the first driver call's
  // (a copy, or a free after outputs that are complete: the call still
  // fails, its device memory may be lost). Taken either way, so that no
  // error is left pending for the thread's next call.
  Status driver = cudaTakeThreadError();
  return ran ? driver : ran;
}

Result<bool> runStaged(const std::vector<HostBuffer> &inputs,
                       const std::vector<HostBuffer> &outputs,
                       const DeviceRun &run) {
  size_t total = 0;
  for (const std::vector<HostBuffer> *list : {&inputs, &outputs})
    for (const HostBuffer &b : *list) {
      // An empty tensor has no device twin to give the kernels.
      if (b.bytes == 0)
        return false;
      total += b.bytes;
    }
  if (total < kStageFrom)
    return false;
  clearThreadError();
  Scope s;
  Stager *st = s ? acquireStager(*s.operator->()) : nullptr;
  if (!st) {
    clearThreadError();
    return false;
  }
  Status done = stagedCall(s, *st, inputs, outputs, run);
  releaseStager(st);
  if (!done)
    return done;
  return true;
}

} // namespace ovrt::impl::cuda
