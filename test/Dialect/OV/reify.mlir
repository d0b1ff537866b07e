// RUN: ov-opt %s -split-input-file --resolve-ranked-shaped-type-result-dims | FileCheck %s

// tensor.dim of an ov op's result is replaced by the reified size
// (ReifyRankedShapedTypeOpInterface): N and C become tensor.dim of the input,
// dynamic spatial dims become affine.apply (and affine.max for same_*) over
// tensor.dim of the input, static dims become constants. Expected maps are
// docs/semantics.md 1.3/1.4 written by hand:
//   out = floor_or_ceil((D + pb + pe - dk) / s) + 1, dk = (k - 1) * d + 1
//   same_*: P = max(0, (ceil(D / s) - 1) * s + dk - D), pb + pe = P.

// explicit floor, k = 3, s = 2, pads 1/1: (D + 2 - 3) floordiv 2 + 1.
// CHECK-DAG: #[[MAP:.*]] = affine_map<()[s0] -> ((s0 - 1) floordiv 2 + 1)>
// CHECK-LABEL: func @explicit_floor
// CHECK-SAME: (%[[X:.*]]: tensor<?x3x?x10xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3x?x10xf32>
// CHECK-DAG: %[[H:.*]] = tensor.dim %[[X]], %[[C2]] : tensor<?x3x?x10xf32>
// CHECK: %[[OH:.*]] = affine.apply #[[MAP]]()[%[[H]]]
// CHECK-NOT: tensor.dim %{{.*}} : tensor<?x3x?x5xf32>
// CHECK: return %[[N]], %[[C3]], %[[OH]], %[[C5]]
func.func @explicit_floor(%x: tensor<?x3x?x10xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<?x3x?x10xf32> -> tensor<?x3x?x5xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x3x?x5xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x3x?x5xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x3x?x5xf32>
  %d3 = tensor.dim %0, %c3 : tensor<?x3x?x5xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

// explicit ceil, k = 3, s = 2, pads 1/1: (D - 1) ceildiv 2 + 1.
// explicit ceil, k = 2, s = 3, pads 0/2: (D + 2 - 2) ceildiv 3 + 1.
// CHECK-DAG: #[[MAPH:.*]] = affine_map<()[s0] -> ((s0 - 1) ceildiv 2 + 1)>
// CHECK-DAG: #[[MAPW:.*]] = affine_map<()[s0] -> (s0 ceildiv 3 + 1)>
// CHECK-LABEL: func @explicit_ceil
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x?x?xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C:.*]] = tensor.dim %[[X]], %[[C1]]
// CHECK-DAG: %[[H:.*]] = tensor.dim %[[X]], %[[C2]]
// CHECK-DAG: %[[W:.*]] = tensor.dim %[[X]], %[[C3]]
// CHECK-DAG: %[[OH:.*]] = affine.apply #[[MAPH]]()[%[[H]]]
// CHECK-DAG: %[[OW:.*]] = affine.apply #[[MAPW]]()[%[[W]]]
// CHECK: return %[[C]], %[[OH]], %[[OW]]
func.func @explicit_ceil(%x: tensor<2x?x?x?xf32>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = ov.max_pool_v1 %x kernel = [3, 2] strides = [2, 3] pads_begin = [1, 0] pads_end = [1, 2] rounding_type = ceil : tensor<2x?x?x?xf32> -> tensor<2x?x?x?xf32>
  %d1 = tensor.dim %0, %c1 : tensor<2x?x?x?xf32>
  %d2 = tensor.dim %0, %c2 : tensor<2x?x?x?xf32>
  %d3 = tensor.dim %0, %c3 : tensor<2x?x?x?xf32>
  return %d1, %d2, %d3 : index, index, index
}

// -----

