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

namespace ovrt::impl {

namespace {

class CudaBackend final : public Backend {
public:
  std::string_view target() const override { return "cuda"; }
  ThreadError *threadError() const override { return &cuda::threadError(); }

  bool hasDeviceMemory() const override { return true; }
  Status copyToHost(void *dst, const void *src, size_t bytes) const override {
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
