// RUN: ov-opt %s -split-input-file --ov-to-linalg | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: ov-opt %s -split-input-file --ov-to-linalg --ov-to-affine | FileCheck %s --check-prefix=AFFINE

// AvgPool-1 and AvgPool-14 lowered to linalg on tensors (docs/semantics.md
// 7.3): the input is padded with zeros (with extra end padding for ceil
// windows that run past pads_end), a linalg.generic sums every window into a
// zero-filled output, adding the taps in OpenVINO's order (a padded zero
// leaves a sum that starts at +0 unchanged), and an elementwise linalg.generic
// divides each sum by its window's divisor: the whole window when padding
// counts (exclude_pad = false and a pad is not zero), else the taps inside
// the input; an empty window divides by 1 and gives 0. CANON lines look at
// the output after --canonicalize (the divisor folded where it is constant).

//===----------------------------------------------------------------------===//
// f32, padding counted, ceil rounding
//===----------------------------------------------------------------------===//

// D = 8, pads 1/1, k = 3, s = 2, ceil: 5 outputs. The last window starts at
// padded row 8 and ends at row 10, so the end padding is 2, not 1.

// CHECK-DAG: #[[IN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// CHECK-DAG: #[[WIN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-DAG: #[[OUT_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[FIRST:.+]] = affine_map<(d0)[s0, s1] -> (0, d0 * -2 + s0)>
// CHECK-DAG: #[[LAST:.+]] = affine_map<(d0)[s0, s1] -> (3, d0 * -2 + s0 + s1)>
// CHECK-LABEL: func.func @v1_ceil_pads_counted
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32>
// CHECK: %[[PAD_ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 2, 2] {
// CHECK-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index):
// CHECK-NEXT: tensor.yield %[[PAD_ZERO]] : f32
// CHECK-NEXT: } : tensor<1x3x8x8xf32> to tensor<1x3x11x11xf32>
// CHECK-NEXT: %[[WINDOW:.+]] = tensor.empty() : tensor<3x3xi1>
// CHECK-NEXT: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[EMPTY_SUMS:.+]] = tensor.empty() : tensor<1x3x5x5xf32>
// CHECK-NEXT: %[[INIT:.+]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY_SUMS]] : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
// CHECK-NEXT: %[[SUMS:.+]] = linalg.generic {indexing_maps = [#[[IN_MAP]], #[[WIN_MAP]], #[[OUT_MAP]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[PADDED]], %[[WINDOW]] : tensor<1x3x11x11xf32>, tensor<3x3xi1>) outs(%[[INIT]] : tensor<1x3x5x5xf32>) {
// CHECK-NEXT: ^bb0(%[[TAP:.+]]: f32, %{{.+}}: i1, %[[ACC:.+]]: f32):
// CHECK-NEXT: %[[NEXT:.+]] = arith.addf %[[ACC]], %[[TAP]] : f32
// CHECK-NEXT: linalg.yield %[[NEXT]] : f32
// CHECK-NEXT: } -> tensor<1x3x5x5xf32>
// Whether padding counts: exclude_pad is false, then "a pad is not zero",
// or-ed over the four pads.
// CHECK-NEXT: arith.constant false
// CHECK-COUNT-4: arith.ori
// CHECK: %[[EMPTY_AVGS:.+]] = tensor.empty() : tensor<1x3x5x5xf32>
// CHECK-NEXT: %[[AVGS:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[SUMS]] : tensor<1x3x5x5xf32>) outs(%[[EMPTY_AVGS]] : tensor<1x3x5x5xf32>) {
// CHECK-NEXT: ^bb0(%[[SUM:.+]]: f32, %{{.+}}: f32):
// The taps inside the input, per axis: min(3, 9 - 2o) - max(0, 1 - 2o).
// CHECK: %[[OH:.+]] = linalg.index 2 : index
// CHECK-NEXT: affine.max #[[FIRST]](%[[OH]])
// CHECK-NEXT: affine.min #[[LAST]](%[[OH]])
// CHECK: %[[OW:.+]] = linalg.index 3 : index
// CHECK-NEXT: affine.max #[[FIRST]](%[[OW]])
// CHECK-NEXT: affine.min #[[LAST]](%[[OW]])
// CHECK: arith.maxsi
// CHECK-NEXT: %[[INSIDE:.+]] = arith.muli %{{.+}}, %{{.+}} : index
// CHECK-NEXT: %[[WHOLE:.+]] = arith.constant 9 : index
// CHECK-NEXT: %[[COUNT:.+]] = arith.select %{{.+}}, %[[WHOLE]], %[[INSIDE]] : index
// CHECK-NEXT: %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[EMPTY:.+]] = arith.cmpi eq, %[[COUNT]], %[[C0]] : index
// CHECK-NEXT: %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT: %[[DIVISOR:.+]] = arith.select %[[EMPTY]], %[[C1]], %[[COUNT]] : index
// CHECK-NEXT: %[[DIVISOR_I64:.+]] = arith.index_cast %[[DIVISOR]] : index to i64
// CHECK-NEXT: %[[DIVISOR_F:.+]] = arith.sitofp %[[DIVISOR_I64]] : i64 to f32
// CHECK-NEXT: %[[AVG:.+]] = arith.divf %[[SUM]], %[[DIVISOR_F]] : f32
// CHECK-NEXT: %[[FZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %[[RESULT:.+]] = arith.select %[[EMPTY]], %[[FZERO]], %[[AVG]] : f32
// CHECK-NEXT: linalg.yield %[[RESULT]] : f32
// CHECK-NEXT: } -> tensor<1x3x5x5xf32>
// CHECK-NEXT: return %[[AVGS]] : tensor<1x3x5x5xf32>

