// RUN: ov-opt --allow-unregistered-dialect --ov-from-torch-mlir %s -split-input-file -verify-diagnostics

// Hostile forms of the ops the pass matches by name: each is refused in one
// line naming the op and the value, never a crash or another op's verifier.

// An integer constant past int64 is named with its value, not wrapped.
func.func @i128_ph(%x: tensor<1x2x8x8xf32>, %r: tensor<3x5xf32>) -> tensor<3x2x2x2xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %ph = "torch.constant.int"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> !torch.int
  %pw = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %sr = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: pooled_height (operand #3) is 170141183460469231731687303715884105727, which does not fit in int64}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %ph, %pw, %sr, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> tensor<3x2x2x2xf32>
  return %1 : tensor<3x2x2x2xf32>
}

// -----

// rois of integers: named, not left to arith.fptosi's verifier.
func.func @int_rois(%x: tensor<1x2x8x8xf32>, %r: tensor<3x5xi64>) -> tensor<3x2x2x2xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xi64>) -> !torch.vtensor<[3,5],si64>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %ph = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %pw = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %sr = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: rois must be a float tensor [R, 5] (batch index, x1, y1, x2, y2), got 'tensor<3x5xi64>'}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %ph, %pw, %sr, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],si64>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> tensor<3x2x2x2xf32>
  return %1 : tensor<3x2x2x2xf32>
}

// -----

// A to_builtin_tensor of a type the result cannot cast to.
func.func @out_wrong(%x: tensor<1x2x8x8xf32>, %r: tensor<3x5xf32>) -> tensor<9x9x9x9xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %ph = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %pw = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %sr = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: its result is 'tensor<3x2x2x2xf32>', which does not cast to 'tensor<9x9x9x9xf32>' (the type of its torch_c.to_builtin_tensor)}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %ph, %pw, %sr, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> tensor<9x9x9x9xf32>
  return %1 : tensor<9x9x9x9xf32>
}

// -----

// A to_builtin_tensor with no result (crashed).
func.func @toresult0(%x: tensor<1x2x8x8xf32>, %r: tensor<3x5xf32>) {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<3x5xf32>) -> !torch.vtensor<[3,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %two = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  // expected-error @+1 {{torch.torchvision.roi_align: its result is used by a torch_c.to_builtin_tensor with 1 operands and 0 results, not one of each}}
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %two, %two, %two, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[3,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[3,2,2,2],f32>
  "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[3,2,2,2],f32>) -> ()
  return
}

// -----

// A from_builtin_tensor with no operand (crashed folding the cast pair).
func.func @cast0(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'torch_c.from_builtin_tensor' is left by torch-mlir and has no ov-mlir conversion (ov-from-torch-mlir converts torch.torchvision.roi_align, tm_tensor.scan and tm_tensor.scatter)}}
  %t = "torch_c.from_builtin_tensor"() : () -> !torch.vtensor<[4],f32>
  %1 = "torch_c.to_builtin_tensor"(%t) : (!torch.vtensor<[4],f32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// A torch op without results acts by running: named, not erased as dead.
func.func @assert(%x: tensor<4xf32>, %b: i1) -> tensor<4xf32> {
  %t = "torch_c.from_i1"(%b) : (i1) -> !torch.bool
  // expected-error @+1 {{'torch.runtime.assert' is left by torch-mlir and has no ov-mlir conversion (ov-from-torch-mlir converts torch.torchvision.roi_align, tm_tensor.scan and tm_tensor.scatter)}}
  "torch.runtime.assert"(%t) <{message = "boom"}> : (!torch.bool) -> ()
  return %x : tensor<4xf32>
}

// -----

// scan: a dimension past the rank (crashed).
func.func @scan(%x: tensor<5xi64>, %o: tensor<5xi64>, %a: tensor<i64>) -> tensor<5xi64> {
  // expected-error @+1 {{tm_tensor.scan: dimension 3 is out of range for an input of rank 1}}
  %0:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 3 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<5xi64>, tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
  return %0#0 : tensor<5xi64>
}

// -----

// scan: an empty region block (crashed).
func.func @scan_emptyblock(%x: tensor<5xi64>, %o: tensor<5xi64>, %a: tensor<i64>) -> tensor<5xi64> {
  // expected-error @+1 {{tm_tensor.scan: its region must be one block taking ('i64', 'i64') and ending in tm_tensor.yield of one 'i64'}}
  %0:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true}> ({
  ^bb0(%p: i64, %q: i64):
  }) : (tensor<5xi64>, tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
  return %0#0 : tensor<5xi64>
}

// -----

// scan: output and accumulator of other shapes.
func.func @scan_badout(%x: tensor<5x3xi64>, %o: tensor<2xi64>, %a: f32) -> tensor<2xi64> {
  // expected-error @+1 {{tm_tensor.scan: expected output 'tensor<5x3xi64>' and accumulator 'tensor<3xi64>' as operands and results, got 'tensor<2xi64>' and 'f32'}}
  %0:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<5x3xi64>, tensor<2xi64>, f32) -> (tensor<2xi64>, f32)
  return %0#0 : tensor<2xi64>
}

// -----

// scan: a region yielding another type.
func.func @scan_yieldtype(%x: tensor<5xi64>, %o: tensor<5xi64>, %a: tensor<i64>) -> tensor<5xi64> {
  // expected-error @+1 {{tm_tensor.scan: its region must be one block taking ('i64', 'i64') and ending in tm_tensor.yield of one 'i64'}}
  %0:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 0 : i64, inclusive = true}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.constant 1.0 : f32
    "tm_tensor.yield"(%s) : (f32) -> ()
  }) : (tensor<5xi64>, tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
  return %0#0 : tensor<5xi64>
}

