// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUFeatureClass.cpp - What an x86 target feature means here --------===//
//
// The lists of LLVM 22's x86 features (llc -march=x86-64 -mattr=help), by
// class (CPUFeatureClass.h). A name in none of them is Unrecordable; the
// unit test lists LLVM's features of that class, so that an upgrade that
// adds one shows up there.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/CPUFeatureClass.h"
#include "ovrt/CPUFeatures.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::ov;

static bool isOneOf(llvm::StringRef name,
                    std::initializer_list<llvm::StringRef> names) {
  return llvm::is_contained(names, name);
}

/// Features of every x86-64 CPU (sse2 is also in the recorded list).
static bool isBaseline(llvm::StringRef name) {
  return isOneOf(name,
                 {"64bit", "cmov", "cx8", "fxsr", "mmx", "nopl", "sse", "x87"});
}

/// Tuning and hardening: they choose among instructions every x86-64 CPU
/// has (branch hints are prefixes older CPUs ignore; EVEX512 only gates
/// AVX-512's 512-bit forms, which avx512f, recorded, needs anyway).
static bool isWithoutInstructions(llvm::StringRef name) {
  for (llvm::StringRef prefix :
       {"fast-", "slow-", "false-deps-", "prefer-", "no-bypass-delay"})
    if (name.starts_with(prefix))
      return true;
  return isOneOf(name, {"allow-light-256-bit",
                        "branch-hint",
                        "branchfusion",
                        "ermsb",
                        "evex512",
                        "faster-shift-than-shuffle",
                        "fsrm",
                        "harden-sls-ijmp",
                        "harden-sls-ret",
                        "idivl-to-divb",
                        "idivq-to-divl",
                        "inline-asm-use-gpr32",
                        "lea-sp",
                        "lea-uses-ag",
                        "lvi-cfi",
                        "lvi-load-hardening",
                        "macrofusion",
                        "pad-short-functions",
                        "retpoline",
                        "retpoline-indirect-branches",
                        "retpoline-indirect-calls",
                        "sbb-dep-breaking",
                        "seses",
                        "tuning-fast-imm-vector-shift",
                        "use-glm-div-sqrt-costs",
                        "use-slm-arith-costs",
                        "vzeroupper"});
}

/// Extensions whose instructions LLVM emits only for their intrinsics
/// (sahf: also x87 compares on CPUs without CMOV; prfchw: write prefetches,
/// which ov-compile never asks for).
static bool isIntrinsicsOnly(llvm::StringRef name) {
  return isOneOf(name,
                 {"adx",       "aes",        "amx-avx512", "amx-complex",
                  "amx-fp8",   "amx-movrs",  "amx-tf32",   "avx512vp2intersect",
                  "cldemote",  "clflushopt", "clwb",       "clzero",
                  "cmpccxadd", "crc32",      "enqcmd",     "fsgsbase",
                  "hreset",    "invpcid",    "kl",         "lwp",
                  "movdir64b", "movdiri",    "movrs",      "mwaitx",
                  "pclmul",    "pconfig",    "pku",        "prefetchi",
                  "prfchw",    "ptwrite",    "raoint",     "rdpid",
                  "rdpru",     "rdrnd",      "rdseed",     "rtm",
                  "sahf",      "serialize",  "sgx",        "sha",
                  "sha512",    "shstk",      "sm3",        "sm4",
                  "tsxldtrk",  "uintr",      "usermsr",    "waitpkg",
                  "wbnoinvd",  "widekl",     "xsave",      "xsavec",
                  "xsaveopt",  "xsaves"});
}

/// Modes of the code generator (retpoline-external-thunk calls thunks the
/// module does not have; tagged-globals addresses globals for memory tags).
static bool isMode(llvm::StringRef name) {
  return isOneOf(name,
                 {"16bit-mode", "32bit-mode", "64bit-mode", "x32", "soft-float",
                  "retpoline-external-thunk", "tagged-globals"});
}

CPUFeatureClass mlir::ov::classifyX86Feature(llvm::StringRef name) {
  if (ovrt::isKnownCPUFeature(std::string_view(name.data(), name.size())))
    return CPUFeatureClass::Recorded;
  if (isBaseline(name))
    return CPUFeatureClass::Baseline;
  if (isWithoutInstructions(name))
    return CPUFeatureClass::NoInstructions;
  if (isIntrinsicsOnly(name))
    return CPUFeatureClass::IntrinsicsOnly;
  if (isMode(name))
    return CPUFeatureClass::Mode;
  return CPUFeatureClass::Unrecordable;
}
