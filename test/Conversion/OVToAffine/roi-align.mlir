// RUN: ov-opt %s -split-input-file --ov-to-affine --canonicalize | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-affine | FileCheck %s --check-prefix=MEMREF

// ROIAlign-3 lowered to affine loops over (roi, channel, bin row, bin col)
// with scf.for loops over the samples of a bin (docs/semantics.md 3.3). Most
// checks look at the canonicalized IR, where the constant geometry is folded.

//===----------------------------------------------------------------------===//
// avg, f32, fixed sampling_ratio, the whole per-sample computation
//===----------------------------------------------------------------------===//

// N = 2, H = 6, W = 8, pooled 2 x 3, sampling_ratio = 2, spatial_scale = 0.5.
// bin_w = roi_w / 3, bin_h = roi_h / 2, dx = bin_w / 2, dy = bin_h / 2,
// n = 2 * 2 = 4 samples per bin.

// CHECK-LABEL: func.func @avg_f32
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x4xf32>, %[[IDX:.+]]: tensor<5xi32>) -> tensor<5x3x2x3xf32>
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4.000000e+00 : f32
// CHECK-DAG: %[[W_LAST_F:.+]] = arith.constant 7.000000e+00 : f32
// CHECK-DAG: %[[W_LAST:.+]] = arith.constant 7 : index
// CHECK-DAG: %[[W_F:.+]] = arith.constant 8.000000e+00 : f32
// CHECK-DAG: %[[H_LAST_F:.+]] = arith.constant 5.000000e+00 : f32
// CHECK-DAG: %[[H_LAST:.+]] = arith.constant 5 : index
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
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// CHECK: affine.for %[[R:.+]] = 0 to 5 {

// The batch index, clamped to [0, N - 1] = [0, 1].
// CHECK-NEXT: %[[RAW:.+]] = tensor.extract %[[IDX]][%[[R]]] : tensor<5xi32>
// CHECK-NEXT: %[[B0:.+]] = arith.index_cast %[[RAW]] : i32 to index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %[[B0]], %[[C0]] : index
// CHECK-NEXT: %[[B:.+]] = arith.minsi %[[B1]], %[[C1]] : index

// Steps 1-4: each corner scaled, sizes with a minimum of 1 (std::max:
// 1 if size < 1), bins, sample spacing.
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

// CHECK-NEXT: affine.for %[[C:.+]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[I:.+]] = 0 to 2 {
// CHECK-NEXT: affine.for %[[J:.+]] = 0 to 3 {
// CHECK-NEXT: %[[ACC_OUT:.+]] = scf.for %[[SY:.+]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[ACC_Y:.+]] = %[[ZERO]]) -> (f32) {
// CHECK-NEXT: %[[ACC_ROW:.+]] = scf.for %[[SX:.+]] = %[[C0]] to %[[C2]] step %[[C1]] iter_args(%[[ACC:.+]] = %[[ACC_Y]]) -> (f32) {

// Step 5, y = (Y1 + i*bin_h) + dy*(a + 0.5).
// CHECK-NEXT: %[[I64:.+]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[IF:.+]] = arith.sitofp %[[I64]] : i64 to f32
// CHECK-NEXT: %[[IOFF:.+]] = arith.mulf %[[IF]], %[[BIN_H]] : f32
// CHECK-NEXT: %[[BIN_Y:.+]] = arith.addf %[[SY1]], %[[IOFF]] : f32
// CHECK-NEXT: %[[SY64:.+]] = arith.index_cast %[[SY]] : index to i64
// CHECK-NEXT: %[[SYF:.+]] = arith.sitofp %[[SY64]] : i64 to f32
// CHECK-NEXT: %[[SYH:.+]] = arith.addf %[[SYF]], %[[HALF]] : f32
// CHECK-NEXT: %[[YOFF:.+]] = arith.mulf %[[DY]], %[[SYH]] : f32
// CHECK-NEXT: %[[Y:.+]] = arith.addf %[[BIN_Y]], %[[YOFF]] : f32

// Step 6: inside [-1, H] (ordered, so NaN is outside).
// CHECK-NEXT: %[[Y_GE:.+]] = arith.cmpf oge, %[[Y]], %[[MINUS_ONE]] : f32
// CHECK-NEXT: %[[Y_LE:.+]] = arith.cmpf ole, %[[Y]], %[[H_F]] : f32
// CHECK-NEXT: %[[Y_IN:.+]] = arith.andi %[[Y_GE]], %[[Y_LE]] : i1

