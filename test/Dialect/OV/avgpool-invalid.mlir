// RUN: ov-opt %s -split-input-file -verify-diagnostics

// AvgPool-1 and -14 share the family verifier (AvgPoolOpInterface's
// `let verify`): the pooling rules of docs/semantics.md 1.2 with dilations
// of one, ceil_torch for v14 only, and exclude_pad's rule (7.2). One case
// per rule.

func.func @pads_begin_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected pads_begin to have one value per spatial axis (2, the length of kernel), got 3}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @pads_end_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v14' op expected pads_end to have one value per spatial axis (2, the length of kernel), got 1}}
  %0 = ov.avg_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @rank_2(%x: tensor<3x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 2}}
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<3x8xf32> -> tensor<3x7xf32>
  return
}

// -----

func.func @strides_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected strides to have one value per spatial axis (2, the length of kernel), got 1}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @kernel_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected kernel to have one value per spatial axis of the rank-4 input (2), got 1}}
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @kernel_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected kernel[1] >= 1, got 0}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 0] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x9xf32>
  return
}

// -----

func.func @stride_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected strides[0] >= 1, got 0}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [0, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @negative_pad(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected pads_end[1] >= 0, got -1}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, -1] : tensor<1x3x8x8xf32> -> tensor<1x3x7x6xf32>
  return
}

// -----

func.func @ceil_torch_v1(%x: tensor<1x1x5xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op rounding_type ceil_torch is not supported by AvgPool-1 (only by AvgPool-14 and AvgPool-16)}}
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
  return
}

// -----

func.func @zero_batch(%x: tensor<0x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected a non-zero batch size (input dim 0), got 0}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<0x3x8x8xf32> -> tensor<0x3x7x7xf32>
  return
}

// -----

func.func @zero_channels(%x: tensor<1x0x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v14' op expected a non-zero channel count (input dim 1), got 0}}
  %0 = ov.avg_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x0x8x8xf32> -> tensor<1x0x7x7xf32>
  return
}

// -----

func.func @kernel_too_large(%x: tensor<1x3x8x4xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (6 - 1) * 1 + 1 = 6) to fit in the padded input (input + pads_begin + pads_end = 4 + 0 + 1 = 5) at spatial axis 1 (input dim 3)}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 6] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 1] : tensor<1x3x8x4xf32> -> tensor<1x3x7x1xf32>
  return
}

// -----

// With exclude_pad a window may not lie entirely in the padding: OpenVINO
// requires kernel > pads on every axis.
func.func @exclude_pad_pad_begin(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected kernel[0] (2) to be larger than pads_begin[0] (2) and pads_end[0] (0) with exclude_pad: a window would lie entirely in the padding}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [2, 0] pads_end = [0, 0] exclude_pad = true : tensor<1x3x8x8xf32> -> tensor<1x3x9x7xf32>
  return
}

// -----

func.func @exclude_pad_pad_end(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v14' op expected kernel[1] (2) to be larger than pads_begin[1] (0) and pads_end[1] (3) with exclude_pad: a window would lie entirely in the padding}}
  %0 = ov.avg_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 3] exclude_pad = true : tensor<1x3x8x8xf32> -> tensor<1x3x7x10xf32>
  return
}

// -----

// The same pads are fine when padding counts (exclude_pad = false).
func.func @include_pad_large_pads(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x9x7xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [2, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x9x7xf32>
  return %0 : tensor<1x3x9x7xf32>
}

// -----

func.func @result_dim(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op result 'output' dim 3 is 6, but the input and attributes give 7}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x6xf32>
  return
}

// -----

func.func @result_element_type(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected result 'output' to have element type 'f32', got 'f16'}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf16>
  return
}

// -----

func.func @boolean_input(%x: tensor<1x3x8x8xi1>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op operand #0 must be tensor of}}
  %0 = ov.avg_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xi1> -> tensor<1x3x7x7xi1>
  return
}

// -----

// An output too large to address: the message says how elements were sized
// (8 bytes, the widest pooling result), never a type AvgPool does not have.
func.func @v1_output_bytes_overflow(%x: tensor<1x1x4x4xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected the output to fit in 2^63 - 1 bytes at 8 bytes per element (the widest pooling result, MaxPool-8/14's i64 indices), but its static dims [1, 1, 4611686018427387905, 4611686018427387905] overflow int64}}
  %0 = ov.avg_pool_v1 %x kernel = [1, 1] strides = [1, 1] pads_begin = [4611686018427387900, 4611686018427387900] pads_end = [1, 1] : tensor<1x1x4x4xf32> -> tensor<?x?x?x?xf32>
  return
}

// -----

func.func @v14_output_bytes_overflow(%x: tensor<1x1x4x4xf16>) {
  // expected-error @+1 {{'ov.avg_pool_v14' op expected the output to fit in 2^63 - 1 bytes at 8 bytes per element (the widest pooling result, MaxPool-8/14's i64 indices), but its static dims [1, 1, 4611686018427387905, 4611686018427387905] overflow int64}}
  %0 = ov.avg_pool_v14 %x kernel = [1, 1] strides = [1, 1] pads_begin = [4611686018427387900, 4611686018427387900] pads_end = [1, 1] : tensor<1x1x4x4xf16> -> tensor<?x?x?x?xf16>
  return
}

// -----

// The kernel's size is the divisor when padding counts (docs/semantics.md
// 7.3), a 64-bit integer in every lowering: 2^40 x 2^40 taps is refused
// rather than divided by a saturated 2^63 - 1 (issue 42, class 4).
func.func @v1_kernel_taps_overflow(%x: tensor<1x1x1x1xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v1' op expected a kernel of at most 2^63 - 1 taps (its size is AvgPool's divisor, a 64-bit integer), got 1099511627776x1099511627776}}
  %0 = ov.avg_pool_v1 %x kernel = [1099511627776, 1099511627776] strides = [1, 1] pads_begin = [1099511627775, 1099511627775] pads_end = [0, 0] : tensor<1x1x1x1xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

