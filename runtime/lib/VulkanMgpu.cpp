// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanMgpu.cpp - libovrt's Vulkan backend: the ovrt_vk_mgpu* ABI ---===//
//
// The functions Vulkan modules call (runtime/MGPU_ABI.md, "Vulkan modules").
// A device buffer is a VkBuffer bound to host-visible, coherent memory,
// mapped for its lifetime: the "device pointer" the host code sees is the
// mapped address, so copies are memcpy and a launch maps each (base, bytes)
// argument back to its buffer and offset. A module is one SPIR-V binary;
// its shader module, descriptor set layout (one storage buffer per binding
// the shader declares, and a push constant range for the kernel's 64-bit
// scalars: dynamic sizes) and one compute pipeline per entry point are
// created once per load. Launches are recorded on their stream and submitted at
// its synchronization (or before a copy), in one command buffer with one fence.
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"
#include "VulkanSpirv.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>

#define MGPU_API extern "C" __attribute__((visibility("default")))

using namespace ovrt::impl::vulkan;

namespace {

struct Buffer {
  VkBuffer buffer;
  VkDeviceMemory memory;
  size_t bytes;
};

std::mutex &buffersMutex() {
  static auto *m = new std::mutex;
  return *m;
}
/// Live buffers by mapped address.
std::map<uintptr_t, Buffer> &buffers() {
  static auto *b = new std::map<uintptr_t, Buffer>;
  return *b;
}

struct Module;
struct Kernel {
  Module *module;
  VkPipeline pipeline;
};

struct Module {
  VkShaderModule shader = VK_NULL_HANDLE;
  uint32_t bindings = 0;
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  std::mutex mutex;
  std::map<std::string, std::unique_ptr<Kernel>> kernels;
};

/// The push constant bytes every pipeline layout declares: what every Vulkan
/// device offers (maxPushConstantsSize >= 128), 32 scalars of 4 bytes, the
/// most the compiler passes (ov-gpu-vulkan-abi). A scalar is a size or an
/// index derived from sizes; the host passes it as a 64-bit integer and it
/// must fit in 32 bits (buffers have fewer than 2^31 elements).
constexpr uint32_t kPushConstantBytes = 128;
constexpr uint32_t kPushConstantSlotBytes = 4;

struct Launch {
  const Kernel *kernel;
  uint32_t grid[3];
  std::vector<VkDescriptorBufferInfo> args;
  std::vector<int32_t> scalars; // push constants, 4 bytes each
};

struct Stream {
  std::vector<Launch> launches;
};

/// The buffer holding `base` and `bytes` after it, as a descriptor range.
bool findBuffer(const Device &d, void *base, int64_t bytes, size_t index,
                VkDescriptorBufferInfo &info) {
  std::lock_guard<std::mutex> lock(buffersMutex());
  uintptr_t address = reinterpret_cast<uintptr_t>(base);
  auto it = buffers().upper_bound(address);
  std::string which = "Vulkan: kernel buffer argument " + std::to_string(index);
  if (!base || it == buffers().begin()) {
    recordError(which + " is not in a buffer ovrt_vk_mgpuMemAlloc returned");
    return false;
  }
  --it;
  uint64_t offset = address - it->first;
  if (bytes <= 0 || offset + uint64_t(bytes) > it->second.bytes) {
    recordError(which + " (" + std::to_string(bytes) +
                " bytes) does not fit in its buffer");
    return false;
  }
  if (offset % d.properties.limits.minStorageBufferOffsetAlignment != 0 ||
      uint64_t(bytes) > d.properties.limits.maxStorageBufferRange) {
    recordError(which + ": offset " + std::to_string(offset) + " or " +
                std::to_string(bytes) +
                " bytes exceed the device's storage buffer limits");
    return false;
  }
  info = {it->second.buffer, offset, VkDeviceSize(bytes)};
  return true;
}

/// Records the launches of `stream` in one command buffer, submits it and
/// waits for its fence; the stream is empty afterwards.
void submit(const Device &d, Stream &stream) {
  std::vector<Launch> launches;
  launches.swap(stream.launches);
  if (launches.empty() || threadHasFailed())
    return;
  std::lock_guard<std::mutex> lock(queueMutex());
  uint32_t descriptors = 0;
  for (const Launch &l : launches)
    descriptors += uint32_t(l.args.size());
  VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                            std::max(descriptors, 1u)};
  VkDescriptorPoolCreateInfo poolInfo{};
  poolInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
  poolInfo.maxSets = uint32_t(launches.size());
  poolInfo.poolSizeCount = 1;
  poolInfo.pPoolSizes = &size;
  VkDescriptorPool pool;
  if (!check("vkCreateDescriptorPool",
             d.vkCreateDescriptorPool(d.device, &poolInfo, nullptr, &pool)))
    return;
  VkCommandBufferAllocateInfo cbInfo{};
  cbInfo.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  cbInfo.commandPool = d.commandPool;
  cbInfo.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbInfo.commandBufferCount = 1;
  VkCommandBuffer cb;
  VkFence fence = VK_NULL_HANDLE;
  if (check("vkAllocateCommandBuffers",
            d.vkAllocateCommandBuffers(d.device, &cbInfo, &cb))) {
    VkCommandBufferBeginInfo begin{};
    begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    bool ok = check("vkBeginCommandBuffer", d.vkBeginCommandBuffer(cb, &begin));
    for (const Launch &l : launches) {
      if (!ok)
        break;
      VkDescriptorSetAllocateInfo setInfo{};
      setInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
      setInfo.descriptorPool = pool;
      setInfo.descriptorSetCount = 1;
      setInfo.pSetLayouts = &l.kernel->module->setLayout;
      VkDescriptorSet set;
      ok = check("vkAllocateDescriptorSets",
                 d.vkAllocateDescriptorSets(d.device, &setInfo, &set));
      if (!ok)
        break;
      std::vector<VkWriteDescriptorSet> writes(l.args.size());
      for (size_t i = 0; i < l.args.size(); ++i) {
        writes[i] = {};
        writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        writes[i].dstSet = set;
        writes[i].dstBinding = uint32_t(i);
        writes[i].descriptorCount = 1;
        writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        writes[i].pBufferInfo = &l.args[i];
      }
      d.vkUpdateDescriptorSets(d.device, uint32_t(writes.size()), writes.data(),
                               0, nullptr);
      d.vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE,
                          l.kernel->pipeline);
      d.vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE,
                                l.kernel->module->layout, 0, 1, &set, 0,
                                nullptr);
      if (!l.scalars.empty())
        d.vkCmdPushConstants(
            cb, l.kernel->module->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0,
            uint32_t(kPushConstantSlotBytes * l.scalars.size()),
            l.scalars.data());
      d.vkCmdDispatch(cb, l.grid[0], l.grid[1], l.grid[2]);
      // Each launch sees the previous ones' writes; the host sees them all.
      VkMemoryBarrier barrier{};
      barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
      barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
      barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT |
                              VK_ACCESS_SHADER_WRITE_BIT |
                              VK_ACCESS_HOST_READ_BIT;
      d.vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                             VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT |
                                 VK_PIPELINE_STAGE_HOST_BIT,
                             0, 1, &barrier, 0, nullptr, 0, nullptr);
    }
    ok = ok && check("vkEndCommandBuffer", d.vkEndCommandBuffer(cb));
    VkFenceCreateInfo fenceInfo{};
    fenceInfo.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    ok = ok && check("vkCreateFence",
                     d.vkCreateFence(d.device, &fenceInfo, nullptr, &fence));
    VkSubmitInfo info{};
    info.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    info.commandBufferCount = 1;
    info.pCommandBuffers = &cb;
    ok =
        ok && check("vkQueueSubmit", d.vkQueueSubmit(d.queue, 1, &info, fence));
    ok = ok && check("vkWaitForFences", d.vkWaitForFences(d.device, 1, &fence,
                                                          VK_TRUE, UINT64_MAX));
    if (fence != VK_NULL_HANDLE)
      d.vkDestroyFence(d.device, fence, nullptr);
    d.vkFreeCommandBuffers(d.device, d.commandPool, 1, &cb);
  }
  d.vkDestroyDescriptorPool(d.device, pool, nullptr);
}

