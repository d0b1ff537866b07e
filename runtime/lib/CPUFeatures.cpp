// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUFeatures.cpp - Does this machine have a module's CPU features? --===//
//
// A module compiled for instructions this machine lacks would die of SIGILL
// in its first run; the descriptor's `cpufeatures` line (runtime/ABI.md)
// lets Module::load refuse it instead. The features are read from CPUID.
// Registers wider than SSE's also need the operating system's support
// (it saves them on a context switch): XGETBV's XCR0 says which register
// states it enabled. No LLVM here: the runtime travels without it.
//
//===----------------------------------------------------------------------===//

#include "ovrt/CPUFeatures.h"
#include "Core.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include <cstdint>

namespace ovrt::impl {

#if defined(__x86_64__) || defined(__i386__)

namespace {

/// One CPUID leaf's four registers.
struct Leaf {
  uint32_t eax = 0, ebx = 0, ecx = 0, edx = 0;
};

} // namespace

/// CPUID leaf `leaf`, subleaf `sub`; all zero when the CPU has no such leaf.
static Leaf cpuid(uint32_t leaf, uint32_t sub) {
  Leaf r;
  if (!__get_cpuid_count(leaf, sub, &r.eax, &r.ebx, &r.ecx, &r.edx))
    return Leaf();
  return r;
}

static bool bit(uint32_t reg, int n) { return (reg >> n) & 1u; }

/// The register states the OS saves (XCR0), 0 without OSXSAVE.
static uint64_t enabledStates(const Leaf &leaf1) {
  if (!bit(leaf1.ecx, 27)) // OSXSAVE
    return 0;
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return (uint64_t(hi) << 32) | lo;
}

namespace {

/// This machine's features, read once.
struct HostFeatures {
  Leaf l1 = cpuid(1, 0);
  Leaf l7 = cpuid(7, 0);
  Leaf l7s1 = cpuid(7, 1);
  Leaf ext1 = cpuid(0x80000001, 0);
  uint64_t xcr0 = enabledStates(l1);
  // XMM|YMM; opmask|ZMM_Hi256|Hi16_ZMM; XTILECFG|XTILEDATA.
  bool avxState = (xcr0 & 0x6) == 0x6;
  bool avx512State = avxState && (xcr0 & 0xe0) == 0xe0;
  bool amxState = (xcr0 & 0x60000) == 0x60000;

  /// Whether the machine has `name`; false for a name not in the list.
  bool has(std::string_view name) const {
    struct Bit {
      std::string_view name;
      const uint32_t *reg;
      int bit;
      /// 0: none, 1: AVX state, 2: AVX-512 state, 3: AMX state.
      int state;
    };
    const Bit bits[] = {
        {"sse2", &l1.edx, 26, 0},
        {"sse3", &l1.ecx, 0, 0},
        {"ssse3", &l1.ecx, 9, 0},
        {"sse4.1", &l1.ecx, 19, 0},
        {"sse4.2", &l1.ecx, 20, 0},
        {"popcnt", &l1.ecx, 23, 0},
        {"cx16", &l1.ecx, 13, 0},
        {"avx", &l1.ecx, 28, 1},
        {"avx2", &l7.ebx, 5, 1},
        {"fma", &l1.ecx, 12, 1},
        {"f16c", &l1.ecx, 29, 1},
        {"bmi", &l7.ebx, 3, 0},
        {"bmi2", &l7.ebx, 8, 0},
        {"lzcnt", &ext1.ecx, 5, 0},
        {"movbe", &l1.ecx, 22, 0},
        {"avx512f", &l7.ebx, 16, 2},
        {"avx512cd", &l7.ebx, 28, 2},
        {"avx512bw", &l7.ebx, 30, 2},
        {"avx512dq", &l7.ebx, 17, 2},
        {"avx512vl", &l7.ebx, 31, 2},
        {"avx512vnni", &l7.ecx, 11, 2},
        {"avx512bf16", &l7s1.eax, 5, 2},
        {"avx512fp16", &l7.edx, 23, 2},
        {"avx512vbmi", &l7.ecx, 1, 2},
        {"avx512vbmi2", &l7.ecx, 6, 2},
        {"avx512bitalg", &l7.ecx, 12, 2},
        {"avx512vpopcntdq", &l7.ecx, 14, 2},
        {"avx512ifma", &l7.ebx, 21, 2},
        {"avxvnni", &l7s1.eax, 4, 1},
        {"avxneconvert", &l7s1.edx, 5, 1},
        {"gfni", &l7.ecx, 8, 0},
        {"vaes", &l7.ecx, 9, 1},
        {"vpclmulqdq", &l7.ecx, 10, 1},
        {"amx-tile", &l7.edx, 24, 3},
        {"amx-int8", &l7.edx, 25, 3},
        {"amx-bf16", &l7.edx, 22, 3},
        {"amx-fp16", &l7s1.eax, 21, 3},
    };
    for (const Bit &b : bits) {
      if (b.name != name)
        continue;
      bool state = b.state == 0   ? true
                   : b.state == 1 ? avxState
                   : b.state == 2 ? avx512State
                                  : amxState;
      return state && bit(*b.reg, b.bit);
    }
    return false;
  }
};

} // namespace

bool hostHasCPUFeature(std::string_view name) {
  static const HostFeatures host;
  return host.has(name);
}

#else

// Not an x86 machine: none of the names (all x86 features) is there.
bool hostHasCPUFeature(std::string_view) { return false; }

#endif

std::vector<std::string>
missingCPUFeatures(const std::vector<std::string> &names) {
  std::vector<std::string> missing;
  for (const std::string &name : names)
    if (!isKnownCPUFeature(name) || !hostHasCPUFeature(name))
      missing.push_back(name);
  return missing;
}

} // namespace ovrt::impl
