// RUN: ov-opt %s | ov-opt | FileCheck %s
// RUN: ov-opt %s -mlir-print-op-generic | ov-opt | FileCheck %s

// Parse -> print -> parse for ov.max_pool_v1, ov.max_pool_v8 and
// ov.roi_align_v3, through the custom and the generic form. Default
// attribute values (rounding_type = floor, auto_pad = explicit, axis = 0, an
// absent dilations / index_element_type) are elided in the custom form.

//===----------------------------------------------------------------------===//
// MaxPool-1
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @v1_defaults_absent
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
func.func @v1_defaults_absent(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x16x16xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>
  return %0 : tensor<1x3x16x16xf32>
}

// floor and explicit, written out, are elided when printed.
// CHECK-LABEL: func @v1_defaults_elided
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<1x3x32x32xf32> -> tensor<1x3x17x17xf32>
func.func @v1_defaults_elided(%x: tensor<1x3x32x32xf32>) -> tensor<1x3x17x17xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = floor auto_pad = explicit : tensor<1x3x32x32xf32> -> tensor<1x3x17x17xf32>
  return %0 : tensor<1x3x17x17xf32>
}

// 8 + 1 + 1 - 3 = 7, ceil(7 / 2) + 1 = 5.
// CHECK-LABEL: func @v1_ceil
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x5x5xf32>
func.func @v1_ceil(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// CHECK-LABEL: func @v1_same_upper
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<1x3x9x9xf32> -> tensor<1x3x5x5xf32>
func.func @v1_same_upper(%x: tensor<1x3x9x9xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<1x3x9x9xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// CHECK-LABEL: func @v1_same_lower
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_lower : tensor<1x3x9x9xf32> -> tensor<1x3x5x5xf32>
func.func @v1_same_lower(%x: tensor<1x3x9x9xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_lower : tensor<1x3x9x9xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// valid ignores the pads attributes (kept as written): (9 - 3) / 2 + 1 = 4.
// CHECK-LABEL: func @v1_valid
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] auto_pad = valid : tensor<1x3x9x9xf32> -> tensor<1x3x4x4xf32>
func.func @v1_valid(%x: tensor<1x3x9x9xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] auto_pad = valid : tensor<1x3x9x9xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// docs/semantics.md 1.4: valid + ceil, 3x3, k = 2, s = 2 gives 2x2.
// CHECK-LABEL: func @v1_ceil_valid
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil auto_pad = valid : tensor<1x1x3x3xf32> -> tensor<1x1x2x2xf32>
func.func @v1_ceil_valid(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x2x2xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = ceil auto_pad = valid : tensor<1x1x3x3xf32> -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}

// CHECK-LABEL: func @v1_ceil_same_upper
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<1x1x3xf32>
func.func @v1_ceil_same_upper(%x: tensor<1x1x10xf32>) -> tensor<1x1x3xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = same_upper : tensor<1x1x10xf32> -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// CHECK-LABEL: func @v1_ceil_same_lower
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = same_lower : tensor<1x1x10xf32> -> tensor<1x1x3xf32>
func.func @v1_ceil_same_lower(%x: tensor<1x1x10xf32>) -> tensor<1x1x3xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [5] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = same_lower : tensor<1x1x10xf32> -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// The attribute order in the custom form is fixed: rounding_type first.
// CHECK-LABEL: func @v1_attr_dict
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = valid {some.unit} : tensor<1x1x4xf32> -> tensor<1x1x3xf32>
func.func @v1_attr_dict(%x: tensor<1x1x4xf32>) -> tensor<1x1x3xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] rounding_type = ceil auto_pad = valid {some.unit} : tensor<1x1x4xf32> -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// Ranks 3, 4 and 5. Rank 5: 7 + 0 + 1 - 2 = 6 -> 7; 8 + 1 + 0 - 3 = 6,
// 6 / 2 -> 4; 9 + 2 + 1 - 4 = 8, ceil(8 / 3) = 3 -> 4.
// CHECK-LABEL: func @v1_ranks
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x4x9xf32> -> tensor<2x4x4xf32>
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [3, 2] strides = [1, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<2x4x6x7xf32> -> tensor<2x4x6x4xf32>
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 3, 4] strides = [1, 2, 3] pads_begin = [0, 1, 2] pads_end = [1, 0, 1] rounding_type = ceil : tensor<1x2x7x8x9xf32> -> tensor<1x2x7x4x4xf32>
func.func @v1_ranks(%a: tensor<2x4x9xf32>, %b: tensor<2x4x6x7xf32>, %c: tensor<1x2x7x8x9xf32>) -> (tensor<2x4x4xf32>, tensor<2x4x6x4xf32>, tensor<1x2x7x4x4xf32>) {
  %0 = ov.max_pool_v1 %a kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x4x9xf32> -> tensor<2x4x4xf32>
  %1 = ov.max_pool_v1 %b kernel = [3, 2] strides = [1, 2] pads_begin = [1, 0] pads_end = [1, 1] : tensor<2x4x6x7xf32> -> tensor<2x4x6x4xf32>
  %2 = ov.max_pool_v1 %c kernel = [2, 3, 4] strides = [1, 2, 3] pads_begin = [0, 1, 2] pads_end = [1, 0, 1] rounding_type = ceil : tensor<1x2x7x8x9xf32> -> tensor<1x2x7x4x4xf32>
  return %0, %1, %2 : tensor<2x4x4xf32>, tensor<2x4x6x4xf32>, tensor<1x2x7x4x4xf32>
}

// Every element type family: floats, and 8- to 64-bit integers of every
// signedness.
// CHECK-LABEL: func @v1_element_types
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xf16> -> tensor<1x1x3xf16>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xbf16> -> tensor<1x1x3xbf16>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xf32> -> tensor<1x1x3xf32>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xf64> -> tensor<1x1x3xf64>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xi8> -> tensor<1x1x3xi8>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xsi8> -> tensor<1x1x3xsi8>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xui8> -> tensor<1x1x3xui8>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xi16> -> tensor<1x1x3xi16>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xsi16> -> tensor<1x1x3xsi16>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xui16> -> tensor<1x1x3xui16>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xi32> -> tensor<1x1x3xi32>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xsi32> -> tensor<1x1x3xsi32>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xui32> -> tensor<1x1x3xui32>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xi64> -> tensor<1x1x3xi64>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xsi64> -> tensor<1x1x3xsi64>
// CHECK: ov.max_pool_v1 {{.*}} : tensor<1x1x4xui64> -> tensor<1x1x3xui64>
func.func @v1_element_types(%f16: tensor<1x1x4xf16>, %bf16: tensor<1x1x4xbf16>, %f32: tensor<1x1x4xf32>, %f64: tensor<1x1x4xf64>,
                            %i8: tensor<1x1x4xi8>, %si8: tensor<1x1x4xsi8>, %ui8: tensor<1x1x4xui8>,
                            %i16: tensor<1x1x4xi16>, %si16: tensor<1x1x4xsi16>, %ui16: tensor<1x1x4xui16>,
                            %i32: tensor<1x1x4xi32>, %si32: tensor<1x1x4xsi32>, %ui32: tensor<1x1x4xui32>,
                            %i64: tensor<1x1x4xi64>, %si64: tensor<1x1x4xsi64>, %ui64: tensor<1x1x4xui64>) {
  %0 = ov.max_pool_v1 %f16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf16> -> tensor<1x1x3xf16>
  %1 = ov.max_pool_v1 %bf16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xbf16> -> tensor<1x1x3xbf16>
  %2 = ov.max_pool_v1 %f32 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf32> -> tensor<1x1x3xf32>
  %3 = ov.max_pool_v1 %f64 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf64> -> tensor<1x1x3xf64>
  %4 = ov.max_pool_v1 %i8 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xi8> -> tensor<1x1x3xi8>
  %5 = ov.max_pool_v1 %si8 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xsi8> -> tensor<1x1x3xsi8>
  %6 = ov.max_pool_v1 %ui8 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xui8> -> tensor<1x1x3xui8>
  %7 = ov.max_pool_v1 %i16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xi16> -> tensor<1x1x3xi16>
  %8 = ov.max_pool_v1 %si16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xsi16> -> tensor<1x1x3xsi16>
  %9 = ov.max_pool_v1 %ui16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xui16> -> tensor<1x1x3xui16>
  %10 = ov.max_pool_v1 %i32 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xi32> -> tensor<1x1x3xi32>
  %11 = ov.max_pool_v1 %si32 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xsi32> -> tensor<1x1x3xsi32>
  %12 = ov.max_pool_v1 %ui32 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xui32> -> tensor<1x1x3xui32>
  %13 = ov.max_pool_v1 %i64 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xi64> -> tensor<1x1x3xi64>
  %14 = ov.max_pool_v1 %si64 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xsi64> -> tensor<1x1x3xsi64>
  %15 = ov.max_pool_v1 %ui64 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xui64> -> tensor<1x1x3xui64>
  return
}

// Dynamic N, C and spatial dims; a declared result may be less static than
// the inferred one.
// CHECK-LABEL: func @v1_dynamic_dims
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x3x?x10xf32> -> tensor<?x3x?x5xf32>
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<1x3x10x?xf32> -> tensor<?x?x?x?xf32>
func.func @v1_dynamic_dims(%a: tensor<?x3x?x10xf32>, %b: tensor<1x3x10x?xf32>) -> (tensor<?x3x?x5xf32>, tensor<?x?x?x?xf32>) {
  %0 = ov.max_pool_v1 %a kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<?x3x?x10xf32> -> tensor<?x3x?x5xf32>
  %1 = ov.max_pool_v1 %b kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<1x3x10x?xf32> -> tensor<?x?x?x?xf32>
  return %0, %1 : tensor<?x3x?x5xf32>, tensor<?x?x?x?xf32>
}

// An unranked input gives rank 2 + len(kernel); an unranked result is also
// accepted.
// CHECK-LABEL: func @v1_unranked
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<*xf32> -> tensor<?x?x?x?xf32>
// CHECK: ov.max_pool_v1 %{{.*}} kernel = [2] strides = [1] pads_begin = [1] pads_end = [1] rounding_type = ceil : tensor<*xi32> -> tensor<*xi32>
func.func @v1_unranked(%a: tensor<*xf32>, %b: tensor<*xi32>) -> (tensor<?x?x?x?xf32>, tensor<*xi32>) {
  %0 = ov.max_pool_v1 %a kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<*xf32> -> tensor<?x?x?x?xf32>
  %1 = ov.max_pool_v1 %b kernel = [2] strides = [1] pads_begin = [1] pads_end = [1] rounding_type = ceil : tensor<*xi32> -> tensor<*xi32>
  return %0, %1 : tensor<?x?x?x?xf32>, tensor<*xi32>
}

//===----------------------------------------------------------------------===//
// MaxPool-8
//===----------------------------------------------------------------------===//

// No dilations, no index_element_type (i64) and axis = 0 print nothing.
// CHECK-LABEL: func @v8_defaults
// CHECK: %output{{.*}}, %indices{{.*}} = ov.max_pool_v8 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
// CHECK: %output{{.*}}, %indices{{.*}} = ov.max_pool_v8 %{{.*}} kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
func.func @v8_defaults(%x: tensor<1x3x32x32xf32>) -> (tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>, tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  %2, %3 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] rounding_type = floor auto_pad = explicit axis = 0 : tensor<1x3x32x32xf32> -> tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
  return %0, %1, %2, %3 : tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>, tensor<1x3x16x16xf32>, tensor<1x3x16x16xi64>
}

