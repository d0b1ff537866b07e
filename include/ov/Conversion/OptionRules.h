// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- OptionRules.h - The values conversion pass options take --*- C++ -*-===//
//
// One rule per numeric option of the ov conversion passes, checked by the
// pass itself (an error naming the option, the value and the rule) and by
// the pipelines' options when they are parsed (CheckedIntParser).
//
//===----------------------------------------------------------------------===//

#ifndef OV_CONVERSION_OPTIONRULES_H
#define OV_CONVERSION_OPTIONRULES_H

#include "llvm/Support/MathExtras.h"

#include <cstdint>
#include <string>

namespace mlir::ov {

/// ov-to-vector's `vector-bits`: a power of two from 64 to 2048 (SVE's
/// widest registers). Kernels take at least 4 lanes whatever the width, and
/// wider vectors only make LLVM split huge ones.
struct VectorBitsRule {
  static constexpr bool isValid(int64_t bits) {
    return bits >= 64 && bits <= 2048 && llvm::isPowerOf2_64(bits);
  }
  static std::string describe() { return "a power of two from 64 to 2048"; }
};

/// ov-to-vector's `cache-line-bytes`: a power of two from 16 to 1024.
struct CacheLineRule {
  static constexpr bool isValid(int64_t bytes) {
    return bytes >= 16 && bytes <= 1024 && llvm::isPowerOf2_64(bytes);
  }
  static std::string describe() { return "a power of two from 16 to 1024"; }
};

/// ov-to-vector's `l2-bytes`: from 64 KiB to 1 GiB (not necessarily a power
/// of two: 1.25 MiB and 2.5 MiB L2s exist).
struct CacheSizeRule {
  static constexpr bool isValid(int64_t bytes) {
    return bytes >= (int64_t(1) << 16) && bytes <= (int64_t(1) << 30);
  }
  static std::string describe() { return "from 65536 to 1073741824"; }
};

/// ov-to-vector's `prefetch-bytes` and `prefetch-bytes-indices`: from 0
/// (none) to 1 MiB.
struct PrefetchBytesRule {
  static constexpr bool isValid(int64_t bytes) {
    return bytes >= 0 && bytes <= (int64_t(1) << 20);
  }
  static std::string describe() { return "from 0 to 1048576"; }
};

/// ov-to-gpu's `block-size`: whole warps (a multiple of 32), at most CUDA's
/// 1024 threads per block.
struct BlockSizeRule {
  static constexpr bool isValid(int64_t threads) {
    return threads >= 32 && threads <= 1024 && threads % 32 == 0;
  }
  static std::string describe() { return "a multiple of 32 from 32 to 1024"; }
};

} // namespace mlir::ov

#endif // OV_CONVERSION_OPTIONRULES_H
