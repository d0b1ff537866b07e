// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- FakeCudaModule.c - A hand-written "CUDA module" for the tests -----===//
 *
 * Does what ov-compile --target cuda emits, by hand: a descriptor saying
 * `target cuda`, a constructor that loads PTX through libovrt's
 * ovrt_mgpuModuleLoadJIT (run by dlopen), a destructor that unloads it, and
 * ov_run_copy which copies its input to its output through device memory on
 * a stream (StreamCreate, MemAlloc, Memcpy, ModuleGetFunction, LaunchKernel,
 * MemFree, StreamSynchronize/Destroy). The functions resolve against libovrt
 * in the loading process. With FAKE_MLIR_NAMES it imports MLIR's own names
 * (mgpu*) instead, as a module built for MLIR's CUDA runtime wrappers would.
 * With FAKE_DEVICE_ENTRY `copy` takes any length (descriptor version 3) and
 * has the device entry ov_run_device_copy, which copies device to device
 * on its stream: the stand-in driver's copies are real, so a host call's
 * output equals its input whichever path moved the data.
 *
 *===----------------------------------------------------------------------===*/
#include <stddef.h>
#include <stdint.h>

#define EXPORT __attribute__((visibility("default")))

#ifdef FAKE_MLIR_NAMES
#define GPU(name) mgpu##name
#else
#define GPU(name) ovrt_mgpu##name
#endif

void *GPU(ModuleLoadJIT)(void *data, int optLevel);
void GPU(ModuleUnload)(void *module);
void *GPU(ModuleGetFunction)(void *module, const char *name);
void GPU(LaunchKernel)(void *f, intptr_t gx, intptr_t gy, intptr_t gz,
                       intptr_t bx, intptr_t by, intptr_t bz, int32_t smem,
                       void *stream, void **params, void **extra,
                       size_t paramsCount);
void *GPU(StreamCreate)(void);
void GPU(StreamSynchronize)(void *stream);
void GPU(StreamDestroy)(void *stream);
void *GPU(MemAlloc)(uint64_t bytes, void *stream, _Bool hostShared);
void GPU(MemFree)(void *ptr, void *stream);
void GPU(Memcpy)(void *dst, void *src, size_t bytes, void *stream);

typedef struct {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizes[1];
  int64_t strides[1];
} MemRef1D;

static const char ptx[] = ".version 7.8\n.target sm_90\n.address_size 64\n"
                          ".visible .entry copy_kernel() { ret; }\n";
static void *module;

__attribute__((constructor)) static void load(void) {
  module = GPU(ModuleLoadJIT)((void *)ptx, 2);
}
__attribute__((destructor)) static void unload(void) {
  GPU(ModuleUnload)(module);
}

#ifdef FAKE_DEVICE_ENTRY
EXPORT const char ov_module_descriptor[] = "ovmodule 3\n"
                                           "target cuda\n"
                                           "func copy 1 1\n"
                                           "in f32 1 -1\n"
                                           "out f32 1 -1\n"
                                           "endfunc\n";

EXPORT int32_t ov_check_copy(void **args) {
  MemRef1D *in = (MemRef1D *)args[0], *dims = (MemRef1D *)args[1];
  ((int64_t *)dims->aligned)[0] = in->sizes[0];
  return 0;
}

/* Host memrefs in and out (the module's own path) or device ones. */
static void copy(void **args, int device) {
  MemRef1D *in = (MemRef1D *)args[0], *out = (MemRef1D *)args[1];
  size_t bytes = (size_t)in->sizes[0] * 4;
  void *stream = GPU(StreamCreate)();
  void *src = in->aligned, *dst = out->aligned;
  if (!device) {
    src = GPU(MemAlloc)(bytes, stream, 0);
    dst = GPU(MemAlloc)(bytes, stream, 0);
    GPU(Memcpy)(src, in->aligned, bytes, stream);
  }
  void *fn = GPU(ModuleGetFunction)(module, "copy_kernel");
  void *params[2] = {&src, &dst};
  GPU(LaunchKernel)(fn, 1, 1, 1, 32, 1, 1, 0, stream, params, 0, 2);
  GPU(Memcpy)(dst, src, bytes, stream); /* what the kernel would do */
  if (!device) {
    GPU(Memcpy)(out->aligned, dst, bytes, stream);
    GPU(MemFree)(src, stream);
    GPU(MemFree)(dst, stream);
  }
  GPU(StreamSynchronize)(stream);
  GPU(StreamDestroy)(stream);
}
EXPORT void ov_run_copy(void **args) { copy(args, 0); }
EXPORT void ov_run_device_copy(void **args) { copy(args, 1); }
#else
EXPORT const char ov_module_descriptor[] = "ovmodule 1\n"
                                           "target cuda\n"
                                           "func copy 1 1\n"
                                           "in f32 1 4\n"
                                           "out f32 1 4\n"
                                           "endfunc\n";

EXPORT int32_t ov_check_copy(void **args) {
  MemRef1D *dims = (MemRef1D *)args[1];
  ((int64_t *)dims->aligned)[0] = 4;
  return 0;
}

EXPORT void ov_run_copy(void **args) {
  MemRef1D *in = (MemRef1D *)args[0], *out = (MemRef1D *)args[1];
  void *stream = GPU(StreamCreate)();
  void *device = GPU(MemAlloc)(16, stream, 0);
  GPU(Memcpy)(device, in->aligned, 16, stream);
  void *fn = GPU(ModuleGetFunction)(module, "copy_kernel");
  void *params[1] = {&device};
  GPU(LaunchKernel)(fn, 1, 1, 1, 32, 1, 1, 0, stream, params, 0, 1);
  GPU(Memcpy)(out->aligned, device, 16, stream);
  GPU(MemFree)(device, stream);
  GPU(StreamSynchronize)(stream);
  GPU(StreamDestroy)(stream);
}
#endif
