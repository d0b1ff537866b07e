// RUN: ov-opt %s -split-input-file --ov-to-linalg | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-linalg --canonicalize | FileCheck %s --check-prefix=CANON

// MaxPool-1 and MaxPool-8 lowered to linalg on tensors: the input is padded
// with the element type's lowest value (a padded tap then never beats the
// running maximum, which also starts at the lowest value: the same as
// skipping it, docs/semantics.md 1.6), with extra end padding for ceil windows
// that run past pads_end; a linalg.generic reduces over the window with a
// strictly-greater update. (v1 on signless integers of rank 3 and 4 uses the
// upstream named pooling ops instead: max-pool-named.mlir.)

//===----------------------------------------------------------------------===//
// f32, explicit pads, ceil rounding
//===----------------------------------------------------------------------===//

// D = 8, pads 1/1, k = 3, s = 2, ceil: 5 outputs. The last window starts at
// padded row 8 and ends at row 10, so the end padding is 2, not 1.

// CHECK-DAG: #[[IN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// CHECK-DAG: #[[WIN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-DAG: #[[OUT_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @v1_f32_ceil
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32>
// CHECK: %[[LOWEST:.+]] = arith.constant -3.40282347E+38 : f32
// CHECK-NEXT: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 2, 2] {
// CHECK-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index):
// CHECK-NEXT: tensor.yield %[[LOWEST]] : f32
// CHECK-NEXT: } : tensor<1x3x8x8xf32> to tensor<1x3x11x11xf32>
// CHECK-NEXT: %[[EMPTY:.+]] = tensor.empty() : tensor<1x3x5x5xf32>
// CHECK-NEXT: %[[INIT:.+]] = linalg.fill ins(%[[LOWEST]] : f32) outs(%[[EMPTY]] : tensor<1x3x5x5xf32>) -> tensor<1x3x5x5xf32>
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<3x3xi1>
// CHECK-NEXT: %[[RES:.+]] = linalg.generic {indexing_maps = [#[[IN_MAP]], #[[WIN_MAP]], #[[OUT_MAP]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[PADDED]], %[[WINDOW]] : tensor<1x3x11x11xf32>, tensor<3x3xi1>) outs(%[[INIT]] : tensor<1x3x5x5xf32>) {
// CHECK-NEXT: ^bb0(%[[TAP:.+]]: f32, %{{.+}}: i1, %[[BEST:.+]]: f32):
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[TAP]], %[[BEST]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.select %[[GT]], %[[TAP]], %[[BEST]] : f32
// CHECK-NEXT: linalg.yield %[[NEXT]] : f32
// CHECK-NEXT: } -> tensor<1x3x5x5xf32>
// CHECK-NEXT: return %[[RES]] : tensor<1x3x5x5xf32>
func.func @v1_f32_ceil(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

// Floor rounding keeps the attribute's end pad.

// CHECK-LABEL: func.func @v1_f32_floor
// CHECK: tensor.pad %{{.+}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
func.func @v1_f32_floor(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] : tensor<1x3x8x8xf32> -> tensor<1x3x4x4xf32>
  return %0 : tensor<1x3x4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

// ui8 is not signless: a linalg.generic with an unsigned compare on signless
// views (not the named op, whose max would be signed), lowest = 0.

// CHECK-LABEL: func.func @v1_ui8
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x6xui8>) -> tensor<1x2x3xui8>
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i8
// CHECK-NEXT: %[[PAD:.+]] = builtin.unrealized_conversion_cast %[[ZERO]] : i8 to ui8
// CHECK-NEXT: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 0] high[0, 0, 0]
// CHECK: tensor.yield %[[PAD]] : ui8
// CHECK: %[[FILL:.+]] = builtin.unrealized_conversion_cast %[[ZERO]] : i8 to ui8
// CHECK-NEXT: %[[INIT:.+]] = linalg.fill ins(%[[FILL]] : ui8) outs(%{{.+}} : tensor<1x2x3xui8>) -> tensor<1x2x3xui8>
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[PADDED]], %{{.+}} : tensor<1x2x6xui8>, tensor<2xi1>) outs(%[[INIT]] : tensor<1x2x3xui8>) {
// CHECK-NEXT: ^bb0(%[[TAP:.+]]: ui8, %{{.+}}: i1, %[[BEST:.+]]: ui8):
// CHECK-NEXT: %[[TAP8:.+]] = builtin.unrealized_conversion_cast %[[TAP]] : ui8 to i8
// CHECK-NEXT: %[[BEST8:.+]] = builtin.unrealized_conversion_cast %[[BEST]] : ui8 to i8
// CHECK-NEXT: %[[GT:.+]] = arith.cmpi ugt, %[[TAP8]], %[[BEST8]] : i8
// CHECK-NEXT: %[[NEXT8:.+]] = arith.select %[[GT]], %[[TAP8]], %[[BEST8]] : i8
// CHECK-NEXT: %[[NEXT:.+]] = builtin.unrealized_conversion_cast %[[NEXT8]] : i8 to ui8
// CHECK-NEXT: linalg.yield %[[NEXT]] : ui8
// CHECK-NOT: linalg.pooling
func.func @v1_ui8(%x: tensor<1x2x6xui8>) -> tensor<1x2x3xui8> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] : tensor<1x2x6xui8> -> tensor<1x2x3xui8>
  return %0 : tensor<1x2x3xui8>
}

