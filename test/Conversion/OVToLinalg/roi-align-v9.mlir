// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// ROIAlign-9 (docs/semantics.md 3.5) through the ROIAlign family's single
// ov-to-linalg pattern: one linalg.generic over the bins, with the aligned modes' corner shifts
// from KernelBuilders' ROI geometry. Only the geometry is checked here; the
// rest of the kernel is ROIAlign-3's (roi-align.mlir).

// half_pixel_for_nn: each corner scaled, then shifted by -0.5; the box size
// has no minimum of 1 (no compare with 1.0 before the bins).

// CHECK-LABEL: func.func @half_pixel_for_nn
// CHECK-DAG: %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[MINUS_HALF:.+]] = arith.constant -5.000000e-01 : f32
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK: linalg.generic
// CHECK: %[[X1:.+]] = tensor.extract %{{.+}}[%{{.+}}, %{{.+}}] : tensor<3x4xf32>
// CHECK-NEXT: %[[Y1:.+]] = tensor.extract
// CHECK-NEXT: %[[X2:.+]] = tensor.extract
// CHECK-NEXT: %[[Y2:.+]] = tensor.extract
// CHECK-NEXT: %[[SX1:.+]] = arith.mulf %[[X1]], %[[HALF]] : f32
// CHECK-NEXT: %[[X1S:.+]] = arith.addf %[[SX1]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[SY1:.+]] = arith.mulf %[[Y1]], %[[HALF]] : f32
// CHECK-NEXT: %[[Y1S:.+]] = arith.addf %[[SY1]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[SX2:.+]] = arith.mulf %[[X2]], %[[HALF]] : f32
// CHECK-NEXT: %[[X2S:.+]] = arith.addf %[[SX2]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[SY2:.+]] = arith.mulf %[[Y2]], %[[HALF]] : f32
// CHECK-NEXT: %[[Y2S:.+]] = arith.addf %[[SY2]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[RW:.+]] = arith.subf %[[X2S]], %[[X1S]] : f32
// CHECK-NEXT: %[[RH:.+]] = arith.subf %[[Y2S]], %[[Y1S]] : f32
// CHECK-NEXT: arith.divf %[[RW]], %[[TWO]] : f32
// CHECK-NEXT: arith.divf %[[RH]], %[[TWO]] : f32
func.func @half_pixel_for_nn(%d: tensor<1x2x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x2x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 5.000000e-01 mode = avg aligned_mode = half_pixel_for_nn : tensor<1x2x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x2x2x2xf32>
  return %0 : tensor<3x2x2x2xf32>
}

// -----

// half_pixel: each corner shifted by +0.5, scaled, shifted by -0.5; no
// minimum size, and the adaptive sample counts ceil(bin size) are clamped to
// [0, 4096] (an empty box takes no samples) rather than [1, 4096].

// CHECK-LABEL: func.func @half_pixel
// CHECK-DAG: %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[MINUS_HALF:.+]] = arith.constant -5.000000e-01 : f32
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[MAX_SAMPLES:.+]] = arith.constant 4.096000e+03 : f32
// CHECK: linalg.generic
// CHECK: %[[X1:.+]] = tensor.extract %{{.+}}[%{{.+}}, %{{.+}}] : tensor<3x4xf32>
// CHECK-NEXT: %[[Y1:.+]] = tensor.extract
// CHECK-NEXT: %[[X2:.+]] = tensor.extract
// CHECK-NEXT: %[[Y2:.+]] = tensor.extract
// CHECK-NEXT: %[[PX1:.+]] = arith.addf %[[X1]], %[[HALF]] : f32
// CHECK-NEXT: %[[SX1:.+]] = arith.mulf %[[PX1]], %[[HALF]] : f32
// CHECK-NEXT: %[[X1S:.+]] = arith.addf %[[SX1]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[PY1:.+]] = arith.addf %[[Y1]], %[[HALF]] : f32
// CHECK-NEXT: %[[SY1:.+]] = arith.mulf %[[PY1]], %[[HALF]] : f32
// CHECK-NEXT: %[[Y1S:.+]] = arith.addf %[[SY1]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[PX2:.+]] = arith.addf %[[X2]], %[[HALF]] : f32
// CHECK-NEXT: %[[SX2:.+]] = arith.mulf %[[PX2]], %[[HALF]] : f32
// CHECK-NEXT: %[[X2S:.+]] = arith.addf %[[SX2]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[PY2:.+]] = arith.addf %[[Y2]], %[[HALF]] : f32
// CHECK-NEXT: %[[SY2:.+]] = arith.mulf %[[PY2]], %[[HALF]] : f32
// CHECK-NEXT: %[[Y2S:.+]] = arith.addf %[[SY2]], %[[MINUS_HALF]] : f32
// CHECK-NEXT: %[[RW:.+]] = arith.subf %[[X2S]], %[[X1S]] : f32
// CHECK-NEXT: %[[RH:.+]] = arith.subf %[[Y2S]], %[[Y1S]] : f32
// CHECK-NEXT: %[[BIN_W:.+]] = arith.divf %[[RW]], %[[TWO]] : f32
// CHECK-NEXT: %[[BIN_H:.+]] = arith.divf %[[RH]], %[[TWO]] : f32
// CHECK-NEXT: %[[NX0:.+]] = math.ceil %[[BIN_W]] : f32
// CHECK-NEXT: %[[NX1:.+]] = arith.maxnumf %[[NX0]], %[[ZERO]] : f32
// CHECK-NEXT: arith.minnumf %[[NX1]], %[[MAX_SAMPLES]] : f32
func.func @half_pixel(%d: tensor<1x2x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x2x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 5.000000e-01 mode = max aligned_mode = half_pixel : tensor<1x2x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x2x2x2xf32>
  return %0 : tensor<3x2x2x2xf32>
}

// -----

// aligned_mode = asymmetric (the default) is ROIAlign-3: the same pattern
// lowers it, with the minimum box size of 1.

// CHECK-LABEL: func.func @asymmetric
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: linalg.generic
// CHECK: %[[RW0:.+]] = arith.subf
// CHECK-NEXT: %[[LT:.+]] = arith.cmpf olt, %[[RW0]], %[[ONE]] : f32
// CHECK-NEXT: arith.select %[[LT]], %[[ONE]], %[[RW0]] : f32
func.func @asymmetric(%d: tensor<1x2x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x2x2x2xf32> {
  %0 = ov.roi_align_v9 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 5.000000e-01 mode = avg : tensor<1x2x8x8xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x2x2x2xf32>
  return %0 : tensor<3x2x2x2xf32>
}
