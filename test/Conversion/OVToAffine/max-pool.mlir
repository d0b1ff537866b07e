// RUN: ov-opt %s -split-input-file --ov-to-affine | FileCheck %s
// RUN: ov-opt %s -split-input-file --ov-to-affine --canonicalize | FileCheck %s --check-prefix=CANON

// MaxPool-1 and MaxPool-8 lowered to affine loop nests (docs/semantics.md 1.6,
// 1.7): one affine.for per output dim, then one per spatial kernel axis whose
// bounds are clamped to the input so that padding is never read; the running
// maximum starts at the element type's lowest value and is replaced only by a
// strictly greater tap. CHECK lines look at the pass's own output, CANON
// lines at the same after --canonicalize (constants folded into the maps).

//===----------------------------------------------------------------------===//
// Explicit pads, ceil rounding, rank 4
//===----------------------------------------------------------------------===//

// Tap t of output o reads input row i = o*2 + t - 1 and is kept when
// 0 <= i < 8, i.e. max(0, 1 - 2o) <= t < min(3, 9 - 2o). The last (ceil)
// window o = 4 covers rows 7..9, of which only row 7 exists.

// CHECK-DAG: #[[LB:.+]] = affine_map<(d0)[s0, s1] -> (0, d0 * -2 + s0)>
// CHECK-DAG: #[[UB:.+]] = affine_map<(d0)[s0, s1] -> (3, d0 * -2 + s0 + s1)>
// CHECK-DAG: #[[TAP:.+]] = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 - s0)>
// CHECK-LABEL: func.func @v1_explicit_pads
// CHECK-SAME: (%[[X:.+]]: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32>
// CHECK-DAG: %[[DIM:.+]] = arith.constant 8 : index
// CHECK-DAG: %[[PAD:.+]] = arith.constant 1 : index
// CHECK: %[[IN:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<1x3x8x8xf32> to memref<1x3x8x8xf32>
// CHECK-NEXT: %[[OUT:.+]] = memref.alloc() : memref<1x3x5x5xf32>
// CHECK: affine.for %[[N:.+]] = 0 to 1 {
// CHECK-NEXT: affine.for %[[C:.+]] = 0 to 3 {
// CHECK-NEXT: affine.for %[[OH:.+]] = 0 to 5 {
// CHECK-NEXT: affine.for %[[OW:.+]] = 0 to 5 {
// CHECK-NEXT: %[[LOWEST:.+]] = arith.constant -3.40282347E+38 : f32
// CHECK-NEXT: %[[RES:.+]] = affine.for %[[TH:.+]] = max #[[LB]](%[[OH]])[%[[PAD]], %[[DIM]]] to min #[[UB]](%[[OH]])[%[[PAD]], %[[DIM]]] iter_args(%[[BEST_H:.+]] = %[[LOWEST]]) -> (f32) {
// CHECK-NEXT: %[[ROW:.+]] = affine.apply #[[TAP]](%[[OH]], %[[TH]])[%[[PAD]]]
// CHECK-NEXT: %[[INNER:.+]] = affine.for %[[TW:.+]] = max #[[LB]](%[[OW]])[%{{.+}}, %{{.+}}] to min #[[UB]](%[[OW]])[%{{.+}}, %{{.+}}] iter_args(%[[BEST:.+]] = %[[BEST_H]]) -> (f32) {
// CHECK-NEXT: %[[COL:.+]] = affine.apply #[[TAP]](%[[OW]], %[[TW]])[%{{.+}}]
// CHECK-NEXT: %[[V:.+]] = memref.load %[[IN]][%[[N]], %[[C]], %[[ROW]], %[[COL]]] : memref<1x3x8x8xf32>
// CHECK-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[V]], %[[BEST]] : f32
// CHECK-NEXT: %[[NEXT:.+]] = arith.select %[[GT]], %[[V]], %[[BEST]] : f32
// CHECK-NEXT: affine.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.yield %[[INNER]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[RES]], %[[OUT]][%[[N]], %[[C]], %[[OH]], %[[OW]]] : memref<1x3x5x5xf32>
// CHECK: %[[T:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x3x5x5xf32> to tensor<1x3x5x5xf32>
// CHECK-NEXT: return %[[T]] : tensor<1x3x5x5xf32>

