// The three MaxPool XML examples of the spec pages (input 1x3x32x32, kernel 2,
// stride 2, pads 1/1). The spec prints 32x32 for same_upper; OpenVINO computes
// ceil(32 / 2) = 16 (SEMANTICS.md 4.2). explicit gives 17x17, valid 16x16.
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
