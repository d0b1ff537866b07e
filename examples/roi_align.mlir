// The ROIAlign-3 layer of the spec page: data [7, 256, 200, 200], 1000 ROIs,
// 6x6 bins, 2x2 samples per bin, spatial_scale 16. The ROI count is only
// known from batch_indices; shape inference merges the two.
func.func @roi_align(%data: tensor<7x256x200x200xf32>, %rois: tensor<?x4xf32>,
                     %batch: tensor<1000xi32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 6 pooled_w = 6
         sampling_ratio = 2 spatial_scale = 16.0 mode = avg
         : tensor<7x256x200x200xf32>, tensor<?x4xf32>, tensor<1000xi32>
         -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