// With the pad and the dim folded: max(0, 1 - 2o) and min(3, 9 - 2o).
// CANON-DAG: #[[LB:.+]] = affine_map<(d0) -> (0, d0 * -2 + 1)>
// CANON-DAG: #[[UB:.+]] = affine_map<(d0) -> (3, d0 * -2 + 9)>
// CANON-DAG: #[[TAP:.+]] = affine_map<(d0, d1) -> (d0 * 2 + d1 - 1)>
// CANON-LABEL: func.func @v1_explicit_pads
// CANON: %[[LOWEST:.+]] = arith.constant -3.40282347E+38 : f32
// CANON: %[[OUT:.+]] = memref.alloc() : memref<1x3x5x5xf32>
// CANON: affine.for %[[OH:.+]] = 0 to 5 {
// CANON-NEXT: affine.for %[[OW:.+]] = 0 to 5 {
// CANON-NEXT: affine.for %[[TH:.+]] = max #[[LB]](%[[OH]]) to min #[[UB]](%[[OH]]) iter_args(%{{.+}} = %[[LOWEST]]) -> (f32) {
// CANON-NEXT: affine.apply #[[TAP]](%[[OH]], %[[TH]])
// CANON-NEXT: affine.for %[[TW:.+]] = max #[[LB]](%[[OW]]) to min #[[UB]](%[[OW]])
// CANON-NEXT: affine.apply #[[TAP]](%[[OW]], %[[TW]])
// CANON-NEXT: tensor.extract
// CANON-NEXT: arith.cmpf ogt
// CANON-NEXT: arith.select
// CANON: bufferization.to_tensor %[[OUT]]
func.func @v1_explicit_pads(%x: tensor<1x3x8x8xf32>) -> tensor<1x3x5x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [1, 1] pads_end = [1, 1] rounding_type = ceil : tensor<1x3x8x8xf32> -> tensor<1x3x5x5xf32>
  return %0 : tensor<1x3x5x5xf32>
}

// -----

//===----------------------------------------------------------------------===//
// MaxPool-8: dilations, index_element_type = i32, axis = 1
//===----------------------------------------------------------------------===//

// Taps i = o + 2t - 1 (stride 1, dilation 2, pad 1): t >= ceil((1 - o) / 2)
// and t < ceil((5 + 1 - o) / 2). The index is n*C*S + c*S + h*W + w with
// S = 25, reduced modulo C*H*W = 50 (axis 1), then cast to i32.

// CHECK-DAG: #[[LB:.+]] = affine_map<(d0)[s0, s1] -> (0, (-d0 + s0) ceildiv 2)>
// CHECK-DAG: #[[UB:.+]] = affine_map<(d0)[s0, s1] -> (2, (-d0 + s0 + s1) ceildiv 2)>
// CHECK-DAG: #[[TAP:.+]] = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2 - s0)>
// CHECK-LABEL: func.func @v8_dilations_axis
// CHECK: %[[VALUES:.+]] = memref.alloc() : memref<1x2x4x4xf32>
// CHECK-NEXT: %[[INDICES:.+]] = memref.alloc() : memref<1x2x4x4xi32>
// CHECK: affine.for %[[OH:.+]] = 0 to 4 {
// CHECK-NEXT: affine.for %[[OW:.+]] = 0 to 4 {
// CHECK-NEXT: %[[LOWEST:.+]] = arith.constant -3.40282347E+38 : f32
// CHECK-NEXT: %[[ZERO:.+]] = arith.constant 0 : index
// CHECK-NEXT: %[[BEST:.+]]:2 = affine.for %[[TH:.+]] = max #[[LB]](%[[OH]])[%{{.+}}, %{{.+}}] to min #[[UB]](%[[OH]])[%{{.+}}, %{{.+}}] iter_args(%{{.+}} = %[[LOWEST]], %{{.+}} = %[[ZERO]]) -> (f32, index) {
// CHECK-NEXT: affine.apply #[[TAP]](%[[OH]], %[[TH]])
// CHECK-NEXT: affine.for %[[TW:.+]] = max #[[LB]](%[[OW]])
// CHECK-NEXT: affine.apply #[[TAP]](%[[OW]], %[[TW]])
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.cmpf ogt
// CHECK-NEXT: arith.select %{{.+}} : f32
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.select %{{.+}} : index
// CHECK-NEXT: affine.yield %{{.+}}, %{{.+}} : f32, index
// CHECK: memref.store %[[BEST]]#0, %[[VALUES]]
// CHECK: arith.remui
// CHECK-NEXT: arith.index_cast %{{.+}} : index to i32
// CHECK-NEXT: memref.store %{{.+}}, %[[INDICES]]

