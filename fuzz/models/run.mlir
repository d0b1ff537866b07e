// The module ov-run-fuzzer feeds: every op, dynamic dims (so the module's own
// checks, not only the descriptor, decide), i32 indices, both ROI modes.
func.func @pool8(%x: tensor<?x?x?x?xf32>)
    -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 2] strides = [2, 1]
             pads_begin = [1, 0] pads_end = [1, 1] dilations = [2, 1]
             rounding_type = ceil index_element_type = i32 axis = 1
             : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
  return %v, %i : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
}
func.func @pool1_3d(%x: tensor<1x?x5x?x?xf16>) -> tensor<?x?x?x?x?xf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 3, 2] strides = [2, 2, 3]
         pads_begin = [0, 0, 0] pads_end = [0, 0, 0] auto_pad = same_upper
         : tensor<1x?x5x?x?xf16> -> tensor<?x?x?x?x?xf16>
  return %0 : tensor<?x?x?x?x?xf16>
}
func.func @roi_avg(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>,
                   %b: tensor<?xi32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 3 pooled_w = 2
         sampling_ratio = 0 spatial_scale = 0.5 mode = avg
         : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi32>
         -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @roi_max(%d: tensor<2x3x8x8xf64>, %r: tensor<?x4xf64>,
                   %b: tensor<?xi64>) -> tensor<?x3x2x2xf64> {
  %0 = ov.roi_align_v3 %d, %r, %b pooled_h = 2 pooled_w = 2
         sampling_ratio = 2 spatial_scale = 1.0 mode = max
         : tensor<2x3x8x8xf64>, tensor<?x4xf64>, tensor<?xi64>
         -> tensor<?x3x2x2xf64>
  return %0 : tensor<?x3x2x2xf64>
}
// ROIAlignRotated-15, adaptive: its checks (batch indices, finite boxes, the
// angle's range, adaptive counts) decide on the fuzzed boxes.
func.func @roi_rotated(%d: tensor<?x?x?x?xf32>, %r: tensor<?x5xf32>,
                       %b: tensor<?xi32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %b pooled_h = 2 pooled_w = 3
         sampling_ratio = 0 spatial_scale = 0.5 clockwise_mode = true
         : tensor<?x?x?x?xf32>, tensor<?x5xf32>, tensor<?xi32>
         -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
// ROIPooling-2, both methods: its checks (the batch index in column 0, max
// coordinates and bins within OpenVINO's ints, bilinear NaN positions)
// decide on the fuzzed boxes.
func.func @roi_pooling_max(%d: tensor<?x?x?x?xf32>, %r: tensor<?x5xf32>)
    -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3
         spatial_scale = 0.5 method = "max"
         : tensor<?x?x?x?xf32>, tensor<?x5xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @roi_pooling_bilinear(%d: tensor<?x?x?x?xf32>, %r: tensor<?x5xf32>)
    -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 3 pooled_w = 1
         spatial_scale = 1.0 method = "bilinear"
         : tensor<?x?x?x?xf32>, tensor<?x5xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
// AvgPool-14 with exclude_pad and ceil_torch, and AvgPool-1 over i32 (the
// integer mean): their run-time checks (kernel fit, N/C = 0) decide too.
func.func @avg14(%x: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [3, 2] strides = [2, 1]
         pads_begin = [1, 1] pads_end = [1, 0] exclude_pad = true
         rounding_type = ceil_torch
         : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
// AvgPool-16 with dilations: its run-time check sees the dilated kernel.
func.func @avg16(%x: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [2, 3] strides = [1, 2]
         pads_begin = [1, 0] pads_end = [0, 2] dilations = [3, 2]
         exclude_pad = true rounding_type = ceil
         : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @avg1_i32(%x: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [1] pads_begin = [1]
         pads_end = [1] : tensor<?x?x?xi32> -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
