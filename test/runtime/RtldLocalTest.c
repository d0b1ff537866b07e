// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- RtldLocalTest.c - CUDA modules when libovrt is RTLD_LOCAL ---------===//
 *
 * A host that dlopens libovrt with RTLD_LOCAL (as Python's ctypes does) must
 * still be able to load a CUDA module, whose ovrt_mgpu* references resolve in
 * the global scope: libovrt promotes itself there before loading one. This
 * program does not link libovrt; it dlopens it RTLD_LOCAL, loads the
 * hand-written CUDA module and runs it: OVRT_UNAVAILABLE without a driver,
 * OVRT_OK with one.
 *
 *   ovrt-rtld-local-test [--mlir-wrappers LIB] [MODULE.so ...]
 *
 * --mlir-wrappers first loads LIB RTLD_GLOBAL, as a process that also uses
 * MLIR's own CUDA runtime wrappers (mgpu*) would: the modules must still
 * bind to libovrt (LIB's functions abort), and libovrt must define no
 * mgpu* name. Each MODULE (compiled by ov-compile --target cuda) is loaded
 * too, which runs its constructors (they load its kernels through the GPU
 * runtime functions), and released. Exit code 0 on success.
 *
 *===----------------------------------------------------------------------===*/
#include "ovrt/ovrt.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

/* `name_` points to libovrt's `name` (the header gives its type only). */
#define LOOKUP(name)                                                           \
  __typeof__(name) *name##_ = (__typeof__(name) *)dlsym(lib, #name);           \
  if (!name##_) {                                                              \
    fprintf(stderr, "no symbol " #name "\n");                                  \
    return 1;                                                                  \
  }

int main(int argc, char **argv) {
  int first_module = 1;
  if (argc > 2 && strcmp(argv[1], "--mlir-wrappers") == 0) {
    if (!dlopen(argv[2], RTLD_NOW | RTLD_GLOBAL)) {
      fprintf(stderr, "dlopen %s: %s\n", argv[2], dlerror());
      return 1;
    }
    first_module = 3;
  }
  void *lib = dlopen(OVRT_LIBRARY_PATH, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "dlopen: %s\n", dlerror());
    return 1;
  }
  if (dlsym(RTLD_DEFAULT, "ovrt_mgpuMemAlloc")) {
    fprintf(stderr, "libovrt is in the global scope already\n");
    return 1;
  }
  if (dlsym(lib, "mgpuMemAlloc") || dlsym(lib, "mgpuModuleLoadJIT")) {
    fprintf(stderr, "libovrt defines MLIR's mgpu* names\n");
    return 1;
  }
  LOOKUP(ovrt_module_load)
  LOOKUP(ovrt_module_release)
  LOOKUP(ovrt_last_error)
  LOOKUP(ovrt_cuda_driver_status)
  LOOKUP(ovrt_tensor_create)
  LOOKUP(ovrt_tensor_destroy)
  LOOKUP(ovrt_module_run)

  ovrt_module *m = NULL;
  if (ovrt_module_load_(OVRT_FAKE_CUDA_MODULE, &m) != OVRT_OK) {
    fprintf(stderr, "load: %s\n", ovrt_last_error_());
    return 1;
  }
  int64_t shape[] = {4};
  ovrt_tensor *x = NULL, *y = NULL;
  if (ovrt_tensor_create_(OVRT_F32, 1, shape, &x) != OVRT_OK)
    return 1;
  const ovrt_tensor *in[] = {x};
  int rc = ovrt_module_run_(m, "copy", in, 1, &y, 1);
  int expected =
      ovrt_cuda_driver_status_() == OVRT_OK ? OVRT_OK : OVRT_UNAVAILABLE;
  if (rc != expected) {
    fprintf(stderr, "run: status %d (%s), expected %d\n", rc,
            ovrt_last_error_(), expected);
    return 1;
  }
  ovrt_tensor_destroy_(y);
  ovrt_tensor_destroy_(x);
  ovrt_module_release_(m);
  printf("loaded and ran the CUDA module with libovrt RTLD_LOCAL: status %d\n",
         rc);
  for (int i = first_module; i < argc; ++i) {
    ovrt_module *extra = NULL;
    if (ovrt_module_load_(argv[i], &extra) != OVRT_OK) {
      fprintf(stderr, "load %s: %s\n", argv[i], ovrt_last_error_());
      return 1;
    }
    ovrt_module_release_(extra);
    printf("loaded %s\n", argv[i]);
  }
  return 0;
}
