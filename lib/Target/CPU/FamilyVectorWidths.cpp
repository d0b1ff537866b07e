// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyVectorWidths.cpp - Each kernel family's vector width ---------===//
//
// The vector width each ov-to-vector kernel family uses on a CPU, a fact of
// the target CPU chosen by measurement (docs/perf-notes.md, "The vector
// width per family"): a table keyed by family, by the CPU's widest
// registers and by whether it executes 512-bit operations as two 256-bit
// halves. ov-compile's --vector-bits overrides it for every family. Also
// the code generator's tunings that are such facts (prefersScalarGathers).
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/TargetCPU.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::ov;

namespace {

/// One row of the table: the widest vectors a family uses on CPUs whose
/// registers are `registerBits` wide and that split 512-bit operations
/// (`splitsWide`) or not.
struct FamilyWidth {
  StringLiteral family; // the layer type (VectorTarget::familyBits)
  int64_t registerBits;
  bool splitsWide;
  int64_t bits;
};

/// The rules (every case not listed uses the whole register):
///   - ROIAlign, ROIAlignRotated and ROIPooling take 256-bit vectors on
///     AVX-512 CPUs that split 512-bit operations into halves (AMD Zen 4):
///     their samples are gathers, slow there, whose cost grows with the
///     lanes, so the wider vectors only add work; where 512-bit operations
///     are whole (Intel's AVX-512 cores), the wider channel blocks pay.
///   - AvgPool takes 256-bit vectors on those CPUs too: its windows start
///     at every column, so most 512-bit loads straddle two cache lines,
///     which such a core pays in two halves each; only a 2-D stride-2
///     average was faster at 512 bits (docs/perf-notes.md).
///   - MaxPool uses the whole register everywhere: its separable and
///     folded kernels were slower at 256 bits on both kinds of AVX-512
///     core, or not measurably faster.
constexpr FamilyWidth kFamilyWidths[] = {
    {"ROIAlign", 512, true, 256},
    {"ROIAlignRotated", 512, true, 256},
    {"ROIPooling", 512, true, 256},
    {"AvgPool", 512, true, 256},
};

} // namespace

bool mlir::ov::splitsWideVectors(StringRef cpuName) {
  return llvm::StringSwitch<bool>(cpuName).Case("znver4", true).Default(false);
}

/// Zen 4's AVX-512 gathers are slower than the scalar loads they stand
/// for: ROIAlignRotated's gather kernel ran 3.2x faster with LLVM's
/// prefer-no-gather (docs/perf-notes.md). Zen 3 and the generic levels get
/// scalar loads anyway (LLVM uses AVX2 gathers only where they are fast).
bool mlir::ov::prefersScalarGathers(StringRef cpuName) {
  return splitsWideVectors(cpuName);
}

std::map<std::string, int64_t, std::less<>>
mlir::ov::familyVectorBits(int64_t registerBits, bool splitsWide) {
  std::map<std::string, int64_t, std::less<>> bits;
  for (const FamilyWidth &row : kFamilyWidths)
    if (row.registerBits == registerBits && row.splitsWide == splitsWide)
      bits[row.family.str()] = std::min(row.bits, registerBits);
  return bits;
}
