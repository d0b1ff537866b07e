// RUN: ov-opt %s -split-input-file --ov-to-affine | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-affine --canonicalize | FileCheck %s --check-prefix=CANON

// AvgPool-1 and AvgPool-14 lowered to affine loop nests (docs/semantics.md
// 7.3): one affine.for per output dim, then the tap loops MaxPool uses, with
// bounds clamped to the input so that padding is never read; the sum starts
// at zero and adds the taps in OpenVINO's order. The divisor is the whole
// window when padding counts (exclude_pad = false and a pad is not zero),
// else the taps inside the input; an empty window divides by 1 and gives 0.
// CHECK lines look at the pass's own output, CANON lines at the same after
// --canonicalize (the divisor folded where it is a constant).

//===----------------------------------------------------------------------===//
// Padding counted in the divisor (AvgPool-1, exclude_pad = false)
//===----------------------------------------------------------------------===//

// Tap t of output o reads input row i = o*2 + t - 1, kept when 0 <= i < 8.
// The pads are not all zero, so every window divides by 3*3 = 9.

// CHECK-DAG: #[[LB:.+]] = affine_map<(d0)[s0, s1] -> (0, d0 * -2 + s0)>
// CHECK-DAG: #[[UB:.+]] = affine_map<(d0)[s0, s1] -> (3, d0 * -2 + s0 + s1)>
// CHECK-DAG: #[[TAP:.+]] = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 - s0)>
// CHECK-LABEL: func.func @v1_pads_counted
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32>
// CHECK: %[[IN:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<1x3x8x8xf32> to memref<1x3x8x8xf32>
// Whether padding counts: exclude_pad is false, then "a pad is not zero",
// or-ed over the four pads.
// CHECK: %[[NOT_EXCLUDED:.+]] = arith.constant false
// CHECK-COUNT-4: arith.ori
// CHECK-SAME: : i1
// CHECK-NEXT: %[[OUT:.+]] = memref.alloc() : memref<1x3x4x4xf32>
// CHECK: affine.for %[[N:.+]] = 0 to 1 {
// CHECK-NEXT: affine.for %[[C:.+]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[OH:.+]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[OW:.+]] = 0 to 4 {
// CHECK-NEXT: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[SUM:.+]] = affine.for %[[TH:.+]] = max #[[LB]](%[[OH]])[%[[PAD:[a-z0-9_]+]], %[[DIM:[a-z0-9_]+]]] to min #[[UB]](%[[OH]])[%[[PAD]], %[[DIM]]] iter_args(%[[SUM_H:.+]] = %[[ZERO]]) -> (f32) {
// CHECK-NEXT: %[[ROW:.+]] = affine.apply #[[TAP]](%[[OH]], %[[TH]])[%[[PAD]]]
// CHECK-NEXT: %[[ROW_SUM:.+]] = affine.for %[[TW:.+]] = max #[[LB]](%[[OW]])[%{{.+}}, %{{.+}}] to min #[[UB]](%[[OW]])[%{{.+}}, %{{.+}}] iter_args(%[[ACC:.+]] = %[[SUM_H]]) -> (f32) {
// CHECK-NEXT: %[[COL:.+]] = affine.apply #[[TAP]](%[[OW]], %[[TW]])[%{{.+}}]
// CHECK-NEXT: %[[V:.+]] = memref.load %[[IN]][%[[N]], %[[C]], %[[ROW]], %[[COL]]] : memref<1x3x8x8xf32>
// CHECK-NEXT: %[[NEXT:.+]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT: affine.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.yield %[[ROW_SUM]] : f32
// CHECK-NEXT: }
// The taps inside the input, per axis: min(3, 9 - 2o) - max(0, 1 - 2o).
// CHECK: affine.max #[[LB]](%[[OH]])[%[[PAD]], %[[DIM]]]
// CHECK-NEXT: affine.min #[[UB]](%[[OH]])[%[[PAD]], %[[DIM]]]
// CHECK-NEXT: arith.subi
// CHECK: affine.max #[[LB]](%[[OW]])
// CHECK-NEXT: affine.min #[[UB]](%[[OW]])
// CHECK-NEXT: arith.subi
// CHECK: arith.maxsi
// CHECK-NEXT: %[[INSIDE:.+]] = arith.muli %{{.+}}, %{{.+}} : index
// CHECK-NEXT: %[[WINDOW:.+]] = arith.constant 9 : index
// CHECK-NEXT: %[[COUNT:.+]] = arith.select %{{.+}}, %[[WINDOW]], %[[INSIDE]] : index
// CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[EMPTY:.+]] = arith.cmpi eq, %[[COUNT]], %[[C0]] : index
// CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT: %[[DIVISOR:.+]] = arith.select %[[EMPTY]], %[[C1]], %[[COUNT]] : index
// CHECK-NEXT: %[[DIVISOR_I64:.+]] = arith.index_cast %[[DIVISOR]] : index to i64
// CHECK-NEXT: %[[DIVISOR_F:.+]] = arith.sitofp %[[DIVISOR_I64]] : i64 to f32
// CHECK-NEXT: %[[AVG:.+]] = arith.divf %[[SUM]], %[[DIVISOR_F]] : f32
// CHECK-NEXT: %[[FZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[RESULT:.+]] = arith.select %[[EMPTY]], %[[FZERO]], %[[AVG]] : f32
// CHECK-NEXT: memref.store %[[RESULT]], %[[OUT]][%[[N]], %[[C]], %[[OH]], %[[OW]]] : memref<1x3x4x4xf32>
// CHECK: %[[T:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x3x4x4xf32> to tensor<1x3x4x4xf32>
// CHECK-NEXT: return %[[T]] : tensor<1x3x4x4xf32>

