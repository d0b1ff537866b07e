// RUN: ov-opt %s -split-input-file -verify-diagnostics --ov-to-affine

// ov-to-affine needs ranked operands and results; an op it cannot lower stays
// illegal and the pass fails on it.

func.func @unranked_input(%x: tensor<*xf32>) -> tensor<?x?x?xf32> {
  // expected-error @+1 {{failed to legalize operation 'ov.max_pool_v1' that was explicitly marked illegal}}
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<*xf32> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

func.func @unranked_result(%x: tensor<1x1x4xf32>) -> (tensor<*xf32>, tensor<*xi64>) {
  // expected-error @+1 {{failed to legalize operation 'ov.max_pool_v8' that was explicitly marked illegal}}
  %v, %i = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf32> -> tensor<*xf32>, tensor<*xi64>
  return %v, %i : tensor<*xf32>, tensor<*xi64>
}

// -----

func.func @unranked_rois(%d: tensor<1x2x4x4xf32>, %r: tensor<*xf32>, %i: tensor<3xi32>) -> tensor<3x2x2x2xf32> {
  // expected-error @+1 {{failed to legalize operation 'ov.roi_align_v3' that was explicitly marked illegal}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 mode = avg : tensor<1x2x4x4xf32>, tensor<*xf32>, tensor<3xi32> -> tensor<3x2x2x2xf32>
  return %0 : tensor<3x2x2x2xf32>
}