// The op documentation's example: (2 - 1) * 2 + 1 = 3, 5 - 3 + 1 = 3.
// CHECK-LABEL: func @v8_dilations_i32_axis
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] index_element_type = i32 axis = 2 : tensor<1x2x5x5xf32> -> tensor<1x2x3x3xf32>, tensor<1x2x3x3xi32>
func.func @v8_dilations_i32_axis(%x: tensor<1x2x5x5xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x2x3x3xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] index_element_type = i32 axis = 2 : tensor<1x2x5x5xf32> -> tensor<1x2x3x3xf32>, tensor<1x2x3x3xi32>
  return %v, %i : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi32>
}

// An explicit index_element_type = i64 is kept as written (only an absent
// one is implied).
// CHECK-LABEL: func @v8_index_i64_explicit
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] index_element_type = i64 : tensor<1x1x4xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
func.func @v8_index_i64_explicit(%x: tensor<1x1x4xf32>) -> tensor<1x1x3xi64> {
  %v, %i = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] index_element_type = i64 : tensor<1x1x4xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return %i : tensor<1x1x3xi64>
}

// An explicit all-ones dilations list is kept as written.
// CHECK-LABEL: func @v8_dilations_ones
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [1] pads_begin = [1] pads_end = [1] dilations = [1] : tensor<1x1x6xf32> -> tensor<1x1x6xf32>, tensor<1x1x6xi64>
func.func @v8_dilations_ones(%x: tensor<1x1x6xf32>) -> (tensor<1x1x6xf32>, tensor<1x1x6xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3] strides = [1] pads_begin = [1] pads_end = [1] dilations = [1] : tensor<1x1x6xf32> -> tensor<1x1x6xf32>, tensor<1x1x6xi64>
  return %v, %i : tensor<1x1x6xf32>, tensor<1x1x6xi64>
}

