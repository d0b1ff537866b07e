// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// ROIAlignRotated-15 lowered to one linalg.generic over [R, C, PH, PW]
// whose body samples with scf.for loops (docs/semantics.md 8.3). What
// matters: the centre's half-pixel shift, the clockwise negation, the
// angle's sine and cosine in f64 rounded once to f32, the rotation in its
// order, ROIAlign's bilinear rule at the rotated position, and the divisor.

// CHECK-LABEL: func.func @clockwise
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x5xf32>, %[[IDX:.+]]: tensor<5xi32>)
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4.000000e+00 : f32
// CHECK-DAG: %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[THREE:.+]] = arith.constant 3.000000e+00 : f32
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// CHECK: %[[R:.+]] = linalg.index 0 : index
// CHECK: %[[XC:.+]] = tensor.extract %[[ROIS]][%[[R]], %c0]
// CHECK: %[[YC:.+]] = tensor.extract %[[ROIS]][%[[R]], %c1]
// CHECK: %[[W:.+]] = tensor.extract %[[ROIS]][%[[R]], %c2]
// CHECK: %[[H:.+]] = tensor.extract %[[ROIS]][%[[R]], %c3]
// CHECK: %[[ANGLE:.+]] = tensor.extract %[[ROIS]][%[[R]], %c4]

// The centre: x * scale - 0.5 (scale 0.5 here); the size scaled.
// CHECK: %[[SX:.+]] = arith.mulf %[[XC]], %[[HALF]] : f32
// CHECK-NEXT: %[[CX:.+]] = arith.subf %[[SX]], %[[HALF]] : f32
// CHECK-NEXT: %[[SY:.+]] = arith.mulf %[[YC]], %[[HALF]] : f32
// CHECK-NEXT: %[[CY:.+]] = arith.subf %[[SY]], %[[HALF]] : f32
// CHECK-NEXT: %[[SW:.+]] = arith.mulf %[[W]], %[[HALF]] : f32
// CHECK-NEXT: %[[SH:.+]] = arith.mulf %[[H]], %[[HALF]] : f32

// clockwise_mode: the angle negated, widened to f64 and reduced by pi/2.
// CHECK-NEXT: %[[NEG:.+]] = arith.negf %[[ANGLE]] : f32
// CHECK-NEXT: %[[A64:.+]] = arith.extf %[[NEG]] : f32 to f64
// CHECK: math.floor
// CHECK: math.floor
// CHECK: %[[COS:.+]] = arith.truncf %{{.+}} : f64 to f32
// CHECK-NEXT: %[[SIN:.+]] = arith.truncf %{{.+}} : f64 to f32

// The box's top-left corner in its own axes and the bins (pooled 2 x 3).
// CHECK-NEXT: %[[NW:.+]] = arith.negf %[[SW]] : f32
// CHECK-NEXT: %[[X1:.+]] = arith.divf %[[NW]], %[[TWO]] : f32
// CHECK-NEXT: %[[NH:.+]] = arith.negf %[[SH]] : f32
// CHECK-NEXT: %[[Y1:.+]] = arith.divf %[[NH]], %[[TWO]] : f32
// CHECK-NEXT: %[[BINW:.+]] = arith.divf %[[SW]], %[[THREE]] : f32
// CHECK-NEXT: %[[BINH:.+]] = arith.divf %[[SH]], %[[TWO]] : f32

// 2 x 2 samples per bin; each sample rotated: y = (py*cos - px*sin) + cy,
// x = (py*sin + px*cos) + cx.
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[YC1:.+]] = arith.mulf %[[PY:.+]], %[[COS]] : f32
// CHECK-NEXT: %[[YS1:.+]] = arith.mulf %[[PX:.+]], %[[SIN]] : f32
// CHECK-NEXT: %[[YD:.+]] = arith.subf %[[YC1]], %[[YS1]] : f32
// CHECK-NEXT: %[[MAPY:.+]] = arith.addf %[[YD]], %[[CY]] : f32
// CHECK-NEXT: %[[XS:.+]] = arith.mulf %[[PY]], %[[SIN]] : f32
// CHECK-NEXT: %[[XC1:.+]] = arith.mulf %[[PX]], %[[COS]] : f32
// CHECK-NEXT: %[[XD:.+]] = arith.addf %[[XS]], %[[XC1]] : f32
// CHECK-NEXT: %[[MAPX:.+]] = arith.addf %[[XD]], %[[CX]] : f32

// ROIAlign's rule there: inside [-1, H] (H = 6), clamped, truncated.
// CHECK-NEXT: arith.cmpf oge, %[[MAPY]], %{{.+}} : f32
// CHECK-NEXT: arith.cmpf ole, %[[MAPY]], %{{.+}} : f32
// CHECK: arith.cmpf oge, %[[MAPX]], %{{.+}} : f32
// CHECK-NEXT: arith.cmpf ole, %[[MAPX]], %{{.+}} : f32

// Four gathers from the box's image and channel; acc + value / 4.
// CHECK: tensor.extract %[[DATA]]
// CHECK: tensor.extract %[[DATA]]
// CHECK: tensor.extract %[[DATA]]
// CHECK: %[[P4:.+]] = tensor.extract %[[DATA]]
// CHECK: %[[PART:.+]] = arith.divf %{{.+}}, %[[FOUR]] : f32
// CHECK-NEXT: arith.addf %{{.+}}, %[[PART]] : f32
func.func @clockwise(%d: tensor<2x3x6x8xf32>, %r: tensor<5x5xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 clockwise_mode = true : tensor<2x3x6x8xf32>, tensor<5x5xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// Counterclockwise (the default): the angle is not negated. Adaptive
// sampling: ceil(bin size) clamped to [0, 4096] per axis, their product the
// divisor.
// CHECK-LABEL: func.func @adaptive
// CHECK: %[[ANGLE:.+]] = tensor.extract %{{.+}}[%{{.+}}, %c4]
// CHECK-NOT: arith.negf %[[ANGLE]]
// CHECK: arith.extf %[[ANGLE]] : f32 to f64
// CHECK: %[[CEIL:.+]] = math.ceil
// CHECK-NEXT: %[[LOW:.+]] = arith.maxnumf %[[CEIL]], %{{.+}} : f32
// CHECK-NEXT: arith.minnumf %[[LOW]], %{{.+}} : f32
// CHECK: %[[COUNT:.+]] = arith.muli %{{.+}}, %{{.+}} : index
// CHECK: arith.index_cast %[[COUNT]]
func.func @adaptive(%d: tensor<?x?x?x?xf32>, %r: tensor<?x5xf32>, %i: tensor<?xi64>) -> tensor<?x?x2x2xf32> {
  %0 = ov.roi_align_rotated_v15 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 : tensor<?x?x?x?xf32>, tensor<?x5xf32>, tensor<?xi64> -> tensor<?x?x2x2xf32>
  return %0 : tensor<?x?x2x2xf32>
}
