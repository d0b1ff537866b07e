// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=512" --canonicalize | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-vector="vector-bits=256" --canonicalize | FileCheck %s --check-prefix=AVX2

// f32, stride 2, pad 1, no indices: a parallel loop over the N*C planes;
// the window's max does not depend on the order of its taps, so each chunk
// folds the raw rows of its window elementwise first (loads, no shuffles),
// then picks its three kernel columns out of the folded window with one
// shuffle each. The first chunk (static pad) reads its window from column 0
// and puts the initial value in lane 0 for column -1; interior chunks read
// 2 * 16 + 1 floats (a wide vector and a 1-lane tail); the right border
// chunk masks its load at the row's end. The update is the strict
// greater-than select. A chunk with a zero maximum in any lane (whose sign
// is the first zero's in scan order) is recomputed in scan order: each
// row's window loaded once and its kernel columns shuffled out of it, column
// -1's as column 1's shifted up by one lane behind the initial value. No
// gathers.
// CHECK-LABEL: func.func @v1_f32_stride2
// CHECK-DAG: %[[LOWEST32:.+]] = arith.constant dense<-3.40282347E+38> : vector<32xf32>
// CHECK-DAG: %[[LOWEST:.+]] = arith.constant dense<-3.40282347E+38> : vector<16xf32>
// CHECK-DAG: %[[LANE0:.+]] = arith.constant dense<[true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<16xi1>
// CHECK: scf.parallel
// CHECK: %[[FIRST:.+]] = scf.for {{.*}} iter_args(%[[ACC:.+]] = %[[LOWEST32]]) -> (vector<32xf32>)
// CHECK: %[[ROW:.+]] = vector.load {{.*}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<8x64x112x112xf32>, vector<32xf32>
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[ROW]], %[[ACC]] : vector<32xf32>
// CHECK-NEXT: arith.select %[[GT]], %[[ROW]], %[[ACC]]
// CHECK: %[[KW0:.+]] = vector.shuffle %[[FIRST]], %[[FIRST]] [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29]
// CHECK-NEXT: arith.select %[[LANE0]], %[[LOWEST]], %[[KW0]]
// CHECK: vector.shuffle %[[FIRST]], %[[FIRST]] [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]
// CHECK: vector.shuffle %[[FIRST]], %[[FIRST]] [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31]
// CHECK: %[[MAX:.+]] = arith.select {{.*}} : vector<16xi1>, vector<16xf32>
// CHECK-NEXT: %[[ZERO:.+]] = arith.cmpf oeq, %[[MAX]], %{{.+}} : vector<16xf32>
// CHECK-NEXT: %[[ANY:.+]] = vector.reduction <or>, %[[ZERO]] : vector<16xi1> into i1
// CHECK-NEXT: %[[RESULT:.+]] = scf.if %[[ANY]] -> (vector<16xf32>) {
// CHECK: %[[WINDOW:.+]] = vector.load {{.*}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<8x64x112x112xf32>, vector<32xf32>
// CHECK-NEXT: %[[KW2:.+]] = vector.shuffle %[[WINDOW]], %[[WINDOW]] [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31] : vector<32xf32>, vector<32xf32>
// CHECK-NEXT: vector.shuffle %[[LOWEST]], %[[KW2]] [0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30] : vector<16xf32>, vector<16xf32>
// CHECK-NOT: vector.load
// CHECK: vector.shuffle %[[WINDOW]], %[[WINDOW]] [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30] : vector<32xf32>, vector<32xf32>
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[MAX]]
// CHECK: vector.store %[[RESULT]], {{.*}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<8x64x56x56xf32>, vector<16xf32>
// CHECK: scf.for %{{.+}} = %c16 to %c48 step %c16
// CHECK: scf.for {{.*}} -> (vector<32xf32>, vector<1xf32>)
// CHECK: vector.load {{.*}} : memref<8x64x112x112xf32>, vector<32xf32>
// CHECK: vector.load {{.*}} : memref<8x64x112x112xf32>, vector<1xf32>
// CHECK: vector.shuffle %{{.+}}, %{{.+}} [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32] : vector<32xf32>, vector<32xf32>
// CHECK: vector.store {{.*}} : memref<8x64x56x56xf32>, vector<16xf32>
// CHECK: vector.maskedload {{.*}}[%{{.+}}, %{{.+}}, %{{.+}}, %c95], %{{.+}}, %[[LOWEST32]] : memref<8x64x112x112xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
// CHECK: vector.maskedstore
// CHECK-NOT: vector.gather
// CHECK-NOT: ov.max_pool
func.func @v1_f32_stride2(%x: tensor<8x64x112x112xf32>) -> tensor<8x64x56x56xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<8x64x112x112xf32> -> tensor<8x64x56x56xf32>
  return %0 : tensor<8x64x56x56xf32>
}

// -----

