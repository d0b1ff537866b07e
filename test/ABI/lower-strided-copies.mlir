// RUN: ov-opt %s -split-input-file --ov-lower-strided-copies | FileCheck %s

// A memref.copy whose operands are not both identity-layout memrefs would
// lower to a call of memrefCopy (MLIR's runner utilities, which compiled
// modules must not depend on, runtime/ABI.md); ov-lower-strided-copies turns
// it into a linalg.copy. Copies between identity-layout memrefs stay
// memref.copy (an LLVM memcpy).

// CHECK-LABEL: func.func @from_strided_subview
// CHECK-SAME: (%[[A:.+]]: memref<4x8xf32>, %[[B:.+]]: memref<2x3xf32>)
// CHECK-NEXT: %[[SV:.+]] = memref.subview %[[A]][1, 2] [2, 3] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: linalg.copy ins(%[[SV]] : memref<2x3xf32, strided<[8, 1], offset: 10>>) outs(%[[B]] : memref<2x3xf32>)
// CHECK-NOT: memref.copy
// CHECK: return
func.func @from_strided_subview(%a: memref<4x8xf32>, %b: memref<2x3xf32>) {
  %sv = memref.subview %a[1, 2] [2, 3] [1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 10>>
  memref.copy %sv, %b : memref<2x3xf32, strided<[8, 1], offset: 10>> to memref<2x3xf32>
  return
}

// -----

// Into a subview with dynamic offsets and sizes, as bufferized tensor.pad
// produces.

// CHECK-LABEL: func.func @into_dynamic_subview
// CHECK-SAME: (%[[SRC:.+]]: memref<?x?xf32>, %[[DST:.+]]: memref<?x?xf32>, %[[O:.+]]: index, %[[H:.+]]: index, %[[W:.+]]: index)
// CHECK-NEXT: %[[SV:.+]] = memref.subview %[[DST]][%[[O]], %[[O]]] [%[[H]], %[[W]]] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: linalg.copy ins(%[[SRC]] : memref<?x?xf32>) outs(%[[SV]] : memref<?x?xf32, strided<[?, 1], offset: ?>>)
// CHECK-NOT: memref.copy
// CHECK: return
func.func @into_dynamic_subview(%src: memref<?x?xf32>, %dst: memref<?x?xf32>, %o: index, %h: index, %w: index) {
  %sv = memref.subview %dst[%o, %o] [%h, %w] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  memref.copy %src, %sv : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

// Identity layouts, static or dynamic: untouched.

// CHECK-LABEL: func.func @identity_static
// CHECK-SAME: (%[[A:.+]]: memref<4x8xf32>, %[[B:.+]]: memref<4x8xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<4x8xf32> to memref<4x8xf32>
// CHECK-NOT: linalg.copy
// CHECK: return
func.func @identity_static(%a: memref<4x8xf32>, %b: memref<4x8xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  return
}

// CHECK-LABEL: func.func @identity_dynamic
// CHECK-NEXT: memref.copy %{{.+}}, %{{.+}} : memref<?x?xi8> to memref<?x?xi8>
// CHECK-NOT: linalg.copy
// CHECK: return
func.func @identity_dynamic(%a: memref<?x?xi8>, %b: memref<?x?xi8>) {
  memref.copy %a, %b : memref<?x?xi8> to memref<?x?xi8>
  return
}

// -----

// An unranked copy has no linalg.copy form (linalg needs ranked operands);
// it must stay a copy. (A linalg.copy on unranked memrefs reports no memory
// effects and is erased as dead: the copy would silently disappear.)

// CHECK-LABEL: func.func @unranked
// CHECK-SAME: (%[[A:.+]]: memref<*xf32>, %[[B:.+]]: memref<*xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: return
func.func @unranked(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}
