// ov-lower-to-cpu on a mixed module (docs/embedding.md, "Mixed modules"):
// upstream's ops beside the ov ops are lowered by upstream's passes in the
// same pipeline, for every lowering of the ov ops; TOSA through
// tosa-to-linalg (ov-lower-tosa), math ops the LLVM lowering leaves as libm
// calls. An op that no pass lowers is one error naming it.
// RUN: ov-opt %s --ov-lower-to-cpu | FileCheck %s
// RUN: ov-opt %s --ov-lower-to-cpu=lowering=linalg | FileCheck %s
// RUN: ov-opt %s --ov-lower-to-cpu-affine | FileCheck %s
// RUN: not ov-opt %S/Inputs/unlowerable.mlir --ov-lower-to-cpu 2>&1 | FileCheck %s --check-prefix=LEFT
// A module without TOSA ops: ov-lower-tosa leaves it as it is.
// RUN: ov-opt %S/Inputs/ops.mlir --ov-lower-tosa | FileCheck %s --check-prefix=NOTOSA

// CHECK-NOT: tosa.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK-NOT: math.
// CHECK-NOT: ov.
// CHECK-DAG: llvm.func @erff(f32) -> f32
// CHECK-DAG: llvm.func @mixed(

// LEFT: unlowerable.mlir:4:8: error: op 'linalg.softmax' has no lowering to the LLVM dialect in this pipeline
// LEFT-NOT: error:

// NOTOSA-NOT: linalg.
// NOTOSA: ov.max_pool_v8

#map = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @mixed(%x: tensor<1x8x8x2xf32>, %w: tensor<2x3x3x2xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %b = "tosa.const"() <{values = dense<0.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %conv = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>,
            pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
          : (tensor<1x8x8x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>)
          -> tensor<1x8x8x2xf32>
  %nchw = tosa.transpose %conv {perms = array<i32: 0, 3, 1, 2>}
          : (tensor<1x8x8x2xf32>) -> tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %act = linalg.generic {indexing_maps = [#map, #map],
                         iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
           ins(%nchw : tensor<1x2x8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = math.erf %in : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %v, %i = ov.max_pool_v8 %act kernel = [3, 3] strides = [3, 3]
             pads_begin = [0, 0] pads_end = [1, 1] dilations = [1, 1]
             : tensor<1x2x8x8xf32> -> tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>
  return %v, %i : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>
}
