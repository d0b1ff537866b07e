//===- Cuda.cpp - libovrt's CUDA backend: the mgpu* runtime ABI -----------===//
//
// Compiled CUDA modules (ov-compile --target cuda) call MLIR's GPU runtime
// ABI (mgpuModuleLoadJIT, mgpuLaunchKernel, mgpuMemAlloc, ...; see
// ../shared/gpu/MGPU_ABI.md). Debian ships no libmlir_cuda_runtime, and
// libovrt must not depend on MLIR, so the functions are defined here, over
// the CUDA driver API loaded with dlopen("libcuda.so.1") once: building
// needs no CUDA toolkit, and a machine without a driver gets an error, not a
// crash.
//
// The mgpu* functions return void or a handle, so failures go into a
// thread-local sticky error (the first one wins; later work on the thread is
// skipped until it is taken). Module::load takes it after dlopen (the
// module's constructors load its PTX), Module::run after calling the module.
//
//===----------------------------------------------------------------------===//

#include "Cuda.h"
#include "Core.h"

#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <string>

#define MGPU_API extern "C" __attribute__((visibility("default")))

namespace {

//===----------------------------------------------------------------------===//
// The driver API, declared here (no cuda.h)
//===----------------------------------------------------------------------===//

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUmemoryPool = struct CUmemPoolHandle_st *;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_OUT_OF_MEMORY = 2;
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
constexpr unsigned CU_EVENT_DISABLE_TIMING = 2;
constexpr unsigned CU_MEM_ATTACH_GLOBAL = 1;
// CUjit_option
constexpr int CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr int CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
constexpr int CU_JIT_OPTIMIZATION_LEVEL = 7;
// CUmemPool_attribute
constexpr int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;
// CUlaunchAttributeID
constexpr int CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4;

struct CUlaunchAttribute {
  int id;
  char pad[8 - sizeof(int)];
  union {
    char bytes[64];
    struct {
      unsigned x, y, z;
    } clusterDim;
  } value;
};

struct CUlaunchConfig {
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  CUstream hStream;
  CUlaunchAttribute *attrs;
  unsigned numAttrs;
};

/// The driver's entry points; optional ones may be null.
struct Driver {
  std::string error; // empty when usable
  CUdevice device = 0;
  CUcontext context = nullptr;

  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGetCount)(int *);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *, CUdevice);
  CUresult (*cuCtxPushCurrent)(CUcontext);
  CUresult (*cuCtxPopCurrent)(CUcontext *);
  CUresult (*cuGetErrorName)(CUresult, const char **);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  CUresult (*cuModuleLoadData)(CUmodule *, const void *);
  CUresult (*cuModuleLoadDataEx)(CUmodule *, const void *, unsigned, int *,
                                 void **);
  CUresult (*cuModuleUnload)(CUmodule);
  CUresult (*cuModuleGetFunction)(CUfunction *, CUmodule, const char *);
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, unsigned, CUstream,
                             void **, void **);
  CUresult (*cuLaunchKernelEx)(const CUlaunchConfig *, CUfunction, void **,
                               void **); // optional (CUDA 12)
  CUresult (*cuStreamCreate)(CUstream *, unsigned);
  CUresult (*cuStreamDestroy)(CUstream);
  CUresult (*cuStreamSynchronize)(CUstream);
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned);
  CUresult (*cuEventCreate)(CUevent *, unsigned);
  CUresult (*cuEventDestroy)(CUevent);
  CUresult (*cuEventRecord)(CUevent, CUstream);
  CUresult (*cuEventSynchronize)(CUevent);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemAllocManaged)(CUdeviceptr *, size_t, unsigned);
  CUresult (*cuMemAllocAsync)(CUdeviceptr *, size_t, CUstream); // optional
  CUresult (*cuMemFreeAsync)(CUdeviceptr, CUstream);            // optional
  CUresult (*cuDeviceGetDefaultMemPool)(CUmemoryPool *, CUdevice); // optional
  CUresult (*cuMemPoolSetAttribute)(CUmemoryPool, int, void *);    // optional
  CUresult (*cuMemcpyAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream);
  CUresult (*cuMemsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream);
  CUresult (*cuMemsetD16Async)(CUdeviceptr, unsigned short, size_t, CUstream);
  CUresult (*cuMemHostRegister)(void *, size_t, unsigned);
  CUresult (*cuMemHostUnregister)(void *);
};