/// The memory type for buffers: host-visible and coherent.
int hostMemoryType(const Device &d, uint32_t allowed) {
  VkMemoryPropertyFlags need = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                               VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  for (uint32_t i = 0; i < d.memory.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) &&
        (d.memory.memoryTypes[i].propertyFlags & need) == need)
      return int(i);
  return -1;
}

} // namespace

MGPU_API void *ovrt_vk_mgpuModuleLoad(void *data, size_t size) {
  const Device *d = threadHasFailed() ? nullptr : device();
  if (!d)
    return nullptr;
  auto *words = static_cast<const uint32_t *>(data);
  // Drivers trust the SPIR-V (lavapipe crashed on an ID bound of 2^31 - 1
  // and on descriptor set 1, and computed wrong results with a LocalSize
  // over the device's limits): a tampered module is refused before the
  // driver sees it (VulkanSpirv.h).
  const VkPhysicalDeviceLimits &limits = d->properties.limits;
  SpirvLimits spirvLimits{
      limits.maxPerStageDescriptorStorageBuffers,
      {limits.maxComputeWorkGroupSize[0], limits.maxComputeWorkGroupSize[1],
       limits.maxComputeWorkGroupSize[2]},
      limits.maxComputeWorkGroupInvocations,
      std::min(kPushConstantBytes, limits.maxPushConstantsSize)};
  uint32_t bindings = 0;
  std::string problem =
      size % 4 ? "Vulkan: the module's kernel binary is not SPIR-V"
               : checkSpirv(words, size / 4, spirvLimits, bindings);
  if (!problem.empty()) {
    recordError(problem);
    return nullptr;
  }
  auto module = std::make_unique<Module>();
  module->bindings = bindings;
  VkShaderModuleCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
  info.codeSize = size;
  info.pCode = words;
  if (!check(
          "vkCreateShaderModule",
          d->vkCreateShaderModule(d->device, &info, nullptr, &module->shader)))
    return nullptr;
  std::vector<VkDescriptorSetLayoutBinding> slots(module->bindings);
  for (uint32_t i = 0; i < module->bindings; ++i)
    slots[i] = {i, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                VK_SHADER_STAGE_COMPUTE_BIT, nullptr};
  VkDescriptorSetLayoutCreateInfo setInfo{};
  setInfo.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
  setInfo.bindingCount = module->bindings;
  setInfo.pBindings = slots.data();
  if (!check("vkCreateDescriptorSetLayout",
             d->vkCreateDescriptorSetLayout(d->device, &setInfo, nullptr,
                                            &module->setLayout)))
    return nullptr;
  VkPushConstantRange pushConstants{VK_SHADER_STAGE_COMPUTE_BIT, 0,
                                    kPushConstantBytes};
  VkPipelineLayoutCreateInfo layoutInfo{};
  layoutInfo.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  layoutInfo.setLayoutCount = 1;
  layoutInfo.pSetLayouts = &module->setLayout;
  layoutInfo.pushConstantRangeCount = 1;
  layoutInfo.pPushConstantRanges = &pushConstants;
  if (!check("vkCreatePipelineLayout",
             d->vkCreatePipelineLayout(d->device, &layoutInfo, nullptr,
                                       &module->layout)))
    return nullptr;
  return module.release();
}

