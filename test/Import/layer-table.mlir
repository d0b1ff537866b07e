// The (type, opset) table is the ops' OpenVINOLayerOpInterface: a generic
// ov.layer of a type and version that an op represents is rejected, naming
// the op, for every opset the op serves (MaxPool-14 and ROIAlign-9: from
// their first opset on); outside those opsets it stays a generic layer.
// RUN: ov-opt %s -split-input-file -verify-diagnostics

func.func @max_pool_opset14(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  // expected-error @below {{'ov.layer' op layer type 'MaxPool' version 'opset14' is represented by ov.max_pool_v14, not by a generic layer}}
  %0 = ov.layer "MaxPool" "opset14" id 1 name "pool" (%x) data {} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// -----

func.func @max_pool_opset16(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  // expected-error @below {{'ov.layer' op layer type 'MaxPool' version 'opset16' is represented by ov.max_pool_v14, not by a generic layer}}
  %0 = ov.layer "MaxPool" "opset16" id 1 name "pool" (%x) data {} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// -----

func.func @max_pool_opset7(%x: tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32> {
  // expected-error @below {{'ov.layer' op layer type 'MaxPool' version 'opset7' is represented by ov.max_pool_v1, not by a generic layer}}
  %0 = ov.layer "MaxPool" "opset7" id 1 name "pool" (%x) data {} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// -----

func.func @roi_align_opset9(%d: tensor<1x1x4x4xf32>, %r: tensor<1x4xf32>, %i: tensor<1xi32>) -> tensor<1x1x2x2xf32> {
  // expected-error @below {{'ov.layer' op layer type 'ROIAlign' version 'opset9' is represented by ov.roi_align_v9, not by a generic layer}}
  %0 = ov.layer "ROIAlign" "opset9" id 1 name "roi" (%d, %r, %i) data {} : (tensor<1x1x4x4xf32>, tensor<1x4xf32>, tensor<1xi32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// -----

func.func @roi_align_opset8(%d: tensor<1x1x4x4xf32>, %r: tensor<1x4xf32>, %i: tensor<1xi32>) -> tensor<1x1x2x2xf32> {
  // expected-error @below {{'ov.layer' op layer type 'ROIAlign' version 'opset8' is represented by ov.roi_align_v3, not by a generic layer}}
  %0 = ov.layer "ROIAlign" "opset8" id 1 name "roi" (%d, %r, %i) data {} : (tensor<1x1x4x4xf32>, tensor<1x4xf32>, tensor<1xi32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// -----

// ROIAlign has no op before opset3: a generic layer verifies.
func.func @roi_align_opset2(%d: tensor<1x1x4x4xf32>, %r: tensor<1x4xf32>, %i: tensor<1xi32>) -> tensor<1x1x2x2xf32> {
  %0 = ov.layer "ROIAlign" "opset2" id 1 name "roi" (%d, %r, %i) data {} : (tensor<1x1x4x4xf32>, tensor<1x4xf32>, tensor<1xi32>) -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}
