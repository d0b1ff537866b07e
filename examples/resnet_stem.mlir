// ResNet's stem pooling (MaxPool-8, 3x3, stride 2, pads 1), followed by a
// MaxPool-8 whose indices are unused: --canonicalize turns that one into
// MaxPool-1. Result types are declared dynamic; ov-infer-shapes (part of
// ov-compile) refines them from the static input.
func.func @resnet_stem(%x: tensor<2x64x112x112xf32>)
    -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>, tensor<?x?x?x?xf32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2]
             pads_begin = [1, 1] pads_end = [1, 1]
             : tensor<2x64x112x112xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  %w, %unused = ov.max_pool_v8 %v kernel = [2, 2] strides = [2, 2]
             pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil
             : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return %v, %i, %w : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>, tensor<?x?x?x?xf32>
}
