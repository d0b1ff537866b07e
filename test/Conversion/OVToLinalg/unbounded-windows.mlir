// RUN: ov-opt %s -split-input-file --ov-to-linalg | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-linalg --ov-to-affine | FileCheck %s --check-prefix=AFFINE

// ov-to-linalg materializes the padded input and visits every window tap, so
// it leaves MaxPools whose window exceeds 2^16 taps, or whose explicit pads or
// strides exceed 4096, for ov-to-affine (whose clamped loops never touch the
// padding). The limits are inclusive.

// CHECK-LABEL: func.func @kernel_too_wide
// CHECK: ov.max_pool_v1
// AFFINE-LABEL: func.func @kernel_too_wide
// AFFINE-NOT: ov.max_pool_v1
// AFFINE: affine.for
func.func @kernel_too_wide(%x: tensor<1x1x?xf32>) -> tensor<1x1x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [4611686018427387904] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x?xf32> -> tensor<1x1x?xf32>
  return %0 : tensor<1x1x?xf32>
}

// -----

// 257 x 256 taps: more than 2^16 in all, each axis small.
// CHECK-LABEL: func.func @window_too_many_taps
// CHECK: ov.max_pool_v8
func.func @window_too_many_taps(%x: tensor<1x1x?x?xf32>) -> (tensor<1x1x?x?xf32>, tensor<1x1x?x?xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [257, 256] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x1x?x?xf32> -> tensor<1x1x?x?xf32>, tensor<1x1x?x?xi64>
  return %0, %1 : tensor<1x1x?x?xf32>, tensor<1x1x?x?xi64>
}

// -----

// CHECK-LABEL: func.func @window_at_the_limit
// CHECK-NOT: ov.max_pool_v8
// CHECK: linalg.generic
func.func @window_at_the_limit(%x: tensor<1x1x?x?xf32>) -> (tensor<1x1x?x?xf32>, tensor<1x1x?x?xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [256, 256] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x1x?x?xf32> -> tensor<1x1x?x?xf32>, tensor<1x1x?x?xi64>
  return %0, %1 : tensor<1x1x?x?xf32>, tensor<1x1x?x?xi64>
}

// -----

// CHECK-LABEL: func.func @pads_too_large
// CHECK: ov.max_pool_v1
func.func @pads_too_large(%x: tensor<1x1x8xi32>) -> tensor<1x1x4104xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [4097] pads_end = [0] : tensor<1x1x8xi32> -> tensor<1x1x4104xi32>
  return %0 : tensor<1x1x4104xi32>
}

// -----

// CHECK-LABEL: func.func @pads_at_the_limit
// CHECK-NOT: ov.max_pool_v1
// CHECK: tensor.pad
// CHECK-SAME: low[0, 0, 4096] high[0, 0, 4096]
func.func @pads_at_the_limit(%x: tensor<1x1x8xi32>) -> tensor<1x1x8199xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [4096] pads_end = [4096] : tensor<1x1x8xi32> -> tensor<1x1x8199xi32>
  return %0 : tensor<1x1x8199xi32>
}

// -----

// CHECK-LABEL: func.func @stride_too_large
// CHECK: ov.max_pool_v1
func.func @stride_too_large(%x: tensor<1x1x?xf16>) -> tensor<1x1x?xf16> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [4097] pads_begin = [0] pads_end = [0] rounding_type = ceil : tensor<1x1x?xf16> -> tensor<1x1x?xf16>
  return %0 : tensor<1x1x?xf16>
}

// -----

// same_upper pads never exceed the dilated kernel: the attributes' pads are
// ignored, so this one is lowered.
// CHECK-LABEL: func.func @same_ignores_explicit_pads
// CHECK-NOT: ov.max_pool_v1
// CHECK: linalg
func.func @same_ignores_explicit_pads(%x: tensor<1x1x8xf32>) -> tensor<1x1x8xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3] strides = [1] pads_begin = [100000] pads_end = [100000] auto_pad = same_upper : tensor<1x1x8xf32> -> tensor<1x1x8xf32>
  return %0 : tensor<1x1x8xf32>
}

// -----

// ... but a huge dilation makes them huge (found by ov-ir-fuzzer: offsets
// overflowed int64 in the padded copy).
// CHECK-LABEL: func.func @same_with_huge_dilation
// CHECK: ov.max_pool_v8
func.func @same_with_huge_dilation(%x: tensor<?x?x6x2xf16>) -> (tensor<?x?x?x?xf16>, tensor<?x?x?x?xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [2, 2] pads_end = [2, 6] dilations = [6421323248251716301, 5554805332499392322] auto_pad = same_lower : tensor<?x?x6x2xf16> -> tensor<?x?x?x?xf16>, tensor<?x?x?x?xi64>
  return %0, %1 : tensor<?x?x?x?xf16>, tensor<?x?x?x?xi64>
}