MGPU_API void ovrt_vk_mgpuModuleUnload(void *handle) {
  auto *module = static_cast<Module *>(handle);
  if (!module)
    return;
  const Device *d = device();
  if (d) {
    for (auto &entry : module->kernels)
      d->vkDestroyPipeline(d->device, entry.second->pipeline, nullptr);
    d->vkDestroyPipelineLayout(d->device, module->layout, nullptr);
    d->vkDestroyDescriptorSetLayout(d->device, module->setLayout, nullptr);
    d->vkDestroyShaderModule(d->device, module->shader, nullptr);
  }
  delete module;
}

/// The kernel's compute pipeline, created at its first use and kept with the
/// module.
MGPU_API void *ovrt_vk_mgpuModuleGetFunction(void *handle, const char *name) {
  const Device *d = threadHasFailed() ? nullptr : device();
  if (!d)
    return nullptr;
  auto *module = static_cast<Module *>(handle);
  if (!module) {
    recordError("Vulkan: the module's kernels were not loaded");
    return nullptr;
  }
  std::lock_guard<std::mutex> lock(module->mutex);
  std::unique_ptr<Kernel> &kernel = module->kernels[name];
  if (kernel)
    return kernel.get();
  VkComputePipelineCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
  info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  info.stage.module = module->shader;
  info.stage.pName = name;
  info.layout = module->layout;
  VkPipeline pipeline;
  if (!check("vkCreateComputePipelines",
             d->vkCreateComputePipelines(d->device, VK_NULL_HANDLE, 1, &info,
                                         nullptr, &pipeline))) {
    module->kernels.erase(name);
    return nullptr;
  }
  kernel = std::make_unique<Kernel>(Kernel{module, pipeline});
  return kernel.get();
}

