// RUN: ov-opt %s -split-input-file -verify-diagnostics

// One case per verifier rule of ov.max_pool_v1, ov.max_pool_v8 and
// ov.roi_align_v3 (ShapeRules.cpp, OVOps.cpp), plus the ODS type constraints
// and the enum parsers.

//===----------------------------------------------------------------------===//
// MaxPool: list lengths (one value per spatial axis)
//===----------------------------------------------------------------------===//

func.func @v1_pads_begin_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected pads_begin to have one value per spatial axis (2, the length of kernel), got 1}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v1_pads_end_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected pads_end to have one value per spatial axis (2, the length of kernel), got 3}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v1_strides_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected strides to have one value per spatial axis (2, the length of kernel), got 1}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_pads_begin_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected pads_begin to have one value per spatial axis (2, the length of kernel), got 3}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v8_pads_end_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected pads_end to have one value per spatial axis (2, the length of kernel), got 1}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v8_strides_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected strides to have one value per spatial axis (2, the length of kernel), got 3}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v8_dilations_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected dilations to have one value per spatial axis (2, the length of kernel), got 1}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: input rank and kernel length
//===----------------------------------------------------------------------===//

// -----

func.func @v1_rank_2(%x: tensor<1x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 2}}
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x8xf32> -> tensor<1x7xf32>
  return
}

// -----

func.func @v1_rank_6(%x: tensor<1x1x4x4x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 6}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2, 2] strides = [1, 1, 1, 1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0, 0, 0] : tensor<1x1x4x4x4x4xf32> -> tensor<1x1x3x3x3x3xf32>
  return
}

// -----

func.func @v8_rank_2(%x: tensor<1x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 2}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x8xf32> -> tensor<1x7xf32>, tensor<1x7xi64>
  return
}

// -----

func.func @v8_rank_6(%x: tensor<1x1x4x4x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 6}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2, 2, 2] strides = [1, 1, 1, 1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0, 0, 0] : tensor<1x1x4x4x4x4xf32> -> tensor<1x1x3x3x3x3xf32>, tensor<1x1x3x3x3x3xi64>
  return
}

// -----

// Check order (docs/semantics.md 1.2): pad lengths before the rank ...
func.func @v1_order_pads_before_rank(%x: tensor<1x1x4x4x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected pads_end to have one value per spatial axis (4, the length of kernel), got 2}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2, 2] strides = [1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0] : tensor<1x1x4x4x4x4xf32> -> tensor<?x?x?x?x?x?xf32>
  return
}

// -----

// ... and the rank before the strides/dilations lengths.
func.func @v8_order_rank_before_strides(%x: tensor<1x1x4x4x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 6}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2, 2, 2] strides = [1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0, 0, 0] dilations = [1] : tensor<1x1x4x4x4x4xf32> -> tensor<?x?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xi64>
  return
}

// -----

func.func @v1_kernel_length_vs_rank(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected kernel to have one value per spatial axis of the rank-4 input (2), got 1}}
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_kernel_length_vs_rank(%x: tensor<1x3x8x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected kernel to have one value per spatial axis of the rank-5 input (3), got 2}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8x8xf32> -> tensor<1x3x7x7x7xf32>, tensor<1x3x7x7x7xi64>
  return
}

// -----

func.func @v1_unranked_kernel_4(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected kernel to have 1, 2 or 3 values (one per spatial axis), got 4}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2, 2] strides = [1, 1, 1, 1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0, 0, 0] : tensor<*xf32> -> tensor<*xf32>
  return
}

// -----

func.func @v8_unranked_kernel_4(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected kernel to have 1, 2 or 3 values (one per spatial axis), got 4}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2, 2, 2] strides = [1, 1, 1, 1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0, 0, 0] : tensor<*xf32> -> tensor<*xf32>, tensor<*xi64>
  return
}

// -----

func.func @v1_unranked_kernel_empty(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected kernel to have 1, 2 or 3 values (one per spatial axis), got 0}}
  %0 = ov.max_pool_v1 %x kernel = [] strides = [] pads_begin = [] pads_end = [] : tensor<*xf32> -> tensor<*xf32>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: attribute values
//===----------------------------------------------------------------------===//

// -----

