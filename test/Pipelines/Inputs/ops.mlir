// One small function per lowering path, shared by the pipeline tests.

func.func @max_pool_v1(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

func.func @max_pool_v1_i32(%x: tensor<2x3x8x8xi32>) -> tensor<2x3x4x4xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x3x8x8xi32> -> tensor<2x3x4x4xi32>
  return %0 : tensor<2x3x4x4xi32>
}

// -----

func.func @max_pool_v8(%x: tensor<1x2x5x5xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [0, 0] dilations = [2, 2] index_element_type = i32 axis = 1 : tensor<1x2x5x5xf32> -> tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>
  return %v, %i : tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>
}

// -----

func.func @roi_align(%d: tensor<2x3x8x8xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = avg : tensor<2x3x8x8xf32>, tensor<5x4xf32>, tensor<5xi32> -> tensor<5x3x2x2xf32>
  return %0 : tensor<5x3x2x2xf32>
}

// -----

func.func @roi_align_f16(%d: tensor<1x2x4x4xf16>, %r: tensor<3x4xf16>, %i: tensor<3xui8>) -> tensor<3x2x2x2xf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = max : tensor<1x2x4x4xf16>, tensor<3x4xf16>, tensor<3xui8> -> tensor<3x2x2x2xf16>
  return %0 : tensor<3x2x2x2xf16>
}

// -----

// Dynamic dims: the linalg path pads into a strided subview of a fresh
// buffer, a copy that must not become a memrefCopy call.
func.func @max_pool_dynamic(%x: tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<?x3x?x?xf32> -> tensor<?x3x?x?xf32>
  return %0 : tensor<?x3x?x?xf32>
}