std::mutex &defaultDeviceMutex() {
  static std::mutex m;
  return m;
}
int defaultDevice = 0;

/// "cuInit: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)".
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

template <typename F> bool resolve(void *lib, const char *name, F &fn) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  return fn != nullptr;
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
    const char *missing = nullptr;
#define OVRT_REQUIRE(field, symbol)                                            \
  if (!missing && !resolve(lib, symbol, d.field))                              \
    missing = symbol;
    OVRT_REQUIRE(cuInit, "cuInit")
    OVRT_REQUIRE(cuDeviceGetCount, "cuDeviceGetCount")
    OVRT_REQUIRE(cuDeviceGet, "cuDeviceGet")
    OVRT_REQUIRE(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain")
    OVRT_REQUIRE(cuCtxPushCurrent, "cuCtxPushCurrent_v2")
    OVRT_REQUIRE(cuCtxPopCurrent, "cuCtxPopCurrent_v2")
    OVRT_REQUIRE(cuGetErrorName, "cuGetErrorName")
    OVRT_REQUIRE(cuGetErrorString, "cuGetErrorString")
    OVRT_REQUIRE(cuModuleLoadData, "cuModuleLoadData")
    OVRT_REQUIRE(cuModuleLoadDataEx, "cuModuleLoadDataEx")
    OVRT_REQUIRE(cuModuleUnload, "cuModuleUnload")
    OVRT_REQUIRE(cuModuleGetFunction, "cuModuleGetFunction")
    OVRT_REQUIRE(cuLaunchKernel, "cuLaunchKernel")
    OVRT_REQUIRE(cuStreamCreate, "cuStreamCreate")
    OVRT_REQUIRE(cuStreamDestroy, "cuStreamDestroy_v2")
    OVRT_REQUIRE(cuStreamSynchronize, "cuStreamSynchronize")
    OVRT_REQUIRE(cuStreamWaitEvent, "cuStreamWaitEvent")
    OVRT_REQUIRE(cuEventCreate, "cuEventCreate")
    OVRT_REQUIRE(cuEventDestroy, "cuEventDestroy_v2")
    OVRT_REQUIRE(cuEventRecord, "cuEventRecord")
    OVRT_REQUIRE(cuEventSynchronize, "cuEventSynchronize")
    OVRT_REQUIRE(cuMemAlloc, "cuMemAlloc_v2")
    OVRT_REQUIRE(cuMemFree, "cuMemFree_v2")
    OVRT_REQUIRE(cuMemAllocManaged, "cuMemAllocManaged")
    OVRT_REQUIRE(cuMemcpyAsync, "cuMemcpyAsync")
    OVRT_REQUIRE(cuMemsetD32Async, "cuMemsetD32Async")
    OVRT_REQUIRE(cuMemsetD16Async, "cuMemsetD16Async")
    OVRT_REQUIRE(cuMemHostRegister, "cuMemHostRegister_v2")
    OVRT_REQUIRE(cuMemHostUnregister, "cuMemHostUnregister")
#undef OVRT_REQUIRE
    if (missing) {
      d.error = std::string("unusable CUDA driver: libcuda.so.1 has no ") +
                missing;
      return;
    }
    resolve(lib, "cuLaunchKernelEx", d.cuLaunchKernelEx);
    resolve(lib, "cuMemAllocAsync", d.cuMemAllocAsync);
    resolve(lib, "cuMemFreeAsync", d.cuMemFreeAsync);
    resolve(lib, "cuDeviceGetDefaultMemPool", d.cuDeviceGetDefaultMemPool);
    resolve(lib, "cuMemPoolSetAttribute", d.cuMemPoolSetAttribute);

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

thread_local bool threadFailed = false;
thread_local std::string threadError;
thread_local ovrt::StatusCode threadErrorCode = ovrt::StatusCode::Internal;

/// Records the thread's first error. A driver that is missing or has no
/// usable device is Unavailable; device memory running out is
/// ResourceExhausted; anything else the driver rejects is Internal.
void recordError(const std::string &message,
                 ovrt::StatusCode code = ovrt::StatusCode::Internal) {
  if (threadFailed)
    return;
  threadFailed = true;
  threadError = message;
  threadErrorCode = code;
}

/// The driver, with the primary context current for the scope; null (and an
/// error recorded) when there is none. `work` is false for calls that only
/// release resources, which run even after an error.
class Scope {
public:
  explicit Scope(bool work = true) {
    if (work && threadFailed)
      return;
    const Driver &drv = driver();
    if (!drv.error.empty()) {
      recordError(drv.error, ovrt::StatusCode::Unavailable);
      return;
    }
    if (drv.cuCtxPushCurrent(drv.context) != CUDA_SUCCESS) {
      recordError("CUDA driver: cannot make the primary context current");
      return;
    }
    d = &drv;
  }
  ~Scope() {
    if (d) {
      CUcontext popped;
      d->cuCtxPopCurrent(&popped);
    }
  }
  explicit operator bool() const { return d != nullptr; }
  const Driver *operator->() const { return d; }

  /// Records `rc` as the thread's error unless it is success.
  bool check(const char *call, CUresult rc) const {
    if (rc == CUDA_SUCCESS)
      return true;
    recordError("CUDA error: " + describe(*d, call, rc),
                rc == CUDA_ERROR_OUT_OF_MEMORY
                    ? ovrt::StatusCode::ResourceExhausted
                    : ovrt::StatusCode::Internal);
    return false;
  }

private:
  const Driver *d = nullptr;
};

CUdeviceptr devicePtr(const void *p) {
  return CUdeviceptr(reinterpret_cast<uintptr_t>(p));
}

} // namespace