// An empty dilations list means all ones (docs/semantics.md 1.1) and is kept.
// CHECK-LABEL: func @v8_dilations_empty
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [1] pads_begin = [0] pads_end = [0] dilations = [] : tensor<1x1x6xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
func.func @v8_dilations_empty(%x: tensor<1x1x6xf32>) -> (tensor<1x1x4xf32>, tensor<1x1x4xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [3] strides = [1] pads_begin = [0] pads_end = [0] dilations = [] : tensor<1x1x6xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
  return %v, %i : tensor<1x1x4xf32>, tensor<1x1x4xi64>
}

// i32 indices with an index range of exactly 2^31 - 1 (65537 * 32767 from
// axis 2 on) fit.
// CHECK-LABEL: func @v8_i32_index_range_limit
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [1, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = 2 : tensor<2x3x65537x32767xf32> -> tensor<2x3x65537x32767xf32>, tensor<2x3x65537x32767xi32>
func.func @v8_i32_index_range_limit(%x: tensor<2x3x65537x32767xf32>) -> tensor<2x3x65537x32767xi32> {
  %v, %i = ov.max_pool_v8 %x kernel = [1, 1] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] index_element_type = i32 axis = 2 : tensor<2x3x65537x32767xf32> -> tensor<2x3x65537x32767xf32>, tensor<2x3x65537x32767xi32>
  return %i : tensor<2x3x65537x32767xi32>
}

