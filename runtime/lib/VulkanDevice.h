// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VulkanDevice.h - The Vulkan backend's device and errors --*- C++ -*-===//
//
// Shared by Vulkan.cpp (loader, device, errors) and VulkanMgpu.cpp (the
// ovrt_vk_mgpu* functions). Vulkan's headers only declare types here: with
// VK_NO_PROTOTYPES nothing links against libvulkan.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIB_VULKANDEVICE_H
#define OVRT_LIB_VULKANDEVICE_H

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

#include "Vulkan.h"

#include <mutex>
#include <string>
#include <vector>

namespace ovrt::impl::vulkan {

/// Every Vulkan function the backend calls after creating the instance.
#define OVRT_VK_FUNCTIONS(X)                                                   \
  X(vkEnumeratePhysicalDevices)                                                \
  X(vkGetPhysicalDeviceProperties)                                             \
  X(vkGetPhysicalDeviceQueueFamilyProperties)                                  \
  X(vkGetPhysicalDeviceFeatures2)                                              \
  X(vkGetPhysicalDeviceMemoryProperties)                                       \
  X(vkCreateDevice)                                                            \
  X(vkGetDeviceQueue)                                                          \
  X(vkCreateBuffer)                                                            \
  X(vkDestroyBuffer)                                                           \
  X(vkGetBufferMemoryRequirements)                                             \
  X(vkAllocateMemory)                                                          \
  X(vkFreeMemory)                                                              \
  X(vkBindBufferMemory)                                                        \
  X(vkMapMemory)                                                               \
  X(vkCreateShaderModule)                                                      \
  X(vkDestroyShaderModule)                                                     \
  X(vkCreateDescriptorSetLayout)                                               \
  X(vkDestroyDescriptorSetLayout)                                              \
  X(vkCreatePipelineLayout)                                                    \
  X(vkDestroyPipelineLayout)                                                   \
  X(vkCreateComputePipelines)                                                  \
  X(vkDestroyPipeline)                                                         \
  X(vkCreateDescriptorPool)                                                    \
  X(vkDestroyDescriptorPool)                                                   \
  X(vkAllocateDescriptorSets)                                                  \
  X(vkUpdateDescriptorSets)                                                    \
  X(vkCreateCommandPool)                                                       \
  X(vkAllocateCommandBuffers)                                                  \
  X(vkFreeCommandBuffers)                                                      \
  X(vkBeginCommandBuffer)                                                      \
  X(vkEndCommandBuffer)                                                        \
  X(vkCmdBindPipeline)                                                         \
  X(vkCmdBindDescriptorSets)                                                   \
  X(vkCmdDispatch)                                                             \
  X(vkCmdPushConstants)                                                        \
  X(vkCmdPipelineBarrier)                                                      \
  X(vkQueueSubmit)                                                             \
  X(vkCreateFence)                                                             \
  X(vkDestroyFence)                                                            \
  X(vkWaitForFences)

struct Device {
  std::string error; // empty when usable
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice gpu = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties properties{};
  VkPhysicalDeviceMemoryProperties memory{};
  uint32_t family = 0;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  VkCommandPool commandPool = VK_NULL_HANDLE; // under queueMutex()
  bool float16 = false, int8 = false;
#define OVRT_VK_MEMBER(name) PFN_##name name = nullptr;
  OVRT_VK_FUNCTIONS(OVRT_VK_MEMBER)
#undef OVRT_VK_MEMBER
};

/// The device, created once; null (and Unavailable recorded as this
/// thread's error) when there is none.
const Device *device();
/// Guards the queue and the command pool.
std::mutex &queueMutex();

/// Records this thread's first error.
void recordError(const std::string &message,
                 StatusCode code = StatusCode::Internal);
bool threadHasFailed();
/// Records `rc` unless it is VK_SUCCESS.
bool check(const char *call, VkResult rc);

} // namespace ovrt::impl::vulkan

#endif // OVRT_LIB_VULKANDEVICE_H