// CANON-DAG: #[[LB:.+]] = affine_map<(d0) -> (0, (-d0 + 1) ceildiv 2)>
// CANON-DAG: #[[TAP:.+]] = affine_map<(d0, d1) -> (d0 + d1 * 2 - 1)>
// CANON-LABEL: func.func @v8_dilations_axis
// CANON-DAG: %[[C50:.+]] = arith.constant 50 : index
// CANON-DAG: %[[C25:.+]] = arith.constant 25 : index
// CANON-DAG: %[[C2:.+]] = arith.constant 2 : index
// CANON-DAG: %[[C5:.+]] = arith.constant 5 : index
// CANON-DAG: %[[ZERO:.+]] = arith.constant 0 : index
// CANON-DAG: %[[VALUES:.+]] = memref.alloc() : memref<1x2x4x4xf32>
// CANON-DAG: %[[INDICES:.+]] = memref.alloc() : memref<1x2x4x4xi32>
// CANON: affine.for %[[N:.+]] = 0 to 1 {
// CANON-NEXT: affine.for %[[C:.+]] = 0 to 2 {
// CANON-NEXT: affine.for %[[OH:.+]] = 0 to 4 {
// CANON-NEXT: affine.for %[[OW:.+]] = 0 to 4 {
// CANON-NEXT: %[[BEST:.+]]:2 = affine.for %[[TH:.+]] = max #[[LB]](%[[OH]]) to 2 iter_args(%{{.+}} = %{{.+}}, %{{.+}} = %[[ZERO]]) -> (f32, index) {
// CANON-NEXT: %[[ROW:.+]] = affine.apply #[[TAP]](%[[OH]], %[[TH]])
// CANON-NEXT: affine.for %[[TW:.+]] = max #[[LB]](%[[OW]]) to 2 iter_args(%[[V_ACC:.+]] = %{{.+}}, %[[I_ACC:.+]] = %{{.+}}) -> (f32, index) {
// CANON-NEXT: %[[COL:.+]] = affine.apply #[[TAP]](%[[OW]], %[[TW]])
// CANON-NEXT: %[[V:.+]] = tensor.extract %{{.+}}[%[[N]], %[[C]], %[[ROW]], %[[COL]]]
// CANON-NEXT: %[[GT:.+]] = arith.cmpf ogt, %[[V]], %[[V_ACC]] : f32
// CANON-NEXT: %[[V_NEXT:.+]] = arith.select %[[GT]], %[[V]], %[[V_ACC]] : f32
// CANON-NEXT: %[[ROW_OFF:.+]] = arith.muli %[[ROW]], %[[C5]] : index
// CANON-NEXT: %[[FLAT:.+]] = arith.addi %[[ROW_OFF]], %[[COL]] : index
// CANON-NEXT: %[[I_NEXT:.+]] = arith.select %[[GT]], %[[FLAT]], %[[I_ACC]] : index
// CANON-NEXT: affine.yield %[[V_NEXT]], %[[I_NEXT]] : f32, index
// CANON: memref.store %[[BEST]]#0, %[[VALUES]][%[[N]], %[[C]], %[[OH]], %[[OW]]] : memref<1x2x4x4xf32>
// CANON-NEXT: %[[NC:.+]] = arith.muli %[[N]], %[[C2]] : index
// CANON-NEXT: %[[PLANE:.+]] = arith.addi %[[NC]], %[[C]] : index
// CANON-NEXT: %[[PLANE_OFF:.+]] = arith.muli %[[PLANE]], %[[C25]] : index
// CANON-NEXT: %[[INDEX:.+]] = arith.addi %[[PLANE_OFF]], %[[BEST]]#1 : index
// CANON-NEXT: %[[REM:.+]] = arith.remui %[[INDEX]], %[[C50]] : index
// CANON-NEXT: %[[I32:.+]] = arith.index_cast %[[REM]] : index to i32
// CANON-NEXT: memref.store %[[I32]], %[[INDICES]][%[[N]], %[[C]], %[[OH]], %[[OW]]] : memref<1x2x4x4xi32>
// CANON: %[[V_T:.+]] = bufferization.to_tensor %[[VALUES]] restrict writable : memref<1x2x4x4xf32> to tensor<1x2x4x4xf32>
// CANON-NEXT: %[[I_T:.+]] = bufferization.to_tensor %[[INDICES]] restrict writable : memref<1x2x4x4xi32> to tensor<1x2x4x4xi32>
// CANON-NEXT: return %[[V_T]], %[[I_T]]
func.func @v8_dilations_axis(%x: tensor<1x2x5x5xf32>) -> (tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [1, 1] pads_begin = [1, 1] pads_end = [0, 0] dilations = [2, 2] index_element_type = i32 axis = 1 : tensor<1x2x5x5xf32> -> tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>
  return %v, %i : tensor<1x2x4x4xf32>, tensor<1x2x4x4xi32>
}

