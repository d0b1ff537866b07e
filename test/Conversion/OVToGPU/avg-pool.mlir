// RUN: ov-opt %s -split-input-file --ov-to-gpu --canonicalize | FileCheck %s

// AvgPool-1 and AvgPool-14 on the GPU (docs/semantics.md 7.3): one thread per
// output element, guarded against the tail of the last block; the thread
// splits its flat index into coordinates (W fastest), sums its window's taps
// with loops clamped to the input (padding is never read), starting at zero,
// and divides once: by the whole window when padding counts (exclude_pad =
// false and a pad is not zero; folded to 9.0 here), else by the taps inside
// the input, where an empty window divides by 1 and gives 0. Checked after
// --canonicalize, which folds the constant sizes.

// 3x4x4 = 48 outputs, one block of 256 threads. Tap t of output o reads row
// o*2 + t - 1 and runs over [max(1 - 2o, 0), max(min(9 - 2o, 3), start))
// (the divisor's tap range, affine.max and affine.min of the same maps).

// CHECK-DAG: #[[FROM:.+]] = affine_map<(d0) -> (d0 * -2 + 1, 0)>
// CHECK-DAG: #[[TO:.+]] = affine_map<(d0) -> (d0 * -2 + 9, 3)>
// CHECK-LABEL: func.func @v1_pads_counted
// CHECK-DAG: %[[NINE:.+]] = arith.constant 9.000000e+00 : f32
// CHECK-DAG: %[[OUTPUTS:.+]] = arith.constant 48 : index
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG: %[[C256:.+]] = arith.constant 256 : index
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<1x3x4x4xf32>
// CHECK: scf.parallel (%[[T:.+]]) = (%[[C0]]) to (%[[C256]]) step (%[[C1]]) {
// CHECK-NEXT: %[[IN_RANGE:.+]] = arith.cmpi ult, %[[T]], %[[OUTPUTS]] : index
// CHECK-NEXT: scf.if %[[IN_RANGE]] {
// CHECK-NEXT: %[[OW:.+]] = arith.remui %[[T]], %[[C4]] : index
// CHECK-NEXT: %[[REST:.+]] = arith.divui %[[T]], %[[C4]] : index
// CHECK-NEXT: %[[OH:.+]] = arith.remui %[[REST]], %[[C4]] : index
// CHECK-NEXT: %[[REST2:.+]] = arith.divui %[[REST]], %[[C4]] : index
// CHECK-NEXT: %[[C:.+]] = arith.remui %[[REST2]], %[[C3]] : index
// Rows: the window's start o*2 - 1 and its clamped tap range.
// CHECK-NEXT: %[[H2:.+]] = arith.muli %[[OH]], %[[C2]] : index
// CHECK-NEXT: %[[H_START:.+]] = arith.subi %[[H2]], %[[C1]] : index
// CHECK-NEXT: %[[TH_FROM:.+]] = affine.max #[[FROM]](%[[OH]])
// CHECK-NEXT: %[[H_END:.+]] = affine.min #[[TO]](%[[OH]])
// CHECK-NEXT: %[[TH_TO:.+]] = arith.maxsi %[[H_END]], %[[TH_FROM]] : index
// CHECK-NEXT: %[[SUM:.+]] = scf.for %[[TH:.+]] = %[[TH_FROM]] to %[[TH_TO]] step %[[C1]] iter_args(%[[SUM_H:.+]] = %[[ZERO]]) -> (f32) {
// CHECK-NEXT: %[[ROW:.+]] = arith.addi %[[H_START]], %[[TH]] : index
// CHECK: %[[ROW_SUM:.+]] = scf.for %[[TW:.+]] = %{{.+}} to %{{.+}} step %[[C1]] iter_args(%[[ACC:.+]] = %[[SUM_H]]) -> (f32) {
// CHECK-NEXT: %[[COL:.+]] = arith.addi %{{.+}}, %[[TW]] : index
// CHECK-NEXT: %[[V:.+]] = tensor.extract %{{.+}}[%[[C0]], %[[C]], %[[ROW]], %[[COL]]] : tensor<1x3x8x8xf32>
// CHECK-NEXT: %[[NEXT:.+]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[ROW_SUM]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: %[[AVG:.+]] = arith.divf %[[SUM]], %[[NINE]] : f32
// CHECK-NEXT: memref.store %[[AVG]], %[[OUT]][%[[C0]], %[[C]], %[[OH]], %[[OW]]] : memref<1x3x4x4xf32>
func.func @v1_pads_counted(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = false : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// Padding excluded: the divisor is the product of the taps inside per axis.

// CHECK-LABEL: func.func @v14_pads_excluded
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<1x3x4x4xf32>
// CHECK: scf.if
// CHECK-NEXT: %[[OW:.+]] = arith.remui
// CHECK-NEXT: arith.divui
// CHECK-NEXT: %[[OH:.+]] = arith.remui
// CHECK: %[[SUM:.+]] = scf.for
// CHECK: arith.addf
// CHECK: %[[H0:.+]] = affine.max #{{.+}}(%[[OH]])
// CHECK-NEXT: %[[H1:.+]] = affine.min #{{.+}}(%[[OH]])
// CHECK-NEXT: %[[HD:.+]] = arith.subi %[[H1]], %[[H0]] : index
// CHECK-NEXT: %[[ROWS:.+]] = arith.maxsi %[[HD]], %[[C0]] : index
// CHECK-NEXT: %[[W0:.+]] = affine.max #{{.+}}(%[[OW]])
// CHECK-NEXT: %[[W1:.+]] = affine.min #{{.+}}(%[[OW]])
// CHECK-NEXT: %[[WD:.+]] = arith.subi %[[W1]], %[[W0]] : index
// CHECK-NEXT: %[[COLS:.+]] = arith.maxsi %[[WD]], %[[C0]] : index
// CHECK-NEXT: %[[COUNT:.+]] = arith.muli %[[ROWS]], %[[COLS]] : index
// CHECK-NEXT: %[[EMPTY:.+]] = arith.cmpi eq, %[[COUNT]], %[[C0]] : index
// CHECK-NEXT: %[[DIVISOR:.+]] = arith.select %[[EMPTY]], %[[C1]], %[[COUNT]] : index
// CHECK-NEXT: %[[DIVISOR_I64:.+]] = arith.index_cast %[[DIVISOR]] : index to i64
// CHECK-NEXT: %[[DIVISOR_F:.+]] = arith.sitofp %[[DIVISOR_I64]] : i64 to f32
// CHECK-NEXT: %[[AVG:.+]] = arith.divf %[[SUM]], %[[DIVISOR_F]] : f32
// CHECK-NEXT: %[[RESULT:.+]] = arith.select %[[EMPTY]], %[[ZERO]], %[[AVG]] : f32
// CHECK-NEXT: memref.store %[[RESULT]], %[[OUT]][%{{.+}}, %{{.+}}, %[[OH]], %[[OW]]] : memref<1x3x4x4xf32>
func.func @v14_pads_excluded(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

// AvgPool-16 (docs/semantics.md 7.4): the thread's tap loops run over the
// dilated taps inside the input, t in [max(0, ceil((1 - 2o) / d)),
// min(k, ceil((9 + 1 - 2o) / d))), reading row o*2 - 1 + t*2 and column
// o*2 - 1 + t*3; the divisor (exclude_pad) multiplies the same ranges.
// (-o + 5 is (10 - 2o) ceildiv 2, simplified.)

// CHECK-DAG: #[[FROM_H:.+]] = affine_map<(d0) -> (0, (d0 * -2 + 1) ceildiv 2)>
// CHECK-DAG: #[[TO_H:.+]] = affine_map<(d0) -> (-d0 + 5, 3)>
// CHECK-DAG: #[[FROM_W:.+]] = affine_map<(d0) -> (0, (d0 * -2 + 1) ceildiv 3)>
// CHECK-DAG: #[[TO_W:.+]] = affine_map<(d0) -> (2, (d0 * -2 + 10) ceildiv 3)>
// CHECK-LABEL: func.func @v16_dilated
// CHECK-DAG: %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.+]] = arith.constant 3 : index
// CHECK: scf.if
// CHECK-NEXT: %[[OW:.+]] = arith.remui
// CHECK-NEXT: arith.divui
// CHECK-NEXT: %[[OH:.+]] = arith.remui
// CHECK: %[[H_START:.+]] = arith.subi %{{.+}}, %[[C1]] : index
// CHECK-NEXT: %[[TH_FROM:.+]] = affine.max #[[FROM_H]](%[[OH]])
// CHECK-NEXT: %[[TH_END:.+]] = affine.min #[[TO_H]](%[[OH]])
// CHECK-NEXT: %[[TH_TO:.+]] = arith.maxsi %[[TH_END]], %[[TH_FROM]] : index
// CHECK-NEXT: %[[SUM:.+]] = scf.for %[[TH:.+]] = %[[TH_FROM]] to %[[TH_TO]]
// CHECK-NEXT: %[[DH:.+]] = arith.muli %[[TH]], %[[C2]] : index
// CHECK-NEXT: %[[ROW:.+]] = arith.addi %[[H_START]], %[[DH]] : index
// CHECK: %[[W_START:.+]] = arith.subi %{{.+}}, %[[C1]] : index
// CHECK-NEXT: %[[TW_FROM:.+]] = affine.max #[[FROM_W]](%[[OW]])
// CHECK-NEXT: %[[TW_END:.+]] = affine.min #[[TO_W]](%[[OW]])
// CHECK-NEXT: %[[TW_TO:.+]] = arith.maxsi %[[TW_END]], %[[TW_FROM]] : index
// CHECK-NEXT: scf.for %[[TW:.+]] = %[[TW_FROM]] to %[[TW_TO]]
// CHECK-NEXT: %[[DW:.+]] = arith.muli %[[TW]], %[[C3]] : index
// CHECK-NEXT: %[[COL:.+]] = arith.addi %[[W_START]], %[[DW]] : index
// CHECK-NEXT: tensor.extract %{{.+}}[%{{.+}}, %{{.+}}, %[[ROW]], %[[COL]]] : tensor<1x2x9x9xf32>
// CHECK: affine.max #[[FROM_H]](%[[OH]])
// CHECK-NEXT: affine.min #[[TO_H]](%[[OH]])
// CHECK: affine.max #[[FROM_W]](%[[OW]])
// CHECK-NEXT: affine.min #[[TO_W]](%[[OW]])
// CHECK: arith.divf %[[SUM]], %{{.+}} : f32
func.func @v16_dilated(%x: tensor<1x2x9x9xf32>) -> tensor<1x2x4x4xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] dilations = [2, 3] exclude_pad = true : tensor<1x2x9x9xf32> -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}
