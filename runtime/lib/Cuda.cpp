// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Cuda.cpp - libovrt's CUDA backend: the mgpu* runtime ABI -----------===//
//
// Compiled CUDA modules (ov-compile --target cuda) call MLIR's GPU runtime
// ABI (mgpuModuleLoadJIT, mgpuLaunchKernel, mgpuMemAlloc, ...; see
// runtime/MGPU_ABI.md) under libovrt's names, ovrt_mgpu*: ov-compile
// renames the calls, so that a process that also loaded MLIR's own CUDA
// runtime wrappers (which define mgpu*) binds each module to libovrt's
// functions and MLIR's code to MLIR's. Debian ships no libmlir_cuda_runtime,
// and libovrt must not depend on MLIR, so the functions are defined here, over
// the CUDA driver API loaded with dlopen("libcuda.so.1") once: building
// needs no CUDA toolkit, and a machine without a driver gets an error, not a
// crash.
//
// The mgpu* functions return void or a handle, so failures go into a
// thread's ThreadError of this backend (ThreadError.h: the first one wins;
// later work on the thread is skipped until it is taken). Module takes it
// through CudaBackend.cpp after dlopen (the module's constructors load its
// PTX) and after calling the module.
//
//===----------------------------------------------------------------------===//

#include "Cuda.h"
#include "Core.h"
#include "CudaDriver.h"

#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <vector>

#define MGPU_API extern "C" __attribute__((visibility("default")))

using namespace ovrt::impl::cuda;

namespace {
std::mutex &defaultDeviceMutex() {
  static std::mutex m;
  return m;
}
int defaultDevice = 0;

template <typename F> bool resolve(void *lib, const char *name, F &fn) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  return fn != nullptr;
}

} // namespace

namespace ovrt::impl::cuda {

std::string describe(const Driver &d, const char *call, CUresult rc) {
  const char *name = nullptr, *text = nullptr;
  if (d.cuGetErrorName)
    d.cuGetErrorName(rc, &name);
  if (d.cuGetErrorString)
    d.cuGetErrorString(rc, &text);
  std::string s = std::string(call) + " failed: " +
                  (name ? name : "CUDA error " + std::to_string(rc));
  if (text)
    s += std::string(" (") + text + ")";
  return s;
}

/// Loads and initializes the driver once per process.
const Driver &driver() {
  static Driver d;
  static std::once_flag once;
  std::call_once(once, [] {
    // Never unloaded: modules may release resources from static destructors.
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
      d.error = "no CUDA driver (libcuda.so.1 not found)";
      return;
    }
    // Every symbol of the table; a required one missing makes the driver
    // unusable (the first one is named).
    const char *missing = nullptr;
#define OVRT_CUDA_RESOLVE(field, symbol, required, result, ...)                \
  if (!resolve(lib, symbol, d.field) && required && !missing)                  \
    missing = symbol;
    OVRT_CUDA_DRIVER_SYMBOLS(OVRT_CUDA_RESOLVE)
#undef OVRT_CUDA_RESOLVE
    if (missing) {
      d.error =
          std::string("unusable CUDA driver: libcuda.so.1 has no ") + missing;
      return;
    }

    if (CUresult rc = d.cuInit(0); rc != CUDA_SUCCESS) {
      d.error = "CUDA driver: " + describe(d, "cuInit", rc);
      return;
    }
    int count = 0;
    if (CUresult rc = d.cuDeviceGetCount(&count); rc != CUDA_SUCCESS) {
      d.error = "CUDA driver: " + describe(d, "cuDeviceGetCount", rc);
      return;
    }
    int ordinal;
    {
      std::lock_guard<std::mutex> lock(defaultDeviceMutex());
      ordinal = defaultDevice;
    }
    if (count == 0 || ordinal < 0 || ordinal >= count) {
      d.error = count == 0 ? "no CUDA device"
                           : "no CUDA device " + std::to_string(ordinal) +
                                 " (" + std::to_string(count) + " found)";
      return;
    }
    if (CUresult rc = d.cuDeviceGet(&d.device, ordinal); rc != CUDA_SUCCESS) {
      d.error = "CUDA driver: " + describe(d, "cuDeviceGet", rc);
      return;
    }
    if (CUresult rc = d.cuDevicePrimaryCtxRetain(&d.context, d.device);
        rc != CUDA_SUCCESS) {
      d.error = "CUDA driver: " + describe(d, "cuDevicePrimaryCtxRetain", rc);
      return;
    }
    // Keep freed stream-ordered memory in the pool: modules allocate and
    // free their device buffers on every call.
    if (d.cuDeviceGetDefaultMemPool && d.cuMemPoolSetAttribute) {
      CUmemoryPool pool = nullptr;
      if (d.cuDeviceGetDefaultMemPool(&pool, d.device) == CUDA_SUCCESS) {
        uint64_t keep = UINT64_MAX;
        d.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep);
      }
    }
  });
  return d;
}

