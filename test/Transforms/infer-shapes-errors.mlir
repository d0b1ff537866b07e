// RUN: ov-opt %s -split-input-file --ov-infer-shapes -verify-diagnostics

// Inputs that pass the verifier (the operands are dynamic when it runs) but
// whose declared types or attributes contradict what the operands imply once
// ov-infer-shapes has refined the producers.

// The first pool refines to 1x3x16x16; the second then implies
// (16 - 2) / 2 + 1 = 8, not the declared 5.
func.func @declared_result_contradicts(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  // expected-error @+1 {{'ov.max_pool_v1' op declared result #0 type 'tensor<1x3x5x5xf32>' contradicts the type its operands imply}}
  %1 = ov.max_pool_v1 %0 kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x?x?x?xf32> -> tensor<1x3x5x5xf32>
  return %1 : tensor<1x3x5x5xf32>
}

// -----

// MaxPool-8's indices: the first pool refines to 2x4x9 (valid, (17 - 1) / 2
// + 1 = 9), the second implies ceil((9 - 3) / 2) + 1 = 4 for both results.
func.func @declared_indices_contradict(%x: tensor<2x4x17xf32>) -> tensor<2x4x3xi32> {
  %0 = ov.max_pool_v1 %x kernel = [1] strides = [2] pads_begin = [0] pads_end = [0] auto_pad = valid : tensor<2x4x17xf32> -> tensor<?x?x?xf32>
  // expected-error @+1 {{'ov.max_pool_v8' op declared result #1 type 'tensor<2x4x3xi32>' contradicts the type its operands imply}}
  %1, %2 = ov.max_pool_v8 %0 kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] rounding_type = ceil index_element_type = i32 : tensor<?x?x?xf32> -> tensor<?x?x?xf32>, tensor<2x4x3xi32>
  return %2 : tensor<2x4x3xi32>
}

// -----

// The kernel fits only as long as the input is dynamic: after refinement the
// input is 1x3x4x4 and a kernel of 5 no longer fits.
func.func @kernel_no_longer_fits(%x: tensor<1x3x8x8xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<?x?x?x?xf32>
  // expected-error @+1 {{'ov.max_pool_v1' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (5 - 1) * 1 + 1 = 5) to fit in the padded input (input + pads_begin + pads_end = 4 + 0 + 0 = 4) at spatial axis 0 (input dim 2)}}
  %1 = ov.max_pool_v1 %0 kernel = [5, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// The refined MaxPool-8 result feeds ROIAlign's data: its declared C (5)
// contradicts the 3 channels that come through.
func.func @roi_align_channels_contradict(%x: tensor<1x3x8x8xf32>, %r: tensor<2x4xf32>, %i: tensor<2xi32>) -> tensor<2x5x2x2xf32> {
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  // expected-error @+1 {{'ov.roi_align_v3' op declared result #0 type 'tensor<2x5x2x2xf32>' contradicts the type its operands imply}}
  %2 = ov.roi_align_v3 %0, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<?x?x?x?xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x5x2x2xf32>
  return %2 : tensor<2x5x2x2xf32>
}
