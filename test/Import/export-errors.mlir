// What OpenVINO IR export cannot write is an error at the op.
// RUN: ov-translate --export-openvino %s -split-input-file -verify-diagnostics

func.func @cast(%x: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @below {{cannot export 'tensor.cast' to OpenVINO IR (only ov ops, arith.constant and func.return)}}
  %0 = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// expected-error @below {{expected one function with a body to export, got 2}}
module {
  func.func @a() { return }
  func.func @b() { return }
}

// -----

// expected-error @below {{cannot export argument 0 of type 'tensor<4xindex>' to OpenVINO IR}}
func.func @index(%x: tensor<4xindex>) -> tensor<4xindex> {
  return %x : tensor<4xindex>
}

// -----

func.func @complex() -> tensor<2xcomplex<f32>> {
  // expected-error @below {{cannot export this constant to OpenVINO IR: expected dense tensor elements of an OpenVINO element type}}
  %0 = arith.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>
  return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @bad_name(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{cannot export data attribute 'a b': not an XML attribute name}}
  %0 = ov.layer "Custom" "extension" id 1 name "c" (%x) data {"a b" = "1"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