// -----

// axis = 0 (the default): no modulo; index n*C*S + c*S + spatial as i64,
// with C = 3 and S = 16.

// CANON-LABEL: func.func @v8_axis0_i64
// CANON-DAG: %[[C16:.+]] = arith.constant 16 : index
// CANON-DAG: %[[C3:.+]] = arith.constant 3 : index
// CANON-DAG: %[[C4:.+]] = arith.constant 4 : index
// CANON: affine.for %[[N:.+]] = 0 to 2 {
// CANON-NEXT: affine.for %[[C:.+]] = 0 to 3 {
// CANON: arith.muli %{{.+}}, %[[C4]] : index
// CANON: %[[NC:.+]] = arith.muli %[[N]], %[[C3]] : index
// CANON-NEXT: %[[PLANE:.+]] = arith.addi %[[NC]], %[[C]] : index
// CANON-NEXT: %[[PLANE_OFF:.+]] = arith.muli %[[PLANE]], %[[C16]] : index
// CANON-NEXT: %[[INDEX:.+]] = arith.addi %[[PLANE_OFF]], %{{.+}}#1 : index
// CANON-NEXT: %[[I64:.+]] = arith.index_cast %[[INDEX]] : index to i64
// CANON-NEXT: memref.store %[[I64]], %{{.+}} : memref<2x3x2x2xi64>
// CANON-NOT: arith.remui
// CANON: return
func.func @v8_axis0_i64(%x: tensor<2x3x4x4xf32>) -> (tensor<2x3x2x2xf32>, tensor<2x3x2x2xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] : tensor<2x3x4x4xf32> -> tensor<2x3x2x2xf32>, tensor<2x3x2x2xi64>
  return %v, %i : tensor<2x3x2x2xf32>, tensor<2x3x2x2xi64>
}

// -----

//===----------------------------------------------------------------------===//
// Ranks 3 and 5
//===----------------------------------------------------------------------===//

