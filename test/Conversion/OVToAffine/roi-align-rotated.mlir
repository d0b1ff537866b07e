// RUN: ov-opt %s -split-input-file --ov-to-affine --canonicalize | FileCheck %s

// ROIAlignRotated-15 lowered to affine loops: the box's geometry (sine and
// cosine included) once per box, outside the loops over (channel, bin row,
// bin col); scf.for loops over the samples; one store per bin. The
// per-sample arithmetic is the family's kernel, checked on ov-to-linalg
// (OVToLinalg/roi-align-rotated.mlir).

// CHECK-LABEL: func.func @avg
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x5xf32>, %[[IDX:.+]]: tensor<5xi32>) -> tensor<5x3x2x3xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// CHECK: affine.for %[[R:.+]] = 0 to 5 {
// CHECK-NEXT: tensor.extract %[[IDX]][%[[R]]] : tensor<5xi32>
// CHECK: tensor.extract %[[ROIS]][%[[R]], %c4] : tensor<5x5xf32>
// CHECK: math.floor
// CHECK: arith.truncf %{{.+}} : f64 to f32
// CHECK-NEXT: arith.truncf %{{.+}} : f64 to f32
// CHECK-NOT: math.floor
// CHECK: affine.for %[[C:.+]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[I:.+]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[J:.+]] = 0 to 3 {
// CHECK-NEXT: %[[BIN:.+]] = scf.for %{{.+}} = %c0 to %c2 step %c1 iter_args
// CHECK-NEXT: scf.for %{{.+}} = %c0 to %c2 step %c1 iter_args
// CHECK-NOT: math.floor
// CHECK-COUNT-4: tensor.extract %[[DATA]][%{{.+}}, %[[C]], %{{.+}}, %{{.+}}] : tensor<2x3x6x8xf32>
// CHECK: memref.store %[[BIN]], %[[OUT]][%[[R]], %[[C]], %[[I]], %[[J]]] : memref<5x3x2x3xf32>
// CHECK: bufferization.to_tensor %[[OUT]]
func.func @avg(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// Dynamic boxes and map: the loops run to the reified sizes (R from
// batch_indices when neither knows it statically).
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[R:.+]] = tensor.dim %{{.+}}, %c0 : tensor<?xi64>
// CHECK: %[[C:.+]] = tensor.dim %{{.+}}, %c1 : tensor<?x?x?x?xf32>
// CHECK: memref.alloc(%[[R]], %[[C]]) : memref<?x?x2x2xf32>
// CHECK: affine.for %{{.+}} = 0 to %[[R]] {
// CHECK: affine.for %{{.+}} = 0 to %[[C]] {
func.func @dynamic(%d: tensor<?x?x?x?xf32>, %r: tensor<?x5xf32>, %i: tensor<?xi64>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 : tensor<?x?x?x?xf32>, tensor<?x5xf32>, tensor<?xi64> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}
