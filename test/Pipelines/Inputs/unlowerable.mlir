// linalg.softmax bufferizes, but no pass of ov-lower-to-cpu makes loops of it.
func.func @f(%x: tensor<1x2x4xf32>) -> tensor<1x2x4xf32> {
  %e = tensor.empty() : tensor<1x2x4xf32>
  %0 = linalg.softmax dimension(2) ins(%x : tensor<1x2x4xf32>) outs(%e : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  return %0 : tensor<1x2x4xf32>
}