func.func @v1_kernel_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected kernel[1] >= 1, got 0}}
  %0 = ov.max_pool_v1 %x kernel = [2, 0] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_kernel_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected kernel[0] >= 1, got -2}}
  %0, %1 = ov.max_pool_v8 %x kernel = [-2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v1_stride_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected strides[0] >= 1, got 0}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [0, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_stride_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected strides[1] >= 1, got -1}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, -1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v8_dilation_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected dilations[1] >= 1, got 0}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v1_pads_begin_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected pads_begin[0] >= 0, got -1}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [-1, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v1_pads_end_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected pads_end[1] >= 0, got -3}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, -3] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_pads_begin_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected pads_begin[1] >= 0, got -1}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, -1] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v8_pads_end_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected pads_end[0] >= 0, got -2}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [-2, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

// The value checks apply to an unranked input too.
func.func @v1_unranked_stride_zero(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected strides[0] >= 1, got 0}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [0, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<*xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

func.func @v1_ceil_torch(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op rounding_type ceil_torch is not supported by MaxPool-1 and MaxPool-8 (only by MaxPool-14)}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil_torch : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_ceil_torch(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op rounding_type ceil_torch is not supported by MaxPool-1 and MaxPool-8 (only by MaxPool-14)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil_torch : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: batch and channel counts
//===----------------------------------------------------------------------===//

// -----

func.func @v1_batch_zero(%x: tensor<0x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected a non-zero batch size (input dim 0), got 0}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<0x3x8x8xf32> -> tensor<0x3x7x7xf32>
  return
}

// -----

func.func @v1_channels_zero(%x: tensor<1x0x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected a non-zero channel count (input dim 1), got 0}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x0x8x8xf32> -> tensor<1x0x7x7xf32>
  return
}

// -----

func.func @v8_batch_zero(%x: tensor<0x3x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected a non-zero batch size (input dim 0), got 0}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<0x3x8xf32> -> tensor<0x3x7xf32>, tensor<0x3x7xi64>
  return
}

// -----

func.func @v8_channels_zero(%x: tensor<?x0x8x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected a non-zero channel count (input dim 1), got 0}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] : tensor<?x0x8x8x8xf32> -> tensor<?x0x7x7x7xf32>, tensor<?x0x7x7x7xi64>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: the dilated kernel must fit in the padded input
//===----------------------------------------------------------------------===//

// -----

func.func @v1_kernel_too_large_explicit(%x: tensor<1x3x8x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (6 - 1) * 1 + 1 = 6) to fit in the padded input (input + pads_begin + pads_end = 4 + 0 + 1 = 5) at spatial axis 1 (input dim 3)}}
  %0 = ov.max_pool_v1 %x kernel = [2, 6] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 1] : tensor<1x3x8x4xf32> -> tensor<1x3x7x?xf32>
  return
}

// -----

// valid ignores the pads attributes: 4 + 0 + 0 < 5.
func.func @v1_kernel_too_large_valid(%x: tensor<1x3x4x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (5 - 1) * 1 + 1 = 5) to fit in the padded input (input + pads_begin + pads_end = 4 + 0 + 0 = 4) at spatial axis 0 (input dim 2)}}
  %0 = ov.max_pool_v1 %x kernel = [5, 2] strides = [1, 1] pads_begin = [1, 0] pads_end = [1, 0] auto_pad = valid : tensor<1x3x4x8xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

// same_* always pads up to the dilated kernel except on an empty axis:
// D = 0, k = 3, s = 1: P = max(0, (0 - 1) * 1 + 3 - 0) = 2, padded = 2 < 3.
func.func @v1_kernel_too_large_same_upper(%x: tensor<1x3x0x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (3 - 1) * 1 + 1 = 3) to fit in the padded input (input + pads_begin + pads_end = 0 + 1 + 1 = 2) at spatial axis 0 (input dim 2)}}
  %0 = ov.max_pool_v1 %x kernel = [3, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<1x3x0x8xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

// D = 0, k = 4, s = 2: P = max(0, -2 + 4) = 2 -> same_lower pads 1/1.
func.func @v8_kernel_too_large_same_lower(%x: tensor<1x3x8x0xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (4 - 1) * 1 + 1 = 4) to fit in the padded input (input + pads_begin + pads_end = 0 + 1 + 1 = 2) at spatial axis 1 (input dim 3)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 4] strides = [1, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_lower : tensor<1x3x8x0xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return
}

// -----

