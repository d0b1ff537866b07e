// RUN: ov-opt %s | FileCheck %s
// RUN: ov-opt %s | ov-opt | FileCheck %s
// RUN: ov-opt %s --mlir-print-op-generic | ov-opt | FileCheck %s

// ROIPooling-2's custom syntax: both methods, static and dynamic dims.

// CHECK-LABEL: func.func @max_static
// CHECK: ov.roi_pooling_v2 %arg0, %arg1 pooled_h = 2 pooled_w = 3 spatial_scale = 6.250000e-02 method = "max" : tensor<2x3x8x8xf32>, tensor<4x5xf32> -> tensor<4x3x2x3xf32>
func.func @max_static(%d: tensor<2x3x8x8xf32>, %r: tensor<4x5xf32>) -> tensor<4x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 0.0625 method = "max" : tensor<2x3x8x8xf32>, tensor<4x5xf32> -> tensor<4x3x2x3xf32>
  return %0 : tensor<4x3x2x3xf32>
}

// CHECK-LABEL: func.func @bilinear_dynamic
// CHECK: ov.roi_pooling_v2 %arg0, %arg1 pooled_h = 7 pooled_w = 7 spatial_scale = 1.000000e+00 method = "bilinear" : tensor<?x?x?x?xf16>, tensor<?x5xf16> -> tensor<?x?x7x7xf16>
func.func @bilinear_dynamic(%d: tensor<?x?x?x?xf16>, %r: tensor<?x5xf16>) -> tensor<?x?x7x7xf16> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 7 pooled_w = 7 spatial_scale = 1.0 method = "bilinear" : tensor<?x?x?x?xf16>, tensor<?x5xf16> -> tensor<?x?x7x7xf16>
  return %0 : tensor<?x?x7x7xf16>
}