//===----------------------------------------------------------------------===//
// The sticky per-thread error
//===----------------------------------------------------------------------===//

/// Records the thread's first error. A driver that is missing or has no
/// usable device is Unavailable; device memory running out is
/// ResourceExhausted; anything else the driver rejects is Internal.
ThreadError &threadError() {
  thread_local ThreadError error;
  return error;
}

void recordError(const std::string &message, ovrt::StatusCode code) {
  threadError().record(message, code);
}

bool threadHasFailed() { return threadError().pending(); }

} // namespace ovrt::impl::cuda

//===----------------------------------------------------------------------===//
// libovrt's side
//===----------------------------------------------------------------------===//

namespace ovrt::impl {

Status cudaDriverStatus() {
  const Driver &d = driver();
  return d.error.empty() ? Status::success()
                         : Status::error(StatusCode::Unavailable, d.error);
}

Status cudaTakeThreadError() { return cuda::threadError().take(); }

Result<void *> cudaAllocate(size_t bytes) {
  cuda::clearThreadError();
  CUdeviceptr ptr = 0;
  {
    Scope s;
    if (s)
      s.check("cuMemAlloc", s->cuMemAlloc(&ptr, bytes));
  }
  if (Status failed = cudaTakeThreadError(); !failed)
    return failed;
  return reinterpret_cast<void *>(uintptr_t(ptr));
}

Status cudaFree(void *ptr) {
  cuda::clearThreadError();
  if (ptr) {
    Scope s(/*work=*/false);
    if (s)
      s.check("cuMemFree", s->cuMemFree(devicePtr(ptr)));
  }
  return cudaTakeThreadError();
}

Status cudaCopy(void *dst, const void *src, size_t bytes) {
  cuda::clearThreadError();
  if (bytes != 0) {
    Scope s;
    if (s)
      s.check("cuMemcpy", s->cuMemcpy(devicePtr(dst), devicePtr(src), bytes));
  }
  return cudaTakeThreadError();
}

namespace cuda {
void clearThreadError() { threadError().clear(); }
} // namespace cuda

} // namespace ovrt::impl

//===----------------------------------------------------------------------===//
// The mgpu* ABI (MLIR 22.1.8; signatures in runtime/MGPU_ABI.md)
//===----------------------------------------------------------------------===//

MGPU_API void *ovrt_mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  Scope s;
  CUmodule module = nullptr;
  if (s && !s.check("cuModuleLoadData", s->cuModuleLoadData(&module, data)))
    return nullptr;
  return module;
}

