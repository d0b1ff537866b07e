// RUN: ov-opt %S/Inputs/ops.mlir -split-input-file --ov-prepare-module-abi --ov-lower-to-cpu-affine | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="memref." \
// RUN:   --implicit-check-not="affine." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="linalg." --implicit-check-not="tensor." \
// RUN:   --implicit-check-not="bufferization." --implicit-check-not="{{[^.]}}vector." \
// RUN:   --implicit-check-not="arith." --implicit-check-not="math." \
// RUN:   --implicit-check-not="cf." --implicit-check-not="func.func" \
// RUN:   --implicit-check-not="func.return" \
// RUN:   --implicit-check-not=unrealized_conversion_cast \
// RUN:   --implicit-check-not=memrefCopy
// RUN: ov-opt %S/Inputs/ops.mlir -split-input-file --ov-prepare-module-abi --ov-lower-to-cpu="lowering=linalg" | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="memref." \
// RUN:   --implicit-check-not="affine." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="linalg." --implicit-check-not="tensor." \
// RUN:   --implicit-check-not="bufferization." --implicit-check-not="{{[^.]}}vector." \
// RUN:   --implicit-check-not="arith." --implicit-check-not="math." \
// RUN:   --implicit-check-not="cf." --implicit-check-not="func.func" \
// RUN:   --implicit-check-not="func.return" \
// RUN:   --implicit-check-not=unrealized_conversion_cast \
// RUN:   --implicit-check-not=memrefCopy
// RUN: ov-opt %S/Inputs/ops.mlir -split-input-file --ov-prepare-module-abi --ov-lower-to-cpu | FileCheck %s \
// RUN:   --implicit-check-not="= ov." --implicit-check-not="memref." \
// RUN:   --implicit-check-not="affine." --implicit-check-not="scf." \
// RUN:   --implicit-check-not="linalg." --implicit-check-not="tensor." \
// RUN:   --implicit-check-not="bufferization." --implicit-check-not="{{[^.]}}vector." \
// RUN:   --implicit-check-not="arith." --implicit-check-not="math." \
// RUN:   --implicit-check-not="cf." --implicit-check-not="func.func" \
// RUN:   --implicit-check-not="func.return" \
// RUN:   --implicit-check-not=unrealized_conversion_cast \
// RUN:   --implicit-check-not=memrefCopy

// ov-prepare-module-abi then each CPU pipeline (affine, linalg, the default):
// every exported function and its __ov_check_ companion take the entry
// points' packed arguments (ov-descriptors-by-pointer): one pointer to an
// array of pointers to memref descriptors, each descriptor read where it is
// first used; no _mlir_ciface_ wrapper and no expanded descriptors. The model
// function's results are out-parameters (inputs first, then outputs, no
// result); the check function returns its i32 status.
// No memrefCopy call is left (compiled modules depend on libc only), and the
// descriptor is a constant global.

// CHECK-LABEL: llvm.func @__ov_check_max_pool_v1(%arg0: !llvm.ptr) -> i32 {
// CHECK-DAG: %[[SLOT_X:.+]] = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-DAG: %[[SLOT_DIMS:.+]] = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-DAG: %[[SLOT_DETAIL:.+]] = llvm.getelementptr %arg0[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-DAG: %[[DETAIL_PTR:.+]] = llvm.load %[[SLOT_DETAIL]] : !llvm.ptr -> !llvm.ptr
// CHECK-DAG: llvm.load %[[DETAIL_PTR]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NOT: _mlir_ciface
// CHECK-LABEL: llvm.func @max_pool_v1(%arg0: !llvm.ptr) {
// CHECK-DAG: llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-DAG: llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.return{{$}}
// CHECK: llvm.mlir.global external constant @ov_module_descriptor("ovmodule 5\0Afunc max_pool_v1 1 1\0Ain f32 4 1 3 8 8\0Aout f32 4 1 3 5 5\0Aendfunc\0A\00")

// CHECK-LABEL: llvm.func @__ov_check_max_pool_v1_i32(%arg0: !llvm.ptr) -> i32
// CHECK-LABEL: llvm.func @max_pool_v1_i32(%arg0: !llvm.ptr)
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc max_pool_v1_i32 1 1\0Ain i32 4 2 3 8 8\0Aout i32 4 2 3 4 4\0Aendfunc\0A\00")

// Two outputs: two out-parameters.
// CHECK-LABEL: llvm.func @__ov_check_max_pool_v8(%arg0: !llvm.ptr) -> i32
// CHECK-LABEL: llvm.func @max_pool_v8(%arg0: !llvm.ptr)
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc max_pool_v8 1 2\0Ain f32 4 1 2 5 5\0Aout f32 4 1 2 4 4\0Aout i32 4 1 2 4 4\0Aendfunc\0A\00")

// Three inputs.
// CHECK-LABEL: llvm.func @__ov_check_roi_align(%arg0: !llvm.ptr) -> i32
// CHECK-LABEL: llvm.func @roi_align(%arg0: !llvm.ptr)
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc roi_align 3 1\0Ain f32 4 2 3 8 8\0Ain f32 2 5 4\0Ain i32 1 5\0Aout f32 4 5 3 2 2\0Acheckreads 2\0Acheckreads 3\0Aerror 1

// CHECK-LABEL: llvm.func @roi_align_f16(%arg0: !llvm.ptr)
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc roi_align_f16 3 1\0Ain f16 4 1 2 4 4\0Ain f16 2 3 4\0Ain u8 1 3\0Aout f16 4 3 2 2 2\0Acheckreads 2\0Acheckreads 3\0Aerror 1

// CHECK-LABEL: llvm.func @max_pool_dynamic(%arg0: !llvm.ptr)
// CHECK: @ov_module_descriptor("ovmodule 5\0Afunc max_pool_dynamic 1 1\0Ain f32 4 -1 3 -1 -1\0Aout f32 4 -1 3 -1 -1\0Aerror 1
