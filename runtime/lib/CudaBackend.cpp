// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CudaBackend.cpp - CUDA modules (ov-compile --target cuda) ----------===//
//
// A CUDA module's host code calls the ovrt_mgpu* functions (Cuda.cpp), whose
// errors are this backend's thread errors. Its device entry points run on
// CUDA device memory, which the host reads through the driver; large host
// calls go through pinned staging (CudaStaging.cpp), and run_on_stream puts
// the caller's stream in place of the module's own (CudaStream.cpp).
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "Cuda.h"
#include "CudaDriver.h"

#include <cstdio>

namespace ovrt::impl {

using namespace cuda;

/// "0x7f..." for a message.
static std::string formatAddress(const void *data) {
  char text[2 + 2 * sizeof(void *) + 1];
  std::snprintf(text, sizeof text, "%p", data);
  return text;
}

/// "" when the kernels can use the memory at `data` (device, managed or
/// pinned host memory), else what it is, for a message; an error when the
/// driver cannot say.
static Result<std::string> unusableMemoryKind(const void *data) {
  unsigned type = 0;
  {
    Scope s;
    if (!s)
      return cudaTakeThreadError();
    CUresult rc = s->cuPointerGetAttribute(
        &type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, devicePtr(data));
    if (rc == CUDA_ERROR_INVALID_VALUE)
      return std::string("pageable host memory (the CUDA driver did not "
                         "allocate, register or map it)");
    if (rc != CUDA_SUCCESS)
      return Status::error(StatusCode::Internal,
                           "CUDA error: " + describe(*s.operator->(),
                                                     "cuPointerGetAttribute",
                                                     rc));
  }
  if (type == CU_MEMORYTYPE_DEVICE || type == CU_MEMORYTYPE_HOST ||
      type == CU_MEMORYTYPE_UNIFIED)
    return std::string();
  return "CUDA memory of type " + std::to_string(type);
}

/// Refuses memory at `data` that a CUDA module's kernels cannot use, in one
/// line naming `what` ("input 1") and the memory: the driver must know it as
/// device, managed or pinned host memory (pageable host memory, the usual
/// mistake, is what it does not know).
static Status checkKernelMemory(const void *data, const std::string &what) {
  cuda::clearThreadError();
  Result<std::string> kind = unusableMemoryKind(data);
  if (!kind)
    return kind.status().prefixed(what + ": ");
  if (kind->empty())
    return Status::success();
  return Status::error(what + ": " + formatAddress(data) + " is " + *kind +
                       ", which a cuda module's kernels cannot use (copy it "
                       "to device memory, e.g. ovrt_device_allocate and "
                       "ovrt_device_copy of kind \"cuda\", or run on host "
                       "memory with ovrt_module_run_into)");
}

namespace {

class CudaBackend final : public Backend {
public:
  std::string_view target() const override { return "cuda"; }
  ThreadError *threadError() const override { return &cuda::threadError(); }

  std::string_view memoryKind() const override { return "cuda"; }
  Status deviceStatus() const override { return cudaDriverStatus(); }
  Result<void *> allocate(size_t bytes) const override {
    return cudaAllocate(bytes);
  }
  Status release(void *ptr) const override { return cudaFree(ptr); }
  Status checkDeviceMemory(const Tensor &tensor,
                           const std::string &what) const override {
    return checkKernelMemory(tensor.data(), what);
  }
  Status copy(void *dst, const void *src, size_t bytes) const override {
    return cudaCopy(dst, src, bytes);
  }

  Result<bool> runStaged(const std::vector<HostBuffer> &inputs,
                         const std::vector<HostBuffer> &outputs,
                         const DeviceRun &run) const override {
    return cuda::runStaged(inputs, outputs, run);
  }

  bool runsOnCallerStreams() const override { return true; }
  void callOnStream(void *stream,
                    const std::function<void()> &call) const override {
    cuda::CallerStream caller(stream);
    call();
  }
};

} // namespace

std::unique_ptr<Backend> createCudaBackend() {
  return std::make_unique<CudaBackend>();
}

} // namespace ovrt::impl
