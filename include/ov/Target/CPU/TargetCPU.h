// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- TargetCPU.h - The CPU a module is compiled for ----------*- C++ -*-===//
//
// `ov-compile --cpu=NAME --cpu-features=+x,-y` (and ov-run's, for source
// models): which processor the module's code may assume. `native` (the
// default) is this host's CPU with every feature it has; any other name is
// one of LLVM's processors (haswell, skylake-avx512, znver3, x86-64-v2, ...)
// with only its own features. The features are applied on top, in LLVM's
// syntax. From the result come the code generator's CPU and features, the
// kernels' vector width, and the features the module descriptor says the
// module needs (runtime/ABI.md, `cpufeatures`).
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CPU_TARGETCPU_H
#define OV_TARGET_CPU_TARGETCPU_H

#include "ov/Conversion/VectorTarget.h"

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <string>

namespace mlir::ov {

/// A resolved --cpu / --cpu-features pair.
struct TargetCPU {
  /// LLVM's processor name (the host's for `native`).
  std::string name;
  /// LLVM's feature string for the code generator: the host's features for
  /// `native`, then --cpu-features, then the features that
  /// docs/semantics.md rules out (avx512bf16, avxneconvert: their f32 ->
  /// bf16 conversion flushes denormals).
  std::string features;
  /// The names of ovrt/CPUFeatures.h the target has, in that list's order:
  /// the descriptor's `cpufeatures` line.
  SmallVector<std::string> required;
  /// The kernels' facts: the vector width from the target's features
  /// (vectorBitsForFeatures) and each kernel family's
  /// (familyVectorBits); for `native` the host's caches, else the
  /// defaults (a module for another CPU does not depend on this host).
  VectorTarget vectorTarget;
};

/// Whether LLVM processor `cpuName` executes 512-bit vector operations as
/// two 256-bit halves (AMD Zen 4: znver4).
bool splitsWideVectors(StringRef cpuName);

/// Whether the code generator should load the lanes of a gather one by one
/// on LLVM processor `cpuName` (LLVM's prefer-no-gather, added to the
/// target's features before --cpu-features): measured, FamilyVectorWidths.cpp.
bool prefersScalarGathers(StringRef cpuName);

/// The vector widths, in bits, that kernel families use on a CPU whose
/// widest vector registers are `registerBits` wide and that splits 512-bit
/// operations (`splitsWide`, splitsWideVectors) or not, keyed by family
/// (VectorTarget::familyBits): a table of measured choices
/// (FamilyVectorWidths.cpp), never above registerBits; a family not in it
/// uses the whole register.
std::map<std::string, int64_t, std::less<>>
familyVectorBits(int64_t registerBits, bool splitsWide);

/// Resolves `cpu` ("native" or an LLVM processor name of
/// this host's architecture) and `features` ("" or comma-separated +name /
/// -name of LLVM's target features). On a bad value returns false with
/// `error` one line naming the option (after `optionPrefix`: "--" for the
/// tools, "" for pipeline options) and the value, e.g. "--cpu=foo: unknown
/// CPU (...)" or "--cpu-features=avx2: 'avx2' does not start with '+' or
/// '-' (...)".
bool resolveTargetCPU(StringRef cpu, StringRef features, TargetCPU &result,
                      std::string &error, StringRef optionPrefix = "--");

} // namespace mlir::ov

#endif // OV_TARGET_CPU_TARGETCPU_H