// CANON-DAG: #[[TAP:.+]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CANON-LABEL: func.func @v1_rank3
// CANON: %[[OUT:.+]] = memref.alloc() : memref<2x4x4xf32>
// CANON: affine.for %[[N:.+]] = 0 to 2 {
// CANON-NEXT: affine.for %[[C:.+]] = 0 to 4 {
// CANON-NEXT: affine.for %[[O:.+]] = 0 to 4 {
// CANON-NEXT: %[[R:.+]] = affine.for %[[T:.+]] = 0 to 3 iter_args
// CANON-NEXT: %[[I:.+]] = affine.apply #[[TAP]](%[[O]], %[[T]])
// CANON-NEXT: tensor.extract %{{.+}}[%[[N]], %[[C]], %[[I]]] : tensor<2x4x9xf32>
// CANON: memref.store %[[R]], %[[OUT]][%[[N]], %[[C]], %[[O]]] : memref<2x4x4xf32>
func.func @v1_rank3(%x: tensor<2x4x9xf32>) -> tensor<2x4x4xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3] strides = [2] pads_begin = [0] pads_end = [0] : tensor<2x4x9xf32> -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

// Rank 5, axis = -1 (the last dim): indices modulo W = 4; the flat spatial
// position is (d*H + h)*W + w.

// CANON-DAG: #[[TAP:.+]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>
// CANON-LABEL: func.func @v8_rank5_negative_axis
// CANON-DAG: %[[C64:.+]] = arith.constant 64 : index
// CANON-DAG: %[[C4:.+]] = arith.constant 4 : index
// CANON: affine.for %[[N:.+]] = 0 to 1 {
// CANON-NEXT: affine.for %[[C:.+]] = 0 to 2 {
// CANON-NEXT: affine.for %[[OD:.+]] = 0 to 2 {
// CANON-NEXT: affine.for %[[OH:.+]] = 0 to 2 {
// CANON-NEXT: affine.for %[[OW:.+]] = 0 to 2 {
// CANON-NEXT: %[[BEST:.+]]:2 = affine.for %[[TD:.+]] = 0 to 2
// CANON-NEXT: %[[D:.+]] = affine.apply #[[TAP]](%[[OD]], %[[TD]])
// CANON-NEXT: affine.for %[[TH:.+]] = 0 to 2
// CANON-NEXT: %[[H:.+]] = affine.apply #[[TAP]](%[[OH]], %[[TH]])
// CANON-NEXT: affine.for %[[TW:.+]] = 0 to 2
// CANON-NEXT: %[[W:.+]] = affine.apply #[[TAP]](%[[OW]], %[[TW]])
// CANON-NEXT: tensor.extract %{{.+}}[%[[N]], %[[C]], %[[D]], %[[H]], %[[W]]] : tensor<1x2x4x4x4xf32>
// CANON-NEXT: arith.cmpf ogt
// CANON-NEXT: arith.select
// CANON-NEXT: %[[DH:.+]] = arith.muli %[[D]], %[[C4]] : index
// CANON-NEXT: %[[DH2:.+]] = arith.addi %[[DH]], %[[H]] : index
// CANON-NEXT: %[[DHW:.+]] = arith.muli %[[DH2]], %[[C4]] : index
// CANON-NEXT: arith.addi %[[DHW]], %[[W]] : index
// CANON: arith.muli %{{.+}}, %[[C64]] : index
// CANON-NEXT: %[[INDEX:.+]] = arith.addi %{{.+}}, %[[BEST]]#1 : index
// CANON-NEXT: %[[REM:.+]] = arith.remui %[[INDEX]], %[[C4]] : index
// CANON-NEXT: arith.index_cast %[[REM]] : index to i64
func.func @v8_rank5_negative_axis(%x: tensor<1x2x4x4x4xf32>) -> (tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2, 2, 2] strides = [2, 2, 2] pads_begin = [0, 0, 0] pads_end = [0, 0, 0] axis = -1 : tensor<1x2x4x4x4xf32> -> tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>
  return %v, %i : tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xi64>
}

// -----

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

// ui8: signless views through unrealized casts, lowest = 0, unsigned compare.