MGPU_API void *ovrt_mgpuModuleLoadJIT(void *data, int optLevel) {
  Scope s;
  if (!s)
    return nullptr;
  char log[4096] = {0};
  int options[] = {CU_JIT_OPTIMIZATION_LEVEL, CU_JIT_ERROR_LOG_BUFFER,
                   CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {reinterpret_cast<void *>(intptr_t(optLevel)), log,
                    reinterpret_cast<void *>(uintptr_t(sizeof log - 1))};
  CUmodule module = nullptr;
  CUresult rc = s->cuModuleLoadDataEx(&module, data, 3, options, values);
  if (rc != CUDA_SUCCESS) {
    std::string message =
        "CUDA error: " +
        describe(*s.operator->(), "cuModuleLoadDataEx (PTX JIT)", rc);
    std::string first(log, strnlen(log, sizeof log));
    first = first.substr(0, first.find('\n'));
    if (!first.empty())
      message += ": " + first;
    recordError(message);
    return nullptr;
  }
  return module;
}

MGPU_API void ovrt_mgpuModuleUnload(void *module) {
  if (!module)
    return;
  // From a static destructor: the driver may already be shutting down, and
  // nobody is left to read an error.
  const Driver &d = driver();
  if (d.error.empty())
    d.cuModuleUnload(static_cast<CUmodule>(module));
}

MGPU_API void *ovrt_mgpuModuleGetFunction(void *module, const char *name) {
  Scope s;
  if (!s)
    return nullptr;
  if (!module) {
    recordError("CUDA: the module's kernels were not loaded");
    return nullptr;
  }
  CUfunction function = nullptr;
  if (!s.check("cuModuleGetFunction",
               s->cuModuleGetFunction(&function, static_cast<CUmodule>(module),
                                      name)))
    return nullptr;
  return function;
}

MGPU_API void ovrt_mgpuLaunchKernel(void *function, intptr_t gridX,
                                    intptr_t gridY, intptr_t gridZ,
                                    intptr_t blockX, intptr_t blockY,
                                    intptr_t blockZ, int32_t smem, void *stream,
                                    void **params, void **extra,
                                    size_t /*paramsCount*/) {
  // An empty grid (an empty output) launches nothing; CUDA would reject it.
  if (gridX <= 0 || gridY <= 0 || gridZ <= 0 || blockX <= 0 || blockY <= 0 ||
      blockZ <= 0)
    return;
  Scope s;
  if (!s || !function)
    return;
  if (gridX > INT32_MAX || gridY > 65535 || gridZ > 65535) {
    recordError("CUDA: grid (" + std::to_string(gridX) + ", " +
                std::to_string(gridY) + ", " + std::to_string(gridZ) +
                ") exceeds the device's limits");
    return;
  }
  s.check("cuLaunchKernel",
          s->cuLaunchKernel(static_cast<CUfunction>(function), unsigned(gridX),
                            unsigned(gridY), unsigned(gridZ), unsigned(blockX),
                            unsigned(blockY), unsigned(blockZ), unsigned(smem),
                            static_cast<CUstream>(stream), params, extra));
}

MGPU_API void ovrt_mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
                                           intptr_t clusterY, intptr_t clusterZ,
                                           intptr_t gridX, intptr_t gridY,
                                           intptr_t gridZ, intptr_t blockX,
                                           intptr_t blockY, intptr_t blockZ,
                                           int32_t smem, void *stream,
                                           void **params, void **extra) {
  if (gridX <= 0 || gridY <= 0 || gridZ <= 0 || blockX <= 0 || blockY <= 0 ||
      blockZ <= 0)
    return;
  Scope s;
  if (!s || !function)
    return;
  if (!s->cuLaunchKernelEx) {
    recordError("CUDA: the driver has no cuLaunchKernelEx (cluster launches "
                "need CUDA 12)");
    return;
  }
  CUlaunchAttribute cluster;
  std::memset(&cluster, 0, sizeof cluster);
  cluster.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  cluster.value.clusterDim = {unsigned(clusterX), unsigned(clusterY),
                              unsigned(clusterZ)};
  CUlaunchConfig config = {unsigned(gridX),  unsigned(gridY),
                           unsigned(gridZ),  unsigned(blockX),
                           unsigned(blockY), unsigned(blockZ),
                           unsigned(smem),   static_cast<CUstream>(stream),
                           &cluster,         1};
  s.check("cuLaunchKernelEx",
          s->cuLaunchKernelEx(&config, static_cast<CUfunction>(function),
                              params, extra));
}

namespace {
/// Streams that modules "destroyed", kept for the next ovrt_mgpuStreamCreate: a
/// CUDA module creates and destroys one stream per call (gpu-async-region),
/// and stream creation costs driver time on every run. A cached stream is
/// handed to one creator at a time, so streams are never shared; work still
/// queued on it orders before the new caller's, which is only stricter.
/// Leaked on purpose (modules may release from static destructors).
constexpr size_t kMaxCachedStreams = 16;
std::mutex &streamCacheMutex() {
  static auto *m = new std::mutex;
  return *m;
}
std::vector<CUstream> &streamCache() {
  static auto *c = new std::vector<CUstream>;
  return *c;
}
} // namespace