// With indices, a 3x3x3 window (27 taps, a window of one wide vector) folds
// its raw rows first too, each raw column keeping its first maximum by rows
// and that row's index. The kernel columns (and their row indices, plus
// kw) are picked out, and joined in column order: a column wins where its
// value is strictly greater, or equal with a smaller index (the first
// maximum in scan order has the smallest index). A lane no tap is above the
// initial value in gets index 0 (the running index's start, -laneTerm).
// CHECK-LABEL: func.func @v8_3d_columns_first
// CHECK-DAG: %[[LOWEST32:.+]] = arith.constant dense<-3.40282347E+38> : vector<32xf32>
// CHECK-DAG: %[[LOWEST:.+]] = arith.constant dense<-3.40282347E+38> : vector<16xf32>
// CHECK-DAG: %[[NOROW:.+]] = arith.constant dense<0> : vector<32xi32>
// CHECK-DAG: %[[PLUS1:.+]] = arith.constant dense<1> : vector<16xi32>
// CHECK: scf.parallel
// CHECK: %[[ACC:.+]]:2 = scf.for {{.*}} iter_args(%{{.+}} = %[[LOWEST32]], %{{.+}} = %[[NOROW]]) -> (vector<32xf32>, vector<32xi32>)
// CHECK: scf.for {{.*}} iter_args(%[[V:.+]] = %{{.+}}, %[[I:.+]] = %{{.+}}) -> (vector<32xf32>, vector<32xi32>)
// CHECK: %[[ROW:.+]] = vector.load {{.*}} : memref<1x2x6x32x32xf32>, vector<32xf32>
// CHECK: %[[ROWINDEX:.+]] = vector.broadcast %{{.+}} : i32 to vector<32xi32>
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[ROW]], %[[V]] : vector<32xf32>
// CHECK-NEXT: arith.select %[[GT]], %[[ROW]], %[[V]]
// CHECK-NEXT: arith.select %[[GT]], %[[ROWINDEX]], %[[I]]
// CHECK: %[[I0:.+]] = vector.shuffle %[[ACC]]#1, %[[ACC]]#1 [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29]
// CHECK-NEXT: %[[V0RAW:.+]] = vector.shuffle %[[ACC]]#0, %[[ACC]]#0 [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29]
// CHECK-NEXT: %[[V0:.+]] = arith.select %{{.+}}, %[[LOWEST]], %[[V0RAW]]
// CHECK-NEXT: %[[I1RAW:.+]] = vector.shuffle %[[ACC]]#1, %[[ACC]]#1 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]
// CHECK-NEXT: %[[I1:.+]] = arith.addi %[[I1RAW]], %[[PLUS1]]
// CHECK-NEXT: %[[V1:.+]] = vector.shuffle %[[ACC]]#0, %[[ACC]]#0 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30]
// CHECK-NEXT: %[[GT1:.+]] = arith.cmpf ogt, %[[V1]], %[[V0]]
// CHECK-NEXT: %[[EQ1:.+]] = arith.cmpf oeq, %[[V1]], %[[V0]]
// CHECK-NEXT: %[[LT1:.+]] = arith.cmpi slt, %[[I1]], %[[I0]]
// CHECK-NEXT: %[[TIE1:.+]] = arith.andi %[[EQ1]], %[[LT1]]
// CHECK-NEXT: %[[TAKE1:.+]] = arith.ori %[[GT1]], %[[TIE1]]
// CHECK-NEXT: %[[B1:.+]] = arith.select %[[TAKE1]], %[[V1]], %[[V0]]
// CHECK-NEXT: %[[J1:.+]] = arith.select %[[TAKE1]], %[[I1]], %[[I0]]
// CHECK: %[[TAKE2:.+]] = arith.ori
// CHECK-NEXT: %[[B2:.+]] = arith.select %[[TAKE2]], %{{.+}}, %[[B1]]
// CHECK-NEXT: %[[J2:.+]] = arith.select %[[TAKE2]], %{{.+}}, %[[J1]]
// CHECK-NEXT: %[[ABOVE:.+]] = arith.cmpf ogt, %[[B2]], %[[LOWEST]]
// CHECK-NEXT: arith.select %[[ABOVE]], %[[J2]], %{{.+}} : vector<16xi1>, vector<16xi32>
// CHECK-NOT: scf.if
// CHECK: vector.store %[[B2]]
// CHECK: return
func.func @v8_3d_columns_first(%x: tensor<1x2x6x32x32xf32>) -> (tensor<1x2x3x16x16xf32>, tensor<1x2x3x16x16xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3, 3] strides = [2, 2, 2] pads_begin = [1, 1, 1] pads_end = [1, 1, 1] dilations = [1, 1, 1] : tensor<1x2x6x32x32xf32> -> tensor<1x2x3x16x16xf32>, tensor<1x2x3x16x16xi64>
  return %0, %1 : tensor<1x2x3x16x16xf32>, tensor<1x2x3x16x16xi64>
}

// -----

// With indices and only 3 rows a window (3x3), the column step would cost
// more than columns first saves: the taps go in scan order, one row's
// kernel columns at a time.
// CHECK-LABEL: func.func @v8_2d_scan_order
// CHECK: scf.for {{.*}} -> (vector<16xf32>, vector<16xi32>)
// CHECK-NOT: vector<32xi32>
// CHECK: return
func.func @v8_2d_scan_order(%x: tensor<1x2x32x32xf32>) -> (tensor<1x2x16x16xf32>, tensor<1x2x16x16xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] dilations = [1, 1] : tensor<1x2x32x32xf32> -> tensor<1x2x16x16xf32>, tensor<1x2x16x16xi64>
  return %0, %1 : tensor<1x2x16x16xf32>, tensor<1x2x16x16xi64>
}

