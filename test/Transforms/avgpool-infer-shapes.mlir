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