// CHECK-LABEL: func.func @v1_ui8
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x6xui8>) -> tensor<1x2x3xui8>
// CHECK: %[[BUF:.+]] = bufferization.to_buffer %[[X]] read_only : tensor<1x2x6xui8> to memref<1x2x6xui8>
// CHECK-NEXT: %[[IN:.+]] = builtin.unrealized_conversion_cast %[[BUF]] : memref<1x2x6xui8> to memref<1x2x6xi8>
// CHECK-NEXT: %[[OUT:.+]] = memref.alloc() : memref<1x2x3xi8>
// CHECK: %[[ZERO:.+]] = arith.constant 0 : i8
// CHECK-NEXT: affine.for %{{.+}} = max #{{.+}} to min #{{.+}} iter_args(%[[BEST:.+]] = %[[ZERO]]) -> (i8) {
// CHECK-NEXT: affine.apply
// CHECK-NEXT: %[[V:.+]] = memref.load %[[IN]]
// CHECK-NEXT: %[[GT:.+]] = arith.cmpi ugt, %[[V]], %[[BEST]] : i8
// CHECK-NEXT: arith.select %[[GT]], %[[V]], %[[BEST]] : i8
// CHECK: %[[TYPED:.+]] = builtin.unrealized_conversion_cast %[[OUT]] : memref<1x2x3xi8> to memref<1x2x3xui8>
// CHECK-NEXT: %[[T:.+]] = bufferization.to_tensor %[[TYPED]] restrict writable : memref<1x2x3xui8> to tensor<1x2x3xui8>
// CHECK-NEXT: return %[[T]] : tensor<1x2x3xui8>
func.func @v1_ui8(%x: tensor<1x2x6xui8>) -> tensor<1x2x3xui8> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [2] pads_begin = [0] pads_end = [0] : tensor<1x2x6xui8> -> tensor<1x2x3xui8>
  return %0 : tensor<1x2x3xui8>
}

// -----

// Signed and signless integers: lowest = INT_MIN, signed compare.

// CANON-LABEL: func.func @v1_i32
// CANON: %[[LOWEST:.+]] = arith.constant -2147483648 : i32
// CANON: affine.for %{{.+}} = 0 to 2 iter_args(%[[BEST:.+]] = %[[LOWEST]]) -> (i32) {
// CANON: %[[V:.+]] = tensor.extract
// CANON-NEXT: %[[GT:.+]] = arith.cmpi sgt, %[[V]], %[[BEST]] : i32
// CANON-NEXT: arith.select %[[GT]], %[[V]], %[[BEST]] : i32
func.func @v1_i32(%x: tensor<1x1x4xi32>) -> tensor<1x1x3xi32> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xi32> -> tensor<1x1x3xi32>
  return %0 : tensor<1x1x3xi32>
}

// CANON-LABEL: func.func @v8_si64
// CANON: %[[LOWEST:.+]] = arith.constant -9223372036854775808 : i64
// CANON: %[[IN:.+]] = builtin.unrealized_conversion_cast %{{.+}} : memref<1x1x4xsi64> to memref<1x1x4xi64>
// CANON: affine.for %{{.+}} = 0 to 2 iter_args(%[[BEST:.+]] = %[[LOWEST]], %{{.+}} = %{{.+}}) -> (i64, index) {
// CANON: %[[V:.+]] = memref.load %[[IN]]
// CANON-NEXT: %[[GT:.+]] = arith.cmpi sgt, %[[V]], %[[BEST]] : i64
// CANON: builtin.unrealized_conversion_cast %{{.+}} : memref<1x1x3xi64> to memref<1x1x3xsi64>
func.func @v8_si64(%x: tensor<1x1x4xsi64>) -> (tensor<1x1x3xsi64>, tensor<1x1x3xi64>) {
  %v, %i = ov.max_pool_v8 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xsi64> -> tensor<1x1x3xsi64>, tensor<1x1x3xi64>
  return %v, %i : tensor<1x1x3xsi64>, tensor<1x1x3xi64>
}

// -----

// Floats: numeric_limits<T>::lowest() for f32 and f64; f16 and bf16 take
// f32's lowest rounded to T, which overflows to -inf (docs/semantics.md 1.6).

