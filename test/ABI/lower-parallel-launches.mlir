// RUN: ov-opt %s -split-input-file --ov-lower-parallel-launches --verify-diagnostics | FileCheck %s

// A launch (context, count, captures...) stores the captures in a closure
// allocated once in the caller's entry block, and calls the context's
// parallel_for (field 0 of {ptr, ptr}) with its data (field 1), the count,
// the trampoline and the closure. The trampoline loads the captures back and
// calls the chunk function with its range; the declaration is gone.

// CHECK-NOT: @__ov_parallel_launch_chunks
// CHECK-LABEL: llvm.func @caller(
// CHECK-SAME: %[[CONTEXT:[^:]+]]: !llvm.ptr, %[[N:[^:]+]]: i64, %[[P:[^:]+]]: !llvm.ptr, %[[X:[^:]+]]: f32)
// CHECK-NEXT: %[[ONE:.+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[CLOSURE:.+]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, f32)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.br ^[[LOOP:.+]]
// CHECK: ^[[LOOP]]:
// CHECK-NEXT: %[[SLOT0:.+]] = llvm.getelementptr %[[CLOSURE]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
// CHECK-NEXT: llvm.store %[[P]], %[[SLOT0]] : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %[[SLOT1:.+]] = llvm.getelementptr %[[CLOSURE]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
// CHECK-NEXT: llvm.store %[[X]], %[[SLOT1]] : f32, !llvm.ptr
// CHECK-NEXT: %[[FOR_SLOT:.+]] = llvm.getelementptr %[[CONTEXT]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr)>
// CHECK-NEXT: %[[DATA_SLOT:.+]] = llvm.getelementptr %[[CONTEXT]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr)>
// CHECK-NEXT: %[[FOR:.+]] = llvm.load %[[FOR_SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[DATA:.+]] = llvm.load %[[DATA_SLOT]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[BODY:.+]] = llvm.mlir.addressof @chunks_trampoline : !llvm.ptr
// CHECK-NEXT: llvm.call %[[FOR]](%[[DATA]], %[[N]], %[[BODY]], %[[CLOSURE]]) : !llvm.ptr, (!llvm.ptr, i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.br ^[[LOOP]]

// CHECK-LABEL: llvm.func internal @chunks_trampoline(
// CHECK-SAME: %[[C:[^:]+]]: !llvm.ptr, %[[BEGIN:[^:]+]]: i64, %[[END:[^:]+]]: i64) {
// CHECK-NEXT: %[[S0:.+]] = llvm.getelementptr %[[C]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
// CHECK-NEXT: %[[V0:.+]] = llvm.load %[[S0]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %[[S1:.+]] = llvm.getelementptr %[[C]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
// CHECK-NEXT: %[[V1:.+]] = llvm.load %[[S1]] : !llvm.ptr -> f32
// CHECK-NEXT: llvm.call @chunks(%[[BEGIN]], %[[END]], %[[V0]], %[[V1]]) : (i64, i64, !llvm.ptr, f32) -> ()
// CHECK-NEXT: llvm.return
module {
  llvm.func @__ov_parallel_launch_chunks(!llvm.ptr, i64, !llvm.ptr, f32) attributes {ov.parallel_body = @chunks}
  llvm.func @caller(%context: !llvm.ptr, %n: i64, %p: !llvm.ptr, %x: f32) {
    llvm.br ^loop
  ^loop:
    llvm.call @__ov_parallel_launch_chunks(%context, %n, %p, %x) : (!llvm.ptr, i64, !llvm.ptr, f32) -> ()
    llvm.br ^loop
  }
  llvm.func @chunks(%begin: i64, %end: i64, %p: !llvm.ptr, %x: f32) {
    llvm.return
  }
}

// -----

// A launch whose chunk function is missing is an error.
module {
  // expected-error @below {{ov-lower-parallel-launches: no chunk function matching this launch}}
  llvm.func @__ov_parallel_launch_missing(!llvm.ptr, i64) attributes {ov.parallel_body = @missing}
}

// -----

// A launch used other than by a call (its address taken) is an error.
module {
  llvm.func @chunks(%b: i64, %e: i64) {
    llvm.return
  }
  llvm.func @__ov_parallel_launch_chunks(!llvm.ptr, i64) attributes {ov.parallel_body = @chunks}
  llvm.func @taker() -> !llvm.ptr {
    // expected-error @below {{ov-lower-parallel-launches: a launch may only be called}}
    %f = llvm.mlir.addressof @__ov_parallel_launch_chunks : !llvm.ptr
    llvm.return %f : !llvm.ptr
  }
}
