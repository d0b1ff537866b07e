// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Vulkan.h - libovrt-internal side of the Vulkan backend ---*- C++ -*-===//
#ifndef OVRT_LIB_VULKAN_H
#define OVRT_LIB_VULKAN_H

#include "Core.h"
#include "ThreadError.h"

namespace ovrt::impl::vulkan {

/// This thread's error of the ovrt_vk_mgpu* functions (ThreadError.h).
ThreadError &threadError();
/// Forgets this thread's pending ovrt_vk_mgpu* error (before calling into a
/// Vulkan module).
void clearThreadError();
/// This thread's first ovrt_vk_mgpu* error since the last clear, as a Status
/// (Unavailable: no libvulkan, no device, a missing feature; ResourceExhausted:
/// out of memory; Internal: anything else the driver rejects); clears it.
Status takeThreadError();
/// Success when the loader, a driver and a device with what the modules
/// need are there, else why not (Unavailable); opens them at the first call.
Status deviceStatus();
/// The device's maxStorageBufferRange in bytes; 0 without a device.
uint64_t maxStorageBufferRange();
/// Refuses, naming it, an input or output (of `shapes`) that one storage
/// buffer of the device cannot hold: 2^31 elements or more, or more bytes
/// than maxStorageBufferRange. Success without a device (the run says so).
Status checkBufferLimits(const Tensor *const *inputs, size_t numInputs,
                         const std::vector<std::vector<int64_t>> &shapes,
                         const FunctionSpec &fn);

} // namespace ovrt::impl::vulkan

#endif // OVRT_LIB_VULKAN_H
