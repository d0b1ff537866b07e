/*===- FakeCudaModule.c - A hand-written "CUDA module" for the tests -----===//
 *
 * Does what ov-compile --target cuda emits, by hand: a descriptor saying
 * `target cuda`, a constructor that loads PTX through mgpuModuleLoadJIT
 * (run by dlopen), a destructor that unloads it, and ov_run_copy which
 * copies its input to its output through device memory on a stream
 * (mgpuStreamCreate, mgpuMemAlloc, mgpuMemcpy, mgpuModuleGetFunction,
 * mgpuLaunchKernel, mgpuMemFree, mgpuStreamSynchronize/Destroy). The mgpu*
 * functions resolve against libovrt in the loading process.
 *
 *===----------------------------------------------------------------------===*/
#include <stddef.h>
#include <stdint.h>

#define EXPORT __attribute__((visibility("default")))

void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *f, intptr_t gx, intptr_t gy, intptr_t gz,
                      intptr_t bx, intptr_t by, intptr_t bz, int32_t smem,
                      void *stream, void **params, void **extra,
                      size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamDestroy(void *stream);
void *mgpuMemAlloc(uint64_t bytes, void *stream, _Bool hostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t bytes, void *stream);

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
  module = mgpuModuleLoadJIT((void *)ptx, 2);
}
__attribute__((destructor)) static void unload(void) {
  mgpuModuleUnload(module);
}

EXPORT const char ov_module_descriptor[] =
    "ovmodule 1\n"
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
  void *stream = mgpuStreamCreate();
  void *device = mgpuMemAlloc(16, stream, 0);
  mgpuMemcpy(device, in->aligned, 16, stream);
  void *fn = mgpuModuleGetFunction(module, "copy_kernel");
  void *params[1] = {&device};
  mgpuLaunchKernel(fn, 1, 1, 1, 32, 1, 1, 0, stream, params, 0, 1);
  mgpuMemcpy(out->aligned, device, 16, stream);
  mgpuMemFree(device, stream);
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
}
