// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- FakeCudaDriver.c - A stand-in libcuda.so.1 for the tests ----------===//
 *
 * Implements the driver API entry points libovrt resolves (runtime/lib/
 * Cuda.cpp's table) over host memory, so that the host side of the CUDA
 * target runs without a GPU: "device" memory is malloc'ed, copies are
 * memcpy, modules load whatever they are given, and a kernel launch only
 * counts (no kernel runs: outputs are not written). Streams are distinct
 * handles (never dereferenced), so that a test can tell which one a launch
 * used. The counters tell the
 * tests what a run asked of the driver (allocations, copies, launches).
 * Built as libcuda.so.1 in a directory of its own; a test process finds it
 * through LD_LIBRARY_PATH.
 *
 *===----------------------------------------------------------------------===*/
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "FakeCudaCounters.h"

#define EXPORT __attribute__((visibility("default")))

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

/* What libovrt asked of the driver since the last reset. */
static FakeCudaCounters counters;
static char dummy[8]; /* handles: contexts, modules, functions, streams */

EXPORT FakeCudaCounters *fake_cuda_counters(void) { return &counters; }

EXPORT CUresult cuInit(unsigned flags) { return (void)flags, 0; }
EXPORT CUresult cuDeviceGetCount(int *count) { return *count = 1, 0; }
EXPORT CUresult cuDeviceGet(int *device, int ordinal) {
  return *device = ordinal, 0;
}
EXPORT CUresult cuDevicePrimaryCtxRetain(void **ctx, int device) {
  (void)device;
  return *ctx = dummy, 0;
}
EXPORT CUresult cuCtxPushCurrent_v2(void *ctx) {
  (void)ctx;
  return (CUresult)counters.failCtxPush;
}
EXPORT CUresult cuCtxPopCurrent_v2(void **ctx) { return *ctx = dummy, 0; }
EXPORT CUresult cuGetErrorName(CUresult rc, const char **name) {
  switch (rc) {
  case 1:
    return *name = "CUDA_ERROR_INVALID_VALUE", 0;
  case 2:
    return *name = "CUDA_ERROR_OUT_OF_MEMORY", 0;
  case 201:
    return *name = "CUDA_ERROR_INVALID_CONTEXT", 0;
  }
  return *name = "CUDA_ERROR_FAKE", 0;
}
EXPORT CUresult cuGetErrorString(CUresult rc, const char **text) {
  (void)rc;
  return *text = "fake driver error", 0;
}
EXPORT CUresult cuModuleLoadData(void **module, const void *image) {
  (void)image;
  ++counters.modulesLoaded;
  return *module = dummy, 0;
}
EXPORT CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned n,
                                   int *options, void **values) {
  (void)n, (void)options, (void)values;
  return cuModuleLoadData(module, image);
}
EXPORT CUresult cuModuleUnload(void *module) { return (void)module, 0; }
EXPORT CUresult cuModuleGetFunction(void **function, void *module,
                                    const char *name) {
  (void)module, (void)name;
  return *function = dummy, 0;
}
EXPORT CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz,
                               unsigned bx, unsigned by, unsigned bz,
                               unsigned smem, void *stream, void **params,
                               void **extra) {
  (void)f, (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz;
  (void)smem, (void)params, (void)extra;
  ++counters.launches;
  if (stream != counters.expectedStream)
    ++counters.launchesOnOtherStreams;
  return 0;
}
EXPORT CUresult cuStreamCreate(void **stream, unsigned flags) {
  (void)flags;
  *stream = malloc(1);
  if (!*stream)
    return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
  ++counters.streamsCreated;
  return 0;
}
EXPORT CUresult cuStreamDestroy_v2(void *stream) {
  free(stream);
  return 0;
}
EXPORT CUresult cuStreamSynchronize(void *stream) {
  (void)stream;
  ++counters.streamSyncs;
  return 0;
}
EXPORT CUresult cuStreamWaitEvent(void *stream, void *event, unsigned flags) {
  (void)stream, (void)event, (void)flags;
  return 0;
}
EXPORT CUresult cuEventCreate(void **event, unsigned flags) {
  (void)flags;
  return *event = dummy, 0;
}
EXPORT CUresult cuEventDestroy_v2(void *event) { return (void)event, 0; }
EXPORT CUresult cuEventRecord(void *event, void *stream) {
  (void)event, (void)stream;
  ++counters.eventRecords;
  return 0;
}
EXPORT CUresult cuEventSynchronize(void *event) {
  (void)event;
  ++counters.eventSyncs;
  return 0;
}

/* The live "device" blocks (cuMemAlloc*), for cuPointerGetAttribute. */
static struct {
  char *base;
  size_t bytes;
} *blocks;
static size_t numBlocks, maxBlocks;

static int isDeviceMemory(CUdeviceptr p) {
  for (size_t i = 0; i < numBlocks; ++i)
    if ((char *)(uintptr_t)p >= blocks[i].base &&
        (char *)(uintptr_t)p < blocks[i].base + blocks[i].bytes)
      return 1;
  return 0;
}

static CUresult allocate(CUdeviceptr *ptr, size_t bytes) {
  if (numBlocks == maxBlocks) {
    size_t more = maxBlocks ? 2 * maxBlocks : 64;
    void *grown = realloc(blocks, more * sizeof *blocks);
    if (!grown)
      return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
    blocks = grown;
    maxBlocks = more;
  }
  void *p = malloc(bytes ? bytes : 1);
  if (!p)
    return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
  ++counters.allocations;
  blocks[numBlocks].base = p;
  blocks[numBlocks].bytes = bytes ? bytes : 1;
  ++numBlocks;
  *ptr = (CUdeviceptr)(uintptr_t)p;
  return 0;
}
static void checkStream(void *stream) {
  if (stream != counters.expectedStream)
    ++counters.memoryOpsOnOtherStreams;
}
EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *ptr, size_t bytes) {
  ++counters.blockingAllocations;
  return allocate(ptr, bytes);
}
EXPORT CUresult cuMemAllocManaged(CUdeviceptr *ptr, size_t bytes,
                                  unsigned flags) {
  (void)flags;
  return allocate(ptr, bytes);
}
EXPORT CUresult cuMemAllocAsync(CUdeviceptr *ptr, size_t bytes, void *s) {
  checkStream(s);
  return allocate(ptr, bytes);
}
static CUresult release(CUdeviceptr ptr) {
  ++counters.frees;
  for (size_t i = 0; i < numBlocks; ++i)
    if (blocks[i].base == (char *)(uintptr_t)ptr) {
      blocks[i] = blocks[--numBlocks];
      break;
    }
  free((void *)(uintptr_t)ptr);
  return 0;
}
EXPORT CUresult cuMemFree_v2(CUdeviceptr ptr) {
  ++counters.blockingFrees;
  return release(ptr);
}
EXPORT CUresult cuMemFreeAsync(CUdeviceptr ptr, void *stream) {
  checkStream(stream);
  release(ptr);
  return (CUresult)counters.failFreeAsync;
}
EXPORT CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  ++counters.syncCopies;
  memcpy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, bytes);
  return 0;
}
/* Pinned blocks (cuMemHostAlloc), to tell pinned copies from pageable ones. */
enum { kMaxPinned = 64 };
static struct {
  char *base;
  size_t bytes;
} pinned[kMaxPinned];
static int isPinned(CUdeviceptr p) {
  for (int i = 0; i < kMaxPinned; ++i)
    if (pinned[i].base && (char *)(uintptr_t)p >= pinned[i].base &&
        (char *)(uintptr_t)p < pinned[i].base + pinned[i].bytes)
      return 1;
  return 0;
}
EXPORT CUresult cuMemHostAlloc(void **p, size_t bytes, unsigned flags) {
  (void)flags;
  if (counters.failHostAlloc)
    return 2; /* CUDA_ERROR_OUT_OF_MEMORY */
  for (int i = 0; i < kMaxPinned; ++i)
    if (!pinned[i].base) {
      pinned[i].base = malloc(bytes ? bytes : 1);
      if (!pinned[i].base)
        return 2;
      pinned[i].bytes = bytes;
      *p = pinned[i].base;
      ++counters.hostAllocations;
      counters.liveHostBytes += (long)bytes;
      return 0;
    }
  return 2;
}
EXPORT CUresult cuMemFreeHost(void *p) {
  for (int i = 0; i < kMaxPinned; ++i)
    if (pinned[i].base == p) {
      ++counters.hostFrees;
      counters.liveHostBytes -= (long)pinned[i].bytes;
      free(p);
      pinned[i].base = NULL;
      return 0;
    }
  return 1; /* CUDA_ERROR_INVALID_VALUE */
}
EXPORT CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t bytes,
                              void *stream) {
  checkStream(stream);
  ++counters.asyncCopies;
  if (isPinned(dst) || isPinned(src))
    ++counters.pinnedCopies;
  memcpy((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, bytes);
  return 0;
}
EXPORT CUresult cuMemsetD32Async(CUdeviceptr dst, unsigned value, size_t n,
                                 void *stream) {
  (void)stream;
  for (size_t i = 0; i < n; ++i)
    ((unsigned *)(uintptr_t)dst)[i] = value;
  return 0;
}
EXPORT CUresult cuMemsetD16Async(CUdeviceptr dst, unsigned short value,
                                 size_t n, void *stream) {
  (void)stream;
  for (size_t i = 0; i < n; ++i)
    ((unsigned short *)(uintptr_t)dst)[i] = value;
  return 0;
}
/* CU_POINTER_ATTRIBUTE_MEMORY_TYPE (2) only: CU_MEMORYTYPE_DEVICE (2) for
 * cuMemAlloc* blocks, CU_MEMORYTYPE_HOST (1) for cuMemHostAlloc ones, and
 * CUDA_ERROR_INVALID_VALUE for memory the driver does not know (pageable
 * host memory), as the real driver answers. */
EXPORT CUresult cuPointerGetAttribute(void *data, int attribute,
                                      CUdeviceptr ptr) {
  ++counters.pointerQueries;
  if (attribute != 2)
    return 1;
  if (isDeviceMemory(ptr))
    return *(unsigned *)data = 2, 0;
  if (isPinned(ptr))
    return *(unsigned *)data = 1, 0;
  return 1; /* CUDA_ERROR_INVALID_VALUE */
}
EXPORT CUresult cuMemHostRegister_v2(void *p, size_t bytes, unsigned flags) {
  (void)p, (void)bytes, (void)flags;
  return 0;
}
EXPORT CUresult cuMemHostUnregister(void *p) { return (void)p, 0; }