// The kernel fits undilated (3 <= 6) but not dilated: (3 - 1) * 3 + 1 = 7.
func.func @v8_dilated_kernel_too_large(%x: tensor<1x3x5x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (3 - 1) * 3 + 1 = 7) to fit in the padded input (input + pads_begin + pads_end = 5 + 0 + 1 = 6) at spatial axis 0 (input dim 2)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [1, 0] dilations = [3, 1] : tensor<1x3x5x8xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return
}

// -----

// A dynamic spatial dim is not checked; the static one still is.
func.func @v1_kernel_too_large_static_axis_only(%x: tensor<1x3x?x2xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (3 - 1) * 1 + 1 = 3) to fit in the padded input (input + pads_begin + pads_end = 2 + 0 + 0 = 2) at spatial axis 1 (input dim 3)}}
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x?x2xf32> -> tensor<1x3x?x?xf32>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: int64 overflow in the shape arithmetic
//===----------------------------------------------------------------------===//

// -----

// (2^62 - 1) * 4 + 1 does not fit in int64.
func.func @v8_dilated_kernel_overflow(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op shape arithmetic overflows int64 at spatial axis 0 (input dim 2 = 8, kernel = 4611686018427387904, dilation = 4, stride = 1, pads = 0/0)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [4611686018427387904, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [4, 1] : tensor<1x3x8x8xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return
}

// -----

// 8 + (2^63 - 1) + 1 does not fit in int64.
func.func @v1_padded_input_overflow(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op shape arithmetic overflows int64 at spatial axis 1 (input dim 3 = 8, kernel = 2, dilation = 1, stride = 1, pads = 9223372036854775807/1)}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 9223372036854775807] pads_end = [0, 1] : tensor<1x3x8x8xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

// Ceil rounding with a stride near 2^62.5: the output size (3) fits, but the
// last window starts at 2 * stride, past int64 (found by ov-ir-fuzzer).
func.func @v8_last_window_overflow(%x: tensor<1x1x8xi32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op the last window of spatial axis 0 ((3 - 1) * stride 6402105296169785376 + dilated kernel 2) overflows int64}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2] strides = [6402105296169785376] pads_begin = [0] pads_end = [6402105296169785462] rounding_type = ceil : tensor<1x1x8xi32> -> tensor<1x1x3xi32>, tensor<1x1x3xi64>
  return
}

// -----

// same_upper on a huge axis: (D - 1) * 1 + 3 overflows while resolving the
// pads (valid on the same axis is fine: its pads are 0).
func.func @v1_same_pads_overflow(%x: tensor<1x1x9223372036854775806xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op computing the same_upper pads overflows int64 at spatial axis 0 (input dim 2 = 9223372036854775806, kernel = 3, dilation = 1, stride = 1)}}
  %0 = ov.max_pool_v1 %x kernel = [3] strides = [1] pads_begin = [0] pads_end = [0] auto_pad = same_upper : tensor<1x1x9223372036854775806xf32> -> tensor<?x?x?xf32>
  return
}

// -----

// Stricter than OpenVINO: a type whose static dims overflow int64 bytes (found
// by ov-ir-fuzzer: the lowering failed with "expected offsets to be
// non-negative").
func.func @v8_input_bytes_overflow(%x: tensor<?x3219137691294411948x3219137691294411948x3219001921011527985xi64>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected input to fit in 2^63 - 1 bytes, but its static dims [?, 3219137691294411948, 3219137691294411948, 3219001921011527985] of 'i64' overflow int64}}
  %0, %1 = ov.max_pool_v8 %x kernel = [5, 5] strides = [5, 5] pads_begin = [5, 5] pads_end = [5, 5] : tensor<?x3219137691294411948x3219137691294411948x3219001921011527985xi64> -> tensor<?x?x?x?xi64>, tensor<?x?x?x?xi64>
  return
}

// -----

