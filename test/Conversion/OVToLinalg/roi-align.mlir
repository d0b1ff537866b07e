// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s

// ROIAlign-3 with a fixed sample count (sampling_ratio > 0) lowered in the
// structured form (docs/semantics.md 3.3; ROIAlignToLinalg.cpp): a geometry
// linalg.generic over [R, pooled_h, pooled_w, samples] yields each sample's
// four rows of the channels-last data and its four weights; the data is
// transposed to [N, H, W, C] and collapsed to [N * H * W, C]; the bins'
// linalg.generic over [R, pooled_h, pooled_w, C] (channels innermost) reads
// per sample the geometry (indices free of the channel: broadcasts) and the
// four pixels (the channel last: contiguous), with no loop and no box
// geometry of its own; a transpose gives [R, C, pooled_h, pooled_w]. The
// per-sample arithmetic is ov-to-affine's (KernelBuilders); the checks here
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
// CHECK-DAG: %[[C6:.+]] = arith.constant 6 : index
// CHECK-DAG: %[[C8:.+]] = arith.constant 8 : index

// The geometry: once per (box, bin row, bin column, sample).
// CHECK: %[[GEO:.+]]:8 = linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]], #[[ID]], #[[ID]], #[[ID]], #[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs({{.+}} : tensor<5x2x3x4xi64>, tensor<5x2x3x4xi64>, tensor<5x2x3x4xi64>, tensor<5x2x3x4xi64>, tensor<5x2x3x4xf32>, tensor<5x2x3x4xf32>, tensor<5x2x3x4xf32>, tensor<5x2x3x4xf32>) {
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: %[[R:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[I:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[J:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[S:.+]] = linalg.index 3 : index
// CHECK-NEXT: %[[SY:.+]] = arith.divui %[[S]], %[[C2]] : index
// CHECK-NEXT: %[[SX:.+]] = arith.remui %[[S]], %[[C2]] : index
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
// CHECK: %[[W1:.+]] = arith.mulf
// CHECK-NEXT: %[[W2:.+]] = arith.mulf
// CHECK-NEXT: %[[W3:.+]] = arith.mulf
// CHECK-NEXT: %[[W4:.+]] = arith.mulf
// CHECK-NEXT: %[[Y0:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[Y1P:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[X0:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// CHECK-NEXT: %[[X1P:.+]] = arith.select %{{.+}}, %{{.+}}, %[[C0]] : index
// The row of pixel (image, y0, x0) in [N * H * W, C]: (image * H + y0) * W + x0.
// CHECK-NEXT: %[[BH:.+]] = arith.muli %[[B]], %[[C6]] : index
// CHECK-NEXT: %[[BY0:.+]] = arith.addi %[[BH]], %[[Y0]] : index
// CHECK-NEXT: %[[BY0W:.+]] = arith.muli %[[BY0]], %[[C8]] : index
// CHECK-NEXT: %[[ROW1:.+]] = arith.addi %[[BY0W]], %[[X0]] : index
// CHECK-NEXT: %[[ROW1_64:.+]] = arith.index_cast %[[ROW1]] : index to i64
// CHECK: linalg.yield %[[ROW1_64]], %{{.+}}, %{{.+}}, %{{.+}}, %[[W1]], %[[W2]], %[[W3]], %[[W4]] : i64, i64, i64, i64, f32, f32, f32, f32

// The data channels-last.
// CHECK: %[[NHWC:.+]] = linalg.transpose ins(%[[DATA]] : tensor<2x3x6x8xf32>) outs(%{{.+}} : tensor<2x6x8x3xf32>) permutation = [0, 2, 3, 1]
// CHECK-NEXT: %[[FLAT:.+]] = tensor.collapse_shape %[[NHWC]] {{\[}}[0, 1, 2], [3]] : tensor<2x6x8x3xf32> into tensor<96x3xf32>

// The bins, channels innermost: per sample its weights and rows (the same
// for every channel) and four pixels along C; no loops, no box geometry.
// CHECK: %[[BINS:.+]] = linalg.generic {indexing_maps = [#[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%{{.+}} : tensor<5x2x3x3xf32>) {
// CHECK-NEXT: ^bb0(%{{.+}}: f32):
// CHECK-NEXT: %[[BR:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[BI:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[BJ:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[BC:.+]] = linalg.index 3 : index
// CHECK-NOT: scf.for
// CHECK-NOT: %[[ROIS]]
// CHECK-NOT: arith.divui
// CHECK: %[[WA:.+]] = tensor.extract %[[GEO]]#4[%[[BR]], %[[BI]], %[[BJ]], %[[C0]]] : tensor<5x2x3x4xf32>
// CHECK-NEXT: %[[RA64:.+]] = tensor.extract %[[GEO]]#0[%[[BR]], %[[BI]], %[[BJ]], %[[C0]]] : tensor<5x2x3x4xi64>
// CHECK-NEXT: %[[RA:.+]] = arith.index_cast %[[RA64]] : i64 to index
// CHECK-NEXT: %[[P1:.+]] = tensor.extract %[[FLAT]][%[[RA]], %[[BC]]] : tensor<96x3xf32>
// CHECK-NEXT: %[[WB:.+]] = tensor.extract %[[GEO]]#5[%[[BR]], %[[BI]], %[[BJ]], %[[C0]]] : tensor<5x2x3x4xf32>
// CHECK-NEXT: %[[RB64:.+]] = tensor.extract %[[GEO]]#1[%[[BR]], %[[BI]], %[[BJ]], %[[C0]]] : tensor<5x2x3x4xi64>
// CHECK-NEXT: %[[RB:.+]] = arith.index_cast %[[RB64]] : i64 to index
// CHECK-NEXT: %[[P2:.+]] = tensor.extract %[[FLAT]][%[[RB]], %[[BC]]] : tensor<96x3xf32>
// CHECK-COUNT-2: tensor.extract %[[FLAT]]
// CHECK-NEXT: %[[T1:.+]] = arith.mulf %[[WA]], %[[P1]] : f32
// CHECK-NEXT: %[[T2:.+]] = arith.mulf %[[WB]], %[[P2]] : f32
// CHECK-NEXT: %[[S2:.+]] = arith.addf %[[T1]], %[[T2]] : f32
// CHECK-NEXT: %[[T3:.+]] = arith.mulf
// CHECK-NEXT: %[[S3:.+]] = arith.addf %[[S2]], %[[T3]] : f32
// CHECK-NEXT: %[[T4:.+]] = arith.mulf
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.addf %[[S3]], %[[T4]] : f32
// CHECK-NEXT: %[[PART:.+]] = arith.divf %[[SAMPLE]], %[[FOUR]] : f32
// CHECK-NEXT: %[[ACC1:.+]] = arith.addf %[[PART]], %[[ZERO]] : f32
// Samples 1 to 3 the same, in order, each added to the sum so far.
// CHECK-NEXT: tensor.extract %[[GEO]]#4[%[[BR]], %[[BI]], %[[BJ]], %[[C1]]]
// CHECK: %[[PART2:.+]] = arith.divf %{{.+}}, %[[FOUR]] : f32
// CHECK-NEXT: %[[ACC2:.+]] = arith.addf %[[ACC1]], %[[PART2]] : f32
// CHECK-NEXT: tensor.extract %[[GEO]]#4[%[[BR]], %[[BI]], %[[BJ]], %[[C2]]]
// CHECK: %[[PART3:.+]] = arith.divf %{{.+}}, %[[FOUR]] : f32
// CHECK-NEXT: %[[ACC3:.+]] = arith.addf %[[ACC2]], %[[PART3]] : f32
// CHECK-NEXT: tensor.extract %[[GEO]]#4[%[[BR]], %[[BI]], %[[BJ]], %[[C3]]]
// CHECK: %[[PART4:.+]] = arith.divf %{{.+}}, %[[FOUR]] : f32
// CHECK-NEXT: %[[ACC4:.+]] = arith.addf %[[ACC3]], %[[PART4]] : f32
// CHECK-NEXT: linalg.yield %[[ACC4]] : f32
// CHECK-NEXT: } -> tensor<5x2x3x3xf32>
// CHECK: %[[RES:.+]] = linalg.transpose ins(%[[BINS]] : tensor<5x2x3x3xf32>) outs(%{{.+}} : tensor<5x3x2x3xf32>) permutation = [0, 3, 1, 2]
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

// -----

// max with a fixed sample count takes the same structured form: each sample
// replaces the running value (from 0) when it is greater (a strict compare).

// CHECK-LABEL: func.func @max_structured
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.generic {{.+}} outs({{.+}} : tensor<3x2x2x1xi64>, tensor<3x2x2x1xi64>, tensor<3x2x2x1xi64>, tensor<3x2x2x1xi64>, tensor<3x2x2x1xf32>, tensor<3x2x2x1xf32>, tensor<3x2x2x1xf32>, tensor<3x2x2x1xf32>)
// CHECK: linalg.transpose ins(%{{.+}} : tensor<1x4x5x5xf32>) outs(%{{.+}} : tensor<1x5x5x4xf32>) permutation = [0, 2, 3, 1]
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<3x2x2x4xf32>) {
// CHECK-NOT: scf.for
// CHECK-COUNT-2: arith.addf
// CHECK: %[[SAMPLE:.+]] = arith.addf
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[SAMPLE]], %[[ZERO]] : f32
// CHECK-NEXT: %[[ACC:.+]] = arith.select %[[GT]], %[[SAMPLE]], %[[ZERO]] : f32
// CHECK-NEXT: linalg.yield %[[ACC]] : f32
// CHECK: linalg.transpose ins(%{{.+}} : tensor<3x2x2x4xf32>) outs(%{{.+}} : tensor<3x4x2x2xf32>) permutation = [0, 3, 1, 2]
func.func @max_structured(%d: tensor<1x4x5x5xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi32>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 1 spatial_scale = 1.0 mode = max : tensor<1x4x5x5xf32>, tensor<3x4xf32>, tensor<3xi32> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

// Dynamic shapes: the structured form without the transposes (the bins
// over the output [R, C, PH, PW], the NCHW data read flat): R from
// batch_indices, C, N, H and W from tensor.dim; a sample's offset is
// ((image * C) * H + y) * W + x, and channel c's pixel lies c * H * W after it.

// CHECK-LABEL: func.func @dynamic_structured
// CHECK-SAME: (%[[DATA:.+]]: tensor<?x?x?x?xf32>, %[[ROIS:.+]]: tensor<?x4xf32>, %[[IDX:.+]]: tensor<?xi64>)
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG: %[[R_DIM:.+]] = tensor.dim %[[IDX]], %[[C0]] : tensor<?xi64>
// CHECK-DAG: %[[C_DIM:.+]] = tensor.dim %[[DATA]], %[[C1]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[H_DIM:.+]] = tensor.dim %[[DATA]], %[[C2]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[W_DIM:.+]] = tensor.dim %[[DATA]], %[[C3]] : tensor<?x?x?x?xf32>
// CHECK-NOT: linalg.transpose
// CHECK: tensor.empty(%[[R_DIM]]) : tensor<?x2x3x9xi64>
// CHECK: %[[GEO:.+]]:8 = linalg.generic
// CHECK: %[[BC:.+]] = arith.muli %{{.+}}, %[[C_DIM]] : index
// CHECK-NEXT: %[[BCH:.+]] = arith.muli %[[BC]], %[[H_DIM]] : index
// CHECK-NEXT: %[[BY:.+]] = arith.addi %[[BCH]], %{{.+}} : index
// CHECK-NEXT: arith.muli %[[BY]], %[[W_DIM]] : index
// CHECK: %[[PLANE:.+]] = arith.muli %[[H_DIM]], %[[W_DIM]] : index
// CHECK-NEXT: %[[FLAT:.+]] = tensor.collapse_shape %[[DATA]] {{\[}}[0, 1, 2, 3]] : tensor<?x?x?x?xf32> into tensor<?xf32>
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<?x?x2x3xf32>) {
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: %[[R:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[C:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[I:.+]] = linalg.index 2 : index
// CHECK-NEXT: %[[J:.+]] = linalg.index 3 : index
// CHECK-NEXT: %[[CSTART:.+]] = arith.muli %[[C]], %[[PLANE]] : index
// CHECK-NEXT: tensor.extract %[[GEO]]#4[%[[R]], %[[I]], %[[J]], %[[C0]]]
// CHECK-NEXT: %[[OFF64:.+]] = tensor.extract %[[GEO]]#0[%[[R]], %[[I]], %[[J]], %[[C0]]]
// CHECK-NEXT: %[[OFF:.+]] = arith.index_cast %[[OFF64]] : i64 to index
// CHECK-NEXT: %[[AT:.+]] = arith.addi %[[OFF]], %[[CSTART]] : index
// CHECK-NEXT: tensor.extract %[[FLAT]][%[[AT]]] : tensor<?xf32>
// CHECK-NOT: scf.for
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @dynamic_structured(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi64>) -> tensor<?x?x2x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 3 spatial_scale = 1.0 mode = avg : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi64> -> tensor<?x?x2x3xf32>
  return %0 : tensor<?x?x2x3xf32>
}

// -----

// More than 16 samples per bin (sampling_ratio 5) keep the scalar form: one
// linalg.generic over [R, C, pooled_h, pooled_w] with the sample loops.

// CHECK-LABEL: func.func @many_samples_scalar
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<2x3x1x1xf32>)
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: linalg.transpose
func.func @many_samples_scalar(%d: tensor<1x3x8x8xf32>, %r: tensor<2x4xf32>, %i: tensor<2xi32>) -> tensor<2x3x1x1xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 1 pooled_w = 1 sampling_ratio = 5 spatial_scale = 1.0 mode = avg : tensor<1x3x8x8xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x3x1x1xf32>
  return %0 : tensor<2x3x1x1xf32>
}

// -----

// Few boxes over a large map (static shapes): the map's pixels (1 x 32 x 32
// = 1024) outnumber 4 x the boxes' samples (4 x 2 x 2 x 2 x 4 = 128), so the
// data is not transposed: the bins iterate over the output and read the
// NCHW data at offset + c * H * W.

// CHECK-LABEL: func.func @few_boxes_planar
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {{.+}} outs({{.+}} : tensor<2x2x2x4xi64>
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1, 2, 3]] : tensor<1x3x32x32xf32> into tensor<3072xf32>
// CHECK: linalg.generic {{.+}} outs(%{{.+}} : tensor<2x3x2x2xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @few_boxes_planar(%d: tensor<1x3x32x32xf32>, %r: tensor<2x4xf32>, %i: tensor<2xi32>) -> tensor<2x3x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<1x3x32x32xf32>, tensor<2x4xf32>, tensor<2xi32> -> tensor<2x3x2x2xf32>
  return %0 : tensor<2x3x2x2xf32>
}
