// RUN: ov-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Generic layers (imported OpenVINO layers the dialect does not model) keep
// their type, version, id, name, <data> text and port types.

// CHECK-LABEL: func @conv
// CHECK: %[[C:.*]] = ov.layer "Convolution" "opset1" id 3 name "conv1" (%arg0, %arg1) data {auto_pad = "explicit", strides = "2, 2"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
// CHECK: ov.layer "Split" "opset1" id 4 name "" (%[[C]]) data {} : (tensor<1x4x3x3xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>)
func.func @conv(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %0 = ov.layer "Convolution" "opset1" id 3 name "conv1" (%x, %w) data {strides = "2, 2", auto_pad = "explicit"} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) -> tensor<1x4x3x3xf32>
  %1:2 = ov.layer "Split" "opset1" id 4 name "" (%0) data {} : (tensor<1x4x3x3xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xf32>)
  return %1#0 : tensor<1x2x3x3xf32>
}

// -----

// A layer without inputs or outputs (e.g. a sink).
// CHECK-LABEL: func @sink
// CHECK: ov.layer "Assign" "opset6" id 0 name "state" () data {variable_id = "v"} : () -> ()
func.func @sink() {
  ov.layer "Assign" "opset6" id 0 name "state" () data {variable_id = "v"} : () -> ()
  return
}

// -----

func.func @negative_id(%x: tensor<4xf32>) {
  // expected-error @below {{'ov.layer' op expected layer_id >= 0, got -1}}
  %0 = ov.layer "ReLU" "opset1" id -1 name "r" (%x) data {} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @empty_type(%x: tensor<4xf32>) {
  // expected-error @below {{'ov.layer' op expected a non-empty layer type}}
  %0 = ov.layer "" "opset1" id 1 name "r" (%x) data {} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @modeled(%x: tensor<1x1x4x4xf32>) {
  // expected-error @below {{'ov.layer' op layer type 'MaxPool' version 'opset8' is represented by ov.max_pool_v8, not by a generic layer}}
  %0:2 = ov.layer "MaxPool" "opset8" id 1 name "p" (%x) data {kernel = "2,2"} : (tensor<1x1x4x4xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x2x2xi64>)
  return
}

// -----

func.func @structural() {
  // expected-error @below {{'ov.layer' op layer type 'Const' version 'opset1' is represented by arith.constant, not by a generic layer}}
  %0 = ov.layer "Const" "opset1" id 1 name "c" () data {} : () -> tensor<4xf32>
  return
}

// -----

func.func @not_a_string(%x: tensor<4xf32>) {
  // expected-error @below {{'ov.layer' op expected data attribute 'axis' to be a string (OpenVINO's attribute text), got 1 : i64}}
  %0 = ov.layer "Softmax" "opset8" id 1 name "s" (%x) data {axis = 1} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @unranked(%x: tensor<*xf32>) {
  // expected-error @below {{operand #0 must be variadic of ranked tensor of any type values}}
  %0 = ov.layer "ReLU" "opset1" id 1 name "r" (%x) data {} : (tensor<*xf32>) -> tensor<4xf32>
  return
}
