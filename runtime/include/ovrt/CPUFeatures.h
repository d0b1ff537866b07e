// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- ovrt/CPUFeatures.h - The CPU features a module may need --*- C++ -*-===//
//
// The names a module descriptor's `cpufeatures` line may hold
// (runtime/ABI.md): the x86 instruction-set extensions that compiled code
// may use, spelled as LLVM spells its target features. ov-compile records
// those of this list that its target CPU has (--cpu, --cpu-features); the
// runtime detects each with CPUID (and, for AVX/AVX-512/AMX state, with
// XGETBV: the operating system must save the registers) and refuses a
// module that names one the machine lacks. Header-only and free of MLIR and
// LLVM, for both sides.
//
//===----------------------------------------------------------------------===//
#ifndef OVRT_CPUFEATURES_H
#define OVRT_CPUFEATURES_H

#include <cstddef>
#include <string_view>

namespace ovrt {

/// Every name a `cpufeatures` line may hold, in the order the line lists
/// them. Adding a name needs its detection in runtime/lib/CPUFeatures.cpp
/// and a line in runtime/ABI.md.
inline constexpr std::string_view kCPUFeatureNames[] = {
    // x86-64-v1 .. v2
    "sse2", "sse3", "ssse3", "sse4.1", "sse4.2", "popcnt", "cx16",
    // x86-64-v3
    "avx", "avx2", "fma", "f16c", "bmi", "bmi2", "lzcnt", "movbe",
    // x86-64-v4
    "avx512f", "avx512cd", "avx512bw", "avx512dq", "avx512vl",
    // later AVX-512 extensions
    "avx512vnni", "avx512bf16", "avx512fp16", "avx512vbmi", "avx512vbmi2",
    "avx512bitalg", "avx512vpopcntdq", "avx512ifma",
    // AVX extensions without AVX-512
    "avxvnni", "avxneconvert", "gfni", "vaes", "vpclmulqdq",
    // AMX
    "amx-tile", "amx-int8", "amx-bf16", "amx-fp16"};

/// The longest name a `cpufeatures` line may hold, in bytes: a longer token
/// is a corrupt descriptor, not an unknown feature.
inline constexpr size_t kMaxCPUFeatureNameBytes = 64;

/// Whether `name` is in kCPUFeatureNames.
inline bool isKnownCPUFeature(std::string_view name) {
  for (std::string_view known : kCPUFeatureNames)
    if (known == name)
      return true;
  return false;
}

} // namespace ovrt

#endif // OVRT_CPUFEATURES_H
