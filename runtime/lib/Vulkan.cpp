// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Vulkan.cpp - libovrt's Vulkan backend: the device and errors -------===//
//
// Compiled Vulkan modules (ov-compile --target vulkan) call MLIR's GPU
// runtime ABI under libovrt's Vulkan names, ovrt_vk_mgpu* (runtime/MGPU_ABI.md,
// "Vulkan modules"; the functions are in VulkanMgpu.cpp). This file holds
// what they share: the Vulkan loader, opened with dlopen at first use (never
// linked; OVRT_VULKAN_LIBRARY names another file), one instance, one device
// (OVRT_VULKAN_DEVICE: an index or a substring of the name; by default the
// first device with a compute queue), and the thread's ThreadError of this
// backend (ThreadError.h): the first failure of a thread wins, later work is
// skipped until Module takes it (through VulkanBackend.cpp).
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"

#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <mutex>
#include <sys/stat.h>

namespace ovrt::impl::vulkan {

ThreadError &threadError() {
  thread_local ThreadError error;
  return error;
}

void recordError(const std::string &message, StatusCode code) {
  threadError().record(message, code);
}

bool threadHasFailed() { return threadError().pending(); }

void clearThreadError() { threadError().clear(); }

Status takeThreadError() { return threadError().take(); }

bool check(const char *call, VkResult rc) {
  if (rc == VK_SUCCESS)
    return true;
  bool memory =
      rc == VK_ERROR_OUT_OF_HOST_MEMORY || rc == VK_ERROR_OUT_OF_DEVICE_MEMORY;
  recordError(std::string("Vulkan error: ") + call + " failed: VkResult " +
                  std::to_string(int(rc)),
              memory ? StatusCode::ResourceExhausted : StatusCode::Internal);
  return false;
}

/// The loader's file: OVRT_VULKAN_LIBRARY, or libvulkan.so.1.
static std::string libraryName() {
  const char *env = std::getenv("OVRT_VULKAN_LIBRARY");
  return env && *env ? env : "libvulkan.so.1";
}

/// Resolves every function of the table through vkGetInstanceProcAddr; the
/// first one missing is named.
static std::string resolveFunctions(Device &d) {
#define OVRT_VK_RESOLVE(name)                                                  \
  d.name = reinterpret_cast<PFN_##name>(                                       \
      d.vkGetInstanceProcAddr(d.instance, #name));                             \
  if (!d.name)                                                                 \
    return "the Vulkan loader has no " #name;
  OVRT_VK_FUNCTIONS(OVRT_VK_RESOLVE)
#undef OVRT_VK_RESOLVE
  return "";
}

/// Whether `props` is the device OVRT_VULKAN_DEVICE names (`index` is its
/// position); without the variable, any device qualifies.
static bool isRequested(const VkPhysicalDeviceProperties &props,
                        uint32_t index) {
  const char *env = std::getenv("OVRT_VULKAN_DEVICE");
  if (!env || !*env)
    return true;
  if (std::strspn(env, "0123456789") == std::strlen(env))
    return std::strtoul(env, nullptr, 10) == index;
  return std::strstr(props.deviceName, env) != nullptr;
}

/// The index of a queue family of `gpu` with compute, or -1.
static int computeFamily(const Device &d, VkPhysicalDevice gpu) {
  uint32_t count = 0;
  d.vkGetPhysicalDeviceQueueFamilyProperties(gpu, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  d.vkGetPhysicalDeviceQueueFamilyProperties(gpu, &count, families.data());
  for (uint32_t i = 0; i < count; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
      return int(i);
  return -1;
}

/// Picks the physical device; an error message when there is none.
static std::string choosePhysicalDevice(Device &d) {
  uint32_t count = 0;
  if (d.vkEnumeratePhysicalDevices(d.instance, &count, nullptr) != VK_SUCCESS)
    return "no Vulkan device (vkEnumeratePhysicalDevices failed)";
  std::vector<VkPhysicalDevice> gpus(count);
  d.vkEnumeratePhysicalDevices(d.instance, &count, gpus.data());
  for (uint32_t i = 0; i < count; ++i) {
    VkPhysicalDeviceProperties props;
    d.vkGetPhysicalDeviceProperties(gpus[i], &props);
    int family = computeFamily(d, gpus[i]);
    if (family < 0 || !isRequested(props, i))
      continue;
    d.gpu = gpus[i];
    d.family = uint32_t(family);
    d.properties = props;
    return "";
  }
  const char *env = std::getenv("OVRT_VULKAN_DEVICE");
  if (env && *env)
    return "no Vulkan device with a compute queue matches "
           "OVRT_VULKAN_DEVICE='" +
           std::string(env) + "' (" + std::to_string(count) +
           " device(s) found)";
  return "no Vulkan device with a compute queue";
}

/// Creates the logical device with every feature the kernels may use that
/// the device has; shaderInt64 is required (64-bit indexing).
static std::string createDevice(Device &d) {
  VkPhysicalDeviceVulkan12Features f12{};
  f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
  VkPhysicalDeviceVulkan11Features f11{};
  f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
  VkPhysicalDeviceFeatures2 features{};
  features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  bool v12 = d.properties.apiVersion >= VK_API_VERSION_1_2;
  if (v12) {
    features.pNext = &f11;
    f11.pNext = &f12;
  }
  d.vkGetPhysicalDeviceFeatures2(d.gpu, &features);
  std::string name = d.properties.deviceName;
  if (d.properties.apiVersion < VK_API_VERSION_1_1)
    return "Vulkan device '" + name +
           "' supports Vulkan 1.0 only (the "
           "kernels need 1.1)";
  if (!features.features.shaderInt64)
    return "Vulkan device '" + name +
           "' lacks the feature shaderInt64 "
           "(the kernels index with 64-bit integers)";
  // Only what the kernels may use stays enabled.
  VkPhysicalDeviceFeatures wanted{};
  wanted.shaderInt64 = VK_TRUE;
  wanted.shaderFloat64 = features.features.shaderFloat64;
  wanted.shaderInt16 = features.features.shaderInt16;
  features.features = wanted;
  d.float16 = v12 && f12.shaderFloat16 && f11.storageBuffer16BitAccess;
  d.int8 = v12 && f12.shaderInt8 && f12.storageBuffer8BitAccess;
  float priority = 1.0f;
  VkDeviceQueueCreateInfo queue{};
  queue.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  queue.queueFamilyIndex = d.family;
  queue.queueCount = 1;
  queue.pQueuePriorities = &priority;
  VkDeviceCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  info.pNext = &features;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queue;
  if (VkResult rc = d.vkCreateDevice(d.gpu, &info, nullptr, &d.device);
      rc != VK_SUCCESS)
    return "Vulkan device '" + name + "': vkCreateDevice failed: VkResult " +
           std::to_string(int(rc));
  d.vkGetDeviceQueue(d.device, d.family, 0, &d.queue);
  VkPhysicalDeviceMemoryProperties memory;
  d.vkGetPhysicalDeviceMemoryProperties(d.gpu, &memory);
  d.memory = memory;
  VkCommandPoolCreateInfo pool{};
  pool.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  pool.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pool.queueFamilyIndex = d.family;
  if (d.vkCreateCommandPool(d.device, &pool, nullptr, &d.commandPool) !=
      VK_SUCCESS)
    return "Vulkan device '" + name + "': vkCreateCommandPool failed";
  return "";
}

/// The Vulkan loader's variables that name manifest files or folders of
/// them (colon-separated lists): the loader opens each file, and each
/// `*.json` entry of each folder, with a plain fopen.
static constexpr const char *kLoaderPathVariables[] = {
    "VK_ICD_FILENAMES",          "VK_DRIVER_FILES",
    "VK_ADD_DRIVER_FILES",       "VK_LAYER_PATH",
    "VK_ADD_LAYER_PATH",         "VK_IMPLICIT_LAYER_PATH",
    "VK_ADD_IMPLICIT_LAYER_PATH"};

/// Whether `path` exists and is neither a regular file nor a folder (links
/// followed): a FIFO, a device or a socket, which the loader must not open.
static bool isSpecialFile(const std::string &path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) &&
         !S_ISDIR(st.st_mode);
}

/// The first manifest of folder `dir` (an entry named *.json) that is not a
/// regular file, or "".
static std::string irregularManifestIn(const std::string &dir) {
  DIR *folder = opendir(dir.c_str());
  if (!folder)
    return "";
  std::string found;
  while (dirent *entry = readdir(folder)) {
    std::string name = entry->d_name;
    if (name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0 &&
        isSpecialFile(dir + "/" + name)) {
      found = dir + "/" + name;
      break;
    }
  }
  closedir(folder);
  return found;
}

/// A loader variable naming a FIFO or a device (or a folder holding one as
/// a manifest) would block vkCreateInstance on the FIFO or read the device
/// without end: refused before the loader is opened, naming the variable
/// and the path.
static std::string checkLoaderEnvironment() {
  for (const char *variable : kLoaderPathVariables) {
    const char *value = std::getenv(variable);
    if (!value)
      continue;
    std::string list = value;
    for (size_t start = 0; start <= list.size();) {
      size_t end = list.find(':', start);
      if (end == std::string::npos)
        end = list.size();
      std::string path = list.substr(start, end - start);
      start = end + 1;
      if (path.empty())
        continue;
      std::string bad = isSpecialFile(path) ? path : irregularManifestIn(path);
      if (!bad.empty())
        return std::string(variable) + " names " + bad +
               ": not a regular file (the Vulkan loader would wait on a "
               "FIFO or read a device without end)";
    }
  }
  return "";
}

/// Opens the loader, creates the instance and the device.
static std::string open(Device &d) {
  std::string lib = libraryName();
  // dlopen would block on a FIFO and read a device forever: a path (not a
  // bare name the loader searches for) must name a regular file.
  struct stat st;
  if (lib.find('/') != std::string::npos && stat(lib.c_str(), &st) == 0 &&
      !S_ISREG(st.st_mode))
    return "cannot load " + lib + ": not a regular file";
  if (std::string problem = checkLoaderEnvironment(); !problem.empty())
    return problem;
  // Never unloaded: modules release their pipelines from static destructors.
  void *handle = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *msg = dlerror();
    return "cannot load " + lib + ": " + (msg ? msg : "dlopen failed");
  }
  d.vkGetInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(
      dlsym(handle, "vkGetInstanceProcAddr"));
  if (!d.vkGetInstanceProcAddr)
    return "unusable Vulkan loader: " + lib + " has no vkGetInstanceProcAddr";
  auto create = reinterpret_cast<PFN_vkCreateInstance>(
      d.vkGetInstanceProcAddr(nullptr, "vkCreateInstance"));
  auto version = reinterpret_cast<PFN_vkEnumerateInstanceVersion>(
      d.vkGetInstanceProcAddr(nullptr, "vkEnumerateInstanceVersion"));
  uint32_t loaderVersion = VK_API_VERSION_1_0;
  if (version)
    version(&loaderVersion);
  if (!create || loaderVersion < VK_API_VERSION_1_1)
    return "unusable Vulkan loader: " + lib + " does not offer Vulkan 1.1";
  VkApplicationInfo app{};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.pApplicationName = "libovrt";
  app.apiVersion = loaderVersion >= VK_API_VERSION_1_2 ? VK_API_VERSION_1_2
                                                       : VK_API_VERSION_1_1;
  VkInstanceCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  info.pApplicationInfo = &app;
  if (VkResult rc = create(&info, nullptr, &d.instance); rc != VK_SUCCESS)
    return "no Vulkan driver (vkCreateInstance failed: VkResult " +
           std::to_string(int(rc)) + ")";
  if (std::string missing = resolveFunctions(d); !missing.empty())
    return missing;
  if (std::string failed = choosePhysicalDevice(d); !failed.empty())
    return failed;
  return createDevice(d);
}

/// The device, opened at the first call; its `error` says why it is not
/// usable.
static const Device &openedDevice() {
  static Device *d = new Device; // leaked: used from static destructors
  static std::once_flag once;
  std::call_once(once, [] { d->error = open(*d); });
  return *d;
}

const Device *device() {
  const Device *d = &openedDevice();
  if (!d->error.empty()) {
    recordError(d->error, StatusCode::Unavailable);
    return nullptr;
  }
  return d;
}

Status deviceStatus() {
  const Device &d = openedDevice();
  return d.error.empty() ? Status::success()
                         : Status::error(StatusCode::Unavailable, d.error);
}

uint64_t maxStorageBufferRange() {
  const Device *d = device();
  if (!d) {
    clearThreadError(); // the run reports it
    return 0;
  }
  return d->properties.limits.maxStorageBufferRange;
}

std::mutex &queueMutex() {
  static auto *m = new std::mutex;
  return *m;
}

/// "" or why a Vulkan kernel cannot bind a tensor of `elements` elements
/// of `bytes` bytes as one storage buffer.
static std::string bufferLimitProblem(int64_t elements, uint64_t bytes,
                                      uint64_t range) {
  if (elements >= (int64_t{1} << 31))
    return std::to_string(elements) + " elements, the Vulkan target's "
                                      "buffers hold fewer than 2^31";
  if (bytes > range)
    return std::to_string(bytes) +
           " bytes exceed the Vulkan device's "
           "maxStorageBufferRange (" +
           std::to_string(range) + " bytes)";
  return "";
}

Status checkBufferLimits(const Tensor *const *inputs, size_t numInputs,
                         const std::vector<std::vector<int64_t>> &shapes,
                         const FunctionSpec &fn) {
  uint64_t range = vulkan::maxStorageBufferRange();
  if (range == 0)
    return Status::success(); // no device: the run says so
  for (size_t i = 0; i < numInputs; ++i)
    if (std::string problem = bufferLimitProblem(inputs[i]->numElements(),
                                                 inputs[i]->byteSize(), range);
        !problem.empty())
      return Status::error("input " + std::to_string(i + 1) + " (" +
                           inputs[i]->typeString() + "): " + problem);
  for (size_t i = 0; i < shapes.size(); ++i) {
    int64_t elements = 1;
    for (int64_t size : shapes[i])
      elements *= size;
    uint64_t bytes = uint64_t(elements) * dtypeSize(fn.outputs[i].dtype);
    if (std::string problem = bufferLimitProblem(elements, bytes, range);
        !problem.empty())
      return Status::error("output " + std::to_string(i + 1) + " (" +
                           dtypeName(fn.outputs[i].dtype) + " " +
                           formatShape(shapes[i]) + "): " + problem);
  }
  return Status::success();
}

} // namespace ovrt::impl::vulkan
