// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CudaDriver.h - The CUDA driver API as libovrt loads it ---*- C++ -*-===//
//
// The driver's types and entry points, declared here (no cuda.h), the
// loaded driver, and the scope every call into it runs in. Shared by
// Cuda.cpp (the mgpu* functions) and CudaStaging.cpp (Module::run's host
// path); internal to libovrt.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_CUDADRIVER_H
#define OVRT_LIB_CUDADRIVER_H

#include "ovrt/Error.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace ovrt::impl::cuda {

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
constexpr CUresult CUDA_ERROR_INVALID_VALUE = 1;
constexpr CUresult CUDA_ERROR_OUT_OF_MEMORY = 2;
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
constexpr unsigned CU_EVENT_DISABLE_TIMING = 2;
constexpr unsigned CU_MEM_ATTACH_GLOBAL = 1;
// CUpointer_attribute, and the CUmemorytype it returns
constexpr int CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2;
constexpr unsigned CU_MEMORYTYPE_HOST = 1;
constexpr unsigned CU_MEMORYTYPE_DEVICE = 2;
constexpr unsigned CU_MEMORYTYPE_UNIFIED = 4;
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

/// The driver's entry points, listed once: X(field, symbol, required,
/// return-and-parameter types). The struct's members and the dlsym loop
/// below are both generated from this list. Optional ones may be null.
#define OVRT_CUDA_DRIVER_SYMBOLS(X)                                            \
  X(cuInit, "cuInit", true, CUresult, unsigned)                                \
  X(cuDeviceGetCount, "cuDeviceGetCount", true, CUresult, int *)               \
  X(cuDeviceGet, "cuDeviceGet", true, CUresult, CUdevice *, int)               \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", true, CUresult,      \
    CUcontext *, CUdevice)                                                     \
  X(cuCtxPushCurrent, "cuCtxPushCurrent_v2", true, CUresult, CUcontext)        \
  X(cuCtxPopCurrent, "cuCtxPopCurrent_v2", true, CUresult, CUcontext *)        \
  X(cuGetErrorName, "cuGetErrorName", true, CUresult, CUresult, const char **) \
  X(cuGetErrorString, "cuGetErrorString", true, CUresult, CUresult,            \
    const char **)                                                             \
  X(cuModuleLoadData, "cuModuleLoadData", true, CUresult, CUmodule *,          \
    const void *)                                                              \
  X(cuModuleLoadDataEx, "cuModuleLoadDataEx", true, CUresult, CUmodule *,      \
    const void *, unsigned, int *, void **)                                    \
  X(cuModuleUnload, "cuModuleUnload", true, CUresult, CUmodule)                \
  X(cuModuleGetFunction, "cuModuleGetFunction", true, CUresult, CUfunction *,  \
    CUmodule, const char *)                                                    \
  X(cuLaunchKernel, "cuLaunchKernel", true, CUresult, CUfunction, unsigned,    \
    unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream,      \
    void **, void **)                                                          \
  X(cuLaunchKernelEx, "cuLaunchKernelEx", false, CUresult,                     \
    const CUlaunchConfig *, CUfunction, void **, void **) /* CUDA 12 */        \
  X(cuStreamCreate, "cuStreamCreate", true, CUresult, CUstream *, unsigned)    \
  X(cuStreamDestroy, "cuStreamDestroy_v2", true, CUresult, CUstream)           \
  X(cuStreamSynchronize, "cuStreamSynchronize", true, CUresult, CUstream)      \
  X(cuStreamWaitEvent, "cuStreamWaitEvent", true, CUresult, CUstream, CUevent, \
    unsigned)                                                                  \
  X(cuEventCreate, "cuEventCreate", true, CUresult, CUevent *, unsigned)       \
  X(cuEventDestroy, "cuEventDestroy_v2", true, CUresult, CUevent)              \
  X(cuEventRecord, "cuEventRecord", true, CUresult, CUevent, CUstream)         \
  X(cuEventSynchronize, "cuEventSynchronize", true, CUresult, CUevent)         \
  X(cuMemAlloc, "cuMemAlloc_v2", true, CUresult, CUdeviceptr *, size_t)        \
  X(cuMemFree, "cuMemFree_v2", true, CUresult, CUdeviceptr)                    \
  X(cuMemAllocManaged, "cuMemAllocManaged", true, CUresult, CUdeviceptr *,     \
    size_t, unsigned)                                                          \
  X(cuMemAllocAsync, "cuMemAllocAsync", false, CUresult, CUdeviceptr *,        \
    size_t, CUstream)                                                          \
  X(cuMemFreeAsync, "cuMemFreeAsync", false, CUresult, CUdeviceptr, CUstream)  \
  X(cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool", false, CUresult,   \
    CUmemoryPool *, CUdevice)                                                  \
  X(cuMemPoolSetAttribute, "cuMemPoolSetAttribute", false, CUresult,           \
    CUmemoryPool, int, void *)                                                 \
  X(cuMemcpy, "cuMemcpy", true, CUresult, CUdeviceptr, CUdeviceptr, size_t)    \
  X(cuMemcpyAsync, "cuMemcpyAsync", true, CUresult, CUdeviceptr, CUdeviceptr,  \
    size_t, CUstream)                                                          \
  X(cuMemsetD32Async, "cuMemsetD32Async", true, CUresult, CUdeviceptr,         \
    unsigned, size_t, CUstream)                                                \
  X(cuMemsetD16Async, "cuMemsetD16Async", true, CUresult, CUdeviceptr,         \
    unsigned short, size_t, CUstream)                                          \
  X(cuMemHostRegister, "cuMemHostRegister_v2", true, CUresult, void *, size_t, \
    unsigned)                                                                  \
  X(cuMemHostUnregister, "cuMemHostUnregister", true, CUresult, void *)        \
  X(cuPointerGetAttribute, "cuPointerGetAttribute", true, CUresult, void *,    \
    int, CUdeviceptr) /* what memory a device entry's pointers are */          \
  X(cuMemHostAlloc, "cuMemHostAlloc", false, CUresult, void **, size_t,        \
    unsigned) /* pinned staging (CudaStaging.cpp) */                           \
  X(cuMemFreeHost, "cuMemFreeHost", false, CUresult, void *)

