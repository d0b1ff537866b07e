#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Exit 0 when a Vulkan loader (argument 1, default libvulkan.so.1) has at
least one physical device, else 1. Meant to run in a child process, so that
a driver that crashes or hangs cannot take the caller with it: lit's
`vulkan-device` feature, the oracle's vulkan path and the GPU pack's runner
(which carries a copy) all ask it."""

import ctypes
import sys


class InstanceCreateInfo(ctypes.Structure):
    _fields_ = [("sType", ctypes.c_int), ("pNext", ctypes.c_void_p),
                ("flags", ctypes.c_uint32), ("app", ctypes.c_void_p),
                ("layers", ctypes.c_uint32), ("layerNames", ctypes.c_void_p),
                ("exts", ctypes.c_uint32), ("extNames", ctypes.c_void_p)]


def main():
    vk = ctypes.CDLL(sys.argv[1] if len(sys.argv) > 1 else "libvulkan.so.1")
    # sType 1: VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO.
    info = InstanceCreateInfo(1, None, 0, None, 0, None, 0, None)
    instance = ctypes.c_void_p()
    if vk.vkCreateInstance(ctypes.byref(info), None, ctypes.byref(instance)) != 0:
        return 1
    count = ctypes.c_uint32(0)
    rc = vk.vkEnumeratePhysicalDevices(instance, ctypes.byref(count), None)
    return 0 if rc == 0 and count.value > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
