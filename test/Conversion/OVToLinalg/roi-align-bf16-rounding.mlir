// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// ROIAlign in bf16 computes in f32 and rounds to bf16 after every operation
// (docs/semantics.md 3.3: "all arithmetic happens in T"), with ov::bfloat16's
// own rounding (docs/semantics.md 3.4), not arith.truncf. OpenVINO's reference
// (reference/roi_align.hpp) also converts the integers it mixes into that
// arithmetic to T first:
//   sample_x > static_cast<T>(feature_map_width)            (step 6)
//   ly = sample_y - static_cast<T>(sample_y_low)            (step 8)
//   sample_distance_x = bin_width / static_cast<T>(sampling_ratio_x)  (step 5)
// bf16 holds every integer up to 256 but not 257 (-> 256) or 259 (-> 260),
// so each case below uses such a dim or ratio; with integers that bf16 holds
// exactly the lowering cannot be told apart from OpenVINO. Integer constants
// converted to T fold to their bf16 value (T(259) = 260, T(257) = 256).

// Step 6 with W = 259: a sample at x = 260 (a bf16 value) is inside, since
// 260 > T(259) = 260 is false, and snaps to column 258 with weight 1. The
// comparison must not be made against the exact 259.

// CHECK-LABEL: func.func @inside_test_uses_t_of_width
// CHECK-NOT: arith.constant 2.590000e+02 : f32
// CHECK: %[[W_T:.+]] = arith.constant 2.600000e+02 : f32
// CHECK-NOT: arith.constant 2.590000e+02 : f32
// CHECK: linalg.generic
// CHECK: arith.cmpf ole, %{{.+}}, %[[W_T]] : f32
// CHECK: linalg.yield
func.func @inside_test_uses_t_of_width(%d: tensor<1x1x8x259xbf16>, %r: tensor<1x4xbf16>, %i: tensor<1xi32>) -> tensor<1x1x1x1xbf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 mode = avg : tensor<1x1x8x259xbf16>, tensor<1x4xbf16>, tensor<1xi32> -> tensor<1x1x1x1xbf16>
  return %0 : tensor<1x1x1x1xbf16>
}

// -----

// Step 8 with H = 258: a sample that snaps to the last row has
// sample_y = T(257) = 256 and y_low = 257; OpenVINO's ly is
// 256 - T(257) = 0 (weight 1 on row 257), not 256 - 257 = -1 (weights 2 and
// -1). The integer subtracted is therefore T(low) (index -> bf16, then
// extended), never the exact f32 conversion of low: every integer converted
// to float is rounded to T right away, with ov::bfloat16's rule
// (u + ((u & 0x10000) >> 1)) >> 16 on its f32 bits u.

// CHECK-LABEL: func.func @fraction_subtracts_t_of_low
// CHECK: linalg.generic
// CHECK: %[[F:.+]] = arith.sitofp %{{.+}} : i64 to f32
// CHECK-NEXT: %[[U:.+]] = arith.bitcast %[[F]] : f32 to i32
// CHECK-NEXT: %[[BIT:.+]] = arith.andi %[[U]], %c65536_i32 : i32
// CHECK-NEXT: %[[HALF:.+]] = arith.shrui %[[BIT]], %c1_i32 : i32
// CHECK-NEXT: %[[SUM:.+]] = arith.addi %[[U]], %[[HALF]] : i32
// CHECK-NEXT: %[[HIGH:.+]] = arith.shrui %[[SUM]], %c16_i32 : i32
// A NaN keeps its top bits, quieted (a GPU's 0x7fffffff would carry into
// the sign above):
// CHECK-NEXT: %[[TOP:.+]] = arith.shrui %[[U]], %c16_i32 : i32
// CHECK-NEXT: %[[QNAN:.+]] = arith.ori %[[TOP]], %c64_i32 : i32
// CHECK-NEXT: %[[ISNAN:.+]] = arith.cmpf uno, %[[F]], %[[F]] : f32
// CHECK-NEXT: %[[PICK:.+]] = arith.select %[[ISNAN]], %[[QNAN]], %[[HIGH]] : i32
// CHECK-NEXT: %[[BITS:.+]] = arith.trunci %[[PICK]] : i32 to i16
// CHECK-NEXT: arith.bitcast %[[BITS]] : i16 to bf16
// CHECK-NOT: arith.truncf
// CHECK: linalg.yield
func.func @fraction_subtracts_t_of_low(%d: tensor<1x1x258x8xbf16>, %r: tensor<1x4xbf16>, %i: tensor<1xi32>) -> tensor<1x1x1x1xbf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 1 spatial_scale = 1.0 mode = avg : tensor<1x1x258x8xbf16>, tensor<1x4xbf16>, tensor<1xi32> -> tensor<1x1x1x1xbf16>
  return %0 : tensor<1x1x1x1xbf16>
}

// -----

// Step 5 with sampling_ratio = 257: dx = bin_w / T(257) = bin_w / 256. (The
// avg divisor n = 257 * 257 is converted to float, not to T, and stays
// exact.)

// CHECK-LABEL: func.func @spacing_divides_by_t_of_ratio
// CHECK-NOT: arith.constant 2.570000e+02 : f32
// CHECK-DAG: %[[RATIO_T:.+]] = arith.constant 2.560000e+02 : f32
// CHECK-DAG: %[[COUNT:.+]] = arith.constant 6.604900e+04 : f32
// CHECK: linalg.generic
// CHECK: arith.divf %{{.+}}, %[[RATIO_T]] : f32
// CHECK: arith.divf %{{.+}}, %[[COUNT]] : f32
func.func @spacing_divides_by_t_of_ratio(%d: tensor<1x1x8x8xbf16>, %r: tensor<1x4xbf16>, %i: tensor<1xi32>) -> tensor<1x1x1x1xbf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 257 spatial_scale = 1.0 mode = avg : tensor<1x1x8x8xbf16>, tensor<1x4xbf16>, tensor<1xi32> -> tensor<1x1x1x1xbf16>
  return %0 : tensor<1x1x1x1xbf16>
}
