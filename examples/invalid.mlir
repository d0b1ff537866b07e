// A dilated 3x3 kernel (dilation 3: spans 7 pixels) over a 5x5 input with
// pads 0: the window does not fit, and the verifier says where and why.
func.func @too_large(%x: tensor<1x8x5x5xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1]
             pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 3]
             : tensor<1x8x5x5xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return %v, %i : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
}
