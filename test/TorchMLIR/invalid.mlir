// RUN: ov-opt --allow-unregistered-dialect --ov-from-torch-mlir %s -split-input-file -verify-diagnostics

// Each value torchvision's roi_align reads at compile time must be a torch
// constant.
func.func @scale_not_constant(%x: tensor<1x2x8x8xf32>, %r: tensor<3x5xf32>, %s: f64) -> tensor<3x2x2x2xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
  %scale = "torch_c.from_f64"(%s) : (f64) -> !torch.float
  %two = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: spatial_scale (operand #2) must be a torch.constant.float (a value known when the module is compiled)}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %two, %two, %two, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> tensor<3x2x2x2xf32>
  return %1 : tensor<3x2x2x2xf32>
}

// -----

// The boxes come with their batch index in column 0: [R, 5].
func.func @rois_not_r_by_5(%x: tensor<1x2x8x8xf32>, %r: tensor<3x4xf32>) -> tensor<3x2x2x2xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x4xf32>) -> !torch.vtensor<[3,4],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %two = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: rois must be a float tensor [R, 5] (batch index, x1, y1, x2, y2), got 'tensor<3x4xf32>'}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %two, %two, %two, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,4],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> tensor<3x2x2x2xf32>
  return %1 : tensor<3x2x2x2xf32>
}

// -----

// The input must come from a builtin tensor: torch-mlir's lowering ran.
func.func @input_not_lowered(%r: tensor<3x5xf32>) -> tensor<3x2x2x2xf32> {
  %data = "torch.vtensor.literal"() <{value = dense<1.0> : tensor<1x2x8x8xf32>}> : () -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %two = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: input (operand #0) is not a ranked builtin tensor behind torch_c.from_builtin_tensor}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %two, %two, %two, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> tensor<3x2x2x2xf32>
  return %1 : tensor<3x2x2x2xf32>
}

// -----

// Its result goes on only as a builtin tensor.
func.func @result_used_by_torch(%x: tensor<1x2x8x8xf32>, %r: tensor<3x5xf32>) {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %two = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: its result is used by 'torch.aten.relu', not only by torch_c.to_builtin_tensor}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %two, %two, %two, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch.aten.relu"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> !torch.vtensor<[3,2,2,2],f32>
  return
}

// -----

// A torch op no pass converts is named, not passed on to ov-compile.
func.func @leftover(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = "torch_c.from_builtin_tensor"(%x) : (tensor<4xf32>) -> !torch.vtensor<[4],f32>
  // expected-error @+1 {{'torch.aten.erfinv' is left by torch-mlir and has no ov-mlir conversion (ov-from-torch-mlir converts torch.torchvision.roi_align, tm_tensor.scan and tm_tensor.scatter)}}
  %0 = "torch.aten.erfinv"(%t) : (!torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[4],f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// Dynamic box counts: the slice and the indices follow rois' first dim.
// CHECK-style checks live in roi-align.test; this one must simply convert.
func.func @dynamic_boxes(%x: tensor<1x2x8x8xf32>, %r: tensor<?x5xf32>) -> tensor<?x2x2x2xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<?x5xf32>) -> !torch.vtensor<[?,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %two = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %false = "torch.constant.bool"() <{value = false}> : () -> !torch.bool
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %two, %two, %two, %false) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[?,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[?,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[?,2,2,2],f32>) -> tensor<?x2x2x2xf32>
  return %1 : tensor<?x2x2x2xf32>
}

// -----

// torch-mlir's exclusive scan has no conversion (its cumsum is inclusive).
func.func @exclusive_scan(%x: tensor<5xi64>, %o: tensor<5xi64>, %a: tensor<i64>) -> tensor<5xi64> {
  // expected-error @+1 {{tm_tensor.scan: an exclusive scan has no ov-mlir conversion (torch-mlir's cumsum is inclusive)}}
  %r:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = false, operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%p: i64, %q: i64):
      %s = "arith.addi"(%p, %q) : (i64, i64) -> i64
      "tm_tensor.yield"(%s) : (i64) -> ()
    }) : (tensor<5xi64>, tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
  return %r#0 : tensor<5xi64>
}

// -----

// A slice whose rank fits neither form.
func.func @scatter_bad_slice(%u: tensor<4x2x2x2xf32>, %i: tensor<4x1xi64>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: an update slice of rank 3 does not fit an original of rank 2 indexed in 1 dims}}
  %r = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
    ^bb0(%new: f32, %old: f32):
      "tm_tensor.yield"(%new) : (f32) -> ()
    }) : (tensor<4x2x2x2xf32>, tensor<4x1xi64>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %r : tensor<6x2xf32>
}
