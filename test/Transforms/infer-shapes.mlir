// RUN: ov-opt %s -split-input-file --ov-infer-shapes | FileCheck %s

// ov-infer-shapes refines fully dynamic declared results from static
// operands. Every expected size below is computed by hand from docs/semantics.md
// 1.3/1.4:
//   same_*: P = max(0, (ceil(D/s) - 1) * s + dk - D)
//   padded = D + pads_begin + pads_end, dk = (k - 1) * d + 1,
//   out = floor_or_ceil((padded - dk) / s) + 1.

//===----------------------------------------------------------------------===//
// The spec's XML examples, corrected (docs/semantics.md 4.2)
//===----------------------------------------------------------------------===//

// same_upper, D = 32, k = 2, s = 2 (pads attributes ignored):
// P = max(0, 15 * 2 + 2 - 32) = 0; (32 - 2) / 2 + 1 = 16 (the spec says 32).
// CHECK-LABEL: func @spec_same_upper
// CHECK-SAME: -> tensor<1x3x16x16xf32>
// CHECK: ov.max_pool_v1 {{.*}} auto_pad = same_upper : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
// CHECK: return {{.*}} : tensor<1x3x16x16xf32>
func.func @spec_same_upper(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] auto_pad = same_upper : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// explicit: (32 + 1 + 1 - 2) / 2 + 1 = 17.
// CHECK-LABEL: func @spec_explicit
// CHECK-SAME: -> tensor<1x3x17x17xf32>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x3x32x32xf32> -> tensor<1x3x17x17xf32>
func.func @spec_explicit(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// valid: (32 - 2) / 2 + 1 = 16.
// CHECK-LABEL: func @spec_valid
// CHECK-SAME: -> tensor<1x3x16x16xf32>
// CHECK: ov.max_pool_v1 {{.*}} auto_pad = valid : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
func.func @spec_valid(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] auto_pad = valid : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// docs/semantics.md 1.4 examples
//===----------------------------------------------------------------------===//

// -----

// valid, 3x3, k = 2, s = 2: (3 - 2) / 2 = 0.5: ceil -> 2, floor -> 1.
// CHECK-LABEL: func @semantics_valid_ceil
// CHECK-SAME: -> (tensor<1x1x2x2xf32>, tensor<1x1x1x1xf32>)
// CHECK: rounding_type = ceil auto_pad = valid : tensor<1x1x3x3xf32> -> tensor<1x1x2x2xf32>
// CHECK: auto_pad = valid : tensor<1x1x3x3xf32> -> tensor<1x1x1x1xf32>
func.func @semantics_valid_ceil(%x: tensor<1x1x3x3xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil auto_pad = valid : tensor<1x1x3x3xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = floor auto_pad = valid : tensor<1x1x3x3xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// same_upper, D = 10, k = 2, s = 5: P = max(0, 5 + 2 - 10) = 0;
// (10 - 2) / 5 = 1.6: ceil -> 3, floor -> 2.
// CHECK-LABEL: func @semantics_same_upper_ceil
// CHECK-SAME: -> (tensor<1x1x3xf32>, tensor<1x1x2xf32>)
// CHECK: rounding_type = ceil auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<1x1x3xf32>
// CHECK: auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<1x1x2xf32>
func.func @semantics_same_upper_ceil(%x: tensor<1x1x10xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<?x?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

// -----

// explicit, D = 5, pads 1/1, k = 2, s = 2: (7 - 2) / 2 = 2.5: ceil -> 4 (no
// torch-style clamp), floor -> 3.
// CHECK-LABEL: func @semantics_explicit_ceil
// CHECK-SAME: -> (tensor<1x1x4xf32>, tensor<1x1x3xf32>)
// CHECK: rounding_type = ceil : tensor<1x1x5xf32> -> tensor<1x1x4xf32>
// CHECK: pads_end = [1] : tensor<1x1x5xf32> -> tensor<1x1x3xf32>
func.func @semantics_explicit_ceil(%x: tensor<1x1x5xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] rounding_type = ceil : tensor<1x1x5xf32> -> tensor<?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [1] : tensor<1x1x5xf32> -> tensor<?x?x?xf32>
  return %0, %1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Every auto_pad x rounding_type combination
//
// Input 1x2x11x10, kernel [4, 2], strides [3, 5], pads_begin [2, 0],
// pads_end [1, 3].
//   H (D = 11, k = 4, s = 3):
//     explicit: padded 14, (14 - 4) / 3 = 3.33: floor 4, ceil 5
//     valid:    padded 11, (11 - 4) / 3 = 2.33: floor 3, ceil 4
//     same_*:   P = max(0, 3 * 3 + 4 - 11) = 2, padded 13, 9 / 3 = 3: 4, 4
//   W (D = 10, k = 2, s = 5):
//     explicit: padded 13, (13 - 2) / 5 = 2.2: floor 3, ceil 4
//     valid:    padded 10, (10 - 2) / 5 = 1.6: floor 2, ceil 3
//     same_*:   P = max(0, 1 * 5 + 2 - 10) = 0, padded 10, 1.6: floor 2, ceil 3
//===----------------------------------------------------------------------===//

// -----

// CHECK-LABEL: func @combo_explicit
// CHECK-SAME: -> (tensor<1x2x4x3xf32>, tensor<1x2x5x4xf32>)
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x2x11x10xf32> -> tensor<1x2x4x3xf32>
// CHECK: ov.max_pool_v1 {{.*}} rounding_type = ceil : tensor<1x2x11x10xf32> -> tensor<1x2x5x4xf32>
func.func @combo_explicit(%x: tensor<1x2x11x10xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = floor auto_pad = explicit : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = ceil auto_pad = explicit : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func @combo_valid
// CHECK-SAME: -> (tensor<1x2x3x2xf32>, tensor<1x2x4x3xf32>)
// CHECK: ov.max_pool_v1 {{.*}} auto_pad = valid : tensor<1x2x11x10xf32> -> tensor<1x2x3x2xf32>
// CHECK: ov.max_pool_v1 {{.*}} rounding_type = ceil auto_pad = valid : tensor<1x2x11x10xf32> -> tensor<1x2x4x3xf32>
func.func @combo_valid(%x: tensor<1x2x11x10xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = floor auto_pad = valid : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = ceil auto_pad = valid : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func @combo_same_upper
// CHECK-SAME: -> (tensor<1x2x4x2xf32>, tensor<1x2x4x3xf32>)
// CHECK: ov.max_pool_v1 {{.*}} auto_pad = same_upper : tensor<1x2x11x10xf32> -> tensor<1x2x4x2xf32>
// CHECK: ov.max_pool_v1 {{.*}} rounding_type = ceil auto_pad = same_upper : tensor<1x2x11x10xf32> -> tensor<1x2x4x3xf32>
func.func @combo_same_upper(%x: tensor<1x2x11x10xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = floor auto_pad = same_upper : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = ceil auto_pad = same_upper : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// CHECK-LABEL: func @combo_same_lower
// CHECK-SAME: -> (tensor<1x2x4x2xf32>, tensor<1x2x4x3xf32>)
// CHECK: ov.max_pool_v1 {{.*}} auto_pad = same_lower : tensor<1x2x11x10xf32> -> tensor<1x2x4x2xf32>
// CHECK: ov.max_pool_v1 {{.*}} rounding_type = ceil auto_pad = same_lower : tensor<1x2x11x10xf32> -> tensor<1x2x4x3xf32>
func.func @combo_same_lower(%x: tensor<1x2x11x10xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = floor auto_pad = same_lower : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [4, 2] strides = [3, 5] pads_begin = [2, 0] pads_end = [1, 3] rounding_type = ceil auto_pad = same_lower : tensor<1x2x11x10xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Dilations (MaxPool-8): values and indices are refined alike
//===----------------------------------------------------------------------===//

// -----

// Input 1x1x13x13, kernel 3, stride 2, pads 1/2.
//   d = 3: dk = 7. explicit: padded 16, (16 - 7) / 2 = 4.5: floor 5, ceil 6.
//          same_upper: P = max(0, 6 * 2 + 7 - 13) = 6, padded 19, 12 / 2 -> 7.
//          valid: (13 - 7) / 2 = 3 -> 4.
//   d = 1: dk = 3. explicit ceil: (16 - 3) / 2 = 6.5 -> 8.
// CHECK-LABEL: func @v8_dilations
// CHECK-SAME: -> (tensor<1x1x5x5xf32>, tensor<1x1x5x5xi32>, tensor<1x1x6x8xf32>, tensor<1x1x7x7xi64>, tensor<1x1x4x4xf32>)
// CHECK: dilations = [3, 3] index_element_type = i32 : tensor<1x1x13x13xf32> -> tensor<1x1x5x5xf32>, tensor<1x1x5x5xi32>
// CHECK: dilations = [3, 1] rounding_type = ceil : tensor<1x1x13x13xf32> -> tensor<1x1x6x8xf32>, tensor<1x1x6x8xi64>
// CHECK: dilations = [3, 3] auto_pad = same_upper : tensor<1x1x13x13xf32> -> tensor<1x1x7x7xf32>, tensor<1x1x7x7xi64>
// CHECK: dilations = [3, 3] auto_pad = valid : tensor<1x1x13x13xf32> -> tensor<1x1x4x4xf32>, tensor<1x1x4x4xi64>
func.func @v8_dilations(%x: tensor<1x1x13x13xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>, tensor<?x?x?x?xf32>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [2, 2] dilations = [3, 3] index_element_type = i32 : tensor<1x1x13x13xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
  %2, %3 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [2, 2] dilations = [3, 1] rounding_type = ceil : tensor<1x1x13x13xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  %4, %5 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [2, 2] dilations = [3, 3] auto_pad = same_upper : tensor<1x1x13x13xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  %6, %7 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [2, 2] dilations = [3, 3] auto_pad = valid : tensor<1x1x13x13xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  return %0, %1, %2, %5, %6 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>, tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// Ranks 3 and 5
//===----------------------------------------------------------------------===//

// -----

// 3D: (9 - 3) / 2 + 1 = 4.
// 5D explicit ceil: 7 + 0 + 1 - 2 = 6 -> 7; 8 + 1 + 0 - 3 = 6, 6 / 2 -> 4;
//   9 + 2 + 1 - 4 = 8, ceil(8 / 3) = 3 -> 4.
// 5D same_lower, k = s = 2: ceil(5/2) = 3, ceil(6/2) = 3, ceil(7/2) = 4.
// CHECK-LABEL: func @ranks_3_and_5
// CHECK-SAME: -> (tensor<2x4x4xi32>, tensor<1x2x7x4x4xf16>, tensor<1x1x3x3x4xf16>)
// CHECK: : tensor<2x4x9xi32> -> tensor<2x4x4xi32>
// CHECK: : tensor<1x2x7x8x9xf16> -> tensor<1x2x7x4x4xf16>
// CHECK: : tensor<1x1x5x6x7xf16> -> tensor<1x1x3x3x4xf16>, tensor<1x1x3x3x4xi64>
func.func @ranks_3_and_5(%a: tensor<2x4x9xi32>, %b: tensor<1x2x7x8x9xf16>, %c: tensor<1x1x5x6x7xf16>) -> (tensor<?x?x?xi32>, tensor<?x?x?x?x?xf16>, tensor<?x?x?x?x?xf16>) {
  %0 = ov.max_pool_v1 %a kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x4x9xi32> -> tensor<?x?x?xi32>
  %1 = ov.max_pool_v1 %b kernel = [2, 3, 4] strides = [1, 2, 3] pads_begin = [0, 1, 2] pads_end = [1, 0, 1] rounding_type = ceil : tensor<1x2x7x8x9xf16> -> tensor<?x?x?x?x?xf16>
  %2, %3 = ov.max_pool_v8 %c kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] auto_pad = same_lower : tensor<1x1x5x6x7xf16> -> tensor<?x?x?x?x?xf16>, tensor<?x?x?x?x?xi64>
  return %0, %1, %2 : tensor<?x?x?xi32>, tensor<?x?x?x?x?xf16>, tensor<?x?x?x?x?xf16>
}

//===----------------------------------------------------------------------===//
// Dynamic dims
//===----------------------------------------------------------------------===//

// -----

// A dynamic spatial dim stays dynamic under explicit/valid; the static one
// is computed: (10 - 2) / 2 + 1 = 5.
// CHECK-LABEL: func @dynamic_spatial_explicit
// CHECK-SAME: -> (tensor<1x3x?x5xf32>, tensor<1x3x5x?xf32>)
// CHECK: : tensor<1x3x?x10xf32> -> tensor<1x3x?x5xf32>
// CHECK: auto_pad = valid : tensor<1x3x10x?xf32> -> tensor<1x3x5x?xf32>
func.func @dynamic_spatial_explicit(%a: tensor<1x3x?x10xf32>, %b: tensor<1x3x10x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %a kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x?x10xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %b kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = valid : tensor<1x3x10x?xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// same_* over a dynamic dim gives ?; the static dim still gets its pads.
// docs/semantics.md 1.3: [1, 3, 32, ?], k = 3, s = 1 -> [1, 3, 32, ?].
// s = 2, k = 2: ceil(32 / 2) = 16.
// CHECK-LABEL: func @dynamic_spatial_same
// CHECK-SAME: -> (tensor<1x3x32x?xf32>, tensor<1x3x16x?xf32>)
// CHECK: auto_pad = same_lower : tensor<1x3x32x?xf32> -> tensor<1x3x32x?xf32>
// CHECK: rounding_type = ceil auto_pad = same_upper : tensor<1x3x32x?xf32> -> tensor<1x3x16x?xf32>
func.func @dynamic_spatial_same(%x: tensor<1x3x32x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_lower : tensor<1x3x32x?xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil auto_pad = same_upper : tensor<1x3x32x?xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// Dynamic N and C pass through; static spatial dims are computed:
// (10 + 1 + 1 - 3) / 2 = 4.5: ceil -> 6.
// CHECK-LABEL: func @dynamic_batch_channels
// CHECK-SAME: -> (tensor<?x?x6x6xf32>, tensor<?x?x6x6xi32>)
// CHECK: : tensor<?x?x10x10xf32> -> tensor<?x?x6x6xf32>, tensor<?x?x6x6xi32>
func.func @dynamic_batch_channels(%x: tensor<?x?x10x10xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil index_element_type = i32 : tensor<?x?x10x10xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi32>
}

// -----

// A declared static dim is kept; the declared type and the inferred one meet.
// CHECK-LABEL: func @partially_declared
// CHECK-SAME: -> tensor<4x3x?x5xf32>
// CHECK: : tensor<?x3x?x10xf32> -> tensor<4x3x?x5xf32>
func.func @partially_declared(%x: tensor<?x3x?x10xf32>) -> tensor<4x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x3x?x10xf32> -> tensor<4x?x?x?xf32>
  return %0 : tensor<4x?x?x?xf32>
}

// -----

// An unranked input: the declared unranked result becomes rank
// 2 + len(kernel), all dynamic.
// CHECK-LABEL: func @unranked_input
// CHECK-SAME: -> (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xi32>)
// CHECK: : tensor<*xf32> -> tensor<?x?x?x?xf32>
// CHECK: : tensor<*xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi64>
// CHECK: : tensor<*xf32> -> tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xi32>
func.func @unranked_input(%x: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xi32>) {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<*xf32> -> tensor<*xf32>
  %1, %2 = ov.max_pool_v8 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] : tensor<*xf32> -> tensor<*xf32>, tensor<*xi64>
  %3, %4 = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] index_element_type = i32 : tensor<*xf32> -> tensor<*xf32>, tensor<*xi32>
  return %0, %1, %4 : tensor<*xf32>, tensor<*xf32>, tensor<*xi32>
}

//===----------------------------------------------------------------------===//
// Propagation and users
//===----------------------------------------------------------------------===//

// -----

// 32 -> (32 - 2) / 2 + 1 = 16 -> (16 + 1 + 1 - 3) / 2 = 7.5, ceil -> 9.
// CHECK-LABEL: func @chain
// CHECK-SAME: -> tensor<1x3x9x9xf32>
// CHECK: %[[A:.*]] = ov.max_pool_v1 {{.*}} : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
// CHECK: %[[B:.*]] = ov.max_pool_v1 %[[A]] {{.*}} : tensor<1x3x16x16xf32> -> tensor<1x3x9x9xf32>
// CHECK: return %[[B]] : tensor<1x3x9x9xf32>
func.func @chain(%x: tensor<1x3x32x32xf32>) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %0 kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// MaxPool-8 -> MaxPool-1 -> ROIAlign: C = 8 reaches the ROIAlign result.
// v8 same_upper, s = 2: ceil(15 / 2) = 8; v1 valid k = 2, s = 2: 4.
// CHECK-LABEL: func @chain_into_roi_align
// CHECK-SAME: -> tensor<6x8x2x3xf32>
// CHECK: ov.max_pool_v8 {{.*}} : tensor<2x8x15x15xf32> -> tensor<2x8x8x8xf32>, tensor<2x8x8x8xi64>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<2x8x8x8xf32> -> tensor<2x8x4x4xf32>
// CHECK: ov.roi_align_v3 {{.*}} : tensor<2x8x4x4xf32>, tensor<6x4xf32>, tensor<6xi32> -> tensor<6x8x2x3xf32>
func.func @chain_into_roi_align(%x: tensor<2x8x15x15xf32>, %rois: tensor<6x4xf32>, %idx: tensor<6xi32>) -> tensor<?x?x?x?xf32> {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<2x8x15x15xf32> -> tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
  %2 = ov.max_pool_v1 %0 kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = valid : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
  %3 = ov.roi_align_v3 %2, %rois, %idx pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 0.25 mode = avg : tensor<?x?x?x?xf32>, tensor<6x4xf32>, tensor<6xi32> -> tensor<?x?x?x?xf32>
  return %3 : tensor<?x?x?x?xf32>
}

// -----

// A user outside the ov dialect keeps seeing the declared type through one
// tensor.cast; ov users and the return see the refined type.
// CHECK-LABEL: func @non_ov_user
// CHECK-SAME: -> (tensor<1x3x16x16xf32>, tensor<1x3x8x8xf32>)
// CHECK: %[[P:.*]] = ov.max_pool_v1 {{.*}} -> tensor<1x3x16x16xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[P]] : tensor<1x3x16x16xf32> to tensor<?x?x?x?xf32>
// CHECK-NOT: tensor.cast
// CHECK: call @sink(%[[C]]) : (tensor<?x?x?x?xf32>) -> ()
// CHECK: %[[Q:.*]] = ov.max_pool_v1 %[[P]] {{.*}} : tensor<1x3x16x16xf32> -> tensor<1x3x8x8xf32>
// CHECK: %{{.*}} = tensor.dim %[[C]], %{{.*}} : tensor<?x?x?x?xf32>
// CHECK: return %[[P]], %[[Q]] : tensor<1x3x16x16xf32>, tensor<1x3x8x8xf32>
func.func private @sink(tensor<?x?x?x?xf32>)
func.func @non_ov_user(%x: tensor<1x3x32x32xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %c2 = arith.constant 2 : index
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  call @sink(%0) : (tensor<?x?x?x?xf32>) -> ()
  %1 = ov.max_pool_v1 %0 kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
  %d = tensor.dim %0, %c2 : tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

// -----

// Ops in nested regions are refined too; scf.yield is not an ov op, so it
// gets a cast, and the function result (from scf.if) is unchanged.
// CHECK-LABEL: func @nested_region
// CHECK-SAME: -> tensor<?x?x?x?xf32>
// CHECK: %[[A:.*]] = ov.max_pool_v1 {{.*}} -> tensor<1x3x16x16xf32>
// CHECK: %[[CA:.*]] = tensor.cast %[[A]] : tensor<1x3x16x16xf32> to tensor<?x?x?x?xf32>
// CHECK: scf.if
// CHECK: %[[B:.*]] = ov.max_pool_v1 %[[A]] {{.*}} : tensor<1x3x16x16xf32> -> tensor<1x3x8x8xf32>
// CHECK: %[[CB:.*]] = tensor.cast %[[B]] : tensor<1x3x8x8xf32> to tensor<?x?x?x?xf32>
// CHECK: scf.yield %[[CB]] : tensor<?x?x?x?xf32>
// CHECK: } else {
// CHECK: scf.yield %[[CA]] : tensor<?x?x?x?xf32>
func.func @nested_region(%x: tensor<1x3x32x32xf32>, %c: i1) -> tensor<?x?x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  %1 = scf.if %c -> tensor<?x?x?x?xf32> {
    %2 = ov.max_pool_v1 %0 kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x?x?x?xf32> -> tensor<?x?x?x?xf32>
    scf.yield %2 : tensor<?x?x?x?xf32>
  } else {
    scf.yield %0 : tensor<?x?x?x?xf32>
  }
  return %1 : tensor<?x?x?x?xf32>
}

// -----

// Returns that disagree keep the declared result type, through casts;
// returns that agree refine it.
// CHECK-LABEL: func @multiple_returns
// CHECK-SAME: -> (tensor<?x?x?x?xf32>, tensor<1x3x16x16xf32>)
// CHECK: %[[A:.*]] = ov.max_pool_v1 {{.*}} -> tensor<1x3x16x16xf32>
// CHECK: %[[B:.*]] = ov.max_pool_v1 {{.*}} -> tensor<1x3x8x8xf32>
// CHECK: ^bb1:
// CHECK-NEXT: %[[CA:.*]] = tensor.cast %[[A]] : tensor<1x3x16x16xf32> to tensor<?x?x?x?xf32>
// CHECK-NEXT: return %[[CA]], %[[A]] : tensor<?x?x?x?xf32>, tensor<1x3x16x16xf32>
// CHECK: ^bb2:
// CHECK-NEXT: %[[CB:.*]] = tensor.cast %[[B]] : tensor<1x3x8x8xf32> to tensor<?x?x?x?xf32>
// CHECK-NEXT: return %[[CB]], %[[A]] : tensor<?x?x?x?xf32>, tensor<1x3x16x16xf32>
func.func @multiple_returns(%x: tensor<1x3x32x32xf32>, %c: i1) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %x kernel = [4, 4] strides = [4, 4] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<?x?x?x?xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0, %0 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
^bb2:
  return %1, %0 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>
}

//===----------------------------------------------------------------------===//
// ROIAlign-3
//===----------------------------------------------------------------------===//

// -----

// R comes from batch_indices when rois dim 0 is dynamic, from rois otherwise;
// C from data; [pooled_h, pooled_w] always static.
// CHECK-LABEL: func @roi_align
// CHECK-SAME: -> (tensor<7x256x3x4xf32>, tensor<7x?x3x4xf32>, tensor<?x256x1x1xf32>)
// CHECK: : tensor<2x256x20x20xf32>, tensor<?x4xf32>, tensor<7xi32> -> tensor<7x256x3x4xf32>
// CHECK: : tensor<2x?x20x20xf32>, tensor<7x4xf32>, tensor<?xi64> -> tensor<7x?x3x4xf32>
// CHECK: : tensor<*xf32>, tensor<*xf32>, tensor<*xi8> -> tensor<?x256x1x1xf32>
func.func @roi_align(%d: tensor<2x256x20x20xf32>, %r: tensor<?x4xf32>, %i: tensor<7xi32>,
                     %d2: tensor<2x?x20x20xf32>, %r2: tensor<7x4xf32>, %i2: tensor<?xi64>,
                     %d3: tensor<*xf32>, %r3: tensor<*xf32>, %i3: tensor<*xi8>)
    -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x256x?x?xf32>) {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 3 pooled_w = 4 sampling_ratio = 2 spatial_scale = 0.5 mode = avg : tensor<2x256x20x20xf32>, tensor<?x4xf32>, tensor<7xi32> -> tensor<?x?x?x?xf32>
  %1 = ov.roi_align_v3 %d2, %r2, %i2 pooled_h = 3 pooled_w = 4 sampling_ratio = 2 spatial_scale = 0.5 mode = max : tensor<2x?x20x20xf32>, tensor<7x4xf32>, tensor<?xi64> -> tensor<?x?x?x?xf32>
  %2 = ov.roi_align_v3 %d3, %r3, %i3 pooled_h = 1 pooled_w = 1 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<*xf32>, tensor<*xf32>, tensor<*xi8> -> tensor<?x256x?x?xf32>
  return %0, %1, %2 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x256x?x?xf32>
}

// -----

// Nothing to refine: the IR is unchanged.
// CHECK-LABEL: func @already_static
// CHECK-SAME: -> tensor<1x3x16x16xbf16>
// CHECK-NOT: tensor.cast
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x3x32x32xbf16> -> tensor<1x3x16x16xbf16>
func.func @already_static(%x: tensor<1x3x32x32xbf16>) -> tensor<1x3x16x16xbf16> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xbf16> -> tensor<1x3x16x16xbf16>
  return %0 : tensor<1x3x16x16xbf16>
}
