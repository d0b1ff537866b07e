// The three MaxPool XML examples of the spec pages (input 1x3x32x32, kernel 2,
// stride 2, pads 1/1). The spec prints 32x32 for same_upper; OpenVINO computes
// ceil(32 / 2) = 16 (docs/semantics.md 4.2). explicit gives 17x17, valid 16x16.
func.func @same_upper(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] auto_pad = same_upper
         : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @explicit(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @valid(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1]
         pads_end = [1, 1] auto_pad = valid
         : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
// The ROIAlign-3 layer of the spec page: data [7, 256, 200, 200], 1000 ROIs,
// 6x6 bins. The ROI count is only known from batch_indices here; shape
// inference merges rois[0] and batch_indices[0].
func.func @roi_align(%data: tensor<7x256x200x200xf32>, %rois: tensor<?x4xf32>,
                     %batch: tensor<1000xi32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 6 pooled_w = 6
         sampling_ratio = 2 spatial_scale = 16.0 mode = avg
         : tensor<7x256x200x200xf32>, tensor<?x4xf32>, tensor<1000xi32>
         -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
