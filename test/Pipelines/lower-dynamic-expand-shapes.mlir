// RUN: ov-opt %s --ov-lower-dynamic-expand-shapes --split-input-file | FileCheck %s
// RUN: ov-opt %s --ov-lower-dynamic-expand-shapes --expand-strided-metadata --split-input-file | FileCheck %s --check-prefix=EXPANDED

// Two dynamic dims in group [0, 1] (MLIR 22's expand-strided-metadata
// crashes on it): a reinterpret_cast of the base buffer, sizes from
// output_shape, strides from the inside out: [d1 * s0, s0, ?, 1] where the
// source's strides are [s0, 1] (identity layout: s0 is its dim 1).
// CHECK-LABEL: func.func @two_dynamic_in_a_group(
// CHECK-SAME:    %[[A:.*]]: memref<?x?xf32>, %[[D0:.*]]: index, %[[D1:.*]]: index, %[[D2:.*]]: index)
// CHECK:         %[[BASE:.*]], %[[OFF:.*]], %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %[[A]]
// CHECK:         %[[OUTER:.*]] = arith.muli %[[STRIDES]]#0, %[[D1]] : index
// CHECK:         memref.reinterpret_cast %[[BASE]] to offset: [0], sizes: [%[[D0]], %[[D1]], %[[D2]], 4], strides: [%[[OUTER]], %[[STRIDES]]#0, 4, 1]
// CHECK-NOT:     memref.expand_shape
// EXPANDED-LABEL: func.func @two_dynamic_in_a_group(
// EXPANDED-NOT:    memref.expand_shape
// EXPANDED-NOT:    memref.reinterpret_cast {{.*}} : memref<?x?xf32> to memref<?x?x?x4xf32>
func.func @two_dynamic_in_a_group(%a: memref<?x?xf32>, %d0: index, %d1: index, %d2: index) -> memref<?x?x?x4xf32> {
  %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%d0, %d1, %d2, 4] : memref<?x?xf32> into memref<?x?x?x4xf32>
  return %e : memref<?x?x?x4xf32>
}

// -----

// At most one dynamic dim per group: left to expand-strided-metadata.
// CHECK-LABEL: func.func @one_dynamic_per_group(
// CHECK:         memref.expand_shape
// CHECK-NOT:     memref.reinterpret_cast
func.func @one_dynamic_per_group(%a: memref<?x8xf32>, %d0: index) -> memref<?x2x2x4xf32> {
  %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [%d0, 2, 2, 4] : memref<?x8xf32> into memref<?x2x2x4xf32>
  return %e : memref<?x2x2x4xf32>
}

// -----

// A strided source: its static strides [24, 2] stay constants in the cast,
// and the result type's layout holds.
// CHECK-LABEL: func.func @strided_source(
// CHECK:         memref.reinterpret_cast %{{.*}} to offset: [%{{.*}}], sizes: [%{{.*}}, %{{.*}}, 12], strides: [%{{.*}}, 24, 2]
func.func @strided_source(%a: memref<?x12xf32, strided<[24, 2], offset: ?>>, %d0: index, %d1: index) -> memref<?x?x12xf32, strided<[?, 24, 2], offset: ?>> {
  %e = memref.expand_shape %a [[0, 1], [2]] output_shape [%d0, %d1, 12] : memref<?x12xf32, strided<[24, 2], offset: ?>> into memref<?x?x12xf32, strided<[?, 24, 2], offset: ?>>
  return %e : memref<?x?x12xf32, strided<[?, 24, 2], offset: ?>>
}
