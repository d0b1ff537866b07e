// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- VectorTarget.h - The processor facts of ov-to-vector -----*- C++ -*-===//
//
// The facts about the processor that shape ov-to-vector's kernels, in one
// place: the vector width, the cache line, a core's L2 and the prefetch
// distances. The pass and the ov-lower-to-cpu pipeline take each as an
// option whose default is the VectorTarget default below (fixed values, so
// that a lowering does not depend on the machine it runs on); ov-compile
// fills them from the host (hostVectorTarget). The rules each kernel
// derives from them are stated where they are applied.
//
//===----------------------------------------------------------------------===//

#ifndef OV_CONVERSION_VECTORTARGET_H
#define OV_CONVERSION_VECTORTARGET_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>

namespace mlir::ov {

/// The op families ov-to-vector has kernels for, by OpenVINO's layer type
/// (MaxPool, ROIAlign, ...): the keys of VectorTarget::familyBits, in the
/// order of OVToVector.cpp's kernel table.
llvm::ArrayRef<llvm::StringLiteral> vectorKernelFamilies();

/// The defaults are the processor the kernels were tuned on (AMD Zen 4:
/// 64-byte lines, 1 MiB of L2 per core), at AVX2's vector width.
struct VectorTarget {
  /// Vector register width in bits (`vector-bits`).
  int64_t vectorBits = 256;
  /// The width a family's kernels use, in bits, keyed by the family's
  /// layer type (`family-vector-bits=ROIAlign:256,...`, filled by the CPU
  /// target's table, FamilyVectorWidths.cpp); a family not in it uses
  /// vectorBits.
  std::map<std::string, int64_t, std::less<>> familyBits;
  /// The data cache line in bytes (`cache-line-bytes`): the unit of input
  /// prefetches and of non-temporal index stores.
  int64_t cacheLineBytes = 64;
  /// A core's L2 in bytes (`l2-bytes`): what the next op may still find
  /// in cache; larger results are written non-temporally, 3-D MaxPool
  /// prefetches at most a sixteenth of it ahead, and ROIAlign stages a
  /// whole map for all boxes of an image where it fits 16 of them.
  int64_t l2Bytes = 1024 * 1024;
  /// How far ahead of its loads a 2-D MaxPool with disjoint windows
  /// prefetches its input, in bytes, without indices (`prefetch-bytes`)
  /// and with them (`prefetch-bytes-indices`); 0: no 2-D prefetches.
  int64_t prefetchBytes = 4096;
  int64_t prefetchBytesIndices = 2048;

  /// "" if every fact is within its rule (OptionRules.h), else a one-line
  /// message naming the first option out of range, its value and the rule.
  std::string verify() const;

  /// Family `family`'s width in bits (vectorBits where it has none).
  int64_t bitsOf(llvm::StringRef family) const;
  /// The facts as the kernels of `family` take them: vectorBits is the
  /// family's width.
  VectorTarget forFamily(llvm::StringRef family) const;

  /// familyBits as the option writes it: "AvgPool:256,ROIAlign:256".
  std::string familyBitsText() const;
  /// Sets familyBits from the option's entries ("Family:bits" each); "" or
  /// a one-line message naming the malformed entry.
  std::string parseFamilyBits(llvm::ArrayRef<std::string> entries);
};

/// The vector width of a CPU whose enabled LLVM target features are
/// `features` (name -> enabled): 512 with AVX-512F, 256 with AVX2, else 128.
/// ov-compile applies it to its target CPU (--cpu, --cpu-features), so that
/// a module never holds vectors wider than its target's registers.
int64_t vectorBitsForFeatures(const llvm::StringMap<bool> &features);

/// This machine's facts: the vector width from the CPU's features
/// (vectorBitsForFeatures), the L1 data cache's line and the L2's
/// size from Linux's /sys/devices/system/cpu/cpu0/cache. A fact that is not
/// found there, or not within its rule, keeps its default; the prefetch
/// distances always do.
VectorTarget hostVectorTarget();

/// Reads the cache facts into `target` from `cacheDir`, laid out as Linux's
/// /sys/devices/system/cpu/cpu0/cache: index<N>/{level,type,size,
/// coherency_line_size}, sizes as "<n>K" or "<n>M". Facts not found or out
/// of their rule are left as they are.
void readCacheFacts(llvm::StringRef cacheDir, VectorTarget &target);

} // namespace mlir::ov

#endif // OV_CONVERSION_VECTORTARGET_H
