// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - The passes of the named pipelines ----------------------===//
//
// What the pipelines (lib/Pipelines) run beside the ov lowerings, to take
// mixed modules: upstream MLIR's tensor-level ops beside ov ops
// (docs/embedding.md, "Mixed modules"; UpstreamLowering.h).
//
//===----------------------------------------------------------------------===//

#ifndef OV_PIPELINES_PASSES_TD
#define OV_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVLowerTosa : Pass<"ov-lower-tosa", "ModuleOp"> {
  let summary = "Lower TOSA ops through upstream's TOSA conversions, where "
                "the module holds any";
  let description = [{
    On a module that holds a TOSA op: upstream's `tosa-to-linalg-pipeline`
    (with its TOSA validation), then `tosa-to-tensor`, `tosa-to-scf` and
    `tosa-to-arith`, which take what it leaves (shape ops, control flow,
    `tosa.const`). On a module without TOSA ops it does nothing, so that a
    module of ov ops compiles as before. A TOSA op none of them lowers is
    upstream's one error at that op (`failed to legalize operation
    'tosa.custom'`). `ov-lower-to-cpu` runs it first; `ov-compile` before
    `ov-prepare-module-abi`, whose check functions clone the functions'
    bodies.
  }];
}

def OVCheckLowered : Pass<"ov-check-lowered", "ModuleOp"> {
  let summary = "Fail at the first op that no pass lowered to the LLVM "
                "dialect, naming it";
  let description = [{
    The last check of the pipelines before `reconcile-unrealized-casts`:
    an op outside the LLVM dialect, other than unrealized casts (removed
    next), `gpu.binary` and `gpu.launch_func` (the GPU targets' kernels and
    launches, which the offloading translation takes), is one error at that
    op: `op 'linalg.softmax' has no lowering to the LLVM dialect in this
    pipeline ...`, instead of a failure of the translation to LLVM IR.
  }];
}

def OVLowerDynamicExpandShapes
    : Pass<"ov-lower-dynamic-expand-shapes", "ModuleOp"> {
  let summary = "Rewrite memref.expand_shape ops with several dynamic dims "
                "in one group into memref.reinterpret_cast";
  let description = [{
    MLIR 22's `expand-strided-metadata` takes at most one dynamic dim per
    reassociation group of a `memref.expand_shape` and crashes on more (a
    null size; LLVM 23 reads the op's `output_shape` instead). A mixed
    module reaches it with, e.g., a `tensor.collapse_shape` then a
    `tensor.expand_shape` of a dynamic 4-D tensor. Each such op becomes a
    `memref.reinterpret_cast` of its source's base buffer: the source's
    offset, the op's `output_shape` as sizes, and in each group the source
    dim's stride for the innermost dim and, outward, the product of it and
    the sizes inside. The pipelines run it right before
    `expand-strided-metadata`; every other expand_shape is left to it.
  }];
  let dependentDialects = ["memref::MemRefDialect", "arith::ArithDialect"];
}

#endif // OV_PIPELINES_PASSES_TD
