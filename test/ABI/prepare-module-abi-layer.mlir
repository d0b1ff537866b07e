// RUN: ov-opt %s --ov-prepare-module-abi -split-input-file -verify-diagnostics

// Generic layers have no lowering: the first one is named, before anything
// else is compiled.
func.func @generic(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  // expected-error @below {{layer 5 'relu' (type ReLU, opset1) is not supported by ov-compile}}
  %0 = ov.layer "ReLU" "opset1" id 5 name "relu" (%x) data {} : (tensor<1x3x8x8xf32>) -> tensor<1x3x8x8xf32>
  %1 = ov.max_pool_v1 %0 kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %1 : tensor<1x3x4x4xf32>
}
