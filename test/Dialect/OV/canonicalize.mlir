// RUN: ov-opt %s -split-input-file --canonicalize | FileCheck %s

// ov.max_pool_v8 whose indices are unused and whose dilations are all ones
// computes exactly ov.max_pool_v1 (docs/semantics.md 2): it becomes v1 with the
// same kernel/strides/pads/rounding_type/auto_pad. index_element_type and
// axis only affect the indices and are dropped.

// CHECK-LABEL: func @v8_to_v1_no_dilations
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x32x32xf32>)
// CHECK-NOT: ov.max_pool_v8
// CHECK: %[[V:.*]] = ov.max_pool_v1 %[[X]] kernel = [3, 3] strides = [2, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
// CHECK-NOT: ov.max_pool_v8
// CHECK: return %[[V]]
func.func @v8_to_v1_no_dilations(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x16x16xf32> {
  %v, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  return %v : tensor<1x3x16x16xf32>
}

// -----

// Explicit all-ones dilations, non-default rounding_type and auto_pad, and
// indices attributes; the declared (dynamic) result type is kept.
// CHECK-LABEL: func @v8_to_v1_all_attributes
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x9x10xf16>)
// CHECK: %[[V:.*]] = ov.max_pool_v1 %[[X]] kernel = [2, 3] strides = [2, 2] pads_begin = [0, 1] pads_end = [0, 1] rounding_type = ceil auto_pad = same_lower : tensor<2x4x9x10xf16> -> tensor<?x4x?x5xf16>
// CHECK-NOT: ov.max_pool_v8
// CHECK: return %[[V]]
func.func @v8_to_v1_all_attributes(%x: tensor<2x4x9x10xf16>) -> tensor<?x4x?x5xf16> {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 3] strides = [2, 2] pads_begin = [0, 1] pads_end = [0, 1] dilations = [1, 1] rounding_type = ceil auto_pad = same_lower index_element_type = i32 axis = -2 : tensor<2x4x9x10xf16> -> tensor<?x4x?x5xf16>, tensor<?x4x?x5xi32>
  return %v : tensor<?x4x?x5xf16>
}

// -----

// valid + floor, rank 5, integer elements, unranked input.
// CHECK-LABEL: func @v8_to_v1_rank5_valid
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] auto_pad = valid : tensor<1x1x3x3x3xi8> -> tensor<1x1x2x2x2xi8>
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2] strides = [1] pads_begin = [1] pads_end = [1] : tensor<*xf32> -> tensor<?x?x?xf32>
// CHECK-NOT: ov.max_pool_v8
func.func @v8_to_v1_rank5_valid(%x: tensor<1x1x3x3x3xi8>, %y: tensor<*xf32>) -> (tensor<1x1x2x2x2xi8>, tensor<?x?x?xf32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] auto_pad = valid : tensor<1x1x3x3x3xi8> -> tensor<1x1x2x2x2xi8>, tensor<1x1x2x2x2xi64>
  %w, %j = ov.max_pool_v8 %y kernel = [2] strides = [1] pads_begin = [1] pads_end = [1] : tensor<*xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi64>
  return %v, %w : tensor<1x1x2x2x2xi8>, tensor<?x?x?xf32>
}

// -----

// An empty dilations list means all ones.
// CHECK-LABEL: func @v8_to_v1_empty_dilations
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] : tensor<1x1x6xf32> -> tensor<1x1x3xf32>
// CHECK-NOT: ov.max_pool_v8
func.func @v8_to_v1_empty_dilations(%x: tensor<1x1x6xf32>) -> tensor<1x1x3xf32> {
  %v, %i = ov.max_pool_v8 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] dilations = [] : tensor<1x1x6xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return %v : tensor<1x1x3xf32>
}

// -----

// The indices are used: no rewrite.
// CHECK-LABEL: func @v8_indices_used
// CHECK: %[[V:.*]], %[[I:.*]] = ov.max_pool_v8 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
// CHECK-NOT: ov.max_pool_v1
// CHECK: return %[[V]], %[[I]]
func.func @v8_indices_used(%x: tensor<1x3x32x32xf32>) -> (tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  return %v, %i : tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
}

// -----

// Only the indices are used: no rewrite (the values result stays unused).
// CHECK-LABEL: func @v8_only_indices_used
// CHECK: %{{.*}}, %[[I:.*]] = ov.max_pool_v8 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = 2 : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi32>
// CHECK-NOT: ov.max_pool_v1
// CHECK: return %[[I]]
func.func @v8_only_indices_used(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x16x16xi32> {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = 2 : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi32>
  return %i : tensor<1x3x16x16xi32>
}

// -----

// Dilations other than one: no rewrite, even with unused indices.
// W: kernel 2, dilation 2: dk = 3, 8 - 3 + 1 = 6.
// CHECK-LABEL: func @v8_dilated
// CHECK: %[[V:.*]], %{{.*}} = ov.max_pool_v8 %{{.*}} kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 2] : tensor<1x3x8x8xf32> -> tensor<1x3x7x6xf32>, tensor<1x3x7x6xi64>
// CHECK-NOT: ov.max_pool_v1
// CHECK: return %[[V]]
func.func @v8_dilated(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x7x6xf32> {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 2] : tensor<1x3x8x8xf32> -> tensor<1x3x7x6xf32>, tensor<1x3x7x6xi64>
  return %v : tensor<1x3x7x6xf32>
}

// -----

// Neither result is used: the op is pure and erased.
// CHECK-LABEL: func @v8_dead
// CHECK-NOT: ov.max_pool
// CHECK: return
func.func @v8_dead(%x: tensor<1x3x8x8xf32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>, tensor<1x3x7x7xi64>
  return
}

// -----

// v1 itself is left alone.
// CHECK-LABEL: func @v1_unchanged
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
func.func @v1_unchanged(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x7x7xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x7x7xf32>
  return %0 : tensor<1x3x7x7xf32>
}
