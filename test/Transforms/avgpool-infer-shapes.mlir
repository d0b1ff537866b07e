// RUN: ov-opt %s -split-input-file --ov-infer-shapes | FileCheck %s

// ov-infer-shapes through AvgPool (InferShapedTypeOpInterface, the family's
// inference): MaxPool's sizes with dilations of one (docs/semantics.md 7.2),
// computed by hand.

// same_lower, D = 5, k = 3, s = 2: P = max(0, 2 * 2 + 3 - 5) = 2;
// ceil((5 + 2 - 3) / 2) + 1 = 3. Spatial dims dynamic stay dynamic.
// CHECK-LABEL: func @same_lower_ceil
// CHECK-SAME: -> tensor<2x3x3x?xf32>
// CHECK: ov.avg_pool_v1 {{.*}} : tensor<2x3x5x?xf32> -> tensor<2x3x3x?xf32>
func.func @same_lower_ceil(%x: tensor<2x3x5x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] exclude_pad = true rounding_type = ceil auto_pad = same_lower : tensor<2x3x5x?xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// ceil_torch, D = 5, pads 1/1, k = 2, s = 2: ceil(5 / 2) = 3, 3 * 2 >= 5 + 1:
// drop the last window, 3 outputs (ceil gives 4).
// CHECK-LABEL: func @v14_ceil_torch
// CHECK-SAME: -> tensor<1x1x3xf16>
// CHECK: ov.avg_pool_v14 {{.*}} : tensor<1x1x5xf16> -> tensor<1x1x3xf16>
func.func @v14_ceil_torch(%x: tensor<1x1x5xf16>) -> tensor<?x?x?xf16> {
  %0 = ov.avg_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf16> -> tensor<?x?x?xf16>
  return %0 : tensor<?x?x?xf16>
}

// -----

// AvgPool-16: the dilated kernel dk = (k - 1) * d + 1 replaces k in every
// rule (docs/semantics.md 7.4); each size checked with OpenVINO 2026.4.1.
// explicit, H: D = 7, k = 3, d = 2 (dk 5), s = 2, pads 1/2: (7 + 3 - 5) / 2
// is 2.5: floor 3, ceil 4, ceil_torch 4 (the 4th window starts at 6 < 7 + 1).
// W: D = 5, k = 2, d = 2 (dk 3), s = 3, pads 1/2: 5 / 3: floor 2, ceil 3,
// ceil_torch 2 (the 3rd window would start at 6 >= 5 + 1).
// CHECK-LABEL: func @v16_explicit
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7x5xf32> -> tensor<1x1x3x2xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7x5xf32> -> tensor<1x1x4x3xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7x5xf32> -> tensor<1x1x4x2xf32>
func.func @v16_explicit(%x: tensor<1x1x7x5xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 3] pads_begin = [1, 1] pads_end = [2, 2] dilations = [2, 2] : tensor<1x1x7x5xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 3] pads_begin = [1, 1] pads_end = [2, 2] dilations = [2, 2] rounding_type = ceil : tensor<1x1x7x5xf32> -> tensor<?x?x?x?xf32>
  %2 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 3] pads_begin = [1, 1] pads_end = [2, 2] dilations = [2, 2] rounding_type = ceil_torch : tensor<1x1x7x5xf32> -> tensor<?x?x?x?xf32>
  return %0, %1, %2 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// valid, D = 7, k = 3, d = 2 (dk 5), s = 3: (7 - 5) / 3: floor 1, ceil 2,
// ceil_torch 2 (the 2nd window starts at 3 < 7).
// CHECK-LABEL: func @v16_valid
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7xf32> -> tensor<1x1x1xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7xf32> -> tensor<1x1x2xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7xf32> -> tensor<1x1x2xf32>
func.func @v16_valid(%x: tensor<1x1x7xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = ov.avg_pool_v16 %x kernel = [3] strides = [3] pads_begin = [0] pads_end = [0] dilations = [2] auto_pad = valid : tensor<1x1x7xf32> -> tensor<?x?x?xf32>
  %1 = ov.avg_pool_v16 %x kernel = [3] strides = [3] pads_begin = [0] pads_end = [0] dilations = [2] rounding_type = ceil auto_pad = valid : tensor<1x1x7xf32> -> tensor<?x?x?xf32>
  %2 = ov.avg_pool_v16 %x kernel = [3] strides = [3] pads_begin = [0] pads_end = [0] dilations = [2] rounding_type = ceil_torch auto_pad = valid : tensor<1x1x7xf32> -> tensor<?x?x?xf32>
  return %0, %1, %2 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// same_upper / same_lower: the total pad is (ceil(D / s) - 1) * s + dk - D.
// H: D = 7, k = 3, d = 2, s = 2: pads 2 + 2, 4 outputs. W: D = 6, k = 2, d = 3
// (dk 4), s = 4: pads 1 + 1, 2 outputs; every rounding the same. With the
// pad clamped to 0, ceil adds a window: D = 10, k = 2, d = 2, s = 5: ceil 3,
// ceil_torch 2 (its 3rd window would start at 10 >= 10 + 0).
// CHECK-LABEL: func @v16_same
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7x6xf32> -> tensor<1x1x4x2xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x7x6xf32> -> tensor<1x1x4x2xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x10xf32> -> tensor<1x1x3xf32>
// CHECK: ov.avg_pool_v16 {{.*}} : tensor<1x1x10xf32> -> tensor<1x1x2xf32>
func.func @v16_same(%x: tensor<1x1x7x6xf32>, %y: tensor<1x1x10xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 4] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 3] exclude_pad = true auto_pad = same_upper : tensor<1x1x7x6xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 4] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 3] exclude_pad = true rounding_type = ceil_torch auto_pad = same_lower : tensor<1x1x7x6xf32> -> tensor<?x?x?x?xf32>
  %2 = ov.avg_pool_v16 %y kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] dilations = [2] rounding_type = ceil auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<?x?x?xf32>
  %3 = ov.avg_pool_v16 %y kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] dilations = [2] rounding_type = ceil_torch auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<?x?x?xf32>
  return %0, %1, %2, %3 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>
}