// The first kernel past the bound: 3037000500^2 > 2^63 - 1 >= 3037000499^2.
func.func @v14_kernel_taps_overflow(%x: tensor<1x1x1x1xf64>) {
  // expected-error @+1 {{'ov.avg_pool_v14' op expected a kernel of at most 2^63 - 1 taps (its size is AvgPool's divisor, a 64-bit integer), got 3037000500x3037000500}}
  %0 = ov.avg_pool_v14 %x kernel = [3037000500, 3037000500] strides = [1, 1] pads_begin = [3037000499, 3037000499] pads_end = [0, 0] : tensor<1x1x1x1xf64> -> tensor<1x1x1x1xf64>
  return
}

// -----

func.func @v14_kernel_taps_at_the_bound(%x: tensor<1x1x1x1xf64>) {
  %0 = ov.avg_pool_v14 %x kernel = [3037000499, 3037000499] strides = [1, 1] pads_begin = [3037000498, 3037000498] pads_end = [0, 0] : tensor<1x1x1x1xf64> -> tensor<1x1x1x1xf64>
  return
}

// -----

// AvgPool-16's dilations (docs/semantics.md 7.4): one per spatial axis, each
// at least 1, the dilated kernel (k - 1) * d + 1 inside the padded input and,
// with exclude_pad, larger than the pads (OpenVINO's messages checked with
// OpenVINO 2026.4.1).
func.func @v16_dilations_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v16' op expected dilations to have one value per spatial axis (2, the length of kernel), got 3}}
  %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 1, 1] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v16_dilation_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v16' op expected dilations[1] >= 1, got 0}}
  %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return
}

// -----

func.func @v16_dilation_negative(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v16' op expected dilations[0] >= 1, got -2}}
  %0 = ov.avg_pool_v16 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] dilations = [-2] : tensor<1x3x8xf32> -> tensor<1x3x7xf32>
  return
}

// -----

// k = 3, d = 3: the dilated kernel spans 7 > 4 + 1 + 1.
func.func @v16_dilated_kernel_too_large(%x: tensor<1x3x8x4xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v16' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (3 - 1) * 3 + 1 = 7) to fit in the padded input (input + pads_begin + pads_end = 4 + 1 + 1 = 6) at spatial axis 1 (input dim 3)}}
  %0 = ov.avg_pool_v16 %x kernel = [2, 3] strides = [1, 1] pads_begin = [0, 1] pads_end = [0, 1] dilations = [1, 3] : tensor<1x3x8x4xf32> -> tensor<1x3x7x1xf32>
  return
}

// -----

// With exclude_pad the dilated kernel must be larger than the pads: k = 2,
// d = 2 spans 3, not larger than pads_begin 3 (2 would be).
func.func @v16_exclude_pad_dilated(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v16' op expected the dilated kernel of axis 0 ((2 - 1) * 2 + 1 = 3) to be larger than pads_begin[0] (3) and pads_end[0] (0) with exclude_pad: a window would lie entirely in the padding}}
  %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1] pads_begin = [3, 0] pads_end = [0, 0] dilations = [2, 1] exclude_pad = true : tensor<1x3x8x8xf32> -> tensor<1x3x9x7xf32>
  return
}

// -----

// The pads AvgPool-14 would refuse with the same kernel (kernel 2 <= pad 2)
// are fine once dilated: 3 > 2.
func.func @v16_exclude_pad_within_dilated_kernel(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x8x7xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1] pads_begin = [2, 0] pads_end = [0, 0] dilations = [2, 1] exclude_pad = true : tensor<1x3x8x8xf32> -> tensor<1x3x8x7xf32>
  return %0 : tensor<1x3x8x7xf32>
}

// -----

// D = 5, k = 2, d = 2: 3 outputs, not AvgPool-14's 4.
func.func @v16_result_dim_dilated(%x: tensor<1x1x5x5xf32>) {
  // expected-error @+1 {{'ov.avg_pool_v16' op result 'output' dim 2 is 4, but the input and attributes give 3}}
  %0 = ov.avg_pool_v16 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] : tensor<1x1x5x5xf32> -> tensor<1x1x4x4xf32>
  return
}