MGPU_API void *ovrt_mgpuStreamCreate() {
  // run_on_stream: the module works on the caller's stream (Cuda.h).
  if (void *caller; ovrt::impl::cuda::callerStream(&caller))
    return caller;
  Scope s;
  CUstream stream = nullptr;
  if (!s)
    return nullptr;
  {
    std::lock_guard<std::mutex> lock(streamCacheMutex());
    if (!streamCache().empty()) {
      stream = streamCache().back();
      streamCache().pop_back();
      return stream;
    }
  }
  s.check("cuStreamCreate", s->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

MGPU_API void ovrt_mgpuStreamDestroy(void *stream) {
  // The caller's stream stays the caller's (never cached, never destroyed).
  if (!stream || ovrt::impl::cuda::isCallerStream(stream))
    return;
  {
    std::lock_guard<std::mutex> lock(streamCacheMutex());
    if (streamCache().size() < kMaxCachedStreams) {
      streamCache().push_back(static_cast<CUstream>(stream));
      return;
    }
  }
  Scope s(/*work=*/false);
  if (s)
    s.check("cuStreamDestroy",
            s->cuStreamDestroy(static_cast<CUstream>(stream)));
}

MGPU_API void ovrt_mgpuStreamSynchronize(void *stream) {
  // run_on_stream returns without waiting: the caller synchronizes.
  if (!stream || ovrt::impl::cuda::isCallerStream(stream))
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuStreamSynchronize",
            s->cuStreamSynchronize(static_cast<CUstream>(stream)));
}

MGPU_API void ovrt_mgpuStreamWaitEvent(void *stream, void *event) {
  Scope s;
  if (s && stream && event)
    s.check("cuStreamWaitEvent",
            s->cuStreamWaitEvent(static_cast<CUstream>(stream),
                                 static_cast<CUevent>(event), 0));
}

MGPU_API void *ovrt_mgpuEventCreate() {
  Scope s;
  CUevent event = nullptr;
  if (s)
    s.check("cuEventCreate", s->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

MGPU_API void ovrt_mgpuEventDestroy(void *event) {
  if (!event)
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuEventDestroy", s->cuEventDestroy(static_cast<CUevent>(event)));
}

MGPU_API void ovrt_mgpuEventSynchronize(void *event) {
  if (!event)
    return;
  if (void *caller; ovrt::impl::cuda::callerStream(&caller)) {
    recordError("CUDA: the module waits for an event, which run_on_stream "
                "must not do (it may not block, and a captured stream "
                "cannot be waited for)");
    return;
  }
  Scope s(/*work=*/false);
  if (s)
    s.check("cuEventSynchronize",
            s->cuEventSynchronize(static_cast<CUevent>(event)));
}

MGPU_API void ovrt_mgpuEventRecord(void *event, void *stream) {
  Scope s;
  if (s && event)
    s.check("cuEventRecord", s->cuEventRecord(static_cast<CUevent>(event),
                                              static_cast<CUstream>(stream)));
}

MGPU_API void *ovrt_mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                 bool isHostShared) {
  if (sizeBytes == 0)
    return nullptr;
  Scope s;
  if (!s)
    return nullptr;
  CUdeviceptr ptr = 0;
  if (void *caller; ovrt::impl::cuda::callerStream(&caller)) {
    // run_on_stream: stream-ordered memory on the caller's stream only (no
    // blocking allocation; a CUDA graph can capture it).
    if (isHostShared || !s->cuMemAllocAsync) {
      recordError(isHostShared
                      ? "CUDA: run_on_stream: the module asks for managed "
                        "memory, which is not stream-ordered"
                      : "CUDA: run_on_stream: the module allocates device "
                        "memory and the driver has no stream-ordered "
                        "allocation (cuMemAllocAsync)");
      return nullptr;
    }
    if (!s.check(
            "cuMemAllocAsync",
            s->cuMemAllocAsync(&ptr, sizeBytes, static_cast<CUstream>(caller))))
      return nullptr;
    return reinterpret_cast<void *>(uintptr_t(ptr));
  }
  if (isHostShared) {
    if (!s.check("cuMemAllocManaged",
                 s->cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL)))
      return nullptr;
  } else if (s->cuMemAllocAsync && stream) {
    // Stream-ordered: served from the device's pool, no synchronization.
    if (!s.check(
            "cuMemAllocAsync",
            s->cuMemAllocAsync(&ptr, sizeBytes, static_cast<CUstream>(stream))))
      return nullptr;
  } else if (!s.check("cuMemAlloc", s->cuMemAlloc(&ptr, sizeBytes))) {
    return nullptr;
  }
  return reinterpret_cast<void *>(uintptr_t(ptr));
}

MGPU_API void ovrt_mgpuMemFree(void *ptr, void *stream) {
  if (!ptr)
    return;
  Scope s(/*work=*/false);
  if (!s)
    return;
  // run_on_stream never blocks: the caller's stream frees (memory from
  // ovrt_mgpuMemAlloc there, which needs cuMemFreeAsync's driver).
  if (void *caller; ovrt::impl::cuda::callerStream(&caller)) {
    if (s->cuMemFreeAsync)
      s.check("cuMemFreeAsync",
              s->cuMemFreeAsync(devicePtr(ptr), static_cast<CUstream>(caller)));
    return;
  }
  if (s->cuMemFreeAsync && stream) {
    // Also right for cuMemAlloc'ed memory: the free waits for the stream.
    s.check("cuMemFreeAsync",
            s->cuMemFreeAsync(devicePtr(ptr), static_cast<CUstream>(stream)));
    return;
  }
  if (stream)
    s.check("cuStreamSynchronize",
            s->cuStreamSynchronize(static_cast<CUstream>(stream)));
  s.check("cuMemFree", s->cuMemFree(devicePtr(ptr)));
}

MGPU_API void ovrt_mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                              void *stream) {
  if (sizeBytes == 0)
    return;
  Scope s;
  if (!s || !dst || !src)
    return;
  // Unified addressing: the driver tells host from device pointers.
  s.check("cuMemcpyAsync",
          s->cuMemcpyAsync(devicePtr(dst), devicePtr(src), sizeBytes,
                           static_cast<CUstream>(stream)));
}

