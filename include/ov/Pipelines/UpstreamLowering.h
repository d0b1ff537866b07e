// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- UpstreamLowering.h - Upstream ops beside ov ops ----------*- C++ -*-===//
//
// Mixed modules (docs/embedding.md, "Mixed modules"): a model may hold
// upstream MLIR's tensor-level ops (linalg, tensor, arith, math, scf, tosa)
// beside ov ops. The CPU pipeline lowers them with upstream's own passes in
// the same module: TOSA through upstream's tosa-to-linalg pipeline before
// anything else, the rest by the one-shot bufferization and loop lowering
// that ov's linalg takes too, math ops the LLVM lowering does not take as
// libm calls. What no pass lowers is named by ov-check-lowered.
//
//===----------------------------------------------------------------------===//

#ifndef OV_PIPELINES_UPSTREAMLOWERING_H
#define OV_PIPELINES_UPSTREAMLOWERING_H

#include "ov/Pipelines/Passes.h"

namespace mlir {
class OpPassManager;
namespace ov {

/// The passes themselves, ov-lower-tosa and ov-check-lowered, are in
/// Passes.h (Passes.td documents them).

/// Before the ov lowering: TOSA to linalg (ov-lower-tosa), then arith and
/// math ops on tensors to linalg.generic (convert-elementwise-to-linalg).
void addUpstreamTensorLowering(OpPassManager &pm);

/// In the LLVM lowering's function pipeline, before the parallel loops are
/// outlined: scf.forall as scf.parallel, so that a mixed module's foralls
/// run through the caller's parallel-for as ov's parallel kernels do.
void addUpstreamLoopLowering(OpPassManager &funcPm);

/// In the LLVM lowering, after convert-math-to-llvm: the math ops it leaves
/// (math.erf, math.tanh, ...) as calls of libm, which compiled modules may
/// need (runtime/ABI.md: libc and libm only).
void addUpstreamMathLowering(OpPassManager &pm);

/// Registers ov-lower-tosa and ov-check-lowered for opt-style tools.
void registerUpstreamLoweringPasses();

} // namespace ov
} // namespace mlir

#endif // OV_PIPELINES_UPSTREAMLOWERING_H