// -----

// scatter: a dimension_map entry past the rank (crashed).
func.func @scatter_dimoob(%u: tensor<4x2xf32>, %i: tensor<4x1xi64>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: dimension_map[0] = 7 is out of range for rank 2 or repeated}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 7>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4x2xf32>, tensor<4x1xi64>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// scatter: a negative dimension_map entry (crashed).
func.func @scatter_dimneg(%u: tensor<4x2xf32>, %i: tensor<4x1xi64>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: dimension_map[0] = -1 is out of range for rank 2 or repeated}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: -1>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4x2xf32>, tensor<4x1xi64>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// scatter: a repeated dimension_map entry (crashed).
func.func @scatter_dup(%u: tensor<4xf32>, %i: tensor<4x2xi64>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: dimension_map[1] = 0 is out of range for rank 2 or repeated}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0, 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4x2xi64>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// scatter: fewer index columns than dimension_map entries (read indices out of bounds).
func.func @scatter_depth(%u: tensor<4x2xf32>, %i: tensor<4x1xi64>, %o: tensor<6x2x3xf32>) -> tensor<6x2x3xf32> {
  // expected-error @+1 {{tm_tensor.scatter: expected signless integer indices [N, 2] (one column per dimension_map entry), got 'tensor<4x1xi64>'}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0, 2>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4x2xf32>, tensor<4x1xi64>, tensor<6x2x3xf32>) -> tensor<6x2x3xf32>
  return %0 : tensor<6x2x3xf32>
}

// -----

// scatter: index depth 0.
func.func @scatter_depth0(%u: tensor<4x6x2xf32>, %i: tensor<4x0xi64>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: an index depth of 0 does not fit an original of rank 2}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4x6x2xf32>, tensor<4x0xi64>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// scatter: float indices.
func.func @scatter_fidx(%u: tensor<4x2xf32>, %i: tensor<4x1xf32>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: expected signless integer indices [N, 1] (one column per dimension_map entry), got 'tensor<4x1xf32>'}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4x2xf32>, tensor<4x1xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// scatter: a result of another type than the original.
func.func @scatter_restype(%u: tensor<4x2xf32>, %i: tensor<4x1xi64>, %o: tensor<6x2xf32>) -> tensor<6x9xf32> {
  // expected-error @+1 {{tm_tensor.scatter: its result 'tensor<6x9xf32>' is not the original's type 'tensor<6x2xf32>'}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: f32, %b: f32):
    "tm_tensor.yield"(%a) : (f32) -> ()
  }) : (tensor<4x2xf32>, tensor<4x1xi64>, tensor<6x2xf32>) -> tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

// -----

// scatter: a region whose arguments are not the element types.
func.func @scatter_eltype(%u: tensor<4x2xi32>, %i: tensor<4x1xi64>, %o: tensor<6x2xf32>) -> tensor<6x2xf32> {
  // expected-error @+1 {{tm_tensor.scatter: its region must be one block taking ('i32', 'f32') and ending in tm_tensor.yield of one 'f32'}}
  %0 = "tm_tensor.scatter"(%u, %i, %o) <{dimension_map = array<i64: 0>, unique_indices = false}> ({
  ^bb0(%a: i32, %b: f32):
    "tm_tensor.yield"(%a) : (i32) -> ()
  }) : (tensor<4x2xi32>, tensor<4x1xi64>, tensor<6x2xf32>) -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// No boxes: rois [0, 5] converts (extract_slice refuses to slice it), as
// torchvision returns [0, C, ph, pw].
func.func @no_boxes(%x: tensor<1x2x8x8xf32>, %r: tensor<0x5xf32>) -> tensor<0x2x2x2xf32> {
  %data = "torch_c.from_builtin_tensor"(%x) : (tensor<1x2x8x8xf32>) -> !torch.vtensor<[1,2,8,8],f32>
  %rois = "torch_c.from_builtin_tensor"(%r) : (tensor<0x5xf32>) -> !torch.vtensor<[0,5],f32>
  %scale = "torch.constant.float"() <{value = 1.0 : f64}> : () -> !torch.float
  %ph = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %pw = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %sr = "torch.constant.int"() <{value = 2 : i64}> : () -> !torch.int
  %true = "torch.constant.bool"() <{value = true}> : () -> !torch.bool
  %0 = "torch.torchvision.roi_align"(%data, %rois, %scale, %ph, %pw, %sr, %true) : (!torch.vtensor<[1,2,8,8],f32>, !torch.vtensor<[0,5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.bool) -> !torch.vtensor<[0,2,2,2],f32>
  %1 = "torch_c.to_builtin_tensor"(%0) : (!torch.vtensor<[0,2,2,2],f32>) -> tensor<0x2x2x2xf32>
  return %1 : tensor<0x2x2x2xf32>
}

// -----

// scan: a dimension past int64 (an i128 attribute) is named, not wrapped to 0.
func.func @scan_i128_dim(%x: tensor<5xi64>, %o: tensor<5xi64>, %a: tensor<i64>) -> tensor<5xi64> {
  // expected-error @+1 {{tm_tensor.scan: dimension 18446744073709551616 is out of range for an input of rank 1}}
  %0:2 = "tm_tensor.scan"(%x, %o, %a) <{dimension = 18446744073709551616 : i128, inclusive = true}> ({
  ^bb0(%p: i64, %q: i64):
    %s = arith.addi %p, %q : i64
    "tm_tensor.yield"(%s) : (i64) -> ()
  }) : (tensor<5xi64>, tensor<5xi64>, tensor<i64>) -> (tensor<5xi64>, tensor<i64>)
  return %0#0 : tensor<5xi64>
}
