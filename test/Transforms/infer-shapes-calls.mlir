// RUN: ov-opt %s --ov-infer-shapes | FileCheck %s

// ov-infer-shapes must leave valid IR behind when the function whose results
// it refines has call sites: the callee's signature and every func.call of it
// must still agree (a function pass cannot rewrite the callers, so the
// callee's declared result types have to stay, behind a tensor.cast).

// CHECK-LABEL: func @callee
// CHECK-SAME: -> [[T:tensor<[^ ]*>]] {
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
// CHECK-LABEL: func @caller
// CHECK: call @callee(%{{.*}}) : (tensor<1x3x32x32xf32>) -> [[T]]
func.func @callee(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @caller(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = call @callee(%x) : (tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