MGPU_API void ovrt_mgpuMemset32(void *dst, unsigned int value, size_t count,
                                void *stream) {
  if (count == 0)
    return;
  Scope s;
  if (s && dst)
    s.check("cuMemsetD32Async",
            s->cuMemsetD32Async(devicePtr(dst), value, count,
                                static_cast<CUstream>(stream)));
}

MGPU_API void ovrt_mgpuMemset16(void *dst, unsigned short value, size_t count,
                                void *stream) {
  if (count == 0)
    return;
  Scope s;
  if (s && dst)
    s.check("cuMemsetD16Async",
            s->cuMemsetD16Async(devicePtr(dst), value, count,
                                static_cast<CUstream>(stream)));
}

MGPU_API void ovrt_mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (!ptr || sizeBytes == 0)
    return;
  Scope s;
  if (s)
    s.check("cuMemHostRegister", s->cuMemHostRegister(ptr, sizeBytes, 0));
}

MGPU_API void ovrt_mgpuMemHostUnregister(void *ptr) {
  if (!ptr)
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuMemHostUnregister", s->cuMemHostUnregister(ptr));
}

namespace {
/// A ranked memref descriptor { allocated, aligned, offset, sizes[R],
/// strides[R] }: the aligned data pointer and the dense byte size.
void *memrefData(int64_t rank, void *descriptor, int64_t elementBytes,
                 uint64_t &bytes) {
  auto *words = static_cast<int64_t *>(descriptor);
  void *aligned;
  std::memcpy(&aligned, &words[1], sizeof aligned);
  uint64_t count = 1;
  for (int64_t i = 0; i < rank; ++i)
    count *= uint64_t(words[3 + i]);
  bytes = count * uint64_t(elementBytes);
  return static_cast<char *>(aligned) + words[2] * elementBytes;
}
} // namespace

MGPU_API void ovrt_mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                             int64_t elementSizeBytes) {
  uint64_t bytes;
  void *ptr = memrefData(rank, descriptor, elementSizeBytes, bytes);
  ovrt_mgpuMemHostRegister(ptr, bytes);
}

MGPU_API void ovrt_mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                               int64_t elementSizeBytes) {
  uint64_t bytes;
  ovrt_mgpuMemHostUnregister(
      memrefData(rank, descriptor, elementSizeBytes, bytes));
}

MGPU_API void ovrt_mgpuSetDefaultDevice(int32_t device) {
  std::lock_guard<std::mutex> lock(defaultDeviceMutex());
  defaultDevice = device;
}