// Step 7: clamp at 0, truncate, snap to the last row H - 1 = 5.
// CHECK-NEXT: %[[YC0:.+]] = arith.maxnumf %[[Y]], %[[ZERO]] : f32
// CHECK-NEXT: %[[YC:.+]] = arith.minnumf %[[YC0]], %[[H_F]] : f32
// CHECK-NEXT: %[[YT64:.+]] = arith.fptosi %[[YC]] : f32 to i64
// CHECK-NEXT: %[[YT:.+]] = arith.index_cast %[[YT64]] : i64 to index
// CHECK-NEXT: %[[Y_END:.+]] = arith.cmpi sge, %[[YT]], %[[H_LAST]] : index
// CHECK-NEXT: %[[Y_LOW:.+]] = arith.select %[[Y_END]], %[[H_LAST]], %[[YT]] : index
// CHECK-NEXT: %[[YT1:.+]] = arith.addi %[[YT]], %[[C1]] : index
// CHECK-NEXT: %[[Y_HIGH:.+]] = arith.select %[[Y_END]], %[[H_LAST]], %[[YT1]] : index
// CHECK-NEXT: %[[Y_SNAP:.+]] = arith.select %[[Y_END]], %[[H_LAST_F]], %[[YC]] : f32
// CHECK-NEXT: %[[YL64:.+]] = arith.index_cast %[[Y_LOW]] : index to i64
// CHECK-NEXT: %[[YLF:.+]] = arith.sitofp %[[YL64]] : i64 to f32
// CHECK-NEXT: %[[LY:.+]] = arith.subf %[[Y_SNAP]], %[[YLF]] : f32

// The same along x with bin column j, W = 8.
// CHECK-NEXT: %[[J64:.+]] = arith.index_cast %[[J]] : index to i64
// CHECK-NEXT: %[[JF:.+]] = arith.sitofp %[[J64]] : i64 to f32
// CHECK-NEXT: %[[JOFF:.+]] = arith.mulf %[[JF]], %[[BIN_W]] : f32
// CHECK-NEXT: %[[BIN_X:.+]] = arith.addf %[[SX1]], %[[JOFF]] : f32
// CHECK-NEXT: %[[SX64:.+]] = arith.index_cast %[[SX]] : index to i64
// CHECK-NEXT: %[[SXF:.+]] = arith.sitofp %[[SX64]] : i64 to f32
// CHECK-NEXT: %[[SXH:.+]] = arith.addf %[[SXF]], %[[HALF]] : f32
// CHECK-NEXT: %[[XOFF:.+]] = arith.mulf %[[DX]], %[[SXH]] : f32
// CHECK-NEXT: %[[X:.+]] = arith.addf %[[BIN_X]], %[[XOFF]] : f32
// CHECK-NEXT: %[[X_GE:.+]] = arith.cmpf oge, %[[X]], %[[MINUS_ONE]] : f32
// CHECK-NEXT: %[[X_LE:.+]] = arith.cmpf ole, %[[X]], %[[W_F]] : f32
// CHECK-NEXT: %[[X_IN:.+]] = arith.andi %[[X_GE]], %[[X_LE]] : i1
// CHECK-NEXT: %[[XC0:.+]] = arith.maxnumf %[[X]], %[[ZERO]] : f32
// CHECK-NEXT: %[[XC:.+]] = arith.minnumf %[[XC0]], %[[W_F]] : f32
// CHECK-NEXT: %[[XT64:.+]] = arith.fptosi %[[XC]] : f32 to i64
// CHECK-NEXT: %[[XT:.+]] = arith.index_cast %[[XT64]] : i64 to index
// CHECK-NEXT: %[[X_END:.+]] = arith.cmpi sge, %[[XT]], %[[W_LAST]] : index
// CHECK-NEXT: %[[X_LOW:.+]] = arith.select %[[X_END]], %[[W_LAST]], %[[XT]] : index
// CHECK-NEXT: %[[XT1:.+]] = arith.addi %[[XT]], %[[C1]] : index
// CHECK-NEXT: %[[X_HIGH:.+]] = arith.select %[[X_END]], %[[W_LAST]], %[[XT1]] : index
// CHECK-NEXT: %[[X_SNAP:.+]] = arith.select %[[X_END]], %[[W_LAST_F]], %[[XC]] : f32
// CHECK-NEXT: %[[XL64:.+]] = arith.index_cast %[[X_LOW]] : index to i64
// CHECK-NEXT: %[[XLF:.+]] = arith.sitofp %[[XL64]] : i64 to f32
// CHECK-NEXT: %[[LX:.+]] = arith.subf %[[X_SNAP]], %[[XLF]] : f32

