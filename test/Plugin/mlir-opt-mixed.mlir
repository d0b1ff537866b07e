// Debian's own mlir-opt with the ov plugins lowers a mixed module (TOSA,
// tensor.pad and a linalg ReLU beside ov.max_pool_v8) to the LLVM dialect
// with the same pipeline as ov-compile (docs/embedding.md, "Debian's
// mlir-opt with the plugins"), and mlir-translate takes the result.
// UNSUPPORTED: asan
// DEFINE: %{opt} = mlir-opt %s --load-dialect-plugin=%ov_lib_dir/libOVDialectPlugin%shlibext --load-pass-plugin=%ov_lib_dir/libOVPassPlugin%shlibext
// RUN: %{opt} --pass-pipeline='builtin.module(ov-lower-tosa,ov-infer-shapes,ov-prepare-module-abi,ov-lower-to-cpu)' -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVMIR
// The plain CPU pipeline takes it too.
// RUN: %{opt} --pass-pipeline='builtin.module(ov-lower-to-cpu)' | FileCheck %s

// CHECK-NOT: tosa.
// CHECK-NOT: linalg.
// CHECK-NOT: tensor.
// CHECK-NOT: ov.
// CHECK: llvm.func @f(
// LLVMIR-DAG: define i32 @__ov_check_f(
// LLVMIR-DAG: define void @f(ptr

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @f(%x: tensor<1x6x6x2xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>) {
  %nchw = tosa.transpose %x {perms = array<i32: 0, 3, 1, 2>}
          : (tensor<1x6x6x2xf32>) -> tensor<1x2x6x6xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %nchw low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x2x6x6xf32> to tensor<1x2x8x8xf32>
  %e = tensor.empty() : tensor<1x2x8x8xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
            ins(%p : tensor<1x2x8x8xf32>) outs(%e : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %v, %i = ov.max_pool_v8 %relu kernel = [3, 3] strides = [3, 3]
             pads_begin = [0, 0] pads_end = [1, 1] dilations = [1, 1]
             : tensor<1x2x8x8xf32> -> tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>
  return %v, %i : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>
}