// A small input whose padded output does not fit (sized at 8 bytes per
// element: MaxPool-8's indices may be i64).
func.func @v1_output_bytes_overflow(%x: tensor<1x1x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected the output to fit in 2^63 - 1 bytes at 8 bytes per element (the widest pooling result, MaxPool-8/14's i64 indices), but its static dims [1, 1, 4611686018427387905, 4611686018427387905] overflow int64}}
  %0 = ov.max_pool_v1 %x kernel = [1, 1] strides = [1, 1] pads_begin = [4611686018427387900, 4611686018427387900] pads_end = [1, 1] : tensor<1x1x4x4xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

// A declared dim that is addressable alone but not with the dims shape
// inference fills in (found by ov-ir-fuzzer: the ABI pass rejected what the
// verifier had accepted).
func.func @v8_refined_result_bytes_overflow(%x: tensor<?x?x8x8xf16>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected result 'output' to fit in 2^63 - 1 bytes, but its static dims [2790534999242515749, ?, 4, 4] of 'f16' overflow int64}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x?x8x8xf16> -> tensor<2790534999242515749x?x?x?xf16>, tensor<?x?x?x?xi64>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool-8: axis and index_element_type
//===----------------------------------------------------------------------===//

// -----

func.func @v8_axis_too_large(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected axis in [-4, 3] for a rank-4 input, got 4}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] axis = 4 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v8_axis_too_small(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected axis in [-4, 3] for a rank-4 input, got -5}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] axis = -5 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

// The axis is checked before every other rule (docs/semantics.md 1.2, item 1).
func.func @v8_axis_checked_first(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected axis in [-3, 2] for a rank-3 input, got 3}}
  %0, %1 = ov.max_pool_v8 %x kernel = [0] strides = [0] pads_begin = [0] pads_end = [0] axis = 3 : tensor<1x3x8xf32> -> tensor<1x3x7xf32>, tensor<1x3x7xi64>
  return
}

// -----

func.func @v8_index_element_type_i16(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected index_element_type to be i32 or i64, got 'i16'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i16 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi32>
  return
}

// -----

func.func @v8_index_element_type_si32(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected index_element_type to be i32 or i64, got 'si32'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = si32 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi32>
  return
}

// -----

// i32 indices must hold every index: the product of the input dims from axis
// on (65536 * 32769 = 2147549184) must be at most 2^31 - 1. axis = -2 is
// axis 2.
func.func @v8_i32_index_range(%x: tensor<1x1x65536x32769xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected the index range (the product of the input dims from axis 2 on = 2147549184) to fit i32 indices (at most 2^31 - 1 = 2147483647)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [1, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = -2 : tensor<1x1x65536x32769xf32> -> tensor<1x1x65536x32769xf32>, tensor<1x1x65536x32769xi32>
  return
}

// -----

// An index range of exactly 2^31 (65536 * 32768) is one too many.
func.func @v8_i32_index_range_2_31(%x: tensor<1x1x65536x32768xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected the index range (the product of the input dims from axis 2 on = 2147483648) to fit i32 indices (at most 2^31 - 1 = 2147483647)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [1, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = 2 : tensor<1x1x65536x32768xf32> -> tensor<1x1x65536x32768xf32>, tensor<1x1x65536x32768xi32>
  return
}

// -----

func.func @v8_index_element_type_mismatch(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected result 'indices' to have element type 'i32' (index_element_type), got 'i64'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

// An absent index_element_type means i64.
func.func @v8_index_element_type_default_mismatch(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected result 'indices' to have element type 'i64' (index_element_type), got 'i32'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi32>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: declared result types
//===----------------------------------------------------------------------===//

// -----

func.func @v1_result_element_type(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected result 'output' to have element type 'f32', got 'f16'}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf16>
  return
}

// -----

func.func @v8_result_element_type(%x: tensor<1x3x8x8xi8>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected result 'output' to have element type 'i8', got 'ui8'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xi8> -> tensor<1x3x7x7xui8>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v1_result_rank(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected result 'output' of rank 4, got rank 3}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<3x7x7xf32>
  return
}

// -----

func.func @v1_unranked_input_result_rank(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op expected result 'output' of rank 5, got rank 4}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] : tensor<*xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

func.func @v8_output_rank(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected result 'output' of rank 3, got rank 4}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x3x8xf32> -> tensor<1x3x7x1xf32>, tensor<1x3x7xi64>
  return
}

// -----

func.func @v8_indices_rank(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op expected result 'indices' of rank 3, got rank 2}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x3x8xf32> -> tensor<1x3x7xf32>, tensor<3x7xi64>
  return
}

// -----

// 8 + 1 + 1 - 3 = 7, 7 / 2 = 3 (floor), + 1 = 4.
func.func @v1_result_dim(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op result 'output' dim 3 is 5, but the input and attributes give 4}}
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<1x3x8x8xf32> -> tensor<1x3x4x5xf32>
  return
}