// Step 8: weights hy*hx, hy*lx, ly*hx, ly*lx; an outside sample has all
// weights 0 and reads pixel (0, 0).
// CHECK-NEXT: %[[IN:.+]] = arith.andi %[[Y_IN]], %[[X_IN]] : i1
// CHECK-NEXT: %[[LY_S:.+]] = arith.select %[[IN]], %[[LY]], %[[ZERO]] : f32
// CHECK-NEXT: %[[LX_S:.+]] = arith.select %[[IN]], %[[LX]], %[[ZERO]] : f32
// CHECK-NEXT: %[[HY0:.+]] = arith.subf %[[ONE]], %[[LY]] : f32
// CHECK-NEXT: %[[HY:.+]] = arith.select %[[IN]], %[[HY0]], %[[ZERO]] : f32
// CHECK-NEXT: %[[HX0:.+]] = arith.subf %[[ONE]], %[[LX]] : f32
// CHECK-NEXT: %[[HX:.+]] = arith.select %[[IN]], %[[HX0]], %[[ZERO]] : f32
// CHECK-NEXT: %[[W1:.+]] = arith.mulf %[[HY]], %[[HX]] : f32
// CHECK-NEXT: %[[W2:.+]] = arith.mulf %[[HY]], %[[LX_S]] : f32
// CHECK-NEXT: %[[W3:.+]] = arith.mulf %[[LY_S]], %[[HX]] : f32
// CHECK-NEXT: %[[W4:.+]] = arith.mulf %[[LY_S]], %[[LX_S]] : f32
// CHECK-NEXT: %[[Y0:.+]] = arith.select %[[IN]], %[[Y_LOW]], %[[C0]] : index
// CHECK-NEXT: %[[Y1P:.+]] = arith.select %[[IN]], %[[Y_HIGH]], %[[C0]] : index
// CHECK-NEXT: %[[X0:.+]] = arith.select %[[IN]], %[[X_LOW]], %[[C0]] : index
// CHECK-NEXT: %[[X1P:.+]] = arith.select %[[IN]], %[[X_HIGH]], %[[C0]] : index

// The four products, accumulated left to right, from plane (b, c).
// CHECK-NEXT: %[[P1:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y0]], %[[X0]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T1:.+]] = arith.mulf %[[W1]], %[[P1]] : f32
// CHECK-NEXT: %[[P2:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y0]], %[[X1P]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T2:.+]] = arith.mulf %[[W2]], %[[P2]] : f32
// CHECK-NEXT: %[[S2:.+]] = arith.addf %[[T1]], %[[T2]] : f32
// CHECK-NEXT: %[[P3:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y1P]], %[[X0]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T3:.+]] = arith.mulf %[[W3]], %[[P3]] : f32
// CHECK-NEXT: %[[S3:.+]] = arith.addf %[[S2]], %[[T3]] : f32
// CHECK-NEXT: %[[P4:.+]] = tensor.extract %[[DATA]][%[[B]], %[[C]], %[[Y1P]], %[[X1P]]] : tensor<2x3x6x8xf32>
// CHECK-NEXT: %[[T4:.+]] = arith.mulf %[[W4]], %[[P4]] : f32
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.addf %[[S3]], %[[T4]] : f32

// Step 9, avg: acc + value / n, each sample divided before it is added.
// CHECK-NEXT: %[[PART:.+]] = arith.divf %[[SAMPLE]], %[[FOUR]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.addf %[[ACC]], %[[PART]] : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[ACC_ROW]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[ACC_OUT]], %[[OUT]][%[[R]], %[[C]], %[[I]], %[[J]]] : memref<5x3x2x3xf32>
// CHECK: %[[T:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<5x3x2x3xf32> to tensor<5x3x2x3xf32>
// CHECK-NEXT: return %[[T]]

