//===- Vulkan.h - libovrt-internal side of the Vulkan backend ---*- C++ -*-===//
#ifndef OVRT_LIB_VULKAN_H
#define OVRT_LIB_VULKAN_H

#include "Core.h"

namespace ovrt::impl::vulkan {

/// Forgets this thread's pending ovrt_vk_mgpu* error (before calling into a
/// Vulkan module).
void clearThreadError();
/// This thread's first ovrt_vk_mgpu* error since the last clear, as a Status
/// (Unavailable: no libvulkan, no device, a missing feature; ResourceExhausted:
/// out of memory; Internal: anything else the driver rejects); clears it.
Status takeThreadError();
/// The device's maxStorageBufferRange in bytes; 0 without a device.
uint64_t maxStorageBufferRange();

} // namespace ovrt::impl::vulkan

#endif // OVRT_LIB_VULKAN_H