// -----

// Stride 1, pad 1, with indices (a dynamic height: not the separable kernel):
// the first chunk reads kernel column -1 with an expanding load of the row
// into lanes 1.. (lane 0 keeps the initial value), columns 0 and 1 with
// (masked) loads; no shuffles of whole windows.
// CHECK-LABEL: func.func @v8_stride1_left_pad
// CHECK-DAG: %[[LOWEST:.+]] = arith.constant dense<-3.40282347E+38> : vector<16xf32>
// CHECK-DAG: %[[FROM_LANE1:.+]] = arith.constant dense<[false, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true]> : vector<16xi1>
// CHECK: scf.parallel
// CHECK: vector.expandload {{.*}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0], %[[FROM_LANE1]], %[[LOWEST]] : memref<1x4x?x40xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// CHECK-NOT: vector.shuffle
// CHECK: return
func.func @v8_stride1_left_pad(%x: tensor<1x4x?x40xf32>) -> (tensor<1x4x?x40xf32>, tensor<1x4x?x40xi64>) {
  %y, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1] dilations = [1, 1] : tensor<1x4x?x40xf32> -> tensor<1x4x?x40xf32>, tensor<1x4x?x40xi64>
  return %y, %i : tensor<1x4x?x40xf32>, tensor<1x4x?x40xi64>
}

// -----

// MaxPool-8 with dilations whose indices nobody reads (it cannot become
// MaxPool-1, which has no dilations): the indices are not computed.
// CHECK-LABEL: func.func @v8_unused_indices
// CHECK-NOT: xi64
// CHECK-NOT: xi32
// CHECK: vector.reduction <or>
// CHECK-NOT: xi64
// CHECK: return
func.func @v8_unused_indices(%x: tensor<4x64x64x64xf32>) -> tensor<4x64x60x60xf32> {
  %y, %i = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] : tensor<4x64x64x64xf32> -> tensor<4x64x60x60xf32>, tensor<4x64x60x60xi64>
  return %y : tensor<4x64x60x60xf32>
}

// -----

// Unsigned: the running maximum starts at 0 (not the signed minimum of the
// signless i8 it computes on) and compares unsigned; 64 lanes of i8.
// CHECK-LABEL: func.func @v1_u8
// CHECK: arith.constant dense<0> : vector<64xi8>
// CHECK: arith.cmpi ugt, {{.*}} : vector<64xi8>
// No zeros to tell apart by sign: no recomputation.
// CHECK-NOT: vector.reduction
// CHECK: return
func.func @v1_u8(%x: tensor<1x2x9x200xui8>) -> tensor<1x2x8x199xui8> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x2x9x200xui8> -> tensor<1x2x8x199xui8>
  return %0 : tensor<1x2x8x199xui8>
}

// -----

// MaxPool-8: each tap selects its uniform spatial offset: the row's (one
// broadcast per row) plus the kernel column's (a constant); the lanes'
// column term is added once per chunk, and the plane offset after the
// extension to i64 (axis 0: no modulo).
// CHECK-LABEL: func.func @v8_indices
// CHECK: scf.parallel
// CHECK: %[[ROW:.+]] = vector.broadcast %{{.+}} : i32 to vector<16xi32>
// CHECK: arith.cmpf ogt
// CHECK-NEXT: arith.select
// CHECK-NEXT: %[[IDX:.+]] = arith.select %{{.+}}, %[[ROW]], %{{.+}} : vector<16xi1>, vector<16xi32>
// CHECK: %[[NEXT:.+]] = arith.addi %[[ROW]], %{{.+}} : vector<16xi32>
// CHECK: arith.cmpf ogt
// CHECK-NEXT: arith.select
// CHECK-NEXT: arith.select %{{.+}}, %[[NEXT]], %[[IDX]] : vector<16xi1>, vector<16xi32>
// CHECK: arith.addi %{{.+}}#1, %{{.+}} : vector<16xi32>
// CHECK: arith.extsi {{.*}} : vector<16xi32> to vector<16xi64>
// CHECK: arith.addi {{.*}} : vector<16xi64>
// CHECK: vector.store {{.*}} : memref<1x4x30x30xi64>, vector<16xi64>
func.func @v8_indices(%x: tensor<1x4x60x60xf32>) -> (tensor<1x4x30x30xf32>, tensor<1x4x30x30xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x4x60x60xf32> -> tensor<1x4x30x30xf32>, tensor<1x4x30x30xi64>
  return %v, %i : tensor<1x4x30x30xf32>, tensor<1x4x30x30xi64>
}

// -----