// Before canonicalization the indices, boxes and pixels are read with
// memref.load from read-only buffers of the operands.
// MEMREF-LABEL: func.func @avg_f32
// MEMREF-SAME: (%[[DATA:.+]]: tensor<2x3x6x8xf32>, %[[ROIS:.+]]: tensor<5x4xf32>, %[[IDX:.+]]: tensor<5xi32>)
// MEMREF-NEXT: %[[DATA_BUF:.+]] = bufferization.to_buffer %[[DATA]] read_only : tensor<2x3x6x8xf32> to memref<2x3x6x8xf32>
// MEMREF-NEXT: %[[ROIS_BUF:.+]] = bufferization.to_buffer %[[ROIS]] read_only : tensor<5x4xf32> to memref<5x4xf32>
// MEMREF-NEXT: %[[IDX_BUF:.+]] = bufferization.to_buffer %[[IDX]] read_only : tensor<5xi32> to memref<5xi32>
// MEMREF-NEXT: %[[OUT:.+]] = memref.alloc() : memref<5x3x2x3xf32>
// MEMREF: affine.for %[[R:.+]] = 0 to 5 {
// MEMREF-NEXT: memref.load %[[IDX_BUF]][%[[R]]] : memref<5xi32>
// MEMREF: memref.load %[[ROIS_BUF]][%[[R]], %{{.+}}] : memref<5x4xf32>
// MEMREF: scf.for
// MEMREF: scf.for
// MEMREF-COUNT-4: memref.load %[[DATA_BUF]]
// MEMREF: memref.store %{{.+}}, %[[OUT]]
func.func @avg_f32(%d: tensor<2x3x6x8xf32>, %r: tensor<5x4xf32>, %i: tensor<5xi32>) -> tensor<5x3x2x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 2 spatial_scale = 0.5 mode = avg : tensor<2x3x6x8xf32>, tensor<5x4xf32>, tensor<5xi32> -> tensor<5x3x2x3xf32>
  return %0 : tensor<5x3x2x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// max, adaptive sampling (sampling_ratio = 0), i64 batch indices
//===----------------------------------------------------------------------===//

// nx = ceil(bin_w), ny = ceil(bin_h), clamped to [1, 4096] before the
// conversion; dx = bin_w / nx. max starts at 0 and takes a sample only if it
// is strictly greater. spatial_scale = 1 folds away.