// -----

// Signless i32 of rank 5 has no named pooling op: a generic with a signed
// compare and INT_MIN.

// CANON-LABEL: func.func @v1_i32_rank5
// CANON: %[[LOWEST:.+]] = arith.constant -2147483648 : i32
// CANON: linalg.fill ins(%[[LOWEST]] : i32)
// CANON: linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// CANON-NEXT: ^bb0(%[[TAP:.+]]: i32, %{{.+}}: i1, %[[BEST:.+]]: i32):
// CANON-NEXT: %[[GT:.+]] = arith.cmpi sgt, %[[TAP]], %[[BEST]] : i32
// CANON-NEXT: arith.select %[[GT]], %[[TAP]], %[[BEST]] : i32
// CANON-NOT: linalg.pooling
func.func @v1_i32_rank5(%x: tensor<1x2x4x4x4xi32>) -> tensor<1x2x2x2x2xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] : tensor<1x2x4x4x4xi32> -> tensor<1x2x2x2x2xi32>
  return %0 : tensor<1x2x2x2x2xi32>
}

// -----

// Floats keep the generic (ordered compare, NaN never wins); the lowest
// value is -inf for f16 and bf16 and -DBL_MAX for f64.

// CANON-LABEL: func.func @v1_f16
// CANON: %[[LOWEST:.+]] = arith.constant 0xFC00 : f16
// CANON: tensor.yield %[[LOWEST]] : f16
// CANON: linalg.fill ins(%[[LOWEST]] : f16)
// CANON: arith.cmpf ogt, %{{.+}}, %{{.+}} : f16
func.func @v1_f16(%x: tensor<1x1x4xf16>) -> tensor<1x1x4xf16> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [1] pads_end = [0] : tensor<1x1x4xf16> -> tensor<1x1x4xf16>
  return %0 : tensor<1x1x4xf16>
}

// CANON-LABEL: func.func @v1_bf16
// CANON: arith.constant 0xFF80 : bf16
// CANON: arith.cmpf ogt, %{{.+}}, %{{.+}} : bf16
func.func @v1_bf16(%x: tensor<1x1x4xbf16>) -> tensor<1x1x3xbf16> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xbf16> -> tensor<1x1x3xbf16>
  return %0 : tensor<1x1x3xbf16>
}