// Not covered (a last stride above 4, MaxPool-8 with axis 3): left for
// ov-to-linalg.
// CHECK-LABEL: func.func @left_alone
// CHECK: ov.max_pool_v1
// CHECK: ov.max_pool_v8
func.func @left_alone(%x: tensor<1x1x4x4x20xf32>) -> (tensor<1x1x3x3x4xf32>, tensor<1x1x3x3x19xf32>, tensor<1x1x3x3x19xi64>) {
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2] strides = [1, 1, 5] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] : tensor<1x1x4x4x20xf32> -> tensor<1x1x3x3x4xf32>
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [1, 1, 1] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] axis = 3 : tensor<1x1x4x4x20xf32> -> tensor<1x1x3x3x19xf32>, tensor<1x1x3x3x19xi64>
  return %0, %v, %i : tensor<1x1x3x3x4xf32>, tensor<1x1x3x3x19xf32>, tensor<1x1x3x3x19xi64>
}

// -----

// A begin pad of more outputs than one vector holds (f64: 8 lanes, pad 10):
// the left border chunks gather from clamped columns.
// CHECK-LABEL: func.func @wide_pad_f64
// CHECK: vector.gather {{.*}} : memref<1x1x40xf64>, vector<8xi32>, vector<8xi1>, vector<8xf64> into vector<8xf64>
// CHECK: vector.load {{.*}} : memref<1x1x40xf64>, vector<8xf64>
func.func @wide_pad_f64(%x: tensor<1x1x40xf64>) -> tensor<1x1x50xf64> {
  %0 = ov.max_pool_v1 %x kernel = [11] strides = [1] pads_begin = [10] pads_end = [10] : tensor<1x1x40xf64> -> tensor<1x1x50xf64>
  return %0 : tensor<1x1x50xf64>
}

// -----

// A kernel taller than its stride (7x7, stride 1): the interior rows, whose
// taps are all inside the input (rows 3..36), go in blocks of 8 output rows
// (with indices too where there are 32 vector registers, 512-bit vectors; 4
// with 256-bit ones: twice the accumulators). Each of the 14 input rows of a
// block is loaded once per kernel column (98 loads, masked or not) and its
// max folded into the 7 output rows whose window holds it; then the 8 rows
// are stored. The rows above and below the blocks (0..2, 35..39) go one by
// one.
// CHECK-LABEL: func.func @k7_row_blocks
// CHECK: scf.for %{{.+}} = %c0 to %c3 step %c1
// CHECK: scf.for %[[OH:.+]] = %c3 to %c35 step %c8 {
// CHECK-NOT: scf.for
// CHECK-COUNT-98: vector.{{(masked|expand)?}}load
// CHECK-NOT: vector.{{(masked|expand)?}}load
// CHECK: vector.store %{{.+}}, %{{.+}}[%{{.+}}, %{{.+}}, %[[OH]], %c0]
// CHECK-COUNT-7: vector.store %{{.+}}, %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0]
// CHECK: scf.for %{{.+}} = %c35 to %c40 step %c1
func.func @k7_row_blocks(%x: tensor<1x2x40x40xf32>) -> tensor<1x2x40x40xf32> {
  %0 = ov.max_pool_v1 %x kernel = [7, 7] strides = [1, 1] pads_begin = [3, 3] pads_end = [3, 3] : tensor<1x2x40x40xf32> -> tensor<1x2x40x40xf32>
  return %0 : tensor<1x2x40x40xf32>
}

// With indices, a kernel 2 wide (not the separable kernel): blocks of 8
// rows.
// CHECK-LABEL: func.func @k7x2_row_blocks_indices
// CHECK: scf.for %{{.+}} = %c3 to %c35 step %c8 {
// CHECK-NOT: scf.for
// CHECK-COUNT-8: vector.store {{.*}} : memref<1x2x40x40xi32>, vector<16xi32>
// CHECK: scf.for %{{.+}} = %c35 to %c40 step %c1
func.func @k7x2_row_blocks_indices(%x: tensor<1x2x40x40xf32>) -> (tensor<1x2x40x40xf32>, tensor<1x2x40x40xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [7, 2] strides = [1, 1] pads_begin = [3, 0] pads_end = [3, 1] index_element_type = i32 : tensor<1x2x40x40xf32> -> tensor<1x2x40x40xf32>, tensor<1x2x40x40xi32>
  return %v, %i : tensor<1x2x40x40xf32>, tensor<1x2x40x40xi32>
}

// -----

