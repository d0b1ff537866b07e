// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//===- Passes.td - The compiled-module ABI passes -------------------------===//
//
// The compiler half of runtime/ABI.md: the entry points, checks and
// descriptor of a compiled module, and the buffer plumbing its functions need
// (results in the caller's buffers, descriptors by pointer, no runner
// utilities).
//
//===----------------------------------------------------------------------===//

#ifndef OV_ABI_PASSES_TD
#define OV_ABI_PASSES_TD

include "mlir/Pass/PassBase.td"

def OVPrepareModuleABI : Pass<"ov-prepare-module-abi", "ModuleOp"> {
  let summary = "Prepare a module for ov-compile's compiled-module ABI";
  let description = [{
    For every public function: adds `llvm.emit_c_interface`, and builds
    `__ov_check_<name>(inputs..., dims: memref<?xi64>) -> i32`, which writes
    the output dims (from the ops' reified result shapes) and returns 0 or the
    number of the first failed input check (batch indices outside [0, N),
    non-finite boxes, kernels that do not fit a dynamic dim, ...). Emits the
    constant `ov_module_descriptor` (runtime/ABI.md); for `target=cuda` the
    descriptor says so (`target cuda`), so that the runtime runs it only on
    its CUDA backend; likewise `target vulkan`. With `cpu-features`, the
    descriptor names the CPU features the module needs (`cpufeatures`). A
    CPU module's descriptor is version 5 (its run entry takes the parallel
    context, ov-outline-parallel-loops); a GPU module's is 4 with
    `cpu-features`, else 3, as older modules.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "The device kind the module is compiled for: cpu (no target "
           "line) or the kind its descriptor names (`target cuda`, `target "
           "vulkan`, ...; a target description's descriptorTarget), a "
           "lowercase name (isDeviceKindName)">,
    Option<"loopPassLimit", "loop-pass-limit", "int64_t", /*default=*/"0",
           "The most loop passes one GPU kernel invocation of the target "
           "may make (its GPUKernelTraits); 0: no limit. The checks refuse "
           "inputs whose kernel loops, known only from their values "
           "(ROIAlign's adaptive sample counts), would make more">,
    ListOption<"cpuFeatures", "cpu-features", "std::string",
               "The CPU features the module's code needs (the descriptor's "
               "`cpufeatures` line, version 4; names of "
               "ovrt/CPUFeatures.h): the runtime refuses to load the "
               "module on a machine that lacks one">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

def OVLowerStridedCopies : Pass<"ov-lower-strided-copies", "func::FuncOp"> {
  let summary = "Rewrite memref.copy between non-contiguous buffers as linalg.copy";
  let description = [{
    The LLVM lowering turns a memref.copy whose operands are not both
    contiguous into a call to `memrefCopy` from MLIR's runner utilities,
    which compiled modules must not depend on (runtime/ABI.md). This pass
    turns such copies (e.g. from bufferized tensor.pad) into linalg.copy,
    which the pipelines lower to loops; contiguous copies stay memref.copy
    (an LLVM memcpy).
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def OVOutlineParallelLoops : Pass<"ov-outline-parallel-loops", "ModuleOp"> {
  let summary = "Outline each outermost scf.parallel into a function over chunks of its iterations";
  let description = [{
    The compiler half of runtime/ABI.md's parallel loops (descriptor version
    5), before scf-to-cf. Every function that has an scf.parallel without
    results, or calls such a function, takes one more argument, a trailing
    `!llvm.ptr`: the caller's `const ovrt_parallel *` (ovrt/Parallel.h; an
    ABI function reads it from `args` after its outputs,
    ov-descriptors-by-pointer); calls pass the caller's on. Check functions
    (`__ov_check_...`) take none and keep their loops sequential.

    Each outermost scf.parallel becomes a private function
    `@<func>_parallel(%begin: index, %end: index, captures...)` that runs the
    body for every linear index in [begin, end) of the row-major linearized
    iteration space (dimension 0 outermost), delinearized to the loop's
    induction variables; nested scf.parallel ops stay in the body (scf-to-cf
    makes them sequential loops). Static allocas directly in the body move
    to the chunk function's entry: one buffer per chunk, reused by each
    iteration; if other allocas remain, each iteration is a
    memref.alloca_scope. Constants the body uses are rebuilt inside; other
    values defined above are captures. The loop is replaced by
    `scf.if count > 0 { call @__ov_parallel_launch_<chunks>(context, count,
    captures...) }`, a private declaration whose `ov.parallel_body` names
    the chunk function; ov-lower-parallel-launches lowers it.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect"
  ];
}

def OVLowerParallelLaunches : Pass<"ov-lower-parallel-launches", "ModuleOp"> {
  let summary = "Call ov-outline-parallel-loops' launches through the context's parallel_for";
  let description = [{
    Runs after convert-func-to-llvm. Each call of a launch declaration (an
    llvm.func with `ov.parallel_body`, whose memref captures are now
    descriptor fields) stores its captures in a struct on the caller's stack
    (one alloca in the caller's entry block) and calls
    `context->parallel_for(context->data, count, @<chunks>_trampoline,
    &closure)`, loading the function pointer from the context struct
    (`{ptr parallel_for, ptr data}`). The internal trampoline
    `void (ptr closure, i64 begin, i64 end)` loads the captures and calls the
    chunk function. The declarations are erased.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def OVDeallocAfterLastUse : Pass<"ov-dealloc-after-last-use", "func::FuncOp"> {
  let summary = "Free a block's own buffers right after their last use";
  let description = [{
    Runs after ownership-based-buffer-deallocation, which frees the buffers
    a block owns at its end, all in one `bufferization.dealloc`. Each buffer
    of such a dealloc (without retained values) that the block allocated
    (`memref.alloc`), owns unconditionally (condition `true`) and uses only
    in the block, through ops that make no alias of it (no memref result,
    no pointer extraction, no branch), is freed by a `memref.dealloc` right
    after its last use; the others stay in the dealloc. A chain of outlined
    ops then holds two intermediate buffers at a time instead of all of
    them, and buffer-deallocation-simplification, which compares every pair
    of buffers in a dealloc, stays linear in the number of layers.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def OVDescriptorsByPointer : Pass<"ov-descriptors-by-pointer", "func::FuncOp"> {
  let summary = "Pass an ABI function's memrefs as pointers to their descriptors";
  let description = [{
    Runs just before convert-func-to-llvm, when everything but func ops is
    LLVM. A function marked `llvm.emit_c_interface` (the compiled-module
    ABI's functions, ov-prepare-module-abi) takes its memref arguments as one
    `!llvm.ptr` to an array of pointers to their descriptors, and reads each
    descriptor just before its first use; a trailing `!llvm.ptr` argument
    (the parallel context of ov-outline-parallel-loops) is the array's next
    element; the attribute is removed, since
    the function now has the packed signature of runtime/ABI.md's entry
    points (`ov_run_NAME(void **args)`). convert-func-to-llvm would
    otherwise expand every memref into 3 + 2 x rank scalar arguments and
    replace each one's uses with a dominance query that makes it quadratic in
    the argument count: a model with 1,000 inputs and outputs has 13,000 of
    them, and LLVM's code generation is superlinear in them too.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def OVDistinctReturnedBuffers : Pass<"ov-distinct-returned-buffers", "func::FuncOp"> {
  let summary = "Return a buffer at most once per func.return";
  let description = [{
    Runs after bufferization, before buffer-results-to-out-params. A buffer
    returned twice (two results CSE made equal) gets a copy for its second
    and later occurrences, so that each result has an allocation of its own
    that buffer-results-to-out-params can replace by the caller's
    out-parameter (with hoistStaticAllocs/hoistDynamicAllocs it otherwise
    replaces the same allocation twice and crashes).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def OVElideResultCopies : Pass<"ov-elide-result-copies", "func::FuncOp"> {
  let summary = "Write a buffer copied into an out-parameter there directly";
  let description = [{
    Runs after buffer-results-to-out-params, which gives each call's results
    fresh allocations and copies a returned call result into the caller's
    out-parameter. Where a static allocation of the out-parameter's type is
    last used by its copy into a function argument that has no other use,
    the allocation is replaced by that argument and the copy goes: the
    callee writes the output in place. A model of outlined ops otherwise
    allocates and copies every output and keeps all of those buffers alive
    to the end of the function.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

#endif // OV_ABI_PASSES_TD
