// RUN: ov-opt %s -split-input-file '--ov-to-gpu=loop-pass-limit=100' -verify-diagnostics

// What loop-pass-limit cannot split into 64 launches is refused, one line
// at the op: a pooling window, a fixed ROIAlign sampling ratio's samples.

func.func @avg(%x: tensor<1x1x100x100xf32>) -> tensor<1x1x1x1xf32> {
  // expected-error @+1 {{'ov.avg_pool_v14': a window of 10000 taps (more than 64 launches of 98) exceeds the target's limit of 100 loop passes per GPU thread}}
  %0 = ov.avg_pool_v14 %x kernel = [100, 100] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] exclude_pad = true : tensor<1x1x100x100xf32> -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

func.func @max(%x: tensor<1x1x100x100xf32>) -> tensor<1x1x1x1xf32> {
  // expected-error @+1 {{'ov.max_pool_v1': a window of 10000 taps (more than 64 launches of 98) exceeds the target's limit of 100 loop passes per GPU thread}}
  %0 = ov.max_pool_v1 %x kernel = [100, 100] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x1x100x100xf32> -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}

// -----

func.func @roi(%data: tensor<1x4x20x20xf32>, %rois: tensor<2x4xf32>, %batch: tensor<2xi32>) -> tensor<2x4x1x1xf32> {
  // expected-error @+1 {{'ov.roi_align_v3': sampling_ratio 80 (6400 samples per bin, 1 bin(s) per thread, more than 64 launches of 96) exceeds the target's limit of 100 loop passes per GPU thread}}
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 1 pooled_w = 1
         sampling_ratio = 80 spatial_scale = 1.0 mode = avg
         : tensor<1x4x20x20xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x4x1x1xf32>
  return %0 : tensor<2x4x1x1xf32>
}

// -----

func.func @rotated(%d: tensor<1x4x20x20xf32>, %r: tensor<2x5xf32>, %i: tensor<2xi32>) -> tensor<2x4x1x1xf32> {
  // expected-error @+1 {{'ov.roi_align_rotated_v15': sampling_ratio 80 (6400 samples per bin, more than 64 launches of 98) exceeds the target's limit of 100 loop passes per GPU thread}}
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 80 spatial_scale = 1.0
      : tensor<1x4x20x20xf32>, tensor<2x5xf32>, tensor<2xi32> -> tensor<2x4x1x1xf32>
  return %0 : tensor<2x4x1x1xf32>
}

// -----

// Split (sampling_ratio 70: 4900 samples, 52 launches of 96): no error.
func.func @roi_ok(%data: tensor<1x4x20x20xf32>, %rois: tensor<2x4xf32>, %batch: tensor<2xi32>) -> tensor<2x4x1x1xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 1 pooled_w = 1
         sampling_ratio = 70 spatial_scale = 1.0 mode = avg
         : tensor<1x4x20x20xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x4x1x1xf32>
  return %0 : tensor<2x4x1x1xf32>
}