// With indices, unit strides and 7x7: the separable kernel. Column steps of
// shifts 1, 2, 3 (windows of 2, 4, then 7 rows) keep the rows the next step
// reads in rings of 2, 3 and 4 rows of 3 vectors (40 outputs). The loop over
// output rows starts 6 rows early: first the input rows' window maxima alone
// (-6), then with the first column step (-5..-3), the second (-3..0), and
// from row 0 every step and the stores. A row's maxima: its 3 input vectors
// sanitized (strict greater-than against the initial value), then row steps
// of shifts 1, 2, 3 on 5, 4 and 3 vectors whose shifted operands are
// shuffles (value and index) of neighbouring vectors; the column steps join
// the ring's row (the upper one) with the new one; the last vector's store
// is masked (40 = 2 * 16 + 8).
// CHECK-LABEL: func.func @k7_separable_indices
// CHECK-DAG: %[[LOWEST:.+]] = arith.constant dense<-3.40282347E+38> : vector<16xf32>
// CHECK: scf.parallel
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<2x48xf32>
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<2x48xi32>
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<3x48xf32>
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<3x48xi32>
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<4x48xf32>
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<4x48xi32>
// CHECK: scf.for %{{.+}} = %c-5 to %c-3 step %c1
// CHECK: scf.for %{{.+}} = %c-3 to %c0 step %c1
// CHECK: scf.for %[[R:.+]] = %c0 to %c40 step %c1
// CHECK-COUNT-3: arith.cmpf ogt, %{{.+}}, %[[LOWEST]] : vector<16xf32>
// CHECK-COUNT-12: vector.shuffle
// CHECK: arith.remui %{{.+}}, %c2
// CHECK: vector.load {{.*}} : memref<2x48xf32>, vector<16xf32>
// CHECK: arith.remui %{{.+}}, %c3
// CHECK: arith.remui %{{.+}}, %c4
// CHECK: vector.store {{.*}}[%{{.+}}, %{{.+}}, %[[R]], %c0] : memref<1x2x40x40xf32>, vector<16xf32>
// CHECK: vector.store {{.*}}[%{{.+}}, %{{.+}}, %[[R]], %c0] : memref<1x2x40x40xi32>, vector<16xi32>
// CHECK: vector.maskedstore {{.*}}[%{{.+}}, %{{.+}}, %[[R]], %c32]
// CHECK: vector.maskedstore {{.*}}[%{{.+}}, %{{.+}}, %[[R]], %c32]
// AVX2-LABEL: func.func @k7_separable_indices
// AVX2-DAG: memref.alloca() {alignment = 64 : i64} : memref<2x40xf32>
// AVX2-DAG: memref.alloca() {alignment = 64 : i64} : memref<4x40xi32>
// AVX2: scf.for %[[R:.+]] = %c0 to %c40 step %c1
// AVX2-COUNT-5: vector.store {{.*}}[%{{.+}}, %{{.+}}, %[[R]], %{{.+}}] : memref<1x2x40x40xi32>, vector<8xi32>
func.func @k7_separable_indices(%x: tensor<1x2x40x40xf32>) -> (tensor<1x2x40x40xf32>, tensor<1x2x40x40xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [7, 7] strides = [1, 1] pads_begin = [3, 3] pads_end = [3, 3] index_element_type = i32 : tensor<1x2x40x40xf32> -> tensor<1x2x40x40xf32>, tensor<1x2x40x40xi32>
  return %v, %i : tensor<1x2x40x40xf32>, tensor<1x2x40x40xi32>
}

// 3x3 with stride 2: an input row is shared by 1.5 outputs on average, too
// few to pay for the row folds: one row at a time.
// CHECK-LABEL: func.func @k3_stride2_rows_one_by_one
// CHECK: scf.for %{{.+}} = %c0 to %c19 step %c1
// CHECK-NOT: step %c2
// CHECK-NOT: step %c4
// CHECK-NOT: step %c8
// CHECK: return
func.func @k3_stride2_rows_one_by_one(%x: tensor<1x2x40x40xf32>) -> tensor<1x2x19x19xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x2x40x40xf32> -> tensor<1x2x19x19xf32>
  return %0 : tensor<1x2x19x19xf32>
}

// -----

// Disjoint windows (kernel 2, stride 3: each input element is read at most
// once): every output row first prefetches, into L2 (locality 2), the input
// rows its window reads (3*oh and 3*oh + 1; row 3*oh + 2 is never read),
// whole (40 floats: 3 lines of 16), 4 KiB (1024 floats) ahead in the
// flattened input and clamped to its last row (2160 - 40) and its start.
// CHECK-LABEL: func.func @disjoint_windows_prefetch
// CHECK: %[[FLAT:.+]] = memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2, 3]] : memref<2x3x9x40xf32> into memref<2160xf32>
// CHECK: scf.parallel
// CHECK: scf.for %[[OH:.+]] = %c0 to %c3
// CHECK: %[[TOP:.+]] = arith.muli %[[OH]], %c3
// CHECK-NEXT: %[[TOPC:.+]] = arith.minsi %[[TOP]], %c8
// CHECK: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c1024
// CHECK-NEXT: %[[BELOW_END:.+]] = arith.minsi %[[AHEAD]], %c2120
// CHECK-NEXT: %[[AT:.+]] = arith.maxsi %[[BELOW_END]], %c0
// CHECK-NEXT: memref.prefetch %[[FLAT]][%[[AT]]], read, locality<2>, data : memref<2160xf32>
// CHECK-NEXT: %[[AT16:.+]] = arith.addi %[[AT]], %c16
// CHECK-NEXT: memref.prefetch %[[FLAT]][%[[AT16]]], read, locality<2>, data
// CHECK-NEXT: %[[AT32:.+]] = arith.addi %[[AT]], %c32
// CHECK-NEXT: memref.prefetch %[[FLAT]][%[[AT32]]], read, locality<2>, data
// CHECK-NEXT: %[[NEXT:.+]] = arith.muli %[[OH]], %c3
// CHECK-NEXT: arith.addi %[[NEXT]], %c1
// CHECK-COUNT-3: memref.prefetch %[[FLAT]]
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @disjoint_windows_prefetch(%x: tensor<2x3x9x40xf32>) -> tensor<2x3x3x13xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2] strides = [3, 3] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x3x9x40xf32> -> tensor<2x3x3x13xf32>
  return %0 : tensor<2x3x3x13xf32>
}