// Folded: every window, the ceil one included, divides by the constant 9.
// CANON-LABEL: func.func @v1_ceil_pads_counted
// CANON-DAG: %[[NINE:.+]] = arith.constant 9.000000e+00 : f32
// CANON: %[[SUMS:.+]] = linalg.generic
// CANON: linalg.generic {{.+}} ins(%[[SUMS]] : tensor<1x3x5x5xf32>)
// CANON-NEXT: ^bb0(%[[SUM:.+]]: f32, %{{.+}}: f32):
// CANON-NEXT: %[[AVG:.+]] = arith.divf %[[SUM]], %[[NINE]] : f32
// CANON-NEXT: linalg.yield %[[AVG]] : f32
func.func @v1_ceil_pads_counted(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] exclude_pad = false rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

//===----------------------------------------------------------------------===//
// i32, padding excluded (AvgPool-14): the divisor is the taps inside, the
// mean divided as C divides (toward zero) in 64 bits
//===----------------------------------------------------------------------===//

// D = 5, pad_begin 1, k = 2, s = 2: 3 outputs; output 0 has one tap inside
// (the other is padding), outputs 1 and 2 have two.

// CANON-DAG: #[[FIRST:.+]] = affine_map<()[s0] -> (s0 * -2 + 1, 0)>
// CANON-DAG: #[[LAST:.+]] = affine_map<()[s0] -> (s0 * -2 + 6, 2)>
// CANON-LABEL: func.func @v14_i32_pads_excluded
// CANON-SAME: (%[[X:.+]]: tensor<2x3x5xi32>) -> tensor<2x3x3xi32>
// CANON-DAG: %[[C0:.+]] = arith.constant 0 : index
// CANON-DAG: %[[C1:.+]] = arith.constant 1 : index
// CANON-DAG: %[[ZERO:.+]] = arith.constant 0 : i32
// CANON: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1] high[0, 0, 0] {
// CANON: tensor.yield %[[ZERO]] : i32
// CANON: %[[INIT:.+]] = linalg.fill ins(%[[ZERO]] : i32)
// CANON-NEXT: %[[SUMS:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[PADDED]], %{{.+}} : tensor<2x3x6xi32>, tensor<2xi1>) outs(%[[INIT]] : tensor<2x3x3xi32>) {
// CANON-NEXT: ^bb0(%[[TAP:.+]]: i32, %{{.+}}: i1, %[[ACC:.+]]: i32):
// CANON-NEXT: %[[NEXT:.+]] = arith.addi %[[ACC]], %[[TAP]] : i32
// CANON-NEXT: linalg.yield %[[NEXT]] : i32
// CANON: linalg.generic {{.+}} ins(%[[SUMS]] : tensor<2x3x3xi32>)
// CANON-NEXT: ^bb0(%[[SUM:.+]]: i32, %{{.+}}: i32):
// CANON-NEXT: %[[O:.+]] = linalg.index 2 : index
// CANON-NEXT: %[[FROM:.+]] = affine.max #[[FIRST]]()[%[[O]]]
// CANON-NEXT: %[[TO:.+]] = affine.min #[[LAST]]()[%[[O]]]
// CANON-NEXT: %[[SPAN:.+]] = arith.subi %[[TO]], %[[FROM]] : index
// CANON-NEXT: %[[COUNT:.+]] = arith.maxsi %[[SPAN]], %[[C0]] : index
// CANON-NEXT: %[[EMPTY:.+]] = arith.cmpi eq, %[[COUNT]], %[[C0]] : index
// CANON-NEXT: %[[DIVISOR:.+]] = arith.select %[[EMPTY]], %[[C1]], %[[COUNT]] : index
// CANON-NEXT: %[[WIDE:.+]] = arith.extsi %[[SUM]] : i32 to i64
// CANON-NEXT: %[[N:.+]] = arith.index_castui %[[DIVISOR]] : index to i64
// CANON-NEXT: %[[Q:.+]] = arith.divsi %[[WIDE]], %[[N]] : i64
// CANON-NEXT: %[[AVG:.+]] = arith.trunci %[[Q]] : i64 to i32
// CANON-NEXT: %[[RESULT:.+]] = arith.select %[[EMPTY]], %[[ZERO]], %[[AVG]] : i32
// CANON-NEXT: linalg.yield %[[RESULT]] : i32
func.func @v14_i32_pads_excluded(%x: tensor<2x3x5xi32>) -> tensor<2x3x3xi32> {
  %0 = ov.avg_pool_v14 %x kernel = [2] strides = [2] pads_begin = [1] pads_end = [0] exclude_pad = true : tensor<2x3x5xi32> -> tensor<2x3x3xi32>
  return %0 : tensor<2x3x3xi32>
}

