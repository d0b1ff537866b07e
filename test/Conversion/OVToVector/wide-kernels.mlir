// RUN: ov-opt %s -split-input-file --ov-to-vector | FileCheck %s

// ov-to-vector unrolls the taps of the last axis into straight-line code; a
// last-axis kernel above 64 taps (attributes go up to 2^62) is left for the
// other lowerings instead of unrolling without bound.

// CHECK-LABEL: func.func @too_wide
// CHECK: ov.max_pool_v1
func.func @too_wide(%x: tensor<1x1x1xf16>) -> tensor<1x1x1xf16> {
  %0 = ov.max_pool_v1 %x kernel = [4611686018427387904] strides = [3] pads_begin = [0] pads_end = [0] auto_pad = same_upper : tensor<1x1x1xf16> -> tensor<1x1x1xf16>
  return %0 : tensor<1x1x1xf16>
}

// -----

// CHECK-LABEL: func.func @sixty_five
// CHECK: ov.max_pool_v8
func.func @sixty_five(%x: tensor<1x2x3x100xf32>) -> (tensor<1x2x3x36xf32>, tensor<1x2x3x36xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [1, 65] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x2x3x100xf32> -> tensor<1x2x3x36xf32>, tensor<1x2x3x36xi64>
  return %0, %1 : tensor<1x2x3x36xf32>, tensor<1x2x3x36xi64>
}

// -----

// CHECK-LABEL: func.func @sixty_four
// CHECK-NOT: ov.max_pool_v8
// CHECK: scf.parallel
func.func @sixty_four(%x: tensor<1x2x3x100xf32>) -> (tensor<1x2x3x37xf32>, tensor<1x2x3x37xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [1, 64] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x2x3x100xf32> -> tensor<1x2x3x37xf32>, tensor<1x2x3x37xi64>
  return %0, %1 : tensor<1x2x3x37xf32>, tensor<1x2x3x37xi64>
}
