// RUN: ov-opt %s --convert-scf-to-openmp --ov-hoist-parallel-allocas --canonicalize | FileCheck %s

// The parallel body's static scratch moves to the start of the omp.parallel
// region (one per thread); the emptied alloca_scope folds away. A dynamic
// alloca stays in its scope.
// CHECK-LABEL: func.func @scratch
// CHECK: omp.parallel {
// CHECK-NEXT: %[[S:.+]] = memref.alloca() {alignment = 64 : i64} : memref<64xf32>
// CHECK-NEXT: omp.wsloop
// CHECK-NOT: memref.alloca_scope
// CHECK: memref.store {{.*}}, %[[S]]
// CHECK-LABEL: func.func @dynamic
// CHECK: omp.wsloop
// CHECK: memref.alloca_scope
// CHECK-NEXT: memref.alloca(%{{.+}}) : memref<?xf32>
func.func @scratch(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = memref.alloca() {alignment = 64 : i64} : memref<64xf32>
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %s[%j] : memref<64xf32>
    }
    %w = memref.load %s[%c1] : memref<64xf32>
    memref.store %w, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
func.func @dynamic(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = memref.alloca(%i) : memref<?xf32>
    %w = memref.load %s[%c0] : memref<?xf32>
    memref.store %w, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