// -----

// N and C pass through.
func.func @v1_result_channel_dim(%x: tensor<2x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op result 'output' dim 1 is 4, but the input and attributes give 3}}
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<2x3x8x8xf32> -> tensor<2x4x4x4xf32>
  return
}

// -----

// 8 + 1 + 1 - 3 = 7, 7 / 2 = 4 (ceil), + 1 = 5.
func.func @v8_output_dim(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op result 'output' dim 2 is 4, but the input and attributes give 5}}
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x4x?xf32>, tensor<1x3x5x5xi64>
  return
}

// -----

// same_upper, s = 2: ceil(9 / 2) = 5.
func.func @v8_indices_dim(%x: tensor<1x3x9x9xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op result 'indices' dim 3 is 9, but the input and attributes give 5}}
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<1x3x9x9xf32> -> tensor<1x3x5x5xf32>, tensor<1x3x?x9xi64>
  return
}

//===----------------------------------------------------------------------===//
// MaxPool: ODS type constraints and enum parsing
//===----------------------------------------------------------------------===//

// -----

func.func @v1_i1_input(%x: tensor<1x3x8x8xi1>) {
  // expected-error @+1 {{'ov.max_pool_v1' op operand #0 must be tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float or 8-bit integer or 16-bit integer or 32-bit integer or 64-bit integer values, but got 'tensor<1x3x8x8xi1>'}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xi1> -> tensor<1x3x7x7xi1>
  return
}

// -----

func.func @v8_f8_input(%x: tensor<1x3x8x8xf8E4M3FN>) {
  // expected-error @+1 {{'ov.max_pool_v8' op operand #0 must be tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float or 8-bit integer or 16-bit integer or 32-bit integer or 64-bit integer values, but got 'tensor<1x3x8x8xf8E4M3FN>'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf8E4M3FN> -> tensor<1x3x7x7xf8E4M3FN>, tensor<1x3x7x7xi64>
  return
}

// -----

// The custom syntax only takes tensor types.
func.func @v1_vector_input(%x: vector<1x3x8x8xf32>) {
  // expected-error @+1 {{custom op 'ov.max_pool_v1' invalid kind of type specified}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : vector<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

// In the generic form a non-tensor operand reaches the ODS type constraint.
func.func @v1_vector_input_generic(%x: vector<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op operand #0 must be tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float or 8-bit integer or 16-bit integer or 32-bit integer or 64-bit integer values, but got 'vector<1x3x8x8xf32>'}}
  %0 = "ov.max_pool_v1"(%x) <{kernel = array<i64: 2, 2>, strides = array<i64: 1, 1>, pads_begin = array<i64: 0, 0>, pads_end = array<i64: 0, 0>}> : (vector<1x3x8x8xf32>) -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v8_i16_indices_result(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op result #1 must be tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1x3x7x7xi16>'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi16>
  return
}

// -----

func.func @v8_ui32_indices_result(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op result #1 must be tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1x3x7x7xui32>'}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xui32>
  return
}

// -----

func.func @v1_unknown_auto_pad(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expected ::mlir::ov::AutoPad to be one of: explicit, same_upper, same_lower, valid}}
  // expected-error @+1 {{failed to parse OV_AutoPadAttr parameter 'value' which is to be a `::mlir::ov::AutoPad`}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

// The spec's NOTSET is not a spelling of explicit in this dialect.
func.func @v8_unknown_auto_pad(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expected ::mlir::ov::AutoPad to be one of: explicit, same_upper, same_lower, valid}}
  // expected-error @+1 {{failed to parse OV_AutoPadAttr parameter 'value' which is to be a `::mlir::ov::AutoPad`}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = notset : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v1_unknown_rounding_type(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expected ::mlir::ov::RoundingType to be one of: floor, ceil, ceil_torch}}
  // expected-error @+1 {{failed to parse OV_RoundingTypeAttr parameter 'value' which is to be a `::mlir::ov::RoundingType`}}
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = round : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

//===----------------------------------------------------------------------===//
// ROIAlign-3
//===----------------------------------------------------------------------===//

// -----

