// The packaging tests' model: MaxPool-8, 2x2 windows, stride 2, no padding,
// values and i64 indices into the flattened input (axis 0).
func.func @pool(%x: tensor<2x3x8x10xf32>)
    -> (tensor<2x3x4x5xf32>, tensor<2x3x4x5xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2]
             pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 1]
             : tensor<2x3x8x10xf32> -> tensor<2x3x4x5xf32>, tensor<2x3x4x5xi64>
  return %v, %i : tensor<2x3x4x5xf32>, tensor<2x3x4x5xi64>
}