// same_upper (MaxPool-8, values and indices alike):
//   H: k = 3, d = 2 (dk = 5), s = 2:
//      P = max(0, (ceil(D/2) - 1) * 2 + 5 - D) = max(0, ceil(D/2) * 2 - D + 3),
//      out = (D + P - 5) floordiv 2 + 1.
//   W: k = 2, d = 1 (dk = 2), s = 3:
//      P = max(0, (ceil(D/3) - 1) * 3 + 2 - D) = max(0, ceil(D/3) * 3 - D - 1),
//      out = (D + P - 2) floordiv 3 + 1.
// CHECK-DAG: #[[PH:.*]] = affine_map<()[s0] -> (0, -s0 + (s0 ceildiv 2) * 2 + 3)>
// CHECK-DAG: #[[OUTH:.*]] = affine_map<()[s0, s1] -> ((s0 + s1 - 5) floordiv 2 + 1)>
// CHECK-DAG: #[[PW:.*]] = affine_map<()[s0] -> (0, -s0 + (s0 ceildiv 3) * 3 - 1)>
// CHECK-DAG: #[[OUTW:.*]] = affine_map<()[s0, s1] -> ((s0 + s1 - 2) floordiv 3 + 1)>
// CHECK-LABEL: func @same_upper
// CHECK-SAME: (%[[X:.*]]: tensor<1x?x?x?xf32>)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C:.*]] = tensor.dim %[[X]], %[[C1]]
// CHECK-DAG: %[[H:.*]] = tensor.dim %[[X]], %[[C2]]
// CHECK-DAG: %[[W:.*]] = tensor.dim %[[X]], %[[C3]]
// CHECK-DAG: %[[P_H:.*]] = affine.max #[[PH]]()[%[[H]]]
// CHECK-DAG: %[[OH:.*]] = affine.apply #[[OUTH]]()[%[[P_H]], %[[H]]]
// CHECK-DAG: %[[P_W:.*]] = affine.max #[[PW]]()[%[[W]]]
// CHECK-DAG: %[[OW:.*]] = affine.apply #[[OUTW]]()[%[[P_W]], %[[W]]]
// CHECK: return %[[C]], %[[OH]], %[[OW]]
func.func @same_upper(%x: tensor<1x?x?x?xf32>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 2] strides = [2, 3] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 1] auto_pad = same_upper : tensor<1x?x?x?xf32> -> tensor<1x?x?x?xf32>, tensor<1x?x?x?xi64>
  %d1 = tensor.dim %1, %c1 : tensor<1x?x?x?xi64>
  %d2 = tensor.dim %0, %c2 : tensor<1x?x?x?xf32>
  %d3 = tensor.dim %1, %c3 : tensor<1x?x?x?xi64>
  return %d1, %d2, %d3 : index, index, index
}

// -----

// same_lower pads differently but has the same total P, hence the same size.
// 3D input, k = 4, s = 4, ceil: P = max(0, (ceil(D/4) - 1) * 4 + 4 - D)
//   = max(0, ceil(D/4) * 4 - D), out = (D + P - 4) ceildiv 4 + 1.
// CHECK-DAG: #[[P:.*]] = affine_map<()[s0] -> (0, -s0 + (s0 ceildiv 4) * 4)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<()[s0, s1] -> ((s0 + s1 - 4) ceildiv 4 + 1)>
// CHECK-LABEL: func @same_lower
// CHECK-SAME: (%[[X:.*]]: tensor<?x?x?xf16>)
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %{{.*}} : tensor<?x?x?xf16>
// CHECK: %[[PD:.*]] = affine.max #[[P]]()[%[[D]]]
// CHECK: %[[O:.*]] = affine.apply #[[OUT]]()[%[[PD]], %[[D]]]
// CHECK: return %[[O]]
func.func @same_lower(%x: tensor<?x?x?xf16>) -> index {
  %c2 = arith.constant 2 : index
  %0 = ov.max_pool_v1 %x kernel = [4] strides = [4] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = same_lower : tensor<?x?x?xf16> -> tensor<?x?x?xf16>
  %d = tensor.dim %0, %c2 : tensor<?x?x?xf16>
  return %d : index
}

// -----