// CANON-LABEL: func.func @v1_f64
// CANON: arith.constant -1.7976931348623157E+308 : f64
// CANON: arith.cmpf ogt, %{{.+}}, %{{.+}} : f64
func.func @v1_f64(%x: tensor<1x1x4xf64>) -> tensor<1x1x3xf64> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf64> -> tensor<1x1x3xf64>
  return %0 : tensor<1x1x3xf64>
}

// -----

//===----------------------------------------------------------------------===//
// MaxPool-8: values and positions in one generic, then the flat index
//===----------------------------------------------------------------------===//

// Dilation 2, pad 1: the padded input is read at (o + 2t); the position of
// the tap in the unpadded input is o + 2t - 1 per axis, flattened row-major
// (W = 5). Positions start at -1 ("no tap won"), which the second generic
// turns into 0 before adding the plane offset c*S (S = 25; n = 0 folds away)
// and reducing modulo C*H*W = 50 (axis 1).

// CANON-DAG: #[[IN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4 * 2, d3 + d5 * 2)>
// CANON-DAG: #[[WIN_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CANON-DAG: #[[OUT_MAP:.+]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CANON-DAG: #[[POS:.+]] = affine_map<()[s0, s1] -> (s0 + s1 * 2 - 1)>
// CANON-DAG: #[[ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CANON-LABEL: func.func @v8_dilations_axis
// CANON-SAME: (%[[X:.+]]: tensor<1x2x5x5xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>)
// CANON-DAG: %[[C50:.+]] = arith.constant 50 : index
// CANON-DAG: %[[C25:.+]] = arith.constant 25 : index
// CANON-DAG: %[[ZERO64:.+]] = arith.constant 0 : i64
// CANON-DAG: %[[NONE:.+]] = arith.constant -1 : i64
// CANON-DAG: %[[C5:.+]] = arith.constant 5 : index
// CANON-DAG: %[[LOWEST:.+]] = arith.constant -3.40282347E+38 : f32
// CANON: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 0, 0]
// CANON: } : tensor<1x2x5x5xf32> to tensor<1x2x6x6xf32>
// CANON: %[[V_INIT:.+]] = linalg.fill ins(%[[LOWEST]] : f32) outs(%{{.+}} : tensor<1x2x4x4xf32>)
// CANON: %[[P_INIT:.+]] = linalg.fill ins(%[[NONE]] : i64) outs(%{{.+}} : tensor<1x2x4x4xi64>)
// CANON: %[[WINDOW:.+]] = tensor.empty() : tensor<2x2xi1>
// CANON-NEXT: %[[RES:.+]]:2 = linalg.generic {indexing_maps = [#[[IN_MAP]], #[[WIN_MAP]], #[[OUT_MAP]], #[[OUT_MAP]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[PADDED]], %[[WINDOW]] : tensor<1x2x6x6xf32>, tensor<2x2xi1>) outs(%[[V_INIT]], %[[P_INIT]] : tensor<1x2x4x4xf32>, tensor<1x2x4x4xi64>) {
// CANON-NEXT: ^bb0(%[[TAP:.+]]: f32, %{{.+}}: i1, %[[BEST:.+]]: f32, %[[BEST_POS:.+]]: i64):
// CANON-NEXT: %[[OH:.+]] = linalg.index 2 : index
// CANON-NEXT: %[[TH:.+]] = linalg.index 4 : index
// CANON-NEXT: %[[ROW:.+]] = affine.apply #[[POS]]()[%[[OH]], %[[TH]]]
// CANON-NEXT: %[[OW:.+]] = linalg.index 3 : index
// CANON-NEXT: %[[TW:.+]] = linalg.index 5 : index
// CANON-NEXT: %[[COL:.+]] = affine.apply #[[POS]]()[%[[OW]], %[[TW]]]
// CANON-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[TAP]], %[[BEST]] : f32
// CANON-NEXT: %[[V:.+]] = arith.select %[[GT]], %[[TAP]], %[[BEST]] : f32
// CANON-NEXT: %[[ROW_OFF:.+]] = arith.muli %[[ROW]], %[[C5]] : index
// CANON-NEXT: %[[FLAT:.+]] = arith.addi %[[ROW_OFF]], %[[COL]] : index
// CANON-NEXT: %[[FLAT64:.+]] = arith.index_cast %[[FLAT]] : index to i64
// CANON-NEXT: %[[P:.+]] = arith.select %[[GT]], %[[FLAT64]], %[[BEST_POS]] : i64
// CANON-NEXT: linalg.yield %[[V]], %[[P]] : f32, i64
// CANON-NEXT: } -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi64>)
// CANON-NEXT: %[[I_EMPTY:.+]] = tensor.empty() : tensor<1x2x4x4xi32>
// CANON-NEXT: %[[INDICES:.+]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[RES]]#1 : tensor<1x2x4x4xi64>) outs(%[[I_EMPTY]] : tensor<1x2x4x4xi32>) {
// CANON-NEXT: ^bb0(%[[POS_IN:.+]]: i64, %{{.+}}: i32):
// CANON-NEXT: %[[WON:.+]] = arith.cmpi ne, %[[POS_IN]], %[[NONE]] : i64
// CANON-NEXT: %[[POS64:.+]] = arith.select %[[WON]], %[[POS_IN]], %[[ZERO64]] : i64
// CANON-NEXT: %[[POSI:.+]] = arith.index_cast %[[POS64]] : i64 to index
// CANON-NEXT: %[[C:.+]] = linalg.index 1 : index
// CANON-NEXT: %[[PLANE_OFF:.+]] = arith.muli %[[C]], %[[C25]] : index
// CANON-NEXT: %[[INDEX:.+]] = arith.addi %[[PLANE_OFF]], %[[POSI]] : index
// CANON-NEXT: %[[REM:.+]] = arith.remui %[[INDEX]], %[[C50]] : index
// CANON-NEXT: %[[I32:.+]] = arith.index_cast %[[REM]] : index to i32
// CANON-NEXT: linalg.yield %[[I32]] : i32
// CANON-NEXT: } -> tensor<1x2x4x4xi32>
// CANON-NEXT: return %[[RES]]#0, %[[INDICES]] : tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>

