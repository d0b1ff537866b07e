// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanBackend.cpp - Vulkan modules (ov-compile --target vulkan) ----===//
//
// A Vulkan module runs on host tensors only: its host code copies them to
// and from buffers of its own through the ovrt_vk_mgpu* functions
// (VulkanMgpu.cpp), whose errors are this backend's thread errors. Its
// device memory, for the device entry and ovrt_device_*, is host memory. Each
// input and output is bound as one storage buffer, which the device limits.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "Vulkan.h"

namespace ovrt::impl {

namespace {

class VulkanBackend final : public Backend {
public:
  std::string_view target() const override { return "vulkan"; }
  ThreadError *threadError() const override { return &vulkan::threadError(); }
  Status deviceStatus() const override { return vulkan::deviceStatus(); }
  Status checkCallLimits(const Tensor *const *inputs, size_t numInputs,
                         const std::vector<std::vector<int64_t>> &outputShapes,
                         const FunctionSpec &fn) const override {
    return vulkan::checkBufferLimits(inputs, numInputs, outputShapes, fn);
  }
};

} // namespace

std::unique_ptr<Backend> createVulkanBackend() {
  return std::make_unique<VulkanBackend>();
}

} // namespace ovrt::impl