struct Driver {
  std::string error; // empty when usable
  CUdevice device = 0;
  CUcontext context = nullptr;

#define OVRT_CUDA_MEMBER(field, symbol, required, result, ...)                 \
  result (*field)(__VA_ARGS__) = nullptr;
  OVRT_CUDA_DRIVER_SYMBOLS(OVRT_CUDA_MEMBER)
#undef OVRT_CUDA_MEMBER
};

/// The driver, loaded and initialized once per process (Cuda.cpp).
const Driver &driver();
/// "cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)".
std::string describe(const Driver &d, const char *call, CUresult rc);
/// Records the thread's first error (the sticky error of Cuda.cpp).
void recordError(const std::string &message,
                 ovrt::StatusCode code = ovrt::StatusCode::Internal);
/// Whether this thread has a pending error.
bool threadHasFailed();

/// The driver, with the primary context current for the scope; null (and an
/// error recorded) when there is none. `work` is false for calls that only
/// release resources, which run even after an error.
class Scope {
public:
  explicit Scope(bool work = true) {
    if (work && threadHasFailed())
      return;
    const Driver &drv = driver();
    if (!drv.error.empty()) {
      recordError(drv.error, ovrt::StatusCode::Unavailable);
      return;
    }
    if (CUresult rc = drv.cuCtxPushCurrent(drv.context); rc != CUDA_SUCCESS) {
      recordError("CUDA driver: cannot make the primary context current: " +
                  describe(drv, "cuCtxPushCurrent", rc));
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

inline CUdeviceptr devicePtr(const void *p) {
  return CUdeviceptr(reinterpret_cast<uintptr_t>(p));
}

} // namespace ovrt::impl::cuda

#endif // OVRT_LIB_CUDADRIVER_H
