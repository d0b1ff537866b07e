// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Runtime.h - The libovrt C++ API ---------------------*- C++ -*-===//
//
// libovrt runs modules compiled by ov-compile. It depends on libc and libdl
// only (no MLIR, no LLVM), so a compiled module and the runtime travel alone.
// This C++ API is header-only over the C ABI (ovrt/ovrt.h), which is all
// that libovrt.so exports.
// See runtime/README.md for an overview and runtime/ABI.md for the contract
// with compiled modules.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_RUNTIME_H
#define OVRT_RUNTIME_H

#include "ovrt/Cuda.h"
#include "ovrt/DType.h"
#include "ovrt/Descriptor.h"
#include "ovrt/Device.h"
#include "ovrt/Error.h"
#include "ovrt/Module.h"
#include "ovrt/Npy.h"
#include "ovrt/Tensor.h"
#include "ovrt/Threads.h"

#endif // OVRT_RUNTIME_H
