//===- Passes.td - ov dialect transformation passes -----------------------===//

#ifndef OV_TRANSFORMS_PASSES_TD
#define OV_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVInferShapes : Pass<"ov-infer-shapes", "func::FuncOp"> {
  let summary = "Refine ov op result types from their operands' shapes";
  let description = [{
    Walks a function in order and, for every op implementing
    InferShapedTypeOpInterface (all ov ops), replaces each result type with
    the most static type compatible with both the declared and the inferred
    type. Results used by ops outside the ov dialect (other than the function's
    return) keep their old type through a `tensor.cast`; the function's result
    types follow its return values. Like `tosa-infer-shapes`, this propagates
    static shapes from the function's arguments through a chain of ops whose
    declared results were dynamic. A declared type that contradicts the
    inferred one is an error.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

#endif // OV_TRANSFORMS_PASSES_TD
