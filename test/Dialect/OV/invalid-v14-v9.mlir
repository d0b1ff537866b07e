// RUN: ov-opt %s -split-input-file -verify-diagnostics

// ov.max_pool_v14 and ov.roi_align_v9 share their family's verifier with
// MaxPool-8 and ROIAlign-3 (invalid.mlir has every rule for those): one case
// per rule family here, plus every rule that is specific to the new versions.

//===----------------------------------------------------------------------===//
// MaxPool-14
//===----------------------------------------------------------------------===//

func.func @v14_pads_begin_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected pads_begin to have one value per spatial axis (2, the length of kernel), got 3}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_dilations_length(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected dilations to have one value per spatial axis (2, the length of kernel), got 1}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_rank_6(%x: tensor<1x1x4x4x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected an input of rank 3, 4 or 5 ([N, C, spatial...]), got rank 6}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2, 2, 2] strides = [1, 1, 1, 1] pads_begin = [0, 0, 0, 0] pads_end = [0, 0, 0, 0] : tensor<1x1x4x4x4x4xf32> -> tensor<1x1x3x3x3x3xf32>, tensor<1x1x3x3x3x3xi64>
  return
}

// -----

func.func @v14_stride_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected strides[0] >= 1, got 0}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [0, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_dilation_zero(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected dilations[1] >= 1, got 0}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 0] rounding_type = ceil_torch : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_pads_end_negative(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected pads_end[0] >= 0, got -1}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [-1, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_batch_zero(%x: tensor<0x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected a non-zero batch size (input dim 0), got 0}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<0x3x8x8xf32> -> tensor<0x3x7x7xf32>, tensor<0x3x7x7xi64>
  return
}

// -----

// The dilated kernel must fit in the padded input under ceil_torch too.
func.func @v14_dilated_kernel_too_large_ceil_torch(%x: tensor<1x3x5x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected the dilated kernel ((kernel - 1) * dilation + 1 = (3 - 1) * 3 + 1 = 7) to fit in the padded input (input + pads_begin + pads_end = 5 + 0 + 1 = 6) at spatial axis 0 (input dim 2)}}
  %0, %1 = ov.max_pool_v14 %x kernel = [3, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [1, 0] dilations = [3, 1] rounding_type = ceil_torch : tensor<1x3x5x8xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return
}

// -----

func.func @v14_axis_too_large(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected axis in [-4, 3] for a rank-4 input, got 4}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] axis = 4 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_axis_too_small(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected axis in [-3, 2] for a rank-3 input, got -4}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] rounding_type = ceil_torch axis = -4 : tensor<1x3x8xf32> -> tensor<1x3x7xf32>, tensor<1x3x7xi64>
  return
}

// -----

func.func @v14_index_element_type_i16(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected index_element_type to be i32 or i64, got 'i16'}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i16 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_index_element_type_mismatch(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected result 'indices' to have element type 'i32' (index_element_type), got 'i64'}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_index_element_type_default_mismatch(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected result 'indices' to have element type 'i64' (index_element_type), got 'i32'}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi32>
  return
}

// -----

func.func @v14_i32_index_range(%x: tensor<1x1x65536x32768xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected the index range (the product of the input dims from axis 2 on = 2147483648) to fit i32 indices (at most 2^31 - 1 = 2147483647)}}
  %0, %1 = ov.max_pool_v14 %x kernel = [1, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = 2 : tensor<1x1x65536x32768xf32> -> tensor<1x1x65536x32768xf32>, tensor<1x1x65536x32768xi32>
  return
}

// -----

func.func @v14_i16_indices_result(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op result #1 must be tensor of 32-bit signless integer or 64-bit signless integer values, but got 'tensor<1x3x7x7xi16>'}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi16>
  return
}

// -----

func.func @v14_result_element_type(%x: tensor<1x3x8x8xi8>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected result 'output' to have element type 'i8', got 'ui8'}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xi8> -> tensor<1x3x7x7xui8>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_result_rank(%x: tensor<1x3x8xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected result 'indices' of rank 3, got rank 2}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x3x8xf32> -> tensor<1x3x7xf32>, tensor<1x3xi64>
  return
}

// -----

// SEMANTICS 1.4: D=5, pads 1/1, k=2, s=2 gives 4 under ceil but 3 under
// ceil_torch (the 4th window would start at padded index 6, past the data).
func.func @v14_ceil_torch_output_dim(%x: tensor<1x1x5xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op result 'output' dim 2 is 4, but the input and attributes give 3}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
  return
}

// -----

func.func @v14_ceil_torch_indices_dim(%x: tensor<1x1x5xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op result 'indices' dim 2 is 4, but the input and attributes give 3}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x4xi64>
  return
}

// -----

// The same attributes with ceil give 4: ceil_torch is not ceil.
func.func @v14_ceil_output_dim(%x: tensor<1x1x5xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op result 'output' dim 2 is 3, but the input and attributes give 4}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil : tensor<1x1x5xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return
}

// -----

