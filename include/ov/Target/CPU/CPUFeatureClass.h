// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- CPUFeatureClass.h - What an x86 feature means here -------*- C++ -*-===//
//
// Every LLVM x86 target feature falls in one class, which decides what
// ov-compile does with it (docs/usage.md, "Compiling for another CPU"): a
// module's descriptor can only name the features of ovrt/CPUFeatures.h, and
// the runtime only checks those, so a feature that lets the code generator
// choose other instructions would let the module load on a CPU without them
// and die of SIGILL there. Names not listed are Unrecordable: a feature a
// newer LLVM adds is refused until it is classified here.
//
//===----------------------------------------------------------------------===//

#ifndef OV_TARGET_CPU_CPUFEATURECLASS_H
#define OV_TARGET_CPU_CPUFEATURECLASS_H

#include "llvm/ADT/StringRef.h"

namespace mlir::ov {

enum class CPUFeatureClass {
  /// In ovrt/CPUFeatures.h: the descriptor names it, the runtime checks it.
  Recorded,
  /// Every x86-64 CPU has it (64bit, x87, MMX, SSE, CMOV, ...).
  Baseline,
  /// Tuning, scheduling and hardening choices: no instruction a CPU may lack.
  NoInstructions,
  /// Instructions LLVM selects only for their own intrinsics (or inline
  /// assembly), which the IR ov-compile generates never holds: AES, RDRAND,
  /// XSAVE, ...
  IntrinsicsOnly,
  /// A mode of the code generator rather than a CPU feature (soft-float,
  /// 32bit-mode, x32, ...): the module ABI needs 64-bit code with hardware
  /// floating point, and LLVM aborts or emits code that cannot be loaded.
  /// --cpu-features may not name it.
  Mode,
  /// Instructions the code generator may choose on its own (XOP, FMA4, TBM,
  /// SSE4a, APX, AVX10, ...) that no descriptor can name: refused.
  Unrecordable,
};

/// The class of the LLVM x86 feature `name`.
CPUFeatureClass classifyX86Feature(llvm::StringRef name);

} // namespace mlir::ov

#endif // OV_TARGET_CPU_CPUFEATURECLASS_H
