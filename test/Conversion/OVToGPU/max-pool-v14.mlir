// RUN: ov-opt %s -split-input-file --ov-to-gpu --canonicalize | FileCheck %s

// MaxPool-14 through the MaxPool family's single ov-to-gpu pattern. Its
// ceil_torch rounding only changes the output size (ShapeRules'
// reifyPoolingOutputShape): ceil without a last window that would start in
// the end padding. Here D = 4, k = 2, s = 2, pads 0/1: ceil gives 3 windows,
// ceil_torch 2 (the third would start at row 4 = D + pb).

// 8 outputs, 2 per thread: one block (its loop folded away), 32-bit index
// arithmetic; indices (n*2 + c)*16 + row*4 + col.
// CHECK-LABEL: func.func @ceil_torch
// CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG: %[[C16:.+]] = arith.constant 16 : i32
// CHECK: memref.alloc() : memref<1x2x2x2xf32>
// CHECK-NEXT: memref.alloc() : memref<1x2x2x2xi64>
// CHECK-NEXT: scf.parallel
// CHECK: arith.cmpi ult, %{{.+}}, %[[C8]] : index
// CHECK: %[[BEST:.+]]:2 = scf.for {{.+}} -> (f32, i32) {
// CHECK: %[[OFF:.+]] = arith.muli %{{.+}}, %[[C16]] : i32
// CHECK-NEXT: arith.addi %[[OFF]], %[[BEST]]#1 : i32
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
// CHECK-NEXT: %[[TOTAL:.+]] = arith.muli %[[OH]], %[[C4]] : index
// CHECK: scf.parallel
// CHECK: arith.remui %{{.+}}, %[[MOD]] : index
func.func @ceil_torch_dynamic(%x: tensor<1x2x?x4xf32>) -> (tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [1, 1] rounding_type = ceil_torch index_element_type = i32 axis = -2 : tensor<1x2x?x4xf32> -> tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>
  return %v, %i : tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>
}
