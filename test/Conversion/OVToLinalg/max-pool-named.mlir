// RUN: ov-opt %s -split-input-file --ov-to-linalg | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-linalg --linalg-generalize-named-ops | FileCheck %s --check-prefix=GENERIC

// MaxPool-1 on signless integers of rank 4 and 3 becomes the upstream named
// ops linalg.pooling_nchw_max / linalg.pooling_ncw_max on the input padded
// with INT_MIN (max on integers is exactly OpenVINO's strictly-greater scan).
// The named ops must carry the pooling's strides (and dilations 1): without
// the attributes they default to 1 and read the wrong windows. The GENERIC
// run checks the windows the op really reads.

// Rank 4, k = 2, s = 2, pads 1/1 (floor): 8 + 2 - 2 = 8, 8 / 2 + 1 = 5.

// CHECK-LABEL: func.func @v1_i32_rank4
// CHECK-SAME: (%[[X:.+]]: tensor<2x3x8x8xi32>) -> tensor<2x3x5x5xi32>
// CHECK: %[[LOWEST:.+]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1] {
// CHECK: tensor.yield %[[LOWEST]] : i32
// CHECK: } : tensor<2x3x8x8xi32> to tensor<2x3x10x10xi32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[LOWEST]] : i32) outs(%{{.+}} : tensor<2x3x5x5xi32>) -> tensor<2x3x5x5xi32>
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<2x2xi32>
// CHECK-NEXT: %[[RES:.+]] = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[PADDED]], %[[WINDOW]] : tensor<2x3x10x10xi32>, tensor<2x2xi32>) outs(%[[INIT]] : tensor<2x3x5x5xi32>) -> tensor<2x3x5x5xi32>
// CHECK-NEXT: return %[[RES]]

// GENERIC-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// GENERIC-LABEL: func.func @v1_i32_rank4
// GENERIC: linalg.generic {indexing_maps = [#[[IN]], #{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// GENERIC: arith.maxsi
func.func @v1_i32_rank4(%x: tensor<2x3x8x8xi32>) -> tensor<2x3x5x5xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<2x3x8x8xi32> -> tensor<2x3x5x5xi32>
  return %0 : tensor<2x3x5x5xi32>
}

// -----

// Rank 3, i64, k = 3, s = 2: (9 - 3) / 2 + 1 = 4.

// CHECK-LABEL: func.func @v1_i64_rank3
// CHECK: %[[LOWEST:.+]] = arith.constant -9223372036854775808 : i64
// CHECK: linalg.fill ins(%[[LOWEST]] : i64)
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<3xi64>
// CHECK-NEXT: linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%{{.+}}, %[[WINDOW]] : tensor<2x4x9xi64>, tensor<3xi64>) outs(%{{.+}} : tensor<2x4x4xi64>) -> tensor<2x4x4xi64>

// GENERIC-DAG: #[[IN:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3)>
// GENERIC-LABEL: func.func @v1_i64_rank3
// GENERIC: linalg.generic {indexing_maps = [#[[IN]], #{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// GENERIC: arith.maxsi
func.func @v1_i64_rank3(%x: tensor<2x4x9xi64>) -> tensor<2x4x4xi64> {
  %0 = ov.max_pool_v1 %x kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x4x9xi64> -> tensor<2x4x4xi64>
  return %0 : tensor<2x4x4xi64>
}
