// RUN: ov-opt %s -split-input-file --ov-to-gpu=positive-zero-sums=true | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-gpu | FileCheck %s --check-prefix=OFF

// positive-zero-sums (the vulkan target's): a float sum accumulated from
// +0.0 has a -0.0 replaced by +0.0, tested on its bits, before AvgPool
// divides it and before ROIAlign avg stores it (docs/vulkan.md,
// "Rounding"). f16 is widened to f32 first (no 16-bit integer). Off by
// default; ROIAlign max and integer AvgPool have no sum to correct.

// CHECK-LABEL: func.func @avg_f16
// CHECK:         %[[SUM:.*]] = scf.for
// CHECK:         %[[WIDE:.*]] = arith.extf %[[SUM]] : f16 to f32
// CHECK-NEXT:    %[[BITS:.*]] = arith.bitcast %[[WIDE]] : f32 to i32
// CHECK-NEXT:    %[[NEG:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT:    %[[IS:.*]] = arith.cmpi eq, %[[BITS]], %[[NEG]] : i32
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:    %[[POS:.*]] = arith.select %[[IS]], %[[ZERO]], %[[SUM]] : f16
// CHECK:         arith.extf %[[POS]] : f16 to f32
// CHECK:         arith.divf
// OFF-LABEL: func.func @avg_f16
// OFF-NOT:     arith.bitcast
func.func @avg_f16(%x: tensor<1x3x3x3xf16>) -> tensor<1x3x1x1xf16> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x3x3xf16> -> tensor<1x3x1x1xf16>
  return %0 : tensor<1x3x1x1xf16>
}

// -----

// CHECK-LABEL: func.func @avg_f64
// CHECK:         %[[SUM:.*]] = scf.for
// CHECK:         %[[BITS:.*]] = arith.bitcast %[[SUM]] : f64 to i64
// CHECK-NEXT:    %[[NEG:.*]] = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    %[[IS:.*]] = arith.cmpi eq, %[[BITS]], %[[NEG]] : i64
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %[[POS:.*]] = arith.select %[[IS]], %[[ZERO]], %[[SUM]] : f64
// CHECK:         arith.divf %[[POS]]
func.func @avg_f64(%x: tensor<1x3x3x3xf64>) -> tensor<1x3x1x1xf64> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x3x3xf64> -> tensor<1x3x1x1xf64>
  return %0 : tensor<1x3x1x1xf64>
}

// -----

// CHECK-LABEL: func.func @avg_i32
// CHECK-NOT:     arith.bitcast
func.func @avg_i32(%x: tensor<1x3x3x3xi32>) -> tensor<1x3x1x1xi32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x3x3x3xi32> -> tensor<1x3x1x1xi32>
  return %0 : tensor<1x3x1x1xi32>
}

// -----

// ROIAlign avg: each channel's accumulator (one channel here), after the
// sample loops, before its store.
// CHECK-LABEL: func.func @roi_avg
// CHECK:         %[[ACC:.*]] = scf.for
// CHECK:         %[[BITS:.*]] = arith.bitcast %[[ACC]] : f32 to i32
// CHECK:         %[[POS:.*]] = arith.select %{{.*}}, %{{.*}}, %[[ACC]] : f32
// CHECK:         memref.store %[[POS]]
// OFF-LABEL: func.func @roi_avg
// OFF-NOT:     arith.bitcast
func.func @roi_avg(%d: tensor<1x1x6x6xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x1x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<1x1x6x6xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x1x2x2xf32>
  return %0 : tensor<3x1x2x2xf32>
}

// -----

// CHECK-LABEL: func.func @roi_max
// CHECK-NOT:     arith.bitcast
func.func @roi_max(%d: tensor<1x1x6x6xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x1x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = max : tensor<1x1x6x6xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x1x2x2xf32>
  return %0 : tensor<3x1x2x2xf32>
}
