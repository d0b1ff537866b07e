// RUN: ov-opt %s --ov-outline-ops=min-ops=2 -split-input-file | FileCheck %s
// RUN: ov-opt %s --ov-outline-ops -split-input-file | FileCheck %s --check-prefix=SMALL

// Each ov op moves into a private noinline function; equal ops (name,
// attributes, types) share one.
// CHECK-LABEL: func.func private @chain__ov_op0(%arg0: tensor<1x1x8x8xf32>) -> tensor<1x1x8x8xf32> attributes {passthrough = ["noinline"]}
// CHECK-NEXT:    ov.max_pool_v1 %arg0 kernel = [3, 3]
// CHECK-NEXT:    return
// CHECK-LABEL: func.func private @chain__ov_op1(%arg0: tensor<1x1x8x8xf32>) -> tensor<1x1x4x4xf32>
// CHECK-NEXT:    ov.max_pool_v1 %arg0 kernel = [2, 2]
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[A:.*]] = call @chain__ov_op0(%arg0)
// CHECK-NEXT:    %[[B:.*]] = call @chain__ov_op0(%[[A]])
// CHECK-NEXT:    %[[C:.*]] = call @chain__ov_op1(%[[B]])
// CHECK-NEXT:    return %[[C]]
// SMALL-LABEL: func.func @chain
// SMALL-NOT:     call
// SMALL:         ov.max_pool_v1
func.func @chain(%x: tensor<1x1x8x8xf32>) -> tensor<1x1x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1] : tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %1 = ov.max_pool_v1 %0 kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1] : tensor<1x1x8x8xf32> -> tensor<1x1x8x8xf32>
  %2 = ov.max_pool_v1 %1 kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x1x8x8xf32> -> tensor<1x1x4x4xf32>
  return %2 : tensor<1x1x4x4xf32>
}

// -----

// Ops on unranked tensors stay where they are.
// CHECK-LABEL: func.func @unranked
// CHECK:         ov.max_pool_v1 %arg0
// CHECK:         call @unranked__ov_op0
func.func @unranked(%x: tensor<*xf32>, %y: tensor<1x1x4xf32>) -> (tensor<*xf32>, tensor<1x1x3xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<*xf32> -> tensor<*xf32>
  %1 = ov.max_pool_v1 %y kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf32> -> tensor<1x1x3xf32>
  %2 = ov.max_pool_v1 %y kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf32> -> tensor<1x1x3xf32>
  return %0, %2 : tensor<*xf32>, tensor<1x1x3xf32>
}
