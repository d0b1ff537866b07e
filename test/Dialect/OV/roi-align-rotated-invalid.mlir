// RUN: ov-opt %s -split-input-file -verify-diagnostics

// ROIAlignRotated-15's verifier (ROIAlignRotatedOpInterface's `let verify`,
// docs/semantics.md 8.2): one case per rule.

func.func @element_types(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf16>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected rois to have the element type of data ('f32'), got 'f16'}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x5xf16>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @data_rank(%d: tensor<1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected data of rank 4 ([N, C, H, W]), got rank 3}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @rois_rank(%d: tensor<1x1x4x4xf32>, %r: tensor<5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected rois of rank 2 ([R, 5]), got rank 1}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @indices_rank(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1x1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected batch_indices of rank 1 ([R]), got rank 2}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1x1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

// Four coordinates are ROIAlign's boxes, not rotated ones.
func.func @four_coordinates(%d: tensor<1x1x4x4xf32>, %r: tensor<1x4xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected rois dim 1 to be 5 ([x_ctr, y_ctr, width, height, angle]), got 4}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x4xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @roi_counts(%d: tensor<1x1x4x4xf32>, %r: tensor<2x5xf32>, %i: tensor<3xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected rois dim 0 (2) to equal batch_indices dim 0 (3)}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<2x5xf32>, tensor<3xi32> -> tensor<2x1x1x1xf32>
  return
}

// -----

func.func @pooled_h(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected pooled_h >= 1, got 0}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 0 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x0x1xf32>
  return
}

// -----

func.func @pooled_w(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected pooled_w >= 1, got -2}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = -2 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x?xf32>
  return
}

// -----

func.func @negative_ratio(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected sampling_ratio >= 0 (0: adaptive), got -1}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = -1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @huge_ratio(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected sampling_ratio <= 4096 (samples per bin axis), got 4097}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 4097 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @zero_scale(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected spatial_scale to be finite and > 0, got 0.000000e+00}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 0.0 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @infinite_scale(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected spatial_scale to be finite and > 0, got INF}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 0x7F800000 : tensor<1x1x4x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @empty_map(%d: tensor<1x1x0x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected a non-empty feature map, got data dim 2 = 0}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x0x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @huge_data(%d: tensor<1x1x4611686018427387904x4xf32>, %r: tensor<1x5xf32>, %i: tensor<1xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected data to fit in 2^63 - 1 bytes}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4611686018427387904x4xf32>, tensor<1x5xf32>, tensor<1xi32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @huge_output(%d: tensor<1x1x4x4xf32>, %r: tensor<?x5xf32>, %i: tensor<?xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected the output to fit in 2^63 - 1 bytes}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 4294967296 pooled_w = 4294967296 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x1x4x4xf32>, tensor<?x5xf32>, tensor<?xi32> -> tensor<?x1x4294967296x4294967296xf32>
  return
}

// -----

func.func @result_dim(%d: tensor<1x3x4x4xf32>, %r: tensor<2x5xf32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op result 'output' dim 3 is 3, but the input and attributes give 2}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x3x4x4xf32>, tensor<2x5xf32>, tensor<2xi32> -> tensor<2x3x2x3xf32>
  return
}

// -----

func.func @result_element(%d: tensor<1x3x4x4xf32>, %r: tensor<2x5xf32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op expected result 'output' to have element type 'f32', got 'f16'}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x3x4x4xf32>, tensor<2x5xf32>, tensor<2xi32> -> tensor<2x3x2x2xf16>
  return
}

// -----

func.func @integer_data(%d: tensor<1x3x4x4xi32>, %r: tensor<2x5xi32>, %i: tensor<2xi32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op operand #0 must be tensor of}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x3x4x4xi32>, tensor<2x5xi32>, tensor<2xi32> -> tensor<2x3x2x2xi32>
  return
}

// -----

func.func @float_indices(%d: tensor<1x3x4x4xf32>, %r: tensor<2x5xf32>, %i: tensor<2xf32>) {
  // expected-error @+1 {{'ov.roi_align_rotated_v15' op operand #2 must be tensor of}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 : tensor<1x3x4x4xf32>, tensor<2x5xf32>, tensor<2xf32> -> tensor<2x3x2x2xf32>
  return
}