// ceil_torch is rejected by v1 and v8 even where it would give the same size
// as ceil (invalid.mlir has the rank-4 cases).
func.func @v1_ceil_torch_same_as_ceil(%x: tensor<1x1x5xf32>) {
  // expected-error @+1 {{'ov.max_pool_v1' op rounding_type ceil_torch is not supported by MaxPool-1 and MaxPool-8 (only by MaxPool-14)}}
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] rounding_type = ceil_torch : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
  return
}

// -----

func.func @v8_ceil_torch_unranked(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ov.max_pool_v8' op rounding_type ceil_torch is not supported by MaxPool-1 and MaxPool-8 (only by MaxPool-14)}}
  %0, %1 = ov.max_pool_v8 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil_torch : tensor<*xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi64>
  return
}

// -----

func.func @v14_unknown_rounding_type(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expected ::mlir::ov::RoundingType to be one of: floor, ceil, ceil_torch}}
  // expected-error @+1 {{failed to parse OV_RoundingTypeAttr parameter 'value' which is to be a `::mlir::ov::RoundingType`}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = torch : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

func.func @v14_unknown_auto_pad(%x: tensor<1x3x8x8xf32>) {
  // expected-error @+2 {{expected ::mlir::ov::AutoPad to be one of: explicit, same_upper, same_lower, valid}}
  // expected-error @+1 {{failed to parse OV_AutoPadAttr parameter 'value' which is to be a `::mlir::ov::AutoPad`}}
  %0, %1 = ov.max_pool_v14 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = notset : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

//===----------------------------------------------------------------------===//
// ROIAlign-9
//===----------------------------------------------------------------------===//

// -----

func.func @v9_unknown_aligned_mode(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+2 {{expected ::mlir::ov::AlignedMode to be one of: asymmetric, half_pixel_for_nn, half_pixel}}
  // expected-error @+1 {{failed to parse OV_AlignedModeAttr parameter 'value' which is to be a `::mlir::ov::AlignedMode`}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = output_half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

// aligned_mode is ROIAlign-9's: ROIAlign-3 has no such attribute.
func.func @v3_aligned_mode(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{expected ':'}}
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_rois_element_type(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf16>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected rois to have the element type of data ('f32'), got 'f16'}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf16>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_data_rank(%d: tensor<4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected data of rank 4 ([N, C, H, W]), got rank 3}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_rois_dim1(%d: tensor<2x4x8x8xf32>, %r: tensor<3x5xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected rois dim 1 to be 4 ([x1, y1, x2, y2]), got 5}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel_for_nn : tensor<2x4x8x8xf32>, tensor<3x5xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_rois_vs_batch_indices(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected rois dim 0 (3) to equal batch_indices dim 0 (2)}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<2xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_pooled_h(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected pooled_h >= 1, got 0}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 0 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x0x2xf32>
  return
}

// -----

func.func @v9_pooled_w(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected pooled_w >= 1, got -3}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = -3 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x?xf32>
  return
}

// -----

func.func @v9_sampling_ratio_negative(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected sampling_ratio >= 0 (0: adaptive), got -1}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = -1 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_sampling_ratio_4097(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected sampling_ratio <= 4096 (samples per bin axis), got 4097}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 4097 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel_for_nn : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_spatial_scale_zero(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected spatial_scale to be finite and > 0, got 0.000000e+00}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_result_element_type(%d: tensor<2x4x8x8xbf16>, %r: tensor<3x4xbf16>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op expected result 'output' to have element type 'bf16', got 'f32'}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xbf16>, tensor<3x4xbf16>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_result_dim_r(%d: tensor<2x4x8x8xf32>, %r: tensor<?x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op result 'output' dim 0 is 2, but the input and attributes give 3}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<?x4xf32>, tensor<3xi32> -> tensor<2x4x2x2xf32>
  return
}

// -----

func.func @v9_result_dim_pooled_h(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op result 'output' dim 2 is 3, but the input and attributes give 2}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x3x2xf32>
  return
}

// -----

func.func @v9_integer_data(%d: tensor<2x4x8x8xi32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_v9' op operand #0 must be tensor of 16-bit float or bfloat16 type or 32-bit float or 64-bit float values, but got 'tensor<2x4x8x8xi32>'}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x4x8x8xi32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

func.func @v9_unknown_mode(%d: tensor<2x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) {
  // expected-error @+2 {{expected ::mlir::ov::ROIAlignMode to be one of: avg, max}}
  // expected-error @+1 {{failed to parse OV_ROIAlignModeAttr parameter 'value' which is to be a `::mlir::ov::ROIAlignMode`}}
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = half_pixel aligned_mode = half_pixel : tensor<2x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return
}

// -----

// An output too large to address, sized at 8 bytes per element (i64
// indices may be asked for); the message says so.
func.func @v14_output_bytes_overflow(%x: tensor<1x1x4x4xf32>) {
  // expected-error @+1 {{'ov.max_pool_v14' op expected the output to fit in 2^63 - 1 bytes at 8 bytes per element (the widest pooling result, MaxPool-8/14's i64 indices), but its static dims [1, 1, 4611686018427387905, 4611686018427387905] overflow int64}}
  %0, %1 = ov.max_pool_v14 %x kernel = [1, 1] strides = [1, 1] pads_begin = [4611686018427387900, 4611686018427387900] pads_end = [1, 1] : tensor<1x1x4x4xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return
}
