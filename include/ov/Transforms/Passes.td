// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - ov dialect transformation passes -----------------------===//

#ifndef OV_TRANSFORMS_PASSES_TD
#define OV_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVInferShapes : Pass<"ov-infer-shapes", "ModuleOp"> {
  let summary = "Refine ov op result types from their operands' shapes";
  let description = [{
    Walks a function in order and, for every op implementing
    InferShapedTypeOpInterface (all ov ops), replaces each result type with
    the most static type compatible with both the declared and the inferred
    type. Results used by ops outside the ov dialect (other than the function's
    return) keep their old type through a `tensor.cast`. A function's result
    types follow its return values when nothing in the module calls it;
    otherwise the declared types stay (behind casts) so that callers remain
    valid. It runs on the module for that reason. Like `tosa-infer-shapes`,
    this propagates
    static shapes from the function's arguments through a chain of ops whose
    declared results were dynamic. A declared type that contradicts the
    inferred one is an error.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def OVOutlineOps : Pass<"ov-outline-ops", "ModuleOp"> {
  let summary = "Move each ov op of a large function into a function of its own";
  let description = [{
    A function with at least `min-ops` ov ops gets one private function per
    ov op (`<name>__ov_op<K>`, LLVM `noinline`), called in its place. Each
    op lowers to loop nests and, on the CPU, parallel regions; kept in one
    function, they made LLVM's function passes (and, when the regions were
    OpenMP's, its outlining, a code extractor over the whole function per
    region) superlinear in the number of layers: a 1,000-layer chain took
    minutes. One function per op
    keeps every stage linear. Ops with the same name, attributes and types
    share one function, so that a model's repeated layers compile once.
    Smaller functions stay whole, so that
    bufferization can still write their results into the caller's buffers.
    Runs after ov-prepare-module-abi (the check functions need the ops).
  }];
  let options = [
    Option<"minOps", "min-ops", "int64_t", /*default=*/"16",
           "Outline the ov ops of functions with at least this many (at "
           "least 1, else the pass fails)">
  ];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

#endif // OV_TRANSFORMS_PASSES_TD