// -----

//===----------------------------------------------------------------------===//
// Past ov-to-linalg's limits: left for ov-to-affine
//===----------------------------------------------------------------------===//

// 257 x 256 taps: more than 2^16 in all (LinalgLimits.h).
// CHECK-LABEL: func.func @window_too_many_taps
// CHECK: ov.avg_pool_v1
// CHECK-NOT: linalg.generic
// AFFINE-LABEL: func.func @window_too_many_taps
// AFFINE-NOT: ov.avg_pool_v1
// AFFINE: affine.for
func.func @window_too_many_taps(%x: tensor<1x1x?x?xf32>) -> tensor<1x1x?x?xf32> {
  %0 = ov.avg_pool_v1 %x kernel = [257, 256] strides = [1, 1] pads_begin = [0, 0] pads_end = [0, 0] : tensor<1x1x?x?xf32> -> tensor<1x1x?x?xf32>
  return %0 : tensor<1x1x?x?xf32>
}

// -----

//===----------------------------------------------------------------------===//
// AvgPool-16: dilated taps, ceil rounding (docs/semantics.md 7.4)
//===----------------------------------------------------------------------===//

// H: D = 8, k = 3, d = 2 (spans 5), s = 2, pads 1/1, ceil: 4 outputs, the
// last window at padded rows 6, 8, 10: end padding 2. W: D = 9, k = 2, d = 3
// (spans 4), s = 2, pads 1/1, ceil: 5 outputs, the last at padded columns 8
// and 11: end padding 2. The window reads o*s + t*d of the padded input;
// padding counts, so every window divides by 3*2 = 6.

// CHECK-DAG: #[[IN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4 * 2, d3 * 2 + d5 * 3)>
// CHECK-DAG: #[[FIRST_W:.+]] = affine_map<(d0)[s0, s1] -> (0, (d0 * -2 + s0) ceildiv 3)>
// CHECK-DAG: #[[LAST_W:.+]] = affine_map<(d0)[s0, s1] -> (2, (d0 * -2 + s0 + s1) ceildiv 3)>
// CHECK-LABEL: func.func @v16_dilated_ceil
// CHECK: tensor.pad %{{.+}} low[0, 0, 1, 1] high[0, 0, 2, 2]
// CHECK: } : tensor<1x2x8x9xf32> to tensor<1x2x11x12xf32>
// CHECK: tensor.empty() : tensor<3x2xi1>
// CHECK: linalg.generic {indexing_maps = [#[[IN_MAP]],
// CHECK: arith.addf
// CHECK: affine.max #[[FIRST_W]](
// CHECK-NEXT: affine.min #[[LAST_W]](
// CANON-LABEL: func.func @v16_dilated_ceil
// CANON: %[[SIX:.+]] = arith.constant 6.000000e+00 : f32
// CANON: arith.divf %{{.+}}, %[[SIX]] : f32
func.func @v16_dilated_ceil(%x: tensor<1x2x8x9xf32>) -> tensor<1x2x4x5xf32> {
  %0 = ov.avg_pool_v16 %x kernel = [3, 2] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] dilations = [2, 3] rounding_type = ceil : tensor<1x2x8x9xf32> -> tensor<1x2x4x5xf32>
  return %0 : tensor<1x2x4x5xf32>
}