// Folded: every window divides by the constant 9.
// CANON-LABEL: func.func @v1_pads_counted
// CANON-DAG: %[[NINE:.+]] = arith.constant 9.000000e+00 : f32
// CANON-DAG: %[[OUT:.+]] = memref.alloc() : memref<1x3x4x4xf32>
// CANON: affine.for %[[OH:.+]] = 0 to 4 {
// CANON-NEXT: affine.for %[[OW:.+]] = 0 to 4 {
// CANON-NEXT: %[[SUM:.+]] = affine.for
// CANON: arith.addf
// CANON-NOT: affine.max
// CANON: %[[AVG:.+]] = arith.divf %[[SUM]], %[[NINE]] : f32
// CANON-NEXT: memref.store %[[AVG]], %[[OUT]][%{{.+}}, %{{.+}}, %{{.+}}, %[[OW]]] : memref<1x3x4x4xf32>
func.func @v1_pads_counted(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = false : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Padding excluded (AvgPool-14, exclude_pad = true)
//===----------------------------------------------------------------------===//

// The divisor is the product of the taps inside per axis, which differs at
// the borders (o = 0: 2 rows; o = 1..3: 3 rows).

// CHECK-LABEL: func.func @v14_pads_excluded
// CHECK: %[[NOT_COUNTED:.+]] = arith.constant false
// CHECK-NOT: arith.ori
// CHECK: %[[OUT:.+]] = memref.alloc() : memref<1x3x4x4xf32>
// CHECK: affine.yield %{{.+}} : f32
// CHECK: affine.max
// CHECK: affine.max
// CHECK: arith.maxsi
// CHECK-NEXT: %[[INSIDE:.+]] = arith.muli %{{.+}}, %{{.+}} : index
// CHECK-NEXT: arith.constant 9 : index
// CHECK-NEXT: %[[COUNT:.+]] = arith.select %[[NOT_COUNTED]], %{{.+}}, %[[INSIDE]] : index

// CANON-DAG: #[[FIRST:.+]] = affine_map<(d0) -> (d0 * -2 + 1, 0)>
// CANON-DAG: #[[LAST:.+]] = affine_map<(d0) -> (d0 * -2 + 9, 3)>
// CANON-LABEL: func.func @v14_pads_excluded
// CANON-DAG: %[[FZERO:.+]] = arith.constant 0.000000e+00 : f32
// CANON-DAG: %[[C0:.+]] = arith.constant 0 : index
// CANON-DAG: %[[C1:.+]] = arith.constant 1 : index
// CANON-DAG: %[[OUT:.+]] = memref.alloc() : memref<1x3x4x4xf32>
// CANON: affine.for %[[OH:.+]] = 0 to 4 {
// CANON-NEXT: affine.for %[[OW:.+]] = 0 to 4 {
// CANON-NEXT: %[[SUM:.+]] = affine.for
// CANON: %[[H0:.+]] = affine.max #[[FIRST]](%[[OH]])
// CANON-NEXT: %[[H1:.+]] = affine.min #[[LAST]](%[[OH]])
// CANON-NEXT: %[[HD:.+]] = arith.subi %[[H1]], %[[H0]] : index
// CANON-NEXT: %[[ROWS:.+]] = arith.maxsi %[[HD]], %[[C0]] : index
// CANON-NEXT: %[[W0:.+]] = affine.max #[[FIRST]](%[[OW]])
// CANON-NEXT: %[[W1:.+]] = affine.min #[[LAST]](%[[OW]])
// CANON-NEXT: %[[WD:.+]] = arith.subi %[[W1]], %[[W0]] : index
// CANON-NEXT: %[[COLS:.+]] = arith.maxsi %[[WD]], %[[C0]] : index
// CANON-NEXT: %[[COUNT:.+]] = arith.muli %[[ROWS]], %[[COLS]] : index
// CANON-NEXT: %[[EMPTY:.+]] = arith.cmpi eq, %[[COUNT]], %[[C0]] : index
// CANON-NEXT: %[[DIVISOR:.+]] = arith.select %[[EMPTY]], %[[C1]], %[[COUNT]] : index
// CANON-NEXT: %[[DIVISOR_I64:.+]] = arith.index_cast %[[DIVISOR]] : index to i64
// CANON-NEXT: %[[DIVISOR_F:.+]] = arith.sitofp %[[DIVISOR_I64]] : i64 to f32
// CANON-NEXT: %[[AVG:.+]] = arith.divf %[[SUM]], %[[DIVISOR_F]] : f32
// CANON-NEXT: %[[RESULT:.+]] = arith.select %[[EMPTY]], %[[FZERO]], %[[AVG]] : f32
// CANON-NEXT: memref.store %[[RESULT]], %[[OUT]][%{{.+}}, %{{.+}}, %[[OH]], %[[OW]]] : memref<1x3x4x4xf32>
func.func @v14_pads_excluded(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.avg_pool_v14 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = true : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Integer element types: the sum in the element type, the mean divided as C
// divides (toward zero) in 64 bits, signed or unsigned
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @v1_i32
// CHECK: %[[SUM:.+]] = affine.for %{{.+}} = max
// CHECK: arith.addi %{{.+}}, %{{.+}} : i32
// CHECK: %[[EMPTY:.+]] = arith.cmpi eq
// CHECK-NEXT: arith.constant 1 : index
// CHECK-NEXT: %[[DIVISOR:.+]] = arith.select %[[EMPTY]], %{{.+}}, %{{.+}} : index
// CHECK-NEXT: %[[WIDE:.+]] = arith.extsi %[[SUM]] : i32 to i64
// CHECK-NEXT: %[[N:.+]] = arith.index_castui %[[DIVISOR]] : index to i64
// CHECK-NEXT: %[[Q:.+]] = arith.divsi %[[WIDE]], %[[N]] : i64
// CHECK-NEXT: %[[AVG:.+]] = arith.trunci %[[Q]] : i64 to i32
// CHECK-NEXT: %[[ZERO:.+]] = arith.constant 0 : i32
// CHECK-NEXT: %[[RESULT:.+]] = arith.select %[[EMPTY]], %[[ZERO]], %[[AVG]] : i32
// CHECK-NEXT: memref.store %[[RESULT]]
func.func @v1_i32(%x: tensor<2x3x5xi32>) -> tensor<2x3x2xi32> {
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x3x5xi32> -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// -----

// CHECK-LABEL: func.func @v1_ui8
// CHECK: arith.addi %{{.+}}, %{{.+}} : i8
// CHECK: %[[WIDE:.+]] = arith.extui %{{.+}} : i8 to i64
// CHECK-NEXT: %[[N:.+]] = arith.index_castui %{{.+}} : index to i64
// CHECK-NEXT: %[[Q:.+]] = arith.divui %[[WIDE]], %[[N]] : i64
// CHECK-NEXT: arith.trunci %[[Q]] : i64 to i8
func.func @v1_ui8(%x: tensor<2x3x5xui8>) -> tensor<2x3x2xui8> {
  %0 = ov.avg_pool_v1 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x3x5xui8> -> tensor<2x3x2xui8>
  return %0 : tensor<2x3x2xui8>
}

// -----

//===----------------------------------------------------------------------===//
// AvgPool-16: dilated taps (docs/semantics.md 7.4)
//===----------------------------------------------------------------------===//

// Tap t of output o reads row o*2 + t*2 - 1 and column o*2 + t*3 - 1; the
// loops keep the taps inside the input, t in [max(0, ceil((1 - 2o) / d)),
// min(k, ceil((9 + 1 - 2o) / d))), and the divisor (exclude_pad) multiplies
// the same ranges' lengths.

// CHECK-DAG: #[[LB_H:.+]] = affine_map<(d0)[s0, s1] -> (0, (d0 * -2 + s0) ceildiv 2)>
// CHECK-DAG: #[[UB_H:.+]] = affine_map<(d0)[s0, s1] -> (3, (d0 * -2 + s0 + s1) ceildiv 2)>
// CHECK-DAG: #[[TAP_H:.+]] = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 * 2 - s0)>
// CHECK-DAG: #[[LB_W:.+]] = affine_map<(d0)[s0, s1] -> (0, (d0 * -2 + s0) ceildiv 3)>
// CHECK-DAG: #[[UB_W:.+]] = affine_map<(d0)[s0, s1] -> (2, (d0 * -2 + s0 + s1) ceildiv 3)>
// CHECK-DAG: #[[TAP_W:.+]] = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 * 3 - s0)>
// CHECK-LABEL: func.func @v16_dilated
// CHECK: affine.for %[[OH:.+]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[OW:.+]] = 0 to 4 {
// CHECK: affine.for %[[TH:.+]] = max #[[LB_H]](%[[OH]])[%{{.+}}, %{{.+}}] to min #[[UB_H]](%[[OH]])
// CHECK-NEXT: affine.apply #[[TAP_H]](%[[OH]], %[[TH]])
// CHECK-NEXT: affine.for %[[TW:.+]] = max #[[LB_W]](%[[OW]])[%{{.+}}, %{{.+}}] to min #[[UB_W]](%[[OW]])
// CHECK-NEXT: affine.apply #[[TAP_W]](%[[OW]], %[[TW]])
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.addf
// CHECK: affine.max #[[LB_H]](%[[OH]])
// CHECK-NEXT: affine.min #[[UB_H]](%[[OH]])
// CHECK: affine.max #[[LB_W]](%[[OW]])
// CHECK-NEXT: affine.min #[[UB_W]](%[[OW]])
// CHECK: %[[INSIDE:.+]] = arith.muli
// CHECK-NEXT: %[[WINDOW:.+]] = arith.constant 6 : index
// CHECK-NEXT: arith.select %false, %[[WINDOW]], %[[INSIDE]] : index
// CANON-LABEL: func.func @v16_dilated
// CANON-NOT: arith.select %false
func.func @v16_dilated(%x: tensor<1x2x9x9xf32>) -> tensor<1x2x4x4xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] dilations = [2, 3] exclude_pad = true : tensor<1x2x9x9xf32> -> tensor<1x2x4x4xf32>
  return %0 : tensor<1x2x4x4xf32>
}
