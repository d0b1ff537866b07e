// RUN: ov-opt %s -split-input-file --ov-infer-shapes | FileCheck %s

// ov-infer-shapes through ROIPooling-2 (docs/semantics.md 9.2): R from rois
// dim 0, C from data dim 1, the pooled sizes from the attributes; H and W do
// not matter.

// CHECK-LABEL: func @static_r_and_c
// CHECK-SAME: -> tensor<6x3x2x4xf32>
// CHECK: ov.roi_pooling_v2 {{.*}} -> tensor<6x3x2x4xf32>
func.func @static_r_and_c(%d: tensor<?x3x?x?xf32>, %r: tensor<6x5xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 4 spatial_scale = 1.0 method = "max" : tensor<?x3x?x?xf32>, tensor<6x5xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func @dynamic_r
// CHECK-SAME: -> tensor<?x8x3x3xbf16>
// CHECK: ov.roi_pooling_v2 {{.*}} -> tensor<?x8x3x3xbf16>
func.func @dynamic_r(%d: tensor<1x8x5x5xbf16>, %r: tensor<?x?xbf16>) -> tensor<?x?x?x?xbf16> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 3 pooled_w = 3 spatial_scale = 1.0 method = "bilinear" : tensor<1x8x5x5xbf16>, tensor<?x?xbf16> -> tensor<?x?x?x?xbf16>
  return %0 : tensor<?x?x?x?xbf16>
}

// -----

// Unranked operands give the pooled sizes and dynamic R and C.
// CHECK-LABEL: func @unranked
// CHECK-SAME: -> tensor<?x?x2x1xf32>
func.func @unranked(%d: tensor<*xf32>, %r: tensor<*xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<*xf32>, tensor<*xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