// CHECK-LABEL: func.func @max_adaptive
// CHECK-SAME: (%[[DATA:.+]]: tensor<1x4x8x8xf32>, %[[ROIS:.+]]: tensor<3x4xf32>, %[[IDX:.+]]: tensor<3xi64>)
// CHECK-DAG: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[LIMIT:.+]] = arith.constant 4.096000e+03 : f32
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK: affine.for %[[R:.+]] = 0 to 3 {
// CHECK-NEXT: %[[RAW:.+]] = tensor.extract %[[IDX]][%[[R]]] : tensor<3xi64>
// CHECK-NEXT: %[[B0:.+]] = arith.index_cast %[[RAW]] : i64 to index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %[[B0]], %[[C0]] : index
// CHECK-NEXT: %[[B:.+]] = arith.minsi %[[B1]], %[[C0]] : index
// CHECK: %[[BIN_W:.+]] = arith.divf %{{.+}}, %[[TWO]] : f32
// CHECK-NEXT: %[[BIN_H:.+]] = arith.divf %{{.+}}, %[[TWO]] : f32
// CHECK-NEXT: %[[CW:.+]] = math.ceil %[[BIN_W]] : f32
// CHECK-NEXT: %[[CW1:.+]] = arith.maxnumf %[[CW]], %[[ONE]] : f32
// CHECK-NEXT: %[[CW2:.+]] = arith.minnumf %[[CW1]], %[[LIMIT]] : f32
// CHECK-NEXT: %[[NX64:.+]] = arith.fptosi %[[CW2]] : f32 to i64
// CHECK-NEXT: %[[NX:.+]] = arith.index_cast %[[NX64]] : i64 to index
// CHECK-NEXT: %[[CH:.+]] = math.ceil %[[BIN_H]] : f32
// CHECK-NEXT: %[[CH1:.+]] = arith.maxnumf %[[CH]], %[[ONE]] : f32
// CHECK-NEXT: %[[CH2:.+]] = arith.minnumf %[[CH1]], %[[LIMIT]] : f32
// CHECK-NEXT: %[[NY64:.+]] = arith.fptosi %[[CH2]] : f32 to i64
// CHECK-NEXT: %[[NY:.+]] = arith.index_cast %[[NY64]] : i64 to index
// CHECK-NEXT: %[[NXF:.+]] = arith.sitofp %[[NX64]] : i64 to f32
// CHECK-NEXT: %[[DX:.+]] = arith.divf %[[BIN_W]], %[[NXF]] : f32
// CHECK-NEXT: %[[NYF:.+]] = arith.sitofp %[[NY64]] : i64 to f32
// CHECK-NEXT: %[[DY:.+]] = arith.divf %[[BIN_H]], %[[NYF]] : f32
// CHECK-NEXT: affine.for %[[C:.+]] = 0 to 4 {
// CHECK-NEXT: affine.for %{{.+}} = 0 to 2 {
// CHECK-NEXT: affine.for %{{.+}} = 0 to 2 {
// CHECK-NEXT: %{{.+}} = scf.for %{{.+}} = %[[C0]] to %[[NY]] step %[[C1]] iter_args(%{{.+}} = %[[ZERO]]) -> (f32) {
// CHECK-NEXT: %{{.+}} = scf.for %{{.+}} = %[[C0]] to %[[NX]] step %[[C1]] iter_args(%[[ACC:.+]] = %{{.+}}) -> (f32) {
// CHECK: arith.mulf %[[DY]], %{{.+}} : f32
// CHECK: arith.mulf %[[DX]], %{{.+}} : f32
// CHECK-COUNT-4: tensor.extract %[[DATA]][%[[B]], %[[C]], %{{.+}}, %{{.+}}] : tensor<1x4x8x8xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.addf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[SAMPLE]], %[[ACC]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.select %[[GT]], %[[SAMPLE]], %[[ACC]] : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NOT: arith.divf
// CHECK: memref.store
func.func @max_adaptive(%d: tensor<1x4x8x8xf32>, %r: tensor<3x4xf32>, %i: tensor<3xi64>) -> tensor<3x4x2x2xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<1x4x8x8xf32>, tensor<3x4xf32>, tensor<3xi64> -> tensor<3x4x2x2xf32>
  return %0 : tensor<3x4x2x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// f16 data, ui8 batch indices
//===----------------------------------------------------------------------===//

// f16 computes each operation in f32 and rounds back to f16 (extf, op,
// truncf); the unsigned batch index is zero-extended (index_castui) before
// the clamp; spatial_scale is applied as an f32.

// CHECK-LABEL: func.func @max_f16_ui8
// CHECK-SAME: (%[[DATA:.+]]: tensor<2x3x8x8xf16>, %[[ROIS:.+]]: tensor<5x4xf16>, %[[IDX:.+]]: tensor<5xui8>)
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[ONE_H:.+]] = arith.constant 1.000000e+00 : f16
// CHECK-DAG: %[[SCALE:.+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK: %[[IDX_BUF:.+]] = bufferization.to_buffer %[[IDX]] read_only : tensor<5xui8> to memref<5xui8>
// CHECK-NEXT: %[[IDX_I8:.+]] = builtin.unrealized_conversion_cast %[[IDX_BUF]] : memref<5xui8> to memref<5xi8>
// CHECK: affine.for %[[R:.+]] = 0 to 5 {
// CHECK-NEXT: %[[RAW:.+]] = memref.load %[[IDX_I8]][%[[R]]] : memref<5xi8>
// CHECK-NEXT: %[[B0:.+]] = arith.index_castui %[[RAW]] : i8 to index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %[[B0]], %[[C0]] : index
// CHECK-NEXT: arith.minsi %[[B1]], %[[C1]] : index
// CHECK-NEXT: %[[X1:.+]] = tensor.extract %[[ROIS]][%[[R]], %[[C0]]] : tensor<5x4xf16>
// CHECK-NEXT: %[[Y1:.+]] = tensor.extract %[[ROIS]]
// CHECK-NEXT: %[[X2:.+]] = tensor.extract %[[ROIS]]
// CHECK-NEXT: %[[Y2:.+]] = tensor.extract %[[ROIS]]
// CHECK-NEXT: %[[X1E:.+]] = arith.extf %[[X1]] : f16 to f32
// CHECK-NEXT: %[[SX1F:.+]] = arith.mulf %[[X1E]], %[[SCALE]] : f32
// CHECK-NEXT: %[[SX1:.+]] = arith.truncf %[[SX1F]] : f32 to f16
// CHECK-NEXT: %[[Y1E:.+]] = arith.extf %[[Y1]] : f16 to f32
// CHECK-NEXT: %[[SY1F:.+]] = arith.mulf %[[Y1E]], %[[SCALE]] : f32
// CHECK-NEXT: arith.truncf %[[SY1F]] : f32 to f16
// CHECK-NEXT: %[[X2E:.+]] = arith.extf %[[X2]] : f16 to f32
// CHECK-NEXT: %[[SX2F:.+]] = arith.mulf %[[X2E]], %[[SCALE]] : f32
// CHECK-NEXT: %[[SX2:.+]] = arith.truncf %[[SX2F]] : f32 to f16
// CHECK-NEXT: %[[Y2E:.+]] = arith.extf %[[Y2]] : f16 to f32
// CHECK-NEXT: %[[SY2F:.+]] = arith.mulf %[[Y2E]], %[[SCALE]] : f32
// CHECK-NEXT: arith.truncf %[[SY2F]] : f32 to f16
// CHECK-NEXT: %[[SX2E:.+]] = arith.extf %[[SX2]] : f16 to f32
// CHECK-NEXT: %[[SX1E:.+]] = arith.extf %[[SX1]] : f16 to f32
// CHECK-NEXT: %[[RWF:.+]] = arith.subf %[[SX2E]], %[[SX1E]] : f32
// CHECK-NEXT: %[[RW0:.+]] = arith.truncf %[[RWF]] : f32 to f16
// CHECK-NEXT: %[[RW0E:.+]] = arith.extf %[[RW0]] : f16 to f32
// CHECK-NEXT: %[[LT:.+]] = arith.cmpf olt, %[[RW0E]], %[[ONE]] : f32
// CHECK-NEXT: arith.select %[[LT]], %[[ONE_H]], %[[RW0]] : f16
// CHECK: math.ceil %{{.+}} : f32
// CHECK-NEXT: arith.truncf %{{.+}} : f32 to f16
// CHECK: scf.for %{{.+}} iter_args(%{{.+}} = %[[ZERO]]) -> (f16) {
// CHECK-NEXT: scf.for %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (f16) {
// CHECK: %[[P1:.+]] = tensor.extract %[[DATA]]
// CHECK-NEXT: %[[W1E:.+]] = arith.extf %{{.+}} : f16 to f32
// CHECK-NEXT: %[[P1E:.+]] = arith.extf %[[P1]] : f16 to f32
// CHECK-NEXT: %[[T1F:.+]] = arith.mulf %[[W1E]], %[[P1E]] : f32
// CHECK-NEXT: %[[T1:.+]] = arith.truncf %[[T1F]] : f32 to f16
// CHECK-COUNT-3: tensor.extract %[[DATA]]
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.truncf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: %[[SAMPLEF:.+]] = arith.addf %{{.+}}, %{{.+}} : f32
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.truncf %[[SAMPLEF]] : f32 to f16
// CHECK-NEXT: %[[SAMPLEE:.+]] = arith.extf %[[SAMPLE]] : f16 to f32
// CHECK-NEXT: %[[ACCE:.+]] = arith.extf %[[ACC]] : f16 to f32
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[SAMPLEE]], %[[ACCE]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.select %[[GT]], %[[SAMPLE]], %[[ACC]] : f16
// CHECK-NEXT: scf.yield %[[NEXT]] : f16
// CHECK: memref.store %{{.+}} : memref<5x3x2x2xf16>
func.func @max_f16_ui8(%d: tensor<2x3x8x8xf16>, %r: tensor<5x4xf16>, %i: tensor<5xui8>) -> tensor<5x3x2x2xf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 0 spatial_scale = 0.5 mode = max : tensor<2x3x8x8xf16>, tensor<5x4xf16>, tensor<5xui8> -> tensor<5x3x2x2xf16>
  return %0 : tensor<5x3x2x2xf16>
}

