func.func @big() -> tensor<1099511627776xf32> {
  %0 = arith.constant dense<1.0> : tensor<1099511627776xf32> loc("weights"("splat.mlir":2:8))
  return %0 : tensor<1099511627776xf32>
}