MGPU_API void ovrt_vk_mgpuLaunchKernel(void *function, intptr_t gridX,
                                       intptr_t gridY, intptr_t gridZ, intptr_t,
                                       intptr_t, intptr_t, int32_t,
                                       void *stream, void **params, void **,
                                       size_t paramsCount) {
  if (gridX <= 0 || gridY <= 0 || gridZ <= 0)
    return; // an empty output launches nothing
  const Device *d = threadHasFailed() ? nullptr : device();
  if (!d || !function || !stream)
    return;
  auto *kernel = static_cast<const Kernel *>(function);
  size_t buffers = kernel->module->bindings;
  if (paramsCount < 2 * buffers ||
      kPushConstantSlotBytes * (paramsCount - 2 * buffers) >
          kPushConstantBytes) {
    recordError("Vulkan: a launch passes " + std::to_string(paramsCount) +
                " arguments to a kernel with " + std::to_string(buffers) +
                " buffers (expected a base and a size per buffer, then at "
                "most " +
                std::to_string(kPushConstantBytes / kPushConstantSlotBytes) +
                " scalars)");
    return;
  }
  const uint32_t *limit = d->properties.limits.maxComputeWorkGroupCount;
  if (uint64_t(gridX) > limit[0] || uint64_t(gridY) > limit[1] ||
      uint64_t(gridZ) > limit[2]) {
    recordError("Vulkan: grid (" + std::to_string(gridX) + ", " +
                std::to_string(gridY) + ", " + std::to_string(gridZ) +
                ") exceeds the device's maxComputeWorkGroupCount");
    return;
  }
  Launch launch{kernel,
                {uint32_t(gridX), uint32_t(gridY), uint32_t(gridZ)},
                std::vector<VkDescriptorBufferInfo>(buffers),
                {}};
  for (size_t i = 0; i < buffers; ++i) {
    void *base = *static_cast<void **>(params[2 * i]);
    int64_t bytes = *static_cast<int64_t *>(params[2 * i + 1]);
    if (!findBuffer(*d, base, bytes, i, launch.args[i]))
      return;
  }
  for (size_t i = 2 * buffers; i < paramsCount; ++i) {
    int64_t scalar = *static_cast<int64_t *>(params[i]);
    if (scalar < INT32_MIN || scalar > INT32_MAX) {
      recordError("Vulkan: kernel scalar " + std::to_string(i - 2 * buffers) +
                  " (" + std::to_string(scalar) +
                  ") does not fit in the 32 bits of its push constant");
      return;
    }
    launch.scalars.push_back(int32_t(scalar));
  }
  static_cast<Stream *>(stream)->launches.push_back(std::move(launch));
}

