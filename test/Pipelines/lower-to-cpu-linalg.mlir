// RUN: ov-opt %S/Inputs/ops.mlir -split-input-file --ov-lower-to-cpu="lowering=linalg" | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="memref." \
// RUN:   --implicit-check-not="affine." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="linalg." --implicit-check-not="tensor." \
// RUN:   --implicit-check-not="bufferization." --implicit-check-not="{{[^.]}}vector." \
// RUN:   --implicit-check-not="arith." --implicit-check-not="math." \
// RUN:   --implicit-check-not="cf." --implicit-check-not="func.func" \
// RUN:   --implicit-check-not="func.return" \
// RUN:   --implicit-check-not=unrealized_conversion_cast \
// RUN:   --implicit-check-not=memrefCopy

// --ov-lower-to-cpu="lowering=linalg" (ov-to-linalg only, one-shot
// bufferization with results as out-parameters, loops, LLVM): every function
// of Inputs/ops.mlir ends up as LLVM dialect only; the strided copy of the
// dynamic tensor.pad becomes loops, not a memrefCopy call. Each result becomes
// an out-parameter memref (its descriptor's fields appended to the arguments)
// and the function returns nothing.

// Input memref<1x3x8x8xf32> = %arg0..%arg10, output = %arg11..%arg21.
// CHECK-LABEL: llvm.func @max_pool_v1(%arg0: !llvm.ptr, %arg1: !llvm.ptr,
// CHECK-SAME: %arg11: !llvm.ptr, %arg12: !llvm.ptr, {{.+}}, %arg21: i64) {
// CHECK: llvm.fcmp "ogt"
// CHECK: llvm.return{{$}}

// CHECK-LABEL: llvm.func @max_pool_v1_i32(%arg0: !llvm.ptr,
// CHECK-SAME: %arg11: !llvm.ptr, %arg12: !llvm.ptr, {{.+}}, %arg21: i64) {
// CHECK: {{llvm.icmp "sgt"|llvm.intr.smax}}
// CHECK: llvm.return{{$}}

// Values at %arg11, indices at %arg22.
// CHECK-LABEL: llvm.func @max_pool_v8(%arg0: !llvm.ptr,
// CHECK-SAME: %arg11: !llvm.ptr, %arg12: !llvm.ptr, {{.+}}, %arg22: !llvm.ptr, %arg23: !llvm.ptr, {{.+}}, %arg32: i64) {
// CHECK: llvm.urem
// CHECK: llvm.return{{$}}

// data (11 values), rois (7), batch_indices (5), then the output.
// CHECK-LABEL: llvm.func @roi_align(%arg0: !llvm.ptr,
// CHECK-SAME: %arg23: !llvm.ptr, %arg24: !llvm.ptr, {{.+}}, %arg33: i64) {
// CHECK: llvm.return{{$}}

// CHECK-LABEL: llvm.func @roi_align_f16(%arg0: !llvm.ptr,
// CHECK-SAME: %arg33: i64) {
// CHECK: llvm.fpext
// CHECK: llvm.fptrunc
// CHECK: llvm.return{{$}}

// CHECK-LABEL: llvm.func @max_pool_dynamic(%arg0: !llvm.ptr,
// CHECK-SAME: %arg21: i64) {
// CHECK: llvm.return{{$}}
