// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// ROIAlign-3 lowered to one linalg.generic over the output [R, C, pooled_h,
// pooled_w]: the body reads the ROI's batch index and box with tensor.extract,
// loops over the bin's samples with scf.for and gathers the four neighbours
// of each sample with tensor.extract (docs/semantics.md 3.3). The per-sample
// arithmetic is the same as ov-to-affine's (KernelBuilders); the checks here
// follow its order at the key points.

// avg, f32, sampling_ratio = 2, pooled 2 x 3, N = 2, H = 6, W = 8.

// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @avg_f32
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x4xf32>, %[[IDX:.+]]: tensor<5xi32>) -> tensor<5x3x2x3xf32>
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4.000000e+00 : f32
// CHECK-DAG: %[[W_F:.+]] = arith.constant 8.000000e+00 : f32
// CHECK-DAG: %[[H_F:.+]] = arith.constant 6.000000e+00 : f32
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[THREE:.+]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[MINUS_ONE:.+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[HALF:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK: %[[EMPTY:.+]] = tensor.empty() : tensor<5x3x2x3xf32>
// CHECK-NEXT: %[[RES:.+]] = linalg.generic {indexing_maps = [#[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%[[EMPTY]] : tensor<5x3x2x3xf32>) {
// CHECK-NEXT: ^bb0(%{{.+}}: f32):
// CHECK-NEXT: %[[R:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[C:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[I:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[J:.+]] = linalg.index 3 : index
// CHECK-NEXT: %[[RAW:.+]] = tensor.extract %[[IDX]][%[[R]]] : tensor<5xi32>
// CHECK-NEXT: %[[B0:.+]] = arith.index_cast %[[RAW]] : i32 to index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %[[B0]], %[[C0]] : index
// CHECK-NEXT: %[[B:.+]] = arith.minsi %[[B1]], %[[C1]] : index
// CHECK-NEXT: %[[X1:.+]] = tensor.extract %[[ROIS]][%[[R]], %[[C0]]] : tensor<5x4xf32>
// CHECK-NEXT: %[[Y1:.+]] = tensor.extract %[[ROIS]][%[[R]], %[[C1]]] : tensor<5x4xf32>
// CHECK-NEXT: %[[X2:.+]] = tensor.extract %[[ROIS]][%[[R]], %[[C2]]] : tensor<5x4xf32>
// CHECK-NEXT: %[[Y2:.+]] = tensor.extract %[[ROIS]][%[[R]], %[[C3]]] : tensor<5x4xf32>
// CHECK-NEXT: %[[SX1:.+]] = arith.mulf %[[X1]], %[[HALF]] : f32
// CHECK-NEXT: %[[SY1:.+]] = arith.mulf %[[Y1]], %[[HALF]] : f32
// CHECK-NEXT: %[[SX2:.+]] = arith.mulf %[[X2]], %[[HALF]] : f32
// CHECK-NEXT: %[[SY2:.+]] = arith.mulf %[[Y2]], %[[HALF]] : f32
// CHECK-NEXT: %[[RW0:.+]] = arith.subf %[[SX2]], %[[SX1]] : f32
// CHECK-NEXT: %[[RW_LT:.+]] = arith.cmpf olt, %[[RW0]], %[[ONE]] : f32
// CHECK-NEXT: %[[RW:.+]] = arith.select %[[RW_LT]], %[[ONE]], %[[RW0]] : f32
// CHECK-NEXT: %[[RH0:.+]] = arith.subf %[[SY2]], %[[SY1]] : f32
// CHECK-NEXT: %[[RH_LT:.+]] = arith.cmpf olt, %[[RH0]], %[[ONE]] : f32
// CHECK-NEXT: %[[RH:.+]] = arith.select %[[RH_LT]], %[[ONE]], %[[RH0]] : f32
// CHECK-NEXT: %[[BIN_W:.+]] = arith.divf %[[RW]], %[[THREE]] : f32
// CHECK-NEXT: %[[BIN_H:.+]] = arith.divf %[[RH]], %[[TWO]] : f32
// CHECK-NEXT: %[[DX:.+]] = arith.divf %[[BIN_W]], %[[TWO]] : f32
// CHECK-NEXT: %[[DY:.+]] = arith.divf %[[BIN_H]], %[[TWO]] : f32
// CHECK-NEXT: %[[ACC_OUT:.+]] = scf.for %[[SY:.+]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[ACC_Y:.+]] = %[[ZERO]]) -> (f32) {
// CHECK-NEXT: %[[ACC_ROW:.+]] = scf.for %[[SX:.+]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[ACC:.+]] = %[[ACC_Y]]) -> (f32) {
// CHECK-NEXT: %[[I64:.+]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[IF:.+]] = arith.sitofp %[[I64]] : i64 to f32
// CHECK-NEXT: %[[IOFF:.+]] = arith.mulf %[[IF]], %[[BIN_H]] : f32
// CHECK-NEXT: %[[BIN_Y:.+]] = arith.addf %[[SY1]], %[[IOFF]] : f32
// CHECK-NEXT: %[[SY64:.+]] = arith.index_cast %[[SY]] : index to i64
// CHECK-NEXT: %[[SYF:.+]] = arith.sitofp %[[SY64]] : i64 to f32
// CHECK-NEXT: %[[SYH:.+]] = arith.addf %[[SYF]], %[[HALF]] : f32
// CHECK-NEXT: %[[YOFF:.+]] = arith.mulf %[[DY]], %[[SYH]] : f32
// CHECK-NEXT: %[[Y:.+]] = arith.addf %[[BIN_Y]], %[[YOFF]] : f32
// CHECK-NEXT: arith.cmpf oge, %[[Y]], %[[MINUS_ONE]] : f32
// CHECK-NEXT: arith.cmpf ole, %[[Y]], %[[H_F]] : f32
// CHECK: %[[J64:.+]] = arith.index_cast %[[J]] : index to i64
// CHECK-NEXT: %[[JF:.+]] = arith.sitofp %[[J64]] : i64 to f32
// CHECK-NEXT: %[[JOFF:.+]] = arith.mulf %[[JF]], %[[BIN_W]] : f32
// CHECK-NEXT: %[[BIN_X:.+]] = arith.addf %[[SX1]], %[[JOFF]] : f32
// CHECK: arith.mulf %[[DX]], %{{.+}} : f32
// CHECK: arith.cmpf ole, %{{.+}}, %[[W_F]] : f32
// CHECK: %[[Y0:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[Y1P:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[X0:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[X1P:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[P1:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y0]], %[[X0]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T1:.+]] = arith.mulf %{{.+}}, %[[P1]] : f32
// CHECK-NEXT: %[[P2:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y0]], %[[X1P]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T2:.+]] = arith.mulf %{{.+}}, %[[P2]] : f32
// CHECK-NEXT: %[[S2:.+]] = arith.addf %[[T1]], %[[T2]] : f32
// CHECK-NEXT: %[[P3:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y1P]], %[[X0]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T3:.+]] = arith.mulf %{{.+}}, %[[P3]] : f32
// CHECK-NEXT: %[[S3:.+]] = arith.addf %[[S2]], %[[T3]] : f32
// CHECK-NEXT: %[[P4:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y1P]], %[[X1P]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T4:.+]] = arith.mulf %{{.+}}, %[[P4]] : f32
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.addf %[[S3]], %[[T4]] : f32
// CHECK-NEXT: %[[PART:.+]] = arith.divf %[[SAMPLE]], %[[FOUR]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.addf %[[ACC]], %[[PART]] : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[ACC_ROW]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: linalg.yield %[[ACC_OUT]] : f32
// CHECK-NEXT: } -> tensor<5x3x2x3xf32>
// CHECK-NEXT: return %[[RES]] : tensor<5x3x2x3xf32>
func.func @avg_f32(%d: tensor<2x3x6x8xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 mode = avg : tensor<2x3x6x8xf32>, tensor<5x4xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

// max, adaptive sampling, f16 data and ui8 batch indices: the index scalar
// is viewed as i8 and zero-extended; the sample counts are ceil(bin size)
// clamped to [1, 4096]; f16 arithmetic goes through f32 with a rounding to
// f16 after each operation; max starts at 0 with a strict compare.

// CHECK-LABEL: func.func @max_f16_ui8
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x8x8xf16>, %[[ROIS:.+]]: tensor<5x4xf16>, %[[IDX:.+]]: tensor<5xui8>)
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[LIMIT:.+]] = arith.constant 4.096000e+03 : f32
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[SCALE:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK: linalg.generic
// CHECK: %[[R:.+]] = linalg.index 0 : index
// CHECK: %[[RAW:.+]] = tensor.extract %[[IDX]][%[[R]]] : tensor<5xui8>
// CHECK-NEXT: %[[RAW8:.+]] = builtin.unrealized_conversion_cast %[[RAW]] : ui8 to i8
// CHECK-NEXT: %[[B0:.+]] = arith.index_castui %[[RAW8]] : i8 to index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %[[B0]], %[[C0]] : index
// CHECK-NEXT: arith.minsi %[[B1]], %[[C1]] : index
// CHECK-NEXT: %[[X1:.+]] = tensor.extract %[[ROIS]]
// CHECK-COUNT-3: tensor.extract %[[ROIS]]
// CHECK-NEXT: %[[X1E:.+]] = arith.extf %[[X1]] : f16 to f32
// CHECK-NEXT: %[[SX1F:.+]] = arith.mulf %[[X1E]], %[[SCALE]] : f32
// CHECK-NEXT: arith.truncf %[[SX1F]] : f32 to f16
// CHECK: %[[CEIL:.+]] = math.ceil %{{.+}} : f32
// CHECK-NEXT: %[[CEIL_H:.+]] = arith.truncf %[[CEIL]] : f32 to f16
// CHECK-NEXT: %[[CEIL_E:.+]] = arith.extf %[[CEIL_H]] : f16 to f32
// CHECK-NEXT: %[[LO:.+]] = arith.maxnumf %[[CEIL_E]], %[[ONE]] : f32
// CHECK-NEXT: %[[HI:.+]] = arith.minnumf %[[LO]], %[[LIMIT]] : f32
// CHECK: scf.for %{{.+}} iter_args(%{{.+}} = %[[ZERO]]) -> (f16) {
// CHECK-NEXT: scf.for %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (f16) {
// CHECK: %[[P1:.+]] = tensor.extract %[[DATA]]
// CHECK-NEXT: arith.extf %{{.+}} : f16 to f32
// CHECK-NEXT: arith.extf %[[P1]] : f16 to f32
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.truncf
// CHECK-COUNT-3: tensor.extract %[[DATA]]
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.truncf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.truncf %{{.+}} : f32 to f16
// CHECK-NEXT: %[[SAMPLE_E:.+]] = arith.extf %[[SAMPLE]] : f16 to f32
// CHECK-NEXT: %[[ACC_E:.+]] = arith.extf %[[ACC]] : f16 to f32
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[SAMPLE_E]], %[[ACC_E]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.select %[[GT]], %[[SAMPLE]], %[[ACC]] : f16
// CHECK-NEXT: scf.yield %[[NEXT]] : f16
// CHECK: linalg.yield %{{.+}} : f16
// CHECK-NEXT: } -> tensor<5x3x2x2xf16>
func.func @max_f16_ui8(%d: tensor<2x3x8x8xf16>, %r: tensor<5x4xf16>, %i: tensor<5xui8>) -> tensor<5x3x2x2xf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = max : tensor<2x3x8x8xf16>, tensor<5x4xf16>, tensor<5xui8> -> tensor<5x3x2x2xf16>
  return %0 : tensor<5x3x2x2xf16>
}

// -----

// Dynamic shapes: the output's R (from batch_indices, as rois dim 0 is
// dynamic too) and C come from tensor.dim; the clamp uses N - 1 at runtime.

// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[DATA:.+]]: tensor<?x?x?x?xf32>, %[[ROIS:.+]]: tensor<?x4xf32>, %[[IDX:.+]]: tensor<?xi64>) -> tensor<?x?x2x3xf32>
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[R_DIM:.+]] = tensor.dim %[[IDX]], %[[C0]] : tensor<?xi64>
// CHECK-DAG: %[[C_DIM:.+]] = tensor.dim %[[DATA]], %[[C1]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[N_DIM:.+]] = tensor.dim %[[DATA]], %[[C0]] : tensor<?x?x?x?xf32>
// CHECK: %[[EMPTY:.+]] = tensor.empty(%[[R_DIM]], %[[C_DIM]]) : tensor<?x?x2x3xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [#{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%[[EMPTY]] : tensor<?x?x2x3xf32>) {
// CHECK: %[[LAST:.+]] = arith.subi %[[N_DIM]], %[[C1]] : index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %{{.+}}, %[[C0]] : index
// CHECK-NEXT: arith.minsi %[[B1]], %[[LAST]] : index
// CHECK: scf.for
// CHECK: scf.for
// CHECK: linalg.yield
func.func @dynamic(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi64>) -> tensor<?x?x2x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi64> -> tensor<?x?x2x3xf32>
  return %0 : tensor<?x?x2x3xf32>
}