// -----

// Overlapping windows (kernel 3, stride 2): the hardware prefetchers keep up
// with the kernel, and software prefetches only cost time.
// CHECK-LABEL: func.func @overlapping_windows_no_prefetch
// CHECK-NOT: memref.collapse_shape
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @overlapping_windows_no_prefetch(%x: tensor<2x3x9x40xf32>) -> (tensor<2x3x5x20xf32>, tensor<2x3x5x20xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] dilations = [1, 1] : tensor<2x3x9x40xf32> -> tensor<2x3x5x20xf32>, tensor<2x3x5x20xi64>
  return %0, %1 : tensor<2x3x5x20xf32>, tensor<2x3x5x20xi64>
}

// -----

// 3-D, overlapping windows (3x3x3, stride 2, pad 1): each output row first
// prefetches the rows that it is the first to read: depths 2*od and
// 2*od + 1 (2*od - 1 was read by the layer before), rows 2*oh and 2*oh + 1
// (2*oh - 1 by the row before), whole (32 floats: 2 lines), and one layer
// of outputs ahead (the next output in depth reads them: 2 slices of 32x32
// = 2048 floats).
// CHECK-LABEL: func.func @overlapping_3d_prefetch_next_layer
// CHECK: %[[FLAT:.+]] = memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2, 3, 4]] : memref<1x2x6x32x32xf32> into memref<12288xf32>
// CHECK: scf.for %[[OD:.+]] = %c0 to %c3
// CHECK-NEXT: scf.for %[[OH:.+]] = %c0 to %c16
// CHECK-NEXT: %[[D0:.+]] = arith.muli %[[OD]], %c2
// CHECK-NEXT: arith.minsi %[[D0]], %c5
// CHECK: %[[H0:.+]] = arith.muli %[[OH]], %c2
// CHECK-NEXT: arith.minsi %[[H0]], %c31
// CHECK: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c2048
// CHECK-NEXT: %[[BELOW_END:.+]] = arith.minsi %[[AHEAD]], %c12256
// CHECK-NEXT: %[[AT:.+]] = arith.maxsi %[[BELOW_END]], %c0
// CHECK-NEXT: memref.prefetch %[[FLAT]][%[[AT]]], read, locality<2>, data
// CHECK-NEXT: %[[AT16:.+]] = arith.addi %[[AT]], %c16
// CHECK-NEXT: memref.prefetch %[[FLAT]][%[[AT16]]], read, locality<2>, data
// CHECK-NEXT: %[[D1:.+]] = arith.muli %[[OD]], %c2
// CHECK-NEXT: arith.minsi %[[D1]], %c5
// CHECK: %[[H1:.+]] = arith.muli %[[OH]], %c2
// CHECK-NEXT: %[[H1P:.+]] = arith.addi %[[H1]], %c1
// CHECK-NEXT: arith.minsi %[[H1P]], %c31
// CHECK: %[[D2:.+]] = arith.muli %[[OD]], %c2
// CHECK-NEXT: %[[D2P:.+]] = arith.addi %[[D2]], %c1
// CHECK-NEXT: arith.minsi %[[D2P]], %c5
// CHECK: %[[D3:.+]] = arith.muli %[[OD]], %c2
// CHECK-NEXT: %[[D3P:.+]] = arith.addi %[[D3]], %c1
// CHECK-NEXT: arith.minsi %[[D3P]], %c5
// CHECK-COUNT-2: memref.prefetch %[[FLAT]]
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @overlapping_3d_prefetch_next_layer(%x: tensor<1x2x6x32x32xf32>) -> tensor<1x2x3x16x16xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3, 3] strides = [2, 2, 2] pads_begin = [1, 1, 1] pads_end = [1, 1, 1] : tensor<1x2x6x32x32xf32> -> tensor<1x2x3x16x16xf32>
  return %0 : tensor<1x2x3x16x16xf32>
}

// -----

// 3-D, disjoint windows (2x2x2, stride 2) with indices: one layer of outputs
// ahead too (2 slices of 32x32), rather than 2 KiB (512 floats).
// CHECK-LABEL: func.func @disjoint_3d_prefetch_next_layer
// CHECK-COUNT-4: arith.addi %{{.+}}, %c2048
// CHECK-NOT: %c512
// CHECK: return
func.func @disjoint_3d_prefetch_next_layer(%x: tensor<1x2x6x32x32xf32>) -> (tensor<1x2x3x16x16xf32>, tensor<1x2x3x16x16xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] dilations = [1, 1, 1] : tensor<1x2x6x32x32xf32> -> tensor<1x2x3x16x16xf32>, tensor<1x2x3x16x16xi64>
  return %0, %1 : tensor<1x2x3x16x16xf32>, tensor<1x2x3x16x16xi64>
}

// -----

