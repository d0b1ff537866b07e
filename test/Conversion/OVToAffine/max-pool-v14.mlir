// RUN: ov-opt %s -split-input-file --ov-to-affine --canonicalize | FileCheck %s

// MaxPool-14 through the MaxPool family's single ov-to-affine pattern. Its
// ceil_torch rounding only changes the output size (ShapeRules'
// reifyPoolingOutputShape): ceil without a last window that would start in
// the end padding. Here D = 4, k = 2, s = 2, pads 0/1: ceil gives 3 windows,
// ceil_torch 2 (the third would start at row 4 = D + pb).

// Two windows per axis; the taps of the second stay inside the input, so
// the clamped tap loops fold to 0..2. Indices: (n*2 + c)*16 + row*4 + col.
// CHECK-LABEL: func.func @ceil_torch
// CHECK-DAG: %[[C16:.+]] = arith.constant 16 : index
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<1x2x2x2xf32>
// CHECK-NEXT: %[[IDX:.+]] = memref.alloc() : memref<1x2x2x2xi64>
// CHECK-NEXT: affine.for %[[N:.+]] = 0 to 1 {
// CHECK-NEXT: affine.for %[[C:.+]] = 0 to 2 {
// CHECK-NEXT: affine.for %{{.+}} = 0 to 2 {
// CHECK-NEXT: affine.for %{{.+}} = 0 to 2 {
// CHECK-NEXT: %[[BEST:.+]]:2 = affine.for %{{.+}} = 0 to 2 iter_args
// CHECK: %[[ROW:.+]] = arith.muli %{{.+}}, %[[C4]] : index
// CHECK-NEXT: %[[POS:.+]] = arith.addi %[[ROW]], %{{.+}} : index
// CHECK: memref.store %[[BEST]]#0, %[[OUT]]
// CHECK-NEXT: %[[N2:.+]] = arith.muli %[[N]], %{{.+}} : index
// CHECK-NEXT: %[[PLANE:.+]] = arith.addi %[[N2]], %[[C]] : index
// CHECK-NEXT: %[[OFF:.+]] = arith.muli %[[PLANE]], %[[C16]] : index
// CHECK-NEXT: %[[I:.+]] = arith.addi %[[OFF]], %[[BEST]]#1 : index
// CHECK-NEXT: %[[I64:.+]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: memref.store %[[I64]], %[[IDX]]
func.func @ceil_torch(%x: tensor<1x2x4x4xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [1, 1] rounding_type = ceil_torch : tensor<1x2x4x4xf32> -> tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>
  return %v, %i : tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>
}

// -----

// A dynamic H: out = steps + 1 - drop, steps = (H - 1) ceildiv 2, drop =
// [steps * 2 >= H] and [H >= 1], written with max only (y = max(0, H -
// steps * 2); [y == 0] = 1 - y + max(0, y - 1); [H >= 1] = H - max(0, H - 1);
// and = max(0, a + b - 1)). axis = -2 normalises to 2: indices modulo H * 4.

// CHECK-DAG: #[[Y:.+]] = affine_map<()[s0] -> (0, s0 - ((s0 - 1) ceildiv 2) * 2)>
// CHECK-DAG: #[[Y1:.+]] = affine_map<()[s0] -> (0, s0 - 1)>
// CHECK-DAG: #[[DROP:.+]] = affine_map<()[s0, s1, s2, s3] -> (-s0 + s1 + s2 - s3, 0)>
// CHECK-DAG: #[[OUT:.+]] = affine_map<()[s0, s1] -> (-s1 + (s0 - 1) ceildiv 2 + 1)>
// CHECK-LABEL: func.func @ceil_torch_dynamic
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK: %[[H:.+]] = tensor.dim %{{.+}}, %[[C2]] : tensor<1x2x?x4xf32>
// CHECK-NEXT: %[[YV:.+]] = affine.max #[[Y]]()[%[[H]]]
// CHECK-NEXT: %[[Y1V:.+]] = affine.max #[[Y1]]()[%[[YV]]]
// CHECK-NEXT: %[[E1V:.+]] = affine.max #[[Y1]]()[%[[H]]]
// CHECK-NEXT: %[[DV:.+]] = affine.max #[[DROP]]()[%[[YV]], %[[Y1V]], %[[H]], %[[E1V]]]
// CHECK-NEXT: %[[OH:.+]] = affine.apply #[[OUT]]()[%[[H]], %[[DV]]]
// CHECK-NEXT: %[[H2:.+]] = tensor.dim %{{.+}}, %[[C2]] : tensor<1x2x?x4xf32>
// CHECK-NEXT: memref.alloc(%[[OH]]) : memref<1x2x?x2xf32>
// CHECK-NEXT: memref.alloc(%[[OH]]) : memref<1x2x?x2xi32>
// CHECK-NEXT: %[[PLANE_SIZE:.+]] = arith.muli %[[H2]], %[[C4]] : index
// CHECK-NEXT: %[[H3:.+]] = tensor.dim %{{.+}}, %[[C2]] : tensor<1x2x?x4xf32>
// CHECK-NEXT: %[[MOD:.+]] = arith.muli %[[H3]], %[[C4]] : index
// CHECK: affine.for %{{.+}} = 0 to #[[OUT]]()[%[[H]], %[[DV]]] {
// CHECK: arith.remui %{{.+}}, %[[MOD]] : index
func.func @ceil_torch_dynamic(%x: tensor<1x2x?x4xf32>) -> (tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [1, 1] rounding_type = ceil_torch index_element_type = i32 axis = -2 : tensor<1x2x?x4xf32> -> tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>
  return %v, %i : tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>
}
