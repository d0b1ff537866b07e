// RUN: ov-opt %s -split-input-file --ov-outline-parallel-loops | FileCheck %s

// A 2-D loop with an offset lower bound and a step of 2: the count is the
// product of ceildiv(ub - lb, step) clamped at 0, the launch runs only when
// it is positive, and the chunk function delinearizes each linear index
// (dimension 0 outermost) back to lb + index * step. The memref, the index
// and the float the body uses are captures; its constant is rebuilt inside.
// The function takes the parallel context as a trailing !llvm.ptr.

// CHECK-LABEL: func.func private @__ov_parallel_launch_captures_parallel(!llvm.ptr, index, f32, memref<?x?xf32>, index) attributes {ov.parallel_body = @captures_parallel}
// CHECK-LABEL: func.func @captures(
// CHECK-SAME: %[[A:[^:]+]]: memref<?x?xf32>, %[[N:[^:]+]]: index, %[[M:[^:]+]]: index, %[[X:[^:]+]]: f32, %[[CONTEXT:[^:]+]]: !llvm.ptr)
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// (ceildiv by a step of 1 folds away)
// CHECK: %[[SPAN0:.+]] = arith.subi %[[N]], %[[C1]] : index
// CHECK-NEXT: %[[COUNT0:.+]] = arith.maxsi %[[SPAN0]], %[[ZERO:.+]] : index
// CHECK-NEXT: %[[DIV1:.+]] = arith.ceildivsi %[[M]], %[[C2]] : index
// CHECK-NEXT: %[[COUNT1:.+]] = arith.maxsi %[[DIV1]], %[[ZERO]] : index
// CHECK-NEXT: %[[TOTAL:.+]] = arith.muli %[[COUNT0]], %[[COUNT1]] : index
// CHECK-NEXT: %[[POSITIVE:.+]] = arith.cmpi sgt, %[[TOTAL]], %[[ZERO]] : index
// CHECK-NEXT: scf.if %[[POSITIVE]] {
// CHECK-NEXT: func.call @__ov_parallel_launch_captures_parallel(%[[CONTEXT]], %[[TOTAL]], %[[X]], %[[A]], %[[COUNT1]]) : (!llvm.ptr, index, f32, memref<?x?xf32>, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return

// CHECK-LABEL: func.func private @captures_parallel(
// CHECK-SAME: %[[BEGIN:[^:]+]]: index, %[[END:[^:]+]]: index, %[[BX:[^:]+]]: f32, %[[BA:[^:]+]]: memref<?x?xf32>, %[[BCOUNT1:[^:]+]]: index)
// CHECK-DAG: %[[B1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[B0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[B2:.+]] = arith.constant 2 : index
// CHECK: scf.for %[[I:.+]] = %[[BEGIN]] to %[[END]] step %{{.+}} {
// CHECK-NEXT: %[[J:.+]] = arith.remui %[[I]], %[[BCOUNT1]] : index
// CHECK-NEXT: %[[REST:.+]] = arith.divui %[[I]], %[[BCOUNT1]] : index
// CHECK-NEXT: %[[JS:.+]] = arith.muli %[[J]], %[[B2]] : index
// CHECK-NEXT: %[[IV1:.+]] = arith.addi %[[B0]], %[[JS]] : index
// CHECK-NEXT: %[[IS:.+]] = arith.muli %[[REST]], %[[B1]] : index
// CHECK-NEXT: %[[IV0:.+]] = arith.addi %[[B1]], %[[IS]] : index
// CHECK-NEXT: memref.store %[[BX]], %[[BA]][%[[IV0]], %[[IV1]]] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @captures(%a: memref<?x?xf32>, %n: index, %m: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i, %j) = (%c1, %c0) to (%n, %m) step (%c1, %c2) {
    memref.store %x, %a[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// The body's static scratch is allocated once per chunk, before the chunk
// loop; the nested scf.parallel stays in the body (scf-to-cf makes it a
// sequential loop), and a dynamic alloca puts each iteration in an
// alloca_scope.

// CHECK-LABEL: func.func private @scratch_parallel(
// CHECK: %[[S:.+]] = memref.alloca() {alignment = 64 : i64} : memref<64xf32>
// CHECK: scf.for
// CHECK-NEXT: memref.alloca_scope {
// CHECK-NOT: memref.alloca()
// CHECK: scf.parallel
// CHECK: memref.store %{{.+}}, %[[S]]
// CHECK: memref.alloca(%{{.+}}) : memref<?xf32>
// CHECK: memref.store
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @scratch(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = memref.alloca() {alignment = 64 : i64} : memref<64xf32>
    scf.parallel (%j) = (%c0) to (%c16) step (%c1) {
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %s[%j] : memref<64xf32>
      scf.reduce
    }
    %d = memref.alloca(%i) : memref<?xf32>
    %w = memref.load %s[%c1] : memref<64xf32>
    memref.store %w, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// Callers of a function with parallel loops take the context and pass it
// on; a function without any, and a check function, take none.

// CHECK-LABEL: func.func @kernel(%{{.+}}: memref<?xf32>, %{{.+}}: index, %{{.+}}: !llvm.ptr)
// CHECK-LABEL: func.func @model(
// CHECK-SAME: %[[A:[^:]+]]: memref<?xf32>, %[[N:[^:]+]]: index, %[[CONTEXT:[^:]+]]: !llvm.ptr)
// CHECK-NEXT: call @kernel(%[[A]], %[[N]], %[[CONTEXT]])
// CHECK-NEXT: call @plain(%[[A]])
// CHECK-LABEL: func.func @plain(%{{.+}}: memref<?xf32>) {
// CHECK-LABEL: func.func @__ov_check_model(%{{.+}}: memref<?xf32>) {
// CHECK: scf.parallel
func.func @kernel(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %z, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
func.func @model(%a: memref<?xf32>, %n: index) {
  call @kernel(%a, %n) : (memref<?xf32>, index) -> ()
  call @plain(%a) : (memref<?xf32>) -> ()
  return
}
func.func @plain(%a: memref<?xf32>) {
  return
}
func.func @__ov_check_model(%a: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %z, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