// valid, dilation 3 (dk = 7), s = 2, 5D: (D - 7) floordiv 2 + 1, and a
// static axis gives a constant: (9 - 7) / 2 + 1 = 2.
// CHECK-DAG: #[[MAP:.*]] = affine_map<()[s0] -> ((s0 - 7) floordiv 2 + 1)>
// CHECK-LABEL: func @valid_dilated
// CHECK-SAME: (%[[X:.*]]: tensor<1x1x?x9x8xf32>)
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C2]]
// CHECK: %[[O:.*]] = affine.apply #[[MAP]]()[%[[D]]]
// CHECK: return %[[O]], %[[C2]]
func.func @valid_dilated(%x: tensor<1x1x?x9x8xf32>) -> (index, index) {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3, 1] strides = [2, 2, 1] pads_begin = [5, 5, 5] pads_end = [5, 5, 5] dilations = [3, 3, 1] auto_pad = valid : tensor<1x1x?x9x8xf32> -> tensor<1x1x?x?x?xf32>, tensor<1x1x?x?x?xi64>
  %d2 = tensor.dim %0, %c2 : tensor<1x1x?x?x?xf32>
  %d3 = tensor.dim %1, %c3 : tensor<1x1x?x?x?xi64>
  return %d2, %d3 : index, index
}

// -----

// An unranked input cannot be reified: the tensor.dim stays.
// CHECK-LABEL: func @unranked_input
// CHECK: %[[P:.*]] = ov.max_pool_v1
// CHECK: %[[D:.*]] = tensor.dim %[[P]], %{{.*}} : tensor<?x?x?x?xf32>
// CHECK: return %[[D]]
func.func @unranked_input(%x: tensor<*xf32>) -> index {
  %c2 = arith.constant 2 : index
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<*xf32> -> tensor<?x?x?x?xf32>
  %d = tensor.dim %0, %c2 : tensor<?x?x?x?xf32>
  return %d : index
}

// -----

// ROIAlign: R is batch_indices dim 0 when rois dim 0 is dynamic, C is data
// dim 1, pooled_h / pooled_w are constants.
// CHECK-LABEL: func @roi_align_r_from_batch_indices
// CHECK-SAME: (%[[D:[^:]*]]: tensor<2x?x8x8xf32>, %[[R:[^:]*]]: tensor<?x4xf32>, %[[I:[^:]*]]: tensor<?xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[I]], %[[C0]] : tensor<?xi32>
// CHECK-DAG: %[[C:.*]] = tensor.dim %[[D]], %[[C1]] : tensor<2x?x8x8xf32>
// CHECK-NOT: ov.roi_align_v3
// CHECK: return %[[N]], %[[C]], %[[C2]], %[[C3]]
func.func @roi_align_r_from_batch_indices(%d: tensor<2x?x8x8xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x?x8x8xf32>, tensor<?x4xf32>, tensor<?xi32> -> tensor<?x?x2x3xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x2x3xf32>
  %d1 = tensor.dim %0, %c1 : tensor<?x?x2x3xf32>
  %d2 = tensor.dim %0, %c2 : tensor<?x?x2x3xf32>
  %d3 = tensor.dim %0, %c3 : tensor<?x?x2x3xf32>
  return %d0, %d1, %d2, %d3 : index, index, index, index
}

// -----

// R is static when either rois or batch_indices knows it.
// CHECK-LABEL: func @roi_align_static_r
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-NOT: tensor.dim
// CHECK: return %[[C5]], %[[C7]]
func.func @roi_align_static_r(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<5xi32>, %r2: tensor<7x4xf32>, %i2: tensor<?xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<5xi32> -> tensor<?x?x2x2xf32>
  %1 = ov.roi_align_v3 %d, %r2, %i2 pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<?x?x?x?xf32>, tensor<7x4xf32>, tensor<?xi64> -> tensor<?x?x2x2xf32>
  %d0 = tensor.dim %0, %c0 : tensor<?x?x2x2xf32>
  %d1 = tensor.dim %1, %c0 : tensor<?x?x2x2xf32>
  return %d0, %d1 : index, index
}