func.func @roi_rois_element_type(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf16>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected rois to have the element type of data ('f32'), got 'f16'}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf16>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_data_rank(%d: tensor<4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected data of rank 4 ([N, C, H, W]), got rank 3}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_rois_rank(%d: tensor<2x4x8x8xf32>, %r: tensor<1x3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected rois of rank 2 ([R, 4]), got rank 3}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<1x3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_batch_indices_rank(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3x1xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected batch_indices of rank 1 ([R]), got rank 2}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3x1xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_rois_dim1(%d: tensor<2x4x8x8xf32>, %r: tensor<3x5xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected rois dim 1 to be 4 ([x1, y1, x2, y2]), got 5}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x5xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_rois_vs_batch_indices(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected rois dim 0 (3) to equal batch_indices dim 0 (2)}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<2xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_pooled_h(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected pooled_h >= 1, got 0}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 0 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x0x2xf32>
  return
}

// -----

func.func @roi_pooled_w(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected pooled_w >= 1, got -1}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = -1 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x?xf32>
  return
}

// -----

func.func @roi_sampling_ratio(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected sampling_ratio >= 0 (0: adaptive), got -1}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = -1 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_sampling_ratio_huge(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected sampling_ratio <= 4096 (samples per bin axis), got 9223372036854775807}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 9223372036854775807 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_sampling_ratio_4097(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected sampling_ratio <= 4096 (samples per bin axis), got 4097}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 4097 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_spatial_scale_zero(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected spatial_scale to be finite and > 0, got 0.000000e+00}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_spatial_scale_negative(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected spatial_scale to be finite and > 0, got -6.250000e-02}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = -0.0625 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_spatial_scale_inf(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected spatial_scale to be finite and > 0, got INF}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0x7F800000 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_spatial_scale_nan(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected spatial_scale to be finite and > 0, got nan}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0x7FC00000 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_result_element_type(%d: tensor<2x4x8x8xbf16>, %r: tensor<3x4xbf16>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected result 'output' to have element type 'bf16', got 'f32'}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xbf16>, tensor<3x4xbf16>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_result_rank(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected result 'output' of rank 4, got rank 3}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x4xf32>
  return
}

// -----

// R comes from batch_indices when rois dim 0 is dynamic.
func.func @roi_result_dim_r(%d: tensor<2x4x8x8xf32>, %r: tensor<?x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op result 'output' dim 0 is 2, but the input and attributes give 3}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<?x4xf32>, tensor<3xi32> -> tensor<2x4x2x2xf32>
  return
}

// -----

func.func @roi_result_dim_pooled_w(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op result 'output' dim 3 is 2, but the input and attributes give 7}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 6 pooled_w = 7 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x6x2xf32>
  return
}

// -----

func.func @roi_f32_batch_indices(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xf32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op operand #2 must be tensor of 8-bit integer or 16-bit integer or 32-bit integer or 64-bit integer values, but got 'tensor<3xf32>'}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xf32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_i1_batch_indices(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi1>) {
  // expected-error @+1 {{'ov.roi_align_v3' op operand #2 must be tensor of 8-bit integer or 16-bit integer or 32-bit integer or 64-bit integer values, but got 'tensor<3xi1>'}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi1> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_integer_data(%d: tensor<2x4x8x8xi32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op operand #0 must be tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<2x4x8x8xi32>'}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xi32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xi32>
  return
}

// -----

func.func @roi_unknown_mode(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+2 {{expected ::mlir::ov::ROIAlignMode to be one of: avg, max}}
  // expected-error @+1 {{failed to parse OV_ROIAlignModeAttr parameter 'value' which is to be a `::mlir::ov::ROIAlignMode`}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = mean : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @roi_data_bytes_overflow(%d: tensor<2x4611686018427387904x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected data to fit in 2^63 - 1 bytes, but its static dims [2, 4611686018427387904, 8, 8] of 'f32' overflow int64}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4611686018427387904x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<?x?x?x?xf32>
  return
}

// -----

func.func @roi_output_bytes_overflow(%d: tensor<2x4x8x8xf64>, %r: tensor<?x4xf64>, %i: tensor<?xi32>) {
  // expected-error @+1 {{'ov.roi_align_v3' op expected the output to fit in 2^63 - 1 bytes, but its static dims [?, 4, 4611686018427387904, 1] of 'f64' overflow int64}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 4611686018427387904 pooled_w = 1 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf64>, tensor<?x4xf64>, tensor<?xi32> -> tensor<?x?x?x?xf64>
  return
}