// -----

// f16 avg: the sample is divided by n in f32 and rounded, then added in f32
// and rounded again.

// CHECK-LABEL: func.func @avg_f16
// CHECK-DAG: %[[FOUR:.+]] = arith.constant 4.000000e+00 : f32
// CHECK: scf.for %{{.+}} iter_args(%{{.+}} = %{{.+}}) -> (f16) {
// CHECK-NEXT: scf.for %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}}) -> (f16) {
// CHECK-COUNT-4: tensor.extract
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.truncf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.extf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: %[[SAMPLE:.+]] = arith.truncf %{{.+}} : f32 to f16
// CHECK-NEXT: %[[SAMPLEE:.+]] = arith.extf %[[SAMPLE]] : f16 to f32
// CHECK-NEXT: %[[PARTF:.+]] = arith.divf %[[SAMPLEE]], %[[FOUR]] : f32
// CHECK-NEXT: %[[PART:.+]] = arith.truncf %[[PARTF]] : f32 to f16
// CHECK-NEXT: %[[ACCE:.+]] = arith.extf %[[ACC]] : f16 to f32
// CHECK-NEXT: %[[PARTE:.+]] = arith.extf %[[PART]] : f16 to f32
// CHECK-NEXT: %[[SUM:.+]] = arith.addf %[[ACCE]], %[[PARTE]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.truncf %[[SUM]] : f32 to f16
// CHECK-NEXT: scf.yield %[[NEXT]] : f16
func.func @avg_f16(%d: tensor<1x2x4x4xf16>, %r: tensor<3x4xf16>, %i: tensor<3xi32>) -> tensor<3x2x2x2xf16> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 2 sampling_ratio = 2 spatial_scale = 1.0 mode = avg : tensor<1x2x4x4xf16>, tensor<3x4xf16>, tensor<3xi32> -> tensor<3x2x2x2xf16>
  return %0 : tensor<3x2x2x2xf16>
}