// Negative axis, in [-R, -1].
// CHECK-LABEL: func @v8_negative_axis
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] axis = -1 : tensor<1x2x4x4x4xf32> -> tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] index_element_type = i32 axis = -5 : tensor<1x2x4x4x4xf32> -> tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi32>
func.func @v8_negative_axis(%x: tensor<1x2x4x4x4xf32>) -> (tensor<1x2x2x2x2xi64>, tensor<1x2x2x2x2xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] axis = -1 : tensor<1x2x4x4x4xf32> -> tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>
  %w, %j = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] index_element_type = i32 axis = -5 : tensor<1x2x4x4x4xf32> -> tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi32>
  return %i, %j : tensor<1x2x2x2x2xi64>, tensor<1x2x2x2x2xi32>
}

// Every rounding_type / auto_pad value, with every optional attribute, in
// the printed order. 11 + 2 + 1 - (3 - 1) * 2 - 1 = 9: 9 / 3 + 1 = 4.
// same_*: ceil(11 / 3) = 4. valid: 11 - 5 = 6, 6 / 3 + 1 = 3.
// CHECK-LABEL: func @v8_all_attributes
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] rounding_type = ceil index_element_type = i32 axis = 1 : tensor<1x1x11xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi32>
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] auto_pad = same_upper : tensor<1x1x11xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] rounding_type = ceil auto_pad = same_lower index_element_type = i32 : tensor<1x1x11xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi32>
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] auto_pad = valid axis = -3 : tensor<1x1x11xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
func.func @v8_all_attributes(%x: tensor<1x1x11xf32>) {
  %0:2 = ov.max_pool_v8 %x kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] rounding_type = ceil auto_pad = explicit index_element_type = i32 axis = 1 : tensor<1x1x11xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi32>
  %1:2 = ov.max_pool_v8 %x kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] rounding_type = floor auto_pad = same_upper : tensor<1x1x11xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi64>
  %2:2 = ov.max_pool_v8 %x kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] rounding_type = ceil auto_pad = same_lower index_element_type = i32 : tensor<1x1x11xf32> -> tensor<1x1x4xf32>, tensor<1x1x4xi32>
  %3:2 = ov.max_pool_v8 %x kernel = [3] strides = [3] pads_begin = [2] pads_end = [1] dilations = [2] auto_pad = valid axis = -3 : tensor<1x1x11xf32> -> tensor<1x1x3xf32>, tensor<1x1x3xi64>
  return
}

