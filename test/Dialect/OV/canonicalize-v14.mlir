// RUN: ov-opt %s -split-input-file --canonicalize | FileCheck %s

// ov.max_pool_v14 whose indices are unused and whose dilations are all ones
// computes exactly ov.max_pool_v1 when its rounding_type is one v1 has
// (floor or ceil; docs/semantics.md 2): it becomes v1. Under ceil_torch it
// stays v14, since v1 rejects ceil_torch.

// CHECK-LABEL: func @v14_floor_to_v1
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x32x32xf32>)
// CHECK-NOT: ov.max_pool_v14
// CHECK: %[[V:.*]] = ov.max_pool_v1 %[[X]] kernel = [3, 3] strides = [2, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
// CHECK-NOT: ov.max_pool_v14
// CHECK: return %[[V]]
func.func @v14_floor_to_v1(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x16x16xf32> {
  %v, %i = ov.max_pool_v14 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  return %v : tensor<1x3x16x16xf32>
}

// -----

// ceil, explicit all-ones dilations, same_upper and the indices attributes;
// the declared (dynamic) result type is kept.
// CHECK-LABEL: func @v14_ceil_to_v1
// CHECK-SAME: (%[[X:.*]]: tensor<1x1x5xf32>)
// CHECK: %[[V:.*]] = ov.max_pool_v1 %[[X]] kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil auto_pad = same_upper : tensor<1x1x5xf32> -> tensor<?x1x3xf32>
// CHECK-NOT: ov.max_pool_v14
// CHECK: return %[[V]]
func.func @v14_ceil_to_v1(%x: tensor<1x1x5xf32>) -> tensor<?x1x3xf32> {
  %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] dilations = [1] rounding_type = ceil auto_pad = same_upper index_element_type = i32 axis = -1 : tensor<1x1x5xf32> -> tensor<?x1x3xf32>, tensor<?x1x3xi32>
  return %v : tensor<?x1x3xf32>
}

// -----

// ceil_torch: no rewrite, even with unused indices and dilations 1.
// CHECK-LABEL: func @v14_ceil_torch_kept
// CHECK: %[[V:.*]], %{{.*}} = ov.max_pool_v14 %{{.*}} kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] dilations = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
// CHECK-NOT: ov.max_pool_v1
// CHECK: return %[[V]]
func.func @v14_ceil_torch_kept(%x: tensor<1x1x5xf32>) -> tensor<1x1x3xf32> {
  %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] dilations = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return %v : tensor<1x1x3xf32>
}

// -----

// The indices are used: no rewrite.
// CHECK-LABEL: func @v14_indices_used
// CHECK: %[[V:.*]], %[[I:.*]] = ov.max_pool_v14 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
// CHECK-NOT: ov.max_pool_v1
// CHECK: return %[[V]], %[[I]]
func.func @v14_indices_used(%x: tensor<1x3x32x32xf32>) -> (tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  return %v, %i : tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
}

// -----

// Dilations other than one: no rewrite.
// CHECK-LABEL: func @v14_dilated
// CHECK: %[[V:.*]], %{{.*}} = ov.max_pool_v14 %{{.*}} kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 2] : tensor<1x3x8x8xf32> -> tensor<1x3x7x6xf32>, tensor<1x3x7x6xi64>
// CHECK-NOT: ov.max_pool_v1
// CHECK: return %[[V]]
func.func @v14_dilated(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x7x6xf32> {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 2] : tensor<1x3x8x8xf32> -> tensor<1x3x7x6xf32>, tensor<1x3x7x6xi64>
  return %v : tensor<1x3x7x6xf32>
}

// -----

// Neither result is used: the op is pure and erased, ceil_torch included.
// CHECK-LABEL: func @v14_dead
// CHECK-NOT: ov.max_pool
// CHECK: return
func.func @v14_dead(%x: tensor<1x1x5xf32>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return
}

// -----

// ROIAlign-9 has no canonicalization: every aligned_mode stays.
// CHECK-LABEL: func @v9_unchanged
// CHECK: ov.roi_align_v9 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.000000e+00 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
// CHECK: ov.roi_align_v9 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.000000e+00 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
func.func @v9_unchanged(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> (tensor<3x4x2x2xf32>, tensor<3x4x2x2xf32>) {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  %1 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0, %1 : tensor<3x4x2x2xf32>, tensor<3x4x2x2xf32>
}