// CANON-LABEL: func.func @v1_f16
// CANON: %[[LOWEST:.+]] = arith.constant 0xFC00 : f16
// CANON: affine.for %{{.+}} iter_args(%[[BEST:.+]] = %[[LOWEST]]) -> (f16)
// CANON: arith.cmpf ogt, %{{.+}}, %[[BEST]] : f16
func.func @v1_f16(%x: tensor<1x1x4xf16>) -> tensor<1x1x3xf16> {
  %0 = ov.max_pool_v1 %x kernel = [2] strides = [1] pads_begin = [0] pads_end = [0] : tensor<1x1x4xf16> -> tensor<1x1x3xf16>
  return %0 : tensor<1x1x3xf16>
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
// Dynamic dims with same_upper
//===----------------------------------------------------------------------===//

// Dynamic H, k = 3, s = 2: P = max(0, (ceil(H/2) - 1)*2 + 3 - H), the pad
// begin is P floordiv 2 and the output height (H + P - 3) floordiv 2 + 1.
// The static W = 10 gets P = 1: pad begin 0, taps t < min(3, 10 - 2o).

// CANON-DAG: #[[P:.+]] = affine_map<()[s0] -> (0, -s0 + (s0 ceildiv 2) * 2 + 1)>
// CANON-DAG: #[[OUT_H:.+]] = affine_map<()[s0, s1] -> ((s0 + s1 - 3) floordiv 2 + 1)>
// CANON-DAG: #[[LB_H:.+]] = affine_map<(d0)[s0] -> (0, d0 * -2 + s0 floordiv 2)>
// CANON-DAG: #[[UB_H:.+]] = affine_map<(d0)[s0, s1] -> (3, d0 * -2 + s0 + s1 floordiv 2)>
// CANON-DAG: #[[UB_W:.+]] = affine_map<(d0) -> (3, d0 * -2 + 10)>
// CANON-LABEL: func.func @v1_dynamic_same_upper
// CANON-SAME: (%[[X:.+]]: tensor<?x3x?x10xf32>) -> tensor<?x3x?x5xf32>
// CANON-DAG: %[[C0:.+]] = arith.constant 0 : index
// CANON-DAG: %[[C2:.+]] = arith.constant 2 : index
// CANON: %[[N:.+]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3x?x10xf32>
// CANON: %[[H:.+]] = tensor.dim %[[X]], %[[C2]] : tensor<?x3x?x10xf32>
// CANON: %[[PH:.+]] = affine.max #[[P]]()[%[[H]]]
// CANON: %[[OH:.+]] = affine.apply #[[OUT_H]]()[%[[PH]], %[[H]]]
// CANON: %[[OUT:.+]] = memref.alloc(%[[N]], %[[OH]]) : memref<?x3x?x5xf32>
// CANON: affine.for %{{.+}} = 0 to %[[N]] {
// CANON-NEXT: affine.for %{{.+}} = 0 to 3 {
// CANON-NEXT: affine.for %[[O:.+]] = 0 to #[[OUT_H]]()[%{{.+}}, %{{.+}}] {
// CANON-NEXT: affine.for %[[OW:.+]] = 0 to 5 {
// CANON-NEXT: affine.for %{{.+}} = max #[[LB_H]](%[[O]])[%{{.+}}] to min #[[UB_H]](%[[O]])[%{{.+}}, %{{.+}}]
// CANON: affine.for %{{.+}} = 0 to min #[[UB_W]](%[[OW]])
// CANON: bufferization.to_tensor %[[OUT]] restrict writable : memref<?x3x?x5xf32> to tensor<?x3x?x5xf32>
func.func @v1_dynamic_same_upper(%x: tensor<?x3x?x10xf32>) -> tensor<?x3x?x5xf32> {
  %0 = ov.max_pool_v1 %x kernel = [3, 3] strides = [2, 2] pads_begin = [0, 0] pads_end = [0, 0] auto_pad = same_upper : tensor<?x3x?x10xf32> -> tensor<?x3x?x5xf32>
  return %0 : tensor<?x3x?x5xf32>
}
