// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/Limits.h - What the runtime loads -------------------*- C++ -*-===//
//
// The bounds the runtime puts on tensors and on a compiled module's
// descriptor (runtime/ABI.md). ov-compile checks the same constants, so that
// it refuses to build a module the runtime would not load; they are here,
// header-only and free of MLIR and LLVM, for both sides.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_LIMITS_H
#define OVRT_LIMITS_H

#include <cstddef>
#include <cstdint>

namespace ovrt {

/// The most dims a tensor (an input, an output, a descriptor's `in`/`out`
/// line, an .npy file) has.
inline constexpr int64_t kMaxRank = 64;
/// The most bytes a tensor takes (1 TiB).
inline constexpr int64_t kMaxTensorBytes = int64_t(1) << 40;
/// The most inputs, and the most outputs, of one function of a module.
inline constexpr int64_t kMaxFunctionArgs = 4096;
/// The longest function name (bytes) in a module.
inline constexpr size_t kMaxFunctionNameBytes = 1024;
/// `ov_module_descriptor` is shorter than this, in bytes without its NUL
/// (real ones are a few KiB; one this long is taken for corrupt).
inline constexpr size_t kMaxDescriptorBytes = size_t(16) << 20;

} // namespace ovrt

#endif // OVRT_LIMITS_H