// 3-D where a layer of outputs is shorter than 4 KiB (2 slices of 8x8 = 128
// floats) or longer than 64 KiB (2 slices of 128x128): as 2-D, overlapping
// windows prefetch nothing and disjoint ones 4 KiB (1024 floats) ahead.
// CHECK-LABEL: func.func @overlapping_3d_small_slices_no_prefetch
// CHECK-NOT: memref.prefetch
// CHECK-LABEL: func.func @overlapping_3d_large_slices_no_prefetch
// CHECK-NOT: memref.prefetch
// CHECK-LABEL: func.func @disjoint_3d_small_slices_flat
// CHECK: arith.addi %{{.+}}, %c1024
// CHECK-NEXT: arith.minsi
// CHECK-NEXT: arith.maxsi
// CHECK-NEXT: memref.prefetch
// CHECK: return
func.func @overlapping_3d_small_slices_no_prefetch(%x: tensor<1x2x6x8x8xf32>) -> tensor<1x2x3x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3, 3] strides = [2, 2, 2] pads_begin = [1, 1, 1] pads_end = [1, 1, 1] : tensor<1x2x6x8x8xf32> -> tensor<1x2x3x4x4xf32>
  return %0 : tensor<1x2x3x4x4xf32>
}
func.func @overlapping_3d_large_slices_no_prefetch(%x: tensor<1x1x4x128x128xf32>) -> tensor<1x1x2x64x64xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3, 3] strides = [2, 2, 2] pads_begin = [1, 1, 1] pads_end = [1, 1, 1] : tensor<1x1x4x128x128xf32> -> tensor<1x1x2x64x64xf32>
  return %0 : tensor<1x1x2x64x64xf32>
}
func.func @disjoint_3d_small_slices_flat(%x: tensor<1x2x6x8x8xf32>) -> tensor<1x2x3x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] : tensor<1x2x6x8x8xf32> -> tensor<1x2x3x4x4xf32>
  return %0 : tensor<1x2x3x4x4xf32>
}

// -----

// The separable kernel with indices of at least 1 MiB (32 MiB of i64),
// whose rows are whole lines long (64 * 8 bytes): each whole index vector
// is stored non-temporally (aligned to a line) where the buffer starts on a
// line, checked once per op; otherwise as usual. The values are stored as
// usual.
// CHECK-LABEL: func.func @separable_nontemporal_indices
// CHECK: %[[INDICES:.+]] = memref.alloc() {alignment = 64 : i64} : memref<1x1024x64x64xi64>
// CHECK-NEXT: %[[ADDRESS:.+]] = memref.extract_aligned_pointer_as_index %[[INDICES]]
// CHECK-NEXT: %[[MISALIGNED:.+]] = arith.remui %[[ADDRESS]], %c64
// CHECK-NEXT: %[[ALIGNED:.+]] = arith.cmpi eq, %[[MISALIGNED]], %c0
// CHECK: scf.parallel
// CHECK-NOT: nontemporal
// CHECK: vector.store %{{.+}}, %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<1x1024x64x64xf32>, vector<16xf32>
// CHECK: scf.if %[[ALIGNED]] {
// CHECK-NEXT: vector.store %{{.+}}, %[[INDICES]][%{{.+}}, %{{.+}}, %{{.+}}, %c0] {alignment = 64 : i64, nontemporal = true} : memref<1x1024x64x64xi64>, vector<16xi64>
// CHECK-NEXT: } else {
// CHECK-NEXT: vector.store %{{.+}}, %[[INDICES]][%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<1x1024x64x64xi64>, vector<16xi64>
// CHECK-COUNT-3: nontemporal = true
// CHECK-NOT: nontemporal
// CHECK: return
func.func @separable_nontemporal_indices(%x: tensor<1x1024x64x64xf32>) -> (tensor<1x1024x64x64xf32>, tensor<1x1024x64x64xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1] dilations = [1, 1] : tensor<1x1024x64x64xf32> -> tensor<1x1024x64x64xf32>, tensor<1x1024x64x64xi64>
  return %0, %1 : tensor<1x1024x64x64xf32>, tensor<1x1024x64x64xi64>
}

// -----