// Before canonicalization the plane offset still has n*C + c (C = 2).
// CHECK-LABEL: func.func @v8_dilations_axis
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: %[[N:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[C:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[NC:.+]] = arith.muli %[[N]], %{{.+}} : index
// CHECK-NEXT: %[[PLANE:.+]] = arith.addi %[[NC]], %[[C]] : index
// CHECK-NEXT: %[[PLANE_OFF:.+]] = arith.muli %[[PLANE]], %{{.+}} : index
// CHECK-NEXT: %[[INDEX:.+]] = arith.addi %[[PLANE_OFF]], %{{.+}} : index
// CHECK-NEXT: arith.remui %[[INDEX]], %{{.+}} : index
func.func @v8_dilations_axis(%x: tensor<1x2x5x5xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [0, 0] dilations = [2, 2] index_element_type = i32 axis = 1 : tensor<1x2x5x5xf32> -> tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>
  return %v, %i : tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>
}

// -----

// axis = 0 and i64 indices: no modulo.

// CANON-LABEL: func.func @v8_axis0
// CANON: linalg.generic
// CANON: linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
// CANON: %[[N:.+]] = linalg.index 0 : index
// CANON-NEXT: %[[C:.+]] = linalg.index 1 : index
// CANON-NEXT: %[[NC:.+]] = arith.muli %[[N]], %{{.+}} : index
// CANON-NEXT: %[[PLANE:.+]] = arith.addi %[[NC]], %[[C]] : index
// CANON-NEXT: %[[PLANE_OFF:.+]] = arith.muli %[[PLANE]], %{{.+}} : index
// CANON-NEXT: %[[INDEX:.+]] = arith.addi %[[PLANE_OFF]], %{{.+}} : index
// CANON-NEXT: %[[I64:.+]] = arith.index_cast %[[INDEX]] : index to i64
// CANON-NEXT: linalg.yield %[[I64]] : i64
// CANON-NOT: arith.remui
// CANON: return
func.func @v8_axis0(%x: tensor<2x3x4x4xf32>) -> (tensor<2x3x2x2xf32>, tensor<2x3x2x2xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x3x4x4xf32> -> tensor<2x3x2x2xf32>, tensor<2x3x2x2xi64>
  return %v, %i : tensor<2x3x2x2xf32>, tensor<2x3x2x2xi64>
}

// -----

// MaxPool-8 on ui8 with a signed i64 position output next to it.

// CANON-LABEL: func.func @v8_ui8
// CANON: linalg.generic
// CANON-NEXT: ^bb0(%[[TAP:.+]]: ui8, %{{.+}}: i1, %[[BEST:.+]]: ui8, %{{.+}}: i64):
// CANON-NEXT: %[[TAP8:.+]] = builtin.unrealized_conversion_cast %[[TAP]] : ui8 to i8
// CANON-NEXT: %[[BEST8:.+]] = builtin.unrealized_conversion_cast %[[BEST]] : ui8 to i8
// CANON-NEXT: %[[O:.+]] = linalg.index 2 : index
// CANON-NEXT: %[[T:.+]] = linalg.index 3 : index
// CANON-NEXT: %[[POS:.+]] = affine.apply #{{.+}}()[%[[O]], %[[T]]]
// CANON-NEXT: arith.cmpi ugt, %[[TAP8]], %[[BEST8]] : i8
func.func @v8_ui8(%x: tensor<1x1x4xui8>) -> (tensor<1x1x3xui8>, tensor<1x1x3xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xui8> -> tensor<1x1x3xui8>, tensor<1x1x3xi64>
  return %v, %i : tensor<1x1x3xui8>, tensor<1x1x3xi64>
}

// -----

//===----------------------------------------------------------------------===//
// Dynamic shapes
//===----------------------------------------------------------------------===//

// N, H and W dynamic; pads 1/1, k = 3, s = 2, ceil: out = (D - 1) ceildiv 2
// + 1, and the end padding max(1, (out - 1) * 2 + 3 - D - 1).

// CANON-DAG: #[[OUT:.+]] = affine_map<()[s0] -> ((s0 - 1) ceildiv 2 + 1)>
// CANON-DAG: #[[HIGH:.+]] = affine_map<()[s0, s1] -> (1, -s0 + ((s1 - 1) ceildiv 2) * 2 + 2)>
// CANON-LABEL: func.func @v1_dynamic
// CANON-SAME: (%[[X:.+]]: tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32>
// CANON-DAG: %[[LOWEST:.+]] = arith.constant -3.40282347E+38 : f32
// CANON-DAG: %[[C0:.+]] = arith.constant 0 : index
// CANON-DAG: %[[C2:.+]] = arith.constant 2 : index
// CANON-DAG: %[[C3:.+]] = arith.constant 3 : index
// CANON: %[[N:.+]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3x?x?xf32>
// CANON-NEXT: %[[H:.+]] = tensor.dim %[[X]], %[[C2]] : tensor<?x3x?x?xf32>
// CANON-NEXT: %[[OH:.+]] = affine.apply #[[OUT]]()[%[[H]]]
// CANON-NEXT: %[[W:.+]] = tensor.dim %[[X]], %[[C3]] : tensor<?x3x?x?xf32>
// CANON-NEXT: %[[OW:.+]] = affine.apply #[[OUT]]()[%[[W]]]
// CANON: %[[HIGH_H:.+]] = affine.max #[[HIGH]]()[%{{.+}}, %[[H]]]
// CANON: %[[HIGH_W:.+]] = affine.max #[[HIGH]]()[%{{.+}}, %[[W]]]
// CANON-NEXT: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, %[[HIGH_H]], %[[HIGH_W]]] {
// CANON: tensor.yield %[[LOWEST]] : f32
// CANON: } : tensor<?x3x?x?xf32> to tensor<?x3x?x?xf32>
// CANON-NEXT: %[[EMPTY:.+]] = tensor.empty(%[[N]], %[[OH]], %[[OW]]) : tensor<?x3x?x?xf32>
// CANON-NEXT: %[[INIT:.+]] = linalg.fill ins(%[[LOWEST]] : f32) outs(%[[EMPTY]] : tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32>
// CANON: linalg.generic {{.+}} ins(%[[PADDED]], %{{.+}} : tensor<?x3x?x?xf32>, tensor<3x3xi1>) outs(%[[INIT]] : tensor<?x3x?x?xf32>)
func.func @v1_dynamic(%x: tensor<?x3x?x?xf32>) -> tensor<?x3x?x?xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<?x3x?x?xf32> -> tensor<?x3x?x?xf32>
  return %0 : tensor<?x3x?x?xf32>
}

// -----

// same_upper with a dynamic H: the pads come from the runtime H, a
// static result dim (W) stays static in tensor.empty.

// CANON-DAG: #[[P:.+]] = affine_map<()[s0] -> (0, -s0 + (s0 ceildiv 2) * 2 + 1)>
// CANON-LABEL: func.func @v1_dynamic_same_upper
// CANON-DAG: %[[C2:.+]] = arith.constant 2 : index
// CANON: %[[H:.+]] = tensor.dim %{{.+}}, %[[C2]]
// CANON: %[[PH:.+]] = affine.max #[[P]]()[%[[H]]]
// CANON: tensor.pad %{{.+}} low[0, 0, %{{.+}}, 0] high[0, 0, %{{.+}}, 1]
// CANON: } : tensor<?x3x?x10xf32> to tensor<?x3x?x11xf32>
// CANON: tensor.empty(%{{.+}}, %{{.+}}) : tensor<?x3x?x5xf32>
func.func @v1_dynamic_same_upper(%x: tensor<?x3x?x10xf32>) -> tensor<?x3x?x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<?x3x?x10xf32> -> tensor<?x3x?x5xf32>
  return %0 : tensor<?x3x?x5xf32>
}