MGPU_API void *ovrt_vk_mgpuStreamCreate() {
  return threadHasFailed() || !device() ? nullptr : new Stream;
}

MGPU_API void ovrt_vk_mgpuStreamSynchronize(void *stream) {
  const Device *d = stream && !threadHasFailed() ? device() : nullptr;
  if (d)
    submit(*d, *static_cast<Stream *>(stream));
}

MGPU_API void ovrt_vk_mgpuStreamDestroy(void *stream) {
  ovrt_vk_mgpuStreamSynchronize(stream);
  delete static_cast<Stream *>(stream);
}

MGPU_API void *ovrt_vk_mgpuMemAlloc(uint64_t bytes, void *, bool) {
  const Device *d = bytes && !threadHasFailed() ? device() : nullptr;
  if (!d)
    return nullptr;
  VkBufferCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  info.size = bytes;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  Buffer b{VK_NULL_HANDLE, VK_NULL_HANDLE, size_t(bytes)};
  if (!check("vkCreateBuffer",
             d->vkCreateBuffer(d->device, &info, nullptr, &b.buffer)))
    return nullptr;
  VkMemoryRequirements req;
  d->vkGetBufferMemoryRequirements(d->device, b.buffer, &req);
  int type = hostMemoryType(*d, req.memoryTypeBits);
  VkMemoryAllocateInfo alloc{};
  alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  alloc.allocationSize = req.size;
  alloc.memoryTypeIndex = uint32_t(type);
  void *mapped = nullptr;
  if (type < 0)
    recordError("Vulkan device '" + std::string(d->properties.deviceName) +
                    "' has no host-visible coherent memory for buffers",
                ovrt::StatusCode::Unavailable);
  else if (check("vkAllocateMemory",
                 d->vkAllocateMemory(d->device, &alloc, nullptr, &b.memory)) &&
           check("vkBindBufferMemory",
                 d->vkBindBufferMemory(d->device, b.buffer, b.memory, 0)) &&
           check("vkMapMemory",
                 d->vkMapMemory(d->device, b.memory, 0, bytes, 0, &mapped))) {
    std::lock_guard<std::mutex> lock(buffersMutex());
    buffers()[reinterpret_cast<uintptr_t>(mapped)] = b;
    return mapped;
  }
  if (b.memory != VK_NULL_HANDLE)
    d->vkFreeMemory(d->device, b.memory, nullptr);
  d->vkDestroyBuffer(d->device, b.buffer, nullptr);
  return nullptr;
}

MGPU_API void ovrt_vk_mgpuMemFree(void *ptr, void *stream) {
  if (!ptr)
    return;
  ovrt_vk_mgpuStreamSynchronize(stream); // its launches may use the buffer
  const Device *d = device();
  Buffer b;
  {
    std::lock_guard<std::mutex> lock(buffersMutex());
    auto it = buffers().find(reinterpret_cast<uintptr_t>(ptr));
    if (!d || it == buffers().end())
      return;
    b = it->second;
    buffers().erase(it);
  }
  d->vkDestroyBuffer(d->device, b.buffer, nullptr);
  d->vkFreeMemory(d->device, b.memory, nullptr); // unmaps
}

MGPU_API void ovrt_vk_mgpuMemcpy(void *dst, void *src, size_t bytes,
                                 void *stream) {
  if (bytes == 0 || !dst || !src || threadHasFailed())
    return;
  // Buffers are mapped: after the stream's launches, a copy is a memcpy.
  ovrt_vk_mgpuStreamSynchronize(stream);
  if (!threadHasFailed())
    std::memcpy(dst, src, bytes);
}
