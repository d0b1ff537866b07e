// ROIAlign-3 over a 2x64x50x50 feature map (stride 4: spatial_scale 0.25),
// 7x7 bins, 2x2 samples per bin. The number of boxes is dynamic: the
// compiled module computes the output shape from the inputs at run time and
// checks that every batch index is in [0, 2).
func.func @roi_align(%data: tensor<2x64x50x50xf32>, %rois: tensor<?x4xf32>,
                     %batch: tensor<?xi32>) -> tensor<?x64x7x7xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 7 pooled_w = 7
         sampling_ratio = 2 spatial_scale = 0.25 mode = avg
         : tensor<2x64x50x50xf32>, tensor<?x4xf32>, tensor<?xi32>
         -> tensor<?x64x7x7xf32>
  return %0 : tensor<?x64x7x7xf32>
}