// -----

// Signless i32 of rank 3 with stride 1 uses linalg.pooling_ncw_max on the
// INT_MIN-padded input (strides other than 1: max-pool-named.mlir).

// CHECK-LABEL: func.func @v1_i32_rank3_stride1
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x4xi32>) -> tensor<1x2x4xi32>
// CHECK: %[[LOWEST:.+]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[PADDED:.+]] = tensor.pad %[[X]] low[0, 0, 1] high[0, 0, 0] {
// CHECK: tensor.yield %[[LOWEST]] : i32
// CHECK: } : tensor<1x2x4xi32> to tensor<1x2x5xi32>
// CHECK: %[[INIT:.+]] = linalg.fill ins(%[[LOWEST]] : i32)
// CHECK: %[[WINDOW:.+]] = tensor.empty() : tensor<2xi32>
// CHECK-NEXT: linalg.pooling_ncw_max {{.*}}ins(%[[PADDED]], %[[WINDOW]] : tensor<1x2x5xi32>, tensor<2xi32>) outs(%[[INIT]] : tensor<1x2x4xi32>) -> tensor<1x2x4xi32>
// CHECK-NOT: linalg.generic
func.func @v1_i32_rank3_stride1(%x: tensor<1x2x4xi32>) -> tensor<1x2x4xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [1] pads_end = [0] : tensor<1x2x4xi32> -> tensor<1x2x4xi32>
  return %0 : tensor<1x2x4xi32>
}
