// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- FakeMlirCudaRuntime.c - Stands in for MLIR's CUDA runtime wrappers ===//
 *
 * MLIR's libmlir_cuda_runtime.so defines the mgpu* functions that MLIR's own
 * GPU code calls (Debian does not ship it). This library defines the same
 * names, and each aborts: a process that loads it RTLD_GLOBAL before libovrt
 * shows whether a compiled ov module binds to it (it must not: the module
 * calls libovrt's ovrt_mgpu* functions).
 *
 *===----------------------------------------------------------------------===*/
#include <stdio.h>
#include <stdlib.h>

#define MLIR_WRAPPER(name)                                                     \
  __attribute__((visibility("default"))) void name(void) {                     \
    fprintf(stderr, "MLIR's " #name " was called\n");                          \
    abort();                                                                   \
  }

MLIR_WRAPPER(mgpuModuleLoad)
MLIR_WRAPPER(mgpuModuleLoadJIT)
MLIR_WRAPPER(mgpuModuleUnload)
MLIR_WRAPPER(mgpuModuleGetFunction)
MLIR_WRAPPER(mgpuLaunchKernel)
MLIR_WRAPPER(mgpuStreamCreate)
MLIR_WRAPPER(mgpuStreamDestroy)
MLIR_WRAPPER(mgpuStreamSynchronize)
MLIR_WRAPPER(mgpuMemAlloc)
MLIR_WRAPPER(mgpuMemFree)
MLIR_WRAPPER(mgpuMemcpy)