// -----

//===----------------------------------------------------------------------===//
// Dynamic shapes
//===----------------------------------------------------------------------===//

// R comes from batch_indices (rois dim 0 is dynamic too), C from data; the
// clamp uses the runtime N - 1 and the sample tests the runtime H and W.

// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[DATA:.+]]: tensor<?x?x?x?xf32>, %[[ROIS:.+]]: tensor<?x4xf32>, %[[IDX:.+]]: tensor<?xi64>) -> tensor<?x?x2x3xf32>
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG: %[[R_DIM:.+]] = tensor.dim %[[IDX]], %[[C0]] : tensor<?xi64>
// CHECK-DAG: %[[C_DIM:.+]] = tensor.dim %[[DATA]], %[[C1]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[N_DIM:.+]] = tensor.dim %[[DATA]], %[[C0]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[H_DIM:.+]] = tensor.dim %[[DATA]], %[[C2]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[W_DIM:.+]] = tensor.dim %[[DATA]], %[[C3]] : tensor<?x?x?x?xf32>
// CHECK-DAG: %[[OUT:.+]] = memref.alloc(%[[R_DIM]], %[[C_DIM]]) : memref<?x?x2x3xf32>
// CHECK: affine.for %{{.+}} = 0 to %[[R_DIM]] {
// CHECK: %[[LAST:.+]] = arith.subi %[[N_DIM]], %[[C1]] : index
// CHECK-NEXT: %[[B1:.+]] = arith.maxsi %{{.+}}, %[[C0]] : index
// CHECK-NEXT: arith.minsi %[[B1]], %[[LAST]] : index
// CHECK: affine.for %{{.+}} = 0 to %[[C_DIM]] {
// CHECK-NEXT: affine.for %{{.+}} = 0 to 2 {
// CHECK-NEXT: affine.for %{{.+}} = 0 to 3 {
// CHECK: arith.index_cast %[[H_DIM]] : index to i64
// CHECK: arith.subi %[[H_DIM]], %[[C1]] : index
// CHECK: arith.index_cast %[[W_DIM]] : index to i64
// CHECK: arith.subi %[[W_DIM]], %[[C1]] : index
// CHECK: bufferization.to_tensor %[[OUT]] restrict writable : memref<?x?x2x3xf32> to tensor<?x?x2x3xf32>
func.func @dynamic(%d: tensor<?x?x?x?xf32>, %r: tensor<?x4xf32>, %i: tensor<?xi64>) -> tensor<?x?x2x3xf32> {
  %0 = ov.roi_align_v3 %d, %r, %i pooled_h = 2 pooled_w = 3 sampling_ratio = 0 spatial_scale = 1.0 mode = max : tensor<?x?x?x?xf32>, tensor<?x4xf32>, tensor<?xi64> -> tensor<?x?x2x3xf32>
  return %0 : tensor<?x?x2x3xf32>
}
