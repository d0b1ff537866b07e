// RUN: ov-opt %s | FileCheck %s
// RUN: ov-opt %s | ov-opt | FileCheck %s
// RUN: ov-opt %s --mlir-print-op-generic | ov-opt | FileCheck %s

// ROIAlignRotated-15's custom syntax; clockwise_mode is printed only when
// true (false is OpenVINO's default).

// CHECK-LABEL: func.func @static
// CHECK: ov.roi_align_rotated_v15 %arg0, %arg1, %arg2 pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 5.000000e-01 clockwise_mode = true : tensor<2x3x8x8xf32>, tensor<4x5xf32>, tensor<4xi32> -> tensor<4x3x2x3xf32>
func.func @static(%d: tensor<2x3x8x8xf32>, %r: tensor<4x5xf32>, %i: tensor<4xi32>) -> tensor<4x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x8x8xf32>, tensor<4x5xf32>, tensor<4xi32> -> tensor<4x3x2x3xf32>
  return %0 : tensor<4x3x2x3xf32>
}

// CHECK-LABEL: func.func @dynamic_counterclockwise
// CHECK: ov.roi_align_rotated_v15 %arg0, %arg1, %arg2 pooled_h = 7 pooled_w = 7 sampling_ratio = 0 spatial_scale = 2.500000e-01 : tensor<?x?x?x?xf16>, tensor<?x5xf16>, tensor<?xui8> -> tensor<?x?x7x7xf16>
func.func @dynamic_counterclockwise(%d: tensor<?x?x?x?xf16>, %r: tensor<?x5xf16>, %i: tensor<?xui8>) -> tensor<?x?x7x7xf16> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 7 pooled_w = 7 sampling_ratio = 0 spatial_scale = 0.25 clockwise_mode = false : tensor<?x?x?x?xf16>, tensor<?x5xf16>, tensor<?xui8> -> tensor<?x?x7x7xf16>
  return %0 : tensor<?x?x7x7xf16>
}
