// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// MaxPool-14 through the MaxPool family's single ov-to-linalg pattern. Its
// ceil_torch rounding only changes the output size (ShapeRules'
// reifyPoolingOutputShape): ceil without a last window that would start in
// the end padding. Here D = 4, k = 2, s = 2, pads 0/1: ceil gives 3 windows,
// ceil_torch 2 (the third would start at row 4 = D + pb).

// The padded input keeps the end pad of 1 (no window needs more).
// CHECK-LABEL: func.func @ceil_torch
// CHECK: tensor.pad %{{.+}} low[0, 0, 0, 0] high[0, 0, 1, 1]
// CHECK: } : tensor<1x2x4x4xf32> to tensor<1x2x5x5xf32>
// CHECK: %[[RES:.+]]:2 = linalg.generic {{.+}} ins(%{{.+}}, %{{.+}} : tensor<1x2x5x5xf32>, tensor<2x2xi1>) outs(%{{.+}}, %{{.+}} : tensor<1x2x2x2xf32>, tensor<1x2x2x2xi64>)
// CHECK: linalg.generic {{.+}} ins(%[[RES]]#1 : tensor<1x2x2x2xi64>) outs(%{{.+}} : tensor<1x2x2x2xi64>)
// CHECK-NOT: arith.remui
// CHECK: return
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
// CHECK: tensor.pad
// CHECK: } : tensor<1x2x?x4xf32> to tensor<1x2x?x5xf32>
// CHECK-NEXT: tensor.empty(%[[OH]]) : tensor<1x2x?x2xf32>
// CHECK: tensor.empty(%[[OH]]) : tensor<1x2x?x2xi64>
// CHECK: %[[H3:.+]] = tensor.dim %{{.+}}, %[[C2]] : tensor<1x2x?x4xf32>
// CHECK-NEXT: %[[MOD:.+]] = arith.muli %[[H3]], %[[C4]] : index
// CHECK-NEXT: tensor.empty(%[[OH]]) : tensor<1x2x?x2xi32>
// CHECK: arith.remui %{{.+}}, %[[MOD]] : index
func.func @ceil_torch_dynamic(%x: tensor<1x2x?x4xf32>) -> (tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [1, 1] rounding_type = ceil_torch index_element_type = i32 axis = -2 : tensor<1x2x?x4xf32> -> tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>
  return %v, %i : tensor<1x2x?x2xf32>, tensor<1x2x?x2xi32>
}
