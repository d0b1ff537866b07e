// RUN: ov-opt %s | ov-opt | FileCheck %s
// RUN: ov-opt %s -mlir-print-op-generic | ov-opt | FileCheck %s

// Parse -> print -> parse for ov.avg_pool_v1 and ov.avg_pool_v14, through
// the custom and the generic form. Defaults (exclude_pad = false,
// rounding_type = floor, auto_pad = explicit) are elided.

// CHECK-LABEL: func @v1_defaults
// CHECK: ov.avg_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
func.func @v1_defaults(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x16x16xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] exclude_pad = false rounding_type = floor auto_pad = explicit : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
  return %0 : tensor<1x3x16x16xf32>
}

// CHECK-LABEL: func @v1_every_attribute
// CHECK: ov.avg_pool_v1 %{{.*}} kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true rounding_type = ceil auto_pad = same_lower : tensor<1x3x5x5xf16> -> tensor<1x3x3x3xf16>
func.func @v1_every_attribute(%x: tensor<1x3x5x5xf16>) -> tensor<1x3x3x3xf16> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true rounding_type = ceil auto_pad = same_lower : tensor<1x3x5x5xf16> -> tensor<1x3x3x3xf16>
  return %0 : tensor<1x3x3x3xf16>
}

// Every element type MaxPool takes; 1-D and 3-D; dynamic dims; unranked.
// CHECK-LABEL: func @v1_types_and_ranks
// CHECK: ov.avg_pool_v1 %{{.*}} : tensor<2x1x7xsi8> -> tensor<2x1x3xsi8>
// CHECK: ov.avg_pool_v1 %{{.*}} : tensor<1x1x4x4x4xbf16> -> tensor<1x1x2x2x2xbf16>
// CHECK: ov.avg_pool_v1 %{{.*}} : tensor<?x3x?x8xui16> -> tensor<?x3x?x4xui16>
// CHECK: ov.avg_pool_v1 %{{.*}} : tensor<*xf64> -> tensor<?x?x?x?xf64>
func.func @v1_types_and_ranks(%a: tensor<2x1x7xsi8>, %b: tensor<1x1x4x4x4xbf16>, %c: tensor<?x3x?x8xui16>, %d: tensor<*xf64>) {
  %0 = ov.avg_pool_v1 %a kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x1x7xsi8> -> tensor<2x1x3xsi8>
  %1 = ov.avg_pool_v1 %b kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] : tensor<1x1x4x4x4xbf16> -> tensor<1x1x2x2x2xbf16>
  %2 = ov.avg_pool_v1 %c kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x3x?x8xui16> -> tensor<?x3x?x4xui16>
  %3 = ov.avg_pool_v1 %d kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<*xf64> -> tensor<?x?x?x?xf64>
  return
}

// CHECK-LABEL: func @v14_ceil_torch
// CHECK: ov.avg_pool_v14 %{{.*}} kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
func.func @v14_ceil_torch(%x: tensor<1x1x5xf32>) -> tensor<1x1x3xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// AvgPool-16: dilations (absent means all ones; as written, they print).
// CHECK-LABEL: func @v16_dilations
// CHECK: ov.avg_pool_v16 %{{.*}} kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] exclude_pad = true : tensor<1x1x5x5xf32> -> tensor<1x1x3x3xf32>
// CHECK: ov.avg_pool_v16 %{{.*}} kernel = [3] strides = [2] pads_begin = [1] pads_end = [2] rounding_type = ceil_torch : tensor<1x2x7xf16> -> tensor<1x2x4xf16>
// CHECK: ov.avg_pool_v16 %{{.*}} kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] dilations = [1, 1, 1] auto_pad = same_upper : tensor<?x1x4x4x4xsi32> -> tensor<?x1x4x4x4xsi32>
func.func @v16_dilations(%x: tensor<1x1x5x5xf32>, %y: tensor<1x2x7xf16>, %z: tensor<?x1x4x4x4xsi32>) {
  %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] exclude_pad = true : tensor<1x1x5x5xf32> -> tensor<1x1x3x3xf32>
  %1 = ov.avg_pool_v16 %y kernel = [3] strides = [2] pads_begin = [1] pads_end = [2] rounding_type = ceil_torch : tensor<1x2x7xf16> -> tensor<1x2x4xf16>
  %2 = ov.avg_pool_v16 %z kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] dilations = [1, 1, 1] auto_pad = same_upper : tensor<?x1x4x4x4xsi32> -> tensor<?x1x4x4x4xsi32>
  return
}