// CHECK-LABEL: func @v8_element_types
// CHECK: ov.max_pool_v8 {{.*}} : tensor<1x1x4xbf16> -> tensor<1x1x3xbf16>, tensor<1x1x3xi64>
// CHECK: ov.max_pool_v8 {{.*}} index_element_type = i32 : tensor<1x1x4xf64> -> tensor<1x1x3xf64>, tensor<1x1x3xi32>
// CHECK: ov.max_pool_v8 {{.*}} : tensor<1x1x4xui8> -> tensor<1x1x3xui8>, tensor<1x1x3xi64>
// CHECK: ov.max_pool_v8 {{.*}} : tensor<1x1x4xsi16> -> tensor<1x1x3xsi16>, tensor<1x1x3xi64>
// CHECK: ov.max_pool_v8 {{.*}} index_element_type = i32 : tensor<1x1x4xui64> -> tensor<1x1x3xui64>, tensor<1x1x3xi32>
func.func @v8_element_types(%bf16: tensor<1x1x4xbf16>, %f64: tensor<1x1x4xf64>, %ui8: tensor<1x1x4xui8>, %si16: tensor<1x1x4xsi16>, %ui64: tensor<1x1x4xui64>) {
  %0:2 = ov.max_pool_v8 %bf16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xbf16> -> tensor<1x1x3xbf16>, tensor<1x1x3xi64>
  %1:2 = ov.max_pool_v8 %f64 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] index_element_type = i32 : tensor<1x1x4xf64> -> tensor<1x1x3xf64>, tensor<1x1x3xi32>
  %2:2 = ov.max_pool_v8 %ui8 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xui8> -> tensor<1x1x3xui8>, tensor<1x1x3xi64>
  %3:2 = ov.max_pool_v8 %si16 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xsi16> -> tensor<1x1x3xsi16>, tensor<1x1x3xi64>
  %4:2 = ov.max_pool_v8 %ui64 kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] index_element_type = i32 : tensor<1x1x4xui64> -> tensor<1x1x3xui64>, tensor<1x1x3xi32>
  return
}

// CHECK-LABEL: func @v8_dynamic
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] : tensor<?x?x?x9xf16> -> tensor<?x?x?x5xf16>, tensor<?x?x?x5xi64>
// CHECK: ov.max_pool_v8 %{{.*}} kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] dilations = [2] axis = 7 : tensor<*xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi64>
func.func @v8_dynamic(%a: tensor<?x?x?x9xf16>, %b: tensor<*xf32>) {
  %0:2 = ov.max_pool_v8 %a kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] : tensor<?x?x?x9xf16> -> tensor<?x?x?x5xf16>, tensor<?x?x?x5xi64>
  // With an unranked input the axis is not range-checked.
  %1:2 = ov.max_pool_v8 %b kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] dilations = [2] axis = 7 : tensor<*xf32> -> tensor<?x?x?xf32>, tensor<?x?x?xi64>
  return
}

//===----------------------------------------------------------------------===//
// ROIAlign-3
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func @roi_align_avg
// CHECK: ov.roi_align_v3 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 6 pooled_w = 6 sampling_ratio = 2 spatial_scale = 1.600000e+01 mode = avg : tensor<7x256x200x200xf32>, tensor<1000x4xf32>, tensor<1000xi32> -> tensor<1000x256x6x6xf32>
func.func @roi_align_avg(%d: tensor<7x256x200x200xf32>, %r: tensor<1000x4xf32>, %i: tensor<1000xi32>) -> tensor<1000x256x6x6xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 6 pooled_w = 6 sampling_ratio = 2 spatial_scale = 16.0 mode = avg : tensor<7x256x200x200xf32>, tensor<1000x4xf32>, tensor<1000xi32> -> tensor<1000x256x6x6xf32>
  return %0 : tensor<1000x256x6x6xf32>
}

