// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- FamilyVectorWidths.cpp - Each kernel family's vector width ---------===//
//
// The vector width each ov-to-vector kernel family uses on a CPU, a fact of
// the target CPU chosen by measurement (docs/perf-notes.md, "The vector
// width per family"): a table keyed by family and by the CPU's widest
// registers. ov-compile's --vector-bits overrides it for every family.
//
//===----------------------------------------------------------------------===//

#include "ov/Target/CPU/TargetCPU.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::ov;

namespace {

/// One row of the table: the widest vectors a family uses on CPUs whose
/// registers are `registerBits` wide.
struct FamilyWidth {
  KernelFamily family;
  int64_t registerBits;
  int64_t bits;
};

/// The rules (every pair not listed uses the whole register):
///   - ROIAlign uses 256-bit vectors on AVX-512 CPUs: its samples are
///     gathers whose cost grows with the lanes, and a box's pooled row is
///     short (7 bins), so that 16 lanes leave most of a vector idle;
///     at 512 bits the native module lost to its own AVX2 build.
constexpr FamilyWidth kFamilyWidths[] = {
    {KernelFamily::ROIAlign, 512, 256},
};

} // namespace

int64_t mlir::ov::familyVectorBits(KernelFamily family, int64_t registerBits) {
  for (const FamilyWidth &row : kFamilyWidths)
    if (row.family == family && row.registerBits == registerBits)
      return std::min(row.bits, registerBits);
  return registerBits;
}
