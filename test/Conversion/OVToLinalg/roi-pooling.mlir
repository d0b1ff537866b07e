// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// ROIPooling-2 lowered to a linalg.generic over the boxes [R] (each box
// started once) and one over [R, C, PH, PW] (docs/semantics.md 9.3). What matters: the batch index truncated from
// column 0, max mode's corners scaled in f64 and rounded half away from zero
// (from floor and ceil),
// its exact integer bin bounds (floor and ceil divisions by the pooled
// size) and its (max < x) ? x : max from the first pixel; bilinear mode's
// positions (the last bin on the end corner) and its three FMAs in f32
// (exact, from f64 arithmetic), rounded once to T.

// CHECK-LABEL: func.func @max
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x5xf32>)
// The boxes first, once each: image, start row and column, box size.
// CHECK: %[[BOXES:.+]]:5 = linalg.generic
// CHECK-SAME: iterator_types = ["parallel"]
// CHECK: %[[R:.+]] = linalg.index 0 : index
// CHECK: %[[B:.+]] = tensor.extract %[[ROIS]][%[[R]], %c0]
// CHECK-NEXT: arith.extf %[[B]] : f32 to f64
// CHECK: arith.fptosi %{{.+}} : f64 to i64
// CHECK: %[[X1:.+]] = tensor.extract %[[ROIS]][%[[R]], %c1]
// CHECK: %[[Y1:.+]] = tensor.extract %[[ROIS]][%[[R]], %c2]
// The product in f64, exact (OpenVINO's CPU plugin keeps the scale as a
// double).
// CHECK: %[[WX:.+]] = arith.extf %[[X1]] : f32 to f64
// CHECK-NEXT: %[[SX:.+]] = arith.mulf %[[WX]], %[[SCALE:.+]] : f64
// std::round from floor and ceil: t = trunc(x), one step away from zero
// when |x - t| >= 0.5.
// CHECK: %[[CEIL:.+]] = math.ceil %[[BX:.+]] : f64
// CHECK-NEXT: %[[FLOOR:.+]] = math.floor %[[BX]] : f64
// CHECK-NEXT: %[[T:.+]] = arith.select %{{.+}}, %[[CEIL]], %[[FLOOR]] : f64
// CHECK-NEXT: %[[FRAC:.+]] = arith.subf %[[BX]], %[[T]] : f64
// CHECK-NEXT: %[[ABS:.+]] = math.absf %[[FRAC]] : f64
// CHECK-NEXT: arith.cmpf oge, %[[ABS]], %{{.+}} : f64
// CHECK: %[[RX:.+]] = arith.addf %[[T]], %{{.+}} : f64
// CHECK-NEXT: arith.fptosi %[[RX]] : f64 to i64
// CHECK: %[[WY:.+]] = arith.extf %[[Y1]] : f32 to f64
// CHECK-NEXT: %[[SY:.+]] = arith.mulf %[[WY]], %[[SCALE]] : f64
// CHECK: arith.maxsi %{{.+}}, %c1 : index
// CHECK: linalg.yield
// Then the bins, reading their box's values (map d0).
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// CHECK-SAME: ins(%[[BOXES]]#0, %[[BOXES]]#1, %[[BOXES]]#2, %[[BOXES]]#3, %[[BOXES]]#4 :
// CHECK-NEXT: ^bb0(%{{.+}}: i64, %{{.+}}: i64, %{{.+}}: i64, %[[ROIH64:.+]]: i64, %{{.+}}: i64,
// CHECK: %[[I:.+]] = linalg.index 2 : index
// CHECK: %[[ROIH:.+]] = arith.index_cast %[[ROIH64]] : i64 to index
// The rows of bin I: [I * roi_h / 2, ((I + 1) * roi_h + 1) / 2).
// CHECK: %[[P:.+]] = arith.muli %[[I]], %[[ROIH]] : index
// CHECK-NEXT: arith.divsi %[[P]], %c2 : index
// CHECK-NEXT: %[[NEXT:.+]] = arith.addi %[[I]], %c1 : index
// CHECK-NEXT: %[[Q:.+]] = arith.muli %[[NEXT]], %[[ROIH]] : index
// CHECK-NEXT: %[[QC:.+]] = arith.addi %[[Q]], %c1 : index
// CHECK-NEXT: arith.divsi %[[QC]], %c2 : index
// CHECK: scf.if
// CHECK: arith.cmpf olt
// CHECK-NEXT: arith.select
func.func @max(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 2 pooled_w = 3 spatial_scale = 0.5 method = "max" : tensor<2x3x6x8xf32>, tensor<5x5xf32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// f16: positions and blend in f32, one truncf at the end.
// CHECK-LABEL: func.func @bilinear_f16
// CHECK-SAME: (%[[DATA:.+]]: tensor<1x2x5x7xf16>, %[[ROIS:.+]]: tensor<3x5xf16>)
// CHECK-DAG: %[[SIX:.+]] = arith.constant 6.000000e+00 : f32
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4.000000e+00 : f32
// CHECK: linalg.generic
// CHECK: %[[X1:.+]] = tensor.extract %[[ROIS]][%{{.+}}, %c1] : tensor<3x5xf16>
// CHECK: %[[Y1:.+]] = tensor.extract %[[ROIS]][%{{.+}}, %c2] : tensor<3x5xf16>
// CHECK: %[[Y2:.+]] = tensor.extract %[[ROIS]][%{{.+}}, %c4] : tensor<3x5xf16>
// CHECK: %[[Y1F:.+]] = arith.extf %[[Y1]] : f16 to f32
// CHECK-NEXT: %[[Y2F:.+]] = arith.extf %[[Y2]] : f16 to f32
// scale_y = ((y2 - y1) * (H - 1)) / (pooled_h - 1); the last row at y2 * (H - 1).
// CHECK-NEXT: %[[DY:.+]] = arith.subf %[[Y2F]], %[[Y1F]] : f32
// CHECK-NEXT: %[[SPAN:.+]] = arith.mulf %[[DY]], %[[FOUR]] : f32
// CHECK-NEXT: %[[SCALEY:.+]] = arith.divf %[[SPAN]], %{{.+}} : f32
// CHECK-NEXT: %[[END:.+]] = arith.mulf %[[Y2F]], %[[FOUR]] : f32
// Each blend is an f32 fused multiply-add built from f64 without fusion:
// the exact product, the sum and TwoSum's error, the sum rounded to odd
// (its last bit set when inexact), one truncf.
// CHECK: %[[P:.+]] = arith.mulf %{{.+}}, %{{.+}} : f64
// CHECK-NEXT: %[[C:.+]] = arith.extf %{{.+}} : f32 to f64
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[P]], %[[C]] : f64
// CHECK-NEXT: %[[BB:.+]] = arith.subf %[[S]], %[[P]] : f64
// CHECK: %[[BITS:.+]] = arith.bitcast %[[S]] : f64 to i64
// CHECK-NEXT: arith.andi %[[BITS]], %c1_i64 : i64
// CHECK-NOT: math.fma
// CHECK-COUNT-2: arith.bitcast %{{.+}} : f64 to i64
// CHECK: %[[V:.+]] = arith.truncf %{{.+}} : f64 to f32
// CHECK-NEXT: arith.truncf %[[V]] : f32 to f16
func.func @bilinear_f16(%d: tensor<1x2x5x7xf16>, %r: tensor<3x5xf16>) -> tensor<3x2x3x4xf16> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 3 pooled_w = 4 spatial_scale = 1.0 method = "bilinear" : tensor<1x2x5x7xf16>, tensor<3x5xf16> -> tensor<3x2x3x4xf16>
  return %0 : tensor<3x2x3x4xf16>
}

// -----

// One bin: the centre, 0.5 * (start + end) * (size - 1) in f64.
// CHECK-LABEL: func.func @bilinear_one_bin
// CHECK: %[[SUM:.+]] = arith.addf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT: %[[WIDE:.+]] = arith.extf %[[SUM]] : f32 to f64
// CHECK-NEXT: %[[HALF:.+]] = arith.mulf %[[WIDE]], %{{.+}} : f64
// CHECK-NEXT: %[[POS:.+]] = arith.mulf %[[HALF]], %{{.+}} : f64
// CHECK-NEXT: arith.truncf %[[POS]] : f64 to f32
func.func @bilinear_one_bin(%d: tensor<1x2x5x7xf32>, %r: tensor<3x5xf32>) -> tensor<3x2x1x1xf32> {
  %0 = ov.roi_pooling_v2 %d, %r pooled_h = 1 pooled_w = 1 spatial_scale = 1.0 method = "bilinear" : tensor<1x2x5x7xf32>, tensor<3x5xf32> -> tensor<3x2x1x1xf32>
  return %0 : tensor<3x2x1x1xf32>
}