// CHECK-LABEL: func @roi_align_max
// CHECK: ov.roi_align_v3 %{{.*}}, %{{.*}}, %{{.*}} pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 6.250000e-02 mode = max : tensor<1x8x16x16xf32>, tensor<5x4xf32>, tensor<5xi64> -> tensor<5x8x2x3xf32>
func.func @roi_align_max(%d: tensor<1x8x16x16xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi64>) -> tensor<5x8x2x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 0.0625 mode = max : tensor<1x8x16x16xf32>, tensor<5x4xf32>, tensor<5xi64> -> tensor<5x8x2x3xf32>
  return %0 : tensor<5x8x2x3xf32>
}

// f16 / bf16 / f64 data with i8 / ui16 / si64 batch indices.
// CHECK-LABEL: func @roi_align_types
// CHECK: ov.roi_align_v3 {{.*}} mode = avg : tensor<2x3x4x4xf16>, tensor<5x4xf16>, tensor<5xi8> -> tensor<5x3x2x2xf16>
// CHECK: ov.roi_align_v3 {{.*}} mode = max : tensor<2x3x4x4xbf16>, tensor<5x4xbf16>, tensor<5xui16> -> tensor<5x3x2x2xbf16>
// CHECK: ov.roi_align_v3 {{.*}} mode = avg : tensor<2x3x4x4xf64>, tensor<5x4xf64>, tensor<5xsi64> -> tensor<5x3x2x2xf64>
func.func @roi_align_types(%d16: tensor<2x3x4x4xf16>, %r16: tensor<5x4xf16>, %i8: tensor<5xi8>,
                           %dbf: tensor<2x3x4x4xbf16>, %rbf: tensor<5x4xbf16>, %iu16: tensor<5xui16>,
                           %d64: tensor<2x3x4x4xf64>, %r64: tensor<5x4xf64>, %is64: tensor<5xsi64>) {
  %0 = ov.roi_align_v3 %d16, %r16, %i8 pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 mode = avg : tensor<2x3x4x4xf16>, tensor<5x4xf16>, tensor<5xi8> -> tensor<5x3x2x2xf16>
  %1 = ov.roi_align_v3 %dbf, %rbf, %iu16 pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 mode = max : tensor<2x3x4x4xbf16>, tensor<5x4xbf16>, tensor<5xui16> -> tensor<5x3x2x2xbf16>
  %2 = ov.roi_align_v3 %d64, %r64, %is64 pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 mode = avg : tensor<2x3x4x4xf64>, tensor<5x4xf64>, tensor<5xsi64> -> tensor<5x3x2x2xf64>
  return
}

// Dynamic R: from batch_indices when rois dim 0 is dynamic; unknown when
// both are; unranked operands.
// CHECK-LABEL: func @roi_align_dynamic
// CHECK: ov.roi_align_v3 {{.*}} : tensor<2x3x4x4xf32>, tensor<?x4xf32>, tensor<5xi32> -> tensor<5x3x2x2xf32>
// CHECK: ov.roi_align_v3 {{.*}} : tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?xi32> -> tensor<?x?x2x2xf32>
// CHECK: ov.roi_align_v3 {{.*}} : tensor<*xf32>, tensor<*xf32>, tensor<*xi32> -> tensor<?x?x2x2xf32>
func.func @roi_align_dynamic(%d: tensor<2x3x4x4xf32>, %r: tensor<?x4xf32>, %i: tensor<5xi32>,
                             %dd: tensor<?x?x?x?xf32>, %rd: tensor<?x?xf32>, %id: tensor<?xi32>,
                             %du: tensor<*xf32>, %ru: tensor<*xf32>, %iu: tensor<*xi32>) {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<2x3x4x4xf32>, tensor<?x4xf32>, tensor<5xi32> -> tensor<5x3x2x2xf32>
  %1 = ov.roi_align_v3 %dd, %rd, %id pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?xi32> -> tensor<?x?x2x2xf32>
  %2 = ov.roi_align_v3 %du, %ru, %iu pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = avg : tensor<*xf32>, tensor<*xf32>, tensor<*xi32> -> tensor<?x?x2x2xf32>
  return
}