//===----------------------------------------------------------------------===//
// libovrt's side
//===----------------------------------------------------------------------===//

namespace ovrt::impl {

Status cudaDriverStatus() {
  const Driver &d = driver();
  return d.error.empty() ? Status::success()
                         : Status::error(StatusCode::Unavailable, d.error);
}

Status cudaTakeThreadError() {
  if (!threadFailed)
    return Status::success();
  Status s = Status::error(threadErrorCode, threadError);
  threadFailed = false;
  threadError.clear();
  return s;
}

namespace cuda {
void clearThreadError() {
  threadFailed = false;
  threadError.clear();
}
} // namespace cuda

} // namespace ovrt::impl

//===----------------------------------------------------------------------===//
// The mgpu* ABI (MLIR 22.1.8; signatures in ../shared/gpu/MGPU_ABI.md)
//===----------------------------------------------------------------------===//

MGPU_API void *mgpuModuleLoad(void *data, size_t /*gpuBlobSize*/) {
  Scope s;
  CUmodule module = nullptr;
  if (s && !s.check("cuModuleLoadData", s->cuModuleLoadData(&module, data)))
    return nullptr;
  return module;
}

MGPU_API void *mgpuModuleLoadJIT(void *data, int optLevel) {
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
    std::string message = "CUDA error: " +
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

MGPU_API void mgpuModuleUnload(void *module) {
  if (!module)
    return;
  // From a static destructor: the driver may already be shutting down, and
  // nobody is left to read an error.
  const Driver &d = driver();
  if (d.error.empty())
    d.cuModuleUnload(static_cast<CUmodule>(module));
}

MGPU_API void *mgpuModuleGetFunction(void *module, const char *name) {
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

MGPU_API void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                               intptr_t gridZ, intptr_t blockX, intptr_t blockY,
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

MGPU_API void mgpuLaunchClusterKernel(void *function, intptr_t clusterX,
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

MGPU_API void *mgpuStreamCreate() {
  Scope s;
  CUstream stream = nullptr;
  if (s)
    s.check("cuStreamCreate",
            s->cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

MGPU_API void mgpuStreamDestroy(void *stream) {
  if (!stream)
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuStreamDestroy", s->cuStreamDestroy(static_cast<CUstream>(stream)));
}

MGPU_API void mgpuStreamSynchronize(void *stream) {
  if (!stream)
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuStreamSynchronize",
            s->cuStreamSynchronize(static_cast<CUstream>(stream)));
}

MGPU_API void mgpuStreamWaitEvent(void *stream, void *event) {
  Scope s;
  if (s && stream && event)
    s.check("cuStreamWaitEvent",
            s->cuStreamWaitEvent(static_cast<CUstream>(stream),
                                 static_cast<CUevent>(event), 0));
}

MGPU_API void *mgpuEventCreate() {
  Scope s;
  CUevent event = nullptr;
  if (s)
    s.check("cuEventCreate",
            s->cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

MGPU_API void mgpuEventDestroy(void *event) {
  if (!event)
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuEventDestroy", s->cuEventDestroy(static_cast<CUevent>(event)));
}

MGPU_API void mgpuEventSynchronize(void *event) {
  if (!event)
    return;
  Scope s(/*work=*/false);
  if (s)
    s.check("cuEventSynchronize",
            s->cuEventSynchronize(static_cast<CUevent>(event)));
}

MGPU_API void mgpuEventRecord(void *event, void *stream) {
  Scope s;
  if (s && event)
    s.check("cuEventRecord", s->cuEventRecord(static_cast<CUevent>(event),
                                              static_cast<CUstream>(stream)));
}

MGPU_API void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                            bool isHostShared) {
  if (sizeBytes == 0)
    return nullptr;
  Scope s;
  if (!s)
    return nullptr;
  CUdeviceptr ptr = 0;
  if (isHostShared) {
    if (!s.check("cuMemAllocManaged",
                 s->cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL)))
      return nullptr;
  } else if (s->cuMemAllocAsync && stream) {
    // Stream-ordered: served from the device's pool, no synchronization.
    if (!s.check("cuMemAllocAsync",
                 s->cuMemAllocAsync(&ptr, sizeBytes,
                                    static_cast<CUstream>(stream))))
      return nullptr;
  } else if (!s.check("cuMemAlloc", s->cuMemAlloc(&ptr, sizeBytes))) {
    return nullptr;
  }
  return reinterpret_cast<void *>(uintptr_t(ptr));
}

MGPU_API void mgpuMemFree(void *ptr, void *stream) {
  if (!ptr)
    return;
  Scope s(/*work=*/false);
  if (!s)
    return;
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

MGPU_API void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
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

MGPU_API void mgpuMemset32(void *dst, unsigned int value, size_t count,
                           void *stream) {
  if (count == 0)
    return;
  Scope s;
  if (s && dst)
    s.check("cuMemsetD32Async",
            s->cuMemsetD32Async(devicePtr(dst), value, count,
                                static_cast<CUstream>(stream)));
}

MGPU_API void mgpuMemset16(void *dst, unsigned short value, size_t count,
                           void *stream) {
  if (count == 0)
    return;
  Scope s;
  if (s && dst)
    s.check("cuMemsetD16Async",
            s->cuMemsetD16Async(devicePtr(dst), value, count,
                                static_cast<CUstream>(stream)));
}

MGPU_API void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  if (!ptr || sizeBytes == 0)
    return;
  Scope s;
  if (s)
    s.check("cuMemHostRegister", s->cuMemHostRegister(ptr, sizeBytes, 0));
}

MGPU_API void mgpuMemHostUnregister(void *ptr) {
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

MGPU_API void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                        int64_t elementSizeBytes) {
  uint64_t bytes;
  void *ptr = memrefData(rank, descriptor, elementSizeBytes, bytes);
  mgpuMemHostRegister(ptr, bytes);
}

MGPU_API void mgpuMemHostUnregisterMemRef(int64_t rank, void *descriptor,
                                          int64_t elementSizeBytes) {
  uint64_t bytes;
  mgpuMemHostUnregister(memrefData(rank, descriptor, elementSizeBytes, bytes));
}

MGPU_API void mgpuSetDefaultDevice(int32_t device) {
  std::lock_guard<std::mutex> lock(defaultDeviceMutex());
  defaultDevice = device;
}
