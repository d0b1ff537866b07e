// RUN: ov-opt %s -split-input-file -verify-diagnostics

// ROIPooling-2's verifier (docs/semantics.md 9.2): the ROI base's rules
// (ROIOpInterface's `let verify`) with its box layout, then the family's
// own (ROIPoolingOpInterface's: a normal scale, the method); one case per
// rule.

func.func @element_types(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf16>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected rois to have the element type of data ('f32'), got 'f16'}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<1x1x4x4xf32>, tensor<1x5xf16> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @data_rank(%d: tensor<1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected data of rank 4 ([N, C, H, W]), got rank 3}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @rois_rank(%d: tensor<1x1x4x4xf32>, %r: tensor<5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected rois of rank 2 ([R, 5]), got rank 1}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<1x1x4x4xf32>, tensor<5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

// Four coordinates without the batch index are ROIAlign's boxes.
func.func @four_coordinates(%d: tensor<1x1x4x4xf32>, %r: tensor<1x4xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected rois dim 1 to be 5 ([batch, x1, y1, x2, y2]), got 4}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<1x1x4x4xf32>, tensor<1x4xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @pooled_h(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected pooled_h >= 1, got 0}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 0 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<1x1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x0x1xf32>
  return
}

// -----

func.func @pooled_w(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected pooled_w >= 1, got -2}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = -2 spatial_scale = 1.0 method = "max" : tensor<1x1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x?xf32>
  return
}

// -----

func.func @zero_scale(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected spatial_scale to be finite and > 0, got 0.000000e+00}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 0.0 method = "max" : tensor<1x1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

// OpenVINO refuses a subnormal scale too (std::isnormal).
func.func @subnormal_scale(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected spatial_scale to be a normal number > 0, got 9.999946e-41}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0e-40 method = "max" : tensor<1x1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @negative_scale(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected spatial_scale to be finite and > 0, got -5.000000e-01}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = -0.5 method = "bilinear" : tensor<1x1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

// The ROI base refuses an empty map (stricter than OpenVINO, whose
// ROIPooling gives 0 there).
func.func @empty_map(%d: tensor<1x1x0x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected a non-empty feature map, got data dim 2 = 0}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "max" : tensor<1x1x0x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @method(%d: tensor<1x1x4x4xf32>, %r: tensor<1x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op expected method to be "max" or "bilinear", got "avg"}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "avg" : tensor<1x1x4x4xf32>, tensor<1x5xf32> -> tensor<1x1x1x1xf32>
  return
}

// -----

func.func @result_shape(%d: tensor<1x3x4x4xf32>, %r: tensor<2x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 2 spatial_scale = 1.0 method = "max" : tensor<1x3x4x4xf32>, tensor<2x5xf32> -> tensor<2x3x2x3xf32>
  return
}

// -----

func.func @result_element(%d: tensor<1x3x4x4xf32>, %r: tensor<2x5xf32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 2 spatial_scale = 1.0 method = "max" : tensor<1x3x4x4xf32>, tensor<2x5xf32> -> tensor<2x3x2x2xf16>
  return
}

// -----

func.func @integer_data(%d: tensor<1x3x4x4xi32>, %r: tensor<2x5xi32>) {
  // expected-error @+1 {{'ov.roi_pooling_v2' op operand #0 must be}}
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 2 spatial_scale = 1.0 method = "max" : tensor<1x3x4x4xi32>, tensor<2x5xi32> -> tensor<2x3x2x2xi32>
  return
}
