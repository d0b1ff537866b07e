// RUN: ov-opt %s | ov-opt | FileCheck %s
// RUN: ov-opt %s -mlir-print-op-generic | ov-opt | FileCheck %s

// Parse -> print -> parse for ov.max_pool_v14 and ov.roi_align_v9, through
// the custom and the generic form. Default attribute values (rounding_type =
// floor, auto_pad = explicit, axis = 0, aligned_mode = asymmetric, an absent
// dilations / index_element_type) are elided in the custom form.

//===----------------------------------------------------------------------===//
// MaxPool-14
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @v14_defaults_absent
// CHECK: ov.max_pool_v14 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
func.func @v14_defaults_absent(%x: tensor<1x3x32x32xf32>) -> (tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  return %v, %i : tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
}

// floor, explicit and axis = 0 written out are elided when printed.
// CHECK-LABEL: func @v14_defaults_elided
// CHECK: ov.max_pool_v14 %{{.*}} kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
func.func @v14_defaults_elided(%x: tensor<1x1x5xf32>) -> (tensor<1x1x3xf32>, tensor<1x1x3xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = floor auto_pad = explicit axis = 0 : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return %v, %i : tensor<1x1x3xf32>, tensor<1x1x3xi64>
}

// SEMANTICS 1.4's example: D=5, pads 1/1, k=2, s=2: ceil_torch gives 3.
// CHECK-LABEL: func @v14_ceil_torch
// CHECK: ov.max_pool_v14 %{{.*}} kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
func.func @v14_ceil_torch(%x: tensor<1x1x5xf32>) -> (tensor<1x1x3xf32>, tensor<1x1x3xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return %v, %i : tensor<1x1x3xf32>, tensor<1x1x3xi64>
}

// The same attributes with ceil give 4.
// CHECK-LABEL: func @v14_ceil
// CHECK: ov.max_pool_v14 %{{.*}} kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil : tensor<1x1x5xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
func.func @v14_ceil(%x: tensor<1x1x5xf32>) -> (tensor<1x1x4xf32>, tensor<1x1x4xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil : tensor<1x1x5xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
  return %v, %i : tensor<1x1x4xf32>, tensor<1x1x4xi64>
}

// Every attribute, non-default: dilations, same_lower, i32 indices, a
// negative axis, dynamic dims.
// CHECK-LABEL: func @v14_all_attributes
// CHECK: ov.max_pool_v14 %{{.*}} kernel = [3, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 1] rounding_type = ceil_torch auto_pad = same_lower index_element_type = i32 axis = -2 : tensor<?x4x9x?xf16> -> tensor<?x4x5x?xf16>, tensor<?x4x5x?xi32>
func.func @v14_all_attributes(%x: tensor<?x4x9x?xf16>) -> (tensor<?x4x5x?xf16>, tensor<?x4x5x?xi32>) {
  %v, %i = ov.max_pool_v14 %x kernel = [3, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 1] rounding_type = ceil_torch auto_pad = same_lower index_element_type = i32 axis = -2 : tensor<?x4x9x?xf16> -> tensor<?x4x5x?xf16>, tensor<?x4x5x?xi32>
  return %v, %i : tensor<?x4x5x?xf16>, tensor<?x4x5x?xi32>
}

// An unranked input.
// CHECK-LABEL: func @v14_unranked
// CHECK: ov.max_pool_v14 %{{.*}} kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [1, 1, 1] pads_end = [0, 0, 0] rounding_type = ceil_torch : tensor<*xi8> -> tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi64>
func.func @v14_unranked(%x: tensor<*xi8>) -> (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi64>) {
  %v, %i = ov.max_pool_v14 %x kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [1, 1, 1] pads_end = [0, 0, 0] rounding_type = ceil_torch : tensor<*xi8> -> tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi64>
  return %v, %i : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi64>
}

//===----------------------------------------------------------------------===//
// ROIAlign-9
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @v9_default_absent
// CHECK: ov.roi_align_v9 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 6 pooled_w = 6 sampling_ratio = 2 spatial_scale = 1.600000e+01 mode = avg : tensor<7x256x200x200xf32>, tensor<1000x4xf32>, tensor<1000xi32> -> tensor<1000x256x6x6xf32>
func.func @v9_default_absent(%d: tensor<7x256x200x200xf32>, %r: tensor<1000x4xf32>, %i: tensor<1000xi32>) -> tensor<1000x256x6x6xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 6 pooled_w = 6 sampling_ratio = 2 spatial_scale = 16.0 mode = avg : tensor<7x256x200x200xf32>, tensor<1000x4xf32>, tensor<1000xi32> -> tensor<1000x256x6x6xf32>
  return %0 : tensor<1000x256x6x6xf32>
}

// asymmetric written out is elided when printed.
// CHECK-LABEL: func @v9_asymmetric_elided
// CHECK: ov.roi_align_v9 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 6.250000e-02 mode = max : tensor<1x8x16x16xf32>, tensor<5x4xf32>, tensor<5xi64> -> tensor<5x8x2x3xf32>
// CHECK-NOT: aligned_mode
func.func @v9_asymmetric_elided(%d: tensor<1x8x16x16xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi64>) -> tensor<5x8x2x3xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 0.0625 mode = max aligned_mode = asymmetric : tensor<1x8x16x16xf32>, tensor<5x4xf32>, tensor<5xi64> -> tensor<5x8x2x3xf32>
  return %0 : tensor<5x8x2x3xf32>
}

// CHECK-LABEL: func @v9_half_pixel
// CHECK: ov.roi_align_v9 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 7 pooled_w = 7 sampling_ratio = 0 spatial_scale = 2.500000e-01 mode = avg aligned_mode = half_pixel : tensor<2x256x64x64xf32>, tensor<100x4xf32>, tensor<100xi64> -> tensor<100x256x7x7xf32>
func.func @v9_half_pixel(%d: tensor<2x256x64x64xf32>, %r: tensor<100x4xf32>, %i: tensor<100xi64>) -> tensor<100x256x7x7xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 7 pooled_w = 7 sampling_ratio = 0 spatial_scale = 0.25 mode = avg aligned_mode = half_pixel : tensor<2x256x64x64xf32>, tensor<100x4xf32>, tensor<100xi64> -> tensor<100x256x7x7xf32>
  return %0 : tensor<100x256x7x7xf32>
}

// Dynamic dims, bf16, i8 batch indices.
// CHECK-LABEL: func @v9_half_pixel_for_nn_dynamic
// CHECK: ov.roi_align_v9 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 1 pooled_w = 4 sampling_ratio = 4096 spatial_scale = 1.000000e+00 mode = max aligned_mode = half_pixel_for_nn : tensor<?x?x?x?xbf16>, tensor<?x4xbf16>, tensor<?xi8> -> tensor<?x?x1x4xbf16>
func.func @v9_half_pixel_for_nn_dynamic(%d: tensor<?x?x?x?xbf16>, %r: tensor<?x4xbf16>, %i: tensor<?xi8>) -> tensor<?x?x1x4xbf16> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 1 pooled_w = 4 sampling_ratio = 4096 spatial_scale = 1.0 mode = max aligned_mode = half_pixel_for_nn : tensor<?x?x?x?xbf16>, tensor<?x4xbf16>, tensor<?xi8> -> tensor<?x?x1x4xbf16>
  return %0 : tensor<?x?x1x4xbf16>
}
