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

#include "mlir/Pass/Pass.h"
#include "mlir/Support/LLVM.h"

#include <memory>

namespace mlir {
class OpPassManager;
namespace ov {

/// `ov-lower-tosa`: upstream's tosa-to-linalg pipeline
/// (tosa::addTosaToLinalgPasses) on a module that holds a TOSA op; nothing
/// on one that holds none, so that a module of ov ops compiles as before.
/// A TOSA op it cannot lower is upstream's one-line error at that op
/// ("failed to legalize operation 'tosa.custom'").
std::unique_ptr<Pass> createOVLowerTosaPass();

/// `ov-check-lowered`: fails, with one error at the first op that is still
/// outside the LLVM dialect ("op 'linalg.softmax' has no lowering to the
/// LLVM dialect in this pipeline"), where a conversion left it. Unrealized
/// casts (which reconcile-unrealized-casts removes next), gpu.binary and
/// gpu.launch_func (the GPU targets' kernels and launches) and the module
/// are lowered enough.
std::unique_ptr<Pass> createOVCheckLoweredPass();

/// Before the ov lowering: TOSA to linalg (ov-lower-tosa).
void addUpstreamTensorLowering(OpPassManager &pm);

/// In the LLVM lowering, after convert-math-to-llvm: the math ops it leaves
/// (math.erf, math.tanh, ...) as calls of libm, which compiled modules may
/// need (runtime/ABI.md: libc and libm only).
void addUpstreamMathLowering(OpPassManager &pm);

/// Registers ov-lower-tosa and ov-check-lowered for opt-style tools.
void registerUpstreamLoweringPasses();

} // namespace ov
} // namespace mlir

#endif // OV_PIPELINES_UPSTREAMLOWERING_H
