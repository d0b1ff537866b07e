// RUN: ov-opt %S/Inputs/ops.mlir -split-input-file --ov-lower-to-cpu | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="memref." \
// RUN:   --implicit-check-not="affine." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="linalg." --implicit-check-not="tensor." \
// RUN:   --implicit-check-not="bufferization." --implicit-check-not="{{[^.]}}vector." \
// RUN:   --implicit-check-not="arith." --implicit-check-not="math." \
// RUN:   --implicit-check-not="cf." --implicit-check-not="func.func" \
// RUN:   --implicit-check-not="func.return" \
// RUN:   --implicit-check-not=unrealized_conversion_cast \
// RUN:   --implicit-check-not=memrefCopy

// --ov-lower-to-cpu, the default (ov-to-vector's kernels for MaxPool,
// ov-to-linalg for the rest, one-shot bufferization with results as
// out-parameters, the parallel loops as chunk functions called through the
// caller's parallel-for, LLVM): every function of Inputs/ops.mlir ends up as
// LLVM dialect only. Each result becomes an out-parameter memref (its
// descriptor's fields appended to the arguments), the parallel context
// (`const ovrt_parallel *`) is the last argument, and the function returns
// nothing; each parallel loop is an indirect call of the context's
// parallel_for with the loop's trampoline and closure.

// Input memref<1x3x8x8xf32> = %arg0..%arg10, output = %arg11..%arg21.
// CHECK-LABEL: llvm.func @max_pool_v1(%arg0: !llvm.ptr, %arg1: !llvm.ptr,
// CHECK-SAME: %arg11: !llvm.ptr, %arg12: !llvm.ptr, {{.+}}, %arg21: i64, %arg22: !llvm.ptr) {
// CHECK: llvm.mlir.addressof @max_pool_v1_parallel_trampoline
// CHECK: llvm.call %{{.+}}(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : !llvm.ptr, (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.return{{$}}
// CHECK-LABEL: llvm.func @max_pool_v1_parallel(%arg0: i64, %arg1: i64,
// CHECK: llvm.fcmp "ogt"
// CHECK: llvm.return{{$}}
// CHECK-LABEL: llvm.func internal @max_pool_v1_parallel_trampoline(%arg0: !llvm.ptr, %arg1: i64, %arg2: i64) {
// CHECK: llvm.call @max_pool_v1_parallel(%arg1, %arg2,
// CHECK: llvm.return{{$}}

// CHECK-LABEL: llvm.func @max_pool_v1_i32(%arg0: !llvm.ptr,
// CHECK-SAME: %arg11: !llvm.ptr, %arg12: !llvm.ptr, {{.+}}, %arg21: i64, %arg22: !llvm.ptr) {
// CHECK: {{llvm.icmp "sgt"|llvm.intr.smax}}
// CHECK: llvm.return{{$}}

// Values at %arg11, indices at %arg22.
// CHECK-LABEL: llvm.func @max_pool_v8(%arg0: !llvm.ptr,
// CHECK-SAME: %arg11: !llvm.ptr, %arg12: !llvm.ptr, {{.+}}, %arg22: !llvm.ptr, %arg23: !llvm.ptr, {{.+}}, %arg32: i64, %arg33: !llvm.ptr) {
// CHECK: llvm.urem
// CHECK: llvm.return{{$}}

// data (11 values), rois (7), batch_indices (5), then the output.
// CHECK-LABEL: llvm.func @roi_align(%arg0: !llvm.ptr,
// CHECK-SAME: %arg23: !llvm.ptr, %arg24: !llvm.ptr, {{.+}}, %arg33: i64, %arg34: !llvm.ptr) {
// CHECK: llvm.return{{$}}

// CHECK-LABEL: llvm.func @roi_align_f16(%arg0: !llvm.ptr,
// CHECK-SAME: %arg33: i64, %arg34: !llvm.ptr) {
// CHECK: llvm.fpext
// CHECK: llvm.fptrunc
// CHECK: llvm.return{{$}}

// CHECK-LABEL: llvm.func @max_pool_dynamic(%arg0: !llvm.ptr,
// CHECK-SAME: %arg21: i64, %arg22: !llvm.ptr) {
// CHECK: llvm.return{{$}}
