// One function per op for the CUDA pipeline tests.
func.func @maxpool_v8(%x: tensor<2x3x9x10xf32>) -> (tensor<2x3x5x5xf32>, tensor<2x3x5x5xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] index_element_type = i32
      : tensor<2x3x9x10xf32> -> tensor<2x3x5x5xf32>, tensor<2x3x5x5xi32>
  return %v, %i : tensor<2x3x5x5xf32>, tensor<2x3x5x5xi32>
}
func.func @maxpool_v1(%x: tensor<1x4x?x8xbf16>) -> tensor<1x4x?x4xbf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0]
      : tensor<1x4x?x8xbf16> -> tensor<1x4x?x4xbf16>
  return %0 : tensor<1x4x?x4xbf16>
}
func.func @roi_align(%data: tensor<2x64x50x50xf32>, %rois: tensor<?x4xf32>,
                     %batch: tensor<?xi32>) -> tensor<?x64x7x7xf32> {
  %0 = ov.roi_align_v3 %data, %rois, %batch pooled_h = 7 pooled_w = 7
         sampling_ratio = 2 spatial_scale = 0.25 mode = avg
         : tensor<2x64x50x50xf32>, tensor<?x4xf32>, tensor<?xi32>
         -> tensor<?x64x7x7xf32>
  return %0 : tensor<?x64x7x7xf32>
}