// The direct kernel too: interior chunks go out whole (on a column that is a
// multiple of 8, a line of i64), and its partial chunks line by line: the
// first chunk (16 lanes) as two lines, the last chunk (112-119) as one line,
// each non-temporal where the buffer starts on a line. With indices the
// disjoint windows' prefetches go 2 KiB (512 floats) ahead.
// CHECK-LABEL: func.func @direct_nontemporal_indices
// CHECK: %[[INDICES:.+]] = memref.alloc() {alignment = 64 : i64} : memref<1x256x32x120xi64>
// CHECK: %[[ALIGNED:.+]] = arith.cmpi eq
// CHECK: %[[AHEAD:.+]] = arith.addi %{{.+}}, %c512
// CHECK-NEXT: %[[BELOW_END:.+]] = arith.minsi %[[AHEAD]]
// CHECK-NEXT: %[[AT:.+]] = arith.maxsi %[[BELOW_END]], %c0
// CHECK-NEXT: memref.prefetch %{{.+}}[%[[AT]]], read, locality<2>, data
// CHECK: %[[LINE0:.+]] = vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [8], strides = [1]} : vector<16xi64> to vector<8xi64>
// CHECK-NEXT: scf.if %[[ALIGNED]] {
// CHECK-NEXT: vector.store %[[LINE0]], %[[INDICES]][%{{.+}}, %{{.+}}, %{{.+}}, %c0] {alignment = 64 : i64, nontemporal = true}
// CHECK-NEXT: } else {
// CHECK-NEXT: vector.store %[[LINE0]], %[[INDICES]][%{{.+}}, %{{.+}}, %{{.+}}, %c0] : memref<1x256x32x120xi64>, vector<8xi64>
// CHECK: vector.extract_strided_slice %{{.+}} {offsets = [8], sizes = [8], strides = [1]}
// CHECK: nontemporal = true} : memref<1x256x32x120xi64>, vector<8xi64>
// CHECK: scf.for %[[OW:.+]] = %c16 to %c112 step %c16
// CHECK: %[[MOD:.+]] = arith.remui %[[OW]], %c8
// CHECK-NEXT: %[[LINE:.+]] = arith.cmpi eq, %[[MOD]], %c0
// CHECK-NEXT: %[[OK:.+]] = arith.andi %[[ALIGNED]], %[[LINE]]
// CHECK-NEXT: scf.if %[[OK]] {
// CHECK-NEXT: vector.store %{{.+}}, %[[INDICES]][%{{.+}}, %{{.+}}, %{{.+}}, %[[OW]]] {alignment = 64 : i64, nontemporal = true} : memref<1x256x32x120xi64>, vector<16xi64>
// CHECK: vector.maskedstore %{{.+}}[%{{.+}}, %{{.+}}, %{{.+}}, %c112]{{.*}} : memref<1x256x32x120xf32>
// CHECK: vector.extract_strided_slice %{{.+}} {offsets = [0], sizes = [8], strides = [1]}
// CHECK: vector.store %{{.+}}, %[[INDICES]][%{{.+}}, %{{.+}}, %{{.+}}, %c112] {alignment = 64 : i64, nontemporal = true}
// CHECK-NOT: nontemporal
// CHECK: return
func.func @direct_nontemporal_indices(%x: tensor<1x256x64x240xf32>) -> (tensor<1x256x32x120xf32>, tensor<1x256x32x120xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] dilations = [1, 1] : tensor<1x256x64x240xf32> -> tensor<1x256x32x120xf32>, tensor<1x256x32x120xi64>
  return %0, %1 : tensor<1x256x32x120xf32>, tensor<1x256x32x120xi64>
}

// -----

// Below 1 MiB, or in rows that are not whole lines (60 i64: 480 bytes, so
// every other row starts mid-line), indices are stored as usual.
// CHECK-LABEL: func.func @small_indices_cached
// CHECK-NOT: nontemporal
// CHECK-LABEL: func.func @rows_off_lines_cached
// CHECK-NOT: nontemporal
// CHECK: return
func.func @small_indices_cached(%x: tensor<1x31x64x64xf32>) -> (tensor<1x31x64x64xf32>, tensor<1x31x64x64xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [1, 1] pads_end = [1, 1] dilations = [1, 1] : tensor<1x31x64x64xf32> -> tensor<1x31x64x64xf32>, tensor<1x31x64x64xi64>
  return %0, %1 : tensor<1x31x64x64xf32>, tensor<1x31x64x64xi64>
}
func.func @rows_off_lines_cached(%x: tensor<4x64x64x64xf32>) -> (tensor<4x64x60x60xf32>, tensor<4x64x60x60xi64>) {
  %0, %1 = ov.max_pool_v8 %x kernel = [3, 3] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] dilations = [2, 2] : tensor<4x64x64x64xf32> -> tensor<4x64x60x60xf32>, tensor<4x64x60x60xi64>
  return %0, %1 : tensor<4x64x60x60xf32>, tensor<4x64x60x60xi64>
}

// -----

// The flattened input of the prefetches is dynamic where any input dim is,
// a static 0 among them included (collapse_shape's rule; the IR fuzzer
// found a module whose collapse was typed 0 and failed to verify; here the
// dynamic width leaves it unused, so only the verifier sees it), and
// static otherwise.
// CHECK-LABEL: func.func @prefetch_flat_dynamic_with_zero
// CHECK: scf.parallel
// CHECK-LABEL: func.func @prefetch_flat_static_zero
// CHECK: memref.collapse_shape %{{.+}} {{\[\[}}0, 1, 2, 3, 4]] : memref<1x2x8x0x8xi8> into memref<0xi8>
func.func @prefetch_flat_dynamic_with_zero(%x: tensor<3x4x?x0x?xi8>) -> tensor<?x?x?x?x?xi8> {
  %0 = ov.max_pool_v1 %x kernel = [4, 4, 4] strides = [4, 4, 4] pads_begin = [4, 4, 4] pads_end = [4, 4, 4] auto_pad = explicit : tensor<3x4x?x0x?xi8> -> tensor<?x?x?x?x?xi8>
  return %0 : tensor<?x?x?x?x?xi8>
}
func.func @prefetch_flat_static_zero(%x: tensor<1x2x8x0x8xi8>) -> tensor<1x2x4x2x4xi8> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 2, 0] pads_end = [0, 2, 0] : tensor<1x2x8x0x8xi8> -> tensor<1x2x4x2x4xi8>
  return %0 : tensor<1x2x4x2x4xi8>
}
