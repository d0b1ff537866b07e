// RUN: ov-opt %s -split-input-file --ov-infer-shapes | FileCheck %s

// ov-infer-shapes through ROIAlignRotated-15 (docs/semantics.md 8.2): R from
// whichever of rois and batch_indices knows it, C from data, the pooled
// sizes from the attributes.

// CHECK-LABEL: func @r_from_indices
// CHECK-SAME: -> tensor<6x3x2x4xf32>
// CHECK: ov.roi_align_rotated_v15 {{.*}} -> tensor<6x3x2x4xf32>
func.func @r_from_indices(%d: tensor<?x3x?x?xf32>, %r: tensor<?x5xf32>, %i: tensor<6xi64>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 4 sampling_ratio = 0 spatial_scale = 1.0 : tensor<?x3x?x?xf32>, tensor<?x5xf32>, tensor<6xi64> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func @r_from_rois
// CHECK-SAME: -> tensor<5x?x3x3xbf16>
// CHECK: ov.roi_align_rotated_v15 {{.*}} -> tensor<5x?x3x3xbf16>
func.func @r_from_rois(%d: tensor<1x?x8x8xbf16>, %r: tensor<5x5xbf16>, %i: tensor<?xi32>) -> tensor<?x?x?x?xbf16> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 3 pooled_w = 3 sampling_ratio = 1 spatial_scale = 1.0 clockwise_mode = true : tensor<1x?x8x8xbf16>, tensor<5x5xbf16>, tensor<?xi32> -> tensor<?x?x?x?xbf16>
  return %0 : tensor<?x?x?x?xbf16>
}

// -----

// Unranked operands give the pooled sizes and dynamic R and C.
// CHECK-LABEL: func @unranked
// CHECK-SAME: -> tensor<?x?x2x2xf32>
func.func @unranked(%d: tensor<*xf32>, %r: tensor<*xf32>, %i: tensor<*xi32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 : tensor<*xf32>, tensor<*xf32>, tensor<*xi32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
