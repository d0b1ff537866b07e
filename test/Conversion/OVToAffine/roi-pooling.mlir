// RUN: ov-opt %s -split-input-file --ov-to-affine --canonicalize | FileCheck %s

// ROIPooling-2 lowered to affine loops over (box, channel, bin row, bin
// col): max mode rounds the box's scaled corners (floor and ceil) once per box, outside the
// channel loops, and takes each bin's maximum in scf.for loops over its
// pixels from the first one; bilinear mode reads four pixels and blends them
// with three fused multiply-adds, exact from f64 arithmetic (each ends in
// one truncf; docs/semantics.md 9.3). One store per bin.

// CHECK-LABEL: func.func @max
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x5xf32>) -> tensor<5x3x2x3xf32>
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// CHECK: affine.for %[[R:.+]] = 0 to 5 {
// CHECK: tensor.extract %[[ROIS]][%[[R]], %c0] : tensor<5x5xf32>
// CHECK-COUNT-4: math.ceil
// CHECK-NOT: math.ceil
// CHECK: affine.for %[[C:.+]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[I:.+]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[J:.+]] = 0 to 3 {
// CHECK: %[[BIN:.+]] = scf.if %{{.+}} -> (f32) {
// CHECK-NEXT: scf.yield %{{.+}} : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[FIRST:.+]] = tensor.extract %[[DATA]][%{{.+}}, %[[C]], %{{.+}}, %{{.+}}]
// CHECK-NEXT: scf.for %{{.+}} iter_args(%{{.+}} = %[[FIRST]]) -> (f32) {
// CHECK-NEXT: scf.for %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (f32) {
// CHECK-NEXT: %[[X:.+]] = tensor.extract %[[DATA]]
// CHECK-NEXT: %[[LESS:.+]] = arith.cmpf olt, %[[ACC]], %[[X]] : f32
// CHECK-NEXT: arith.select %[[LESS]], %[[X]], %[[ACC]] : f32
// CHECK: memref.store %[[BIN]], %[[OUT]][%[[R]], %[[C]], %[[I]], %[[J]]] : memref<5x3x2x3xf32>
// CHECK: bufferization.to_tensor %[[OUT]]
func.func @max(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 0.5 method = "max" : tensor<2x3x6x8xf32>, tensor<5x5xf32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @bilinear
// CHECK: affine.for %[[R:.+]] = 0 to 5 {
// CHECK: tensor.extract %{{.+}}[%[[R]], %c4] : tensor<5x5xf32>
// CHECK-NEXT: affine.for %[[C:.+]] = 0 to 3 {
// CHECK: scf.if %{{.+}} -> (f32) {
// CHECK-COUNT-4: tensor.extract %{{.+}}[%{{.+}}, %[[C]], %{{.+}}, %{{.+}}] : tensor<2x3x6x8xf32>
// CHECK-COUNT-3: arith.truncf %{{.+}} : f64 to f32
// CHECK: memref.store
func.func @bilinear(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 1.0 method = "bilinear" : tensor<2x3x6x8xf32>, tensor<5x5xf32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// Dynamic boxes and map: the loops run to the reified sizes.
// CHECK-LABEL: func.func @dynamic
// CHECK-DAG: %[[R:.+]] = tensor.dim %{{.+}}, %c0 : tensor<?x5xf16>
// CHECK-DAG: %[[C:.+]] = tensor.dim %{{.+}}, %c1 : tensor<?x?x?x?xf16>
// CHECK: memref.alloc(%[[R]], %[[C]]) : memref<?x?x2x2xf16>
// CHECK: affine.for %{{.+}} = 0 to %[[R]] {
func.func @dynamic(%d: tensor<?x?x?x?xf16>, %r: tensor<?x5xf16>) -> tensor<?x?x2x2xf16> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 2 spatial_scale = 1.0 method = "max" : tensor<?x?x?x?xf16>, tensor<?x5xf16> -> tensor<?x?x2x2xf16>
  return %0 : tensor<?x?x2x2xf16>
}
